import type { Redis } from 'ioredis';
import { addDays, localDate, localToInstant } from '../scheduling';
import { keys } from '../store';
import { PLAN } from './plan';
import type { AgentBilling } from './state';

const RETENTION_MS = 400 * 86_400_000;

/**
 * Notes one metered booking (idempotent per booking id): the follow-up worker calls it for each
 * appointment the receptionist booked, beside reporting the unit to the provider. This ledger is
 * the one count of billed bookings the portal shows (billing page and overview, `periodUsage`).
 */
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
 * the trial, or else the business's calendar month (in `timeZone`: 7 PM on Oct 31 in Chicago is
 * still October, though it is November in UTC).
 */
export function currentPeriod({ periodEnd, trialEnd, now, trialDays, timeZone }: { periodEnd: number | null; trialEnd: number | null; now: number; trialDays: number; timeZone: string }): { start: number; end: number } {
  if (periodEnd !== null) {
    const end = periodEnd * 1000;
    const d = new Date(end);
    const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
    return { start, end };
  }
  if (trialEnd !== null) return { start: trialEnd * 1000 - trialDays * 86_400_000, end: trialEnd * 1000 };
  const first = `${localDate(now, timeZone).slice(0, 8)}01`;
  const next = `${addDays(first, 32).slice(0, 8)}01`;
  return { start: localToInstant({ date: first, minutes: 0, timeZone }), end: localToInstant({ date: next, minutes: 0, timeZone }) };
}

export interface PeriodUsage {
  periodStart: number;
  periodEnd: number;
  bookings: number;
  amountUsd: number;
}

/**
 * This period's metered bookings and what they cost: the billing page's usage and the overview's
 * "This period" line both come from here, so they always agree. Counts the metered ledger (one
 * entry per appointment the receptionist booked, as reported to the provider), not calls: a call
 * can book two jobs, and a job the owner adds in the portal is not billed.
 */
export async function periodUsage(redis: Redis, { agentId, billing, timeZone, now }: { agentId: string; billing: Pick<AgentBilling, 'periodEnd' | 'trialEnd'>; timeZone: string; now: number }): Promise<PeriodUsage> {
  const period = currentPeriod({ periodEnd: billing.periodEnd, trialEnd: billing.trialEnd, now, trialDays: PLAN.trialDays, timeZone });
  const bookings = await countMeteredBookings(redis, agentId, period.start, period.end);
  return { periodStart: period.start, periodEnd: period.end, bookings, amountUsd: (bookings * PLAN.appointmentCents) / 100 };
}
