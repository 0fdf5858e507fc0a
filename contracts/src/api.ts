import type { z } from 'zod';
import type { CreateFullAgentBody } from './agent';
import type {
  SignInBody, MeResponse, PasskeysResponse, PasskeyVerifyBody, SessionsResponse, SignInResponse, SignOutResponse, VerifySignInBody, VerifySignInResponse, PasskeyInfo,
} from './auth';
import type {
  AssignAgentPhoneBody, AssignAgentPhoneResponse, CreateFullAgentResponse, CreateVoiceCloneBody, CreateVoiceCloneResponse, GetAgentPhoneBody, GetAgentPhoneResponse,
  LogAgentCreatorStepBody, LogClientErrorBody, LogConversionBody, LogNotFoundBody, ScrapeAndExtractBusinessDataBody, ScrapeAndExtractBusinessDataResponse,
} from './functions';
import type {
  CreateSubscriptionBody, CreateSubscriptionResponse, GetOnboardingStateBody, OnboardingState, SaveCalendarIcsBody, SaveTrialSignupBody, UpdateOnboardingChecklistBody, UpdateStripeRedirectBody,
  UpdateStripeRedirectResponse,
} from './onboarding';

/** Zod schemas' input side: what a caller sends (fields with defaults may be left out). */
type In<T extends z.ZodType> = z.input<T>;
type Done = { success: boolean };

/**
 * Every backend function (`POST /functions/v1/<name>`, protocols.md §1): its body and its
 * answer. The gateway's `defineFunction` and the browser's `callFunction` are both typed by it.
 */
export interface FunctionMap {
  'assign-agent-phone': { body: In<typeof AssignAgentPhoneBody>; response: AssignAgentPhoneResponse };
  'create-full-agent': { body: In<typeof CreateFullAgentBody>; response: CreateFullAgentResponse };
  'create-subscription': { body: In<typeof CreateSubscriptionBody>; response: CreateSubscriptionResponse };
  'create-voice-clone': { body: In<typeof CreateVoiceCloneBody>; response: CreateVoiceCloneResponse };
  'get-agent-phone': { body: In<typeof GetAgentPhoneBody>; response: GetAgentPhoneResponse };
  'get-onboarding-state': { body: In<typeof GetOnboardingStateBody>; response: OnboardingState };
  'log-agent-creator-step': { body: In<typeof LogAgentCreatorStepBody>; response: Done };
  'log-client-error': { body: In<typeof LogClientErrorBody>; response: Done };
  'log-conversion': { body: In<typeof LogConversionBody>; response: Done };
  'log-not-found': { body: In<typeof LogNotFoundBody>; response: Done };
  'save-calendar-ics': { body: In<typeof SaveCalendarIcsBody>; response: OnboardingState };
  'save-trial-signup': { body: In<typeof SaveTrialSignupBody>; response: OnboardingState };
  'scrape-and-extract-business-data': { body: In<typeof ScrapeAndExtractBusinessDataBody>; response: ScrapeAndExtractBusinessDataResponse };
  'update-onboarding-checklist': { body: In<typeof UpdateOnboardingChecklistBody>; response: OnboardingState };
  'update-stripe-redirect': { body: In<typeof UpdateStripeRedirectBody>; response: UpdateStripeRedirectResponse };
}
export type FunctionName = keyof FunctionMap;
export type FunctionBody<N extends FunctionName> = FunctionMap[N]['body'];
export type FunctionResponse<N extends FunctionName> = FunctionMap[N]['response'];

/** Functions that only read: safe for the client to retry after a network failure or 5xx. */
export const IDEMPOTENT_FUNCTIONS: ReadonlySet<FunctionName> = new Set<FunctionName>(['get-agent-phone', 'get-onboarding-state']);

/** Owner accounts (`/api/auth/*`): method, path, body and answer of each call. */
export interface AuthApiMap {
  signIn: { method: 'POST'; path: '/api/auth/sign-in'; body: In<typeof SignInBody>; response: SignInResponse };
  verify: { method: 'POST'; path: '/api/auth/verify'; body: In<typeof VerifySignInBody>; response: VerifySignInResponse };
  me: { method: 'GET'; path: '/api/auth/me'; body: undefined; response: MeResponse };
  signOut: { method: 'POST'; path: '/api/auth/sign-out'; body: undefined; response: SignOutResponse };
  signOutEverywhere: { method: 'POST'; path: '/api/auth/sign-out-everywhere'; body: undefined; response: SignOutResponse };
  sessions: { method: 'GET'; path: '/api/auth/sessions'; body: undefined; response: SessionsResponse };
  passkeys: { method: 'GET'; path: '/api/auth/passkeys'; body: undefined; response: PasskeysResponse };
  passkeyRegisterOptions: { method: 'POST'; path: '/api/auth/passkeys/register/options'; body: undefined; response: Record<string, unknown> };
  passkeyRegisterVerify: { method: 'POST'; path: '/api/auth/passkeys/register/verify'; body: In<typeof PasskeyVerifyBody>; response: { passkey: PasskeyInfo } };
  passkeyAuthenticateOptions: { method: 'POST'; path: '/api/auth/passkeys/authenticate/options'; body: undefined; response: Record<string, unknown> };
  passkeyAuthenticateVerify: { method: 'POST'; path: '/api/auth/passkeys/authenticate/verify'; body: In<typeof PasskeyVerifyBody>; response: VerifySignInResponse };
}
export const AUTH_API: { [K in keyof AuthApiMap]: { method: AuthApiMap[K]['method']; path: AuthApiMap[K]['path'] } } = {
  signIn: { method: 'POST', path: '/api/auth/sign-in' },
  verify: { method: 'POST', path: '/api/auth/verify' },
  me: { method: 'GET', path: '/api/auth/me' },
  signOut: { method: 'POST', path: '/api/auth/sign-out' },
  signOutEverywhere: { method: 'POST', path: '/api/auth/sign-out-everywhere' },
  sessions: { method: 'GET', path: '/api/auth/sessions' },
  passkeys: { method: 'GET', path: '/api/auth/passkeys' },
  passkeyRegisterOptions: { method: 'POST', path: '/api/auth/passkeys/register/options' },
  passkeyRegisterVerify: { method: 'POST', path: '/api/auth/passkeys/register/verify' },
  passkeyAuthenticateOptions: { method: 'POST', path: '/api/auth/passkeys/authenticate/options' },
  passkeyAuthenticateVerify: { method: 'POST', path: '/api/auth/passkeys/authenticate/verify' },
};
