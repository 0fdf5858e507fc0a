import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { remotesDocument } from '../remotes';
import { createLogger } from '../logging';
import { createRedis, keys, readLog, type Redis } from '../store';
import { fakeIpEnv } from '../../../tests/kit/app';

let redis: Redis;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  const config = loadConfig({ REDIS_URL: process.env.TEST_REDIS_URL });
  redis = createRedis(config.REDIS_URL);
  await redis.del(keys.conversions());
  app = createApp({ config, redis, log: createLogger({ level: 'silent' }) });
});
afterAll(() => redis?.disconnect());

// Its own client address, so other test files' calls don't count against this one's rate limit.
const post = (body: unknown) =>
  app.request('/functions/v1/log-conversion', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, fakeIpEnv('192.0.2.77'));

describe('log-conversion', () => {
  it('stores the FAQ trial conversion in the conversions stream', async () => {
    const res = await post({ event: 'faq-try-now', label: 'Try Now - Free 14 Days', path: '/faq', salesRep: 'Jordan' });
    expect(res.status).toBe(200);
    expect(await res.json()).toStrictEqual({ success: true });
    const [entry] = await readLog(redis, 'conversions', 1);
    expect(entry).toMatchObject({ event: 'faq-try-now', label: 'Try Now - Free 14 Days', path: '/faq', salesRep: 'Jordan' });
  });

  it('refuses an event name that is not a lower-case slug', async () => {
    const res = await post({ event: 'Drop Table' });
    expect(res.status).toBe(400);
  });
});

describe('site configuration in /remotes.json', () => {
  it('serves the landing variants, demo agent and checkout link from env', () => {
    const doc = remotesDocument(loadConfig({ LANDING_VARIANTS: '/=first,*=second,alex=first', DEMO_AGENT_ID: 'agent_demo42', CHECKOUT_URL: 'https://pay.example/x' }));
    expect(doc.site).toStrictEqual({ landingVariants: { '/': 'first', '*': 'second', alex: 'first' }, demoAgentId: 'agent_demo42', checkoutUrl: 'https://pay.example/x', setupPhone: '(800) 555-0199' });
  });
  it('rejects a bad LANDING_VARIANTS value naming the variable', () => {
    expect(() => loadConfig({ LANDING_VARIANTS: 'alex=third' })).toThrow(/LANDING_VARIANTS/);
  });
});
