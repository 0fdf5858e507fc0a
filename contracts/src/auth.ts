import { z } from 'zod';

/** Owner accounts and sign-in (issue 13): bodies and answers of `/api/auth/*`. */
export const SignInBody = z.object({
  email: z.string().trim().max(320, 'email is too long').email('email must be an email address'),
});
export type SignInBody = z.infer<typeof SignInBody>;

/** The same for every address, known or not: the answer never says whether an account exists. */
export const SIGN_IN_SENT = 'If that address can receive email, a sign-in link is on its way. It works for 15 minutes, in this browser.';
export interface SignInResponse {
  sent: true;
  message: string;
}

export const VerifySignInBody = z.object({ token: z.string().trim().min(1, 'token is required').max(200) });
export type VerifySignInBody = z.infer<typeof VerifySignInBody>;

export { SIGN_IN_LINK_ERRORS, type SignInLinkError } from './auth-texts';

export interface OwnedAgent {
  agentId: string;
  businessName: string;
  /** owner: this account owns it; creator: this browser created it and nobody has claimed it yet. */
  role: 'owner' | 'creator';
}

export interface MeResponse {
  signedIn: boolean;
  email: string | null;
  agents: OwnedAgent[];
}

export interface VerifySignInResponse extends MeResponse {
  signedIn: true;
  /** Where to go next: the claimed agent's dashboard, or /dashboard. */
  redirect: string;
}

export interface SessionInfo {
  /** Non-secret handle (never the session id). */
  handle: string;
  device: string;
  lastUsedAt: string;
  createdAt: string;
  current: boolean;
}
export interface SessionsResponse {
  sessions: SessionInfo[];
}
export interface SignOutResponse {
  signedOut: true;
  /** How many sessions were ended. */
  revoked: number;
}

export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}
export interface PasskeysResponse {
  passkeys: PasskeyInfo[];
}
/** The browser's WebAuthn answer (from @simplewebauthn/browser), checked by the server. */
export const PasskeyVerifyBody = z.object({
  response: z.record(z.string(), z.unknown()),
  name: z.string().trim().max(80).optional(),
});
export type PasskeyVerifyBody = z.infer<typeof PasskeyVerifyBody>;
