import type { Redis } from 'ioredis';
import type { CallListItem } from '@bookline/contracts';
import type { CallRecord } from '../receptionist/calls';
import { addDays, localDate, localToInstant } from '../scheduling';
import { localParts } from '../scheduling/zoned';
import { keys } from '../store';

/** Texts go out between 8 AM and 9 PM in the business's zone; a hang-up outside waits for 8 AM. */
export const TEXT_BACK_FROM_HOUR = 8;
export const TEXT_BACK_UNTIL_HOUR = 21;
const DAY_S = 86_400;

/** The text a caller gets after hanging up before anything was settled. */
export function textBackSms(business: string, link: string): string {
  return `Sorry we missed you at ${business}! You can book online any time: ${link} — or just call us back. Reply STOP to opt out.`;
}

/**
 * A phone call that ended before any outcome (no booking, move, cancellation, message,
 * transfer or answer: the record says only `hangup`), from a number we can text.
 */
export function missedCaller(rec: Pick<CallRecord, 'channel' | 'outcomes' | 'from' | 'to'>): string | null {
  if (rec.channel !== 'phone' || rec.outcomes.length !== 1 || rec.outcomes[0] !== 'hangup') return null;
  // US numbers only (the sandbox and Twilio numbers are +1): anonymous, short codes and foreign numbers get nothing.
  if (!/^\+1[2-9]\d{2}[2-9]\d{6}$/.test(rec.from) || rec.from === rec.to) return null;
  return rec.from;
}

/** When the text may go: now, or 8 AM local (today's or tomorrow's) when it is quiet hours there. */
export function textBackAt(now: number, timeZone: string): number {
  const hour = localParts(now, timeZone).hour;
  if (hour >= TEXT_BACK_FROM_HOUR && hour < TEXT_BACK_UNTIL_HOUR) return now;
  const today = localDate(now, timeZone);
  return localToInstant({ date: hour < TEXT_BACK_FROM_HOUR ? today : addDays(today, 1), minutes: TEXT_BACK_FROM_HOUR * 60, timeZone });
}

/** The caller called again after `since` and that call got somewhere (then no text). */
export async function calledBackSince(redis: Redis, agentId: string, phone: string, since: number): Promise<boolean> {
  const ids = await redis.zrangebyscore(keys.ownerCallsByCaller(agentId, phone), `(${since}`, '+inf');
  if (!ids.length) return false;
  const rows = await redis.hmget(keys.ownerCallRows(agentId), ...ids);
  return rows.some((r) => {
    if (!r) return false;
    const row = JSON.parse(r) as CallListItem;
    return row.endedAt !== undefined && row.outcome !== 'hungup' && row.outcome !== 'spam';
  });
}

/** Claims the day's one text to this number; false when one went out in the last 24 hours. */
export async function claimTextBack(redis: Redis, agentId: string, phone: string): Promise<boolean> {
  return (await redis.set(keys.textBack(agentId, phone), '1', 'EX', DAY_S, 'NX')) === 'OK';
}

export async function releaseTextBack(redis: Redis, agentId: string, phone: string): Promise<void> {
  await redis.del(keys.textBack(agentId, phone));
}
