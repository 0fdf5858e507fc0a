// Every page at 360, 390, 768 and 1366 px (issue 19): no sideways scrolling, nothing pushed
// off the screen, and no axe-core WCAG 2 A/AA violation — colour contrast included — in
// Chromium. Pages without parameters, the demo page and the booking page of an agent created
// through create-full-agent, and every page of the signed-in owner portal.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTES } from '@bookline/contracts';
import { createTravelPlumber, signedInOwner, type SignedInOwner } from './agents';
import { useBrowser, watchedPage } from './browser';

const base = inject('baseUrl');
const browser = useBrowser();
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Redirects and pages that leave by themselves after a delay. */
const SKIP = new Set(['/about-us', '/payment-setup', '/demo/agent']);
const WIDTHS = [360, 390, 768, 1366] as const;

let agentPaths: string[] = [];
let portalPaths: string[] = [];
/** A signed-in owner's cookies (storage state) for the portal pages. */
let owner: SignedInOwner['state'];
beforeAll(async () => {
  const { agentId } = await createTravelPlumber({ name: 'Layout Check Plumbing', email: 'layout@example.com' });
  agentPaths = [`/demo/agent/${agentId}`, `/book/${agentId}`];
  const signedIn = await signedInOwner(browser(), { email: `layout-${Date.now()}@example.com` });
  owner = signedIn.state;
  const mine = signedIn.agentId;
  portalPaths = ROUTES.map((r) => r.path)
    .filter((p) => p.startsWith('/dashboard/:agentId') && !p.includes(':callId'))
    .map((p) => p.replace(':agentId', mine))
    .concat('/dashboard/account');
}, 60_000);

interface Fit {
  wide: boolean;
  /** Visible elements whose box starts left of the screen or ends right of it (outside scroll regions). */
  outside: string[];
}

async function check(page: Page): Promise<{ fit: Fit; violations: string[] }> {
  const fit = await page.evaluate(() => {
    const outside: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      // Off the screen until focused on purpose (the skip link).
      if (style.position === 'absolute' && (r.right <= 0 || r.bottom <= 0)) continue;
      // Inside a region that scrolls sideways on purpose (the sample week), or clipped by it.
      if (el.closest('[data-scroll-x], [role="region"][tabindex]') || (el.parentElement && el.parentElement.closest('[style*="overflow"]'))) continue;
      if (r.left < -1 || r.right > innerWidth + 1) outside.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    }
    return { wide: document.documentElement.scrollWidth > innerWidth, outside: outside.slice(0, 5) };
  });
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, exclude: [['#bookline-widget'], ['[data-bookline-widget]'], ['[data-bookline-float]']] });
    return r.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  });
  return { fit, violations };
}

describe('every page fits phones, tablets and desktops and passes axe (WCAG 2 AA)', () => {
  const paths = ROUTES.map((r) => r.path).filter((p) => !p.includes(':') && !SKIP.has(p));
  for (const width of WIDTHS) {
    it(`at ${width} px`, async () => {
      const problems: Record<string, unknown> = {};
      for (const path of [...paths, ...agentPaths, ...portalPaths]) {
        // bypassCSP lets the test inject axe-core; the page itself runs under its own policy.
        const ctx = await browser().newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce', bypassCSP: true, ...(portalPaths.includes(path) ? { storageState: owner } : {}) });
        try {
          const { page } = await watchedPage(ctx);
          await page.goto(base + path, { waitUntil: 'networkidle' });
          await page.waitForSelector('#root:not([data-prerendered]) h1', { timeout: 20_000 });
          // The portal fills in after its first request; wait until nothing says it is loading.
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .bl-spinner'), undefined, { timeout: 10_000 }).catch(() => undefined);
          const { fit, violations } = await check(page);
          if (fit.wide || fit.outside.length || violations.length) problems[path] = { ...fit, violations };
        } finally {
          await ctx.close();
        }
      }
      expect(problems).toStrictEqual({});
    }, 300_000);
  }
});
