import { ApiError } from '../http/api-error';
import { keys } from '../store';
import type { FunctionContext } from './define';

/**
 * The per-IP cap on calls that spend provider money (buying a number, cloning a voice). It is
 * taken only right before a real purchase or clone, so repeating an idempotent request (an agent
 * that already has its number) or a request refused for bad input costs nothing.
 */
export async function takeProviderQuota({ redis, config, ip }: Pick<FunctionContext, 'redis' | 'config' | 'ip'>, now = Date.now()): Promise<void> {
  const windowS = config.RATE_LIMIT_PROVIDER_WINDOW_S;
  const nowS = Math.floor(now / 1000);
  const window = Math.floor(nowS / windowS);
  const key = keys.rateLimit('provider', ip, window);
  const [[, count]] = (await redis.multi().incr(key).expire(key, windowS + 1).exec()) as [[unknown, number]];
  if (count > config.RATE_LIMIT_PROVIDER_CALLS) {
    const retryAfter = Math.max(1, (window + 1) * windowS - nowS);
    throw new ApiError(429, 'Too many requests. Please wait a moment and try again.', { 'Retry-After': String(retryAfter) });
  }
}
