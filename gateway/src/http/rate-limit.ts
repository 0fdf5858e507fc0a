import type { MiddlewareHandler } from 'hono';
import type { Redis } from 'ioredis';
import { keys } from '../store';
import { ApiError } from './api-error';
import { clientIp } from './client-ip';

export interface RateLimitOptions {
  redis: Redis;
  bucket: string;
  limit: number;
  windowS: number;
  trustProxy?: boolean;
  /** Extra part of the key, e.g. an agent id, to limit per IP and per resource. */
  keyPart?: (c: Parameters<MiddlewareHandler>[0]) => string | Promise<string>;
}

export const TOO_MANY = 'Too many requests. Please wait a moment and try again.';

export interface HitOptions {
  redis: Redis;
  bucket: string;
  /** Who is counted: an IP, an email hash, … */
  who: string;
  limit: number;
  windowS: number;
  nowMs?: number;
}

/**
 * Counts one hit in a fixed window and throws 429 past the limit. The building block of
 * `rateLimit`, for limits keyed by something other than the client IP (e.g. per email).
 */
export async function countHit({ redis, bucket, who, limit, windowS, nowMs = Date.now() }: HitOptions): Promise<{ remaining: number }> {
  const nowS = Math.floor(nowMs / 1000);
  const window = Math.floor(nowS / windowS);
  const key = keys.rateLimit(bucket, who, window);
  const [[, count]] = (await redis.multi().incr(key).expire(key, windowS + 1).exec()) as [[unknown, number]];
  if (count > limit) {
    const retryAfter = (window + 1) * windowS - nowS;
    throw new ApiError(429, TOO_MANY, { 'Retry-After': String(Math.max(1, retryAfter)), 'RateLimit-Limit': String(limit), 'RateLimit-Remaining': '0' });
  }
  return { remaining: Math.max(0, limit - count) };
}

/** Fixed-window per-IP limit kept in Redis, so it holds across gateway instances. */
export function rateLimit({ redis, bucket, limit, windowS, trustProxy = false, keyPart }: RateLimitOptions): MiddlewareHandler {
  return async function rateLimitMiddleware(c, next) {
    const who = clientIp(c, trustProxy) + (keyPart ? `:${await keyPart(c)}` : '');
    const { remaining } = await countHit({ redis, bucket, who, limit, windowS });
    c.header('RateLimit-Limit', String(limit));
    c.header('RateLimit-Remaining', String(remaining));
    await next();
  };
}
