import type { Redis } from 'ioredis';
import { keys } from '../store';

/**
 * The billing port for metered usage: one unit per booked appointment, reported once per
 * idempotency key. The billing module (Stripe meter events) implements it; the sandbox
 * keeps the units in Redis so they can be inspected at GET /sandbox/usage.
 */
export interface UsageReporter {
  readonly mode: 'sandbox' | 'live';
  reportBooking(u: { agentId: string; bookingId: string; idempotencyKey: string; at: number }): Promise<void>;
}

export function sandboxUsage(redis: Redis): UsageReporter {
  return {
    mode: 'sandbox',
    async reportBooking(u) {
      await redis.hsetnx(keys.sandboxUsage(u.agentId), u.idempotencyKey, JSON.stringify({ bookingId: u.bookingId, quantity: 1, at: new Date(u.at).toISOString() }));
    },
  };
}

export async function sandboxUsageUnits(redis: Redis, agentId: string): Promise<Array<{ key: string; bookingId: string; quantity: number; at: string }>> {
  const h = await redis.hgetall(keys.sandboxUsage(agentId));
  return Object.entries(h).map(([key, v]) => ({ key, ...(JSON.parse(v) as { bookingId: string; quantity: number; at: string }) }));
}

/**
 * Reports each unit to every reporter in turn (each is idempotent per key). In sandbox billing
 * the gateway tees the billing reporter with the sandbox ledger so /sandbox/usage shows what the
 * receptionist counted, whatever the agent's subscription state.
 */
export function teeUsage(first: UsageReporter, ...rest: UsageReporter[]): UsageReporter {
  const all = [first, ...rest];
  return {
    mode: all.every((r) => r.mode === 'sandbox') ? 'sandbox' : 'live',
    async reportBooking(u) {
      for (const r of all) await r.reportBooking(u);
    },
  };
}
