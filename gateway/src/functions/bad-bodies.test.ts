// Issue 14 item 7: every backend function and every POST route of protocols.md answers bad bodies
// (`null`, `[]`, `"x"`, `1`, `{}`, wrong types) with a 4xx naming the problem, and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createRedis } from '../store';
import { fakeIpEnv, testApp } from '../../../tests/kit/app';
import { FUNCTIONS } from './registry';

// A database of its own, so "nothing stored" is not disturbed by the other test files.
const url = new URL(inject('redisUrl'));
url.pathname = '/9';
const redis = createRedis(url.toString());
// Stripe configured (no request leaves: every body here is refused first), so its webhook route is live.
const { app } = testApp({
  redis,
  env: { REDIS_URL: url.toString(), PUBLIC_URL: 'http://localhost:8787', RATE_LIMIT_FUNCTIONS: '100000', RATE_LIMIT_PROVIDER_CALLS: '100000', STRIPE_SECRET_KEY: 'sk_test_badbodies', STRIPE_WEBHOOK_SECRET: 'whsec_badbodies' },
});
afterAll(() => redis.disconnect());

/** Every field name any body of protocols.md uses, each given a value of the wrong type. */
const WRONG_TYPES = {
  step: 'two', agentId: 42, userEmail: 7, stepData: 'x', origin: [], email: 5, websiteAddress: { a: 1 }, audioData: 12, voiceName: false,
  businessName: [], businessData: 'x', smsConsent: 'yes', assignedPhoneNumber: 1, customerInfo: 'x', queryString: 9, path: 3, kind: 1,
  event: 2, key: 3, complete: 'true', icsUrl: 1, userAddress: 1, userCity: 1, userState: 1, userZipcode: 1, services: 'x',
};
const BODIES: Array<[string, string]> = [
  ['null', 'null'], ['[]', '[]'], ['"x"', '"x"'], ['1', '1'], ['{}', '{}'], ['wrong types', JSON.stringify(WRONG_TYPES)], ['not JSON', '{agentId:'],
];

/** Keys that are the request machinery's (the session cookie's record, rate-limit counters), not data. */
const MACHINERY = /^bl:(sess|rl):/;
const dataKeys = async () => (await redis.keys('*')).filter((k) => !MACHINERY.test(k)).sort();

beforeAll(async () => {
  await redis.flushdb();
});

let ip = 0;
const post = (path: string, body: string, type = 'application/json') =>
  app.request(path, { method: 'POST', headers: { 'content-type': type }, body }, fakeIpEnv(`10.140.${Math.floor(++ip / 250)}.${ip % 250}`));

async function expectRefused(path: string, body: string, type?: string) {
  const res = await post(path, body, type);
  const text = await res.text();
  expect(res.status, `${path} with ${body.slice(0, 40)} → ${res.status} ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${path} with ${body.slice(0, 40)} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  return text;
}

describe('every backend function refuses bad bodies with a 4xx and stores nothing', () => {
  for (const name of FUNCTIONS.keys()) {
    it(name, async () => {
      const before = await dataKeys();
      for (const [, body] of BODIES) {
        const text = await expectRefused(`/functions/v1/${name}`, body);
        const json = JSON.parse(text) as { success: boolean; error: string };
        expect(json.success).toBe(false);
        expect(json.error.length).toBeGreaterThan(5);
      }
      expect(await dataKeys()).toStrictEqual(before);
    });
  }
});

describe('every POST route of protocols.md refuses bad bodies with a 4xx and stores nothing', () => {
  const routes = ['/widget/session', '/sandbox/call', '/webhooks/stripe', '/voice/incoming', '/voice/handoff', '/voice/whisper', '/voice/dial-status'];
  for (const path of routes) {
    it(path, async () => {
      const before = await dataKeys();
      for (const [, body] of BODIES) await expectRefused(path, body);
      // The Twilio webhooks take forms: a form without the call's fields is refused too.
      if (path.startsWith('/voice/')) await expectRefused(path, 'Foo=bar', 'application/x-www-form-urlencoded');
      expect(await dataKeys()).toStrictEqual(before);
    });
  }
  it('/widget/session names the field for a null body (was a 500)', async () => {
    const res = await post('/widget/session', 'null');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/agentId/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
