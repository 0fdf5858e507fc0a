import type { Redis } from 'ioredis';
import { keys } from '../store';

const RETENTION_MS = 400 * 86_400_000;

/** Notes one metered booking (idempotent per booking id) so the billing page can count a period. */
export async function recordMeteredBooking(redis: Redis, { agentId, bookingId, at }: { agentId: string; bookingId: string; at: number }): Promise<void> {
  const key = keys.meteredBookings(agentId);
  await redis.multi().zadd(key, 'NX', at, bookingId).zremrangebyscore(key, '-inf', at - RETENTION_MS).pexpire(key, RETENTION_MS).exec();
}

/** Metered bookings booked in [from, to) (epoch ms). */
export async function countMeteredBookings(redis: Redis, agentId: string, from: number, to: number): Promise<number> {
  return redis.zcount(keys.meteredBookings(agentId), from, `(${to}`);
}

/**
 * The billing period that contains `now` (epoch ms), from what billing knows: the month ending at
 * the recorded period end (e.g. period end Mar 31 → Mar 1–31; a period end Mar 15 → Feb 15 – Mar 15),
 * the trial, or else the calendar month so far (UTC).
 */
export function currentPeriod({ periodEnd, trialEnd, now, trialDays }: { periodEnd: number | null; trialEnd: number | null; now: number; trialDays: number }): { start: number; end: number } {
  if (periodEnd !== null) {
    const end = periodEnd * 1000;
    const d = new Date(end);
    const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
    return { start, end };
  }
  if (trialEnd !== null) return { start: trialEnd * 1000 - trialDays * 86_400_000, end: trialEnd * 1000 };
  const d = new Date(now);
  return { start: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1), end: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) };
}
