import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Logger } from './logging';
import { FUNCTIONS, functionRoutes, providerModes, providersOf, type BackendFunction, type Services } from './functions';
import { baseSecurityHeaders, bodyGuard, createErrorHandler, errorJson, rateLimit, requestLog, sameOrigin, securityHeaders, sessions, SESSION_COOKIE, type SessionVariables } from './http';
import { accountRoutes } from './accounts';
import { remoteOrigins, remotesDocument } from './remotes';
import { staticRoutes, type Asset, type StaticSite } from './static';
import { wellKnownRoutes } from './static/well-known';
import { redisReady } from './store';
import { billingOf, billingRoutes } from './billing';
import { receptionistRoutes } from './receptionist/routes';
import { accountsAccess, ownerRoutes, type OwnerAccess } from './owner';
import type { EmailSender } from './notify';
import type { OwnerOpsDeps } from './owner-ops';
import { bullConnection } from './receptionist/start';
import { createFollowUpQueue } from './jobs';
import { notifiersFromConfig } from './notify';

export interface AppOptions {
  config: Config;
  redis: Redis;
  log: Logger;
  assets?: ReadonlyMap<string, Asset>;
  /** Prerendered documents by page path (static/prerender.ts). */
  pages?: ReadonlyMap<string, Asset>;
  services?: Services;
  functions?: ReadonlyMap<string, BackendFunction>;
  /** Who is signed in and which agents they own; the accounts module by default. */
  /** What the owner portal's booking changes share with calls (server.ts passes the receptionist's). */
  ownerOps?: OwnerOpsDeps;
}

/** Functions that call paid providers (voice cloning, buying numbers); each takes functions/provider-quota before spending. */
export const PROVIDER_FUNCTIONS = ['create-voice-clone', 'assign-agent-phone'] as const;

export const API_PREFIXES = ['/functions/', '/api/', '/sign-in/verify', '/webhooks/', '/voice/', '/widget/', '/sandbox/', '/calendar/', '/healthz', '/readyz', '/remotes.json'];

/** What the static layer serves, shared by the Hono route and the server's Node fast path. */
export function staticSite({ config, assets, pages }: { config: Config; assets: ReadonlyMap<string, Asset>; pages?: ReadonlyMap<string, Asset> }): StaticSite {
  return { assets, pages, salesReps: config.SALES_REPS, apiPrefixes: API_PREFIXES, baseHeaders: baseSecurityHeaders(remoteOrigins(config)), sessionCookie: SESSION_COOKIE };
}

/** Composes the gateway. Everything it needs comes in; nothing is read from env here. */
export function createApp({ config, redis, log, assets = new Map(), pages, services = {}, functions = FUNCTIONS, ownerOps }: AppOptions) {
  const app = new Hono<{ Variables: SessionVariables & { requestId: string } }>();
  app.onError(createErrorHandler({ log }));
  app.notFound((c) => errorJson(c, 404, `Not found: ${c.req.path.slice(0, 200)}`));
  app.use(requestLog({ log }));
  app.use(securityHeaders({ extraOrigins: remoteOrigins(config), trustProxy: config.TRUST_PROXY }));
  // One body limit for every route (functions stream-check their own, per function).
  app.use(bodyGuard({ maxBytes: config.BODY_LIMIT_BYTES, skip: ['/functions/'] }));
  // Sandbox surfaces exist only in sandbox mode (config.sandbox); in production they are not found.
  app.use('/sandbox/*', async function sandboxOnly(c, next) {
    if (!config.sandbox) return errorJson(c, 404, `Not found: ${c.req.path.slice(0, 200)}`);
    await next();
  });
  // State changes only from our own pages, as JSON — but the public widget and provider webhooks.
  app.use(sameOrigin({ allowedOrigins: [new URL(config.publicUrl).origin], exempt: ['/widget/', '/webhooks/', '/voice/'] }));

  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', async (c) => {
    const ok = await redisReady(redis);
    return c.json({ ok, redis: ok ? 'up' : 'down' }, ok ? 200 : 503);
  });
  const remotes = remotesDocument(config);
  app.get('/remotes.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(remotes);
  });

  // Which provider adapters answer (sandbox or live), so pages can label sandbox mode.
  const billing = billingOf({ services, config, redis });
  const modes = { ...providerModes(providersOf({ services, config, redis })), billing: { provider: billing.name, sandbox: billing.mode === 'sandbox' } };
  app.get('/sandbox/status', (c) => c.json(modes));
  // Payments: POST /webhooks/stripe (raw body, no session) and the sandbox checkout page.
  app.route('/', billingRoutes({ redis, config, log, services }));

  // Sessions are lazy (stored only once something is put in them), so every route that may
  // need one can have the middleware without creating sessions for anonymous traffic.
  const withSession = sessions({ redis, ttlS: config.SESSION_TTL_S, trustProxy: config.TRUST_PROXY });
  app.use('/api/*', rateLimit({ redis, bucket: 'api', limit: config.RATE_LIMIT_API, windowS: config.RATE_LIMIT_WINDOW_S, trustProxy: config.TRUST_PROXY }));
  for (const path of ['/functions/*', '/api/*', '/sandbox/*', '/sign-in/verify']) app.use(path, withSession);
  app.use(
    '/functions/*',
    rateLimit({ redis, bucket: 'fn', limit: config.RATE_LIMIT_FUNCTIONS, windowS: config.RATE_LIMIT_WINDOW_S, trustProxy: config.TRUST_PROXY }),
  );
  // Calls that spend provider money get a stricter per-IP cap of their own, counted only when a
  // purchase or clone really happens (functions/provider-quota.ts, issue 14).
  app.route('/functions/v1', functionRoutes({ redis, config, log, services, functions }));

  app.get('/api/session', (c) => {
    const s = c.get('session');
    return c.json({ createdAt: s.createdAt, signedIn: typeof s.data.accountId === 'string' });
  });
  // Owner accounts: /api/auth/* and the emailed /sign-in/verify link.
  app.route('/', accountRoutes({ redis, config, log, ...(services.email ? { email: services.email as EmailSender } : {}) }));

  // The owner portal's API (mfe-owner): every agent route requires the owning account. Bookings
  // change through the receptionist's follow-ups (a queue of its own when none is passed).
  let queue: ReturnType<typeof createFollowUpQueue> | undefined;
  const ops: OwnerOpsDeps = ownerOps ?? {
    followUps: { emit: (e) => (queue ??= createFollowUpQueue({ connection: bullConnection(config.REDIS_URL) })).emit(e) },
    sms: notifiersFromConfig(config, redis).sms,
  };
  app.route('/api/owner', ownerRoutes({ redis, access: accountsAccess(redis), ops: { deps: ops, billing: () => billing, log } }));

  // Receptionist: /voice/*, /widget/session, /calendar/:agentId/:secret.ics, /sandbox/{outbox,usage,calls,call}.
  app.route('/', receptionistRoutes({ config, redis, log }));

  app.route('/', wellKnownRoutes());
  app.route('/', staticRoutes(staticSite({ config, assets, pages })));
  return app;
}

export type App = ReturnType<typeof createApp>;
