// Sign-in link errors as the browser shows them, apart from the zod schemas of auth.ts.

export type SignInLinkError = 'invalid' | 'expired' | 'used' | 'other-browser';
/** Clear, distinct texts for each way a sign-in link can fail (shown on /sign-in?error=<code>). */
export const SIGN_IN_LINK_ERRORS: Record<SignInLinkError, string> = {
  invalid: 'This sign-in link is not valid. Open the whole link from the email, or ask for a new one.',
  expired: 'This sign-in link has expired — links work for 15 minutes. Ask for a new one.',
  used: 'This sign-in link has already been used. Ask for a new one if you need to sign in again.',
  'other-browser': 'This sign-in link was requested in a different browser. Open it in the browser where you asked for it, or ask for a new link here.',
};
