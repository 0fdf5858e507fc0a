// Lighthouse runs shared by the marketing and portal benchmarks: npm `lighthouse` (12.8) in its
// default mobile emulation against a Chromium started by chrome-launcher.
import lighthouse from 'lighthouse';
import { percentile, round, type Row } from './report';

export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface Run {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  jsKb: number;
  failedA11y: string[];
  /** Where the page ended up (a signed-out portal page would land on /sign-in). */
  finalUrl: string;
  /** Lighthouse's own CPU speed probe (higher is faster; an idle desktop scores ~1000-2000). */
  benchmarkIndex: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

async function auditOnce(url: string, port: number, extraHeaders?: Record<string, string>): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], ...(extraHeaders ? { extraHeaders } : {}) });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []) as NetworkRequest[];
  const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const a11yRefs = lhr.categories.accessibility?.auditRefs ?? [];
  const failedA11y = a11yRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => r.id);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    fcpMs: num('first-contentful-paint'),
    jsKb: jsBytes / 1024,
    failedA11y,
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): try again. */
export async function audit(url: string, port: number, { extraHeaders, attempts = 3 }: { extraHeaders?: Record<string, string>; attempts?: number } = {}): Promise<Run> {
  for (let i = 1; ; i++) {
    try {
      return await auditOnce(url, port, extraHeaders);
    } catch (err) {
      if (i >= attempts) throw err;
      console.warn(`[lighthouse] ${(err as Error).message}; retrying`);
    }
  }
}

/** One table row: the median of a page's runs (and the failing accessibility audits of any run). */
export function medianRow(page: string, r: Run[], load: number): Row {
  const med = (f: (x: Run) => number) => percentile(r.map(f), 50);
  const failed = [...new Set(r.flatMap((x) => x.failedA11y))];
  return {
    page,
    runs: r.length,
    performance: med((x) => x.performance),
    'performance min': Math.min(...r.map((x) => x.performance)),
    accessibility: med((x) => x.accessibility),
    'accessibility min': Math.min(...r.map((x) => x.accessibility)),
    'FCP ms': Math.round(med((x) => x.fcpMs)),
    'LCP ms': Math.round(med((x) => x.lcpMs)),
    'TBT ms': Math.round(med((x) => x.tbtMs)),
    CLS: round(med((x) => x.cls), 4),
    'JS KB (transfer)': round(med((x) => x.jsKb), 1),
    'a11y failures': failed.join(' ') || 'none',
    // Simulated throttling scales the CPU time observed here: a busy machine raises TBT and lowers performance.
    'load avg': round(load, 1),
    'CPU index': Math.round(med((x) => x.benchmarkIndex)),
  };
}
