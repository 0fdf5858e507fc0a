import { Hono, type MiddlewareHandler } from 'hono';
import type { Redis } from 'ioredis';
import { isAgentId } from '@bookline/contracts';
import type { BillingProvider } from '../billing';
import { ApiError, type SessionVariables } from '../http';
import type { Logger } from '../logging';
import { ownerBillingRoutes } from './billing';
import { ownerBookingRoutes } from './bookings';
import type { OwnerOpsDeps } from './context';
import { ownerSettingsRoutes } from './settings';

/** Whether the request's session may act for the agent (the owning account's session). */
export type AuthorizeOwner = (c: Parameters<MiddlewareHandler<{ Variables: SessionVariables }>>[0], agentId: string) => Promise<boolean> | boolean;

export interface OwnerOpsRoutesOptions {
  redis: Redis;
  log: Logger;
  billing: () => BillingProvider;
  deps: OwnerOpsDeps;
  authorize: AuthorizeOwner;
}

/**
 * Another account, no session or an unknown agent all get the same 404 (agent ids are public
 * and grant nothing). Changes also need an Origin from this site (the cookie is SameSite=Lax).
 */
export function requireOwner({ authorize }: { authorize: AuthorizeOwner }): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async function ownerGuard(c, next) {
    const agentId = c.req.param('agentId') ?? '';
    if (!isAgentId(agentId) || !(await authorize(c, agentId))) throw new ApiError(404, 'Not found.');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const origin = c.req.header('origin');
      const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? new URL(c.req.url).host;
      if (!origin || new URL(origin).host !== host) throw new ApiError(403, 'This change must come from the Bookline site.');
    }
    await next();
  };
}

/** `/api/owner/agents/:agentId/{bookings,time-off,settings,billing}` behind the owner guard. */
export function ownerOpsRoutes({ redis, log, billing, deps, authorize }: OwnerOpsRoutesOptions) {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.use('/api/owner/agents/:agentId/*', requireOwner({ authorize }));
  const base = '/api/owner/agents/:agentId';
  app.route(base, ownerBookingRoutes({ redis, deps }));
  app.route(base, ownerSettingsRoutes({ redis }));
  app.route(base, ownerBillingRoutes({ redis, billing, log, ...(deps.now ? { now: deps.now } : {}) }));
  return app;
}
