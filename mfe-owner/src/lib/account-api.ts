/**
 * The accounts endpoints (gateway/src/accounts, branch `accounts`) the portal calls: sign-in
 * links, sessions, passkeys. Kept in one file so the portal follows their paths in one place.
 */
import { SIGN_IN_LINK_ERRORS, type SignInLinkError } from '@bookline/contracts';
import { api, ApiError } from './api';

export const accountPaths = {
  requestLink: '/api/auth/sign-in',
  verifyLink: '/api/auth/verify',
  signOut: '/api/auth/sign-out',
  signOutEverywhere: '/api/auth/sign-out-everywhere',
  sessions: '/api/auth/sessions',
  passkeyRegisterOptions: '/api/auth/passkeys/register/options',
  passkeyRegisterVerify: '/api/auth/passkeys/register/verify',
  passkeyLoginOptions: '/api/auth/passkeys/authenticate/options',
  passkeyLoginVerify: '/api/auth/passkeys/authenticate/verify',
  passkeys: '/api/auth/passkeys',
  outbox: '/sandbox/outbox',
};

export interface SessionInfo {
  handle: string;
  device: string;
  lastUsedAt: string;
  createdAt: string;
  current: boolean;
}

export const requestSignInLink = (email: string) => api(accountPaths.requestLink, { method: 'POST', body: { email } });
export const verifySignInLink = (token: string) => api<{ signedIn: true; redirect: string }>(accountPaths.verifyLink, { method: 'POST', body: { token } });
export const signOut = () => api(accountPaths.signOut, { method: 'POST', body: {} });
export const signOutEverywhere = () => api(accountPaths.signOutEverywhere, { method: 'POST', body: {} });
export const listSessions = () => api<{ sessions: SessionInfo[] }>(accountPaths.sessions);
export const listPasskeys = () => api<{ passkeys: Array<{ id: string; name?: string; createdAt: string }> }>(accountPaths.passkeys);
export const removePasskey = (id: string) => api(`${accountPaths.passkeys}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Why a sign-in link did not work: the server's code (`?error=` after the emailed link, `code` from /api/auth/verify). */
export type LinkProblem = SignInLinkError;
export const LINK_PROBLEMS = Object.keys(SIGN_IN_LINK_ERRORS) as LinkProblem[];
export function linkProblem(err: unknown): LinkProblem {
  const code = err instanceof ApiError ? err.code : undefined;
  return LINK_PROBLEMS.find((p) => p === code) ?? 'invalid';
}

/** Sandbox mode: the sign-in link emailed to this browser since `since` (epoch ms), from the outbox; null when email is real or none yet. */
export async function sandboxSignInLink(email: string, since: number): Promise<{ sandbox: boolean; link: string | null }> {
  try {
    const r = await api<{ email?: { sandbox: boolean }; messages: Array<{ channel: string; to: string; text: string; at: string }> }>(`${accountPaths.outbox}?limit=50`);
    if (!r.email?.sandbox) return { sandbox: false, link: null };
    // Only the email sent for this request (not an older link to the same address).
    const m = r.messages.find((x) => x.channel === 'email' && x.to.toLowerCase() === email.toLowerCase() && Date.parse(x.at) >= since && /\/sign-in(\/verify)?\?\S*token=/.test(x.text));
    // Same-origin path: the link must open in this browser, on this host (its session cookie).
    const link = m ? /(?:https?:\/\/[^\s/]+)?(\/sign-in(?:\/verify)?\?\S*token=[^\s"<>]+)/.exec(m.text)?.[1] ?? null : null;
    return { sandbox: true, link };
  } catch {
    return { sandbox: false, link: null };
  }
}

/** Adds a passkey to the signed-in account (browser ceremony by @simplewebauthn/browser, loaded on demand). */
export async function addPasskey(): Promise<void> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = await api<Parameters<typeof startRegistration>[0]['optionsJSON']>(accountPaths.passkeyRegisterOptions, { method: 'POST', body: {} });
  const response = await startRegistration({ optionsJSON });
  await api(accountPaths.passkeyRegisterVerify, { method: 'POST', body: { response } });
}

/** Signs in with a passkey; answers where to go next. */
export async function signInWithPasskey(): Promise<string> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = await api<Parameters<typeof startAuthentication>[0]['optionsJSON']>(accountPaths.passkeyLoginOptions, { method: 'POST', body: {} });
  const response = await startAuthentication({ optionsJSON });
  const r = await api<{ redirect: string }>(accountPaths.passkeyLoginVerify, { method: 'POST', body: { response } });
  return r.redirect;
}
