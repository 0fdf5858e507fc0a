import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import type { BillingAnswer, PortalAnswer } from '@bookline/contracts';
import { BillingError, getAgentBilling, periodUsage, PLAN, type AgentBilling, type BillingProvider } from '../billing';
import { agentExists, getAgent } from '../agents';
import { ApiError } from '../http';
import type { Logger } from '../logging';

/** What the owner sees of a billing status (pure). */
export function ownerBillingState(b: Pick<AgentBilling, 'status' | 'cancelAtPeriodEnd'>): BillingAnswer['state'] {
  if (b.status === 'canceled' || b.status === 'incomplete_expired' || b.status === 'unpaid') return 'ended';
  if (b.cancelAtPeriodEnd) return 'canceling';
  if (b.status === 'trialing') return 'trial';
  if (b.status === 'active') return 'active';
  if (b.status === 'past_due' || b.status === 'incomplete' || b.status === 'paused') return 'past_due';
  return 'none';
}

/**
 * Billing for the owner: plan, trial end, this period's metered bookings × $3.50, invoices, and
 * "Manage billing" — a provider billing-portal session (Stripe's hosted portal, or the labelled
 * sandbox portal) for card changes and cancellation.
 */
export function ownerBillingRoutes({ redis, billing, log, now = Date.now }: { redis: Redis; billing: () => BillingProvider; log: Logger; now?: () => number }) {
  const app = new Hono();

  app.get('/billing', async (c) => {
    const agentId = c.req.param('agentId')!;
    const agent = await getAgent(redis, agentId);
    if (!agent) throw new ApiError(404, 'Not found.');
    const timeZone = agent.businessData.TimeZone || 'America/New_York';
    const b = await getAgentBilling(redis, agentId);
    const provider = billing();
    const usage = await periodUsage(redis, { agentId, billing: b, timeZone, now: now() });
    let invoices: BillingAnswer['invoices'] = [];
    if (b.customerId) {
      try {
        invoices = (await provider.listInvoices(b.customerId, 12)).map((i) => ({ id: i.id, date: i.created * 1000, amountUsd: i.amountCents / 100, status: i.status, ...(i.url ? { url: i.url } : {}) }));
      } catch (err) {
        // The page still shows plan and usage; invoices say they could not be loaded.
        log.warn({ agentId, err: err instanceof BillingError ? err.message : (err as Error).name }, 'invoices unavailable');
      }
    }
    const answer: BillingAnswer = {
      sandbox: provider.mode === 'sandbox',
      timeZone,
      plan: { name: PLAN.productName, monthlyUsd: PLAN.monthlyCents / 100, perBookingUsd: PLAN.appointmentCents / 100 },
      status: b.status, state: ownerBillingState(b),
      trialEnd: b.trialEnd === null ? null : b.trialEnd * 1000, periodEnd: b.periodEnd === null ? null : b.periodEnd * 1000, cancelAtPeriodEnd: b.cancelAtPeriodEnd,
      usage: { bookings: usage.bookings, amountUsd: usage.amountUsd, periodStart: usage.periodStart, periodEnd: usage.periodEnd },
      invoices,
    };
    return c.json(answer);
  });

  app.post('/billing/portal', async (c) => {
    const agentId = c.req.param('agentId')!;
    if (!(await agentExists(redis, agentId))) throw new ApiError(404, 'Not found.');
    const b = await getAgentBilling(redis, agentId);
    if (!b.customerId) throw new ApiError(409, 'There is no subscription to manage yet. Start your free trial first.');
    try {
      const { url } = await billing().createPortal({ agentId, customerId: b.customerId, returnPath: `/dashboard/${agentId}/billing` });
      const answer: PortalAnswer = { url };
      return c.json(answer);
    } catch (err) {
      if (!(err instanceof BillingError)) throw err;
      log.warn({ agentId, err: err.message }, 'billing portal session failed');
      throw new ApiError(502, 'The billing portal could not be opened. Please try again.');
    }
  });

  return app;
}
