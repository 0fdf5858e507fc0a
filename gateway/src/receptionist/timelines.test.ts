// The voice turn's cached calendar read must always equal the store's own read (calendar/book.ts
// loadTimelines): after bookings, holds, a hold expiring, a confirmation, a cancellation, and for
// a clock that goes back (tests and replays inject `now`).
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { defaultWeeklySchedule } from '@bookline/contracts';
import { bookSlot, cancelBooking, confirmHold, loadTimelines } from '../calendar/book';
import { createBookingStore } from '../calendar/bookings';
import { createOfflineTravel, findSlots, type Business, type Interval } from '../scheduling';
import { createRedis } from '../store';
import { loadTimelinesCached } from './timelines';

const redis = createRedis(inject('redisUrl'));
afterAll(async () => { await redis.quit(); });

const tz = 'America/Chicago';
const business: Business = {
  timeZone: tz, weeklySchedule: defaultWeeklySchedule(), base: { lat: 30.27, lng: -97.74 }, serviceType: 'Travel to Customer',
  serviceRadiusMiles: 25, services: [{ name: 'Leak repair', durationMinutes: 60 }], bufferMs: 10 * 60_000, minNoticeMs: 60 * 60_000, horizonDays: 4,
};
const travel = createOfflineTravel({ timeZone: tz });
const noBusy = async (): Promise<Interval[]> => [];
const request = { serviceName: 'Leak repair', location: { lat: 30.3, lng: -97.7 } };
const t0 = Date.parse('2026-06-08T14:00:00Z'); // Monday 9:00 in Austin

describe('loadTimelinesCached (the voice turn’s calendar read)', () => {
  it('matches the store after every change, expires holds on time, and follows a clock that goes back', async () => {
    const agentId = `agent_${randomUUID().replaceAll('-', '')}`;
    const store = createBookingStore({ redis, agentId });
    const both = async (now: number) => {
      const fresh = await loadTimelines({ store, business, now, fetchBusy: noBusy });
      const cached = await loadTimelinesCached({ redis, agentId, business, now, fetchBusy: noBusy });
      expect(cached.map((t) => t.jobs.map((j) => j.id))).toStrictEqual(fresh.map((t) => t.jobs.map((j) => j.id)));
      return cached[0]!.jobs.map((j) => j.id);
    };
    expect(await both(t0)).toStrictEqual([]);
    const book = async (id: string, i: number, holdMs?: number) => {
      const timelines = await loadTimelines({ store, business, now: t0, fetchBusy: noBusy });
      const free = findSlots({ business, timelines, now: t0, travel, request: { ...request, limit: 20 } });
      const r = await bookSlot({ store, business, request, slot: free[Math.min(i, free.length - 1)]!, bookingId: id, now: t0, travel, fetchBusy: noBusy, ...(holdMs ? { holdMs } : {}) });
      expect(r.ok).toBe(true);
    };
    await book('b_confirmed', 0);
    expect(await both(t0)).toStrictEqual(['b_confirmed']);
    // The same answer twice: the cached list is reused as it is.
    const a = await loadTimelinesCached({ redis, agentId, business, now: t0 + 1, fetchBusy: noBusy });
    const b = await loadTimelinesCached({ redis, agentId, business, now: t0 + 2, fetchBusy: noBusy });
    expect(b[0]!.jobs).toBe(a[0]!.jobs);
    await book('b_hold', 6, 5 * 60_000);
    await book('b_hold2', 12, 10 * 60_000);
    expect((await both(t0)).sort()).toStrictEqual(['b_confirmed', 'b_hold', 'b_hold2']);
    // Five minutes on, the first hold has lapsed (nothing was written: the version did not move).
    expect((await both(t0 + 5 * 60_000)).sort()).toStrictEqual(['b_confirmed', 'b_hold2']);
    // A clock set back (an injected `now`) sees the hold again.
    expect((await both(t0 + 60_000)).sort()).toStrictEqual(['b_confirmed', 'b_hold', 'b_hold2']);
    const confirmed = await confirmHold({ store, business, request, bookingId: 'b_hold2', now: t0 + 6 * 60_000, travel, fetchBusy: noBusy });
    expect(confirmed.ok).toBe(true);
    expect((await both(t0 + 20 * 60_000)).sort()).toStrictEqual(['b_confirmed', 'b_hold2']);
    expect(await cancelBooking({ store, bookingId: 'b_confirmed', now: t0 + 21 * 60_000 })).not.toBeNull();
    expect(await both(t0 + 22 * 60_000)).toStrictEqual(['b_hold2']);
  });
});
