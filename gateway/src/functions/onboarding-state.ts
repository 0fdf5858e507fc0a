import { GetOnboardingStateBody, UpdateOnboardingChecklistBody, SaveCalendarIcsBody, type OnboardingState } from '@bookline/contracts';
import { calendarFeedUrl, getAgent } from '../agents';
import { getAgentBilling } from '../billing';
import { systemResolver } from '../extraction';
import { ApiError } from '../http/api-error';
import { requireAgentAccess } from '../accounts';
import { checkIcsAddress, getChecklist, getIcs, maskUrl, saveIcs, setChecklistItem } from '../onboarding';
import { keys } from '../store';
import type { ExtractionServices } from './scrape-and-extract-business-data';
import { defineFunction, type FunctionContext } from './define';
import { MESSAGES } from './messages';

async function stateOf(ctx: FunctionContext, agentId: string): Promise<OnboardingState> {
  const agent = await getAgent(ctx.redis, agentId);
  if (!agent) throw new ApiError(404, MESSAGES.noAgent);
  await requireAgentAccess(ctx, agentId);
  const [checklist, ics, billing, phone] = await Promise.all([getChecklist(ctx.redis, agentId), getIcs(ctx.redis, agentId), getAgentBilling(ctx.redis, agentId), ctx.redis.get(keys.agentPhone(agentId))]);
  return {
    success: true,
    checklist,
    owner: true,
    calendarFeedUrl: calendarFeedUrl(ctx.config.publicUrl, agent),
    icsUrlMasked: ics ? maskUrl(ics.url) : null,
    icsEvents: ics ? ics.events : null,
    billingStatus: billing.status,
    phoneNumber: phone,
    businessName: agent.businessData.BusinessName ?? '',
  };
}

/**
 * Our addition: calendar setup's server-side state. `{agentId}` → 200 OnboardingState (the
 * booking feed URL only for the owner's session, the ICS address always masked); 404 unknown agent.
 */
export const getOnboardingState = defineFunction({
  name: 'get-onboarding-state',
  body: GetOnboardingStateBody,
  maxBodyBytes: 4 * 1024,
  run: (input, ctx) => stateOf(ctx, input.agentId),
});

/** Our addition: `{agentId, key, complete}` → 200 OnboardingState with the step toggled; 404 unknown agent. */
export const updateOnboardingChecklist = defineFunction({
  name: 'update-onboarding-checklist',
  body: UpdateOnboardingChecklistBody,
  maxBodyBytes: 4 * 1024,
  async run(input, ctx) {
    if (!(await getAgent(ctx.redis, input.agentId))) throw new ApiError(404, MESSAGES.noAgent);
    await requireAgentAccess(ctx, input.agentId);
    await setChecklistItem(ctx.redis, input.agentId, input.key, input.complete);
    return stateOf(ctx, input.agentId);
  },
});

/**
 * Our addition: `{agentId, icsUrl}` → fetches the address once; 200 OnboardingState when it is a
 * calendar (saved), 422 `{success:false, error}` when it is not or cannot be fetched; 403 when this
 * session is not the agent's owner; 404 unknown agent.
 */
export const saveCalendarIcs = defineFunction({
  name: 'save-calendar-ics',
  body: SaveCalendarIcsBody,
  maxBodyBytes: 8 * 1024,
  async run(input, ctx) {
    if (!(await getAgent(ctx.redis, input.agentId))) throw new ApiError(404, MESSAGES.noAgent);
    await requireAgentAccess(ctx, input.agentId);
    const check = await checkIcsAddress(input.icsUrl, {
      resolve: (ctx.services as ExtractionServices).resolveHost ?? systemResolver,
      allowPrivate: ctx.config.EXTRACTION_ALLOW_PRIVATE_HOSTS,
      userAgent: ctx.config.EXTRACTION_USER_AGENT,
    });
    if (!check.ok) {
      ctx.log.info({ agentId: input.agentId }, 'calendar address rejected');
      throw new ApiError(422, check.error);
    }
    await saveIcs(ctx.redis, input.agentId, { url: check.url, events: check.events, checkedAt: new Date().toISOString() });
    ctx.log.info({ agentId: input.agentId, events: check.events }, 'calendar address saved');
    return stateOf(ctx, input.agentId);
  },
});
