import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../logging';
import { keys } from '../store';
import { TelephonyError, type TelephonyProvider } from './port';

export interface AssignPhoneOptions {
  redis: Redis;
  provider: TelephonyProvider;
  log: Logger;
  agentId: string;
  areaCode?: string;
  state?: string;
  voiceUrl: string;
  friendlyName: string;
  /** Called once right before a number is searched and bought (not when the agent already has one): the provider-call quota. */
  beforePurchase?: () => Promise<void>;
  /** How long the buying caller holds the lock; longer than a search plus a purchase. */
  lockTtlMs?: number;
  /** How long a concurrent caller waits for the number being bought. */
  waitMs?: number;
  pollMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Deletes KEYS[1] only when it still holds ARGV[1] (our lock, our claim). */
const DEL_IF = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

export async function getAgentPhone(redis: Redis, agentId: string): Promise<string | null> {
  return redis.get(keys.agentPhone(agentId));
}

/**
 * Gives the agent a phone number, once. An agent keeps its number: later and concurrent calls
 * answer the same one. Numbers are unique across agents.
 *
 * 1. A number already assigned is returned as is.
 * 2. One caller per agent takes a Redis lock (SET NX PX); the others poll for its result.
 * 3. The lock holder searches numbers (area code, then state, then anywhere), claims the first
 *    one no other agent owns (SET NX on the number's owner key), buys it, and only then writes
 *    the agent's number. A failed purchase releases the claim: nothing half-written.
 */
export async function assignAgentPhone(o: AssignPhoneOptions): Promise<{ phoneNumber: string; created: boolean }> {
  const { redis, provider, log, agentId, lockTtlMs = 60_000, waitMs = 45_000, pollMs = 50 } = o;
  const phoneKey = keys.agentPhone(agentId);
  const lockKey = keys.agentPhoneLock(agentId);
  const existing = await redis.get(phoneKey);
  if (existing) return { phoneNumber: existing, created: false };

  const token = randomUUID();
  const deadline = Date.now() + waitMs;
  while ((await redis.set(lockKey, token, 'PX', lockTtlMs, 'NX')) !== 'OK') {
    await sleep(pollMs);
    const now = await redis.get(phoneKey);
    if (now) return { phoneNumber: now, created: false };
    if (Date.now() > deadline) throw new TelephonyError('busy', 'timed out waiting for a concurrent assignment');
  }
  try {
    const again = await redis.get(phoneKey);
    if (again) return { phoneNumber: again, created: false };
    await o.beforePurchase?.();

    const chosen = await claimNumber(o, agentId);
    let bought: string;
    try {
      bought = (await provider.purchaseNumber({ phoneNumber: chosen, voiceUrl: o.voiceUrl, friendlyName: o.friendlyName })).phoneNumber || chosen;
    } catch (err) {
      await redis.eval(DEL_IF, 1, keys.phoneOwner(chosen), agentId);
      throw err;
    }
    if (bought !== chosen) {
      // The provider gave a different number than the one searched: own that one instead.
      await redis.eval(DEL_IF, 1, keys.phoneOwner(chosen), agentId);
      await redis.set(keys.phoneOwner(bought), agentId);
    }
    await redis.set(phoneKey, bought);
    log.info({ agentId, provider: provider.name }, 'phone number assigned');
    return { phoneNumber: bought, created: true };
  } finally {
    await redis.eval(DEL_IF, 1, lockKey, token);
  }
}

/** Searches from most to least local and claims the first number no agent owns yet. */
async function claimNumber({ redis, provider, areaCode, state }: AssignPhoneOptions, agentId: string): Promise<string> {
  const queries = [
    ...(areaCode ? [{ areaCode }] : []),
    ...(state ? [{ state }] : []),
    {},
  ];
  const seen = new Set<string>();
  for (const q of queries) {
    const found = await provider.searchLocalNumbers({ ...q, limit: 20 });
    for (const n of found) {
      if (seen.has(n)) continue;
      seen.add(n);
      if ((await redis.set(keys.phoneOwner(n), agentId, 'NX')) === 'OK') return n;
    }
  }
  throw new TelephonyError('no-numbers', 'no phone numbers available');
}
