import { Redis, type RedisOptions } from 'ioredis';

export type { Redis };

/** One connection factory so every connection gets the same sane defaults. */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    ...options,
  });
}

/** True when Redis answers PING within the time limit. */
export async function redisReady(redis: Redis, timeoutMs = 1_000): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    const pong = await Promise.race([
      redis.ping(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return pong === 'PONG';
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
