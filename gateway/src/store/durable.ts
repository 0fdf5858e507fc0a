/// <reference path="./cluster-key-slot.d.ts" />
import calculateSlot from 'cluster-key-slot';
import type { Cluster, Redis } from 'ioredis';

/**
 * Writes that must survive losing a Redis primary (bookings): the script runs and, when the
 * primary has replicas, `WAIT 1 timeout` follows on the same connection (a pipeline, so on a
 * cluster both go to the node owning the keys' slot). A write is acknowledged only when at
 * least one replica has it; if none confirms in time the write may be lost in a fail-over,
 * so it is reported as not durable and the caller must not tell anyone it happened.
 *
 * Redis 7.0 has no WAITAOF; with `appendfsync everysec` on every node a replica's copy is
 * what makes an acknowledged booking survive `kill -9` of its primary.
 */
export class NotDurableError extends Error {
  override name = 'NotDurableError';
}

export interface DurableOptions {
  /** Replica acknowledgements to wait for when replicas exist. Default 1. */
  replicas?: number;
  /** Default 1000 ms. */
  timeoutMs?: number;
}

const standaloneReplicas = new WeakMap<object, { at: number; count: Promise<number> }>();
const REFRESH_MS = 5_000;

const isCluster = (r: Redis | Cluster): r is Cluster => (r as { isCluster?: boolean }).isCluster === true;

/** How many replicas the primary holding `key` has right now (0 on a lone Redis). */
export async function replicasFor(redis: Redis, key: string): Promise<number> {
  const r = redis as unknown as Redis | Cluster;
  if (isCluster(r)) {
    const slot = calculateSlot(key);
    return (await clusterTable(r)).find(([a, b]) => slot >= a && slot <= b)?.[2] ?? 0;
  }
  const seen = standaloneReplicas.get(r);
  if (seen && Date.now() - seen.at < REFRESH_MS) return seen.count;
  const count = r.info('replication').then((text) => Number(/connected_slaves:(\d+)/.exec(text)?.[1] ?? 0)).catch(() => 0);
  standaloneReplicas.set(r, { at: Date.now(), count });
  return count;
}

const clusterTables = new WeakMap<object, { at: number; table: Promise<Array<[number, number, number]>> }>();

/** CLUSTER SLOTS as [first, last, replicas] ranges, re-read every few seconds (fail-overs change it). */
function clusterTable(c: Cluster): Promise<Array<[number, number, number]>> {
  const seen = clusterTables.get(c);
  if (seen && Date.now() - seen.at < REFRESH_MS) return seen.table;
  const table = (c.cluster('SLOTS') as Promise<unknown[][]>)
    .then((rows) => rows.map((row) => [Number(row[0]), Number(row[1]), Math.max(0, row.length - 3)] as [number, number, number]))
    .catch(() => seen?.table ?? []);
  clusterTables.set(c, { at: Date.now(), table });
  return table;
}

/** EVAL followed by WAIT when the keys' primary has replicas. */
export async function evalDurable(redis: Redis, script: string, keys: readonly string[], args: ReadonlyArray<string | number>, opts: DurableOptions = {}): Promise<unknown> {
  const have = await replicasFor(redis, keys[0]!);
  const want = Math.min(have, opts.replicas ?? 1);
  if (want === 0) return redis.eval(script, keys.length, ...keys, ...args);
  const res = await redis.pipeline().eval(script, keys.length, ...keys, ...args).call('WAIT', want, opts.timeoutMs ?? 1_000).exec();
  const [[evalErr, out], [waitErr, acked]] = res as [[Error | null, unknown], [Error | null, number]];
  if (evalErr) throw evalErr;
  if (waitErr) throw waitErr;
  // A script that changed nothing (0 / nil) needs no acknowledgement.
  if (out !== 0 && out !== null && out !== -1 && Number(acked) < want) throw new NotDurableError(`write reached ${acked} of ${want} replicas`);
  return out;
}
