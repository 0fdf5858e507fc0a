import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FetchBusy } from '../calendar/book';
import { combineBusy } from '../calendar/busy';
import { createIcsBusySource } from '../calendar/ics-source';
import type { Logger } from '../logging';
import { getIcs } from '../onboarding/checklist';
import type { Interval } from '../scheduling';

const DAY = 86_400_000;

/** One connected calendar the owner's busy times come from. */
export interface BusySource {
  /** Short, non-personal label for logs ("ics", "google", "graph"). */
  kind: string;
  freeBusy(q: { from: number; to: number }): Promise<Interval[]>;
}

export interface OwnerBusyOptions {
  redis: Redis;
  log: Logger;
  /** Fetch used for ICS addresses: the SSRF-guarded one in production, anything in tests. */
  fetch: typeof globalThis.fetch;
  /** How long one read of a calendar may take before the call goes on without it. */
  timeoutMs: number;
  /** Busy times imported from an ICS feed (kept in Redis) are fetched again after this long. */
  maxAgeMs: number;
  /** Within a process, one agent's answer is reused this long (a call makes several slot searches). */
  memoMs: number;
  /** Other calendar connections of an agent (Google, Microsoft Graph) once they are stored. */
  extraSources?: (agentId: string) => Promise<BusySource[]>;
  clock?: () => number;
}

/** A short stable id for a feed address (changing the address starts a fresh cache entry). */
const feedId = (url: string) => `ics-${createHash('sha256').update(url).digest('hex').slice(0, 12)}`;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => { timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' })), ms); }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The owner's busy times during calls, per agent: what the owner connected during onboarding
 * (the ICS address saved by save-calendar-ics, plus any other connection `extraSources`
 * names), merged with combineBusy. The ICS import is cached in Redis (createIcsBusySource:
 * refetched when older than `maxAgeMs`, the stale copy served when the feed is down) and each
 * agent's answer is memoised in memory for `memoMs`, so a call's several slot searches read the
 * feed at most once. A calendar that fails or is slow never breaks the call: it counts as no
 * busy times, and a warning without the address or any calendar content is logged.
 */
export function createOwnerBusy({ redis, log, fetch, timeoutMs, maxAgeMs, memoMs, extraSources, clock = Date.now }: OwnerBusyOptions) {
  const memo = new Map<string, { until: number; from: number; to: number; busy: Promise<Interval[]> }>();

  const guarded = (agentId: string, s: BusySource): BusySource => ({
    kind: s.kind,
    freeBusy: (q) => withTimeout(s.freeBusy(q), timeoutMs + 500).catch((err: unknown) => {
      // CalendarFetchError / TimeoutError messages hold only a status or an error name (never the address).
      const e = err as Error;
      const reason = e.name === 'CalendarFetchError' || e.name === 'TimeoutError' || e.name === 'CalendarProviderError' ? e.message : e.name;
      log.warn({ agentId, source: s.kind, reason }, 'owner calendar unavailable; continuing without its busy times');
      return [];
    }),
  });

  async function sourcesOf(agentId: string, timeZone: string): Promise<BusySource[]> {
    const out: BusySource[] = [];
    const ics = await getIcs(redis, agentId);
    if (ics) {
      const src = createIcsBusySource({ redis, agentId, sourceId: feedId(ics.url), url: ics.url, timeZone, fetch, maxAgeMs, timeoutMs, clock });
      out.push({ kind: 'ics', freeBusy: src.freeBusy });
    }
    if (extraSources) out.push(...(await extraSources(agentId)));
    return out.map((s) => guarded(agentId, s));
  }

  async function read(agentId: string, timeZone: string, from: number, to: number): Promise<Interval[]> {
    try {
      const sources = await sourcesOf(agentId, timeZone);
      if (!sources.length) return [];
      return await combineBusy(sources)({ technicianId: 'default', from, to });
    } catch (err) {
      log.warn({ agentId, reason: (err as Error).name }, 'owner calendars could not be read; continuing without them');
      return [];
    }
  }

  /** A FetchBusy for one call of one agent (the owner's calendars block every technician). */
  return function busyFor({ agentId, timeZone }: { agentId: string; timeZone: string }): FetchBusy {
    return async ({ from, to }) => {
      const now = clock();
      // Keyed by zone too: the owner may change the business's time zone in settings.
      const memoKey = `${agentId}|${timeZone}`;
      let m = memo.get(memoKey);
      // Busy times from before yesterday cannot touch a bookable slot: the memo answers any `from`.
      if (!m || m.until <= now || to > m.to) {
        if (m && m.until > now) return read(agentId, timeZone, Math.max(from, now - DAY), to); // an unusual window: read it, keep the memo
        if (memo.size > 5_000) for (const [k, v] of memo) if (v.until <= now) memo.delete(k);
        // The feed's cache holds [fetch time − 1 day, + 60 days]; asking inside it keeps it fresh.
        const wide = { from: now - DAY, to: Math.max(to, now + 17 * DAY) };
        m = { until: now + memoMs, ...wide, busy: read(agentId, timeZone, wide.from, wide.to) };
        memo.set(memoKey, m);
      }
      const all = await m.busy;
      return all.filter((b) => b.end > from && b.start < to).map((b) => ({ ...b }));
    };
  };
}
