// Prerendered marketing pages: the gateway sends the page's static HTML inside the shell's
// frame, and the shell swaps it for the live page in one commit — no loading state, no shift.
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

  it('prerenders other marketing pages and the sales-rep landing, never app pages', async () => {
    const faq = await html('/faq');
    expect(faq.text).toContain('data-prerendered="faq"');
    expect(faq.text).toContain(FAQ_ITEMS[0]!.question);
    expect(faq.text).toMatch(/<title>FAQ — Bookline<\/title>/);
    const rep = await html('/alex');
    expect(rep.text).toContain('data-landing-variant="second"');
    for (const path of ['/create-agent', '/trial-signup', '/demo/agent/agent_x1']) {
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
