import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp, staticSite } from './app';
import { providerModes, providersFromConfig } from './functions';
import { billingFromConfig, createUsageReporter } from './billing';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger, type Logger } from './logging';
import { extractionThreadScript, findRepoRoot, prerenderBundle, staticMounts } from './paths';
import { extractionThreads } from './extraction/isolate';
import type { RemoteName } from '@bookline/contracts';
import { remotesDocument } from './remotes';
import type { OwnerAccess } from './owner';
import { APP_START_PATH, appStartAsset, createStaticFastPath, loadAssets, loadPrerenderBundle, prerenderPages, type Asset } from './static';
import { redisFromConfig, type Redis } from './store';
import type { EmailVerifiedCheck } from './notify';
import { isVerifiedEmail as accountVerified } from './accounts';
import { startReceptionist, bullConnectionFor, type ReceptionistOverrides } from './receptionist/start';
import { createPhoneQueue, sandboxUsage, teeUsage } from './jobs';
import { ensureDemoAgents } from './agents/demo';
import { startWorkerProcess } from './worker';
import { guardProcess } from './process';

export interface RunningGateway {
  port: number;
  url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  config: Config;
  log?: Logger;
  redis?: Redis;
  assets?: ReadonlyMap<string, Asset>;
  /** Test seams of the receptionist (e.g. letting calendar reads reach a loopback feed). */
  receptionist?: ReceptionistOverrides;
  /** Who is signed in to the owner portal and what they own (accounts); nobody by default. */
  /** Whether an owner's email is verified (default: accounts/, a sign-in link was used); until it is, owners are sent no email (issue 14). */
  isVerifiedEmail?: EmailVerifiedCheck;
}

/**
 * Static HTML of the pages every visitor sees alike (routes marked `prerender`), rendered once
 * at start-up with this configuration by each remote this gateway serves itself (a remote
 * deployed elsewhere may differ from our build). Without a bundle (or on any failure) those
 * pages get the plain shell.
 */
async function prerender({ config, root, assets, log }: { config: Config; root: string; assets: ReadonlyMap<string, Asset>; log: Logger }): Promise<Map<string, Asset>> {
  if (!config.PRERENDER_PAGES) return new Map();
  const urls: Record<RemoteName, string> = { marketing: config.REMOTE_MARKETING_URL, creator: config.REMOTE_CREATOR_URL, onboarding: config.REMOTE_ONBOARDING_URL, owner: config.REMOTE_OWNER_URL };
  const served = (Object.keys(urls) as RemoteName[]).filter((remote) => urls[remote].startsWith(`/remotes/${remote}/`));
  const started = Date.now();
  const rendered = await Promise.all(
    served.map(async (remote) => {
      try {
        const bundle = loadPrerenderBundle(prerenderBundle(root, remote));
        if (!bundle) return new Map<string, Asset>();
        return await prerenderPages({ remote, bundle, assets, pageConfig: remotesDocument(config), salesReps: config.SALES_REPS }, (path, err) =>
          log.warn({ path, err: err.message }, 'page prerender failed; serving the plain shell for it'),
        ).finally(() => bundle.close());
      } catch (err) {
        log.warn({ remote, err: (err as Error).message }, 'prerendering unavailable; serving the plain shell');
        return new Map<string, Asset>();
      }
    }),
  );
  const pages = new Map(rendered.flatMap((m) => [...m]));
  log.info({ pages: pages.size, ms: Date.now() - started }, 'pages prerendered');
  return pages;
}

/** Starts the HTTP server. Used by `main()` below and by tests that need a real socket. */
export async function startGateway({ config, log = createLogger({ level: config.LOG_LEVEL }), redis, assets, receptionist: receptionistOverrides, isVerifiedEmail = accountVerified }: StartOptions): Promise<RunningGateway> {
  const ownRedis = !redis;
  const r = redis ?? redisFromConfig(config);
  r.on('error', (err) => log.warn({ err: err.message }, 'redis connection error'));
  const root = config.STATIC_ROOT ?? findRepoRoot();
  const built = assets ?? loadAssets(staticMounts(root));
  if (!built.has('/index.html')) log.warn({ root }, 'no built shell found; run npm run build');
  const pages = await prerender({ config, root, assets: built, log });
  // Prerendered documents start the app with a small script of their own.
  const a = pages.size ? new Map([...built, [APP_START_PATH, appStartAsset()]]) : built;
  // Composition root: real provider adapters where credentials are set, sandbox otherwise.
  const providers = providersFromConfig(config, r);
  const billing = billingFromConfig(config, r);
  // Metered usage: the receptionist calls services.usage.reportBookingUsage(bookingId, agentId).
  const usage = createUsageReporter({ redis: r, billing, log: log.child({ mod: 'usage' }) });
  const usageSweep = setInterval(() => void usage.retryPending().catch((err: Error) => log.warn({ err: err.message }, 'usage retry sweep failed')), 60_000);
  usageSweep.unref();
  log.info({ ...providerModes(providers), billing: { provider: billing.name, sandbox: billing.mode === 'sandbox' } }, 'provider adapters');
  // Every public demo (landing widget, /try-now, /widget-test) talks to an agent that exists.
  await ensureDemoAgents({ redis: r, config, log });
  // Agents get their phone number from a job on the server (issue 14), not from a page.
  const phoneJobs = createPhoneQueue({ connection: bullConnectionFor(config), redis: r, onError: (err) => log.warn({ err: err.message }, 'phone queue error') });
  // The owner portal books, moves and cancels with the receptionist's own follow-ups, calendars and drive times.
  let receptionist: ReturnType<typeof startReceptionist> | undefined;
  const ownerOps = {
    followUps: { emit: (e: Parameters<ReturnType<typeof startReceptionist>['followUps']['emit']>[0]) => receptionist!.followUps.emit(e) },
    busyFor: (q: { agentId: string; timeZone: string }) => receptionist!.busyFor(q),
    travelFor: (tz: string) => receptionist!.travelFor(tz),
    sms: { get mode() { return receptionist!.notifiers.sms.mode; }, send: (m: Parameters<ReturnType<typeof startReceptionist>['notifiers']['sms']['send']>[0]) => receptionist!.notifiers.sms.send(m) },
  };
  // Websites are read on worker threads in the built gateway, so a page built to be slow stalls no other request.
  const threadScript = config.EXTRACTION_THREADS > 0 ? extractionThreadScript() : undefined;
  const reading = threadScript ? extractionThreads({ script: threadScript, threads: config.EXTRACTION_THREADS, timeoutMs: config.EXTRACTION_THREAD_TIMEOUT_MS }) : undefined;
  log.info({ threads: reading ? config.EXTRACTION_THREADS : 0 }, 'website reading');
  const app = createApp({ config, redis: r, log, assets: a, pages, services: { ...providers, billing, usage, phoneJobs, ...(reading ? { extract: reading.extract } : {}) }, ownerOps });
  const listener = getRequestListener(app.fetch);
  // Static files skip the Fetch-API translation; HSTS needs the request's scheme, so only plain
  // HTTP without a trusted proxy takes the fast path.
  const fast = config.TRUST_PROXY ? null : createStaticFastPath(staticSite({ config, assets: a, pages }));
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (fast?.(req, res)) return;
    Promise.resolve(listener(req, res)).catch((err: Error) => {
      log.error({ err: err.message }, 'request listener failed');
      if (!res.headersSent) res.writeHead(503, { 'content-type': 'application/json' }).end('{"success":false,"error":"Service unavailable."}');
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;
  // The receptionist: follow-up queue and worker, and the /relay websocket on this server.
  const receptionistUsage = billing.mode === 'sandbox' ? teeUsage(sandboxUsage(r), usage) : usage;
  receptionist = startReceptionist({ server, config, redis: r, log, usage: receptionistUsage, phone: { jobs: phoneJobs, provider: providers.telephony }, isVerifiedEmail, ...(receptionistOverrides ? { overrides: receptionistOverrides } : {}) });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
  log.info({ port, assets: a.size }, 'gateway listening');

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      log.info('gateway shutting down');
      clearInterval(usageSweep);
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      await receptionist.close().catch((err: Error) => log.warn({ err: err.message }, 'receptionist close failed'));
      await phoneJobs.close().catch(() => {});
      await reading?.close();
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
      await done;
      clearTimeout(timer);
      if (ownRedis) await r.quit().catch(() => r.disconnect());
      log.info('gateway stopped');
    })());
  return { port, url: `http://127.0.0.1:${port}`, close };
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger({ level: config.LOG_LEVEL });
  guardProcess({ log });
  // `server.cjs --worker` (npm run worker): the follow-up jobs only.
  const gw = process.argv.includes('--worker') ? await startWorkerProcess({ config, log }) : await startGateway({ config, log });
  const stop = async (signal: string) => {
    console.error(`\n[gateway] ${signal}: finishing in-flight requests…`);
    await gw.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

if (process.env.BOOKLINE_GATEWAY_MAIN === '1' || process.argv[1]?.match(/server\.(ts|cjs|js)$/)) {
  void main();
}
