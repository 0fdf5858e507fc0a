// One navigation set per audience (issue 19): every visitor page carries the same header links,
// every page of an owner in setup the same ones, and the spec's per-page links still work.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AUDIENCE_NAV } from '../../ui/src/Layout';
import { createTravelPlumber } from './agents';
import { useBrowser } from './browser';

const base = inject('baseUrl');
const browser = useBrowser();

async function open(path: string, width = 1366): Promise<Page> {
  const ctx = await browser().newContext({ viewport: { width, height: 800 } });
  const page = await ctx.newPage();
  await page.goto(base + path);
  await page.waitForSelector('#root:not([data-prerendered]) header .bl-logo', { timeout: 20_000 });
  return page;
}

/** The header navigation as [name, href, target] rows. */
const navOf = (page: Page) =>
  page.$$eval('header nav[aria-label="Main"] a', (as) => as.map((a) => [a.textContent?.replace('↗', '').trim(), a.getAttribute('href'), a.getAttribute('target')]));

const expected = (audience: 'visitor' | 'setup', replace: Record<string, string> = {}, extra: Array<[string, string]> = []) => [
  ...AUDIENCE_NAV[audience].map((l) => [l.label, replace[l.label] ?? l.to, l.newTab ? '_blank' : null]),
  ...extra.map(([label, to]) => [label, to, null]),
];

const VISITOR_PAGES = ['/', '/plumbing', '/faq', '/pricing', '/privacy', '/about', '/try-now', '/ai-receptionist', '/videocreationwhiteboard'];
const SETUP_PAGES = ['/create-agent', '/create-agent?mode=quick', '/create-agent?mode=voice', '/create-agent2', '/create-agent3', '/trial-signup', '/calendar-setup', '/testforwarding'];

describe('one navigation set per audience', () => {
  it('every visitor page has the visitors’ links and the Create Agent call to action', async () => {
    for (const path of VISITOR_PAGES) {
      const page = await open(path);
      const cta = page.locator('header .bl-header__cta');
      expect(await navOf(page), path).toStrictEqual(expected('visitor'));
      expect(await cta.getAttribute('href'), path).toBe('/create-agent');
      await page.context().close();
    }
  });

  it('every page of an owner in setup has the setup links and no sales call to action; the spec’s own links are kept', async () => {
    for (const path of SETUP_PAGES) {
      const page = await open(path);
      expect(await navOf(page), path).toStrictEqual(expected('setup'));
      expect(await page.locator('header .bl-header__cta').count(), path).toBe(0);
      expect(await page.locator('header a.bl-logo').getAttribute('href'), path).toBe('/');
      await page.context().close();
    }
    const chooser = await open('/create-agent');
    expect(await chooser.getByRole('link', { name: 'Back to Home', exact: true }).getAttribute('href')).toBe('/');
    expect(await chooser.locator('header a[href="/privacy"]').getAttribute('target')).toBe('_blank');
    await chooser.context().close();
    const voice = await open('/create-agent?mode=voice');
    await voice.locator('header').getByRole('button', { name: 'Back to Options', exact: true }).click();
    await voice.waitForURL(/\/create-agent$/);
    await voice.context().close();
  });

  it('the demo page adds Create Agent to the setup links; the voice-recording step points About Us at /about-us; the booking page has none', async () => {
    const { agentId } = await createTravelPlumber({ name: 'Navigation Plumbing', email: 'nav@example.com' });
    const demo = await open(`/demo/agent/${agentId}`);
    expect(await navOf(demo)).toStrictEqual(expected('setup', {}, [['Create Agent', '/create-agent']]));
    await demo.context().close();
    const rec = await open('/voice-recording');
    expect(await navOf(rec)).toStrictEqual(expected('setup', { 'About Us': '/about-us' }));
    await rec.context().close();
    // A business's public booking page is for its customers: no Bookline navigation, no sales pitch.
    const book = await open(`/book/${agentId}`);
    await book.waitForSelector('main h1');
    expect(await navOf(book)).toStrictEqual([]);
    expect(await book.locator('header .bl-header__cta').count()).toBe(0);
    await book.context().close();
  });

  it('the current page is marked, and the landing page’s Pricing scrolls instead of leaving', async () => {
    const faq = await open('/faq');
    expect(await faq.locator('header nav a[aria-current="page"]').textContent()).toBe('FAQ');
    await faq.context().close();
    const home = await open('/');
    await home.locator('header nav').getByRole('link', { name: 'Pricing', exact: true }).click();
    await home.waitForURL(/\/#pricing$/);
    expect(await home.evaluate(() => document.activeElement?.id)).toBe('pricing');
    await home.context().close();
  });

  it('the header fits on phones and tablets: no overflow, links on one row, the way back still named in full', async () => {
    for (const width of [360, 390, 768]) {
      for (const path of ['/', '/about', '/create-agent', '/trial-signup']) {
        const page = await open(path, width);
        const fit = await page.evaluate(() => {
          const header = document.querySelector('header.bl-header')!;
          const links = [...header.querySelectorAll('nav[aria-label="Main"] a')];
          const tops = new Set(links.map((a) => Math.round(a.getBoundingClientRect().top)));
          const outside = [...header.querySelectorAll('a, button')].filter((el) => {
            const r = el.getBoundingClientRect();
            return r.left < 0 || r.right > innerWidth;
          }).length;
          // Two header items overlapping (the way back under the call to action, say).
          const boxes = [...header.querySelectorAll('.bl-logo, .bl-header__back, .bl-header__cta')].map((el) => el.getBoundingClientRect());
          const overlaps = boxes.some((a, i) => boxes.some((b, j) => i < j && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom));
          return { rows: tops.size, outside, overlaps, wide: document.documentElement.scrollWidth > innerWidth };
        });
        expect(fit, `${path} at ${width}px`).toStrictEqual({ rows: 1, outside: 0, overlaps: false, wide: false });
        if (path === '/about') expect(await page.locator('header .bl-header__back').evaluate((a) => a.textContent)).toContain('Back to Home');
        await page.context().close();
      }
    }
  });
});
