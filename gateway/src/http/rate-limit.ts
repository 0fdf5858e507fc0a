import type { MiddlewareHandler } from 'hono';
import type { Redis } from 'ioredis';
import { keys } from '../store';
import { ApiError } from './api-error';
import { clientIp, type TrustProxy } from './client-ip';

export interface RateLimitOptions {
  redis: Redis;
  bucket: string;
  limit: number;
  windowS: number;
  trustProxy?: TrustProxy;
  /** Extra part of the key, e.g. an agent id, to limit per IP and per resource. */
  keyPart?: (c: Parameters<MiddlewareHandler>[0]) => string | Promise<string>;
}

/** Fixed-window per-IP limit kept in Redis, so it holds across gateway instances. */
export function rateLimit({ redis, bucket, limit, windowS, trustProxy = false, keyPart }: RateLimitOptions): MiddlewareHandler {
  return async function rateLimitMiddleware(c, next) {
    const nowS = Math.floor(Date.now() / 1000);
    const window = Math.floor(nowS / windowS);
    const who = clientIp(c, trustProxy) + (keyPart ? `:${await keyPart(c)}` : '');
    const key = keys.rateLimit(bucket, who, window);
    const [[, count]] = (await redis.multi().incr(key).expire(key, windowS + 1).exec()) as [[unknown, number]];
    const remaining = Math.max(0, limit - count);
    c.header('RateLimit-Limit', String(limit));
    c.header('RateLimit-Remaining', String(remaining));
    if (count > limit) {
      const retryAfter = (window + 1) * windowS - nowS;
      throw new ApiError(429, 'Too many requests. Please wait a moment and try again.', { 'Retry-After': String(Math.max(1, retryAfter)) });
    }
    await next();
  };
}
