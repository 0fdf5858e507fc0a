import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import type { OwnerMe } from '@bookline/contracts';
import { getAgent } from '../agents';
import { requireAccount, requireAgentOwner, type OwnerAccess, type OwnerVariables } from './access';
import { callsRoutes, createCallEventHub } from './calls';
import { overviewRoutes } from './overview/routes';
import { questionsRoutes } from './questions';
import { dataRoutes } from './settings-routes';
import { deleteAccountData } from './delete-agent';
import { ownerOpsRoutes, type OwnerOpsRoutesOptions } from '../owner-ops';

export interface OwnerRoutesOptions {
  redis: Redis;
  access: OwnerAccess;
  now?: () => number;
  /** Bookings, settings and billing (gateway/src/owner-ops). */
  ops?: Omit<OwnerOpsRoutesOptions, 'redis'>;
}

/**
 * The owner portal's API under `/api/owner` (contracts/src/owner.ts). Every route under
 * `/agents/:agentId` requires the owning account (else 404). Each page's routes are one
 * small app mounted here: calls, overview, questions (portal); bookings, settings, billing
 * (ownerops).
 */
export function ownerRoutes({ redis, access, now = Date.now, ops }: OwnerRoutesOptions) {
  const app = new Hono<{ Variables: OwnerVariables }>();

  app.get('/me', requireAccount({ access }), async (c) => {
    const account = c.get('account');
    const ids = await access.agentsOf(account.accountId);
    const agents = (await Promise.all(ids.map((id) => getAgent(redis, id)))).flatMap((a) => (a ? [{ agentId: a.id, businessName: a.businessData.BusinessName ?? a.id }] : []));
    return c.json({ account, agents } satisfies OwnerMe);
  });

  /** Deletes the signed-in account, its agents and all their data, and signs out everywhere. */
  app.delete('/account', requireAccount({ access }), async (c) => {
    await deleteAccountData(redis, c.get('account').accountId);
    await c.get('destroySession')();
    return c.json({ deleted: true });
  });

  app.use('/agents/:agentId', requireAgentOwner({ access }));
  app.use('/agents/:agentId/*', requireAgentOwner({ access }));
  const hub = createCallEventHub(redis);
  app.route('/agents/:agentId', callsRoutes({ redis, hub }));
  app.route('/agents/:agentId', overviewRoutes({ redis, now }));
  app.route('/agents/:agentId', questionsRoutes({ redis, now }));
  app.route('/agents/:agentId', dataRoutes({ redis, now }));
  if (ops) app.route('/agents/:agentId', ownerOpsRoutes({ redis, ...ops }));
  return app;
}
