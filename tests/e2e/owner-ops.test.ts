// The owner portal's Bookings, Agent settings and Billing pages in Chromium at 360 px, against an
// in-process gateway with the built front ends, a real Redis, relay and follow-up worker.
// Sign-in: the owner is a real account (tests/kit/owner.ts creates it, attaches the agent and
// opens a session the way the sign-in link does), so every owner route goes through the real
// owning-account guard.
import type { Page } from 'playwright-core';
import { createBookingStore } from '../../gateway/src/calendar/bookings';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEXTS } from '../../mfe-owner/src/texts';
import { SANDBOX_PORTAL_TEXTS } from '../../gateway/src/billing/sandbox-portal-page';
import { applyBillingEvent } from '../../gateway/src/billing';
import { loadConfig } from '../../gateway/src/config';
import { createLogger } from '../../gateway/src/logging';
import { testAccounts } from '../kit/owner';
import { findRepoRoot, staticMounts } from '../../gateway/src/paths';
import { SALON } from '../kit/fixtures';
import { feedEvents } from '../kit/ics';
import { dial, eventually, feed, makeAgent, outbox, randomCaller } from '../kit/conversation';
import { startGateway, type RunningGateway } from '../../gateway/src/server';
import { loadAssets } from '../../gateway/src/static';
import { createRedis, type Redis } from '../../gateway/src/store';
import { useBrowser, watchedPage } from './browser';
import { pinClock } from '../kit/clock';

pinClock();

const browser = useBrowser();
let gw: RunningGateway;
let redis: Redis;
let accounts: ReturnType<typeof testAccounts>;

beforeAll(async () => {
  redis = createRedis(inject('redisUrl' as never) as string);
  accounts = testAccounts(redis);
  const config = loadConfig({ REDIS_URL: inject('redisUrl' as never) as string, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', PRERENDER_PAGES: 'false', RATE_LIMIT_WIDGET: '1000', RELAY_IDLE_MS: '60000' });
  gw = await startGateway({ config, log: createLogger({ level: 'silent' }), assets: loadAssets(staticMounts(findRepoRoot())) });
});
afterAll(async () => {
  await gw?.close();
  redis?.disconnect();
});

/** A 360 px page signed in as the account owning `agentId`. */
async function ownerPage(agentId: string): Promise<{ page: Page; errors: string[] }> {
  const { cookie } = await accounts.signIn([agentId]);
  const [name, value] = cookie.split('=') as [string, string];
  const ctx = await browser().newContext({ viewport: { width: 360, height: 740 } });
  await ctx.addCookies([{ name, value, url: gw.url }]);
  return watchedPage(ctx);
}

async function bookByPhone(number: string) {
  const from = randomCaller();
  const { caller } = await dial(gw.url, number, from);
  await caller.say("Hi, I'd like to book a haircut");
  await caller.say('the first one');
  await caller.say('Jane Doe');
  await caller.say('yes');
  await caller.say('yes');
  await caller.say('no thanks');
  caller.hangUp();
  return from;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('Bookings page', () => {
  it("the owner moves a caller's booking: the caller's SMS and the ICS feed change", async () => {
    const { agent, number } = await makeAgent(redis, SALON);
    const from = await bookByPhone(number);
    const [booked] = await createBookingStore({ redis: redis, agentId: agent.id }).byCaller({ phone: from, now: Date.now() });
    expect(booked).toBeDefined();
    const uid = feedEvents(await feed(gw.url, agent))[0]!.uid;

    const { page, errors } = await ownerPage(agent.id);
    await page.goto(`${gw.url}/dashboard/${agent.id}/bookings`);
    await page.getByRole('heading', { name: TEXTS.bookings.upcoming }).waitFor();
    const row = page.locator(`[data-booking-id="${booked!.id}"]`);
    await row.getByText('Haircut — Jane Doe').waitFor();
    // Keyboard only: focus Move, Enter; find times; pick the second; move.
    await row.getByRole('button', { name: `${TEXTS.bookings.move}: Haircut — Jane Doe` }).focus();
    await page.keyboard.press('Enter');
    await row.getByRole('button', { name: TEXTS.bookings.findTimes }).click();
    const radios = row.getByRole('radio');
    await radios.nth(1).waitFor();
    const label = (await row.locator('.ow-slot').nth(1).textContent())!.trim();
    await radios.nth(1).check();
    await row.getByRole('button', { name: TEXTS.bookings.moveTo }).click();
    await page.getByRole('status').filter({ hasText: TEXTS.bookings.moved }).waitFor();
    expect(await noSideScroll(page)).toBe(true);

    const [moved] = await createBookingStore({ redis: redis, agentId: agent.id }).byCaller({ phone: from, now: Date.now() });
    expect(moved!.start).not.toBe(booked!.start);
    expect(moved!.sequence).toBe(1);
    expect(label).toMatch(/ at \d{1,2}(:\d\d)? (AM|PM)$/);
    const msgs = await eventually(() => outbox(gw.url, agent.id), (m) => m.some((x) => x.channel === 'sms' && x.to === from && /moved to/.test(x.text ?? '')));
    expect(msgs.find((x) => x.to === from && /moved to/.test(x.text ?? ''))!.text).toContain('your Haircut is moved to');
    const ev = feedEvents(await feed(gw.url, agent));
    expect(ev).toStrictEqual([expect.objectContaining({ uid, start: moved!.start, sequence: 1 })]);
    expect(errors).toStrictEqual([]);
  });
});

describe('Agent settings page', () => {
  it('the owner changes the hours and the next call offers only the new hours', async () => {
    const { agent, number } = await makeAgent(redis, SALON);
    const { page, errors } = await ownerPage(agent.id);
    await page.goto(`${gw.url}/dashboard/${agent.id}/settings`);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await page.getByLabel(TEXTS.settings.opens(day)).selectOption('2:00 PM');
      await page.getByLabel(TEXTS.settings.closes(day)).selectOption('4:00 PM');
    }
    expect(await noSideScroll(page)).toBe(true);
    await page.getByRole('button', { name: TEXTS.settings.save }).click();
    await page.getByRole('status').filter({ hasText: TEXTS.settings.saved }).waitFor();

    const { caller } = await dial(gw.url, number);
    const offer = await caller.say("Hi, I'd like to book a haircut");
    const hours = [...offer.matchAll(/(\d{1,2})(?::\d\d)? (AM|PM)/g)].map((m) => (Number(m[1]) % 12) + (m[2] === 'PM' ? 12 : 0));
    expect(hours.length).toBeGreaterThan(0);
    for (const h of hours) expect([14, 15]).toContain(h);
    caller.hangUp();
    expect(errors).toStrictEqual([]);
  });

  it('shows every choice of every select whole at 360 px (the voice choice was cut off)', async () => {
    const { agent } = await makeAgent(redis, SALON);
    const { page } = await ownerPage(agent.id);
    await page.goto(`${gw.url}/dashboard/${agent.id}/settings`);
    await page.getByLabel(TEXTS.settings.voice).waitFor();
    // Each option's text in the select's own font, plus room for the arrow and padding.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('main select')].flatMap((el) => {
        const c = document.createElement('canvas').getContext('2d')!;
        c.font = getComputedStyle(el).font;
        return [...(el as HTMLSelectElement).options].filter((o) => c.measureText(o.text).width + 40 > el.clientWidth).map((o) => o.text);
      }),
    );
    expect(cut).toStrictEqual([]);
  });
});

describe('Billing page', () => {
  it('Manage billing → sandbox portal → cancel: the agent refuses calls after the period', async () => {
    const { agent, number } = await makeAgent(redis, SALON);
    const nowS = Math.floor(Date.now() / 1000);
    await applyBillingEvent(redis, { id: `evt_e2e_${agent.id}`, kind: 'checkout.completed', created: nowS, agentId: agent.id, customerId: `cus_sandbox_e2e_${agent.id}`, subscriptionId: 'sub_sandbox_e2e', status: 'trialing', trialEnd: nowS + 86_400 });
    const { page, errors } = await ownerPage(agent.id);
    await page.goto(`${gw.url}/dashboard/${agent.id}/billing`);
    await page.getByText(TEXTS.billing.sandbox).waitFor();
    expect(await page.getByTestId('billing-state').textContent()).toBe(TEXTS.billing.states.trial);
    expect(await noSideScroll(page)).toBe(true);
    await page.getByRole('button', { name: TEXTS.billing.manage }).click();
    await page.getByText(SANDBOX_PORTAL_TEXTS.banner).waitFor();
    await page.getByRole('button', { name: SANDBOX_PORTAL_TEXTS.cancel }).click();
    await page.getByRole('button', { name: SANDBOX_PORTAL_TEXTS.resume }).waitFor();
    await page.getByRole('link', { name: SANDBOX_PORTAL_TEXTS.back }).click();
    await page.getByTestId('billing-state').filter({ hasText: TEXTS.billing.states.canceling }).waitFor();

    // Until the period ends the agent still answers.
    const first = await dial(gw.url, number);
    first.caller.hangUp();
    // The period is over (its recorded end moved into the past, as time passing would).
    await applyBillingEvent(redis, { id: `evt_e2e2_${agent.id}`, kind: 'subscription.changed', created: nowS + 1, agentId: agent.id, periodEnd: nowS - 1 });
    const res = await fetch(`${gw.url}/voice/incoming`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ CallSid: 'CAe2e', From: randomCaller(), To: number }) });
    const xml = await res.text();
    expect(xml).toContain('This virtual receptionist is no longer taking calls.');
    expect(xml).not.toContain('ConversationRelay');
    const widget = await fetch(`${gw.url}/widget/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ agentId: agent.id }) });
    expect(widget.status).toBe(402);
    expect(errors).toStrictEqual([]);
  });
});
