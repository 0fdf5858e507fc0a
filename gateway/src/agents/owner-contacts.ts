import type { Redis } from 'ioredis';
import { keys } from '../store';
import type { AgentRecord } from './agents';

/**
 * The owner's own contacts (issue 14): the mobile that transfers and urgent texts go to and the
 * email for alerts. They are distinct from the public business phone and email scraped from the
 * website, which are never used to reach the owner.
 */
export interface OwnerContacts {
  /** E.164, or null when the owner has not given one. */
  mobile: string | null;
  /** Alert address, or null. */
  alertEmail: string | null;
  /** Summaries batched into one daily email instead of one per call. */
  dailyDigest: boolean;
}

/** US numbers in any common spelling → E.164; null when it is not a 10-digit US number. */
export function toUsE164(raw: string | undefined | null): string | null {
  const d = (raw ?? '').replace(/\D/g, '');
  if (d.length === 10 && /^[2-9]/.test(d)) return `+1${d}`;
  if (d.length === 11 && d.startsWith('1') && /^[2-9]/.test(d.slice(1))) return `+${d}`;
  return null;
}

/** Remembers a number whose calls reach us forwarded (the `ForwardedFrom` of an incoming call). */
export async function noteForwardedToUs(redis: Redis, raw: string | undefined): Promise<void> {
  const n = toUsE164(raw);
  if (n) await redis.sadd(keys.forwardedToUs(), n);
}

export class TransferNumberError extends Error {
  override name = 'TransferNumberError';
}

export const TRANSFER_MESSAGES = {
  invalid: 'Enter your mobile as a 10-digit US number, like (512) 555-0142.',
  ownNumber: "That is your receptionist's own number. Enter your personal mobile, so transfers ring you and not the receptionist.",
  forwarded:
    'Calls to that number are forwarded to your receptionist, so a transfer there would ring back to us. Enter a mobile that rings you directly.',
} as const;

/**
 * Checks a number before it is saved as the transfer target: a real US number that is neither one
 * of our agents' numbers nor a number whose calls are forwarded to us (which would loop).
 * Returns E.164 or throws TransferNumberError with a message for the owner.
 */
export async function checkTransferNumber(redis: Redis, raw: string): Promise<string> {
  const n = toUsE164(raw);
  if (!n) throw new TransferNumberError(TRANSFER_MESSAGES.invalid);
  const [owner, forwarded] = await Promise.all([redis.get(keys.phoneOwner(n)), redis.sismember(keys.forwardedToUs(), n)]);
  if (owner) throw new TransferNumberError(TRANSFER_MESSAGES.ownNumber);
  if (forwarded === 1) throw new TransferNumberError(TRANSFER_MESSAGES.forwarded);
  return n;
}

/** Whether a transfer may dial this number right now (re-checked at call time: forwarding may have started since). */
export async function safeTransferTarget(redis: Redis, agentId: string, e164: string | null): Promise<string | null> {
  if (!e164) return null;
  const [owner, forwarded, agentPhone] = await Promise.all([redis.get(keys.phoneOwner(e164)), redis.sismember(keys.forwardedToUs(), e164), redis.get(keys.agentPhone(agentId))]);
  if (owner || forwarded === 1 || agentPhone === e164) return null;
  return e164;
}

const FIELD = 'ownerContacts';

/** The saved contacts (owner settings), else those given at creation (wizard / setup assistant, in the business data). */
export function ownerContactsOf(agent: Pick<AgentRecord, 'businessData' | 'ownerContacts'>): OwnerContacts {
  if (agent.ownerContacts) return agent.ownerContacts;
  const b = agent.businessData;
  return { mobile: toUsE164(b.OwnerMobile), alertEmail: b.OwnerAlertEmail?.trim() || null, dailyDigest: false };
}

/** Kept async for callers that hold only an id-bearing record; reads nothing more than the record. */
export async function getOwnerContacts(_redis: Redis, agent: Pick<AgentRecord, 'businessData' | 'ownerContacts'>): Promise<OwnerContacts> {
  return ownerContactsOf(agent);
}

/**
 * Saves the owner's contacts (owner portal settings). The mobile is checked with
 * checkTransferNumber; throws TransferNumberError (nothing saved) when it is refused.
 */
export async function setOwnerContacts(redis: Redis, agent: Pick<AgentRecord, 'id' | 'businessData' | 'ownerContacts'>, change: { mobile?: string | null; alertEmail?: string | null; dailyDigest?: boolean }): Promise<OwnerContacts> {
  const current = ownerContactsOf(agent);
  const next: OwnerContacts = { ...current };
  if (change.mobile !== undefined) next.mobile = change.mobile ? await checkTransferNumber(redis, change.mobile) : null;
  if (change.alertEmail !== undefined) next.alertEmail = change.alertEmail?.trim() || null;
  if (change.dailyDigest !== undefined) next.dailyDigest = change.dailyDigest;
  await redis.hset(keys.agent(agent.id), FIELD, JSON.stringify(next));
  return next;
}
