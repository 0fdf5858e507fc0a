import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the scripts
import { startRedis } from '../../scripts/lib/redis.mjs';
import { createRedis } from './store';
import { testApp } from '../../tests/kit/app';

const dir = mkdtempSync(join(tmpdir(), 'bookline-ready-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readiness', () => {
  it('is 503 while Redis is down and 200 once it is back', async () => {
    let server = await startRedis({ dir, persist: false });
    const redis = createRedis(server.url, { retryStrategy: () => 100 });
    redis.on('error', () => {});
    const { app } = testApp({ redis });
    try {
      await expect.poll(async () => (await app.request('/readyz')).status, { timeout: 5000 }).toBe(200);
      await server.stop();
      await expect.poll(async () => (await app.request('/readyz')).status, { timeout: 5000 }).toBe(503);
      expect(await (await app.request('/readyz')).json()).toStrictEqual({ ok: false, redis: 'down' });
      expect((await app.request('/healthz')).status).toBe(200);
      server = await startRedis({ dir, port: server.port, persist: false });
      await expect.poll(async () => (await app.request('/readyz')).status, { timeout: 8000 }).toBe(200);
    } finally {
      redis.disconnect();
      await server.stop();
    }
  });
});
