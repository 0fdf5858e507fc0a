import type { BackendFunction } from './define';
import { assignAgentPhone } from './assign-agent-phone';
import { createFullAgent } from './create-full-agent';
import { createSubscription } from './create-subscription';
import { createVoiceClone } from './create-voice-clone';
import { getAgentPhone } from './get-agent-phone';
import { logAgentCreatorStep } from './log-agent-creator-step';
import { logClientError } from './log-client-error';
import { logConversion } from './log-conversion';
import { logNotFound } from './log-not-found';
import { getOnboardingState } from './onboarding-state';
import { updateOnboardingChecklist } from './onboarding-state';
import { saveCalendarIcs, saveTrialSignup } from './onboarding-state';
import { scrapeAndExtractBusinessData } from './scrape-and-extract-business-data';
import { updateStripeRedirect } from './update-stripe-redirect';

/** Every backend function by its spec name. One module per function, one line each. */
const ALL: BackendFunction[] = [
  assignAgentPhone,
  createFullAgent,
  createSubscription,
  createVoiceClone,
  getAgentPhone,
  logAgentCreatorStep,
  logClientError,
  logConversion,
  logNotFound,
  getOnboardingState,
  updateOnboardingChecklist,
  saveCalendarIcs,
  saveTrialSignup,
  scrapeAndExtractBusinessData,
  updateStripeRedirect,
];

export const FUNCTIONS: ReadonlyMap<string, BackendFunction> = new Map(ALL.map((f) => [f.name, f]));
