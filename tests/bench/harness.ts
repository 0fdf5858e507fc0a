// Starts what a benchmark measures: a private Redis and the built gateway as its own process.
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM helpers shared with the scripts
import { startRedis } from '../../scripts/lib/redis.mjs';
// @ts-expect-error plain ESM helpers shared with the scripts
import { build } from '../../scripts/lib/build.mjs';
import { spawnGateway } from '../setup/e2e';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

export async function startStack(env: Record<string, string> = {}, nodeArgs: string[] = []) {
  build(ROOT, { quiet: true });
  const dir = mkdtempSync(join(tmpdir(), 'bookline-bench-'));
  const redis = await startRedis({ dir, persist: false });
  const gw = await spawnGateway({ REDIS_URL: redis.url, ...env }, nodeArgs);
  return {
    url: gw.url,
    redisUrl: redis.url as string,
    async stop() {
      await gw.stop();
      await redis.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
