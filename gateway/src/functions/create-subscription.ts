import { CreateSubscriptionBody, type CreateSubscriptionResponse } from '@bookline/contracts';
import { agentExists } from '../agents';
import { BillingError, billingOf, getAgentBilling } from '../billing';
import { linkCustomerOnce } from '../billing/state';
import { ApiError } from '../http/api-error';
import { requireAgentAccess } from '../accounts';
import { defineFunction } from './define';
import { MESSAGES } from './messages';

export const SUBSCRIPTION_FAILED = 'Failed to start subscription. Please try again.';

/**
 * Spec §7 create-subscription: `{customerInfo, agentId}` → 200 `{url, sandbox}`: the hosted
 * checkout (Stripe Checkout in subscription mode: $29/month with a 14-day trial plus the metered
 * $3.50 per booked appointment), or the sandbox checkout page. The agent's customer is created
 * once and reused. 400 bad body, 404 unknown agent, 409 already subscribed, 502 provider failure.
 */
export const createSubscription = defineFunction({
  name: 'create-subscription',
  body: CreateSubscriptionBody,
  maxBodyBytes: 16 * 1024,
  async run(input, ctx): Promise<CreateSubscriptionResponse> {
    const { redis, log } = ctx;
    const { agentId, customerInfo } = input;
    if (!(await agentExists(redis, agentId))) throw new ApiError(404, MESSAGES.noAgent);
    // Only the owner's session (or, before it is claimed, its creator's) may start its checkout.
    await requireAgentAccess(ctx, agentId);
    const current = await getAgentBilling(redis, agentId);
    if (current.status === 'trialing' || current.status === 'active') throw new ApiError(409, 'This agent already has a subscription.');
    const billing = billingOf(ctx);
    try {
      const customerId = current.customerId ?? (await linkCustomerOnce(redis, agentId, await billing.createCustomer(customerInfo, agentId)));
      const checkout = await billing.createCheckout({
        agentId,
        customerId,
        successPath: `/calendar-setup?agentId=${encodeURIComponent(agentId)}&session_id={CHECKOUT_SESSION_ID}`,
        cancelPath: `/trial-signup?agentId=${encodeURIComponent(agentId)}`,
      });
      log.info({ agentId, provider: billing.name, sessionId: checkout.id }, 'checkout created');
      return { url: checkout.url, sandbox: billing.mode === 'sandbox' };
    } catch (err) {
      if (err instanceof BillingError) {
        log.warn({ agentId, provider: billing.name, status: err.providerStatus, detail: err.message }, 'checkout failed');
        throw new ApiError(502, SUBSCRIPTION_FAILED);
      }
      throw err;
    }
  },
});
