// Test helper: the real app against the run's Redis, with chosen provider adapters.
import { inject } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../logging';
import { createRedis, type Redis } from '../store';
import type { Services } from './define';
import { testBrowser } from '../testing/browser';

export function testApp({ services = {}, env = {}, redis }: { services?: Services; env?: Record<string, string>; redis?: Redis } = {}) {
  // The run's Redis (tests/setup/redis.ts provides it; its type declaration lives there).
  const r = redis ?? createRedis((inject as (key: string) => string)('redisUrl'));
  const config = loadConfig({ RATE_LIMIT_FUNCTIONS: '100000', RATE_LIMIT_PROVIDER_CALLS: '100000', PUBLIC_URL: 'https://bookline.test', ...env });
  const app = createApp({ config, redis: r, log: createLogger({ level: 'silent' }), services });
  // One browser (cookie jar) per test app: the creating session keeps its rights on the agents it makes.
  // Its own client IP: the shared 'unknown' rate-limit bucket belongs to other test files.
  const browser = testBrowser(app, { ip: '10.77.0.1' });
  const call = browser.call;
  return { app, redis: r, config, call, browser };
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
