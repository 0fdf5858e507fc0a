import type { Interval } from '../scheduling';
import type { Person } from './ics-export';

/** What we write into an owner's calendar for a booking. */
export interface CalendarEventInput {
  start: number;
  end: number;
  summary: string;
  description?: string;
  location?: string;
  attendees?: readonly Person[];
  /** Our stable UID (see bookingUid), so the event matches our ICS feed and invitations. */
  uid?: string;
}

/** One port for every connected calendar (Google, Microsoft 365, …). */
export interface CalendarPort {
  freeBusy(q: { from: number; to: number }): Promise<Interval[]>;
  createEvent(e: CalendarEventInput): Promise<{ id: string }>;
  updateEvent(id: string, e: Partial<CalendarEventInput>): Promise<void>;
  cancelEvent(id: string): Promise<void>;
}

/** A calendar provider refused or failed. The message holds only the operation and status. */
export class CalendarProviderError extends Error {
  override name = 'CalendarProviderError';
  constructor(readonly operation: string, readonly status: number) {
    super(`${operation} failed with HTTP ${status}`);
  }
}

/** A bearer-token JSON call, shared by the adapters. */
export async function callJson(fetchFn: typeof globalThis.fetch, operation: string, url: string, init: { method: string; token: string; body?: unknown; headers?: Record<string, string>; timeoutMs: number }): Promise<unknown> {
  const res = await fetchFn(url, {
    method: init.method,
    signal: AbortSignal.timeout(init.timeoutMs),
    headers: { authorization: `Bearer ${init.token}`, accept: 'application/json', ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!res.ok) throw new CalendarProviderError(operation, res.status);
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}
