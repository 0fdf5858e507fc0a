import type { Redis } from 'ioredis';
import type { BusinessData } from '@bookline/contracts';
import { keys } from '../store';
import type { ExtractionErrorCode } from './errors';
import type { Provenance } from './extract';

export type CachedAnalysis =
  | { ok: true; businessData: BusinessData; foundFields: string[]; provenance: Provenance; at: string }
  | { ok: false; code: ExtractionErrorCode; at: string };

/** "https://www.Joes.com/" and "joes.com" share one cache entry; a sub-path gets its own. */
export function cacheId(url: URL): string {
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const path = url.pathname.replace(/\/+$/, '');
  return `${host}${url.port ? `:${url.port}` : ''}${path}`;
}

export async function readCached(redis: Redis, id: string): Promise<CachedAnalysis | undefined> {
  const raw = await redis.get(keys.extraction(id));
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as CachedAnalysis;
  } catch {
    return undefined;
  }
}

export async function writeCached(redis: Redis, id: string, value: CachedAnalysis, ttlS: number): Promise<void> {
  if (ttlS <= 0) return;
  await redis.set(keys.extraction(id), JSON.stringify(value), 'EX', ttlS);
}
