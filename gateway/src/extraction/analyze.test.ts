import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type {} from '../../../tests/setup/redis';
import { fixtureResolver, startFixtureServer } from '../../../tests/fixtures/corpus';
import { createLogger } from '../logging';
import { createRedis, keys, type Redis } from '../store';
import { analyzeWebsite, type AnalyzeOptions } from './analyze';
import { cacheId } from './cache';

let redis: Redis;
let fixtures: Awaited<ReturnType<typeof startFixtureServer>>;
const opts = (): AnalyzeOptions => ({
  redis,
  log: createLogger({ level: 'silent' }),
  crawl: { resolve: fixtureResolver, allowPrivate: true, userAgent: 'BooklineBot/1.0', maxPageBytes: 1 << 20, budgetMs: 5_000 },
});

beforeAll(async () => {
  redis = createRedis(inject('redisUrl'));
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  await fixtures.close();
  await redis.quit();
});

describe('analyzeWebsite caching', () => {
  it('shares one cache entry between "www." and bare, http and https addresses', () => {
    expect(cacheId(new URL('https://www.Joes.com/'))).toBe(cacheId(new URL('http://joes.com')));
  });

  it('keeps a definite failure for a while, so a retry answers at once', async () => {
    // A path of its own keeps this cache entry apart from other test files using the same site.
    const url = `${fixtures.urlOf('sparkle-clean-co')}index.html`;
    await redis.del(keys.extraction(cacheId(new URL(url))));
    const first = await analyzeWebsite(url, opts());
    const second = await analyzeWebsite(url, opts());
    expect([first.ok, first.cached, second.ok, second.cached]).toEqual([false, false, false, true]);
    expect(await redis.ttl(keys.extraction(cacheId(new URL(url))))).toBeLessThanOrEqual(600);
  });

  it('does not keep a transient failure: the next try reads the site again', async () => {
    const url = `http://gone-${Date.now()}.example/`;
    const first = await analyzeWebsite(url, opts());
    const second = await analyzeWebsite(url, opts());
    expect([first.ok, second.ok, second.cached]).toEqual([false, false, false]);
    expect(await redis.exists(keys.extraction(cacheId(new URL(url))))).toBe(0);
  });

  it('keeps a success for a day', async () => {
    const url = `${fixtures.urlOf('corner-cut-barbers')}index.html`;
    await redis.del(keys.extraction(cacheId(new URL(url))));
    await analyzeWebsite(url, opts());
    const ttl = await redis.ttl(keys.extraction(cacheId(new URL(url))));
    expect(ttl).toBeGreaterThan(86_000);
    expect(ttl).toBeLessThanOrEqual(86_400);
  });
});
