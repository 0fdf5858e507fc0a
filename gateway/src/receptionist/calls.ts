import type { Redis } from 'ioredis';
import { keys } from '../store';
import { indexCallRecord } from '../owner/calls/record-hook';

export type Outcome = 'booked' | 'rescheduled' | 'cancelled' | 'message' | 'transfer' | 'emergency' | 'info' | 'hangup' | 'idle' | 'agent_created' | 'spam';

export interface TranscriptEntry {
  role: 'caller' | 'assistant';
  text: string;
  at: number;
  interrupted?: boolean;
}

export interface CallRecord {
  callSid: string;
  agentId: string;
  channel: 'phone' | 'web';
  from: string;
  to: string;
  startedAt: number;
  endedAt?: number;
  outcomes: Outcome[];
  bookingIds: string[];
  handoff?: Record<string, unknown>;
  transcript: TranscriptEntry[];
  /** The message the caller left (take_message), for the owner's call detail. */
  message?: { text: string; callerName?: string; urgent?: boolean };
}

/** The longest retention an owner can choose; the owner portal prunes earlier (owner/retention.ts). */
const TTL_S = 3650 * 86_400;

/** Call records in Redis: a hash of facts plus a list of transcript turns (as spoken). */
export function callRecords(redis: Redis) {
  return {
    async open(r: Pick<CallRecord, 'callSid' | 'agentId' | 'channel' | 'from' | 'to' | 'startedAt'>): Promise<void> {
      // Two slots on a cluster (the call, the agent's index): the record first, then the index.
      await redis.multi()
        .hset(keys.call(r.callSid), { agentId: r.agentId, channel: r.channel, from: r.from, to: r.to, startedAt: String(r.startedAt), outcomes: '[]', bookingIds: '[]' })
        .expire(keys.call(r.callSid), TTL_S)
        .exec();
      await redis.zadd(keys.agentCalls(r.agentId), r.startedAt, r.callSid);
      await indexCallRecord(redis, r.agentId, { ...r, outcomes: [], transcript: [] }, 'started', r.startedAt);
    },
    async noteMessage(callSid: string, message: NonNullable<CallRecord['message']>): Promise<void> {
      await redis.hset(keys.call(callSid), 'message', JSON.stringify(message));
    },
    async append(callSid: string, entries: TranscriptEntry[]): Promise<void> {
      if (!entries.length) return;
      // Two plain commands, not a MULTI: auto-pipelining sends them with every other session's
      // commands of the same tick in one write (a MULTI is a write of its own on every turn).
      const key = keys.callTranscript(callSid);
      await Promise.all([redis.rpush(key, ...entries.map((e) => JSON.stringify(e))), redis.expire(key, TTL_S)]);
    },
    async replace(callSid: string, index: number, entry: TranscriptEntry): Promise<void> {
      await redis.lset(keys.callTranscript(callSid), index, JSON.stringify(entry)).catch(() => undefined);
    },
    async close(callSid: string, r: Pick<CallRecord, 'endedAt' | 'outcomes' | 'bookingIds' | 'handoff'>): Promise<void> {
      await redis.hset(keys.call(callSid), {
        endedAt: String(r.endedAt), outcomes: JSON.stringify(r.outcomes), bookingIds: JSON.stringify(r.bookingIds), ...(r.handoff ? { handoff: JSON.stringify(r.handoff) } : {}),
      });
      const rec = await this.get(callSid);
      if (rec) await indexCallRecord(redis, rec.agentId, rec, 'ended', r.endedAt ?? rec.startedAt);
    },
    async get(callSid: string): Promise<CallRecord | null> {
      const [h, t] = await Promise.all([redis.hgetall(keys.call(callSid)), redis.lrange(keys.callTranscript(callSid), 0, -1)]);
      if (!h.agentId) return null;
      return {
        callSid, agentId: h.agentId, channel: h.channel === 'web' ? 'web' : 'phone', from: h.from ?? '', to: h.to ?? '', startedAt: Number(h.startedAt),
        ...(h.endedAt ? { endedAt: Number(h.endedAt) } : {}), outcomes: JSON.parse(h.outcomes ?? '[]'), bookingIds: JSON.parse(h.bookingIds ?? '[]'),
        ...(h.handoff ? { handoff: JSON.parse(h.handoff) } : {}), ...(h.message ? { message: JSON.parse(h.message) } : {}), transcript: t.map((x) => JSON.parse(x) as TranscriptEntry),
      };
    },
  };
}
export type CallRecords = ReturnType<typeof callRecords>;
