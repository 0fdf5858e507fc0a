import type { Redis } from 'ioredis';
import type { FetchBusy } from '../calendar/book';
import { isLive, toJob, type BookedSlot } from '../calendar/bookings';
import { addDays, localDate, type Business, type Timeline } from '../scheduling';
import { keys } from '../store';

/**
 * The calendar's loadTimelines, read for a voice turn: one MGET of the 14 day versions, and a
 * day's bookings re-read (and re-parsed) only when its version moved. The version counter is
 * bumped by every write to the day (calendar/bookings.ts), so a cached day at the same version
 * is exactly what Redis holds; expired holds are filtered at read time as the store does.
 * Bookings are still re-checked against fresh data when they are written (bookSlot).
 */
const cache = new Map<string, { version: string; bookings: BookedSlot[] }>();
const MAX = 20_000;

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
      cache.set(s.key, { version: s.version, bookings: Object.values(all).map((x) => JSON.parse(x) as BookedSlot).sort((a, b) => a.start - b.start) });
    });
  }
  const DAY = 86_400_000;
  return Promise.all(techs.map(async (t) => ({
    technicianId: t.id,
    jobs: days.flatMap((date) => (cache.get(`${agentId}|${t.id}|${date}`)?.bookings ?? []).filter((b) => isLive(b, now)).map(toJob)),
    busy: await fetchBusy({ technicianId: t.id, from: now - DAY, to: now + (days.length + 1) * DAY }),
  })));
}
