import type { Redis } from 'ioredis';
import { agentsOf, getAccount, sessionAccount } from '../accounts';
import type { OwnerAccess } from './access';

/**
 * The owner portal's access from the accounts module: a session signed in to an account, and
 * the agents that account owns. Creator rights of an anonymous browser session (accounts'
 * canAccessAgent) do not open the portal: it needs an account.
 */
export function accountsAccess(redis: Redis): OwnerAccess {
  return {
    async accountOf(session) {
      const id = sessionAccount(session);
      if (!id) return null;
      const account = await getAccount(redis, id);
      return account ? { accountId: id, email: account.email } : null;
    },
    agentsOf: (accountId) => agentsOf(redis, accountId),
  };
}
