import { formatPhoneDisplay, type CallListItem, type CallOutcome } from '@bookline/contracts';
import { TEXTS } from '../texts';

export const outcomeLabel = (o: CallOutcome) => TEXTS.overview.outcomes[o];

/**
 * Where a call came from, as the owner reads it: the number as the spec shows phone numbers
 * ("591-555-0112", not "+15915550112"), or "Website visitor" for the widget (whose relay
 * reports its caller as "web"). '' when there is nothing to show.
 */
export function callerLine(c: Pick<CallListItem, 'channel' | 'from'>): string {
  if (c.channel === 'web') return TEXTS.call.webVisitor;
  return c.from ? formatPhoneDisplay(c.from) : '';
}

/**
 * "Mon, Nov 16, 7:40 AM" in this browser's zone: only for the owner's own devices (where a
 * session was last used, when a passkey was added). Times of the business go through zoned.ts.
 */
export function deviceWhen(t: number | string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(t));
}

export function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}

/** Whole dollars when whole ("$675"), else cents: estimates. */
export const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: n % 1 ? 2 : 0 }).format(n);

/** "Wednesday, November 25" from "2026-11-25". */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(Date.UTC(y, m - 1, d));
}

/** Dollars and cents ("$7.00"): what is billed — the plan, this period's bookings, invoices. */
export const usdCents = (n: number) => `$${n.toFixed(2)}`;
