// Onboarding in Chromium: trial signup → payment setup → sandbox checkout → calendar setup
// (checkout confirmed, checklist kept server-side, owner's ICS address checked and saved),
// the Session Expired path and the copy buttons with the clipboard granted and denied.
import { keys } from '../../gateway/src/store/keys';
import { createServer, type Server } from 'node:http';
import { Redis } from 'ioredis';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawnGateway } from '../setup/e2e';
import { TEXTS } from '../../mfe-onboarding/src/texts';
import { SANDBOX_TEXTS } from '../../gateway/src/billing/sandbox-page';
import { launchBrowser, watchedPage } from './browser';

const T = TEXTS;
const SUPPORT_EMAIL = 'support@bookline.example';
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Fixture//EN\r\nBEGIN:VEVENT\r\nUID:a@fixture\r\nDTSTART:20261201T150000Z\r\nDTEND:20261201T160000Z\r\nSUMMARY:Busy\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:b@fixture\r\nDTSTART:20261202T150000Z\r\nDTEND:20261202T160000Z\r\nSUMMARY:Busy\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

let browser: Browser;
let redis: Redis;
let gw: Awaited<ReturnType<typeof spawnGateway>>;
let ics: { server: Server; url: string };
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // A gateway of our own: the ICS check may fetch the loopback fixture (test-only setting).
  gw = await spawnGateway({ REDIS_URL: inject('redisUrl'), RATE_LIMIT_FUNCTIONS: '100000', EXTRACTION_ALLOW_PRIVATE_HOSTS: 'true', SUPPORT_EMAIL });
  const server = createServer((req, res) => {
    if (req.url === '/private/secret-abc/basic.ics') {
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      res.end(ICS);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const a = server.address();
  ics = { server, url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/private/secret-abc/basic.ics` };
  browser = await launchBrowser();
  redis = new Redis(inject('redisUrl'));
}, 60_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await gw?.stop();
  ics?.server.close();
  redis?.disconnect();
});

async function newPage({ clipboard }: { clipboard: boolean }): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 780 } });
  contexts.push(ctx);
  if (clipboard) await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: gw.url });
  const { page, errors } = await watchedPage(ctx);
  if (!clipboard) {
    // Chromium lets a focused page write to the clipboard by default: deny it for this context.
    const cdp = await ctx.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', { permission: { name: 'clipboard-write' }, setting: 'denied', origin: gw.url, browserContextId: targetInfo.browserContextId });
  }
  return { ctx, page, errors };
}

const toastTitles = (page: Page) => page.locator('.bl-toast__title').allTextContents();
const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));

/** An agent made through the real create-full-agent, from the page so the session cookie is the browser's. */
async function createAgent(page: Page): Promise<string> {
  await page.goto(gw.url + '/faq');
  const agentId = await page.evaluate(async () => {
    const res = await fetch('/functions/v1/create-full-agent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'pat@rapidrooter.example', businessData: { BusinessName: 'Rapid Rooter Plumbing', TimeZone: 'America/Chicago', ServiceType: 'Travel to Customer' }, smsConsent: false }),
    });
    return ((await res.json()) as { agentId: string }).agentId;
  });
  expect(agentId).toMatch(/^agent_/);
  return agentId;
}

const step = (page: Page, key: string) => page.locator(`li[data-step="${key}"]`);

describe('onboarding', () => {
  it('takes an owner from trial signup through sandbox checkout to a confirmed, persistent calendar setup', async () => {
    const { page, errors } = await newPage({ clipboard: true });
    const agentId = await createAgent(page);
    // What voice setup leaves in session storage (spec §3).
    await page.evaluate((id) => {
      sessionStorage.setItem('currentAgentId', id);
      sessionStorage.setItem('userEmail', 'pat@rapidrooter.example');
      sessionStorage.setItem('businessName', 'Pat Owner');
      sessionStorage.setItem('userAddress', '100 Congress Ave');
      sessionStorage.setItem('userCity', 'Austin');
      sessionStorage.setItem('userState', 'TX');
      sessionStorage.setItem('userZipcode', '78701');
    }, agentId);

    // Trial signup: prefilled, keys removed once read, required-field toast, then payment setup.
    await page.goto(gw.url + '/trial-signup');
    await page.waitForSelector(`h1:has-text("${T.trial.title}")`);
    // The live form fills itself in (the page is sent prerendered first, empty, like any visitor's).
    await page.waitForSelector('#root:not([data-prerendered])');
    expect(await page.getByLabel(/^Email/).inputValue()).toBe('pat@rapidrooter.example');
    expect(await page.getByLabel(/^State/).inputValue()).toBe('TX');
    expect(await page.evaluate(() => ['userEmail', 'businessName', 'userAddress', 'userCity', 'userState', 'userZipcode'].map((k) => sessionStorage.getItem(k)))).toStrictEqual([null, null, null, null, null, null]);
    await page.getByLabel(/^Address/).fill('');
    await page.getByRole('button', { name: T.trial.submit }).click();
    await expect.poll(() => toastTitles(page)).toContain(T.trial.required);
    expect(new URL(page.url()).pathname).toBe('/trial-signup');
    await page.getByLabel(/^Address/).fill('100 Congress Ave');
    await page.getByRole('button', { name: T.trial.submit }).click();
    await page.waitForURL('**/payment-setup?agentId=*', { timeout: 15_000 });
    await expect.poll(() => toastTitles(page)).toContain(T.trial.successTitle);

    // Payment setup: the button is disabled with its busy text while subscribing.
    await page.route('**/functions/v1/create-subscription', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    const pay = page.getByRole('button', { name: T.payment.subscribe });
    await pay.click();
    const busy = page.getByRole('button', { name: T.payment.subscribing });
    await busy.waitFor({ timeout: 5_000 });
    expect(await busy.isDisabled()).toBe(true);

    // The sandbox checkout, plainly labelled; Start trial comes back to calendar setup.
    await page.waitForURL('**/sandbox/checkout/cs_sandbox_*', { timeout: 20_000 });
    expect(await page.textContent('body')).toContain(SANDBOX_TEXTS.banner);
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: SANDBOX_TEXTS.start }).click();
    await page.waitForURL('**/calendar-setup?**', { timeout: 20_000 });
    const back = new URL(page.url());
    expect(back.searchParams.get('agentId')).toBe(agentId);
    expect(back.searchParams.get('session_id')).toBe(sessionId);
    await page.getByTestId('checkout-confirmed').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('checkout-confirmed').textContent()).toBe(T.calendar.confirmed);
    expect(await redis.hget(keys.agent(agentId), 'billing.status')).toBe('trialing');

    // Checklist: toggled, kept across a reload (server-side), Setup Complete with all five.
    await page.getByTestId('toggle-widget').click();
    await expect.poll(() => page.getByTestId('progress').textContent()).toBe(T.calendar.progress(1, 5));
    await expect.poll(() => redis.hget(keys.onboarding(agentId), 'check.widget')).toBe('1');
    await page.reload();
    await expect.poll(() => page.getByTestId('toggle-widget').getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    expect(await page.getByTestId('setup-complete').count()).toBe(0);
    for (const k of ['calendar', 'invite', 'voice', 'phone']) await page.getByTestId(`toggle-${k}`).click();
    await page.getByTestId('setup-complete').waitFor();
    expect(await page.getByTestId('setup-complete').textContent()).toContain(T.calendar.complete);
    await page.getByTestId('toggle-phone').click();
    await expect.poll(() => page.getByTestId('setup-complete').count()).toBe(0);

    // The owner's secret ICS address: fetched once by the gateway, saved, shown masked.
    await step(page, 'calendar').getByRole('textbox', { name: T.calendar.icsLabel }).fill(ics.url);
    await page.getByRole('button', { name: T.calendar.icsSave }).click();
    await expect.poll(() => toastTitles(page), { timeout: 15_000 }).toContain(T.calendar.icsSaved(2));
    await page.reload();
    await page.getByTestId('ics-current').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('ics-current').textContent()).not.toContain('secret-abc');
    expect(await redis.hget(keys.onboarding(agentId), 'icsUrl')).toBe(ics.url);
    await step(page, 'invite').getByRole('button', { name: T.calendar.showDetails }).click();
    expect(await page.getByTestId('feed-url').textContent()).toMatch(new RegExp(`/calendar/${agentId}/[A-Za-z0-9]{32}\\.ics$`));
    expect(realErrors(errors)).toStrictEqual([]);
  }, 120_000);

  it('keeps an email or ZIP the trial cannot use on trial signup, named next to the field; its error toasts stay behind', async () => {
    const { page } = await newPage({ clipboard: false });
    const agentId = await createAgent(page);
    await page.goto(`${gw.url}/trial-signup?agentId=${agentId}`);
    await page.waitForSelector('#root:not([data-prerendered])');
    const errorOf = (label: RegExp) => page.getByLabel(label).evaluate((el) => (el.getAttribute('aria-invalid') === 'true' ? document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '' : null));
    await page.getByLabel(/^Name/).fill('Pat Owner');
    await page.getByLabel(/^Email/).fill('pat@rapidrooter');
    await page.getByLabel(/^Address/).fill('');
    await page.getByLabel(/^City/).fill('Austin');
    await page.getByLabel(/^State/).selectOption('TX');
    await page.getByLabel(/^Zip Code/).fill('787');
    await page.getByRole('button', { name: T.trial.submit }).click();
    await expect.poll(() => toastTitles(page)).toContain(T.trial.required);
    expect(await errorOf(/^Email/)).toBe(T.trial.emailInvalid);
    expect(await errorOf(/^Address/)).toBe(T.trial.requiredError(T.trial.labels.address));
    expect(await errorOf(/^Zip Code/)).toBe(T.trial.zipInvalid);
    expect(await errorOf(/^City/)).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    // Everything filled in, but two fields in a form the trial can't use: still not on.
    await page.getByLabel(/^Address/).fill('100 Congress Ave');
    await page.getByRole('button', { name: T.trial.submit }).click();
    await expect.poll(() => toastTitles(page)).toContain(T.trial.invalid);
    expect(new URL(page.url()).pathname).toBe('/trial-signup');
    expect(await errorOf(/^Address/)).toBeNull();
    await page.getByLabel(/^Email/).fill('pat@rapidrooter.example');
    await page.getByLabel(/^Zip Code/).fill('78701');
    await page.getByRole('button', { name: T.trial.submit }).click();
    await page.waitForURL('**/payment-setup?agentId=*', { timeout: 15_000 });
    await page.getByRole('button', { name: T.payment.subscribe }).waitFor({ timeout: 15_000 });
    // Within the error toasts' own 5 s: trial signup's errors went with trial signup.
    expect(await toastTitles(page)).toStrictEqual([T.trial.successTitle]);
  }, 60_000);

  it('shows every trial-signup field whole at 390 and 1366 px (the state select is not cut off)', async () => {
    for (const width of [390, 768, 1366]) {
      const ctx = await browser.newContext({ viewport: { width, height: 900 } });
      contexts.push(ctx);
      const { page, errors } = await watchedPage(ctx);
      await page.goto(gw.url + '/trial-signup');
      // The live form (the page is sent prerendered first, and replaced once the app is in).
      await page.waitForSelector('#root:not([data-prerendered])');
      const select = page.locator('select').first();
      await select.waitFor();
      // The chosen option's text, in the select's own font, plus room for the arrow and padding.
      const fit = await select.evaluate((el: HTMLSelectElement) => {
        const c = document.createElement('canvas').getContext('2d')!;
        c.font = getComputedStyle(el).font;
        return { need: c.measureText(el.options[el.selectedIndex]!.text).width + 40, have: el.clientWidth };
      });
      expect(fit.need, `width ${width}`).toBeLessThanOrEqual(fit.have);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toStrictEqual([]);
    }
  });

  it('starts every step complete in test mode (the demo page link)', async () => {
    const { page } = await newPage({ clipboard: false });
    const agentId = await createAgent(page);
    await page.goto(`${gw.url}/calendar-setup?test=true&agent=${agentId}`);
    await page.getByTestId('setup-complete').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('progress').textContent()).toBe(T.calendar.progress(5, 5));
  }, 60_000);

  it('shows Session Expired on payment setup without customer info and goes back to trial signup after 2 s', async () => {
    const { page } = await newPage({ clipboard: false });
    await page.goto(gw.url + '/payment-setup');
    await page.getByText(T.payment.expiredTitle).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: T.payment.subscribe }).count()).toBe(0);
    await page.waitForURL('**/trial-signup', { timeout: 10_000 });
    await page.waitForSelector(`h1:has-text("${T.trial.title}")`);
  }, 60_000);

  it('copies the support email and the widget code when the clipboard is allowed', async () => {
    const { page } = await newPage({ clipboard: true });
    const agentId = await createAgent(page);
    await page.goto(`${gw.url}/calendar-setup?agentId=${agentId}`);
    await page.getByRole('button', { name: T.calendar.copyEmail }).click();
    await expect.poll(() => toastTitles(page)).toContain(T.calendar.emailCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SUPPORT_EMAIL);
    await step(page, 'widget').getByRole('button', { name: T.calendar.showDetails }).click();
    await page.getByRole('button', { name: T.calendar.copyWidget }).click();
    await expect.poll(() => toastTitles(page)).toContain(T.calendar.widgetCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`<script src="${gw.url}/widget.js" data-agent-id="${agentId}" async></script>`);
  }, 60_000);

  it('says Copy failed and asks to copy by hand when the clipboard is denied', async () => {
    const { page } = await newPage({ clipboard: false });
    const agentId = await createAgent(page);
    await page.goto(`${gw.url}/calendar-setup?agentId=${agentId}`);
    await page.getByRole('button', { name: T.calendar.copyEmail }).click();
    await expect.poll(() => page.locator('.bl-toast--destructive').allTextContents()).toContain(`${T.calendar.copyFailed}${T.calendar.copyEmailManually}`);
    await step(page, 'widget').getByRole('button', { name: T.calendar.showDetails }).click();
    await page.getByRole('button', { name: T.calendar.copyWidget }).click();
    await expect.poll(() => page.locator('.bl-toast--destructive').allTextContents()).toContain(`${T.calendar.copyFailed}${T.calendar.copyWidgetManually}`);
  }, 60_000);
});
