// Lighthouse on the pages a visitor reaches, the way `npm start` serves them: builds what is
// stale, starts a private Redis and the built gateway, then runs npm `lighthouse` (12.8, Node
// 20) with the system Chromium in its default mobile emulation (Moto G Power, simulated slow
// 4G and 4× CPU throttling). Each page runs RUNS times; the table shows the median run.
// Targets: performance ≥ 95 with total blocking time ≤ 200 ms, accessibility = 100, CLS < 0.05
// (issue 9), on every page below at a machine load average of about 2.
//
// `/dashboard` is measured signed out, as a visitor gets it: it ends on the sign-in page
// (the `ended on` column says so). The signed-in portal pages are portal-lighthouse's.
//
// Simulated throttling multiplies the CPU time Chromium really spent, so a busy machine
// raises TBT and lowers performance: the `load avg` column is the mean 1-minute load average
// sampled while that page's runs went on.
//
//   npm run bench -- lighthouse
//   LIGHTHOUSE_RUNS=5                  runs per page (default 3)
//   LIGHTHOUSE_PAGES=/,/plumbing       only these pages
//   LIGHTHOUSE_LOAD=2                  first start 2 spinning processes (normal priority, so
//                                      they compete with the browser; LIGHTHOUSE_LOAD_NICE=19
//                                      to lower them) and wait up to a minute for the load
//                                      average to show them. Other work on the machine adds
//                                      to it: read the column.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { ROOT, spawnGateway } from '../setup/e2e';
import { loadSampler, startCpuLoad } from './cpu-load';
import { audit, CHROME_FLAGS, medianRow, type Run } from './lighthouse-audit';
import { report, type Row } from './report';
// @ts-expect-error plain ESM helpers shared with the scripts
import { build } from '../../scripts/lib/build.mjs';
// @ts-expect-error plain ESM helpers shared with the scripts
import { startRedis } from '../../scripts/lib/redis.mjs';
// @ts-expect-error plain ESM helpers shared with the scripts
import { ensureChromium } from '../../scripts/lib/system.mjs';

export const VISITOR_PAGES = ['/', '/plumbing', '/faq', '/pricing', '/create-agent', '/trial-signup', '/dashboard'];
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? VISITOR_PAGES;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);
const LOAD = Math.max(0, Math.round(Number(process.env.LIGHTHOUSE_LOAD) || 0));
const LOAD_NICE = Math.min(19, Math.max(0, Number(process.env.LIGHTHOUSE_LOAD_NICE) || 0));

async function main() {
  build(ROOT);
  const chromePath = ensureChromium();
  const dir = mkdtempSync(join(tmpdir(), 'bookline-lh-redis-'));
  const redis = await startRedis({ dir, persist: false });
  const gw = await spawnGateway({ REDIS_URL: redis.url, RATE_LIMIT_FUNCTIONS: '100000' });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  const runs: Record<string, Run[]> = {};
  const sampler = loadSampler();
  let load: { stop(): void } | null = null;
  try {
    if (LOAD) {
      console.log(`[lighthouse] starting ${LOAD} spinning process(es) at nice ${LOAD_NICE}; waiting for the load average`);
      load = await startCpuLoad({ workers: LOAD, nice: LOAD_NICE });
    }
    await audit(gw.url + '/', chrome.port); // warm-up: first launch costs are not the page's
    for (const path of PAGES) {
      runs[path] = [];
      sampler.start();
      for (let i = 0; i < RUNS; i++) runs[path].push(await audit(gw.url + path, chrome.port));
      const row = medianRow(path, runs[path], sampler.mean());
      const ended = [...new Set(runs[path].map((r) => new URL(r.finalUrl).pathname))].filter((p) => p !== path);
      rows.push({ ...row, 'ended on': ended.join(' ') || 'same' });
    }
  } finally {
    load?.stop();
    sampler.stop();
    chrome.kill();
    await gw.stop();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  report('lighthouse', rows, { lighthouse: '12.8', formFactor: 'mobile', throttling: 'simulated', backgroundLoad: { workers: LOAD, nice: LOAD_NICE }, runs });
}

await main();
