// First-load transfer for `/` (marketing) and `/dashboard` (owner portal): every HTML, JS and
// CSS response Chromium fetches until the page has rendered its remote, counted as gzip bytes
// and split by who owns it. `/dashboard` is loaded by a signed-in owner with one agent (wizard →
// "live" email → its link; tests/bench/owner-session.ts), so it ends on that agent's overview.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
// @ts-expect-error plain ESM helper shared with the scripts
import { ensureChromium } from '../../scripts/lib/system.mjs';
import { CHROMIUM_ARGS } from '../e2e/browser';
import { ROOT, startStack } from './harness';
import { signedInOwner } from './owner-session';
import { report } from './report';

type Owner = 'shell' | 'remote' | 'shared';

/** File names of shared-module chunks (react, react-dom, react-router, zustand), from every manifest. */
function sharedFiles(): Set<string> {
  const out = new Set<string>();
  for (const pkg of ['shell', 'mfe-marketing', 'mfe-creator', 'mfe-onboarding', 'mfe-owner']) {
    const m = JSON.parse(readFileSync(join(ROOT, pkg, 'dist/mf-manifest.json'), 'utf8')) as {
      shared: Array<{ assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } }>;
    };
    for (const s of m.shared) for (const f of [...s.assets.js.sync, ...s.assets.js.async]) out.add(f.split('/').pop()!);
  }
  return out;
}

const PAGES: Array<{ path: string; name: string; targetKB: number; signedIn?: boolean }> = [
  { path: '/', name: 'first-load', targetKB: 150 },
  { path: '/dashboard', name: 'first-load-dashboard', targetKB: 170, signedIn: true },
];

async function main() {
  const stack = await startStack();
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const owner = await signedInOwner(browser, stack.url, stack.redisUrl);
    for (const target of PAGES) await measure(browser, stack.url, target, target.signedIn ? owner.cookie : '');
  } finally {
    await browser.close();
    await stack.stop();
  }
}

async function measure(browser: import('playwright-core').Browser, base: string, { path: pagePath, name, targetKB }: (typeof PAGES)[number], cookie: string) {
  const context = await browser.newContext();
  if (cookie) await context.addCookies(cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), url: base })));
  try {
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('response', (r) => {
      const type = r.request().resourceType();
      if (['document', 'script', 'stylesheet'].includes(type)) urls.push(r.url());
    });
    await page.goto(base + pagePath, { waitUntil: 'networkidle' });
    await page.waitForSelector('main h1');
    if (cookie && new URL(page.url()).pathname.startsWith('/sign-in')) throw new Error(`${pagePath} sent the signed-in owner to /sign-in`);
    const shared = sharedFiles();
    const totals: Record<Owner, { js: number; css: number; html: number; files: number }> = {
      shell: { js: 0, css: 0, html: 0, files: 0 },
      remote: { js: 0, css: 0, html: 0, files: 0 },
      shared: { js: 0, css: 0, html: 0, files: 0 },
    };
    const files: Array<{ owner: Owner; file: string; 'gzip KB': number }> = [];
    for (const url of new Set(urls)) {
      // fetch() would decompress; the wire size is the Content-Length of the gzip variant.
      const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      await res.arrayBuffer();
      const bytes = Number(res.headers.get('content-length'));
      const path = new URL(url).pathname;
      const file = path.split('/').pop()!;
      const owner: Owner = shared.has(file) ? 'shared' : path.startsWith('/remotes/') ? 'remote' : 'shell';
      const kind = path.endsWith('.css') ? 'css' : path.endsWith('.js') ? 'js' : 'html';
      totals[owner][kind] += bytes;
      files.push({ owner, file: path, 'gzip KB': Math.round((bytes / 1024) * 10) / 10 });
      totals[owner].files++;
    }
    const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
    const all = { js: 0, css: 0, html: 0, files: 0 };
    for (const t of Object.values(totals)) for (const k of ['js', 'css', 'html', 'files'] as const) all[k] += t[k];
    const row = (owner: string, t: typeof all) => ({ owner, files: t.files, 'html KB': kb(t.html), 'js KB': kb(t.js), 'css KB': kb(t.css) });
    const rows = [...(Object.keys(totals) as Owner[]).map((o) => row(o, totals[o])), row('total', all)];
    const jsTotal = all.js;
    console.table(files);
    report(name, rows, { path: pagePath, target: `js total <= ${targetKB} KB gzip`, jsTotalKB: kb(jsTotal), meetsTarget: jsTotal <= targetKB * 1024 });
    console.log(`JS for ${pagePath} : ${kb(jsTotal)} KB gzip (target ≤ ${targetKB} KB) → ${jsTotal <= targetKB * 1024 ? 'met' : 'NOT met'}`);
  } finally {
    await context.close();
  }
}

await main();
