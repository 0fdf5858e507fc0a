import type { Redis } from 'ioredis';
import { CHECKLIST_KEYS, type Checklist, type ChecklistKey, type CustomerInfo } from '@bookline/contracts';
import { keys } from '../store';

/** Calendar-setup state per agent: one hash, `check.<key>` = 1|0, plus the owner's ICS address. */
export async function getChecklist(redis: Redis, agentId: string): Promise<Checklist> {
  const h = await redis.hgetall(keys.onboarding(agentId));
  return Object.fromEntries(CHECKLIST_KEYS.map((k) => [k, h[`check.${k}`] === '1'])) as Checklist;
}

export async function setChecklistItem(redis: Redis, agentId: string, key: ChecklistKey, complete: boolean): Promise<Checklist> {
  await redis.hset(keys.onboarding(agentId), `check.${key}`, complete ? '1' : '0');
  return getChecklist(redis, agentId);
}

export interface SavedIcs {
  url: string;
  events: number;
  checkedAt: string;
}

export async function saveIcs(redis: Redis, agentId: string, ics: SavedIcs): Promise<void> {
  await redis.hset(keys.onboarding(agentId), 'icsUrl', ics.url, 'icsEvents', String(ics.events), 'icsCheckedAt', ics.checkedAt);
}

/** The owner's ICS address is a secret (it reveals their whole calendar): for the receptionist only. */
export async function getIcs(redis: Redis, agentId: string): Promise<SavedIcs | null> {
  const [url, events, checkedAt] = await redis.hmget(keys.onboarding(agentId), 'icsUrl', 'icsEvents', 'icsCheckedAt');
  return url ? { url, events: Number(events ?? 0), checkedAt: checkedAt ?? '' } : null;
}

/** `https://calendar.google.com/…/basic.ics` → `calendar.google.com/…basic.ics` style: host plus the last 8 characters. */
export function maskUrl(url: string): string {
  try {
    const u = new URL(url);
    const tail = (u.pathname + u.search).slice(-8);
    return `${u.host}/…${tail}`;
  } catch {
    return '…';
  }
}

/** Trial signup's answers (JSON), per agent. */
export async function saveCustomerInfo(redis: Redis, agentId: string, info: CustomerInfo): Promise<void> {
  await redis.hset(keys.onboarding(agentId), 'customerInfo', JSON.stringify(info));
}

export async function getCustomerInfo(redis: Redis, agentId: string): Promise<CustomerInfo | null> {
  const raw = await redis.hget(keys.onboarding(agentId), 'customerInfo');
  return raw ? (JSON.parse(raw) as CustomerInfo) : null;
}

/** A call reached the agent's number forwarded from the owner's line: forwarding works. */
export async function noteForwardingSeen(redis: Redis, agentId: string, at: Date): Promise<void> {
  await redis.hsetnx(keys.onboarding(agentId), 'forwardingSeenAt', at.toISOString());
}

export async function forwardingSeen(redis: Redis, agentId: string): Promise<boolean> {
  return (await redis.hexists(keys.onboarding(agentId), 'forwardingSeenAt')) === 1;
}
