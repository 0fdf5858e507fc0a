// Test kit for the owner API tests (imported only by tests and benchmarks): signed-in owners made
// with the accounts module's records, and calls and bookings written through the real stores.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { keys } from '../../gateway/src/store';
import { SESSION_COOKIE } from '../../gateway/src/http';
import { callRecords, type CallRecord, type Outcome } from '../../gateway/src/receptionist/calls';
import { attachAgent, ensureAccount } from '../../gateway/src/accounts';
import { createBookingStore, type Booking } from '../../gateway/src/calendar/bookings';
import { geocodeZip, localDate } from '../../gateway/src/scheduling';

/**
 * Signed-in owners for tests, made with the accounts module's own records: an account for a
 * fresh address, ownership of the given agents, and a browser session signed in to it.
 */
export function testAccounts(redis: Redis) {
  return {
    /** A signed-in browser: the Cookie header of a fresh session of the account for `email` (a fresh one by default), owning `agentIds`. */
    async signIn(agentIds: string[] = [], email = `owner-${randomBytes(6).toString('hex')}@example.com`): Promise<{ accountId: string; email: string; cookie: string }> {
      const account = await ensureAccount(redis, email, new Date());
      for (const agentId of agentIds) {
        if (!(await attachAgent(redis, agentId, account.id))) throw new Error(`testAccounts: ${agentId} already has an owner`);
      }
      const sid = randomBytes(24).toString('base64url');
      const now = new Date();
      const session = { id: sid, createdAt: now.toISOString(), data: { accountId: account.id, userAgent: 'Bookline tests', signedInAt: now.toISOString() } };
      // Two keys in two hash slots (works on Redis Cluster too): the session, then the account's list.
      await redis.set(keys.session(sid), JSON.stringify(session), 'EX', 3600);
      await redis.zadd(keys.accountSessions(account.id), now.getTime(), sid);
      return { accountId: account.id, email, cookie: `${SESSION_COOKIE}=${sid}` };
    },
    /** The cookie of a session that has expired (its key is gone from Redis). */
    expiredCookie(): string {
      return `${SESSION_COOKIE}=${randomBytes(24).toString('base64url')}`;
    },
  };
}

export interface TestCall {
  agentId: string;
  startedAt: number;
  from?: string;
  channel?: 'phone' | 'web';
  outcomes?: Outcome[];
  transcript?: Array<{ role: 'caller' | 'assistant'; text: string }>;
  bookingIds?: string[];
  message?: CallRecord['message'];
  lengthMs?: number;
}

/** Writes a whole call the way a relay session does: open, transcript, (message), close. */
export async function writeCall(redis: Redis, c: TestCall): Promise<string> {
  const callSid = `CA${randomBytes(16).toString('hex')}`;
  const rec = callRecords(redis);
  await rec.open({ callSid, agentId: c.agentId, channel: c.channel ?? 'phone', from: c.from ?? '+15125550199', to: '+15555550100', startedAt: c.startedAt });
  await rec.append(callSid, (c.transcript ?? [{ role: 'caller', text: 'Hi there' }]).map((t, i) => ({ ...t, at: c.startedAt + i * 1000 })));
  if (c.message) await rec.noteMessage(callSid, c.message);
  await rec.close(callSid, { endedAt: c.startedAt + (c.lengthMs ?? 60_000), outcomes: c.outcomes ?? ['info'], bookingIds: c.bookingIds ?? [] });
  return callSid;
}

/** Writes a confirmed booking through the booking store, as a call would leave it (location from the address's ZIP). */
export async function seedBooking(redis: Redis, b: Pick<Booking, 'id' | 'agentId' | 'start' | 'end'> & Partial<Booking>, timeZone = 'America/Chicago'): Promise<Booking> {
  const zip = /\b(\d{5})\b/.exec(b.customer?.address ?? '')?.[1];
  const booking: Booking = {
    technicianId: 'default', date: localDate(b.start, timeZone), location: (zip && geocodeZip(zip)) || { lat: 30.27, lng: -97.74 }, status: 'confirmed',
    serviceName: 'Service call', priceText: '', sequence: 0, customer: {}, createdAt: b.start, updatedAt: b.start, ...b,
  };
  const store = createBookingStore({ redis, agentId: b.agentId });
  const { version } = await store.readDay({ technicianId: booking.technicianId, date: booking.date, now: booking.createdAt });
  if (!(await store.create({ booking, expectedVersion: version, now: booking.createdAt }))) throw new Error(`seedBooking: ${b.id} could not be written`);
  return booking;
}
