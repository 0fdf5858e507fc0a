import type { Context, MiddlewareHandler } from 'hono';
import type { Session, SessionVariables } from '../http';
import { ApiError } from '../http';
import { NO_AGENT } from '../accounts';

/** Who is signed in and what they own: the accounts module answers (gateway/src/accounts). */
export interface OwnerAccess {
  /** The account signed in on this browser session, or null. */
  accountOf(session: Session): Promise<{ accountId: string; email: string } | null>;
  /** Agent ids the account owns. */
  agentsOf(accountId: string): Promise<string[]>;
}

export type OwnerVariables = SessionVariables & { account: { accountId: string; email: string } };

/** Nobody is signed in: the safe default until an accounts implementation is passed. */
export const NO_ACCOUNTS: OwnerAccess = {
  accountOf: async () => null,
  agentsOf: async () => [],
};

/** 401 without a signed-in account; sets `account`. */
export function requireAccount({ access }: { access: OwnerAccess }): MiddlewareHandler<{ Variables: OwnerVariables }> {
  return async function requireAccountMiddleware(c, next) {
    const account = await access.accountOf(c.get('session'));
    if (!account) throw new ApiError(401, 'Please sign in.');
    c.set('account', account);
    await next();
  };
}

/**
 * 404 unless the signed-in account owns `:agentId` — the same answer as an unknown agent,
 * so an agent id (public in every widget snippet) reveals nothing.
 */
export function requireAgentOwner({ access }: { access: OwnerAccess }): MiddlewareHandler<{ Variables: OwnerVariables }> {
  return async function requireAgentOwnerMiddleware(c: Context<{ Variables: OwnerVariables }>, next) {
    const agentId = c.req.param('agentId') ?? '';
    const account = await access.accountOf(c.get('session'));
    if (!account || !(await access.agentsOf(account.accountId)).includes(agentId)) throw new ApiError(404, NO_AGENT);
    c.set('account', account);
    await next();
  };
}
