import { z } from 'zod';
import { AgentId } from './ids';

const req = (field: string, max: number) => z.string().trim().min(1, `${field} is required`).max(max);

/** Spec §3 trial signup customer info: all six fields required. */
export const CustomerInfo = z.object({
  name: req('name', 200),
  email: z.email('must be an email address').max(320),
  address: req('address', 200),
  city: req('city', 100),
  state: req('state', 40),
  zipCode: z.string().trim().regex(/^\d{5}(-\d{4})?$/, 'must be a 5-digit ZIP code'),
});
export type CustomerInfo = z.infer<typeof CustomerInfo>;

/** Spec §7 create-subscription: `{customerInfo, agentId}` → `{url}` (the hosted checkout). */
export const CreateSubscriptionBody = z.object({ customerInfo: CustomerInfo, agentId: AgentId });
export type CreateSubscriptionBody = z.infer<typeof CreateSubscriptionBody>;
export interface CreateSubscriptionResponse {
  url: string;
  /** Our addition: true when the sandbox checkout answers (no real payment). */
  sandbox?: boolean;
}

/** Spec §7 update-stripe-redirect: `{agentId, queryString}` (the calendar-setup page's query, holding session_id). */
export const UpdateStripeRedirectBody = z.object({ agentId: AgentId, queryString: z.string().max(2048) });
export type UpdateStripeRedirectBody = z.infer<typeof UpdateStripeRedirectBody>;
export interface UpdateStripeRedirectResponse {
  success: boolean;
  status?: string;
  error?: string;
}

/**
 * Spec §2 calendar setup completion keys. The page shows five steps (calendar, invite, widget,
 * voice, phone); `test` is the sixth key the spec lists: the owner's test call, done from the
 * phone step.
 */
export const CHECKLIST_KEYS = ['calendar', 'invite', 'widget', 'voice', 'test', 'phone'] as const;
export type ChecklistKey = (typeof CHECKLIST_KEYS)[number];
export type Checklist = Record<ChecklistKey, boolean>;

export const GetOnboardingStateBody = z.object({ agentId: AgentId });

/** Our addition (issue 14): trial signup's answers kept on the server, so payment setup works in any tab and after a reload. */
export const SaveTrialSignupBody = z.object({ agentId: AgentId, customerInfo: CustomerInfo });
export type SaveTrialSignupBody = z.infer<typeof SaveTrialSignupBody>;
export const UpdateOnboardingChecklistBody = z.object({ agentId: AgentId, key: z.enum(CHECKLIST_KEYS), complete: z.boolean() });
export type UpdateOnboardingChecklistBody = z.infer<typeof UpdateOnboardingChecklistBody>;

/** The owner's secret ICS address (Google "Secret address in iCal format", Outlook "Publish calendar"). */
export const SaveCalendarIcsBody = z.object({
  agentId: AgentId,
  icsUrl: z
    .string()
    .trim()
    .min(1, 'icsUrl is required')
    .max(2048)
    .transform((s) => s.replace(/^webcals?:\/\//i, 'https://'))
    .refine((s) => /^https?:\/\//i.test(s), 'must be an https:// (or webcal://) calendar address'),
});
export type SaveCalendarIcsBody = z.infer<typeof SaveCalendarIcsBody>;

export interface OnboardingState {
  success: true;
  checklist: Checklist;
  /** True when this browser session created the agent or started/finished its checkout. */
  owner: boolean;
  /** The agent's private booking feed to subscribe to (protocols.md §5); only for the owner's session. */
  calendarFeedUrl: string | null;
  /** The saved owner ICS address, masked (host and the end only): it is a secret. */
  icsUrlMasked: string | null;
  icsEvents: number | null;
  billingStatus: string;
  phoneNumber: string | null;
  businessName: string;
  /** Steps the server saw happen (calendar connected, voice recorded, number forwarded, a test call); they are ticked in `checklist`. */
  detected: Partial<Checklist>;
  /** Trial signup's saved answers; only for the owner's session. */
  customerInfo: CustomerInfo | null;
  /** What the wizard already knows, to prefill trial signup (the email only for the owner's session). */
  prefill: Partial<CustomerInfo>;
}
