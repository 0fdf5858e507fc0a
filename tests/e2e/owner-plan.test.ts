// Crews and tomorrow's plan in Chromium at 360 px against a real gateway (in this process, with
// the owner test kit's session access): the owner adds a second technician on the Crew page;
// tomorrow has each van crossing town; the Plan page shows the saving; a booking made between
// opening the plan and applying it makes Apply refuse and show the updated plan; applying that
// one moves the jobs, the ICS feed follows (same UIDs, higher SEQUENCE) and each technician gets
// a day sheet by SMS in the sandbox outbox.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWeeklySchedule, type WeeklySchedule } from '@bookline/contracts';
import { TEXTS } from '../../mfe-owner/src/texts';
import { SESSION_COOKIE } from '../../gateway/src/http';
import { createLogger } from '../../gateway/src/logging';
import { seedBooking, testAccounts } from '../kit/owner';
import { makeAgent, outbox } from '../kit/conversation';
import { PLUMBER } from '../kit/fixtures';
import { addDays, localDate, localToInstant } from '../../gateway/src/scheduling';
import { startGateway, type RunningGateway } from '../../gateway/src/server';
import { createRedis, type Redis } from '../../gateway/src/store';
import { testConfig } from '../kit/app';
import { useBrowser, watchedPage } from './browser';

const browser = useBrowser();
const TZ = 'America/Chicago';
let gw: RunningGateway;
let redis: Redis;
let accounts: ReturnType<typeof testAccounts>;

beforeAll(async () => {
  const config = testConfig({ PORT: '0', HOST: '127.0.0.1', PRERENDER_PAGES: 'false' });
  redis = createRedis(config.REDIS_URL);
  accounts = testAccounts(redis);
  gw = await startGateway({ config, log: createLogger({ level: 'silent' }) });
});
afterAll(async () => {
  await gw?.close();
  redis?.disconnect();
});

const everyDay = (): WeeklySchedule => {
  const w = defaultWeeklySchedule();
  for (const d of Object.keys(w) as Array<keyof WeeklySchedule>) w[d] = { isOpen: true, ranges: [{ startTime: '8:00 AM', endTime: '6:00 PM' }] };
  return w;
};
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("crew and tomorrow's plan", () => {
  it('add a technician → the plan shows the saving → a booking made meanwhile is respected → apply: feed and day sheets follow', async () => {
    const { agent } = await makeAgent(redis, { ...PLUMBER, name: 'Two Vans Plumbing', zip: '78758', timeZone: TZ, hours: everyDay(), radius: 40 });
    const { cookie } = await accounts.signIn([agent.id]);
    const ctx = await browser().newContext({ viewport: { width: 360, height: 740 } });
    await ctx.addCookies([{ name: SESSION_COOKIE, value: cookie.split('=')[1]!, url: gw.url }]);
    const { page, errors } = await watchedPage(ctx);
    try {
      // Crew page: name the first van, add the second (south Austin), save.
      await page.goto(`${gw.url}/dashboard/${agent.id}/crew`);
      await page.getByRole('heading', { name: TEXTS.crew.title, level: 1 }).waitFor();
      const first = page.locator('.ow-tech').nth(0);
      await first.getByLabel(TEXTS.crew.name).fill('Nora North');
      await first.getByLabel(TEXTS.crew.mobile).fill('(512) 555-0181');
      await first.getByLabel(TEXTS.crew.homeZip).fill('78758');
      await page.getByRole('button', { name: TEXTS.crew.add }).click();
      const second = page.locator('.ow-tech').nth(1);
      // The new card takes the focus, on its name.
      await expect.poll(() => second.getByLabel(TEXTS.crew.name).evaluate((el) => el === document.activeElement)).toBe(true);
      await second.getByLabel(TEXTS.crew.name).fill('Sam South');
      await second.getByLabel(TEXTS.crew.mobile).fill('(512) 555-0182');
      await second.getByLabel(TEXTS.crew.homeZip).fill('78745');
      await page.getByRole('button', { name: TEXTS.crew.save }).click();
      await page.getByText(TEXTS.crew.saved).waitFor();
      expect(await noSideways(page)).toBe(true);
      const crew = (await page.evaluate(async (id) => (await fetch(`/api/owner/agents/${id}/crew`)).json(), agent.id)) as { crew: { technicians: Array<{ id: string; name: string }> } };
      const sam = crew.crew.technicians.find((t) => t.name === 'Sam South')!.id;

      // Tomorrow, booked badly: each van crosses town at 10 AM, with a two-hour arrival window.
      const tomorrow = addDays(localDate(Date.now(), TZ), 1);
      const ten = localToInstant({ date: tomorrow, minutes: 600, timeZone: TZ });
      const job = (id: string, technicianId: string, zip: string, start = ten, name = 'Pat Doe') => seedBooking(redis, {
        id: `${agent.id}_${id}`, agentId: agent.id, technicianId, start, end: start + 3_600_000, serviceName: 'Drain cleaning', windowStart: start, windowEnd: start + 7_200_000,
        customer: { name, phone: '+15125550166', address: `1 Main St, Austin, TX ${zip}` }, createdAt: Date.now(), updatedAt: Date.now(),
      }, TZ);
      await job('north-van-south-job', 'default', '78745');
      await job('south-van-north-job', sam, '78758');

      // The plan page: both routes, the saving, Apply.
      await page.getByRole('navigation', { name: TEXTS.nav.label }).getByRole('link', { name: TEXTS.nav.plan }).click();
      await page.getByRole('heading', { name: TEXTS.plan.title, level: 1 }).waitFor();
      await page.getByText(/^Saves \d+ min of driving\.$/).waitFor();
      await page.getByRole('img', { name: TEXTS.plan.map(TEXTS.plan.proposed) }).waitFor();
      expect(await page.getByRole('region', { name: 'Sam South' }).count()).toBe(2);
      expect(await noSideways(page)).toBe(true);

      // A caller books with Sam while the owner looks: Apply refuses and shows the updated plan.
      await job('late-caller', sam, '78745', ten + 5 * 3_600_000, 'Lee Late');
      await page.getByRole('button', { name: TEXTS.plan.apply }).click();
      await page.getByRole('alert').filter({ hasText: TEXTS.plan.stale }).waitFor();
      await page.getByText('Lee · 1 Main St, Austin, TX 78745').first().waitFor();
      const outboxBefore = (await outbox(gw.url, agent.id)).length;
      await page.getByRole('button', { name: TEXTS.plan.apply }).click();
      await page.getByText(/^Plan applied: 2 jobs changed\. Day sheets texted to 2 technicians\.$/).waitFor();
      await page.getByText(TEXTS.plan.noChange).waitFor();

      // The feed follows: same UIDs, the moved jobs at SEQUENCE 1; the late booking untouched.
      const feedUrl = `${gw.url}/calendar/${agent.id}/${agent.calendarSecret}.ics`;
      const ics = (await (await fetch(feedUrl)).text()).replace(/\r\n[ \t]/g, ''); // unfolded
      for (const id of ['north-van-south-job', 'south-van-north-job']) expect(ics).toMatch(new RegExp(`UID:[^\\r\\n]*${agent.id}_${id}[\\s\\S]*?SEQUENCE:1`));
      // Day sheets: one text per technician, nothing to the customers (their windows did not change).
      const sent = (await outbox(gw.url, agent.id)).slice(0, -outboxBefore || undefined);
      const sheets = sent.filter((m) => m.channel === 'sms' && /day sheet/.test(m.text));
      expect(sheets.map((m) => m.to).sort()).toStrictEqual(['+15125550181', '+15125550182']);
      expect(sheets.find((m) => m.to === '+15125550182')!.text).toMatch(/Sam South[\s\S]*Pat, 1 Main St, Austin, TX 78745[\s\S]*Lee, 1 Main St/);
      expect(sent.filter((m) => m.to === '+15125550166')).toStrictEqual([]);
      expect(errors.filter((e) => !/409/.test(e))).toStrictEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
