import type { Redis } from 'ioredis';
import { keys } from '../store';

/** Where an agent's subscription stands (the provider's subscription statuses plus our own `none`). */
export type BillingStatus = 'none' | 'trialing' | 'active' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'paused';

export interface AgentBilling {
  status: BillingStatus;
  customerId: string | null;
  subscriptionId: string | null;
  checkoutSessionId: string | null;
  /** Epoch seconds. */
  trialEnd: number | null;
  trialEndingNoticeAt: number | null;
  lastInvoicePaidAt: number | null;
  lastPaymentFailedAt: number | null;
  /** Epoch seconds: end of the period already paid for (or of the trial). */
  periodEnd: number | null;
  /** The owner cancelled: the subscription ends at `periodEnd`. */
  cancelAtPeriodEnd: boolean;
  /** How many distinct billing events were applied. */
  events: number;
}

/**
 * A provider event reduced to what changes our state. Webhooks, the redirect confirmation and
 * the sandbox checkout all produce these and go through `applyBillingEvent`.
 */
export interface BillingEvent {
  id: string;
  kind: 'checkout.completed' | 'subscription.changed' | 'subscription.deleted' | 'trial.ending' | 'invoice.paid' | 'payment.failed';
  /** Epoch seconds when the provider created the event (orders status changes). */
  created: number;
  agentId?: string | null;
  customerId?: string | null;
  subscriptionId?: string | null;
  checkoutSessionId?: string | null;
  status?: BillingStatus | null;
  trialEnd?: number | null;
  /** Epoch seconds: end of the current period. */
  periodEnd?: number | null;
  cancelAtPeriodEnd?: boolean | null;
}

/** Billing lives on the agent's hash as `billing.*` fields (agents/ owns `record`). */
const F = (name: string) => `billing.${name}`;

/**
 * Atomic: the event id is claimed with SET NX (a second delivery, even a concurrent one, finds
 * it taken and changes nothing); the status is only moved by an event at least as new as the
 * one that set it (Stripe does not promise order). Other fields are facts and always written.
 * KEYS: event marker, agent hash. ARGV: ttlS, created, status|'' , then field/value pairs.
 * Returns 1 applied, 0 duplicate, -1 no such agent (the marker is still kept).
 */
const APPLY = `
if not redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[1]) then return 0 end
if redis.call('HEXISTS', KEYS[2], 'record') == 0 then return -1 end
for i = 4, #ARGV, 2 do redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1]) end
local created = tonumber(ARGV[2])
local at = tonumber(redis.call('HGET', KEYS[2], '${F('statusAt')}') or '0')
if ARGV[3] ~= '' and created >= at then
  redis.call('HSET', KEYS[2], '${F('status')}', ARGV[3], '${F('statusAt')}', ARGV[2])
end
redis.call('HINCRBY', KEYS[2], '${F('events')}', 1)
return 1`;

export const EVENT_TTL_S = 60 * 60 * 24 * 30;

export type ApplyResult = 'applied' | 'duplicate' | 'unknown-agent';

export async function agentForCustomer(redis: Redis, customerId: string): Promise<string | null> {
  return redis.get(keys.billingCustomer(customerId));
}

/** Records the agent's provider customer unless one is already recorded; answers the one that stands. */
export async function linkCustomerOnce(redis: Redis, agentId: string, customerId: string): Promise<string> {
  const set = await redis.hsetnx(keys.agent(agentId), F('customerId'), customerId);
  const standing = set ? customerId : ((await redis.hget(keys.agent(agentId), F('customerId'))) ?? customerId);
  await redis.set(keys.billingCustomer(standing), agentId, 'NX');
  return standing;
}

export async function applyBillingEvent(redis: Redis, ev: BillingEvent): Promise<ApplyResult> {
  const agentId = ev.agentId ?? (ev.customerId ? await agentForCustomer(redis, ev.customerId) : null);
  if (!agentId) {
    // Still claim the id so a redelivery is a no-op too.
    const fresh = await redis.set(keys.billingEvent(ev.id), '1', 'EX', EVENT_TTL_S, 'NX');
    return fresh ? 'unknown-agent' : 'duplicate';
  }
  const fields: string[] = [];
  const put = (k: string, v: string | number | null | undefined) => {
    if (v !== undefined && v !== null) fields.push(F(k), String(v));
  };
  put('customerId', ev.customerId);
  put('subscriptionId', ev.subscriptionId);
  put('checkoutSessionId', ev.checkoutSessionId);
  put('trialEnd', ev.trialEnd);
  put('periodEnd', ev.periodEnd);
  if (ev.cancelAtPeriodEnd !== undefined && ev.cancelAtPeriodEnd !== null) put('cancelAtPeriodEnd', ev.cancelAtPeriodEnd ? '1' : '0');
  if (ev.kind === 'trial.ending') put('trialEndingNoticeAt', ev.created);
  if (ev.kind === 'invoice.paid') put('lastInvoicePaidAt', ev.created);
  if (ev.kind === 'payment.failed') put('lastPaymentFailedAt', ev.created);
  const r = (await redis.eval(APPLY, 2, keys.billingEvent(ev.id, agentId), keys.agent(agentId), EVENT_TTL_S, ev.created, ev.status ?? '', ...fields)) as number;
  if (r === 1 && ev.customerId) await redis.set(keys.billingCustomer(ev.customerId), agentId, 'NX');
  return r === 1 ? 'applied' : r === 0 ? 'duplicate' : 'unknown-agent';
}

const num = (v: string | undefined) => (v === undefined || v === '' ? null : Number(v));

export async function getAgentBilling(redis: Redis, agentId: string): Promise<AgentBilling> {
  const h = await redis.hgetall(keys.agent(agentId));
  return {
    status: (h[F('status')] as BillingStatus | undefined) ?? 'none',
    customerId: h[F('customerId')] ?? null,
    subscriptionId: h[F('subscriptionId')] ?? null,
    checkoutSessionId: h[F('checkoutSessionId')] ?? null,
    trialEnd: num(h[F('trialEnd')]),
    trialEndingNoticeAt: num(h[F('trialEndingNoticeAt')]),
    lastInvoicePaidAt: num(h[F('lastInvoicePaidAt')]),
    lastPaymentFailedAt: num(h[F('lastPaymentFailedAt')]),
    periodEnd: num(h[F('periodEnd')]),
    cancelAtPeriodEnd: h[F('cancelAtPeriodEnd')] === '1',
    events: num(h[F('events')]) ?? 0,
  };
}
