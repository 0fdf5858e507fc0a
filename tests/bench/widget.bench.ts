// The embeddable widget: size of widget.js (gzip, brotli), time from inserting the script tag to an
// interactive button on a blank page of another origin, and the main-thread time it adds there
// (CDP Performance.getMetrics deltas, and the renderer main thread's top-level tasks from a CDP trace),
// each against a baseline run that inserts an empty script the same way.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
// @ts-expect-error plain ESM helper shared with the scripts
import { ensureChromium } from '../../scripts/lib/system.mjs';
import { CHROMIUM_ARGS } from '../e2e/browser';
import { ROOT, startStack } from './harness';
import { percentile, report, round } from './report';

const RUNS = Number(process.env.WIDGET_BENCH_RUNS) || 15;

function sizes() {
  const body = readFileSync(join(ROOT, 'widget/dist/widget.js'));
  const gzip = gzipSync(body, { level: 9 }).length;
  const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { raw: body.length, gzip, br };
}

/** A blank host page on its own origin, plus an empty script for the baseline. */
async function blankHost() {
  const server = createServer((req, res) => {
    if (req.url === '/empty.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end('/* empty */');
    if (req.url === '/favicon.ico') return res.writeHead(204).end();
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blank</title></head><body></body></html>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return { url: `http://localhost:${port}/`, empty: `http://localhost:${port}/empty.js`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

type Metrics = Record<string, number>;
async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** Inserts the script and resolves with ms from insertion to the widget's button being rendered and enabled. */
function insert(page: Page, src: string, widget: boolean): Promise<number> {
  return page.evaluate(
    ([s, isWidget]) =>
      new Promise<number>((resolve) => {
        const t0 = performance.now();
        const el = document.createElement('script');
        el.src = s as string;
        el.async = true;
        el.setAttribute('data-agent-id', 'agent_bench1');
        if (!isWidget) el.onload = () => resolve(performance.now() - t0);
        document.addEventListener('bookline:ready', (e) => {
          const host = e.target as HTMLElement;
          const button = host.shadowRoot?.querySelector('button');
          if (button && !(button as HTMLButtonElement).disabled) resolve(performance.now() - t0);
        });
        document.head.appendChild(el);
      }),
    [src, widget] as const,
  );
}

interface Run {
  readyMs: number;
  taskMs: number;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
}

async function once(browser: Browser, pageUrl: string, src: string, widget: boolean): Promise<Run> {
  const ctx = await browser.newContext();
  try {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.waitForTimeout(100);
    const before = await metrics(cdp);
    const readyMs = await insert(page, src, widget);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    const after = await metrics(cdp);
    const d = (k: string) => ((after[k] ?? 0) - (before[k] ?? 0)) * 1000;
    return { readyMs, taskMs: d('TaskDuration'), scriptMs: d('ScriptDuration'), layoutMs: d('LayoutDuration'), styleMs: d('RecalcStyleDuration') };
  } finally {
    await ctx.close();
  }
}

/** Top-level main-thread task time (ms) in a trace of one insertion, from Chromium's own tracing. */
async function traced(browser: Browser, pageUrl: string, src: string, widget: boolean): Promise<number> {
  const ctx = await browser.newContext();
  try {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.waitForTimeout(100);
    const events: Array<{ name: string; ph: string; dur?: number; tid: number; ts: number; args?: { name?: string } }> = [];
    cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as typeof events)));
    const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,__metadata', transferMode: 'ReportEvents' });
    await insert(page, src, widget);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    await cdp.send('Tracing.end');
    await done;
    const mainTids = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => e.tid));
    return events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && mainTids.has(e.tid)).reduce((s, e) => s + (e.dur ?? 0), 0) / 1000;
  } finally {
    await ctx.close();
  }
}

async function main() {
  const stack = await startStack();
  const hostPage = await blankHost();
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const { file } = JSON.parse(readFileSync(join(ROOT, 'widget/dist/widget-manifest.json'), 'utf8')) as { file: string };
    const widgetUrl = `${stack.url}/${file}`;
    // Warm-up (browser start, first connection), not counted.
    await once(browser, hostPage.url, widgetUrl, true);
    await once(browser, hostPage.url, hostPage.empty, false);
    const runs: Run[] = [];
    const base: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await once(browser, hostPage.url, widgetUrl, true));
      base.push(await once(browser, hostPage.url, hostPage.empty, false));
    }
    const traceWidget: number[] = [];
    const traceBase: number[] = [];
    for (let i = 0; i < 5; i++) {
      traceWidget.push(await traced(browser, hostPage.url, widgetUrl, true));
      traceBase.push(await traced(browser, hostPage.url, hostPage.empty, false));
    }
    const s = sizes();
    const med = (xs: number[]) => round(percentile(xs, 50), 1);
    const p95 = (xs: number[]) => round(percentile(xs, 95), 1);
    const col = (k: keyof Run) => ({ widget: runs.map((r) => r[k]), empty: base.map((r) => r[k]) });
    const rows = [
      { measure: 'widget.js raw bytes', value: s.raw, p95: null, note: '' },
      { measure: 'widget.js gzip bytes (level 9)', value: s.gzip, p95: null, note: s.gzip <= 12 * 1024 ? 'target ≤ 12 KB met' : 'over the 12 KB target' },
      { measure: 'widget.js brotli bytes (q11)', value: s.br, p95: null, note: '' },
      { measure: 'script insertion → interactive button, ms (median)', value: med(col('readyMs').widget), p95: p95(col('readyMs').widget), note: `empty-script load ${med(col('readyMs').empty)} ms` },
      ...(['taskMs', 'scriptMs', 'layoutMs', 'styleMs'] as const).map((k) => ({
        measure: `main thread ${k.replace('Ms', '')} added, ms (median, getMetrics)`,
        value: round(percentile(col(k).widget, 50) - percentile(col(k).empty, 50), 1),
        p95: p95(col(k).widget),
        note: `widget ${med(col(k).widget)} − empty ${med(col(k).empty)}`,
      })),
      {
        measure: 'main thread RunTask added, ms (median of 5 traces)',
        value: round(percentile(traceWidget, 50) - percentile(traceBase, 50), 1),
        p95: null,
        note: `widget ${med(traceWidget)} − empty ${med(traceBase)}`,
      },
    ];
    report('widget', rows, { runs: RUNS, file, raw: { runs, base, traceWidget, traceBase } });
  } finally {
    await browser.close();
    await hostPage.close();
    await stack.stop();
  }
}

await main();
