import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Logger } from '../logging';
import type { Session } from '../http/session';
import type { EmailSender } from '../notify';
import { ensureAccount, normalizeEmail, type Account } from './accounts';
import { attemptOf, issueLink, newNonce } from './links';
import { claimPendingAgents } from './ownership';

export interface AuthDeps {
  redis: Redis;
  config: Config;
  log: Logger;
  email: EmailSender;
  now: () => number;
}

export interface BrowserSession {
  session: Session;
  saveSession: () => Promise<void>;
}

/**
 * This browser's sign-in attempt: a nonce kept in its session (created on first use). Links
 * store only `attemptOf(nonce)`, so a link works only in the browser that asked for it.
 */
export async function browserAttempt({ session, saveSession }: BrowserSession): Promise<string> {
  let nonce = typeof session.data.signInNonce === 'string' ? session.data.signInNonce : null;
  if (!nonce) {
    nonce = newNonce();
    session.data.signInNonce = nonce;
    await saveSession();
  }
  return attemptOf(nonce);
}

/** The attempt of a browser that may have none (nothing is created). */
export const existingAttempt = (session: Session): string | undefined =>
  typeof session.data.signInNonce === 'string' ? attemptOf(session.data.signInNonce) : undefined;

export const verifyUrl = (config: Config, token: string) => `${config.publicUrl}/sign-in/verify?token=${encodeURIComponent(token)}`;

/** Emails a sign-in link bound to this browser. Same work for every address, known or not. */
export async function sendSignInLink(deps: AuthDeps, browser: BrowserSession, rawEmail: string): Promise<void> {
  const { redis, config, email: mailer, now } = deps;
  const email = normalizeEmail(rawEmail);
  const attempt = await browserAttempt(browser);
  const token = await issueLink(redis, { email, attempt, ttlS: config.SIGN_IN_LINK_TTL_S, now: now() });
  const minutes = Math.round(config.SIGN_IN_LINK_TTL_S / 60);
  await mailer.send({
    to: email,
    subject: 'Your Bookline sign-in link',
    text: [
      'Use this link to sign in to Bookline:',
      '',
      verifyUrl(config, token),
      '',
      `It works once, for ${minutes} minutes, in the browser where you asked for it.`,
      "If you didn't ask to sign in, you can ignore this email.",
    ].join('\n'),
    audience: attempt,
  });
  deps.log.info({ pii: { email } }, 'sign-in link sent');
}

/**
 * Makes the browser session a session of the email's account: creates the account, claims
 * the agents waiting for this email, and moves the session to a fresh id.
 */
export async function completeSignIn(
  deps: Pick<AuthDeps, 'redis' | 'now'>,
  browser: BrowserSession & { rotateSession: () => Promise<void>; userAgent: string },
  email: string,
): Promise<{ account: Account; claimed: string[] }> {
  const account = await ensureAccount(deps.redis, email, new Date(deps.now()));
  const claimed = await claimPendingAgents(deps.redis, email, account.id);
  const s = browser.session;
  s.data.accountId = account.id;
  s.data.userAgent = browser.userAgent.slice(0, 400);
  s.data.signedInAt = new Date(deps.now()).toISOString();
  delete s.data.signInNonce;
  await browser.rotateSession();
  return { account, claimed };
}
