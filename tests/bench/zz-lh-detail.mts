import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnGateway } from '../setup/e2e';
// @ts-expect-error x
import { startRedis } from '../../scripts/lib/redis.mjs';
// @ts-expect-error x
import { ensureChromium } from '../../scripts/lib/system.mjs';
const redis = await startRedis({ dir: mkdtempSync(join(tmpdir(), 'lhd-')), persist: false });
const gw = await spawnGateway({ REDIS_URL: redis.url });
const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
await lighthouse(gw.url + '/', { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
for (const path of (process.env.P ?? '/').split(',')) {
  const r = await lighthouse(gw.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log(path, 'perf', r!.lhr.categories.performance!.score, 'TBT', a['total-blocking-time']!.numericValue, 'LCP', a['largest-contentful-paint']!.numericValue, 'SI', a['speed-index']!.numericValue, 'FCP', a['first-contentful-paint']!.numericValue);
  for (const k of ['long-tasks', 'largest-contentful-paint-element', 'lcp-lazy-loaded', 'critical-request-chains']) {
    const d = a[k]?.details as { items?: Array<Record<string, unknown>> };
    console.log('--', k, a[k]?.displayValue);
    for (const it of (d?.items ?? []).slice(0, 6)) console.log('   ', JSON.stringify(it).slice(0, 400));
  }
}
chrome.kill(); await gw.stop(); await redis.stop();
