import { UpdateStripeRedirectBody, type UpdateStripeRedirectResponse } from '@bookline/contracts';
import { agentExists } from '../agents';
import { applyBillingEvent, BillingError, billingOf, getAgentBilling } from '../billing';
import { ApiError } from '../http/api-error';
import { requireAgentAccess } from '../accounts';
import { defineFunction } from './define';
import { MESSAGES } from './messages';

/**
 * Spec §7 update-stripe-redirect: `{agentId, queryString}`, called by calendar setup when the
 * URL has agentId and session_id. The checkout session is confirmed with the provider (never
 * trusted from the URL) and its customer and subscription recorded on the agent.
 * 200 `{success:true, status}`; 400 no session_id; 403 session of another agent; 404 unknown
 * agent or session; 409 checkout not complete; 502 provider failure.
 */
export const updateStripeRedirect = defineFunction({
  name: 'update-stripe-redirect',
  body: UpdateStripeRedirectBody,
  maxBodyBytes: 8 * 1024,
  async run(input, ctx): Promise<UpdateStripeRedirectResponse> {
    const { redis, log } = ctx;
    const sessionId = new URLSearchParams(input.queryString.replace(/^\?/, '')).get('session_id')?.trim();
    if (!sessionId || sessionId.length > 255 || sessionId === '{CHECKOUT_SESSION_ID}') throw new ApiError(400, 'queryString: session_id is missing.');
    if (!(await agentExists(redis, input.agentId))) throw new ApiError(404, MESSAGES.noAgent);
    await requireAgentAccess(ctx, input.agentId);
    const billing = billingOf(ctx);
    let session;
    try {
      session = await billing.getCheckout(sessionId);
    } catch (err) {
      if (err instanceof BillingError) {
        log.warn({ agentId: input.agentId, status: err.providerStatus, detail: err.message }, 'checkout confirmation failed');
        throw new ApiError(502, 'Could not confirm your checkout right now. Please refresh the page in a moment.');
      }
      throw err;
    }
    if (!session) throw new ApiError(404, 'Checkout session not found.');
    if (session.agentId !== input.agentId) throw new ApiError(403, 'This checkout belongs to another agent.');
    if (session.status !== 'complete') throw new ApiError(409, 'Checkout is not complete yet.');
    const before = await getAgentBilling(redis, input.agentId);
    await applyBillingEvent(redis, {
      id: `confirm_${session.id}`,
      kind: 'checkout.completed',
      created: Math.floor(Date.now() / 1000),
      agentId: input.agentId,
      customerId: session.customerId,
      subscriptionId: session.subscriptionId,
      checkoutSessionId: session.id,
      // Webhooks own later status changes; the redirect only starts the trial when nothing has.
      status: before.status === 'none' ? 'trialing' : null,
    });
    const after = await getAgentBilling(redis, input.agentId);
    log.info({ agentId: input.agentId, status: after.status }, 'checkout confirmed');
    return { success: true, status: after.status };
  },
});
