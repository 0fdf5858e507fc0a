import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import type { OwnerMe } from '@bookline/contracts';
import type { Config } from '../config';
import type { Logger } from '../logging';
import { getAgent } from '../agents';
import { requireAccount, requireAgentOwner, type OwnerAccess, type OwnerVariables } from './access';

export interface OwnerRoutesOptions {
  redis: Redis;
  config: Config;
  log: Logger;
  access: OwnerAccess;
}

/**
 * The owner portal's API under `/api/owner` (contracts/src/owner.ts). Every route under
 * `/agents/:agentId` requires the owning account (else 404). Each page's routes are one
 * small app mounted here: calls, overview, questions (portal); bookings, settings, billing
 * (ownerops).
 */
export function ownerRoutes({ redis, access }: OwnerRoutesOptions) {
  const app = new Hono<{ Variables: OwnerVariables }>();

  app.get('/me', requireAccount({ access }), async (c) => {
    const account = c.get('account');
    const ids = await access.agentsOf(account.accountId);
    const agents = (await Promise.all(ids.map((id) => getAgent(redis, id)))).flatMap((a) => (a ? [{ agentId: a.id, businessName: a.businessData.BusinessName ?? a.id }] : []));
    return c.json({ account, agents } satisfies OwnerMe);
  });

  app.use('/agents/:agentId', requireAgentOwner({ access }));
  app.use('/agents/:agentId/*', requireAgentOwner({ access }));
  return app;
}
