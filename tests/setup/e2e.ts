// Vitest global setup for browser tests: builds what is stale, starts the gateway on a
import { fileURLToPath } from 'node:url';
// free port against the run's Redis, and checks Chromium is there.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedAgent } from '../kit/seed';
// @ts-expect-error plain ESM helpers shared with the scripts
import { build } from '../../scripts/lib/build.mjs';
// @ts-expect-error plain ESM helpers shared with the scripts
import { ensureChromium, freePort } from '../../scripts/lib/system.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

export async function waitForHttp(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts the built gateway as its own process, the way `npm start` runs it. */
export async function spawnGateway(env: Record<string, string>, nodeArgs: string[] = []): Promise<{ url: string; port: number; child: ChildProcess; stop: () => Promise<void> }> {
  const port = Number(env.PORT) || (await freePort());
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, join(ROOT, 'gateway/dist/server.cjs')], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`, 60_000);
  const stop = () =>
    new Promise<void>((r) => {
      if (child.exitCode !== null) return r();
      child.once('exit', () => r());
      child.kill('SIGTERM');
    });
  return { url, port, child, stop };
}

export default async function setup(project: TestProject) {
  if (!process.env.BOOKLINE_BUILT) build(ROOT, { quiet: true });
  project.provide('chromiumPath', ensureChromium());
  const redisUrl = process.env.TEST_REDIS_URL!;
  // The agent the route-table test opens at /demo/agent/:agentId exists, so its phone lookup succeeds.
  await seedAgent(redisUrl);
  const gw = await spawnGateway({ REDIS_URL: redisUrl, SALES_REPS: 'alex,jordan', RATE_LIMIT_FUNCTIONS: '100000', RATE_LIMIT_PROVIDER_CALLS: '100000' });
  project.provide('baseUrl', gw.url);
  return () => gw.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}
