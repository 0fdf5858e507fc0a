import { afterAll, describe, expect, it } from 'vitest';
import { testApp, validBusiness } from '../../../tests/kit/app';
import { getAgentBilling } from './state';
import { SANDBOX_TEXTS } from './sandbox-page';
import { sandboxBilling } from './sandbox';

const t = testApp();
const b = sandboxBilling({ redis: t.redis });
const app = testApp({ services: { billing: b }, redis: t.redis });
afterAll(() => t.redis.disconnect());

const customerInfo = { name: 'Pat Owner', email: 'pat@example.com', address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };
const newAgent = async () => (await app.call('create-full-agent', { email: 'pat@example.com', businessData: validBusiness(), smsConsent: false })).json.agentId as string;

describe('sandbox checkout', () => {
  it('create-subscription answers the gateway-hosted sandbox checkout page', async () => {
    const r = await app.call('create-subscription', { agentId: await newAgent(), customerInfo });
    expect(r.status).toBe(200);
    expect(r.json.url).toMatch(/^\/sandbox\/checkout\/cs_sandbox_[0-9a-f]{24}$/);
    expect(r.json.sandbox).toBe(true);
  });

  it('shows a page plainly labelled as sandbox with the plan and a Start trial button', async () => {
    const r = await app.call('create-subscription', { agentId: await newAgent(), customerInfo });
    const res = await app.app.request(r.json.url as string);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(SANDBOX_TEXTS.banner);
    expect(html).toContain('$29/month');
    expect(html).toContain('$3.50');
    expect(html).toContain(`>${SANDBOX_TEXTS.start}</button>`);
  });

  it('Start trial starts the trial through the webhook path and returns to calendar setup with the session id', async () => {
    const agentId = await newAgent();
    const r = await app.call('create-subscription', { agentId, customerInfo });
    const sessionId = (r.json.url as string).split('/').pop()!;
    const res = await app.app.request(`${r.json.url as string}/complete`, { method: 'POST' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/calendar-setup?agentId=${agentId}&session_id=${sessionId}`);
    expect(await getAgentBilling(t.redis, agentId)).toMatchObject({ status: 'trialing', checkoutSessionId: sessionId, events: 1 });
    const again = await app.app.request(`${r.json.url as string}/complete`, { method: 'POST' });
    expect(again.status).toBe(303);
    expect((await getAgentBilling(t.redis, agentId)).events).toBe(1);
    const confirm = await app.call('update-stripe-redirect', { agentId, queryString: `?agentId=${agentId}&session_id=${sessionId}` });
    expect(confirm).toStrictEqual({ status: 200, json: { success: true, status: 'trialing' } });
  });

  it('update-stripe-redirect refuses a sandbox session that was not completed', async () => {
    const agentId = await newAgent();
    const r = await app.call('create-subscription', { agentId, customerInfo });
    const sessionId = (r.json.url as string).split('/').pop()!;
    expect((await app.call('update-stripe-redirect', { agentId, queryString: `session_id=${sessionId}` })).status).toBe(409);
    expect((await app.call('update-stripe-redirect', { agentId, queryString: 'agentId=x' })).status).toBe(400);
  });

  it('is disabled when Stripe is configured', async () => {
    const live = testApp({ env: { STRIPE_SECRET_KEY: 'sk_test_live_configured', PUBLIC_URL: 'https://bookline.example' }, redis: t.redis });
    const res = await live.app.request('/sandbox/checkout/cs_sandbox_000000000000000000000000');
    expect(res.status).toBe(404);
    // A configured provider means production: no sandbox surface at all, the status page included.
    expect((await live.app.request('/sandbox/status')).status).toBe(404);
  });

  it('the Stripe webhook answers 503 in sandbox mode', async () => {
    const res = await app.app.request('/webhooks/stripe', { method: 'POST', body: '{}', headers: { 'stripe-signature': 't=1,v1=x' } });
    expect(res.status).toBe(503);
  });
});
