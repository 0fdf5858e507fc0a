import { Cluster, Redis, type RedisOptions } from 'ioredis';

export type { Redis };

/** One connection factory so every connection gets the same sane defaults. */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    // Commands issued in the same tick go out in one write: hundreds of live calls each touching
    // Redis per turn otherwise cost a syscall per command (receptionist-turns bench).
    enableAutoPipelining: true,
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

/** `host:port,host:port` → ioredis cluster seed nodes. */
export const clusterNodes = (list: string) => list.split(',').map((hp) => {
  const i = hp.lastIndexOf(':');
  return { host: hp.slice(0, i), port: Number(hp.slice(i + 1)) };
});

/**
 * A Redis Cluster client typed as the single-node client the repositories take. Every script,
 * MULTI and multi-key command in this code keeps its keys in one hash slot (`{agentId}` tags,
 * store/keys.ts), so the same calls work on both.
 */
export function createRedisCluster(nodes: string, options: RedisOptions = {}): Redis {
  const cluster = new Cluster(clusterNodes(nodes), {
    scaleReads: 'master',
    enableAutoPipelining: true,
    enableOfflineQueue: true,
    slotsRefreshTimeout: 2_000,
    clusterRetryStrategy: (times) => Math.min(100 + times * 200, 2_000),
    redisOptions: { maxRetriesPerRequest: 2, connectTimeout: 2_000, ...options },
  });
  return cluster as unknown as Redis;
}

/** The connection the settings ask for: the cluster when REDIS_CLUSTER_NODES is set, else REDIS_URL. */
export function redisFromConfig(config: { REDIS_URL: string; REDIS_CLUSTER_NODES?: string | undefined }, options: RedisOptions = {}): Redis {
  return config.REDIS_CLUSTER_NODES ? createRedisCluster(config.REDIS_CLUSTER_NODES, options) : createRedis(config.REDIS_URL, options);
}
