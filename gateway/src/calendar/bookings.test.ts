import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { defaultWeeklySchedule } from '@bookline/contracts';
import { createRedis, keys } from '../store';
import { createOfflineTravel, findSlots, type Business, type Interval } from '../scheduling';
import { createBookingStore } from './bookings';
import { bookSlot, cancelBooking, confirmHold, createBooking, loadTimelines, moveBooking } from './book';

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
    expect(await redis.pttl(keys.booking(agentId, 'hold'))).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 400));
    expect(await redis.exists(keys.booking(agentId, 'hold'))).toBe(0); // Redis dropped it by itself
    const after = await bookSlot({ store, business, request, slot: slot!, bookingId: 'other', now: now + 400, travel, fetchBusy: noBusy });
    expect(after.ok).toBe(true);
    expect(await store.confirm({ id: 'hold', now: now + 400 })).toBeNull();
  });

  it('confirms a live hold (sequence 0, the first invitation), and cancels it (sequence 1)', async () => {
    const store = createBookingStore({ redis: conns[2]!, agentId: `agent-${randomUUID()}` });
    const [slot] = findSlots({ business, timelines: [], now, travel, request });
    await bookSlot({ store, business, request, slot: slot!, bookingId: 'h', now, travel, fetchBusy: noBusy, holdMs: 60_000, details: { customer: { name: 'Ana' } } });
    const confirmed = await store.confirm({ id: 'h', now: now + 1000 });
    expect(confirmed).toMatchObject({ id: 'h', status: 'confirmed', sequence: 0, customer: { name: 'Ana' } });
    expect(confirmed!.holdExpiresAt).toBeUndefined();
    expect(await store.get('h')).toStrictEqual(confirmed);
    const before = await store.readDay({ technicianId: 'default', date: slot!.date, now });
    expect(await store.cancel('h')).toMatchObject({ id: 'h', status: 'cancelled', sequence: 1 });
    const afterCancel = await store.readDay({ technicianId: 'default', date: slot!.date, now });
    expect(afterCancel.bookings).toStrictEqual([]);
    expect(afterCancel.version).toBe(before.version + 1);
    expect(await store.cancel('h')).toBeNull();
    expect(await store.get('h')).toMatchObject({ status: 'cancelled', customer: { name: 'Ana' } }); // kept for its history
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

describe('one booking record', () => {
  const fetchBusy = noBusy;
  const details = { serviceName: 'Leak repair', priceText: '$150', customer: { name: 'Ana Diaz', phone: '+15125550111', address: '1 Main St' }, callSid: 'CA1' };

  it('a confirmation writes the record, its slot and both indexes in one step', async () => {
    const agentId = `agent-${randomUUID()}`;
    const store = createBookingStore({ redis: conns[5]!, agentId });
    const [slot] = findSlots({ business, timelines: [], now, travel, request });
    await bookSlot({ store, business, request, slot: slot!, bookingId: 'bk1', now, travel, fetchBusy, holdMs: 60_000, details: { serviceName: 'Leak repair' } });
    expect(await store.upcoming(0)).toStrictEqual([]); // a hold is not a booking yet
    const b = await store.confirm({ id: 'bk1', now: now + 1, details });
    expect(b).toMatchObject({ id: 'bk1', agentId, status: 'confirmed', customer: details.customer, priceText: '$150', callSid: 'CA1' });
    expect(await store.upcoming(0)).toStrictEqual([b]);
    expect(await store.byCaller({ phone: '+15125550111', now })).toStrictEqual([b]);
    expect(await store.byCaller({ name: 'ana diaz', now })).toStrictEqual([b]);
    expect((await store.readDay({ technicianId: 'default', date: slot!.date, now })).bookings).toStrictEqual([{ id: 'bk1', start: slot!.start, end: slot!.end, location: request.location, status: 'confirmed' }]);
    // All of it lives in one Redis Cluster slot: the agent's hash tag.
    expect(new Set([keys.booking(agentId, 'x'), keys.bookingDay(agentId, 't', 'd'), keys.bookingDayVersion(agentId, 't', 'd'), keys.bookingsByStart(agentId), keys.callerBookings(agentId, '+1')].map((k) => /\{(.+?)\}/.exec(k)?.[1]))).toStrictEqual(new Set([agentId]));
  });

  it('moves a booking: same id, sequence + 1, old slot freed, and it does not stand in its own way', async () => {
    const agentId = `agent-${randomUUID()}`;
    const store = createBookingStore({ redis: conns[6]!, agentId });
    const [slot] = findSlots({ business, timelines: [], now, travel, request });
    const made = await createBooking({ store, business, request, slot: slot!, bookingId: 'bk2', now, travel, fetchBusy, details });
    expect(made.ok).toBe(true);
    // 30 minutes later overlaps the booking's own old slot: allowed for a move.
    const later = { start: slot!.start + 30 * 60_000, technicianId: 'default' };
    const moved = await moveBooking({ store, business, request, bookingId: 'bk2', slot: later, now: now + 5, travel, fetchBusy });
    expect(moved.ok && moved.booking).toMatchObject({ id: 'bk2', start: later.start, sequence: 1, status: 'confirmed', customer: details.customer });
    expect(moved.ok && moved.previous.start).toBe(slot!.start);
    const day = await store.readDay({ technicianId: 'default', date: slot!.date, now });
    expect(day.bookings.map((b) => [b.id, b.start])).toStrictEqual([['bk2', later.start]]);
    expect((await store.upcoming(0)).map((b) => b.start)).toStrictEqual([later.start]);
    expect(await moveBooking({ store, business, request, bookingId: 'nope', slot: later, now, travel, fetchBusy })).toStrictEqual({ ok: false, reason: 'not_found' });
  });

  it('refuses a move onto another booking and offers other times', async () => {
    const store = createBookingStore({ redis: conns[7]!, agentId: `agent-${randomUUID()}` });
    const [a, b] = findSlots({ business, timelines: [], now, travel, request });
    await createBooking({ store, business, request, slot: a!, bookingId: 'A', now, travel, fetchBusy, details });
    await createBooking({ store, business, request, slot: b!, bookingId: 'B', now, travel, fetchBusy, details });
    const r = await moveBooking({ store, business, request, bookingId: 'A', slot: b!, now, travel, fetchBusy });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason === 'taken' && r.alternatives.length).toBeGreaterThan(0);
    expect((await store.get('A'))!.start).toBe(a!.start);
  });

  it('cancels: the record stays as cancelled, the slot and the indexes let go of it', async () => {
    const store = createBookingStore({ redis: conns[8]!, agentId: `agent-${randomUUID()}` });
    const [slot] = findSlots({ business, timelines: [], now, travel, request });
    await createBooking({ store, business, request, slot: slot!, bookingId: 'C', now, travel, fetchBusy, details });
    expect(await cancelBooking({ store, bookingId: 'C', now: now + 9 })).toMatchObject({ id: 'C', status: 'cancelled', sequence: 1, updatedAt: now + 9 });
    expect(await cancelBooking({ store, bookingId: 'C', now })).toBeNull();
    expect(await store.upcoming(0)).toStrictEqual([]);
    expect(await store.byCaller({ phone: details.customer.phone, now })).toStrictEqual([]);
    expect((await store.readDay({ technicianId: 'default', date: slot!.date, now })).bookings).toStrictEqual([]);
    expect(await store.release('C')).toBe(false); // a release only ever drops holds
  });

  it('50 simultaneous moves of two bookings onto one free slot: exactly one lands, no slot is orphaned', async () => {
    const agentId = `agent-${randomUUID()}`;
    const store = (i: number) => createBookingStore({ redis: conns[i % conns.length]!, agentId });
    const [a, b, target] = findSlots({ business, timelines: [], now, travel, request, });
    await createBooking({ store: store(0), business, request, slot: a!, bookingId: 'A', now, travel, fetchBusy, details });
    await createBooking({ store: store(1), business, request, slot: b!, bookingId: 'B', now, travel, fetchBusy, details });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => moveBooking({ store: store(i), business, request, bookingId: i % 2 ? 'A' : 'B', slot: target!, now, travel, fetchBusy })));
    const landed = new Set(results.filter((r) => r.ok).map((r) => r.ok && r.booking.id));
    expect(landed.size).toBe(1);
    const slots = await store(0).listDays({ technicianIds: ['default'], dates: [...new Set([a!.date, b!.date, target!.date])], now });
    const records = await store(0).getMany(['A', 'B']);
    expect(slots.map((s) => [s.id, s.start]).sort()).toStrictEqual(records.map((r) => [r.id, r.start]).sort());
  });
});
