import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { fromStripeEvent } from './stripe-events';

const ev = (type: string, object: Record<string, unknown>) => ({ id: 'evt_1', object: 'event', type, created: 1_800_000_000, data: { object } }) as unknown as Stripe.Event;

describe('fromStripeEvent', () => {
  it('turns a paid invoice with money in it into active', () => {
    expect(fromStripeEvent(ev('invoice.paid', { customer: 'cus_1', amount_paid: 2900 }))).toMatchObject({ kind: 'invoice.paid', customerId: 'cus_1', status: 'active' });
  });
  it('leaves the status alone for the $0 trial invoice', () => {
    expect(fromStripeEvent(ev('invoice.paid', { customer: 'cus_1', amount_paid: 0 }))!.status).toBeNull();
  });
  it('turns a failed payment into past_due', () => {
    expect(fromStripeEvent(ev('invoice.payment_failed', { customer: { id: 'cus_2' } }))).toMatchObject({ kind: 'payment.failed', customerId: 'cus_2', status: 'past_due' });
  });
  it('records a trial ending without changing the status', () => {
    expect(fromStripeEvent(ev('customer.subscription.trial_will_end', { id: 'sub_1', status: 'trialing', customer: 'cus_3', trial_end: 1_800_100_000, metadata: { agentId: 'agent_x1' } }))).toMatchObject({ kind: 'trial.ending', status: null, agentId: 'agent_x1', trialEnd: 1_800_100_000 });
  });
  it('ignores checkout sessions that are not subscriptions and events we do not handle', () => {
    expect(fromStripeEvent(ev('checkout.session.completed', { id: 'cs_1', mode: 'payment', customer: null, subscription: null }))).toBeNull();
    expect(fromStripeEvent(ev('charge.refunded', {}))).toBeNull();
  });
});
