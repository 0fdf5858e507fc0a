import type { Redis } from 'ioredis';
import type { Logger } from '../logging';
import { keys } from '../store';
import { BillingError, type BillingProvider } from './port';
import { getAgentBilling } from './state';

/** One booked appointment to count (the receptionist's follow-up worker sends these). */
export interface BookingUsage {
  agentId: string;
  bookingId: string;
  /** One per booking; defaults to `booking-<agentId>-<bookingId>`. */
  idempotencyKey?: string;
  /** When it was booked (epoch ms); defaults to now. */
  at?: number;
}

/**
 * The port the receptionist (issue 5) calls. Same shape as its `jobs/usage.ts`:
 * `reportBooking` is awaited by a retried job and throws when the provider should be tried
 * again; `reportBookingUsage` is fire and forget for callers that must not wait.
 */
export interface UsageReporter {
  readonly mode: 'sandbox' | 'live';
  reportBooking(u: BookingUsage): Promise<void>;
  reportBookingUsage(bookingId: string, agentId: string): void;
}

export type UsageOutcome = 'reported' | 'duplicate' | 'no-subscription' | 'retry-later' | 'failed';

export interface UsageReporterOptions {
  redis: Redis;
  billing: BillingProvider;
  log: Logger;
  /** Waits between in-process attempts of the fire-and-forget path; after them the sweep takes over. */
  retryDelaysMs?: number[];
  now?: () => number;
}

export interface UsageReporterImpl extends UsageReporter {
  /** The fire-and-forget work, awaitable (tests). */
  report(u: BookingUsage): Promise<UsageOutcome>;
  /** Retries reports still pending (failed earlier, or cut short by a crash); the server runs it on a timer. */
  retryPending(limit?: number): Promise<number>;
}

const USAGE_TTL_S = 60 * 60 * 24 * 90;
const LEASE_MS = 5 * 60_000;

interface UsageRecord {
  agentId: string;
  bookingId: string;
  at: number;
  state: 'pending' | 'done' | 'skipped' | 'failed';
}

export const usageKeyOf = (u: BookingUsage) => u.idempotencyKey ?? `booking-${u.agentId}-${u.bookingId}`;

/**
 * Claims a booking once: SET NX of its usage record plus a retry entry (so a crash mid-report
 * is picked up by the sweep). KEYS: record, retry set. ARGV: JSON, ttl, retry-at, usage key.
 * Answers 1 when claimed now, else the stored record.
 */
const CLAIM = `
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'EX', ARGV[2]) then return redis.call('GET', KEYS[1]) end
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[4])
return 1`;

/** Takes a due retry entry for this worker (moves its score into the future). */
const LEASE = `
local s = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not s or tonumber(s) > tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
return 1`;

/**
 * One metered unit per booked appointment, exactly once: a Redis claim per usage key stops a
 * second report of the same booking; the provider gets the usage key as its idempotency key
 * (and meter-event identifier), so a retry after a lost answer is not counted twice either.
 * Provider failures are retried (by the caller's job, in process with back-off, or by the
 * sweep) and never reach a call in progress.
 */
export function createUsageReporter({ redis, billing, log, retryDelaysMs = [2_000, 10_000, 60_000], now = Date.now }: UsageReporterOptions): UsageReporterImpl {
  const finish = async (key: string, rec: UsageRecord, state: UsageRecord['state']) => {
    await redis.set(keys.billingUsage(key), JSON.stringify({ ...rec, state }), 'EX', USAGE_TTL_S);
    await redis.zrem(keys.billingUsageRetry(), key);
  };

  /** One provider attempt. Retryable failures leave the record pending with a retry time. */
  const attemptOnce = async (key: string, rec: UsageRecord, retryInMs: number): Promise<UsageOutcome> => {
    const b = await getAgentBilling(redis, rec.agentId);
    if (!b.customerId || b.status === 'none') {
      await finish(key, rec, 'skipped');
      log.info({ bookingId: rec.bookingId, agentId: rec.agentId }, 'usage not reported: agent has no subscription');
      return 'no-subscription';
    }
    try {
      await billing.reportUsage({ customerId: b.customerId, bookingId: rec.bookingId, usageKey: key, at: rec.at });
      await finish(key, rec, 'done');
      log.info({ bookingId: rec.bookingId, agentId: rec.agentId, provider: billing.name }, 'usage reported');
      return 'reported';
    } catch (err) {
      const retryable = !(err instanceof BillingError) || err.retryable;
      log.warn({ bookingId: rec.bookingId, agentId: rec.agentId, retryable, status: err instanceof BillingError ? err.providerStatus : undefined }, 'usage report failed');
      if (!retryable) {
        await finish(key, rec, 'failed');
        return 'failed';
      }
      await redis.zadd(keys.billingUsageRetry(), now() + retryInMs, key);
      return 'retry-later';
    }
  };

  /** Claims the usage key; answers the record to work on, or the state it already reached. */
  const claim = async (u: BookingUsage): Promise<{ key: string; rec: UsageRecord; fresh: boolean }> => {
    const key = usageKeyOf(u);
    const rec: UsageRecord = { agentId: u.agentId, bookingId: u.bookingId, at: u.at ?? now(), state: 'pending' };
    const r = (await redis.eval(CLAIM, 2, keys.billingUsage(key), keys.billingUsageRetry(), JSON.stringify(rec), USAGE_TTL_S, now() + LEASE_MS, key)) as number | string;
    if (r === 1) return { key, rec, fresh: true };
    return { key, rec: JSON.parse(r as string) as UsageRecord, fresh: false };
  };

  const report = async (u: BookingUsage): Promise<UsageOutcome> => {
    const { key, rec, fresh } = await claim(u);
    if (!fresh) return 'duplicate';
    for (let tries = 0; ; tries++) {
      const delay = retryDelaysMs[tries];
      const outcome = await attemptOnce(key, rec, delay ?? LEASE_MS);
      if (outcome !== 'retry-later' || delay === undefined) return outcome;
      await new Promise((r) => setTimeout(r, delay).unref?.());
    }
  };

  return {
    mode: billing.mode,
    report,
    async reportBooking(u) {
      const { key, rec } = await claim(u);
      if (rec.state !== 'pending') return;
      const outcome = await attemptOnce(key, rec, LEASE_MS);
      if (outcome === 'retry-later') throw new BillingError('usage report will be retried', true);
    },
    reportBookingUsage(bookingId, agentId) {
      void report({ bookingId, agentId }).catch((err: Error) => log.error({ bookingId, agentId, err: err.message }, 'usage report crashed'));
    },
    async retryPending(limit = 50) {
      const due = await redis.zrangebyscore(keys.billingUsageRetry(), 0, now(), 'LIMIT', 0, limit);
      let done = 0;
      for (const key of due) {
        if ((await redis.eval(LEASE, 1, keys.billingUsageRetry(), key, now(), now() + LEASE_MS)) !== 1) continue;
        const raw = await redis.get(keys.billingUsage(key));
        const rec = raw ? (JSON.parse(raw) as UsageRecord) : null;
        if (!rec || rec.state !== 'pending') {
          await redis.zrem(keys.billingUsageRetry(), key);
          continue;
        }
        if ((await attemptOnce(key, rec, LEASE_MS)) === 'reported') done++;
      }
      return done;
    },
  };
}
