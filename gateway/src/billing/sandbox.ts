import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { keys } from '../store';
import type { BillingProvider, CheckoutRequest, CheckoutSessionInfo, CustomerInfo, InvoiceInfo, PortalRequest, UsageReport } from './port';
import type { BillingEvent } from './state';

export interface SandboxCheckout {
  id: string;
  agentId: string;
  customerId: string;
  successPath: string;
  cancelPath: string;
  status: 'open' | 'complete' | 'expired';
  subscriptionId: string | null;
  createdAt: string;
}

const SESSION_TTL_S = 24 * 60 * 60;
const rid = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

export async function getSandboxCheckout(redis: Redis, id: string): Promise<SandboxCheckout | null> {
  if (!/^cs_sandbox_[0-9a-f]{24}$/.test(id)) return null;
  const raw = await redis.get(keys.sandboxCheckout(id));
  return raw ? (JSON.parse(raw) as SandboxCheckout) : null;
}

/** Only an open session completes (one click, one subscription). KEYS[1] session; ARGV new JSON. */
const COMPLETE = `
local raw = redis.call('GET', KEYS[1])
if not raw then return nil end
local s = cjson.decode(raw)
if s.status ~= 'open' then return raw end
redis.call('SET', KEYS[1], ARGV[1], 'KEEPTTL')
return ARGV[1]`;

/**
 * "Start trial" on the sandbox checkout page: the session completes with a sandbox subscription
 * and the same BillingEvent a real `checkout.session.completed` webhook produces.
 */
export async function completeSandboxCheckout(redis: Redis, id: string, now: Date): Promise<{ session: SandboxCheckout; event: BillingEvent } | null> {
  const s = await getSandboxCheckout(redis, id);
  if (!s) return null;
  const next: SandboxCheckout = { ...s, status: 'complete', subscriptionId: rid('sub') };
  const raw = (await redis.eval(COMPLETE, 1, keys.sandboxCheckout(id), JSON.stringify(next))) as string | null;
  if (!raw) return null;
  const session = JSON.parse(raw) as SandboxCheckout;
  const created = Math.floor(now.getTime() / 1000);
  return {
    session,
    event: {
      id: `evt_sandbox_checkout_${id}`,
      kind: 'checkout.completed',
      created,
      agentId: session.agentId,
      customerId: session.customerId,
      subscriptionId: session.subscriptionId,
      checkoutSessionId: session.id,
      status: 'trialing',
      trialEnd: created + 14 * 24 * 60 * 60,
    },
  };
}

export interface SandboxPortal {
  id: string;
  agentId: string;
  customerId: string;
  returnPath: string;
}

export async function getSandboxPortal(redis: Redis, id: string): Promise<SandboxPortal | null> {
  if (!/^bps_sandbox_[0-9a-f]{24}$/.test(id)) return null;
  const raw = await redis.get(keys.sandboxPortal(id));
  return raw ? (JSON.parse(raw) as SandboxPortal) : null;
}

const PORTAL_TTL_S = 60 * 60;
const DEFAULT_PERIOD_S = 30 * 24 * 60 * 60;

/**
 * "Cancel subscription" on the sandbox portal: the same BillingEvent a real
 * `customer.subscription.updated` with cancel_at_period_end produces. The period it ends at is
 * the one already recorded (or the trial's end); without either, 30 days from now.
 */
export function sandboxPortalEvent({ agentId, cancel, periodEnd, trialEnd, nowS, nonce = randomBytes(6).toString('hex') }: { agentId: string; cancel: boolean; periodEnd: number | null; trialEnd: number | null; nowS: number; nonce?: string }): BillingEvent {
  return {
    id: `evt_sandbox_portal_${cancel ? 'cancel' : 'resume'}_${agentId}_${nowS}_${nonce}`, kind: 'subscription.changed', created: nowS, agentId,
    periodEnd: periodEnd ?? trialEnd ?? nowS + DEFAULT_PERIOD_S, cancelAtPeriodEnd: cancel,
  };
}

/** Offline adapter: sessions in Redis, a gateway-hosted checkout page, usage kept in a list. */
export function sandboxBilling({ redis }: { redis: Redis }): BillingProvider {
  return {
    name: 'sandbox',
    mode: 'sandbox',
    async createCustomer(_info: CustomerInfo, _agentId: string) {
      return rid('cus');
    },
    async createCheckout(req: CheckoutRequest) {
      const id = rid('cs');
      const s: SandboxCheckout = { id, agentId: req.agentId, customerId: req.customerId, successPath: req.successPath, cancelPath: req.cancelPath, status: 'open', subscriptionId: null, createdAt: new Date().toISOString() };
      await redis.set(keys.sandboxCheckout(id), JSON.stringify(s), 'EX', SESSION_TTL_S);
      return { id, url: `/sandbox/checkout/${id}` };
    },
    async getCheckout(sessionId: string): Promise<CheckoutSessionInfo | null> {
      const s = await getSandboxCheckout(redis, sessionId);
      return s ? { id: s.id, agentId: s.agentId, status: s.status, customerId: s.customerId, subscriptionId: s.subscriptionId } : null;
    },
    async reportUsage(report: UsageReport) {
      await redis.lpush(keys.sandboxMeterEvents(), JSON.stringify(report));
      await redis.ltrim(keys.sandboxMeterEvents(), 0, 9_999);
    },
    async createPortal(req: PortalRequest) {
      const id = rid('bps');
      const s: SandboxPortal = { id, agentId: req.agentId, customerId: req.customerId, returnPath: req.returnPath };
      await redis.set(keys.sandboxPortal(id), JSON.stringify(s), 'EX', PORTAL_TTL_S);
      return { url: `/sandbox/billing-portal/${id}` };
    },
    async listInvoices(_customerId: string, _limit: number): Promise<InvoiceInfo[]> {
      // The sandbox takes no money, so it issues no invoices.
      return [];
    },
  };
}
