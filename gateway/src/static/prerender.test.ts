import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeAsset, type Asset } from './assets';
import { APP_START_JS, loadPrerenderBundle, prerenderableRoutes, prerenderFits, prerenderPages, startAfterPaint, type PrerenderBundle } from './prerender';
import { resolveStatic } from './resolve';

const template = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';
const css = (text: string) => makeAsset(Buffer.from(text), 'x.0123456789.css', false);

function files(extra: Array<[string, Asset]> = []): Map<string, Asset> {
  return new Map<string, Asset>([
    ['/index.html', makeAsset(Buffer.from(template), 'index.html', false)],
    ['/483.0123456789.css', css('.bl-btn{color:red}')],
    ['/remotes/marketing/page.0123456789.css', css('.mk-hero{margin:0}')],
    ['/remotes/marketing/248.0123456789.css', css('.mk-hero{margin:0}')],
    ['/remotes/creator/page.0123456789.css', css('.cr-wizard{gap:1px}')],
    ...extra,
  ]);
}

/** Renders what it was asked for, so the test sees which page, path, params and config arrived. */
const echoBundle: PrerenderBundle = {
  async renderPage(req, config) {
    if (req.page === 'privacy') throw new Error('boom');
    return `<h1>${req.page}|${req.path}|${JSON.stringify(req.params)}|${String((config.support as { phone: string }).phone)}</h1>`;
  },
};

describe('prerendered pages', () => {
  it('covers the routes marked prerender and each sales rep, not redirects, parameters or signed-in pages', () => {
    const paths = prerenderableRoutes(['alex']).map((r) => r.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/faq');
    expect(paths).toContain('/alex');
    expect(paths).toContain('/create-agent');
    expect(paths).toContain('/trial-signup');
    expect(paths).toContain('/sign-in');
    expect(paths).not.toContain('/about-us');
    expect(paths).not.toContain('/create-agent2');
    expect(paths).not.toContain('/dashboard');
    expect(paths.some((p) => p.includes(':'))).toBe(false);
  });

  it('fits a request only when its query leaves the first paint unchanged', () => {
    expect(prerenderFits({ prerender: { query: 'any' } }, 'utm_source=x&mode=1')).toBe(true);
    expect(prerenderFits({ prerender: { query: [] } }, undefined)).toBe(true);
    expect(prerenderFits({ prerender: { query: [] } }, 'mode=quick')).toBe(false);
    expect(prerenderFits({ prerender: { query: ['next'] } }, 'next=%2Fdashboard')).toBe(true);
    expect(prerenderFits({ prerender: { query: ['next'] } }, 'next=%2Fdashboard&token=abc')).toBe(false);
    expect(prerenderFits({}, undefined)).toBe(false);
  });

  it("renders each remote's pages with the shell's and that remote's styles only", async () => {
    const pages = await prerenderPages({ remote: 'creator', bundle: echoBundle, assets: files(), pageConfig: { support: { phone: '1' } }, salesReps: ['alex'] });
    expect([...pages.keys()]).toStrictEqual(['/create-agent']);
    const doc = pages.get('/create-agent')!.body.toString();
    expect(doc).toContain('<title>Create Your AI Receptionist — Bookline</title>');
    const style = /<style data-prerendered>(.*?)<\/style>/.exec(doc)![1]!;
    expect(style).toContain('.bl-btn{color:red}');
    expect(style).toContain('.cr-wizard{gap:1px}');
    expect(style).not.toContain('mk-hero');
  });

  it('puts the page in the shell frame with its title and the shell and marketing styles, once each', async () => {
    const failed: string[] = [];
    const pages = await prerenderPages({ remote: 'marketing', bundle: echoBundle, assets: files(), pageConfig: { support: { phone: '512-555-0199' } }, salesReps: ['alex'] }, (p) => failed.push(p));
    const faq = pages.get('/faq')!.body.toString();
    expect(faq).toContain('<title>FAQ — Bookline</title>');
    expect(faq).toContain('<div id="root" data-prerendered="faq"><a class="bl-skip" href="#main">Skip to content</a><main id="main" tabindex="-1"><h1>faq|/faq|{}|512-555-0199</h1></main></div>');
    const style = /<style data-prerendered>(.*?)<\/style>/.exec(faq)![1]!;
    expect(style).toContain('.bl-btn{color:red}');
    expect(style.split('.mk-hero{margin:0}').length).toBe(2);
    expect(style).not.toContain('cr-wizard');
    expect(pages.get('/alex')!.body.toString()).toContain('landing-rep|/alex|{"rep":"alex"}');
    // A page that fails to render is left to the plain shell.
    expect(failed).toEqual(['/privacy']);
    expect(pages.has('/privacy')).toBe(false);
    expect(pages.get('/')!.cacheControl).toBe('no-cache');
  });

  it('escapes a stylesheet that would close the style element', async () => {
    const pages = await prerenderPages({ remote: 'marketing', bundle: echoBundle, assets: files([['/remotes/marketing/evil.0123456789.css', css('a{}</style><script>alert(1)</script>')]]), pageConfig: { support: { phone: '1' } }, salesReps: [] });
    const doc = pages.get('/')!.body.toString();
    expect(doc).not.toContain('</style><script>');
    expect(doc.match(/<\/style>/g)!.length).toBe(1);
  });

  it('is served for its path only; unknown paths keep the plain 404 shell', async () => {
    const assets = files();
    const pages = await prerenderPages({ remote: 'marketing', bundle: echoBundle, assets, pageConfig: { support: { phone: '1' } }, salesReps: [] });
    const site = { assets, pages, salesReps: [], apiPrefixes: ['/functions/'] };
    const faq = resolveStatic(site, { method: 'GET', path: '/faq' })!;
    expect(faq.status).toBe(200);
    expect(faq.body!.toString()).toContain('data-prerendered="faq"');
    const app = resolveStatic(site, { method: 'GET', path: '/create-agent' })!;
    expect(app.body!.toString()).toContain('<div id="root"></div>');
    const missing = resolveStatic(site, { method: 'GET', path: '/nope' })!;
    expect(missing.status).toBe(404);
    expect(missing.body!.toString()).not.toContain('data-prerendered');
  });

  it('is served only for a query that leaves its first paint unchanged', async () => {
    const assets = files();
    const pages = await prerenderPages({ remote: 'creator', bundle: echoBundle, assets, pageConfig: { support: { phone: '1' } }, salesReps: [] });
    const site = { assets, pages, salesReps: [], apiPrefixes: [] };
    expect(resolveStatic(site, { method: 'GET', path: '/create-agent' })!.body!.toString()).toContain('data-prerendered="create-agent"');
    // ?mode=quick opens the wizard: the live page straight away, not the chooser first.
    expect(resolveStatic(site, { method: 'GET', path: '/create-agent', query: 'mode=quick' })!.body!.toString()).toContain('<div id="root"></div>');
  });

  it('redirects a portal page asked for without a session to sign in, keeping where it was going', () => {
    const site = { assets: files(), salesReps: [], apiPrefixes: [], sessionCookie: 'bl_sid', baseHeaders: { 'X-Content-Type-Options': 'nosniff' } };
    const out = resolveStatic(site, { method: 'GET', path: '/dashboard/agent_1/calls', query: 'page=2' })!;
    expect(out.status).toBe(302);
    expect(out.headers.Location).toBe('/sign-in?next=%2Fdashboard%2Fagent_1%2Fcalls%3Fpage%3D2');
    expect(out.headers['Cache-Control']).toBe('no-store');
    expect(out.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(resolveStatic(site, { method: 'GET', path: '/dashboard' })!.headers.Location).toBe('/sign-in?next=%2Fdashboard');
    // With a session the portal decides (it may be signed in); sign-in itself and other pages are served.
    expect(resolveStatic(site, { method: 'GET', path: '/dashboard', cookie: 'a=1; bl_sid=xyz' })!.status).toBe(200);
    expect(resolveStatic(site, { method: 'GET', path: '/sign-in', query: 'next=%2Fdashboard' })!.status).toBe(200);
    expect(resolveStatic(site, { method: 'GET', path: '/create-agent' })!.status).toBe(200);
    expect(resolveStatic({ ...site, sessionCookie: undefined }, { method: 'GET', path: '/dashboard' })!.status).toBe(200);
  });

  it('starts the shell scripts after the first paint: preloads plus one start script, in order', async () => {
    const doc = startAfterPaint('<html><head><title>x</title></head><body><div id="root"></div><script defer src="/a.1.js"></script><script defer="" src="/b.2.js"></script></body></html>')!;
    expect(doc).not.toMatch(/<script defer(="")? src="\/[ab]\./);
    expect(doc).toContain('<link rel="preload" as="script" href="/a.1.js"><link rel="preload" as="script" href="/b.2.js"></head>');
    expect(doc).toContain('<script defer src="/app-start.js" data-app="/a.1.js /b.2.js"></script></body>');
    expect(startAfterPaint('<html><head></head><body></body></html>')).toBeNull();
    const pages = await prerenderPages({ remote: 'marketing', bundle: echoBundle, assets: files(), pageConfig: { support: { phone: '1' } }, salesReps: [] });
    expect(pages.get('/')!.body.toString()).toContain('data-app="/main.js"');
  });

  it('the start script adds each script once, in order, after a frame or a timer', () => {
    const added: Array<{ src: string; async: boolean }> = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const doc = {
      getElementById: () => null,
      addEventListener: () => {},
      currentScript: { getAttribute: () => '/a.js /b.js' },
      createElement: () => ({ src: '', async: true }),
      body: { appendChild: (el: { src: string; async: boolean }) => added.push({ ...el }) },
    };
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', APP_START_JS)(doc, {}, (f: () => void) => frames.push(f), (f: () => void) => timers.push(f));
    expect(added).toEqual([]);
    frames.forEach((f) => f());
    timers.forEach((f) => f());
    timers.forEach((f) => f());
    expect(added).toEqual([{ src: '/a.js', async: false }, { src: '/b.js', async: false }]);
  });

  it('renders nothing without a shell document', async () => {
    const pages = await prerenderPages({ remote: 'marketing', bundle: echoBundle, assets: new Map(), pageConfig: {}, salesReps: [] });
    expect(pages.size).toBe(0);
  });

  it('renders in a worker thread (React\'s renderer would switch promise hooks on for the whole gateway), failures per page, and stops', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-prerender-'));
    try {
      const file = join(dir, 'bundle.cjs');
      writeFileSync(file, `const { isMainThread } = require('node:worker_threads');
exports.renderPage = async (req, config) => {
  if (req.page === 'privacy') throw new Error('boom');
  return '<p>' + req.page + ' main=' + isMainThread + ' phone=' + config.support.phone + '</p>';
};`);
      const bundle = loadPrerenderBundle(file)!;
      const pages = await prerenderPages({ remote: 'marketing', bundle, assets: files(), pageConfig: { support: { phone: '(555) 010-0100' } }, salesReps: [] }).finally(() => bundle.close());
      const home = pages.get('/')!.body.toString();
      expect(home).toContain('<p>landing main=false phone=(555) 010-0100</p>');
      expect(pages.has('/privacy')).toBe(false);
      await expect(bundle.renderPage({ page: 'home', path: '/', params: {} }, {})).rejects.toThrow(/stopped/);
      expect(loadPrerenderBundle(join(dir, 'missing.cjs'))).toBeNull();
      // A file without renderPage: every page fails (the plain shell is served), nothing throws.
      writeFileSync(join(dir, 'empty.cjs'), 'exports.other = 1;');
      const empty = loadPrerenderBundle(join(dir, 'empty.cjs'))!;
      const none = await prerenderPages({ remote: 'marketing', bundle: empty, assets: files(), pageConfig: {}, salesReps: [] }).finally(() => empty.close());
      expect(none.size).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
