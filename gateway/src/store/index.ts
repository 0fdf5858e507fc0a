export { keys, LOG_MAXLEN } from './keys';
export { createRedis, createRedisCluster, redisFromConfig, clusterNodes, redisReady, type Redis } from './redis';
export { appendLog, readLog } from './logs';
export { evalDurable, replicasFor, NotDurableError, type DurableOptions } from './durable';
