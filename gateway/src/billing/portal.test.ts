import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAccess } from './access';
import { currentPeriod } from './metered';
import { sandboxPortalEvent } from './sandbox';
import { fromStripeEvent } from './stripe-events';
import { fakeStripeBilling, startFakeStripe, type FakeStripe } from '../../../tests/kit/stripe-fake';
import type { StripeBilling } from './stripe';
import type Stripe from 'stripe';

let fake: FakeStripe;
let billing: StripeBilling;
beforeAll(async () => {
  fake = await startFakeStripe();
  billing = fakeStripeBilling(fake);
});
afterAll(() => fake.close());

describe('Stripe billing portal and invoices (contract, official SDK)', () => {
  it('creates a billing-portal session for the customer that returns to the billing page', async () => {
    const r = await billing.createPortal({ agentId: 'agent_x', customerId: 'cus_test_42', returnPath: '/dashboard/agent_x/billing' });
    const [req] = fake.calls('POST', '/v1/billing_portal/sessions');
    expect(req!.form.get('customer')).toBe('cus_test_42');
    expect(req!.form.get('return_url')).toBe('https://bookline.test/dashboard/agent_x/billing');
    expect(r.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_test_\d+$/);
  });

  it('lists the customer\'s invoices newest first, amount due or paid', async () => {
    const list = await billing.listInvoices('cus_test_42', 12);
    const req = fake.calls('GET', '/v1/invoices').at(-1)!;
    expect(req.query.get('customer')).toBe('cus_test_42');
    expect(req.query.get('limit')).toBe('12');
    expect(list).toStrictEqual([
      { id: 'in_test_2', created: 1_772_000_000, amountCents: 3250, status: 'open', url: 'https://invoice.stripe.test/i/2' },
      { id: 'in_test_1', created: 1_770_000_000, amountCents: 2900, status: 'paid' },
    ]);
  });

  it('answers a provider failure as a BillingError (not the provider message)', async () => {
    const broken = fakeStripeBilling({ ...fake, server: { ...fake.server, url: 'http://127.0.0.1:9' } });
    await expect(broken.createPortal({ agentId: 'agent_x', customerId: 'cus_1', returnPath: '/' })).rejects.toMatchObject({ name: 'BillingError', retryable: true });
  });
});

describe('subscription events carry the period and the cancellation', () => {
  const sub = (over: Record<string, unknown>) => ({ id: 'evt_1', object: 'event', type: 'customer.subscription.updated', created: 1_800_000_000, data: { object: { id: 'sub_1', status: 'active', customer: 'cus_1', items: { data: [{ current_period_end: 1_802_000_000 }] }, ...over } } }) as unknown as Stripe.Event;
  it('reads the period end from the subscription item and cancel_at_period_end', () => {
    expect(fromStripeEvent(sub({ cancel_at_period_end: true }))).toMatchObject({ kind: 'subscription.changed', status: 'active', periodEnd: 1_802_000_000, cancelAtPeriodEnd: true });
  });
  it('falls back to the subscription-level period of older API versions', () => {
    expect(fromStripeEvent(sub({ items: { data: [] }, current_period_end: 1_801_000_000 }))).toMatchObject({ periodEnd: 1_801_000_000, cancelAtPeriodEnd: false });
  });
  it('an unpaid subscription keeps its status (the agent stops at the period end)', () => {
    expect(fromStripeEvent(sub({ status: 'unpaid' }))).toMatchObject({ status: 'unpaid', periodEnd: 1_802_000_000 });
  });
});

describe('serviceAccess: who still takes calls', () => {
  const base = { status: 'active' as const, periodEnd: 2_000, trialEnd: null, cancelAtPeriodEnd: false, lastInvoicePaidAt: 1_000 };
  it('active, past due and never subscribed agents take calls', () => {
    expect(serviceAccess(base, 5_000)).toStrictEqual({ ok: true });
    expect(serviceAccess({ ...base, status: 'past_due' }, 5_000)).toStrictEqual({ ok: true });
    expect(serviceAccess({ ...base, status: 'none', periodEnd: null, lastInvoicePaidAt: null }, 5_000)).toStrictEqual({ ok: true });
  });
  it('cancelled at period end: calls until the end, refused from it', () => {
    const c = { ...base, cancelAtPeriodEnd: true };
    expect(serviceAccess(c, 1_999)).toStrictEqual({ ok: true });
    expect(serviceAccess(c, 2_000)).toStrictEqual({ ok: false, code: 'subscription_ended' });
  });
  it('unpaid or cancelled: refused after the period; a trial that never paid says trial_ended', () => {
    expect(serviceAccess({ ...base, status: 'unpaid' }, 1_500)).toStrictEqual({ ok: true });
    expect(serviceAccess({ ...base, status: 'unpaid' }, 2_500)).toStrictEqual({ ok: false, code: 'subscription_ended' });
    expect(serviceAccess({ ...base, status: 'canceled', periodEnd: null, trialEnd: 3_000, lastInvoicePaidAt: null }, 3_000)).toStrictEqual({ ok: false, code: 'trial_ended' });
    expect(serviceAccess({ ...base, status: 'canceled', periodEnd: null, trialEnd: null }, 1)).toStrictEqual({ ok: false, code: 'subscription_ended' });
  });
});

describe('billing periods', () => {
  it('the month ending at the recorded period end', () => {
    const end = Date.parse('2026-03-15T10:00:00Z') / 1000;
    expect(currentPeriod({ periodEnd: end, trialEnd: null, now: 0, trialDays: 14, timeZone: 'America/Chicago' })).toStrictEqual({ start: Date.parse('2026-02-15T10:00:00Z'), end: end * 1000 });
  });
  it('the trial when there is no period yet, else the calendar month', () => {
    const trialEnd = Date.parse('2026-03-15T00:00:00Z') / 1000;
    expect(currentPeriod({ periodEnd: null, trialEnd, now: 0, trialDays: 14, timeZone: 'America/Chicago' })).toStrictEqual({ start: Date.parse('2026-03-01T00:00:00Z'), end: trialEnd * 1000 });
    // The business's calendar month (Austin: March 1 00:00 CST to April 1 00:00 CDT, over the DST change).
    expect(currentPeriod({ periodEnd: null, trialEnd: null, now: Date.parse('2026-03-20T12:00:00Z'), trialDays: 14, timeZone: 'America/Chicago' })).toStrictEqual({ start: Date.parse('2026-03-01T06:00:00Z'), end: Date.parse('2026-04-01T05:00:00Z') });
  });
  it("without a period, the evening of the last day of a month is still that month where the business is", () => {
    // 7 PM on 31 October in Austin is already 1 November in UTC.
    expect(currentPeriod({ periodEnd: null, trialEnd: null, now: Date.parse('2026-11-01T00:00:00Z'), trialDays: 14, timeZone: 'America/Chicago' })).toStrictEqual({ start: Date.parse('2026-10-01T05:00:00Z'), end: Date.parse('2026-11-01T05:00:00Z') });
  });
  it('the sandbox portal cancels at the recorded period (or the trial) end', () => {
    expect(sandboxPortalEvent({ agentId: 'agent_a', cancel: true, periodEnd: null, trialEnd: 900, nowS: 100, nonce: 'n' })).toStrictEqual({ id: 'evt_sandbox_portal_cancel_agent_a_100_n', kind: 'subscription.changed', created: 100, agentId: 'agent_a', periodEnd: 900, cancelAtPeriodEnd: true });
  });
});
