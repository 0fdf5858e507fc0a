import type { EmailSender } from '../notify';
import { keys } from '../store';
import type { Config } from '../config';
import type { Redis } from 'ioredis';
import type { Logger } from '../logging';
import { issueLink } from './links';
import { addPendingClaim, attachAgent, rememberCreator, sessionAccount } from './ownership';
import { browserAttempt, verifyUrl, type BrowserSession } from './signin';

export interface NewAgentInfo {
  agentId: string;
  /** The email the creator gave (the owner's address). */
  email: string;
  businessName: string;
}

export interface AttachNewAgentDeps {
  redis: Redis;
  config: Config;
  log: Logger;
  email: EmailSender;
  now: () => number;
}

export const LIVE_SUBJECT = 'Your receptionist is live';

/**
 * Attaches a just-created agent to its creator's account (issue 13 item 1):
 * - signed in → the account owns it at once;
 * - not signed in → this browser session keeps creator rights until it is claimed, the email
 *   is remembered as a pending claim, and a "your receptionist is live" email goes to it with
 *   a sign-in link (bound to this browser) that claims it.
 * Without a browser (phone setup line, voice setup) the email says to sign in with that address.
 */
export async function attachNewAgent(deps: AttachNewAgentDeps, browser: BrowserSession | null, agent: NewAgentInfo): Promise<'attached' | 'pending'> {
  const { redis, config, log } = deps;
  const account = browser ? sessionAccount(browser.session) : null;
  if (account && (await attachAgent(redis, agent.agentId, account))) {
    log.info({ agentId: agent.agentId }, 'agent attached to account');
    return 'attached';
  }
  if (browser) await rememberCreator(browser, agent.agentId);
  await addPendingClaim(redis, agent.email, agent.agentId, config.PENDING_CLAIM_TTL_S);
  await sendLiveEmail(deps, browser, agent);
  return 'pending';
}

async function sendLiveEmail(deps: AttachNewAgentDeps, browser: BrowserSession | null, agent: NewAgentInfo): Promise<void> {
  const { redis, config } = deps;
  const phone = await redis.get(keys.agentPhone(agent.agentId));
  let link = `${config.publicUrl}/sign-in`;
  let audience: string | undefined;
  if (browser) {
    audience = await browserAttempt(browser);
    const token = await issueLink(redis, { email: agent.email, attempt: audience, agentId: agent.agentId, ttlS: config.SIGN_IN_LINK_TTL_S, now: deps.now() });
    link = verifyUrl(config, token);
  }
  const name = agent.businessName || 'your business';
  await deps.email.send({
    to: agent.email,
    subject: LIVE_SUBJECT,
    text: [
      `The AI receptionist for ${name} is live.`,
      phone ? `Its phone number: ${phone}` : `Pick its phone number on ${config.publicUrl}/demo/agent/${agent.agentId}`,
      '',
      browser
        ? `Sign in to see its calls and bookings and to change it (this link works once, for ${Math.round(config.SIGN_IN_LINK_TTL_S / 60)} minutes, in the browser you created it in):`
        : `Sign in with this email address to see its calls and bookings and to change it:`,
      link,
      '',
      'Signing in with this email address at any time claims the receptionist for your account.',
    ].join('\n'),
    agentId: agent.agentId,
    ...(audience ? { audience } : {}),
  });
}
