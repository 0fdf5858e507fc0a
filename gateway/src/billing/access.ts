import type { AgentBilling } from './state';

/** Whether an agent takes calls, from its billing state (pure: `nowS` in epoch seconds). */
export type ServiceAccess =
  | { ok: true }
  /** `trial_ended` when it never paid (trial over, cancelled or unpaid), `subscription_ended` after paid service. */
  | { ok: false; code: 'trial_ended' | 'subscription_ended' };

/**
 * A cancelled or unpaid subscription keeps the agent working until the end of the period
 * already paid for (or of the trial); after it, calls are refused politely. Agents without a
 * subscription (demos, before checkout) and past-due ones (the provider is still retrying)
 * keep working. Example: cancelled on the 3rd with a period ending on the 20th → calls are
 * taken through the 19th and refused from the 20th.
 */
export function serviceAccess(b: Pick<AgentBilling, 'status' | 'periodEnd' | 'trialEnd' | 'cancelAtPeriodEnd' | 'lastInvoicePaidAt'>, nowS: number): ServiceAccess {
  const end = b.periodEnd ?? b.trialEnd;
  const over = end === null || nowS >= end;
  const stopping = b.status === 'canceled' || b.status === 'unpaid' || b.status === 'incomplete_expired' || b.cancelAtPeriodEnd;
  if (!stopping || !over) return { ok: true };
  return { ok: false, code: b.lastInvoicePaidAt === null ? 'trial_ended' : 'subscription_ended' };
}

/** What a caller on the phone hears when the agent no longer takes calls. */
export function refusedGreeting(businessName: string): string {
  return `Thank you for calling ${businessName}. This virtual receptionist is no longer taking calls. Please contact ${businessName} directly. Goodbye.`;
}
