import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Closure } from '@bookline/contracts';
import { addDays, localToInstant, type Interval } from '../scheduling';
import { keys } from '../store';
import type { FetchBusy } from './book';

/** A stretch the owner blocked in the portal: nothing is booked in it, by calls or by the owner. */
export interface TimeOff extends Interval {
  id: string;
  label: string;
}

const RETENTION_MS = 400 * 86_400_000;

/** The owner's blocked time, per agent, in one small hash (owners block a handful of stretches). */
export function timeOffStore(redis: Redis, agentId: string) {
  const key = keys.ownerTimeOff(agentId);
  return {
    async list(): Promise<TimeOff[]> {
      return Object.values(await redis.hgetall(key)).map((x) => JSON.parse(x) as TimeOff).sort((a, b) => a.start - b.start);
    },
    async add({ start, end, label, now }: { start: number; end: number; label: string; now: number }): Promise<TimeOff> {
      const t: TimeOff = { id: `off_${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`, start, end, label };
      // Stretches that ended long ago go when a new one is added.
      const old = (await this.list()).filter((x) => x.end < now - RETENTION_MS).map((x) => x.id);
      const m = redis.multi().hset(key, t.id, JSON.stringify(t));
      if (old.length) m.hdel(key, ...old);
      await m.exec();
      return t;
    },
    async remove(id: string): Promise<boolean> {
      return (await redis.hdel(key, id)) === 1;
    },
  };
}

/**
 * Whole local days the business is closed, as instants in its zone. A closure on 2026-12-25 in
 * America/Chicago is [Dec 25 00:00 CST, Dec 26 00:00 CST) — 24 h, or 23/25 h on a DST day.
 */
export function closureIntervals(closures: readonly Closure[], timeZone: string): Interval[] {
  return closures.map((c) => ({
    start: localToInstant({ date: c.date, minutes: 0, timeZone }),
    end: localToInstant({ date: addDays(c.date, 1), minutes: 0, timeZone }),
  }));
}

/**
 * The owner's own time off on top of a FetchBusy: holiday closures (from settings) and blocked
 * stretches. The blocked list is read once up front (`initial`, e.g. during a call's setup) so
 * a slot search never waits on it; it is re-read in the background when older than `maxAgeMs`,
 * so a block the owner adds holds within seconds even for a call in progress. Bookings are
 * still re-checked when they are written (bookSlot asks for busy times again).
 */
export function withTimeOff(fetchBusy: FetchBusy, { redis, agentId, closures, timeZone, initial, maxAgeMs = 5_000, clock = Date.now }: {
  redis: Redis; agentId: string; closures: readonly Closure[]; timeZone: string; initial: readonly TimeOff[]; maxAgeMs?: number; clock?: () => number;
}): FetchBusy {
  const closed = closureIntervals(closures, timeZone);
  const store = timeOffStore(redis, agentId);
  let blocked: readonly TimeOff[] = initial;
  let readAt = clock();
  let reading = false;
  const refresh = () => {
    if (reading || clock() - readAt <= maxAgeMs) return;
    reading = true;
    store.list().then((l) => { blocked = l; readAt = clock(); }, () => undefined).finally(() => { reading = false; });
  };
  return async (q) => {
    refresh();
    const busy = await fetchBusy(q);
    const mine = [...closed, ...blocked.map(({ start, end }) => ({ start, end }))].filter((b) => b.end > q.from && b.start < q.to);
    return mine.length ? [...busy, ...mine].sort((a, b) => a.start - b.start) : busy;
  };
}
