// Voice recording and call forwarding pages in Chromium: the shared recorder fed by Chromium's
// fake microphone uploads to create-voice-clone (sandbox voice); forwarding codes carry the
// agent's assigned number.
import { keys } from '../../gateway/src/store/keys';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// @ts-expect-error plain ESM helpers shared with the scripts
import { ensureProgram } from '../../scripts/lib/system.mjs';
import { FORWARDING, QUOTES, TEXTS } from '../../mfe-onboarding/src/texts';
import { RECORDER_TEXTS } from '../../ui/src/recorder/recorder';
import { launchBrowser, watchedPage } from './browser';

const base = inject('baseUrl');
let dir: string;
let browser: Browser;
let redis: Redis;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bookline-onboarding-voice-'));
  const espeak = ensureProgram({ command: 'espeak-ng', aptPackage: 'espeak-ng', what: 'espeak-ng (test speech)' });
  const sox = ensureProgram({ command: 'sox', aptPackage: 'sox', what: 'sox (test audio)' });
  const raw = join(dir, 'raw.wav');
  const wav = join(dir, 'take.wav');
  execFileSync(espeak, ['-s', '150', '-w', raw, `${QUOTES[0]} ${QUOTES[1]} ${QUOTES[2]}`]);
  execFileSync(sox, [raw, '-r', '44100', '-c', '1', '-b', '16', wav, 'pad', '0', '5']);
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`]);
  redis = new Redis(inject('redisUrl'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  redis?.disconnect();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function agentFrom(page: Page): Promise<string> {
  await page.goto(base + '/faq');
  return page.evaluate(async () => {
    const res = await fetch('/functions/v1/create-full-agent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'pat@example.com', businessData: { BusinessName: 'Rapid Rooter Plumbing', TimeZone: 'America/Chicago', ServiceType: 'Fixed Location' }, smsConsent: false }),
    });
    return ((await res.json()) as { agentId: string }).agentId;
  });
}

describe('voice recording page', () => {
  it('shows the 12 quotes, records with the shared recorder and creates the voice for the agent', async () => {
    const ctx = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const { page } = await watchedPage(ctx);
    const agentId = await agentFrom(page);
    await page.goto(`${base}/voice-recording?agentId=${agentId}`);
    await page.waitForSelector(`h1:has-text("${TEXTS.voice.title}")`);
    expect(await page.locator('.ob-quotes li').count()).toBe(12);
    expect(await page.getByRole('link', { name: TEXTS.voice.next }).getAttribute('href')).toBe(`/calendar-setup?agentId=${agentId}`);
    expect(await page.locator('a[href="/pricing"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="/about-us"]').count()).toBeGreaterThan(0);
    const upload = page.getByRole('button', { name: TEXTS.voice.upload });
    expect(await upload.isDisabled()).toBe(true);
    await page.getByRole('button', { name: RECORDER_TEXTS.start }).click();
    await page.locator('.bl-recorder[data-status="accepted"]').waitFor({ timeout: 45_000 });
    await upload.click();
    await page.getByTestId('voice-created').waitFor({ timeout: 30_000 });
    expect(await page.locator('.bl-toast__title').allTextContents()).toContain(TEXTS.voice.successTitle);
    expect(await redis.hget(keys.agent(agentId), 'customVoiceId')).toBeTruthy();
    await ctx.close();
  }, 120_000);
});

describe('call forwarding test page', () => {
  it('builds the on codes with the agent number, with tap-to-dial links, and the off codes of spec §9', async () => {
    const ctx = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const { page } = await watchedPage(ctx);
    const agentId = await agentFrom(page);
    const assigned = await page.evaluate(async (id) => {
      const res = await fetch('/functions/v1/assign-agent-phone', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ agentId: id, userState: 'TX' }) });
      return ((await res.json()) as { assignedPhoneNumber: string }).assignedPhoneNumber;
    }, agentId);
    const digits = assigned.replace(/^\+1/, '').replace(/\D/g, '');
    await page.goto(`${base}/testforwarding?agentId=${agentId}`);
    await page.waitForSelector(`h1:has-text("${TEXTS.forwarding.title}")`);
    for (const f of FORWARDING) {
      await expect.poll(() => page.getByTestId(`code-${f.type}-on`).textContent(), { timeout: 10_000 }).toBe(`${f.on}${digits}`);
      expect(await page.locator(`tr[data-type="${f.type}"] a[href="tel:${f.on}${digits}"]`).count()).toBe(1);
      expect(await page.locator(`tr[data-type="${f.type}"] a[href="tel:${f.off}"]`).count()).toBe(1);
    }
    expect(FORWARDING.map((f) => [f.on, f.off])).toStrictEqual([['*72', '*73'], ['*90', '*91'], ['*92', '*93']]);
    await ctx.close();
  }, 60_000);
});
