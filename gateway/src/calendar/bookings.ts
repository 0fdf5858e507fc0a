import type { Redis } from 'ioredis';
import { evalDurable, keys, type DurableOptions } from '../store';
import type { Job, LatLng } from '../scheduling';
import { CANCEL, CONFIRM, CREATE, MOVE } from './booking-scripts';

/**
 * THE booking record — the only copy of a booking. Held while a caller gives their details
 * (the record lapses with the hold), then confirmed; a move keeps the id (the calendar UID)
 * and bumps `sequence`; a cancelled booking is kept for its history. Personal data sits under
 * `customer` only.
 */
export interface Booking {
  id: string;
  agentId: string;
  technicianId: string;
  /** Local date of the start in the business's zone. */
  date: string;
  start: number;
  end: number;
  location: LatLng;
  status: 'held' | 'confirmed' | 'cancelled';
  /** Only for holds: after this instant the hold no longer blocks anything. */
  holdExpiresAt?: number;
  serviceName: string;
  /** The price estimate quoted ('' when none). */
  priceText: string;
  /**
   * The arrival window the customer was told: earliest and latest start. Absent = the start
   * itself (an exact time). A re-planned day may move `start` inside it, never outside.
   */
  windowStart?: number;
  windowEnd?: number;
  /** Bumped on every change; carried into invitations as SEQUENCE. */
  sequence: number;
  /** `lang: 'es'`: the customer booked in Spanish, so their texts and reminders are in Spanish. */
  customer: { name?: string; phone?: string; email?: string; address?: string; lang?: 'es' };
  /** The call that made it, when a call did. */
  callSid?: string;
  createdAt: number;
  updatedAt: number;
}

/** What a technician's day holds for each booking: enough to schedule around it. */
export interface BookedSlot {
  id: string;
  start: number;
  end: number;
  location: LatLng;
  status: 'held' | 'confirmed';
  holdExpiresAt?: number;
}

export interface DayState { version: number; bookings: BookedSlot[] }

/** Details a confirmation adds to a hold. */
export type BookingDetails = Partial<Pick<Booking, 'serviceName' | 'priceText' | 'customer' | 'callSid' | 'windowStart' | 'windowEnd'>>;

export const isLive = (b: Pick<BookedSlot, 'status' | 'holdExpiresAt'>, now: number) => b.status === 'confirmed' || (b.status === 'held' && (b.holdExpiresAt ?? 0) > now);
export const slotOf = (b: Booking): BookedSlot => ({
  id: b.id, start: b.start, end: b.end, location: b.location, status: b.status === 'held' ? 'held' : 'confirmed',
  ...(b.status === 'held' && b.holdExpiresAt ? { holdExpiresAt: b.holdExpiresAt } : {}),
});
export const toJob = (b: Pick<BookedSlot, 'id' | 'start' | 'end' | 'location'>): Job => ({ id: b.id, start: b.start, end: b.end, location: b.location });

export interface BookingStoreOptions {
  redis: Redis;
  agentId: string;
  /** How long bookings and their days are kept after a write. Default 400 days. */
  retentionMs?: number;
  /** Replica acknowledgement of booking writes (WAIT), when the primary has replicas. */
  durability?: DurableOptions;
}

const parse = <T,>(raw: string | null | undefined): T | null => (raw ? (JSON.parse(raw) as T) : null);

/**
 * An agent's bookings in Redis. One record per booking (`keys.booking`), its slot on the
 * technician's day hash guarded by a version counter, and two indexes (confirmed by start, by
 * caller phone); every change is one Lua script over all of them (booking-scripts.ts), then
 * WAIT for a replica where there is one.
 */
export function createBookingStore({ redis, agentId, retentionMs = 400 * 86_400_000, durability = {} }: BookingStoreOptions) {
  const day = (technicianId: string, date: string) => [keys.bookingDay(agentId, technicianId, date), keys.bookingDayVersion(agentId, technicianId, date)] as const;
  const caller = (phone?: string) => (phone ? [keys.callerBookings(agentId, phone)] : []);
  const run = (script: string, k: readonly string[], args: ReadonlyArray<string | number>) => evalDurable(redis, script, k, args, durability);
  const expiredOn = async (dayKey: string, now: number) => Object.values(await redis.hgetall(dayKey)).map((x) => JSON.parse(x) as BookedSlot).filter((b) => !isLive(b, now)).map((b) => b.id);

  async function readMany(ids: readonly string[]): Promise<Booking[]> {
    if (!ids.length) return [];
    const raws = await redis.mget(ids.map((id) => keys.booking(agentId, id)));
    return raws.map((r) => parse<Booking>(r)).filter((b): b is Booking => b !== null);
  }

  const store = {
    agentId,

    /** The day's live slots (expired holds left out), sorted by start, and its version. */
    async readDay({ technicianId, date, now }: { technicianId: string; date: string; now: number }): Promise<DayState> {
      const [d, v] = day(technicianId, date);
      const [[, all], [, version]] = (await redis.multi().hgetall(d).get(v).exec()) as [[null, Record<string, string>], [null, string | null]];
      const bookings = Object.values(all).map((x) => JSON.parse(x) as BookedSlot).filter((b) => isLive(b, now)).sort((a, b) => a.start - b.start);
      return { version: Number(version ?? 0), bookings };
    },

    /** Live slots of several technician-days in one round trip, sorted by start. */
    async listDays({ technicianIds, dates, now }: { technicianIds: readonly string[]; dates: readonly string[]; now: number }): Promise<BookedSlot[]> {
      const multi = redis.multi();
      for (const t of technicianIds) for (const d of dates) multi.hgetall(keys.bookingDay(agentId, t, d));
      const rows = ((await multi.exec()) ?? []) as Array<[Error | null, Record<string, string>]>;
      return rows.flatMap(([, all]) => Object.values(all ?? {}).map((x) => JSON.parse(x) as BookedSlot)).filter((b) => isLive(b, now)).sort((a, b) => a.start - b.start);
    },

    /**
     * Creates a booking (status 'held' with holdExpiresAt, or 'confirmed') if its day is still
     * at `expectedVersion`. False when someone changed the day first (or the id exists).
     */
    async create({ booking, expectedVersion, now }: { booking: Booking; expectedVersion: number; now: number }): Promise<boolean> {
      const [d, v] = day(booking.technicianId, booking.date);
      const holdTtl = booking.status === 'held' ? Math.max(1, (booking.holdExpiresAt ?? now) - now) : 0;
      const ok = await run(CREATE, [d, v, keys.booking(agentId, booking.id), keys.bookingsByStart(agentId), ...(booking.status === 'confirmed' ? caller(booking.customer.phone) : [])],
        [expectedVersion, booking.id, JSON.stringify(booking), JSON.stringify(slotOf(booking)), JSON.stringify(await expiredOn(d, now)), retentionMs, holdTtl, booking.start]);
      return ok === 1;
    },

    /** Several records in one round trip (missing ones left out), in the order asked. */
    getMany: readMany,

    /** The booking record, in whatever state (a lapsed hold is gone). */
    async get(id: string): Promise<Booking | null> {
      return parse<Booking>(await redis.get(keys.booking(agentId, id)));
    },

    /** Turns a live hold into a booking with the caller's details; null when it lapsed or is gone. */
    async confirm({ id, now, details = {} }: { id: string; now: number; details?: BookingDetails }): Promise<Booking | null> {
      const held = await store.get(id);
      if (!held || held.status !== 'held') return null;
      const [d, v] = day(held.technicianId, held.date);
      const patch = { ...details, updatedAt: now };
      const out = await run(CONFIRM, [d, v, keys.booking(agentId, id), keys.bookingsByStart(agentId), ...caller(details.customer?.phone ?? held.customer.phone)], [id, now, retentionMs, JSON.stringify(patch)]);
      return parse<Booking>(out as string | null);
    },

    /**
     * Moves a confirmed booking to `to` if the target day is still at `expectedVersion`:
     * 'moved' with the record, 'conflict' when the day (or the booking) changed meanwhile,
     * 'gone' when it is no longer a confirmed booking.
     */
    async move({ id, from, to, expectedVersion, now }: {
      id: string; from: Pick<Booking, 'technicianId' | 'date' | 'start'>; to: Pick<Booking, 'technicianId' | 'date' | 'start' | 'end' | 'location'>; expectedVersion: number; now: number;
    }): Promise<{ status: 'moved'; booking: Booking } | { status: 'conflict' | 'gone' }> {
      const [od, ov] = day(from.technicianId, from.date);
      const [nd, nv] = day(to.technicianId, to.date);
      const slot: BookedSlot = { id, start: to.start, end: to.end, location: to.location, status: 'confirmed' };
      const out = await run(MOVE, [od, ov, nd, nv, keys.booking(agentId, id), keys.bookingsByStart(agentId)],
        [id, expectedVersion, JSON.stringify(slot), JSON.stringify({ ...to, updatedAt: now }), JSON.stringify(await expiredOn(nd, now)), retentionMs, from.start]);
      if (out === 0) return { status: 'conflict' };
      const b = parse<Booking>(out as string | null);
      return b ? { status: 'moved', booking: b } : { status: 'gone' };
    },

    /** Cancels a booking (or drops a hold). Answers the record as it now is, null when there was nothing to cancel. */
    async cancel(id: string, { now = Date.now() }: { now?: number } = {}): Promise<Booking | null> {
      return change(id, now, 'cancel');
    },

    /** Lets go of a hold the caller did not take; a confirmed booking is left alone. */
    async release(id: string, { now = Date.now() }: { now?: number } = {}): Promise<boolean> {
      return (await change(id, now, 'release')) !== null;
    },

    /** Confirmed bookings starting at or after `from`, soonest first. */
    async upcoming(from: number, limit = 1000): Promise<Booking[]> {
      const ids = await redis.zrangebyscore(keys.bookingsByStart(agentId), from, '+inf', 'LIMIT', '0', String(limit));
      return (await readMany(ids)).filter((b) => b.status === 'confirmed');
    },

    /** Every confirmed booking, soonest first. */
    async all(): Promise<Booking[]> {
      return (await readMany(await redis.zrange(keys.bookingsByStart(agentId), '0', '-1'))).filter((b) => b.status === 'confirmed');
    },

    /** A caller's upcoming confirmed bookings: by the number they call from, else by name. */
    async byCaller({ phone, name, now }: { phone?: string; name?: string; now: number }): Promise<Booking[]> {
      if (phone) {
        const found = (await readMany(await redis.smembers(keys.callerBookings(agentId, phone)))).filter((b) => b.status === 'confirmed' && b.end > now).sort((a, b) => a.start - b.start);
        if (found.length) return found;
      }
      if (!name) return [];
      const want = name.toLowerCase().split(/\s+/);
      return (await store.upcoming(now)).filter((b) => {
        const have = (b.customer.name ?? '').toLowerCase().split(/\s+/);
        return want.every((w) => have.includes(w)) || (want.length === 1 && have.includes(want[0]!));
      });
    },
  };

  async function change(id: string, now: number, mode: 'cancel' | 'release'): Promise<Booking | null> {
    for (;;) {
      const b = await store.get(id);
      if (!b) return null;
      const [d, v] = day(b.technicianId, b.date);
      const out = await run(CANCEL, [d, v, keys.booking(agentId, id), keys.bookingsByStart(agentId), ...caller(b.customer.phone)], [id, now, retentionMs, mode, b.start]);
      if (out !== 0) return parse<Booking>(out as string | null);
    }
  }

  return store;
}

export type BookingStore = ReturnType<typeof createBookingStore>;
