import type { Redis } from 'ioredis';
import type { CallEvent, CallListItem, CallOutcome, CallsPage } from '@bookline/contracts';
import { keys } from '../../store';

/** What one page request asks for, with dates already turned into instants. */
export interface PageQuery {
  agentId: string;
  limit: number;
  cursor?: string;
  outcome?: CallOutcome;
  /** Start instants, inclusive: [fromMs, toMs). */
  fromMs?: number;
  toMs?: number;
  /** Caller number digits (full number: the per-caller index) or part of the caller's name or number. */
  q?: string;
}

/** Most index entries one text search reads before answering with a cursor to continue. */
export const SEARCH_BUDGET = 2_000;
const BATCH = 200;

/** "+15125550142" from "(512) 555-0142", "15125550142" or "+1 512…"; undefined unless a whole US number. */
export function fullNumber(q: string): string | undefined {
  const d = q.replace(/\D/g, '');
  if (d.length === 10) return `+1${d}`;
  if (d.length === 11 && d.startsWith('1')) return `+${d}`;
  return undefined;
}

const parseCursor = (c: string) => {
  const i = c.indexOf(':');
  return { score: Number(c.slice(0, i)), member: c.slice(i + 1) };
};

function matches(row: CallListItem, q: string): boolean {
  const needle = q.toLowerCase();
  const digits = q.replace(/\D/g, '');
  if (row.callerName?.toLowerCase().includes(needle)) return true;
  return digits.length >= 3 && row.from.replace(/\D/g, '').includes(digits);
}

/**
 * The Calls page's index: per agent, a sorted set of calls by start time (plus one per
 * outcome and one per caller number) and a hash of list rows. Pages are keyset-paged from
 * a `start:callSid` cursor, so page 100 costs what page 1 does.
 */
export function callIndex(redis: Redis) {
  async function rows(agentId: string, ids: readonly string[]): Promise<Array<CallListItem | null>> {
    if (!ids.length) return [];
    const raw = await redis.hmget(keys.ownerCallRows(agentId), ...ids);
    return raw.map((r) => (r ? (JSON.parse(r) as CallListItem) : null));
  }

  return {
    /** Writes (or rewrites) a call's row and index entries, and tells open Calls pages. */
    async write(agentId: string, row: CallListItem, type: CallEvent['type']): Promise<void> {
      const m = redis.multi().hset(keys.ownerCallRows(agentId), row.callId, JSON.stringify(row)).zadd(keys.ownerCalls(agentId), row.startedAt, row.callId);
      if (row.from) m.zadd(keys.ownerCallsByCaller(agentId, row.from), row.startedAt, row.callId);
      if (row.endedAt) m.zadd(keys.ownerCallsByOutcome(agentId, row.outcome), row.startedAt, row.callId);
      await m.exec();
      await redis.publish(keys.ownerCallEvents(agentId), JSON.stringify({ type, call: row } satisfies CallEvent));
    },

    rows,

    async page({ agentId, limit, cursor, outcome, fromMs, toMs, q }: PageQuery): Promise<Omit<CallsPage, 'timeZone'>> {
      const number = q ? fullNumber(q) : undefined;
      const text = q && !number ? q : undefined;
      const key = outcome ? keys.ownerCallsByOutcome(agentId, outcome) : number ? keys.ownerCallsByCaller(agentId, number) : keys.ownerCalls(agentId);
      const after = cursor ? parseCursor(cursor) : undefined;
      const max = after ? String(Math.min(after.score, toMs === undefined ? Infinity : toMs - 1)) : toMs === undefined ? '+inf' : `(${toMs}`;
      const min = fromMs === undefined ? '-inf' : String(fromMs);
      const out: CallListItem[] = [];
      // Without a text search every entry is a result: read one more than a page (to know if
      // there is a next one), plus the cursor's own entry when ties may repeat it.
      const batch = text ? BATCH : limit + (after ? 2 : 1);
      let offset = 0;
      let examined = 0;
      let lastExamined: string | undefined;
      for (;;) {
        const flat = await redis.zrevrangebyscore(key, max, min, 'WITHSCORES', 'LIMIT', offset, batch);
        offset += flat.length / 2;
        const entries: Array<{ id: string; score: number }> = [];
        for (let i = 0; i < flat.length; i += 2) {
          const id = flat[i]!;
          const score = Number(flat[i + 1]);
          // Same start as the cursor: members come in reverse order, so skip up to it.
          if (after && score === after.score && id >= after.member) continue;
          entries.push({ id, score });
        }
        const got = await rows(agentId, entries.map((e) => e.id));
        for (let i = 0; i < entries.length; i++) {
          const row = got[i];
          examined++;
          lastExamined = `${entries[i]!.score}:${entries[i]!.id}`;
          if (!row || (text && !matches(row, text))) continue;
          if (out.length === limit) return { calls: out, next: `${out[out.length - 1]!.startedAt}:${out[out.length - 1]!.callId}` };
          out.push(row);
        }
        if (flat.length / 2 < batch) return { calls: out, next: null };
        // A text search stops after its budget and hands back where it got to.
        if (text && examined >= SEARCH_BUDGET) return { calls: out, next: lastExamined ?? null };
      }
    },

    /** The caller's other calls, newest first (the call detail's "earlier calls"). */
    async byCaller(agentId: string, phone: string, before: number, limit = 10): Promise<CallListItem[]> {
      const ids = await redis.zrevrangebyscore(keys.ownerCallsByCaller(agentId, phone), `(${before}`, '-inf', 'LIMIT', 0, limit);
      return (await rows(agentId, ids)).filter((r): r is CallListItem => r !== null);
    },

    /** Removes calls from every index (retention, deletion). */
    async remove(agentId: string, ids: readonly string[]): Promise<void> {
      if (!ids.length) return;
      const old = (await rows(agentId, ids)).filter((r): r is CallListItem => r !== null);
      const m = redis.multi().hdel(keys.ownerCallRows(agentId), ...ids).zrem(keys.ownerCalls(agentId), ...ids);
      for (const r of old) {
        m.zrem(keys.ownerCallsByOutcome(agentId, r.outcome), r.callId);
        if (r.from) m.zrem(keys.ownerCallsByCaller(agentId, r.from), r.callId);
      }
      await m.exec();
    },

    /** Call ids that started before `cutoff`, oldest first, at most `limit`. */
    olderThan(agentId: string, cutoff: number, limit: number): Promise<string[]> {
      return redis.zrangebyscore(keys.ownerCalls(agentId), '-inf', `(${cutoff}`, 'LIMIT', 0, limit);
    },

    /** Ended calls per outcome that started in [from, to). */
    async countByOutcome(agentId: string, from: number, to: number, outcomes: readonly CallOutcome[]): Promise<Record<CallOutcome, number>> {
      const m = redis.multi();
      for (const o of outcomes) m.zcount(keys.ownerCallsByOutcome(agentId, o), from, `(${to}`);
      const res = (await m.exec()) ?? [];
      return Object.fromEntries(outcomes.map((o, i) => [o, Number(res[i]?.[1] ?? 0)])) as Record<CallOutcome, number>;
    },
  };
}
export type CallIndex = ReturnType<typeof callIndex>;
