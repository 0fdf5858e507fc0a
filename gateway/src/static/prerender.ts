import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { ROUTES, SALES_REP_PAGE, type RemoteName, type RouteEntry } from '@bookline/contracts';
import { makeAsset, type Asset } from './assets';

/** A remote's server bundle (mfe-<remote>/src/prerender.tsx, see @bookline/ui/prerender). */
export interface PrerenderBundle {
  renderPage(req: { page: string; path: string; params: Record<string, string> }, config: Record<string, unknown>): Promise<string>;
}

export interface PrerenderOptions {
  /** The remote whose pages `bundle` renders. */
  remote: RemoteName;
  bundle: PrerenderBundle;
  /** The built file map: the shell's index.html and every stylesheet are read from it. */
  assets: ReadonlyMap<string, Asset>;
  /** What the pages read from `window.__BOOKLINE__` (the `/remotes.json` document). */
  pageConfig: Record<string, unknown>;
  salesReps: readonly string[];
}

/**
 * Pages that are the same for every visitor: the routes marked `prerender` in the route table
 * (contracts/src/routes.ts), and each sales rep's landing page.
 */
export function prerenderableRoutes(salesReps: readonly string[]): Array<{ route: RouteEntry; path: string; params: Record<string, string> }> {
  const fixed = ROUTES.filter((r) => r.prerender && !r.path.includes(':')).map((route) => ({ route, path: route.path, params: {} }));
  const reps = salesReps.map((rep) => ({ route: { path: `/${rep}`, remote: 'marketing' as const, page: SALES_REP_PAGE, title: ROUTES[0]!.title, prerender: ROUTES[0]!.prerender }, path: `/${rep}`, params: { rep } }));
  return [...fixed, ...reps];
}

/** Whether a request's query leaves the prerendered first paint of `route` unchanged. */
export function prerenderFits(route: Pick<RouteEntry, 'prerender'>, query: string | undefined): boolean {
  const allowed = route.prerender?.query;
  if (!allowed) return false;
  if (allowed === 'any' || !query) return true;
  return [...new URLSearchParams(query).keys()].every((k) => allowed.includes(k));
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Served at this path next to the prerendered documents. */
export const APP_START_PATH = '/app-start.js';

/**
 * Starts the shell's scripts (already preloaded) once the browser has painted the static
 * page: deferred scripts would otherwise run between the end of parsing and the first full
 * paint, holding the page's largest paint back behind the app's start-up work. In a hidden
 * tab animation frames don't run, so a timer starts the app anyway.
 */
export const APP_START_JS = `(function () {
  // Until the live page is in, a button pressed or a form sent on the static copy would do
  // nothing: hold it back and note which control it was; the shell does it again on the live
  // page (shell/src/carry-over.ts), with what was typed.
  var root = document.getElementById('root');
  var held = (window.__blHeld = window.__blHeld || []);
  function hold(type, el) {
    var list = root.querySelectorAll('input,select,textarea,button,form');
    held.length = 0;
    held.push({ type: type, index: Array.prototype.indexOf.call(list, el) });
  }
  function onStatic(e) {
    return root && root.hasAttribute('data-prerendered') && e.target instanceof Element && root.contains(e.target);
  }
  document.addEventListener('click', function (e) {
    var button = onStatic(e) && e.target.closest('button');
    if (!button) return;
    e.preventDefault();
    hold('click', button);
  }, true);
  document.addEventListener('submit', function (e) {
    if (!onStatic(e)) return;
    e.preventDefault();
    hold('submit', e.target);
  }, true);
  var me = document.currentScript;
  var srcs = ((me && me.getAttribute('data-app')) || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    srcs.forEach(function (src) {
      var s = document.createElement('script');
      s.src = src;
      s.async = false;
      document.body.appendChild(s);
    });
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 500);
})();
`;

/**
 * The template's deferred scripts become preloads plus one APP_START_PATH script that runs
 * them after the first paint. Null when the template has no deferred scripts.
 */
export function startAfterPaint(template: string): string | null {
  const srcs: string[] = [];
  const rest = template.replace(/<script defer(?:="")? src="([^"]+)"><\/script>/g, (_, src: string) => {
    srcs.push(src);
    return '';
  });
  if (!srcs.length) return null;
  const preloads = srcs.map((src) => `<link rel="preload" as="script" href="${src}">`).join('');
  return rest.replace('</head>', `${preloads}</head>`).replace('</body>', `<script defer src="${APP_START_PATH}" data-app="${srcs.join(' ')}"></script></body>`);
}

/** Every stylesheet the shell and the page's remote ship, for inlining (a few KB gzip). */
function inlineStyles(assets: ReadonlyMap<string, Asset>, remote: RemoteName): string {
  const seen = new Set<string>();
  let css = '';
  for (const [url, asset] of assets) {
    const shellFile = !url.slice(1).includes('/');
    if (!url.endsWith('.css') || !(shellFile || url.startsWith(`/remotes/${remote}/`))) continue;
    const text = asset.body.toString('utf8');
    if (seen.has(text)) continue;
    seen.add(text);
    css += text;
  }
  // A stylesheet can't close the style element early; `</style` never occurs in real CSS.
  return css.replace(/<\/style/gi, '<\\/style');
}

/**
 * One document per prerenderable path: the shell's index.html with the page's title, the
 * styles inlined and the page's static markup inside the shell's frame (as App.tsx renders
 * it). The shell sees `data-prerendered` and replaces the copy with the live page in one
 * commit. A page that fails to render is left out (it gets the plain shell).
 */
/** The start-up script of prerendered documents, served at APP_START_PATH. */
export function appStartAsset(): Asset {
  return makeAsset(Buffer.from(APP_START_JS), 'app-start.js', false);
}

export async function prerenderPages({ remote, bundle, assets, pageConfig, salesReps }: PrerenderOptions, onError: (path: string, err: Error) => void = () => {}): Promise<Map<string, Asset>> {
  const pages = new Map<string, Asset>();
  const index = assets.get('/index.html');
  if (!index) return pages;
  const shell = index.body.toString('utf8');
  const template = startAfterPaint(shell) ?? shell;
  if (!template.includes('<div id="root"></div>')) return pages;
  const styles = `<style data-prerendered>${inlineStyles(assets, remote)}</style>`;
  for (const { route, path, params } of prerenderableRoutes(salesReps).filter((r) => r.route.remote === remote)) {
    try {
      const markup = await bundle.renderPage({ page: route.page, path, params }, pageConfig);
      // The styles go right before the page, after every stylesheet the app adds to <head>
      // while it starts: a shell rule loading later must not override the page's own rule
      // for a moment (.cr-container's padding did, shifting the page twice). The shell removes
      // them once the live page is in.
      const html = template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(route.title)}</title>`)
        .replace(
          '<div id="root"></div>',
          `${styles}<div id="root" data-prerendered="${escapeHtml(route.page)}"><a class="bl-skip" href="#main">Skip to content</a><main id="main" tabindex="-1">${markup}</main></div>`,
        );
      const body = Buffer.from(html);
      pages.set(path, makeAsset(body, 'index.html', false, {
        gzip: gzipSync(body, { level: 9 }),
        br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      }));
    } catch (err) {
      onError(path, err as Error);
    }
  }
  return pages;
}

/**
 * The worker's code: loads a remote's server bundle and answers render requests. It runs off
 * the main thread because React's server renderer keeps an AsyncLocalStorage: once it has run
 * in a process, Node 20 calls its promise hooks for every promise the gateway ever creates
 * (a measurable share of every voice turn's CPU), and rendering can only switch them on.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let mod;
try { mod = require(workerData.file); } catch (err) { mod = { error: err }; }
parentPort.on('message', async ({ id, req, config }) => {
  try {
    if (typeof mod.renderPage !== 'function') throw mod.error || new Error('the bundle has no renderPage');
    parentPort.postMessage({ id, html: await mod.renderPage(req, config) });
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

/** A prerender bundle rendered in a worker thread; `close()` ends the worker. */
export interface WorkerPrerenderBundle extends PrerenderBundle {
  close(): Promise<void>;
}

/** Loads the server bundle a remote's build wrote, in a worker thread (null when there is none). */
export function loadPrerenderBundle(file: string): WorkerPrerenderBundle | null {
  if (!existsSync(file)) return null;
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file } });
  const waiting = new Map<number, { ok: (html: string) => void; fail: (err: Error) => void }>();
  let next = 0;
  let gone: Error | null = null;
  const failAll = (err: Error) => {
    gone = err;
    for (const w of waiting.values()) w.fail(err);
    waiting.clear();
  };
  worker.on('message', (m: { id: number; html?: string; error?: string }) => {
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error !== undefined || typeof m.html !== 'string') w?.fail(new Error(m.error ?? 'no markup'));
    else w?.ok(m.html);
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the prerender worker stopped')));
  return {
    renderPage(req, config) {
      if (gone) return Promise.reject(gone);
      const id = next++;
      return new Promise<string>((ok, fail) => {
        waiting.set(id, { ok, fail });
        worker.postMessage({ id, req, config });
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
