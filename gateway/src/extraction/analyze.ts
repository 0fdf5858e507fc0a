import type { Redis } from 'ioredis';
import type { BusinessData } from '@bookline/contracts';
import type { Logger } from '../logging';
import { cacheId, readCached, writeCached } from './cache';
import { crawlSite, normalizeSiteUrl, type CrawlOptions } from './crawl';
import { ExtractionError, isTransient } from './errors';
import type { Provenance } from './extract';
import { extractHere, type Extract } from './isolate';

export interface AnalyzeOptions {
  crawl: CrawlOptions;
  redis: Redis;
  log: Logger;
  /** Successful results are kept this long (a day by default). */
  cacheTtlS?: number;
  /** Definite failures (robots, nothing found, needs JS…) are kept this long; transient ones not at all. */
  failureTtlS?: number;
  /** Where the pages are read: on this thread by default; the gateway's build uses worker threads (isolate.ts). */
  extract?: Extract;
}

export type Analysis =
  | { ok: true; businessData: BusinessData; foundFields: string[]; provenance: Provenance; cached: boolean }
  | { ok: false; error: ExtractionError; cached: boolean };

function websiteOf(url: URL): string {
  return url.pathname === '/' ? url.origin : `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Spec §7 scrape-and-extract-business-data, minus the HTTP: crawl the site, extract, cache.
 * Never throws for a site problem: the answer says what went wrong. Invalid addresses throw
 * ExtractionError('invalid-address') for the caller to turn into a 400.
 */
export async function analyzeWebsite(address: string, options: AnalyzeOptions): Promise<Analysis> {
  const { crawl, redis, log, cacheTtlS = 86_400, failureTtlS = 600, extract = extractHere } = options;
  const start = normalizeSiteUrl(address);
  const id = cacheId(start);
  const cached = await readCached(redis, id).catch(() => undefined);
  if (cached?.ok) return { ok: true, businessData: cached.businessData, foundFields: cached.foundFields, provenance: cached.provenance, cached: true };
  if (cached && !cached.ok) return { ok: false, error: new ExtractionError(cached.code, 'cached'), cached: true };

  const at = new Date().toISOString();
  try {
    const site = await crawlSite(start.href, crawl);
    const extractStart = performance.now();
    const result = await extract(site.pages, websiteOf(start));
    const extractMs = Math.round(performance.now() - extractStart);
    const hasFacts = result.foundFields.some((f) => f !== 'ServiceType' && f !== 'TimeZone' && f !== 'BusinessDescription');
    const hasContact = ['BusinessPhoneNumber', 'BusinessAddressStreet', 'BusinessHours', 'BusinessEmail'].some((f) => result.foundFields.includes(f as never));
    log.info(
      { pages: site.pages.length, skipped: site.skipped, found: result.foundFields, extractMs },
      'website analysed',
    );
    if (result.needsJavaScript && !hasContact) throw new ExtractionError('needs-javascript', site.home.href);
    if (!hasFacts) throw new ExtractionError('nothing-found', site.home.href);
    const { businessData, foundFields, provenance } = result;
    await writeCached(redis, id, { ok: true, businessData, foundFields, provenance, at }, cacheTtlS).catch((err) =>
      log.warn({ err }, 'extraction cache write failed'),
    );
    return { ok: true, businessData, foundFields, provenance, cached: false };
  } catch (caught) {
    // Anything unexpected (a parser bug on a strange page) is still an answer, never a 500.
    if (!(caught instanceof ExtractionError)) log.error({ err: caught }, 'website analysis crashed');
    const err = caught instanceof ExtractionError ? caught : new ExtractionError('nothing-found', 'unexpected error');
    log.info({ code: err.code, detail: err.detail }, 'website analysis failed');
    const definite = caught instanceof ExtractionError && !isTransient(err.code) && err.code !== 'blocked-address';
    if (definite) {
      await writeCached(redis, id, { ok: false, code: err.code, at }, failureTtlS).catch(() => {});
    }
    return { ok: false, error: err, cached: false };
  }
}
