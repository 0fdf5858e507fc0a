import type { CallListItem, CallOutcome } from '@bookline/contracts';

/** The call facts the portal reads (a subset of receptionist/calls.ts CallRecord). */
export interface CallFacts {
  callSid: string;
  channel: 'phone' | 'web';
  from: string;
  startedAt: number;
  endedAt?: number;
  outcomes: string[];
  bookingIds?: string[];
  handoff?: Record<string, unknown>;
  transcript: Array<{ role: 'caller' | 'assistant'; text: string }>;
  message?: { text: string; callerName?: string; urgent?: boolean };
}

/** What a booking the call made looks like in its summary. */
export interface BookingFacts {
  serviceName: string;
  start: number;
  /** A hold that lapsed counts as not booked. */
  status: 'held' | 'confirmed' | 'cancelled';
  customer: { name?: string };
}

/**
 * The one outcome a call is listed under. Several can apply (a caller books, then asks to be
 * put through); the first in this order wins: emergency, transferred, booked (or rescheduled),
 * message, spam, hung up, other. Spam is a call where the caller never said a word and the
 * receptionist ended it for silence (robocalls, dialers); hung up is a caller who left before
 * anything came of the call. Questions answered, cancellations and setup calls are "other".
 */
export function portalOutcome(c: Pick<CallFacts, 'outcomes' | 'transcript' | 'endedAt'>): CallOutcome {
  const o = new Set(c.outcomes);
  if (o.has('emergency')) return 'emergency';
  if (o.has('transfer')) return 'transferred';
  if (o.has('booked') || o.has('rescheduled')) return 'booked';
  if (o.has('message')) return 'message';
  const spoke = c.transcript.some((t) => t.role === 'caller' && t.text.trim() && !t.text.startsWith('['));
  if (o.has('idle') && !spoke) return 'spam';
  if (o.has('hangup') || o.has('idle')) return 'hungup';
  return 'other';
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** "Tue, Nov 24, 3:00 PM CST": in the business's zone, named (the owner may read it anywhere). */
function spokenStart(t: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(t);
}

/**
 * One line saying what came of the call, from its record only (no model): e.g. "Booked
 * Drain cleaning for Tue, Nov 24, 3:00 PM CST", "Message: please call me back about the quote",
 * or the caller's first words.
 */
export function summarize(c: CallFacts, bookings: readonly BookingFacts[], timeZone: string): string {
  const outcome = portalOutcome(c);
  const firstWords = c.transcript.find((t) => t.role === 'caller' && t.text.trim() && !t.text.startsWith('['))?.text.trim();
  const handoffSummary = typeof c.handoff?.summary === 'string' ? c.handoff.summary : '';
  const booked = bookings.find((b) => b.status === 'confirmed') ?? bookings[0];
  switch (outcome) {
    case 'emergency':
      return clip(`Emergency, put through to the owner${handoffSummary || firstWords ? `: ${handoffSummary || firstWords}` : ''}`, 160);
    case 'transferred':
      return clip(`Put through to the owner${handoffSummary || firstWords ? `: ${handoffSummary || firstWords}` : ''}`, 160);
    case 'booked':
      return booked ? `${c.outcomes.includes('rescheduled') && !c.outcomes.includes('booked') ? 'Moved' : 'Booked'} ${booked.serviceName} for ${spokenStart(booked.start, timeZone)}` : 'Booked a job';
    case 'message':
      return clip(`Message: ${c.message?.text ?? firstWords ?? ''}`, 160);
    case 'spam':
      return 'Silent call, ended by the receptionist';
    case 'hungup':
      return firstWords ? clip(`Hung up after: “${firstWords}”`, 160) : 'Hung up before saying anything';
    default:
      return firstWords ? clip(`“${firstWords}”`, 160) : 'No words from the caller';
  }
}

/** The list row of a call. */
export function listItem(c: CallFacts, bookings: readonly BookingFacts[], timeZone: string): CallListItem {
  const callerName = bookings.find((b) => b.customer.name)?.customer.name ?? c.message?.callerName ?? (typeof c.handoff?.callerName === 'string' ? c.handoff.callerName : undefined);
  return {
    callId: c.callSid,
    startedAt: c.startedAt,
    ...(c.endedAt ? { endedAt: c.endedAt } : {}),
    channel: c.channel,
    from: c.from,
    ...(callerName ? { callerName } : {}),
    outcome: c.endedAt ? portalOutcome(c) : 'other',
    summary: c.endedAt ? summarize(c, bookings, timeZone) : 'In progress',
  };
}
