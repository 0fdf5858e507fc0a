import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { ApiError } from '../http/api-error';
import type { Logger } from '../logging';
import { billingOf, isStripe } from './providers';
import { completeSandboxCheckout, getSandboxCheckout, getSandboxPortal, sandboxPortalEvent } from './sandbox';
import { sandboxPortalPage } from './sandbox-portal-page';
import { sandboxCheckoutPage } from './sandbox-page';
import { applyBillingEvent, getAgentBilling } from './state';
import { fromStripeEvent } from './stripe-events';

export interface BillingRoutesOptions {
  redis: Redis;
  config: Config;
  log: Logger;
  services: Record<string, unknown>;
}

const WEBHOOK_MAX_BYTES = 512 * 1024;

/** `POST /webhooks/stripe` and the sandbox checkout page (`/sandbox/checkout/:id`). */
export function billingRoutes({ redis, config, log, services }: BillingRoutesOptions) {
  const app = new Hono();
  const billing = () => billingOf({ services, config, redis });

  app.post('/webhooks/stripe', async (c) => {
    const b = billing();
    const secret = config.STRIPE_WEBHOOK_SECRET;
    if (!isStripe(b) || !secret) throw new ApiError(503, 'Stripe webhooks are not configured on this server.');
    const declared = Number(c.req.header('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > WEBHOOK_MAX_BYTES) throw new ApiError(413, 'Request body is too large.');
    // The signature covers the exact bytes Stripe sent: verify the raw body, never re-serialised JSON.
    const raw = Buffer.from(await c.req.arrayBuffer());
    if (raw.length > WEBHOOK_MAX_BYTES) throw new ApiError(413, 'Request body is too large.');
    const signature = c.req.header('stripe-signature');
    if (!signature) throw new ApiError(400, 'Missing Stripe-Signature header.');
    let event;
    try {
      event = b.client.webhooks.constructEvent(raw, signature, secret);
    } catch (err) {
      log.warn({ err: (err as Error).name }, 'stripe webhook signature rejected');
      throw new ApiError(400, 'Invalid Stripe signature.');
    }
    const ev = fromStripeEvent(event);
    if (!ev) return c.json({ received: true, ignored: event.type });
    const result = await applyBillingEvent(redis, ev);
    log.info({ eventId: event.id, type: event.type, result }, 'stripe webhook');
    return c.json({ received: true, result });
  });

  const sandboxOnly = () => {
    if (billing().mode !== 'sandbox') throw new ApiError(404, 'Sandbox checkout is disabled: a real payment provider is configured.');
  };

  app.get('/sandbox/checkout/:id', async (c) => {
    sandboxOnly();
    const s = await getSandboxCheckout(redis, c.req.param('id'));
    if (!s) throw new ApiError(404, 'This sandbox checkout session does not exist or has expired.');
    c.header('Cache-Control', 'no-store');
    return c.html(sandboxCheckoutPage(s));
  });

  app.post('/sandbox/checkout/:id/complete', async (c) => {
    sandboxOnly();
    const done = await completeSandboxCheckout(redis, c.req.param('id'), new Date());
    if (!done) throw new ApiError(404, 'This sandbox checkout session does not exist or has expired.');
    // The same internal path a real checkout.session.completed webhook takes.
    const result = await applyBillingEvent(redis, done.event);
    log.info({ sessionId: done.session.id, agentId: done.session.agentId, result }, 'sandbox checkout completed');
    const to = done.session.successPath.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(done.session.id));
    return c.redirect(to, 303);
  });

  // The sandbox billing portal (the stand-in for stripe.billingPortal sessions).
  const portalOf = async (id: string) => {
    sandboxOnly();
    const p = await getSandboxPortal(redis, id);
    if (!p) throw new ApiError(404, 'This sandbox billing portal session does not exist or has expired.');
    return p;
  };
  app.get('/sandbox/billing-portal/:id', async (c) => {
    const p = await portalOf(c.req.param('id'));
    c.header('Cache-Control', 'no-store');
    return c.html(sandboxPortalPage(p, await getAgentBilling(redis, p.agentId), Math.floor(Date.now() / 1000)));
  });
  for (const action of ['cancel', 'resume'] as const) {
    app.post(`/sandbox/billing-portal/:id/${action}`, async (c) => {
      const p = await portalOf(c.req.param('id'));
      const b = await getAgentBilling(redis, p.agentId);
      const ev = sandboxPortalEvent({ agentId: p.agentId, cancel: action === 'cancel', periodEnd: b.periodEnd, trialEnd: b.trialEnd, nowS: Math.floor(Date.now() / 1000) });
      // The same internal path a real customer.subscription.updated webhook takes.
      const result = await applyBillingEvent(redis, ev);
      log.info({ agentId: p.agentId, action, result }, 'sandbox billing portal');
      return c.redirect(`/sandbox/billing-portal/${p.id}`, 303);
    });
  }

  return app;
}
