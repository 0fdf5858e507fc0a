import type { Redis } from 'ioredis';
import { getOwnerContacts, type AgentRecord } from '../agents';

/** Whether an address has been verified by a sign-in link (accounts/ provides it). */
export type EmailVerifiedCheck = (redis: Redis, email: string) => Promise<boolean>;

/** Until accounts are wired in, no address counts as verified: nothing goes out unasked. */
export const neverVerified: EmailVerifiedCheck = async () => false;

export interface OwnerReach {
  /** Where owner emails may go, or null while the owner's email is not verified (issue 14). */
  email: string | null;
  /** Where owner texts may go, or null without recorded SMS consent or an owner mobile. */
  sms: string | null;
  dailyDigest: boolean;
}

/**
 * Where the owner may be reached — never the public contacts scraped from the website.
 * - Email: the alert email (else the sign-up email), only once the owner's sign-up email is
 *   verified. Example: a stranger types plumber.example into Quick Setup with no email → no owner
 *   email, so the plumber gets nothing.
 * - SMS: the owner's mobile, only with the consent record saying yes.
 */
export async function ownerReach({ redis, agent, isVerifiedEmail }: { redis: Redis; agent: AgentRecord; isVerifiedEmail: EmailVerifiedCheck }): Promise<OwnerReach> {
  const contacts = await getOwnerContacts(redis, agent);
  const signUp = agent.email.trim();
  const verified = signUp ? await isVerifiedEmail(redis, signUp) : false;
  return {
    email: verified ? contacts.alertEmail || signUp : null,
    sms: agent.smsConsent.consent && contacts.mobile ? contacts.mobile : null,
    dailyDigest: contacts.dailyDigest,
  };
}
