// Vitest global setup: one real redis-server on a free port for the whole run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the start script
import { startRedis } from '../../scripts/lib/redis.mjs';

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'bookline-redis-'));
  const redis = await startRedis({ dir, persist: false });
  project.provide('redisUrl', redis.url);
  process.env.TEST_REDIS_URL = redis.url;
  return async () => {
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
}
