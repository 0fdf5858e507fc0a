import { AssignAgentPhoneBody } from '@bookline/contracts';
import { ownerOf, redeemCreatorGrant, rememberCreator, requireAgentAccess } from '../accounts';
import { getAgent } from '../agents';
import { ApiError } from '../http/api-error';
import { assignForAgent, TelephonyError } from '../telephony';
import { defineFunction } from './define';
import { MESSAGES } from './messages';
import { takeProviderQuota } from './provider-quota';
import { providersOf } from './providers';

/**
 * Spec §7 assign-agent-phone → `{success, assignedPhoneNumber}`. An agent keeps its number:
 * calling again (also concurrently) answers the same one, and costs no provider quota. The number
 * is normally already there: create-full-agent starts the assignment job (jobs/phone-assignment).
 */
export const assignAgentPhone = defineFunction({
  name: 'assign-agent-phone',
  body: AssignAgentPhoneBody,
  maxBodyBytes: 8 * 1024,
  async run(input, ctx) {
    const { redis, config, log } = ctx;
    const agent = await getAgent(redis, input.agentId);
    if (!agent) throw new ApiError(404, MESSAGES.noAgent);
    // Buying a number costs money: only the agent's owner (or its creator before it is claimed).
    // The voice setup assistant created the agent server-side and gave this browser a one-time grant.
    if (input.creatorGrant && !(await ownerOf(redis, agent.id)) && (await redeemCreatorGrant(redis, input.creatorGrant, agent.id))) await rememberCreator(ctx, agent.id);
    await requireAgentAccess(ctx, agent.id);
    const { telephony } = providersOf(ctx);
    try {
      const { phoneNumber } = await assignForAgent({
        redis, provider: telephony, log, agent, publicUrl: config.publicUrl, state: input.userState, businessName: input.businessName,
        beforePurchase: () => takeProviderQuota(ctx),
      });
      return { success: true, assignedPhoneNumber: phoneNumber };
    } catch (err) {
      if (!(err instanceof TelephonyError)) throw err;
      log.warn({ agentId: agent.id, provider: telephony.name, kind: err.kind, status: err.providerStatus, detail: err.message }, 'phone assignment failed');
      if (err.kind === 'no-numbers' || err.kind === 'busy') throw new ApiError(503, err.kind === 'busy' ? MESSAGES.phoneFailed : MESSAGES.noNumbers);
      throw new ApiError(err.kind === 'timeout' ? 504 : 502, MESSAGES.phoneFailed);
    }
  },
});
