import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTES } from '@bookline/contracts';
import { ROOT, spawnGateway } from '../setup/e2e';
import { launchBrowser, watchedPage } from './browser';
import { serveDir } from './static-server';

const base = inject('baseUrl');
/** The live page's h1 (a prerendered page shows a static copy first; the shell then drops data-prerendered). */
const LIVE_H1 = '#root:not([data-prerendered]) main h1';
let browser: Browser;
let redis: Redis;

beforeAll(async () => {
  browser = await launchBrowser();
  redis = new Redis(inject('redisUrl'));
});
afterAll(async () => {
  await browser?.close();
  redis?.disconnect();
});

const concrete = (path: string) => path.replace(':agentId', 'agent_e2eTest123');

describe('shell', () => {
  it('renders / with content that comes from the marketing remote', async () => {
    const ctx = await browser.newContext();
    const { page } = await watchedPage(ctx);
    const remoteScripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/remotes/marketing/')) remoteScripts.push(r.url());
    });
    await page.goto(base + '/');
    await page.waitForSelector(LIVE_H1);
    expect(await page.textContent('body')).toContain('Right time, every time, right now.');
    expect(remoteScripts.some((u) => u.endsWith('/remotes/marketing/mf-manifest.json'))).toBe(true);
    expect(remoteScripts.some((u) => u.endsWith('.js'))).toBe(true);
    await ctx.close();
  });

  it('renders every route of the table with its title and no console errors', async () => {
    const ctx = await browser.newContext();
    const { page, errors } = await watchedPage(ctx);
    for (const route of ROUTES) {
      await page.goto(base + concrete(route.path));
      await page.waitForSelector(LIVE_H1);
      // Signed out, every owner-portal page shows the sign-in page in its place.
      const signedOutTitle = route.remote === 'owner' ? ROUTES.find((r) => r.path === '/sign-in')!.title : route.title;
      // (a portal page asks who is signed in first, then moves to /sign-in)
      // The demo page of an existing agent adds the business's name in front (issue 19).
      if (route.path === '/demo/agent/:agentId') await expect.poll(() => page.title(), { message: route.path }).toMatch(new RegExp(`^(.+ — )?${signedOutTitle}$`));
      else await expect.poll(() => page.title(), { message: route.path }).toBe(signedOutTitle);
      expect(await page.locator('main h1').count(), `${route.path} has one h1`).toBe(1);
    }
    for (const rep of ['/alex', '/jordan']) {
      await page.goto(base + rep);
      await page.waitForSelector(LIVE_H1);
      expect(await page.textContent('body')).toContain('Right time, every time, right now.');
    }
    // Signed out, the owner portal's account probe answers 401 (the browser logs it); nothing else may fail.
    expect(errors.filter((e) => !/status of 401/.test(e))).toStrictEqual([]);
    await ctx.close();
  });

  it('shows the 404 page for an unknown path and the gateway stores the path', async () => {
    const ctx = await browser.newContext();
    const { page } = await watchedPage(ctx);
    const path = `/no-such-page-${Date.now()}`;
    const res = await page.goto(base + path);
    expect(res?.status()).toBe(404);
    await page.waitForSelector('text=Oops! Page not found');
    expect(await page.locator('a', { hasText: 'Return to Home' }).getAttribute('href')).toBe('/');
    await expect.poll(async () => (await redis.xrange('bl:log:not-found', '-', '+')).some(([, f]) => f.includes(path)), { timeout: 5000 }).toBe(true);
    await ctx.close();
  });

  it('sets originalSalesRep from the first visit and never overwrites it', async () => {
    const ctx = await browser.newContext();
    const { page } = await watchedPage(ctx);
    await page.goto(base + '/jordan');
    await page.waitForSelector(LIVE_H1);
    expect(await page.evaluate(() => sessionStorage.getItem('originalSalesRep'))).toBe('Jordan');
    await page.goto(base + '/alex');
    await page.waitForSelector(LIVE_H1);
    expect(await page.evaluate(() => sessionStorage.getItem('originalSalesRep'))).toBe('Jordan');
    await ctx.close();
  });

  it('keeps the frame and the other remotes working when one remote is down, and recovers on retry', async () => {
    const creator = await serveDir(join(ROOT, 'mfe-creator/dist'));
    const gw = await spawnGateway({ REDIS_URL: inject('redisUrl'), REMOTE_CREATOR_URL: `${creator.url}/mf-manifest.json` });
    const ctx = await browser.newContext();
    try {
      const { page } = await watchedPage(ctx);
      await page.goto(gw.url + '/create-agent');
      await page.waitForSelector(LIVE_H1);
      expect(await page.textContent('main h1')).toBe('Create Your AI Receptionist');

      await creator.close();
      const { page: p2 } = await watchedPage(ctx);
      await p2.goto(gw.url + '/create-agent');
      await p2.waitForSelector("text=This page couldn't load");
      expect(await p2.locator('button', { hasText: 'Try again' }).isVisible()).toBe(true);
      expect(await p2.locator('.bl-skip').count()).toBe(1);

      await p2.goto(gw.url + '/plumbing');
      await p2.waitForSelector(LIVE_H1);
      expect(await p2.textContent('main h1')).toContain('plumbers');

      await p2.goto(gw.url + '/create-agent');
      await p2.waitForSelector("text=This page couldn't load");
      const again = await serveDir(join(ROOT, 'mfe-creator/dist'), creator.port);
      try {
        await p2.getByRole('button', { name: 'Try again' }).click();
        await p2.waitForSelector('main h1:has-text("Create Your AI Receptionist")');
      } finally {
        await again.close();
      }
      await expect
        .poll(async () => (await redis.xrange('bl:log:client-errors', '-', '+')).some(([, f]) => f.includes('creator')), { timeout: 5000 })
        .toBe(true);
    } finally {
      await ctx.close();
      await gw.stop();
    }
  });
});
