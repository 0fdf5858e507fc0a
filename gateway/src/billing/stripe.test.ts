import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, validBusiness } from '../../../tests/kit/app';
import { createLogger } from '../logging';
import { getAgentBilling } from './state';
import { createUsageReporter } from './usage';
import { fakeStripeBilling, LOOKUP, startFakeStripe, WEBHOOK_SECRET, type FakeStripe } from '../../../tests/kit/stripe-fake';
import type { StripeBilling } from './stripe';

let fake: FakeStripe;
let billing: StripeBilling;
let t: ReturnType<typeof testApp>;

beforeAll(async () => {
  fake = await startFakeStripe();
  billing = fakeStripeBilling(fake);
  t = testApp({ services: { billing }, env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });
});
afterAll(async () => {
  await fake.close();
  t.redis.disconnect();
});

const customerInfo = { name: 'Pat Owner', email: 'pat@example.com', address: '100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' };

async function newAgent(): Promise<string> {
  const r = await t.call('create-full-agent', { email: 'pat@example.com', businessData: validBusiness(), smsConsent: false });
  return r.json.agentId as string;
}

async function subscribe(agentId: string) {
  return t.call('create-subscription', { agentId, customerInfo });
}

function sign(payload: string, timestamp?: number) {
  return billing.client.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, ...(timestamp ? { timestamp } : {}) });
}

async function postWebhook(payload: string, signature: string) {
  const res = await t.app.request('/webhooks/stripe', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const event = (id: string, type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) =>
  JSON.stringify({ id, object: 'event', type, created, api_version: '2026-10-28.endive', livemode: false, data: { object } });

describe('create-subscription against Stripe (contract)', () => {
  it('creates a subscription-mode Checkout Session with both plan prices, a 14-day trial, the customer and our URLs', async () => {
    const agentId = await newAgent();
    const r = await subscribe(agentId);
    expect(r.status).toBe(200);
    const [session] = fake.calls('POST', '/v1/checkout/sessions').filter((q) => q.form.get('client_reference_id') === agentId);
    expect(r.json).toStrictEqual({ url: `https://checkout.stripe.test/c/pay/${[...fake.sessions.values()].find((s) => s.client_reference_id === agentId)!.id}`, sandbox: false });
    const f = session!.form;
    expect(f.get('mode')).toBe('subscription');
    expect(f.get('line_items[0][price]')).toBe('price_monthly_1');
    expect(f.get('line_items[0][quantity]')).toBe('1');
    expect(f.get('line_items[1][price]')).toBe('price_appt_1');
    expect(f.get('line_items[1][quantity]')).toBeNull();
    expect(f.get('subscription_data[trial_period_days]')).toBe('14');
    expect(f.get('subscription_data[metadata][agentId]')).toBe(agentId);
    expect(f.get('customer')).toMatch(/^cus_test_/);
    expect(f.get('success_url')).toBe(`https://bookline.test/calendar-setup?agentId=${agentId}&session_id={CHECKOUT_SESSION_ID}`);
    expect(f.get('cancel_url')).toMatch(/^https:\/\/bookline\.test\/trial-signup\?agentId=agent_[A-Za-z0-9]+$/);
  });

  it('looks the prices up by their lookup keys', async () => {
    await subscribe(await newAgent());
    const q = fake.calls('GET', '/v1/prices')[0]!.query;
    expect(q.getAll('lookup_keys[0]').concat(q.getAll('lookup_keys[1]'))).toStrictEqual([LOOKUP.monthlyLookupKey, LOOKUP.appointmentLookupKey]);
  });

  it('creates the customer with the signup details once and reuses it for a second checkout', async () => {
    const agentId = await newAgent();
    await subscribe(agentId);
    await subscribe(agentId);
    const mine = fake.calls('POST', '/v1/customers').filter((q) => q.form.get('metadata[agentId]') === agentId);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.form.get('address[postal_code]')).toBe('78701');
    expect(mine[0]!.form.get('email')).toBe('pat@example.com');
    const sessions = fake.calls('POST', '/v1/checkout/sessions').filter((q) => q.form.get('client_reference_id') === agentId);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.form.get('customer')).toMatch(/^cus_test_/);
    expect(sessions[1]!.form.get('customer')).toBe(sessions[0]!.form.get('customer'));
  });

  it('answers the spec error with 502 when Stripe fails, without leaking its message', async () => {
    const broken = testApp({ services: { billing: fakeStripeBilling({ ...fake, server: { ...fake.server, url: 'http://127.0.0.1:9' } }) }, redis: t.redis, cookies: t.browser.jar });
    const r = await broken.call('create-subscription', { agentId: await newAgent(), customerInfo });
    expect(r).toStrictEqual({ status: 502, json: { success: false, error: 'Failed to start subscription. Please try again.' } });
  });

  it('answers 404 for an agent that does not exist and 400 naming a missing customer field', async () => {
    expect((await t.call('create-subscription', { agentId: 'agent_nosuch123', customerInfo })).status).toBe(404);
    const bad = await t.call('create-subscription', { agentId: 'agent_nosuch123', customerInfo: { ...customerInfo, email: '' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/email/);
  });
});

describe('update-stripe-redirect (contract)', () => {
  it('confirms a completed session with Stripe and records the subscription on the agent', async () => {
    const agentId = await newAgent();
    await subscribe(agentId);
    const s = [...fake.sessions.values()].find((x) => x.client_reference_id === agentId)!;
    Object.assign(s, { status: 'complete', subscription: 'sub_test_42' });
    const r = await t.call('update-stripe-redirect', { agentId, queryString: `?agentId=${agentId}&session_id=${s.id}` });
    expect(r).toStrictEqual({ status: 200, json: { success: true, status: 'trialing' } });
    expect(fake.calls('GET', `/v1/checkout/sessions/${s.id}`)).toHaveLength(1);
    const b = await getAgentBilling(t.redis, agentId);
    expect(b).toMatchObject({ status: 'trialing', subscriptionId: 'sub_test_42', checkoutSessionId: s.id, customerId: s.customer });
  });

  it('refuses a session that is not complete (409), of another agent (403) or unknown (404)', async () => {
    const a = await newAgent();
    const b = await newAgent();
    await subscribe(a);
    const s = [...fake.sessions.values()].find((x) => x.client_reference_id === a)!;
    expect((await t.call('update-stripe-redirect', { agentId: a, queryString: `session_id=${s.id}` })).status).toBe(409);
    s.status = 'complete';
    expect((await t.call('update-stripe-redirect', { agentId: b, queryString: `session_id=${s.id}` })).status).toBe(403);
    expect((await t.call('update-stripe-redirect', { agentId: a, queryString: 'session_id=cs_test_missing' })).status).toBe(404);
    expect((await getAgentBilling(t.redis, b)).status).toBe('none');
  });
});

describe('POST /webhooks/stripe', () => {
  it('applies a correctly signed subscription event to the agent', async () => {
    const agentId = await newAgent();
    const payload = event(`evt_ok_${agentId}`, 'customer.subscription.updated', { id: 'sub_x', object: 'subscription', status: 'active', customer: 'cus_x', trial_end: 1_900_000_000, metadata: { agentId } });
    const r = await postWebhook(payload, sign(payload));
    expect(r).toStrictEqual({ status: 200, json: { received: true, result: 'applied' } });
    expect(await getAgentBilling(t.redis, agentId)).toMatchObject({ status: 'active', subscriptionId: 'sub_x', trialEnd: 1_900_000_000, events: 1 });
  });

  it('rejects a forged signature with 400 and changes nothing', async () => {
    const agentId = await newAgent();
    const payload = event(`evt_forged_${agentId}`, 'customer.subscription.deleted', { id: 'sub_y', object: 'subscription', status: 'canceled', customer: 'cus_y', metadata: { agentId } });
    const forged = billing.client.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const r = await postWebhook(payload, forged);
    expect(r.status).toBe(400);
    expect(r.json).toStrictEqual({ success: false, error: 'Invalid Stripe signature.' });
    expect((await getAgentBilling(t.redis, agentId)).status).toBe('none');
  });

  it('rejects a stale signature (older than the tolerance) with 400', async () => {
    const agentId = await newAgent();
    const payload = event(`evt_stale_${agentId}`, 'invoice.payment_failed', { id: 'in_1', object: 'invoice', customer: 'cus_z' });
    const r = await postWebhook(payload, sign(payload, Math.floor(Date.now() / 1000) - 3600));
    expect(r.status).toBe(400);
  });

  it('rejects a body altered after signing (the signature covers the raw bytes)', async () => {
    const agentId = await newAgent();
    const payload = event(`evt_alt_${agentId}`, 'customer.subscription.updated', { id: 'sub_a', object: 'subscription', status: 'active', customer: 'cus_a', metadata: { agentId } });
    const r = await postWebhook(payload.replace('"active"', '"canceled"'), sign(payload));
    expect(r.status).toBe(400);
  });

  it('processes a replayed event once: the second delivery changes nothing', async () => {
    const agentId = await newAgent();
    const payload = event(`evt_replay_${agentId}`, 'invoice.payment_failed', { id: 'in_2', object: 'invoice', customer: null, parent: null });
    // Link a customer first so the invoice event finds the agent.
    const link = event(`evt_link_${agentId}`, 'checkout.session.completed', { id: `cs_${agentId}`, object: 'checkout.session', mode: 'subscription', customer: `cus_${agentId}`, subscription: `sub_${agentId}`, metadata: { agentId } }, 1000);
    await postWebhook(link, sign(link));
    const failed = payload.replace('"customer":null', `"customer":"cus_${agentId}"`);
    const first = await postWebhook(failed, sign(failed));
    const before = await getAgentBilling(t.redis, agentId);
    const second = await postWebhook(failed, sign(failed));
    expect(first.json.result).toBe('applied');
    expect(second).toStrictEqual({ status: 200, json: { received: true, result: 'duplicate' } });
    expect(await getAgentBilling(t.redis, agentId)).toStrictEqual(before);
    expect(before).toMatchObject({ status: 'past_due', events: 2 });
  });

  it('processes an event delivered concurrently exactly once', async () => {
    const agentId = await newAgent();
    const payload = event(`evt_conc_${agentId}`, 'customer.subscription.trial_will_end', { id: 'sub_c', object: 'subscription', status: 'trialing', customer: 'cus_c', trial_end: 1_900_000_000, metadata: { agentId } });
    const results = await Promise.all(Array.from({ length: 8 }, () => postWebhook(payload, sign(payload))));
    expect(results.filter((r) => r.json.result === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r.json.result === 'duplicate')).toHaveLength(7);
    expect((await getAgentBilling(t.redis, agentId)).events).toBe(1);
  });

  it('keeps the newer status when an older event arrives late', async () => {
    const agentId = await newAgent();
    const now = Math.floor(Date.now() / 1000);
    const newer = event(`evt_new_${agentId}`, 'customer.subscription.updated', { id: 'sub_o', object: 'subscription', status: 'active', customer: 'cus_o', metadata: { agentId } }, now);
    const older = event(`evt_old_${agentId}`, 'customer.subscription.updated', { id: 'sub_o', object: 'subscription', status: 'trialing', customer: 'cus_o', metadata: { agentId } }, now - 60);
    await postWebhook(newer, sign(newer));
    await postWebhook(older, sign(older));
    expect((await getAgentBilling(t.redis, agentId)).status).toBe('active');
  });

  it('marks the subscription canceled on customer.subscription.deleted', async () => {
    const agentId = await newAgent();
    const payload = event(`evt_del_${agentId}`, 'customer.subscription.deleted', { id: 'sub_d', object: 'subscription', status: 'canceled', customer: 'cus_d', metadata: { agentId } });
    await postWebhook(payload, sign(payload));
    expect((await getAgentBilling(t.redis, agentId)).status).toBe('canceled');
  });
});

describe('metered usage (contract)', () => {
  const log = createLogger({ level: 'silent' });

  async function trialingAgent(): Promise<string> {
    const agentId = await newAgent();
    const payload = event(`evt_trial_${agentId}`, 'checkout.session.completed', { id: `cs_u_${agentId}`, object: 'checkout.session', mode: 'subscription', customer: `cus_u_${agentId}`, subscription: `sub_u_${agentId}`, metadata: { agentId } });
    await postWebhook(payload, sign(payload));
    return agentId;
  }
  const meterCalls = (bookingId: string) => fake.calls('POST', '/v1/billing/meter_events').filter((q) => q.form.get('identifier')?.endsWith(`-${bookingId}`));

  it('reports one unit for a booking with the customer, the meter event name and an idempotency key', async () => {
    const agentId = await trialingAgent();
    const usage = createUsageReporter({ redis: t.redis, billing, log, retryDelaysMs: [] });
    const bookingId = `bk_one_${agentId}`;
    expect(await usage.report({ bookingId, agentId })).toBe('reported');
    const [q] = meterCalls(bookingId);
    expect(q!.form.get('event_name')).toBe(LOOKUP.meterEventName);
    expect(q!.form.get('payload[stripe_customer_id]')).toBe(`cus_u_${agentId}`);
    expect(q!.form.get('payload[value]')).toBe('1');
    expect(q!.form.get('identifier')).toBe(`booking-${agentId}-${bookingId}`);
    expect(q!.headers['idempotency-key']).toBe(`usage-booking-${agentId}-${bookingId}`);
  });

  it('reports a booking once even when the report is made again', async () => {
    const agentId = await trialingAgent();
    const usage = createUsageReporter({ redis: t.redis, billing, log, retryDelaysMs: [] });
    const bookingId = `bk_twice_${agentId}`;
    const outcomes = await Promise.all([usage.report({ bookingId, agentId }), usage.report({ bookingId, agentId }), usage.report({ bookingId, agentId })]);
    expect(outcomes.sort()).toStrictEqual(['duplicate', 'duplicate', 'reported']);
    expect(meterCalls(bookingId)).toHaveLength(1);
  });

  it('retries after a provider failure with the same idempotency key and counts the booking once', async () => {
    const agentId = await trialingAgent();
    const usage = createUsageReporter({ redis: t.redis, billing, log, retryDelaysMs: [5, 5] });
    const bookingId = `bk_retry_${agentId}`;
    fake.failMeterEvents.push(500, 503);
    expect(await usage.report({ bookingId, agentId })).toBe('reported');
    const calls = meterCalls(bookingId);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.headers['idempotency-key']))).toStrictEqual(new Set([`usage-booking-${agentId}-${bookingId}`]));
    expect(await usage.report({ bookingId, agentId })).toBe('duplicate');
    expect(meterCalls(bookingId)).toHaveLength(3);
  });

  it('reportBooking (the follow-up job) throws while Stripe fails so the job retries, then counts the booking once', async () => {
    const agentId = await trialingAgent();
    const usage = createUsageReporter({ redis: t.redis, billing, log, retryDelaysMs: [] });
    const bookingId = `bk_job_${agentId}`;
    const job = { agentId, bookingId, idempotencyKey: `booking-${agentId}-${bookingId}`, at: Date.now() };
    fake.failMeterEvents.push(502);
    await expect(usage.reportBooking(job)).rejects.toThrow();
    await usage.reportBooking(job);
    await usage.reportBooking(job);
    expect(meterCalls(bookingId)).toHaveLength(2);
  });

  it('leaves a booking whose retries ran out to the sweep, which reports it once', async () => {
    const agentId = await trialingAgent();
    let clock = Date.now();
    const usage = createUsageReporter({ redis: t.redis, billing, log, retryDelaysMs: [], now: () => clock });
    const bookingId = `bk_sweep_${agentId}`;
    fake.failMeterEvents.push(500);
    expect(await usage.report({ bookingId, agentId })).toBe('retry-later');
    clock += 10 * 60_000;
    await usage.retryPending(1000);
    await usage.retryPending(1000);
    expect(meterCalls(bookingId).length).toBe(2);
    expect(await usage.report({ bookingId, agentId })).toBe('duplicate');
  });

  it('never throws into the caller: reportBookingUsage returns at once even when Stripe is down', async () => {
    const agentId = await trialingAgent();
    const down = fakeStripeBilling({ ...fake, server: { ...fake.server, url: 'http://127.0.0.1:9' } });
    const usage = createUsageReporter({ redis: t.redis, billing: down, log, retryDelaysMs: [] });
    expect(usage.reportBookingUsage(`bk_down_${agentId}`, agentId)).toBeUndefined();
  });

  it('skips agents without a subscription', async () => {
    const agentId = await newAgent();
    const usage = createUsageReporter({ redis: t.redis, billing, log, retryDelaysMs: [] });
    expect(await usage.report({ bookingId: `bk_none_${agentId}`, agentId })).toBe('no-subscription');
    expect(meterCalls(`bk_none_${agentId}`)).toHaveLength(0);
  });
});
