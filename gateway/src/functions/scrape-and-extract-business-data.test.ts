import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { cacheId } from '../extraction';
import { createLogger } from '../logging';
import { createRedis, keys, type Redis } from '../store';
import { fixtureResolver, startFixtureServer } from '../../../tests/fixtures/corpus';
import type {} from '../../../tests/setup/redis'; // brings in the typed inject('redisUrl')

type Fixtures = Awaited<ReturnType<typeof startFixtureServer>>;
let redis: Redis;
let fixtures: Fixtures;
const log = createLogger({ level: 'silent' });
const SITES = ['austin-drain-pros', 'sparkle-clean-co', 'bella-hair-studio'];

function app(env: Record<string, string> = {}) {
  const config = loadConfig({ EXTRACTION_ALLOW_PRIVATE_HOSTS: 'true', EXTRACTION_BUDGET_MS: '5000', RATE_LIMIT_FUNCTIONS: '100000', ...env });
  return createApp({ config, redis, log, services: { resolveHost: fixtureResolver } });
}

async function call(a: ReturnType<typeof app>, body: unknown) {
  const res = await a.request('/functions/v1/scrape-and-extract-business-data', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

beforeAll(async () => {
  redis = createRedis(inject('redisUrl'));
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  await fixtures.close();
  await redis.quit();
});
beforeEach(async () => {
  await redis.del(...SITES.map((s) => keys.extraction(cacheId(new URL(fixtures.urlOf(s))))));
});

describe('POST /functions/v1/scrape-and-extract-business-data', () => {
  it('answers the business data read from the site', async () => {
    const { status, json } = await call(app(), { email: 'owner@example.com', websiteAddress: fixtures.urlOf('austin-drain-pros') });
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    expect(json.businessData).toMatchObject({
      BusinessName: 'Austin Drain Pros',
      BusinessPhoneNumber: '512-555-0142',
      BusinessAddressCity: 'Austin',
      BusinessAddressState: 'TX',
      TimeZone: 'America/Chicago',
      ServiceType: 'Travel to Customer',
    });
    expect(json.foundFields).toContain('BusinessHours');
    expect(json.cached).toBe(false);
  });

  it('answers a retry from the cache, even once the site is gone', async () => {
    const a = app();
    const url = fixtures.urlOf('bella-hair-studio');
    const first = await call(a, { websiteAddress: url });
    const unreachable = app({ EXTRACTION_ALLOW_PRIVATE_HOSTS: 'false' });
    const second = await call(unreachable, { websiteAddress: url });
    expect(second.json).toEqual({ ...first.json, cached: true });
  });

  it('keeps provenance server-side only', async () => {
    const { json } = await call(app(), { websiteAddress: fixtures.urlOf('austin-drain-pros') });
    expect(JSON.stringify(json)).not.toContain('provenance');
    const stored = JSON.parse((await redis.get(keys.extraction(cacheId(new URL(fixtures.urlOf('austin-drain-pros'))))))!);
    expect(stored.provenance.BusinessPhoneNumber.sources.length).toBeGreaterThan(0);
  });

  it('says a JavaScript-only site cannot be read, as success:false with a reason', async () => {
    const { status, json } = await call(app(), { websiteAddress: fixtures.urlOf('sparkle-clean-co') });
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: false, reason: 'needs-javascript' });
    expect(json.error).toMatch(/JavaScript/);
  });

  it('refuses a site on a private address when the test setting is off', async () => {
    const { status, json } = await call(app({ EXTRACTION_ALLOW_PRIVATE_HOSTS: 'false' }), { websiteAddress: 'http://metadata.test/latest' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: false, reason: 'blocked-address' });
  });

  it('answers 400 naming the field when websiteAddress is missing', async () => {
    const { status, json } = await call(app(), { email: 'owner@example.com' });
    expect(status).toBe(400);
    expect(json.success).toBe(false);
    expect(json.error).toMatch(/websiteAddress/);
  });

  it('answers 400 for an address that is not a web address', async () => {
    const { status, json } = await call(app(), { websiteAddress: 'ftp://files' });
    expect(status).toBe(400);
    expect(json.error).toMatch(/valid website URL/);
  });

  it('reports a site that does not resolve as unreachable', async () => {
    const { json } = await call(app(), { websiteAddress: 'https://no-such-business.example' });
    expect(json).toMatchObject({ success: false, reason: 'unreachable' });
  });
});
