import { CreateFullAgentBody } from '@bookline/contracts';
import { buildAgent, calendarFeedUrl, saveNewAgent } from '../agents';
import { ApiError } from '../http/api-error';
import { attachNewAgent } from '../accounts';
import { notifiersFromConfig, type EmailSender } from '../notify';
import { voiceExists } from '../voice';
import { defineFunction } from './define';

/**
 * Spec §7 create-full-agent. Stores the agent (business data, services, hours, SMS consent
 * record, calendar feed secret) and answers its id and private calendar feed URL.
 */
export const createFullAgent = defineFunction({
  name: 'create-full-agent',
  body: CreateFullAgentBody,
  maxBodyBytes: 128 * 1024,
  async run(input, ctx) {
    const { redis, config, log } = ctx;
    const voiceId = input.businessData.customVoiceId;
    if (voiceId && !(await voiceExists(redis, voiceId))) throw new ApiError(400, 'Invalid request: businessData.customVoiceId is not a voice created here.');
    const agent = buildAgent({ email: input.email, businessData: input.businessData, services: input.services, smsConsent: input.smsConsent, now: new Date() });
    await saveNewAgent(redis, agent);
    // Signed in → the account owns it now; otherwise this browser keeps creator rights and the
    // email gets a "your receptionist is live" message with a link that claims it (issue 13).
    const email = (ctx.services.email as EmailSender | undefined) ?? notifiersFromConfig(config, redis).email;
    await attachNewAgent({ redis, config, log, email, now: Date.now }, ctx, { agentId: agent.id, email: agent.email, businessName: agent.businessData.BusinessName ?? '' });
    log.info({ agentId: agent.id, services: agent.services.length, customVoice: Boolean(agent.customVoiceId) }, 'agent created');
    return { success: true, agentId: agent.id, calendarFeedUrl: calendarFeedUrl(config.publicUrl, agent) };
  },
});
