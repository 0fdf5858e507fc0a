import type Stripe from 'stripe';
import type { BillingEvent, BillingStatus } from './state';

const idOf = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === 'string' ? v : v.id);

const STATUSES = new Set<BillingStatus>(['trialing', 'active', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused']);
const status = (s: string): BillingStatus | null => (STATUSES.has(s as BillingStatus) ? (s as BillingStatus) : null);

interface SubscriptionLike {
  id: string;
  status: string;
  customer: string | { id: string };
  trial_end?: number | null;
  cancel_at_period_end?: boolean | null;
  /** API versions before 2025-03 carry the period on the subscription… */
  current_period_end?: number | null;
  /** …later ones on each item. */
  items?: { data?: Array<{ current_period_end?: number | null }> } | null;
  metadata?: Record<string, string> | null;
}
interface InvoiceLike {
  customer: string | { id: string } | null;
  amount_paid?: number;
  parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
}
interface SessionLike {
  id: string;
  customer: string | { id: string } | null;
  subscription: string | { id: string } | null;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  mode?: string;
}

/**
 * The Stripe events we act on, reduced to a BillingEvent; null for the rest (answered 200 and
 * ignored). A checkout completes into a trial (our only checkout has a 14-day trial); a paid
 * invoice with money in it means active (the $0 trial invoice changes nothing).
 */
export function fromStripeEvent(event: Stripe.Event): BillingEvent | null {
  const base = { id: event.id, created: event.created };
  const obj = event.data.object as unknown;
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = obj as SessionLike;
      if (s.mode && s.mode !== 'subscription') return null;
      return {
        ...base,
        kind: 'checkout.completed',
        agentId: s.metadata?.agentId ?? s.client_reference_id ?? null,
        customerId: idOf(s.customer),
        subscriptionId: idOf(s.subscription),
        checkoutSessionId: s.id,
        status: 'trialing',
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.trial_will_end': {
      const sub = obj as SubscriptionLike;
      const kind = event.type === 'customer.subscription.deleted' ? 'subscription.deleted' : event.type === 'customer.subscription.trial_will_end' ? 'trial.ending' : 'subscription.changed';
      return {
        ...base,
        kind,
        agentId: sub.metadata?.agentId ?? null,
        customerId: idOf(sub.customer),
        subscriptionId: sub.id,
        trialEnd: sub.trial_end ?? null,
        periodEnd: sub.items?.data?.[0]?.current_period_end ?? sub.current_period_end ?? null,
        cancelAtPeriodEnd: kind === 'trial.ending' ? null : Boolean(sub.cancel_at_period_end),
        status: kind === 'subscription.deleted' ? 'canceled' : kind === 'trial.ending' ? null : status(sub.status),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const inv = obj as InvoiceLike;
      const paid = event.type === 'invoice.paid';
      return {
        ...base,
        kind: paid ? 'invoice.paid' : 'payment.failed',
        customerId: idOf(inv.customer),
        subscriptionId: idOf(inv.parent?.subscription_details?.subscription ?? null),
        status: paid ? ((inv.amount_paid ?? 0) > 0 ? 'active' : null) : 'past_due',
      };
    }
    default:
      return null;
  }
}
