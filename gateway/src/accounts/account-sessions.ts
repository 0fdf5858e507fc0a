import type { Redis } from 'ioredis';
import type { Session } from '../http/session';
import { keys } from '../store';
import { deviceOf } from './device';

export interface SessionInfo {
  /** A short, non-secret handle for the session (never its id). */
  handle: string;
  device: string;
  lastUsedAt: string;
  createdAt: string;
  current: boolean;
}

/** A session's public handle: enough to tell sessions apart and revoke one, useless as a cookie. */
export const sessionHandle = (id: string): string => id.slice(0, 8);

/** Signed-in sessions of the account, most recently used first; drops ones that have expired. */
export async function listSessions(redis: Redis, accountId: string, currentId: string, ttlS: number, now: number): Promise<SessionInfo[]> {
  const key = keys.accountSessions(accountId);
  await redis.zremrangebyscore(key, '-inf', now - ttlS * 1000);
  const entries = await redis.zrevrange(key, 0, 199, 'WITHSCORES');
  const out: SessionInfo[] = [];
  const pipe = redis.pipeline();
  const ids: Array<[string, number]> = [];
  for (let i = 0; i < entries.length; i += 2) {
    ids.push([entries[i]!, Number(entries[i + 1])]);
    pipe.get(keys.session(entries[i]!));
  }
  const raws = ids.length ? ((await pipe.exec()) ?? []) : [];
  const gone: string[] = [];
  ids.forEach(([id, score], i) => {
    const raw = raws[i]?.[1] as string | null;
    if (!raw) return void gone.push(id);
    const s = JSON.parse(raw) as Session;
    if (s.data.accountId !== accountId) return void gone.push(id);
    out.push({ handle: sessionHandle(id), device: deviceOf(String(s.data.userAgent ?? '')), lastUsedAt: new Date(score).toISOString(), createdAt: s.createdAt, current: id === currentId });
  });
  if (gone.length) await redis.zrem(key, ...gone);
  return out;
}

/** Revokes the account's sessions: all of them, or only the one with `handle`. Answers how many. */
export async function revokeSessions(redis: Redis, accountId: string, { handle }: { handle?: string } = {}): Promise<number> {
  const key = keys.accountSessions(accountId);
  const ids = (await redis.zrange(key, '0', '-1')).filter((id) => !handle || sessionHandle(id) === handle);
  if (!ids.length) return 0;
  const pipe = redis.pipeline();
  for (const id of ids) pipe.del(keys.session(id));
  pipe.zrem(key, ...ids);
  await pipe.exec();
  return ids.length;
}
