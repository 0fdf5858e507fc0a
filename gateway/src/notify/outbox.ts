import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { keys } from '../store';

/** A message the sandbox adapters "sent": listed at GET /sandbox/outbox (protocols.md §7). */
export interface OutboxEntry {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  from?: string;
  subject?: string;
  text: string;
  urgent: boolean;
  /** iCalendar attachment (METHOD:REQUEST or CANCEL) for emails that carry an invitation. */
  ics?: string;
  agentId?: string;
  /** When set, the entry is listed only to the browser whose sign-in attempt matches (sign-in links). */
  audience?: string;
  at: string;
}

const MAX = 5_000;

export function createOutbox(redis: Redis) {
  return {
    async add(e: Omit<OutboxEntry, 'id' | 'at'>): Promise<OutboxEntry> {
      const entry: OutboxEntry = { id: randomUUID(), at: new Date().toISOString(), ...e };
      await redis.multi().lpush(keys.sandboxOutbox(), JSON.stringify(entry)).ltrim(keys.sandboxOutbox(), 0, MAX - 1).exec();
      return entry;
    },
    /** Newest first. */
    async list({ agentId, audience, limit = 200 }: { agentId?: string; audience?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
      const raw = await redis.lrange(keys.sandboxOutbox(), 0, MAX - 1);
      const all = raw.map((r) => JSON.parse(r) as OutboxEntry).filter((e) => !e.audience || e.audience === audience);
      return (agentId ? all.filter((e) => e.agentId === agentId) : all).slice(0, limit);
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
