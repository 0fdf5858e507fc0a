import type { Redis } from 'ioredis';
import { keys } from '../store';

/**
 * The receptionist's view of a booking: the caller's details, the price quoted and a stable
 * id (the calendar UID) that survives reschedules. The slot itself lives in the calendar's
 * booking store under `storeId`; a reschedule books a new slot and points this record at it.
 */
export interface LedgerBooking {
  id: string;
  agentId: string;
  storeId: string;
  technicianId: string;
  start: number;
  end: number;
  serviceName: string;
  priceText: string;
  sequence: number;
  status: 'confirmed' | 'cancelled';
  customer: { name?: string; phone?: string; email?: string; address?: string };
  callSid?: string;
  createdAt: number;
  updatedAt: number;
}

const RETENTION_S = 400 * 86_400;

export async function saveBooking(redis: Redis, b: LedgerBooking, { previousPhone }: { previousPhone?: string } = {}): Promise<void> {
  const m = redis.multi().set(keys.rcptBooking(b.agentId, b.id), JSON.stringify(b), 'EX', RETENTION_S);
  if (b.status === 'confirmed') m.zadd(keys.rcptBookingsByStart(b.agentId), b.start, b.id);
  else m.zrem(keys.rcptBookingsByStart(b.agentId), b.id);
  if (b.customer.phone) m.sadd(keys.rcptCallerBookings(b.agentId, b.customer.phone), b.id).expire(keys.rcptCallerBookings(b.agentId, b.customer.phone), RETENTION_S);
  if (previousPhone && previousPhone !== b.customer.phone) m.srem(keys.rcptCallerBookings(b.agentId, previousPhone), b.id);
  await m.exec();
}

export async function getBooking(redis: Redis, agentId: string, id: string): Promise<LedgerBooking | null> {
  const raw = await redis.get(keys.rcptBooking(agentId, id));
  return raw ? (JSON.parse(raw) as LedgerBooking) : null;
}

/** Live bookings starting at or after `from`, soonest first. */
export async function upcomingBookings(redis: Redis, agentId: string, from: number, limit = 1000): Promise<LedgerBooking[]> {
  const ids = await redis.zrangebyscore(keys.rcptBookingsByStart(agentId), from, '+inf', 'LIMIT', '0', String(limit));
  return readMany(redis, agentId, ids);
}

/** Every live booking (for the calendar feed), soonest first. */
export async function allBookings(redis: Redis, agentId: string): Promise<LedgerBooking[]> {
  return readMany(redis, agentId, await redis.zrange(keys.rcptBookingsByStart(agentId), '0', '-1'));
}

async function readMany(redis: Redis, agentId: string, ids: string[]): Promise<LedgerBooking[]> {
  if (!ids.length) return [];
  const raws = await redis.mget(ids.map((id) => keys.rcptBooking(agentId, id)));
  return raws.filter((r): r is string => Boolean(r)).map((r) => JSON.parse(r) as LedgerBooking).filter((b) => b.status === 'confirmed');
}

/** A caller's upcoming bookings: by the number they call from, else by name. */
export async function callerBookings(redis: Redis, agentId: string, { phone, name, now }: { phone?: string; name?: string; now: number }): Promise<LedgerBooking[]> {
  if (phone) {
    const ids = await redis.smembers(keys.rcptCallerBookings(agentId, phone));
    const found = (await readMany(redis, agentId, ids)).filter((b) => b.end > now).sort((a, b) => a.start - b.start);
    if (found.length) return found;
  }
  if (name) {
    const want = name.toLowerCase().split(/\s+/);
    return (await upcomingBookings(redis, agentId, now)).filter((b) => {
      const have = (b.customer.name ?? '').toLowerCase().split(/\s+/);
      return want.every((w) => have.includes(w)) || (want.length === 1 && have.includes(want[0]!));
    });
  }
  return [];
}
