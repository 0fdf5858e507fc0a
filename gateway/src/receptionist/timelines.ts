import type { Redis } from 'ioredis';
import type { FetchBusy } from '../calendar/book';
import { isLive, toJob, type BookedSlot } from '../calendar/bookings';
import { addDays, localDate, type Business, type Job, type Timeline } from '../scheduling';
import { keys } from '../store';

/**
 * The calendar's loadTimelines, read for a voice turn: one MGET of the 14 day versions, and a
 * day's bookings re-read (and re-parsed) only when its version moved. The version counter is
 * bumped by every write to the day (calendar/bookings.ts), so a cached day at the same version
 * is exactly what Redis holds; expired holds are filtered at read time as the store does.
 * Bookings are still re-checked against fresh data when they are written (bookSlot).
 *
 * A turn allocates nothing for an unchanged calendar: each day keeps its live jobs (rebuilt when
 * the first of its holds expires), and each technician's horizon keeps its concatenation while
 * every day's job list is the same array. The returned job arrays are shared: read-only.
 */
interface Day { version: string; bookings: BookedSlot[]; jobs: readonly Job[]; from: number; changesAt: number }
const cache = new Map<string, Day>();
const horizons = new Map<string, { parts: ReadonlyArray<readonly Job[]>; jobs: Job[] }>();
const MAX = 20_000;
const NONE: readonly Job[] = [];

/** The day's live jobs from `now` until the first live hold expires (`changesAt`). */
function liveJobs(bookings: BookedSlot[], now: number): Pick<Day, 'jobs' | 'from' | 'changesAt'> {
  let changesAt = Infinity;
  const jobs: Job[] = [];
  for (const b of bookings) {
    if (!isLive(b, now)) continue;
    if (b.status === 'held') changesAt = Math.min(changesAt, b.holdExpiresAt ?? 0);
    jobs.push(toJob(b));
  }
  return { jobs, from: now, changesAt };
}

function dayJobs(key: string, now: number): readonly Job[] {
  const day = cache.get(key);
  if (!day) return NONE;
  if (now >= day.changesAt || now < day.from) Object.assign(day, liveJobs(day.bookings, now));
  return day.jobs;
}

function horizonJobs(key: string, parts: ReadonlyArray<readonly Job[]>): Job[] {
  const had = horizons.get(key);
  if (had && had.parts.length === parts.length && had.parts.every((p, i) => p === parts[i])) return had.jobs;
  if (horizons.size >= MAX) horizons.delete(horizons.keys().next().value!);
  const jobs = parts.flat();
  horizons.set(key, { parts, jobs });
  return jobs;
}

export async function loadTimelinesCached({ redis, agentId, business, now, fetchBusy }: { redis: Redis; agentId: string; business: Business; now: number; fetchBusy: FetchBusy }): Promise<Timeline[]> {
  const today = localDate(now, business.timeZone);
  const days = Array.from({ length: business.horizonDays ?? 14 }, (_, d) => addDays(today, d));
  const techs = business.technicians?.length ? business.technicians : [{ id: 'default' }];
  const slots = techs.flatMap((t) => days.map((date) => ({ tech: t.id, date, key: `${agentId}|${t.id}|${date}` })));
  const versions = await redis.mget(slots.map((s) => keys.bookingDayVersion(agentId, s.tech, s.date)));
  const stale = slots.map((s, i) => ({ ...s, version: versions[i] ?? '0' })).filter((s) => cache.get(s.key)?.version !== s.version);
  if (stale.length) {
    const m = redis.multi();
    for (const s of stale) m.hgetall(keys.bookingDay(agentId, s.tech, s.date));
    const res = (await m.exec()) ?? [];
    stale.forEach((s, i) => {
      const all = (res[i]?.[1] ?? {}) as Record<string, string>;
      if (cache.size >= MAX) cache.delete(cache.keys().next().value!);
      const bookings = Object.values(all).map((x) => JSON.parse(x) as BookedSlot).sort((a, b) => a.start - b.start);
      cache.set(s.key, { version: s.version, bookings, ...liveJobs(bookings, now) });
    });
  }
  const DAY = 86_400_000;
  return Promise.all(techs.map(async (t) => ({
    technicianId: t.id,
    jobs: horizonJobs(`${agentId}|${t.id}|${today}`, days.map((date) => dayJobs(`${agentId}|${t.id}|${date}`, now))),
    busy: await fetchBusy({ technicianId: t.id, from: now - DAY, to: now + (days.length + 1) * DAY }),
  })));
}
