// The signed-in owner portal read from a browser in another time zone (Tokyo) than the business
// (Austin): every time of the business is shown in the business's zone, labelled with it, on
// every page; and the overview's "this period" bookings are the billing page's metered bookings.
// An in-process gateway with the built front ends and a real Redis; the owner's week is the
// visual suite's (tests/kit/owner-week.ts), at the same pinned clock.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '../../mfe-owner/src/texts';
import { recordMeteredBooking } from '../../gateway/src/billing';
import { createLogger } from '../../gateway/src/logging';
import { startGateway, type RunningGateway } from '../../gateway/src/server';
import { createRedis, type Redis } from '../../gateway/src/store';
import { testConfig } from '../kit/app';
import { pinClock } from '../kit/clock';
import { makeAgent } from '../kit/conversation';
import { seedBooking, testAccounts, writeCall } from '../kit/owner';
import { austin, seedWeek, WEEK_NOW, WEEK_TZ } from '../kit/owner-week';
import { useBrowser, watchedPage } from './browser';

pinClock(WEEK_NOW);
const browser = useBrowser();
/** The viewer's zone: 15 hours ahead of Austin, so every browser-zone time shows another hour and often another day. */
const VIEWER_TZ = 'Asia/Tokyo';

let gw: RunningGateway;
let redis: Redis;
let agentId: string;
let callId: string;
let cookie: string;

beforeAll(async () => {
  const config = testConfig({ PORT: '0', HOST: '127.0.0.1', PRERENDER_PAGES: 'false' });
  redis = createRedis(config.REDIS_URL);
  gw = await startGateway({ config, log: createLogger({ level: 'silent' }) });
  const { agent } = await makeAgent(redis, { name: 'Zone Check Plumbing', travel: true, timeZone: WEEK_TZ, services: [{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 15000 }] });
  agentId = agent.id;
  ({ callId } = await seedWeek(redis, agentId));
  ({ cookie } = await testAccounts(redis).signIn([agentId]));
}, 120_000);
afterAll(async () => {
  await gw?.close();
  redis?.disconnect();
});

/** A signed-in page in Tokyo whose clock is the week's "now". */
async function tokyoPage(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const ctx = await browser().newContext({ viewport: { width: 1366, height: 800 }, timezoneId: VIEWER_TZ, locale: 'en-US' });
  const [name, value] = cookie.split('=') as [string, string];
  await ctx.addCookies([{ name, value, url: gw.url }]);
  const { page, errors } = await watchedPage(ctx);
  await page.clock.setFixedTime(new Date(WEEK_NOW));
  return { page, errors, close: () => ctx.close() };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${gw.url}/dashboard/${agentId}${path}`);
  await page.waitForFunction(() => !!document.querySelector('.ow-page h1') && !document.querySelector('.bl-spinner, [aria-busy="true"]'), undefined, { timeout: 20_000 });
}

describe('the portal shows the business’s times in the business’s zone, from a browser in Tokyo', () => {
  it('the browser really is in Tokyo', async () => {
    const { page, close } = await tokyoPage();
    try {
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(VIEWER_TZ);
    } finally {
      await close();
    }
  });

  it('call page: when it came in, the summary and the booking it made, all in Austin time', async () => {
    const { page, errors, close } = await tokyoPage();
    try {
      await open(page, `/calls/${callId}`);
      await page.getByRole('heading', { name: TEXTS.call.transcript }).waitFor();
      const facts = page.getByRole('region', { name: TEXTS.call.summary });
      await expect(facts.locator(`dt:text-is("${TEXTS.calls.when}") + dd`).textContent()).resolves.toBe('Mon, Nov 16, 7:40 AM CST · 2m 34s');
      await expect(facts.locator('.ow-list li').first().textContent()).resolves.toBe('Drain cleaningTue, Nov 17, 10:00 AM CST9500 N Lamar Blvd, Austin, TX 78753');
      await expect(facts.locator('p').first().textContent()).resolves.toBe('Booked Drain cleaning for Tue, Nov 17, 10:00 AM CST');
      expect(errors).toStrictEqual([]);
    } finally {
      await close();
    }
  });

  it('calls list and unanswered questions: each call and question at its Austin time', async () => {
    const { page, errors, close } = await tokyoPage();
    try {
      await open(page, '/calls');
      const list = page.getByRole('list', { name: TEXTS.calls.title });
      await list.locator('li').first().waitFor();
      const rows = await list.locator('li .ow-muted').allTextContents();
      expect(rows).toStrictEqual(['Mon, Nov 16, 8:15 AM CST · 1m 11s · 512-555-0172', 'Mon, Nov 16, 7:40 AM CST · 2m 34s · 512-555-0171', 'Fri, Nov 13, 4:05 PM CST · 38s']);
      await open(page, '/questions');
      await expect(page.locator('.ow-card .ow-muted').first().textContent()).resolves.toContain('Mon, Nov 16, 8:16 AM CST');
      expect(errors).toStrictEqual([]);
    } finally {
      await close();
    }
  });

  it('overview, bookings and tomorrow’s plan: each job at its Austin time, labelled', async () => {
    const { page, errors, close } = await tokyoPage();
    try {
      await open(page, '');
      const monday = page.getByRole('region', { name: 'Monday, November 16' });
      await expect(monday.locator('strong').allTextContents()).resolves.toStrictEqual(['2:00 PM–3:00 PM CST · Drain cleaning']);
      await open(page, '/bookings');
      await expect(page.locator('[data-booking-id] strong').allTextContents()).resolves.toStrictEqual(['Mon, Nov 16, 2:00 PM–3:00 PM CST', 'Tue, Nov 17, 10:00 AM–11:00 AM CST', 'Tue, Nov 17, 1:00 PM–2:00 PM CST']);
      await open(page, '/plan');
      const booked = page.getByRole('region', { name: TEXTS.plan.current });
      await expect(booked.locator('.ow-row strong').allTextContents()).resolves.toStrictEqual(['10:00 AM–11:00 AM CST · Drain cleaning', '1:00 PM–2:00 PM CST · Drain cleaning']);
      await booked.getByText('promised 10:00 AM–12:00 PM CST').waitFor();
      expect(errors).toStrictEqual([]);
    } finally {
      await close();
    }
  });
});

describe('this period’s bookings', () => {
  it('the overview and the billing page show the same metered bookings', async () => {
    // A second caller books two jobs in one call; the follow-up worker meters each (3 with the week's one).
    const ids = [`${agentId}_two-1`, `${agentId}_two-2`];
    for (const [i, id] of ids.entries()) {
      const start = austin(2, 9 + 2 * i);
      await seedBooking(redis, { id, agentId, start, end: start + 3_600_000, serviceName: 'Drain cleaning', customer: { name: 'Kim Lo', address: '700 Lavaca St, Austin, TX 78701' }, createdAt: austin(0, 8, 30), updatedAt: austin(0, 8, 30) }, WEEK_TZ);
      await recordMeteredBooking(redis, { agentId, bookingId: id, at: austin(0, 8, 31 + i) });
    }
    await writeCall(redis, { agentId, startedAt: austin(0, 8, 28), from: '+15125550174', outcomes: ['booked'], bookingIds: ids, lengthMs: 200_000 });
    const { page, errors, close } = await tokyoPage();
    try {
      await open(page, '/billing');
      await expect(page.getByTestId('billing-usage').textContent()).resolves.toBe(TEXTS.billing.usageLine(3, '$10.50'));
      await open(page, '');
      const money = page.getByRole('region', { name: TEXTS.overview.bookedJobs });
      await expect(money.locator('p').last().textContent()).resolves.toBe(TEXTS.overview.metered(3, '$10.50'));
      // No plan yet, in the billing page's words (not "Plan: none").
      await expect(money.locator('p').first().textContent()).resolves.toBe(TEXTS.billing.states.none);
      expect(errors).toStrictEqual([]);
    } finally {
      await close();
    }
  });
});
