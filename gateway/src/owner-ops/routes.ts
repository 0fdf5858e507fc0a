import { Hono, type MiddlewareHandler } from 'hono';
import type { Redis } from 'ioredis';
import type { BillingProvider } from '../billing';
import { ApiError } from '../http';
import type { Logger } from '../logging';
import type { OwnerVariables } from '../owner/access';
import { ownerBillingRoutes } from './billing';
import { ownerBookingRoutes } from './bookings';
import { ownerCrewRoutes } from './crew';
import { ownerPlanRoutes } from './plan-routes';
import type { OwnerOpsDeps } from './context';
import { ownerSettingsRoutes } from './settings';

export interface OwnerOpsRoutesOptions {
  redis: Redis;
  log: Logger;
  billing: () => BillingProvider;
  deps: OwnerOpsDeps;
}

/**
 * Changes need an Origin from this site as well as the owner's session cookie (SameSite=Lax):
 * a form or script on another site can't move or cancel bookings or change settings.
 */
export function sameOriginChanges(): MiddlewareHandler {
  return async function sameOriginMiddleware(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const origin = c.req.header('origin');
      const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? new URL(c.req.url).host;
      let ok = false;
      try {
        ok = Boolean(origin) && new URL(origin!).host === host;
      } catch {
        ok = false;
      }
      if (!ok) throw new ApiError(403, 'This change must come from the Bookline site.');
    }
    await next();
  };
}

/**
 * `{bookings, time-off, settings, crew, billing}` for one agent; mounted by the owner API under
 * `/api/owner/agents/:agentId` behind its owning-account guard (owner/access.ts).
 */
export function ownerOpsRoutes({ redis, log, billing, deps }: OwnerOpsRoutesOptions) {
  const app = new Hono<{ Variables: OwnerVariables }>();
  app.use('*', sameOriginChanges());
  app.route('/', ownerBookingRoutes({ redis, deps }));
  app.route('/', ownerSettingsRoutes({ redis }));
  app.route('/', ownerPlanRoutes({ redis, deps, log }));
  app.route('/', ownerCrewRoutes({ redis, ...(deps.now ? { now: deps.now } : {}) }));
  app.route('/', ownerBillingRoutes({ redis, billing, log, ...(deps.now ? { now: deps.now } : {}) }));
  return app;
}
