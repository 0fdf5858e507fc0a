// Test helper: the real app against the run's Redis, with chosen provider adapters.
import { inject } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../logging';
import { createRedis, type Redis } from '../store';
import type { Services } from './define';

export function testApp({ services = {}, env = {}, redis }: { services?: Services; env?: Record<string, string>; redis?: Redis } = {}) {
  // The run's Redis (tests/setup/redis.ts provides it; its type declaration lives there).
  const r = redis ?? createRedis((inject as (key: string) => string)('redisUrl'));
  const config = loadConfig({ RATE_LIMIT_FUNCTIONS: '100000', PUBLIC_URL: 'https://bookline.test', ...env });
  const app = createApp({ config, redis: r, log: createLogger({ level: 'silent' }), services });
  const call = async (name: string, body: unknown) => {
    const res = await app.request(`/functions/v1/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  return { app, redis: r, config, call };
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
