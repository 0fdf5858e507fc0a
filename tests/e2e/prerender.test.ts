// Prerendered pages (marketing, and the entry pages of creator, onboarding and the portal's
// sign-in): the gateway sends the page's static HTML inside the shell's frame, and the shell
// swaps it for the live page in one commit — no loading state, no shift.
import { describe, expect, inject, it } from 'vitest';
import { FAQ_ITEMS } from '../../mfe-marketing/src/content/faq';
import { TEXTS } from '../../mfe-marketing/src/texts';
import { useBrowser, watchedPage } from './browser';

const base = inject('baseUrl');
const browser = useBrowser();

const html = async (path: string) => {
  const res = await fetch(base + path);
  return { status: res.status, text: await res.text(), cache: res.headers.get('cache-control') };
};

describe('prerendered marketing pages', () => {
  it('sends the landing page, its title and its styles in the HTML', async () => {
    const { status, text, cache } = await html('/');
    expect(status).toBe(200);
    expect(cache).toBe('no-cache');
    expect(text).toContain('<div id="root" data-prerendered="landing">');
    expect(text).toContain(TEXTS.headlineLead);
    expect(text).toContain(TEXTS.tagline);
    expect(text).toMatch(/<style data-prerendered>[^<]*\.mk-hero/);
    expect(text).toContain('<main id="main" tabindex="-1">');
  });

  it('prerenders other marketing pages and the sales-rep landing, not app pages beyond the entry pages', async () => {
    const faq = await html('/faq');
    expect(faq.text).toContain('data-prerendered="faq"');
    expect(faq.text).toContain(FAQ_ITEMS[0]!.question);
    expect(faq.text).toMatch(/<title>FAQ — Bookline<\/title>/);
    const rep = await html('/alex');
    expect(rep.text).toContain('data-landing-variant="second"');
    for (const path of ['/create-agent2', '/payment-setup', '/demo/agent/agent_x1']) {
      const r = await html(path);
      expect(r.status, path).toBe(200);
      expect(r.text, path).toContain('<div id="root"></div>');
    }
    const missing = await html('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('data-prerendered');
  });

  it('does not serve the server bundle', async () => {
    expect((await fetch(`${base}/remotes/marketing/server/prerender.cjs`)).status).toBe(404);
  });

  it('shows the page without JavaScript', async () => {
    const ctx = await browser().newContext({ javaScriptEnabled: false });
    try {
      const page = await ctx.newPage();
      await page.goto(base + '/faq');
      expect(await page.textContent('main h1')).toBeTruthy();
      expect(await page.textContent('main')).toContain(FAQ_ITEMS[1]!.question);
    } finally {
      await ctx.close();
    }
  });

  it('swaps the static copy for the live page without a loading state or layout shift', async () => {
    const ctx = await browser().newContext({ viewport: { width: 360, height: 740 } });
    try {
      await ctx.addInitScript(() => {
        const w = window as unknown as { __spinnerSeen: boolean; __shift: number };
        w.__spinnerSeen = false;
        w.__shift = 0;
        new MutationObserver((records) => {
          // A page-loading spinner (the widget's own "Loading AI Receptionist..." is content).
          for (const r of records)
            for (const n of r.addedNodes) {
              if (!(n instanceof Element)) continue;
              const spinners = [...(n.matches('.bl-spinner') ? [n] : []), ...n.querySelectorAll('.bl-spinner')];
              if (spinners.some((el) => !el.closest('.mk-widget'))) w.__spinnerSeen = true;
            }
        }).observe(document, { childList: true, subtree: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.__shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const { page, errors } = await watchedPage(ctx);
      await page.goto(base + '/', { waitUntil: 'domcontentloaded' });
      const h1Top = () => page.evaluate(() => document.querySelector('main h1')?.getBoundingClientRect().top ?? null);
      const staticTop = await h1Top();
      expect(staticTop).not.toBeNull();
      // Live: the shell says the copy is gone, and the deferred sections appear after mount.
      await page.waitForSelector('#root:not([data-prerendered])', { timeout: 20_000 });
      await page.waitForFunction(() => !document.querySelector('[data-deferred="pending"]'), undefined, { timeout: 20_000 });
      await page.getByRole('button', { name: 'Pause headline' }).click();
      expect(await page.getByRole('button', { name: 'Resume headline' }).getAttribute('aria-pressed')).toBe('true');
      expect(await h1Top()).toBe(staticTop);
      expect(await page.evaluate(() => (window as unknown as { __spinnerSeen: boolean }).__spinnerSeen)).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
      expect(await page.locator('main').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});

describe('prerendered entry pages of the other remotes', () => {
  it('sends /create-agent, /trial-signup and /sign-in static, but the live page for a query that changes it', async () => {
    for (const [path, page] of [['/create-agent', 'create-agent'], ['/trial-signup', 'trial-signup'], ['/sign-in?next=%2Fdashboard', 'sign-in']] as const) {
      const { text } = await html(path);
      expect(text, path).toContain(`<div id="root" data-prerendered="${page}">`);
      expect(text, path).toMatch(/<style data-prerendered>/);
    }
    expect((await html('/create-agent?mode=quick')).text).toContain('<div id="root"></div>');
    expect((await html('/sign-in?token=abc')).text).toContain('<div id="root"></div>');
  });

  it('sends a visitor without a session from a portal page straight to sign in', async () => {
    const res = await fetch(`${base}/dashboard?tab=1`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sign-in?next=%2Fdashboard%3Ftab%3D1');
  });

  it('swaps each static copy for the live page without a loading state or layout shift, and drops the inlined styles', async () => {
    for (const path of ['/create-agent', '/trial-signup', '/dashboard']) {
      const ctx = await browser().newContext({ viewport: { width: 412, height: 823 } });
      try {
        await ctx.addInitScript(() => {
          const w = window as unknown as { __spinnerSeen: boolean; __shift: number };
          w.__spinnerSeen = false;
          w.__shift = 0;
          new MutationObserver((records) => {
            for (const r of records) for (const n of r.addedNodes) if (n instanceof Element && (n.matches('.bl-spinner') || n.querySelector('.bl-spinner'))) w.__spinnerSeen = true;
          }).observe(document, { childList: true, subtree: true });
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as Array<PerformanceEntry & { value: number }>) w.__shift += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const { page, errors } = await watchedPage(ctx);
        await page.goto(base + path);
        await page.waitForSelector('#root:not([data-prerendered])', { timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => (window as unknown as { __spinnerSeen: boolean }).__spinnerSeen), path).toBe(false);
        expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), path).toBeLessThan(0.01);
        expect(await page.locator('style[data-prerendered]').count(), path).toBe(0);
        expect(await page.locator('main h1').count(), path).toBe(1);
        expect(errors, path).toEqual([]);
      } finally {
        await ctx.close();
      }
    }
  });

  it('does on the live page what the visitor typed and pressed on the static copy before it was replaced', async () => {
    const ctx = await browser().newContext();
    try {
      const { page, errors } = await watchedPage(ctx);
      // Hold the app back until the visitor has acted on the static copy.
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(base + '/sign-in');
      expect(await page.getAttribute('#root', 'data-prerendered')).toBe('sign-in');
      await page.getByLabel('Email address').fill('owner@example.com');
      await page.getByLabel('Email address').press('Enter');
      // Nothing was sent natively: still the static copy, at the same address.
      expect(new URL(page.url()).search).toBe('');
      release();
      await page.getByRole('heading', { name: 'Check your email' }).waitFor({ timeout: 20_000 });
      expect(await page.textContent('main')).toContain('owner@example.com');
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('the live page has what was typed and the focus from the moment it appears: no instant where a key press is lost', async () => {
    const ctx = await browser().newContext();
    try {
      // Look at the page in the first microtask after the static copy leaves the document: a key
      // pressed then goes to whatever has the focus at that moment.
      await ctx.addInitScript(() => {
        const w = window as unknown as { __atSwap?: { tag: string; value: string | null } };
        let copy: Element | null = null;
        new MutationObserver(() => {
          copy ??= document.querySelector('#root[data-prerendered] input[type=email]');
          if (!copy || copy.isConnected || w.__atSwap) return;
          const active = document.activeElement;
          w.__atSwap = { tag: active?.tagName ?? '', value: active instanceof HTMLInputElement ? active.value : null };
        }).observe(document, { childList: true, subtree: true });
      });
      const { page, errors } = await watchedPage(ctx);
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(base + '/sign-in');
      await page.getByLabel('Email address').fill('typing@example.com');
      release();
      await page.waitForSelector('#root:not([data-prerendered])', { timeout: 20_000 });
      expect(await page.evaluate(() => (window as unknown as { __atSwap?: unknown }).__atSwap)).toStrictEqual({ tag: 'INPUT', value: 'typing@example.com' });
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Check your email' }).waitFor({ timeout: 20_000 });
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
