// The one test app: the real gateway app on the run's Redis with a silent logger, and a browser
// for it (a cookie jar and its own client IP) to call functions as a page would.
import { inject } from 'vitest';
import { createApp, type AppOptions } from '../../gateway/src/app';
import { loadConfig } from '../../gateway/src/config';
import { createLogger } from '../../gateway/src/logging';
import { createRedis, type Redis } from '../../gateway/src/store';
import { testBrowser } from './browser';

/** This site's public address, for tests that read links the gateway writes (demo pages, feeds, numbers' webhooks). */
export const SITE = { PUBLIC_URL: 'https://bookline.test' } as const;

/** Config for tests: the run's Redis, no logs, and limits high enough not to get in the way (tests of limits set their own). */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({ LOG_LEVEL: 'silent', REDIS_URL: inject('redisUrl'), RATE_LIMIT_FUNCTIONS: '100000', RATE_LIMIT_PROVIDER_CALLS: '100000', ...env });
}

/**
 * The real app (`env` over testConfig's defaults; `services`: provider adapters) and a browser
 * for it. `cookies`: share another test app's cookie jar, to act as the same browser (e.g. its
 * `browser.jar`); the creating session keeps its rights on the agents it makes.
 */
export function testApp({ env = {}, redis, cookies, ...rest }: { env?: Record<string, string>; redis?: Redis; cookies?: Map<string, string> } & Partial<Omit<AppOptions, 'config' | 'redis'>> = {}) {
  const config = testConfig(env);
  const r = redis ?? createRedis(config.REDIS_URL);
  const app = createApp({ config, redis: r, log: createLogger({ level: 'silent' }), ...rest });
  // Its own client IP: the shared 'unknown' rate-limit bucket belongs to other test files.
  const browser = testBrowser(app, { ip: '10.77.0.1', ...(cookies ? { jar: cookies } : {}) });
  return { app, redis: r, config, browser, call: browser.call };
}

/** A distinct client IP per test so rate-limit buckets don't collide across files. */
export function fakeIpEnv(ip: string) {
  return { incoming: { socket: { remoteAddress: ip } } };
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) };
}

export const validBusiness = (over: Record<string, unknown> = {}) => ({
  BusinessName: 'Rapid Rooter Plumbing',
  BusinessPhoneNumber: '(512) 867-5309',
  TimeZone: 'America/Chicago',
  ServiceType: 'Travel to Customer',
  ServiceRangeMiles: 25,
  BusinessAddressState: 'TX',
  ...over,
});
