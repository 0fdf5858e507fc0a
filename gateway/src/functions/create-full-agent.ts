import { CreateFullAgentBody } from '@bookline/contracts';
import { buildAgent, calendarFeedUrl, checkTransferNumber, saveNewAgent, TransferNumberError } from '../agents';
import { ApiError } from '../http/api-error';
import type { PhoneJobs } from '../jobs';
import { attachNewAgent } from '../accounts';
import { notifiersFromConfig, type EmailSender } from '../notify';
import { voiceExists } from '../voice';
import { defineFunction } from './define';

/**
 * Spec §7 create-full-agent. Stores the agent (business data, services, hours, SMS consent
 * record, calendar feed secret, the owner's own mobile and alert email), starts the job that
 * gives it a phone number, and answers its id and private calendar feed URL.
 */
export const createFullAgent = defineFunction({
  name: 'create-full-agent',
  body: CreateFullAgentBody,
  maxBodyBytes: 128 * 1024,
  async run(input, ctx) {
    const { redis, config, log } = ctx;
    const voiceId = input.businessData.customVoiceId;
    if (voiceId && !(await voiceExists(redis, voiceId))) throw new ApiError(400, 'Invalid request: businessData.customVoiceId is not a voice created here.');
    const businessData = { ...input.businessData };
    if (businessData.OwnerMobile?.trim()) {
      try {
        businessData.OwnerMobile = await checkTransferNumber(redis, businessData.OwnerMobile);
      } catch (err) {
        if (err instanceof TransferNumberError) throw new ApiError(400, `Invalid request: businessData.OwnerMobile: ${err.message}`);
        throw err;
      }
    }
    const agent = buildAgent({ email: input.email, businessData, services: input.services, smsConsent: input.smsConsent, now: new Date() });
    await saveNewAgent(redis, agent);
    // Signed in → the account owns it now; otherwise this browser keeps creator rights and the
    // email gets a "your receptionist is live" message with a link that claims it (issue 13).
    const email = (ctx.services.email as EmailSender | undefined) ?? notifiersFromConfig(config, redis).email;
    await attachNewAgent({ redis, config, log, email, now: Date.now }, ctx, { agentId: agent.id, email: agent.email, businessName: agent.businessData.BusinessName ?? '' });
    // The number is bought on the server, retried until it succeeds or fails for good (issue 14).
    const phoneJobs = ctx.services.phoneJobs as PhoneJobs | undefined;
    if (phoneJobs) await phoneJobs.request(agent.id).catch((err: Error) => log.warn({ agentId: agent.id, err: err.message }, 'phone assignment could not be queued'));
    log.info({ agentId: agent.id, services: agent.services.length, customVoice: Boolean(agent.customVoiceId) }, 'agent created');
    return { success: true, agentId: agent.id, calendarFeedUrl: calendarFeedUrl(config.publicUrl, agent) };
  },
});
