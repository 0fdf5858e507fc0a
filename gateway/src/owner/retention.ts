import type { Redis } from 'ioredis';
import { RETENTION_DEFAULT_DAYS } from '@bookline/contracts';
import { keys } from '../store';
import { callIndex } from './calls/call-index';
import { questionStore } from './questions/questions';

const DAY_MS = 86_400_000;
/** Calls removed per prune: pruning runs on every call end, so it keeps up in small steps. */
const PRUNE_BATCH = 200;

export async function retentionDays(redis: Redis, agentId: string): Promise<number> {
  const v = Number(await redis.hget(keys.ownerSettings(agentId), 'retentionDays'));
  return Number.isInteger(v) && v > 0 ? v : RETENTION_DEFAULT_DAYS;
}

export async function setRetentionDays(redis: Redis, agentId: string, days: number): Promise<void> {
  await redis.hset(keys.ownerSettings(agentId), 'retentionDays', String(days));
}

/** Deletes a call's record, transcript and index entries. */
export async function deleteCalls(redis: Redis, agentId: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  // One key per call, each in its own slot: separate commands, not one MULTI.
  await Promise.all(ids.flatMap((id) => [redis.unlink(keys.call(id)), redis.unlink(keys.callTranscript(id))]));
  await redis.zrem(keys.agentCalls(agentId), ...ids);
  await callIndex(redis).remove(agentId, ids);
}

/**
 * Removes the agent's calls that started more than its retention (default 400 days) before
 * `now`, and unanswered questions last asked that long ago. Returns how many calls went.
 */
export async function pruneExpired(redis: Redis, agentId: string, now: number, { batch = PRUNE_BATCH }: { batch?: number } = {}): Promise<number> {
  const cutoff = now - (await retentionDays(redis, agentId)) * DAY_MS;
  let removed = 0;
  for (;;) {
    const ids = await callIndex(redis).olderThan(agentId, cutoff, batch);
    await deleteCalls(redis, agentId, ids);
    removed += ids.length;
    if (ids.length < batch) break;
  }
  await questionStore(redis).prune(agentId, cutoff);
  return removed;
}
