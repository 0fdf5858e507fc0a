import type { Redis } from 'ioredis';
import type { Logger } from '../logging';
import { keys } from '../store';
import { BillingError, type BillingProvider } from './port';
import { getAgentBilling } from './state';

/** What the receptionist calls when an appointment is booked (issue 5 ↔ issue 8). */
export interface UsageReporter {
  /** Fire and forget: never throws, never waits on the provider. */
  reportBookingUsage(bookingId: string, agentId: string): void;
}

export type UsageOutcome = 'reported' | 'duplicate' | 'no-subscription' | 'retry-later' | 'failed';

export interface UsageReporterOptions {
  redis: Redis;
  billing: BillingProvider;
  log: Logger;
  /** Waits between in-process attempts; after the last one the booking waits for `retryPending`. */
  retryDelaysMs?: number[];
  now?: () => number;
}

export interface UsageReporterImpl extends UsageReporter {
  /** The same work, awaitable (tests, the sweep). */
  report(bookingId: string, agentId: string): Promise<UsageOutcome>;
  /** Retries bookings whose report failed earlier; the server runs it on a timer. */
  retryPending(limit?: number): Promise<number>;
}

const USAGE_TTL_S = 60 * 60 * 24 * 90;
const LEASE_MS = 5 * 60_000;

interface UsageRecord {
  agentId: string;
  at: number;
  state: 'pending' | 'done' | 'skipped' | 'failed';
}

/**
 * Claims a booking once: SET NX of its usage record plus a retry entry (so a crash mid-report
 * is picked up by the sweep). KEYS: usage record, retry set. ARGV: JSON, ttl, retry-at.
 */
const CLAIM = `
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'EX', ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[4])
return 1`;

/** Takes a due retry entry for this worker (moves its score into the future). */
const LEASE = `
local s = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not s or tonumber(s) > tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
return 1`;

/**
 * One metered unit per booked appointment, exactly once: our Redis claim stops a second report
 * of the same booking; the provider gets the booking id as its idempotency key, so a retry after
 * a lost answer is not counted twice either. Provider failures are retried, in process with
 * back-off and then by `retryPending`, and never reach the call in progress.
 */
export function createUsageReporter({ redis, billing, log, retryDelaysMs = [2_000, 10_000, 60_000], now = Date.now }: UsageReporterOptions): UsageReporterImpl {
  const finish = async (bookingId: string, rec: UsageRecord, state: UsageRecord['state']) => {
    await redis.set(keys.billingUsage(bookingId), JSON.stringify({ ...rec, state }), 'EX', USAGE_TTL_S);
    await redis.zrem(keys.billingUsageRetry(), bookingId);
  };

  const attempt = async (bookingId: string, rec: UsageRecord, tries: number): Promise<UsageOutcome> => {
    const billingState = await getAgentBilling(redis, rec.agentId);
    if (!billingState.customerId || billingState.status === 'none') {
      await finish(bookingId, rec, 'skipped');
      log.info({ bookingId, agentId: rec.agentId }, 'usage not reported: agent has no subscription');
      return 'no-subscription';
    }
    try {
      await billing.reportUsage({ customerId: billingState.customerId, bookingId, at: rec.at });
      await finish(bookingId, rec, 'done');
      log.info({ bookingId, agentId: rec.agentId, provider: billing.name }, 'usage reported');
      return 'reported';
    } catch (err) {
      const retryable = !(err instanceof BillingError) || err.retryable;
      log.warn({ bookingId, agentId: rec.agentId, tries, retryable, status: err instanceof BillingError ? err.providerStatus : undefined }, 'usage report failed');
      if (!retryable) {
        await finish(bookingId, rec, 'failed');
        return 'failed';
      }
      const delay = retryDelaysMs[tries];
      await redis.zadd(keys.billingUsageRetry(), now() + (delay ?? LEASE_MS), bookingId);
      if (delay === undefined) return 'retry-later';
      await new Promise((r) => setTimeout(r, delay).unref?.());
      return attempt(bookingId, rec, tries + 1);
    }
  };

  const report = async (bookingId: string, agentId: string): Promise<UsageOutcome> => {
    const rec: UsageRecord = { agentId, at: now(), state: 'pending' };
    const claimed = await redis.eval(CLAIM, 2, keys.billingUsage(bookingId), keys.billingUsageRetry(), JSON.stringify(rec), USAGE_TTL_S, now() + LEASE_MS, bookingId);
    if (claimed !== 1) return 'duplicate';
    return attempt(bookingId, rec, 0);
  };

  return {
    report,
    reportBookingUsage(bookingId, agentId) {
      void report(bookingId, agentId).catch((err: Error) => log.error({ bookingId, agentId, err: err.message }, 'usage report crashed'));
    },
    async retryPending(limit = 50) {
      const due = await redis.zrangebyscore(keys.billingUsageRetry(), 0, now(), 'LIMIT', 0, limit);
      let done = 0;
      for (const bookingId of due) {
        if ((await redis.eval(LEASE, 1, keys.billingUsageRetry(), bookingId, now(), now() + LEASE_MS)) !== 1) continue;
        const raw = await redis.get(keys.billingUsage(bookingId));
        const rec = raw ? (JSON.parse(raw) as UsageRecord) : null;
        if (!rec || rec.state !== 'pending') {
          await redis.zrem(keys.billingUsageRetry(), bookingId);
          continue;
        }
        if ((await attempt(bookingId, rec, retryDelaysMs.length)) === 'reported') done++;
      }
      return done;
    },
  };
}
