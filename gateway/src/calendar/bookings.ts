import type { Redis } from 'ioredis';
import { keys } from '../store';
import type { Job, LatLng } from '../scheduling';

/** A job on a technician's day, as stored. Personal data sits under `customer` only. */
export interface StoredBooking {
  id: string;
  technicianId: string;
  /** Local date in the business's zone. */
  date: string;
  start: number;
  end: number;
  location: LatLng;
  status: 'held' | 'confirmed';
  /** Only for holds: after this instant the hold no longer blocks anything. */
  holdExpiresAt?: number;
  serviceName?: string;
  /** Bumped on every change; carried into invitations as SEQUENCE. */
  sequence: number;
  customer?: { name?: string; phone?: string; email?: string; address?: string };
}

export interface DayState { version: number; bookings: StoredBooking[] }

const live = (b: StoredBooking, now: number) => b.status === 'confirmed' || (b.holdExpiresAt ?? 0) > now;

// Compare-and-set: write only if nobody changed the day since it was read. Also drops
// expired holds from the day while it is there.
const WRITE = `
local v = tonumber(redis.call('GET', KEYS[2]) or '0')
if v ~= tonumber(ARGV[1]) then return 0 end
for _, id in ipairs(cjson.decode(ARGV[5])) do redis.call('HDEL', KEYS[1], id) end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
if tonumber(ARGV[7]) > 0 then redis.call('SET', KEYS[3], ARGV[4], 'PX', ARGV[7]) else redis.call('SET', KEYS[3], ARGV[4], 'PX', ARGV[6]) end
return 1`;

// Confirms a hold that has not expired (checked against the caller's clock).
const CONFIRM = `
local raw = redis.call('HGET', KEYS[1], ARGV[1])
if not raw then return nil end
local b = cjson.decode(raw)
if b.status == 'held' and tonumber(b.holdExpiresAt) <= tonumber(ARGV[2]) then return nil end
b.status = 'confirmed'
b.holdExpiresAt = nil
b.sequence = b.sequence + 1
local out = cjson.encode(b)
redis.call('HSET', KEYS[1], ARGV[1], out)
redis.call('INCR', KEYS[2])
redis.call('PERSIST', KEYS[3])
redis.call('PEXPIRE', KEYS[3], ARGV[3])
return out`;

const CANCEL = `
if redis.call('HDEL', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('INCR', KEYS[2])
redis.call('DEL', KEYS[3])
return 1`;

export interface BookingStoreOptions {
  redis: Redis;
  agentId: string;
  /** How long a day's bookings are kept after it is written. Default 400 days. */
  retentionMs?: number;
}

/** Bookings in Redis, one hash per technician-day, guarded by a version counter. */
export function createBookingStore({ redis, agentId, retentionMs = 400 * 86_400_000 }: BookingStoreOptions) {
  const dayKeys = (technicianId: string, date: string) => [keys.bookingDay(agentId, technicianId, date), keys.bookingDayVersion(agentId, technicianId, date)] as const;
  const where = async (id: string) => {
    const raw = await redis.get(keys.bookingIndex(agentId, id));
    return raw ? (JSON.parse(raw) as { technicianId: string; date: string }) : null;
  };
  return {
    /** The day's live bookings (expired holds left out) and its version. */
    async readDay({ technicianId, date, now }: { technicianId: string; date: string; now: number }): Promise<DayState> {
      const [day, version] = dayKeys(technicianId, date);
      const [[, all], [, v]] = (await redis.multi().hgetall(day).get(version).exec()) as [[null, Record<string, string>], [null, string | null]];
      const bookings = Object.values(all).map((x) => JSON.parse(x) as StoredBooking).filter((b) => live(b, now)).sort((a, b) => a.start - b.start);
      return { version: Number(v ?? 0), bookings };
    },

    /** Live bookings of several technician-days in one round trip, sorted by start. */
    async listDays({ technicianIds, dates, now }: { technicianIds: readonly string[]; dates: readonly string[]; now: number }): Promise<StoredBooking[]> {
      const multi = redis.multi();
      for (const t of technicianIds) for (const d of dates) multi.hgetall(keys.bookingDay(agentId, t, d));
      const rows = ((await multi.exec()) ?? []) as Array<[Error | null, Record<string, string>]>;
      return rows.flatMap(([, all]) => Object.values(all ?? {}).map((x) => JSON.parse(x) as StoredBooking)).filter((b) => live(b, now)).sort((a, b) => a.start - b.start);
    },

    /** Writes a booking if the day is still at `expectedVersion`. False when someone got there first. */
    async write({ booking, expectedVersion, now }: { booking: StoredBooking; expectedVersion: number; now: number }): Promise<boolean> {
      const [day, version] = dayKeys(booking.technicianId, booking.date);
      const expired = Object.values(await redis.hgetall(day)).map((x) => JSON.parse(x) as StoredBooking).filter((b) => !live(b, now)).map((b) => b.id);
      const holdTtl = booking.status === 'held' ? Math.max(1, (booking.holdExpiresAt ?? now) - now) : 0;
      const ok = await redis.eval(WRITE, 3, day, version, keys.bookingIndex(agentId, booking.id),
        String(expectedVersion), booking.id, JSON.stringify(booking), JSON.stringify({ technicianId: booking.technicianId, date: booking.date }),
        JSON.stringify(expired), String(retentionMs), String(holdTtl));
      return ok === 1;
    },

    async get(id: string): Promise<StoredBooking | null> {
      const at = await where(id);
      if (!at) return null;
      const raw = await redis.hget(keys.bookingDay(agentId, at.technicianId, at.date), id);
      return raw ? (JSON.parse(raw) as StoredBooking) : null;
    },

    /** Turns a live hold into a booking; null when it expired or is gone. */
    async confirm({ id, now }: { id: string; now: number }): Promise<StoredBooking | null> {
      const at = await where(id);
      if (!at) return null;
      const [day, version] = dayKeys(at.technicianId, at.date);
      const out = await redis.eval(CONFIRM, 3, day, version, keys.bookingIndex(agentId, id), id, String(now), String(retentionMs));
      return typeof out === 'string' ? (JSON.parse(out) as StoredBooking) : null;
    },

    async cancel(id: string): Promise<boolean> {
      const at = await where(id);
      if (!at) return false;
      const [day, version] = dayKeys(at.technicianId, at.date);
      return (await redis.eval(CANCEL, 3, day, version, keys.bookingIndex(agentId, id), id)) === 1;
    },
  };
}

export type BookingStore = ReturnType<typeof createBookingStore>;

export const toJob = (b: StoredBooking): Job => ({ id: b.id, start: b.start, end: b.end, location: b.location });
