import type { Redis } from 'ioredis';
import { keys } from '../store';
import type { Interval } from '../scheduling';
import { busyFromIcs } from './ics-import';

export interface IcsBusySourceOptions {
  redis: Redis;
  agentId: string;
  /** Which of the owner's feeds this is (several may be connected). */
  sourceId: string;
  /** The owner's secret address; webcal:// is fetched over https. Never logged. */
  url: string;
  timeZone: string;
  fetch?: typeof globalThis.fetch;
  /** Cached busy times older than this are fetched again on use. Default 15 minutes. */
  maxAgeMs?: number;
  /** How far ahead a refresh expands recurring events. Default 60 days. */
  windowMs?: number;
  timeoutMs?: number;
  /** Wall clock for freeBusy (the CalendarPort-style read); busy() takes `now` explicitly. */
  clock?: () => number;
}

interface Cached { fetchedAt: number; from: number; to: number; busy: Interval[] }

export class CalendarFetchError extends Error {
  override name = 'CalendarFetchError';
}

/**
 * Busy times from an owner's ICS feed, cached in Redis. `refresh` fetches now (call it on a
 * schedule from the jobs worker, and when the owner presses "sync"); `busy` answers from
 * the cache when it is fresh, fetches when it is stale, and falls back to the stale copy
 * when the feed is down, so a call never fails because a calendar host hiccuped.
 */
export function createIcsBusySource({ redis, agentId, sourceId, url, timeZone, fetch = globalThis.fetch, maxAgeMs = 15 * 60_000, windowMs = 60 * 86_400_000, timeoutMs = 5_000, clock = Date.now }: IcsBusySourceOptions) {
  const key = keys.calendarBusy(agentId, sourceId);
  const href = url.replace(/^webcal:/i, 'https:');

  async function refresh({ now }: { now: number }): Promise<Cached> {
    const res = await fetch(href, { headers: { accept: 'text/calendar' }, signal: AbortSignal.timeout(timeoutMs) }).catch((e: unknown) => {
      throw new CalendarFetchError(`calendar feed unreachable: ${(e as { code?: unknown }).code ?? (e as Error).name}`);
    });
    if (!res.ok) throw new CalendarFetchError(`calendar feed answered ${res.status}`);
    const ics = await res.text();
    if (!ics.includes('BEGIN:VCALENDAR')) throw new CalendarFetchError('calendar feed is not iCalendar');
    const from = now - 86_400_000;
    const to = now + windowMs;
    const cached: Cached = { fetchedAt: now, from, to, busy: busyFromIcs({ ics, from, to, timeZone }) };
    await redis.set(key, JSON.stringify(cached), 'PX', 30 * 86_400_000);
    return cached;
  }

  async function busy({ from, to, now }: { from: number; to: number; now: number }): Promise<Interval[]> {
    const raw = await redis.get(key);
    let cached = raw ? (JSON.parse(raw) as Cached) : undefined;
    const fresh = cached && now - cached.fetchedAt < maxAgeMs && cached.from <= from && cached.to >= to;
    if (!fresh) {
      try {
        cached = await refresh({ now });
      } catch (e) {
        if (!cached) throw e;
      }
    }
    return cached!.busy.filter((b) => b.end > from && b.start < to);
  }

  /** Same as busy() at the current time, so a feed can join combineBusy with the calendar ports. */
  const freeBusy = ({ from, to }: { from: number; to: number }) => busy({ from, to, now: clock() });

  return { refresh, busy, freeBusy };
}
