// Issue 14 in Chromium, on a gateway started against an EMPTY Redis database:
// - every public demo (/try-now, the landing widget on /, /widget-test) holds a conversation,
//   because start-up creates the demo agents;
// - an agent created with no page open gets its number on the server, and its trial started from
//   the demo link in a new browser context (no sessionStorage, no cookie) reaches a completed
//   checkout; payment setup survives a reload.
import { WIDGET_TEST_AGENT_ID } from '@bookline/contracts';
import { keys } from '../../gateway/src/store/keys';
import { TEXTS as OWNER } from '../../mfe-owner/src/texts';
import { Redis } from 'ioredis';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawnGateway } from '../setup/e2e';
import { TEXTS as OB } from '../../mfe-onboarding/src/texts';
import { TEXTS as CR } from '../../mfe-creator/src/texts';
import { SANDBOX_TEXTS } from '../../gateway/src/billing/sandbox-page';
import { useBrowser, watchedPage } from './browser';
import { transcript, widgetIn } from './widget-support';

const browser = useBrowser();
// A database of its own, emptied first: a fresh machine.
const url = new URL(inject('redisUrl'));
url.pathname = '/13';
let redis: Redis;
let gw: Awaited<ReturnType<typeof spawnGateway>>;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  redis = new Redis(url.toString());
  await redis.flushdb();
  gw = await spawnGateway({ REDIS_URL: url.toString(), RATE_LIMIT_FUNCTIONS: '100000' });
}, 90_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await gw?.stop();
  redis?.disconnect();
});

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const ctx = await browser().newContext({ viewport: { width: 360, height: 740 } });
  contexts.push(ctx);
  const w = await watchedPage(ctx);
  // Name the address of any failed load (the console only says "404").
  w.page.on('response', (r) => {
    if (r.status() >= 400) w.errors.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return w;
}

async function ask(page: Page, text: string) {
  const w = widgetIn(page);
  await w.locator('input').fill(text);
  await w.locator('form button[type=submit]').click();
}

describe('fresh start: the public demos answer', () => {
  // /book/:agentId is the page a missed caller is texted (issue 16).
  for (const path of ['/try-now', '/', '/widget-test', `/book/${WIDGET_TEST_AGENT_ID}`]) {
    it(`${path} holds a conversation with the demo business`, async () => {
      const { page } = await newPage();
      await page.goto(gw.url + path);
      // The landing page loads its widget when it comes near the viewport (of the live page: the
      // prerendered copy is swapped for it, so an element of the copy may go away under us).
      await page.waitForSelector('#root:not([data-prerendered]) #bookline-widget', { state: 'attached', timeout: 20_000 });
      await page.locator('#root:not([data-prerendered]) #bookline-widget').first().scrollIntoViewIfNeeded({ timeout: 20_000 });
      await page.waitForSelector('[data-bookline-ready="true"]', { timeout: 30_000 });
      const w = widgetIn(page);
      // Floating launcher (none where the widget sits in a container): open the panel.
      const launcher = w.locator('button.lc');
      if (await launcher.isVisible().catch(() => false)) await launcher.click();
      await w.locator('input').waitFor({ timeout: 15_000 });
      // On open, before anything is typed: the business name in the header and its web greeting.
      await expect.poll(() => w.locator('.hd h2').textContent(), { timeout: 10_000 }).toBe('Bluebird Plumbing (demo business)');
      await expect.poll(async () => (await transcript(page)).join('\n'), { timeout: 10_000 }).toMatch(/Welcome to Bluebird Plumbing \(demo business\)/);
      // Typed at once, right after the greeting: answered, never dropped.
      await ask(page, 'How much is drain cleaning?');
      await expect.poll(async () => (await transcript(page)).join('\n'), { timeout: 20_000 }).toMatch(/\$129/);
      const all = (await transcript(page)).join('\n');
      expect(all).not.toMatch(/not available/i);
      // Website chat wording, and no idle prompt.
      expect(all).not.toMatch(/Thanks for calling|say or type|still there/i);
      await ask(page, 'What are your hours on Saturday?');
      await expect.poll(async () => (await transcript(page)).join('\n'), { timeout: 20_000 }).toMatch(/8(:00)?\s?(AM|am|a\.m\.)/);
    });
  }
});

describe('trial from the demo link in a new context', () => {
  it('the number exists with no page opened; Start Trial → payment (reloaded) → sandbox checkout completes', async () => {
    // Created as the wizard does, then the tab is gone: no page ever asks for a number.
    const res = await fetch(gw.url + '/functions/v1/create-full-agent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'pat@newtab.example',
        smsConsent: { consent: true, date: '2026-11-20T15:00:00.000Z', source: 'website sign up form' },
        businessData: { BusinessName: 'New Tab Plumbing', TimeZone: 'America/Chicago', ServiceType: 'Travel to Customer', BusinessAddressStreet: '500 Congress Ave', BusinessAddressCity: 'Austin', BusinessAddressState: 'TX', BusinessAddressZipcode: '78701', OwnerMobile: '(512) 555-0142' },
      }),
    });
    expect(res.status).toBe(200);
    const { agentId } = (await res.json()) as { agentId: string };
    await expect.poll(() => redis.get(keys.agentPhone(agentId)), { timeout: 20_000 }).toMatch(/^\+1512555\d{4}$/);

    const { page, errors } = await newPage();
    // Another browser: the owner signs in with the email the agent was created with, which claims it.
    await page.goto(`${gw.url}/sign-in`);
    await page.getByLabel(OWNER.signIn.email).fill('pat@newtab.example');
    await page.getByLabel(OWNER.signIn.email).press('Enter');
    await page.getByRole('link', { name: OWNER.signIn.sandboxLink }).click();
    await page.waitForURL(`**/dashboard/${agentId}`);
    await page.goto(`${gw.url}/demo/agent/${agentId}`);
    await page.getByTestId('agent-phone').waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: CR.demo.startTrial }).click();
    await page.waitForURL(`**/trial-signup?agentId=${agentId}`);
    // What the wizard knew is already there.
    await expect.poll(() => page.getByLabel(/^Address/).inputValue(), { timeout: 10_000 }).toBe('500 Congress Ave');
    expect(await page.getByLabel(/^Zip Code/).inputValue()).toBe('78701');
    await page.getByLabel(/^Name/).fill('Pat Owner');
    await page.getByLabel(/^Email/).fill('pat@newtab.example');
    await page.getByRole('button', { name: OB.trial.submit }).click();
    await page.waitForURL(`**/payment-setup?agentId=${agentId}`, { timeout: 15_000 });
    // A reload has no navigation state: the server has the answers.
    await page.reload();
    const pay = page.getByRole('button', { name: OB.payment.subscribe });
    await pay.waitFor({ timeout: 15_000 });
    expect(await page.getByText(OB.payment.expiredTitle).count()).toBe(0);
    await pay.click();
    await page.waitForURL('**/sandbox/checkout/cs_sandbox_*', { timeout: 20_000 });
    await page.getByRole('button', { name: SANDBOX_TEXTS.start }).click();
    await page.waitForURL('**/calendar-setup?**', { timeout: 20_000 });
    await page.getByTestId('checkout-confirmed').waitFor({ timeout: 20_000 });
    expect(await redis.hget(keys.agent(agentId), 'billing.status')).toBe('trialing');
    expect(errors).toStrictEqual([]);
  });
});
