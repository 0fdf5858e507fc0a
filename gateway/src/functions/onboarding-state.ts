import { GetOnboardingStateBody, SaveTrialSignupBody, UpdateOnboardingChecklistBody, SaveCalendarIcsBody, type Checklist, type CustomerInfo, type OnboardingState } from '@bookline/contracts';
import { calendarFeedUrl, getAgent } from '../agents';
import { getAgentBilling } from '../billing';
import { systemResolver } from '../extraction';
import { ApiError } from '../http/api-error';
import { requireAgentAccess } from '../accounts';
import { checkIcsAddress, forwardingSeen, getChecklist, getCustomerInfo, getIcs, maskUrl, saveCustomerInfo, saveIcs, setChecklistItem } from '../onboarding';
import { keys } from '../store';
import type { ExtractionServices } from './scrape-and-extract-business-data';
import { defineFunction, type FunctionContext } from './define';
import { MESSAGES } from './messages';

async function stateOf(ctx: FunctionContext, agentId: string): Promise<OnboardingState> {
  const agent = await getAgent(ctx.redis, agentId);
  if (!agent) throw new ApiError(404, MESSAGES.noAgent);
  // Only the agent's owner (signed-in account, or the creating browser before it is claimed): issue 13.
  await requireAgentAccess(ctx, agentId);
  const [manual, ics, billing, phone, forwarded, customerInfo] = await Promise.all([
    getChecklist(ctx.redis, agentId), getIcs(ctx.redis, agentId), getAgentBilling(ctx.redis, agentId), ctx.redis.get(keys.agentPhone(agentId)),
    forwardingSeen(ctx.redis, agentId), getCustomerInfo(ctx.redis, agentId),
  ]);
  // What the server can see ticks itself; the owner's manual ticks stay for the rest (issue 14).
  const detected: Partial<Checklist> = {
    ...(ics ? { calendar: true } : {}),
    ...(agent.customVoiceId ? { voice: true } : {}),
    ...(forwarded ? { phone: true } : {}),
  };
  const checklist = { ...manual };
  for (const [k, v] of Object.entries(detected) as Array<[keyof Checklist, boolean]>) if (v) checklist[k] = true;
  const b = agent.businessData;
  const prefill: Partial<CustomerInfo> = Object.fromEntries(
    Object.entries({
      name: b.BusinessName, address: b.BusinessAddressStreet, city: b.BusinessAddressCity, state: b.BusinessAddressState, zipCode: b.BusinessAddressZipcode,
      email: agent.email,
    }).filter(([, v]) => typeof v === 'string' && v.trim()),
  );
  return {
    success: true,
    checklist,
    owner: true,
    calendarFeedUrl: calendarFeedUrl(ctx.config.publicUrl, agent),
    icsUrlMasked: ics ? maskUrl(ics.url) : null,
    icsEvents: ics ? ics.events : null,
    billingStatus: billing.status,
    phoneNumber: phone,
    businessName: b.BusinessName ?? '',
    detected,
    customerInfo,
    prefill,
  };
}

/**
 * Our addition (issue 14): `{agentId, customerInfo}` → 200 OnboardingState. Keeps trial signup's
 * answers on the server so payment setup works after a reload or in another tab; like starting
 * the checkout, only the agent's owner may. 404 unknown agent (or not this session's).
 */
export const saveTrialSignup = defineFunction({
  name: 'save-trial-signup',
  body: SaveTrialSignupBody,
  maxBodyBytes: 8 * 1024,
  async run(input, ctx) {
    if (!(await getAgent(ctx.redis, input.agentId))) throw new ApiError(404, MESSAGES.noAgent);
    await requireAgentAccess(ctx, input.agentId);
    await saveCustomerInfo(ctx.redis, input.agentId, input.customerInfo);
    return stateOf(ctx, input.agentId);
  },
});

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
