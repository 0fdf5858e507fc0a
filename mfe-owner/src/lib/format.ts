import type { CallOutcome } from '@bookline/contracts';
import { TEXTS } from '../texts';

export const outcomeLabel = (o: CallOutcome) => TEXTS.overview.outcomes[o];

export function when(t: number | string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { ...(timeZone ? { timeZone } : {}), weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(t));
}

export function timeOnly(t: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { ...(timeZone ? { timeZone } : {}), hour: 'numeric', minute: '2-digit' }).format(new Date(t));
}

export function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}

export const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: n % 1 ? 2 : 0 }).format(n);

/** "Wednesday, November 25" from "2026-11-25". */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(Date.UTC(y, m - 1, d));
}
