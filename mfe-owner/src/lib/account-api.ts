/**
 * The accounts endpoints (gateway/src/accounts, branch `accounts`) the portal calls: sign-in
 * links, sessions, passkeys. Kept in one file so the portal follows their paths in one place.
 */
import { api } from './api';

export const accountPaths = {
  signOut: '/api/auth/sign-out',
};

export function signOut(): Promise<unknown> {
  return api(accountPaths.signOut, { method: 'POST', body: {} });
}
