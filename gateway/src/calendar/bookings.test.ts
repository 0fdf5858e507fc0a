import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { defaultWeeklySchedule } from '@bookline/contracts';
import { createRedis, keys } from '../store';
import { createOfflineTravel, findSlots, type Business, type Interval } from '../scheduling';
import { createBookingStore } from './bookings';
import { bookSlot, confirmHold, loadTimelines } from './book';

declare module 'vitest' {
  export interface ProvidedContext { redisUrl: string } // provided by tests/setup/redis.ts
}

const redisUrl = inject('redisUrl');
const conns = Array.from({ length: 10 }, () => createRedis(redisUrl));
afterAll(async () => { await Promise.all(conns.map((c) => c.quit())); });

const tz = 'America/New_York';
const business: Business = {
  timeZone: tz, weeklySchedule: defaultWeeklySchedule(), base: { lat: 40.75, lng: -73.99 }, serviceType: 'Travel to Customer',
  serviceRadiusMiles: 25, services: [{ name: 'Leak repair', durationMinutes: 60 }], bufferMs: 10 * 60_000, minNoticeMs: 60 * 60_000, horizonDays: 3,
};
const travel = createOfflineTravel({ timeZone: tz });
const now = Date.parse('2026-06-08T12:00:00Z'); // Monday 8:00
const request = { serviceName: 'Leak repair', location: { lat: 40.72, lng: -74.0 } };
const noBusy = async (): Promise<Interval[]> => [];
const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

describe('booking a slot', () => {
  it('lets exactly one of 50 simultaneous callers book the same slot; the others get other options', async () => {
    const agentId = `agent-${randomUUID()}`;
    const [slot] = findSlots({ business, timelines: [], now, travel, request });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => bookSlot({
      store: createBookingStore({ redis: conns[i % conns.length]!, agentId }), business, request, slot: slot!, bookingId: `b${i}`, now, travel, fetchBusy: noBusy,
    })));
    const wins = results.filter((r) => r.ok);
    expect(wins).toHaveLength(1);
    const day = await createBookingStore({ redis: conns[0]!, agentId }).readDay({ technicianId: 'default', date: slot!.date, now });
    expect(day.bookings).toHaveLength(1);
    expect(day.bookings[0]!.start).toBe(slot!.start);
    for (const r of results) {
      if (r.ok) continue;
      expect(r.alternatives.length).toBeGreaterThan(0);
      for (const alt of r.alternatives) expect(overlaps(alt, day.bookings[0]!)).toBe(false);
    }
  });

  it('re-checks against fresh external busy times right before writing', async () => {
    const store = createBookingStore({ redis: conns[0]!, agentId: `agent-${randomUUID()}` });
    const [slot] = findSlots({ business, timelines: [], now, travel, request });
    const busy = { start: slot!.start + 15 * 60_000, end: slot!.start + 45 * 60_000 }; // appeared after the offer
    const r = await bookSlot({ store, business, request, slot: slot!, bookingId: 'x', now, travel, fetchBusy: async () => [busy] });
    expect(r.ok).toBe(false);
    if (!r.ok) for (const alt of r.alternatives) expect(overlaps(alt, busy)).toBe(false);
    expect((await store.readDay({ technicianId: 'default', date: slot!.date, now })).bookings).toStrictEqual([]);
  });

  it('lets a tentative hold lapse on its own, after which the slot can be booked and the hold not confirmed', async () => {
    const agentId = `agent-${randomUUID()}`;
    const redis = conns[1]!;
    const store = createBookingStore({ redis, agentId });
    const [slot] = findSlots({ business, timelines: [], now, travel, request });
    const held = await bookSlot({ store, business, request, slot: slot!, bookingId: 'hold', now, travel, fetchBusy: noBusy, holdMs: 300 });
    expect(held.ok && held.booking.status).toBe('held');
    const during = await bookSlot({ store, business, request, slot: slot!, bookingId: 'other', now: now + 100, travel, fetchBusy: noBusy });
    expect(during.ok).toBe(false);
    expect(await redis.pttl(keys.bookingIndex(agentId, 'hold'))).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 400));
    expect(await redis.exists(keys.bookingIndex(agentId, 'hold'))).toBe(0); // Redis dropped it by itself
    const after = await bookSlot({ store, business, request, slot: slot!, bookingId: 'other', now: now + 400, travel, fetchBusy: noBusy });
    expect(after.ok).toBe(true);
    expect(await store.confirm({ id: 'hold', now: now + 400 })).toBeNull();
  });

  it('confirms a live hold with a higher sequence, and cancels it', async () => {
    const store = createBookingStore({ redis: conns[2]!, agentId: `agent-${randomUUID()}` });
    const [slot] = findSlots({ business, timelines: [], now, travel, request });
    await bookSlot({ store, business, request, slot: slot!, bookingId: 'h', now, travel, fetchBusy: noBusy, holdMs: 60_000, details: { customer: { name: 'Ana' } } });
    const confirmed = await store.confirm({ id: 'h', now: now + 1000 });
    expect(confirmed).toMatchObject({ id: 'h', status: 'confirmed', sequence: 1, customer: { name: 'Ana' } });
    expect(confirmed!.holdExpiresAt).toBeUndefined();
    expect(await store.get('h')).toStrictEqual(confirmed);
    const before = await store.readDay({ technicianId: 'default', date: slot!.date, now });
    expect(await store.cancel('h')).toBe(true);
    const afterCancel = await store.readDay({ technicianId: 'default', date: slot!.date, now });
    expect(afterCancel.bookings).toStrictEqual([]);
    expect(afterCancel.version).toBe(before.version + 1);
    expect(await store.cancel('h')).toBe(false);
  });

  it('confirms a hold only after re-checking fresh busy times', async () => {
    const store = createBookingStore({ redis: conns[4]!, agentId: `agent-${randomUUID()}` });
    const [slot] = findSlots({ business, timelines: [], now, travel, request });
    const base = { store, business, request, travel };
    await bookSlot({ ...base, slot: slot!, bookingId: 'h1', now, fetchBusy: noBusy, holdMs: 120_000 });
    const ownerEvent = async () => [{ start: slot!.start, end: slot!.end }];
    expect(await confirmHold({ ...base, bookingId: 'h1', now: now + 1000, fetchBusy: ownerEvent })).toStrictEqual({ ok: false, reason: 'conflict' });
    const ok = await confirmHold({ ...base, bookingId: 'h1', now: now + 2000, fetchBusy: noBusy });
    expect(ok.ok && ok.booking.status).toBe('confirmed');
    await bookSlot({ ...base, slot: slot!, bookingId: 'h2', now: now + 3000, fetchBusy: noBusy, holdMs: 120_000 }).then((r) => expect(r.ok).toBe(false));
    expect(await confirmHold({ ...base, bookingId: 'missing', now, fetchBusy: noBusy })).toStrictEqual({ ok: false, reason: 'expired' });
  });

  it('loads every technician\'s horizon with external busy for new offers', async () => {
    const store = createBookingStore({ redis: conns[3]!, agentId: `agent-${randomUUID()}` });
    const [slot] = findSlots({ business, timelines: [], now, travel, request });
    await bookSlot({ store, business, request, slot: slot!, bookingId: 'a', now, travel, fetchBusy: noBusy });
    const tls = await loadTimelines({ store, business, now, fetchBusy: async () => [{ start: 1, end: 2 }] });
    expect(tls).toStrictEqual([{ technicianId: 'default', jobs: [{ id: 'a', start: slot!.start, end: slot!.end, location: request.location }], busy: [{ start: 1, end: 2 }] }]);
  });
});
