// Lighthouse on every owner-portal page, signed in as a new owner would be (wizard → "live"
// email → its link; tests/bench/owner-session.ts) with some calls and bookings behind it. The
// signed-in browser's cookie goes to Lighthouse as a request header. Target (issue 13):
// accessibility 100 on every portal page; performance is printed for information.
//
//   npm run bench -- portal-lighthouse      (LIGHTHOUSE_RUNS=3 for more runs)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/browser';
import { ROOT, spawnGateway } from '../setup/e2e';
import { audit, CHROME_FLAGS, medianRow, type Run } from './lighthouse-audit';
import { signedInOwner } from './owner-session';
import { report, type Row } from './report';
// @ts-expect-error plain ESM helpers shared with the scripts
import { build } from '../../scripts/lib/build.mjs';
// @ts-expect-error plain ESM helpers shared with the scripts
import { startRedis } from '../../scripts/lib/redis.mjs';
// @ts-expect-error plain ESM helpers shared with the scripts
import { ensureChromium } from '../../scripts/lib/system.mjs';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 1);

async function main() {
  build(ROOT);
  const chromePath = ensureChromium();
  const dir = mkdtempSync(join(tmpdir(), 'bookline-lh-redis-'));
  const redis = await startRedis({ dir, persist: false });
  const gw = await spawnGateway({ REDIS_URL: redis.url, RATE_LIMIT_FUNCTIONS: '100000' });
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  const runs: Record<string, Run[]> = {};
  let failures = 0;
  try {
    const owner = await signedInOwner(browser, gw.url, redis.url);
    const a = `/dashboard/${owner.agentId}`;
    const pages = ['/sign-in', a, `${a}/calls`, `${a}/calls/${owner.callSid}`, `${a}/bookings`, `${a}/settings`, `${a}/crew`, `${a}/plan`, `${a}/questions`, `${a}/billing`, '/dashboard/account'];
    const extraHeaders = { Cookie: owner.cookie };
    await audit(gw.url + a, chrome.port, { extraHeaders }); // warm-up
    for (const path of pages) {
      const load = loadavg()[0]!;
      const r: Run[] = [];
      for (let i = 0; i < RUNS; i++) r.push(await audit(gw.url + path, chrome.port, path === '/sign-in' ? {} : { extraHeaders }));
      runs[path] = r;
      const landed = r.map((x) => new URL(x.finalUrl).pathname).find((p) => p !== path);
      if (landed) throw new Error(`${path} ended on ${landed}: the page was not measured signed in`);
      const row = medianRow(path.replace(owner.agentId, ':agentId').replace(owner.callSid, ':callId'), r, load);
      if (Math.min(...r.map((x) => x.accessibility)) < 100) failures++;
      rows.push(row);
    }
  } finally {
    chrome.kill();
    await browser.close();
    await gw.stop();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  report('portal-lighthouse', rows, { lighthouse: '12.8', formFactor: 'mobile', throttling: 'simulated', target: 'accessibility 100 on every page', meetsTarget: failures === 0 });
  console.log(failures === 0 ? 'Accessibility 100 on every portal page: met' : `Accessibility below 100 on ${failures} portal page(s): NOT met`);
}

await main();
