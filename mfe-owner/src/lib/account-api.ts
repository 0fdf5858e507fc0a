/**
 * The accounts endpoints (gateway/src/accounts, branch `accounts`) the portal calls: sign-in
 * links, sessions, passkeys. Kept in one file so the portal follows their paths in one place.
 */
import { api, ApiError } from './api';

export const accountPaths = {
  requestLink: '/api/auth/sign-in',
  verifyLink: '/api/auth/verify',
  signOut: '/api/auth/sign-out',
  signOutEverywhere: '/api/auth/sign-out-everywhere',
  sessions: '/api/auth/sessions',
  passkeyRegisterOptions: '/api/auth/passkeys/register/options',
  passkeyRegisterVerify: '/api/auth/passkeys/register/verify',
  passkeyLoginOptions: '/api/auth/passkeys/login/options',
  passkeyLoginVerify: '/api/auth/passkeys/login/verify',
  passkeys: '/api/auth/passkeys',
  outbox: '/sandbox/outbox',
};

export interface SessionInfo {
  id: string;
  device: string;
  lastUsedAt: string;
  current: boolean;
}

export const requestSignInLink = (email: string) => api(accountPaths.requestLink, { method: 'POST', body: { email } });
export const verifySignInLink = (token: string) => api<{ ok: true }>(accountPaths.verifyLink, { method: 'POST', body: { token } });
export const signOut = () => api(accountPaths.signOut, { method: 'POST', body: {} });
export const signOutEverywhere = () => api(accountPaths.signOutEverywhere, { method: 'POST', body: {} });
export const listSessions = () => api<{ sessions: SessionInfo[] }>(accountPaths.sessions);
export const listPasskeys = () => api<{ passkeys: Array<{ id: string; name?: string; createdAt: string }> }>(accountPaths.passkeys);

/** Why a sign-in link did not work, from the server's answer. */
export type LinkProblem = 'expired' | 'used' | 'other-browser' | 'invalid';
export function linkProblem(err: unknown): LinkProblem {
  const msg = err instanceof ApiError ? err.message.toLowerCase() : '';
  if (/expired/.test(msg)) return 'expired';
  if (/already|used/.test(msg)) return 'used';
  if (/browser|another device|different device/.test(msg)) return 'other-browser';
  return 'invalid';
}

/** Sandbox mode: the newest sign-in link emailed to this browser, from the outbox; null when email is real or none yet. */
export async function sandboxSignInLink(email: string): Promise<{ sandbox: boolean; link: string | null }> {
  try {
    const r = await api<{ email?: { sandbox: boolean }; messages: Array<{ channel: string; to: string; text: string }> }>(`${accountPaths.outbox}?limit=50`);
    if (!r.email?.sandbox) return { sandbox: false, link: null };
    const m = r.messages.find((x) => x.channel === 'email' && x.to.toLowerCase() === email.toLowerCase() && /\/sign-in\?[^\s]*token=/.test(x.text));
    const link = m ? /(https?:\/\/\S+\/sign-in\?\S*token=\S+|\/sign-in\?\S*token=\S+)/.exec(m.text)?.[1] ?? null : null;
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
  await api(accountPaths.passkeyRegisterVerify, { method: 'POST', body: response });
}

/** Signs in with a passkey. */
export async function signInWithPasskey(): Promise<void> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = await api<Parameters<typeof startAuthentication>[0]['optionsJSON']>(accountPaths.passkeyLoginOptions, { method: 'POST', body: {} });
  const response = await startAuthentication({ optionsJSON });
  await api(accountPaths.passkeyLoginVerify, { method: 'POST', body: response });
}
