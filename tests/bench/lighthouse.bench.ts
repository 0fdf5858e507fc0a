// Lighthouse on the marketing pages, the way `npm start` serves them: builds what is stale,
// starts a private Redis and the built gateway, then runs npm `lighthouse` (12.8, Node 20)
// with the system Chromium in its default mobile emulation (Moto G Power, simulated slow 4G
// and 4× CPU throttling, so scores are comparable across machines). Each page runs RUNS
// times; the table shows the median run. Targets (issue 9): performance ≥ 95,
// accessibility = 100, CLS < 0.05.
//
//   npm run bench -- lighthouse            (LIGHTHOUSE_RUNS=5 for more runs)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { ROOT, spawnGateway } from '../setup/e2e';
import { audit, CHROME_FLAGS, medianRow, type Run } from './lighthouse-audit';
import { report, type Row } from './report';
// @ts-expect-error plain ESM helpers shared with the scripts
import { build } from '../../scripts/lib/build.mjs';
// @ts-expect-error plain ESM helpers shared with the scripts
import { startRedis } from '../../scripts/lib/redis.mjs';
// @ts-expect-error plain ESM helpers shared with the scripts
import { ensureChromium } from '../../scripts/lib/system.mjs';

const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/plumbing', '/faq'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);

async function main() {
  build(ROOT);
  const chromePath = ensureChromium();
  const dir = mkdtempSync(join(tmpdir(), 'bookline-lh-redis-'));
  const redis = await startRedis({ dir, persist: false });
  const gw = await spawnGateway({ REDIS_URL: redis.url, RATE_LIMIT_FUNCTIONS: '100000' });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  const runs: Record<string, Run[]> = {};
  try {
    await audit(gw.url + '/', chrome.port); // warm-up: first launch costs are not the page's
    for (const path of PAGES) {
      runs[path] = [];
      const load = loadavg()[0]!;
      for (let i = 0; i < RUNS; i++) runs[path].push(await audit(gw.url + path, chrome.port));
      rows.push(medianRow(path, runs[path], load));
    }
  } finally {
    chrome.kill();
    await gw.stop();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  report('lighthouse', rows, { lighthouse: '12.8', formFactor: 'mobile', throttling: 'simulated', runs });
}

await main();
