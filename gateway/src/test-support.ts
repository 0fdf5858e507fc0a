// Helpers for gateway tests: a real app on the run's Redis, with a silent logger.
import { inject } from 'vitest';
import { createApp, type AppOptions } from './app';
import { loadConfig } from './config';
import { createLogger } from './logging';
import { createRedis, type Redis } from './store';

export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({ LOG_LEVEL: 'silent', REDIS_URL: inject('redisUrl'), ...env });
}

export function testApp({ env = {}, redis, ...rest }: { env?: Record<string, string>; redis?: Redis } & Partial<Omit<AppOptions, 'config' | 'redis'>> = {}) {
  const config = testConfig(env);
  const r = redis ?? createRedis(config.REDIS_URL);
  const app = createApp({ config, redis: r, log: createLogger({ level: 'silent' }), ...rest });
  return { app, redis: r, config };
}

/** A distinct client IP per test so rate-limit buckets don't collide across files. */
export function fakeIpEnv(ip: string) {
  return { incoming: { socket: { remoteAddress: ip } } };
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) };
}
