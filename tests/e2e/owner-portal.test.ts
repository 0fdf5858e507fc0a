// The owner portal in Chromium at 360 px against a real gateway (in this process, so it can be
// given the owner test kit's session access until the accounts module lands): a call driven over
// the relay appears on the open Calls page, then opens with its transcript and outcome; a
// question the receptionist couldn't answer is answered in the portal (by keyboard) and used on
// the next call.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '../../mfe-owner/src/texts';
import { SESSION_COOKIE } from '../../gateway/src/http';
import { createLogger } from '../../gateway/src/logging';
import { testAccounts } from '../kit/owner';
import { dial, makeAgent } from '../kit/conversation';
import { SALON } from '../kit/fixtures';
import { startGateway, type RunningGateway } from '../../gateway/src/server';
import { createRedis, type Redis } from '../../gateway/src/store';
import { testConfig } from '../kit/app';
import { useBrowser, watchedPage } from './browser';

const browser = useBrowser();
let gw: RunningGateway;
let redis: Redis;
let accounts: ReturnType<typeof testAccounts>;

beforeAll(async () => {
  const config = testConfig({ PORT: '0', HOST: '127.0.0.1', RELAY_IDLE_MS: '60000', PRERENDER_PAGES: 'false' });
  redis = createRedis(config.REDIS_URL);
  accounts = testAccounts(redis);
  gw = await startGateway({ config, log: createLogger({ level: 'silent' }) });
});
afterAll(async () => {
  await gw?.close();
  redis?.disconnect();
});

async function signedInPage(agentIds: string[]): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const { cookie } = await accounts.signIn(agentIds);
  const ctx = await browser().newContext({ viewport: { width: 360, height: 740 } });
  await ctx.addCookies([{ name: SESSION_COOKIE, value: cookie.split('=')[1]!, url: gw.url }]);
  const { page, errors } = await watchedPage(ctx);
  return { page, errors, close: () => ctx.close() };
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('owner portal', () => {
  it('a call over the relay appears on the open Calls page and opens to its transcript and outcome', async () => {
    const { agent, number } = await makeAgent(redis, { ...SALON, name: 'Portal Salon' });
    const { page, errors, close } = await signedInPage([agent.id]);
    try {
      await page.goto(`${gw.url}/dashboard`);
      // One agent: straight to its overview.
      await page.waitForURL(`${gw.url}/dashboard/${agent.id}`);
      await page.getByRole('heading', { name: TEXTS.overview.callsWeek }).waitFor();
      expect(await noSideways(page)).toBe(true);
      await page.getByRole('navigation', { name: TEXTS.nav.label }).getByRole('link', { name: TEXTS.nav.calls }).click();
      await page.getByText(TEXTS.calls.none).waitFor();

      const { caller } = await dial(gw.url, number, '+15125550177');
      const list = page.getByRole('list', { name: TEXTS.calls.title });
      await list.getByText('512-555-0177').waitFor({ timeout: 10_000 });
      expect(await caller.say("I'd like to leave a message for the owner")).toMatch(/What message/);
      expect(await caller.say('Please call me back about color prices, this is Dana')).toMatch(/passed your message on/);
      caller.hangUp();
      const row = list.locator('li', { hasText: '512-555-0177' });
      await row.getByText(TEXTS.overview.outcomes.message, { exact: true }).waitFor({ timeout: 10_000 });
      expect(await noSideways(page)).toBe(true);

      await row.getByRole('link').click();
      await page.getByRole('heading', { name: TEXTS.call.transcript }).waitFor();
      const transcript = await page.locator('.ow-transcript li').allTextContents();
      expect(transcript).toContain(`${TEXTS.call.caller}: I'd like to leave a message for the owner`);
      expect(transcript.some((t) => t.startsWith(`${TEXTS.call.receptionist}: Of course. What message`))).toBe(true);
      await page.getByText('Message: Please call me back about color prices, this is Dana').waitFor();
      expect(await noSideways(page)).toBe(true);
      expect(errors).toStrictEqual([]);
    } finally {
      await close();
    }
  });

  it('a question it could not answer, answered in the portal by keyboard, is used on the next call', async () => {
    const { agent, number } = await makeAgent(redis, { ...SALON, name: 'Learning Salon' });
    const first = (await dial(gw.url, number)).caller;
    expect(await first.say('Is there parking for customers?')).toMatch(/can't help with that/);
    first.hangUp();

    const { page, errors, close } = await signedInPage([agent.id]);
    try {
      await page.goto(`${gw.url}/dashboard/${agent.id}/questions`);
      await page.getByRole('heading', { name: '“Is there parking for customers?”' }).waitFor();
      expect(await page.getByText(TEXTS.questions.asked(1)).count()).toBe(1);
      expect(await noSideways(page)).toBe(true);
      // Keyboard only: focus the answer box, type, Tab to Save, Enter.
      await page.getByLabel(TEXTS.questions.answer).focus();
      await page.keyboard.type('Yes, there is free parking behind the salon.');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(TEXTS.questions.save);
      await page.keyboard.press('Enter');
      await page.getByText(TEXTS.questions.saved).waitFor();
      // The button was disabled while saving; the keyboard user's focus comes back to it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(TEXTS.questions.save);

      const second = (await dial(gw.url, number)).caller;
      expect(await second.say('Do you have parking for customers?')).toBe('Yes, there is free parking behind the salon. Is there anything else I can help you with?');
      second.hangUp();
      expect(errors).toStrictEqual([]);
    } finally {
      await close();
    }
  });

  it('a signed-out visitor is sent to /sign-in; another account sees no data', async () => {
    const { agent } = await makeAgent(redis, { ...SALON, name: 'Private Salon' });
    const ctx = await browser().newContext({ viewport: { width: 360, height: 740 } });
    try {
      const page = await ctx.newPage();
      await page.goto(`${gw.url}/dashboard/${agent.id}/calls`);
      await page.waitForURL(/\/sign-in\?next=/);
      await page.getByLabel(TEXTS.signIn.email).waitFor();
    } finally {
      await ctx.close();
    }
    const stranger = await signedInPage([]);
    try {
      await stranger.page.goto(`${gw.url}/dashboard/${agent.id}/calls`);
      await stranger.page.getByText(TEXTS.common.notFound).waitFor();
    } finally {
      await stranger.close();
    }
  });
});
