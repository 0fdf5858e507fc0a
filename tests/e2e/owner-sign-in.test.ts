// Owner sign-in end to end against the built gateway (sandbox email): an agent created from the
// browser (the wizard's create-full-agent call, made in the page so its session is the creator)
// → the "live" email in the sandbox outbox → its link signs in → the dashboard shows the agent.
// Then a second browser signs in from /sign-in with the same email through the page's sandbox
// link, and a reused link is refused with a clear message.
import { describe, expect, inject, it } from 'vitest';
import { SIGN_IN_LINK_ERRORS } from '@bookline/contracts';
import { TEXTS } from '../../mfe-owner/src/texts';
import { useBrowser, watchedPage } from './browser';

const base = inject('baseUrl');
const browser = useBrowser();

describe('owner sign-in', () => {
  it('created agent → live email → link signs in → dashboard; sign in again from /sign-in; a reused link is refused', async () => {
    const email = `owner-${Date.now()}@signin.example`;
    const ctx = await browser().newContext({ viewport: { width: 360, height: 740 } });
    try {
      const { page, errors } = await watchedPage(ctx);
      await page.goto(`${base}/create-agent`);
      const created = await page.evaluate(async (email) => {
        const res = await fetch('/functions/v1/create-full-agent', {
          method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin',
          body: JSON.stringify({ email, smsConsent: false, businessData: { BusinessName: 'Sign In Plumbing', TimeZone: 'America/Chicago', ServiceType: 'Travel to Customer', ServiceRangeMiles: 25, BusinessAddressZipcode: '78701' }, services: [{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 15000 }] }),
        });
        return { status: res.status, body: (await res.json()) as { agentId: string } };
      }, email);
      expect(created.status).toBe(200);
      const agentId = created.body.agentId;

      // The "live" email, as this browser's sandbox outbox shows it.
      const live = await page.evaluate(async (email) => {
        const r = (await (await fetch('/sandbox/outbox?limit=200')).json()) as { messages: Array<{ to: string; subject?: string; text: string }> };
        return r.messages.find((m) => m.to === email && /live/i.test(m.subject ?? ''));
      }, email);
      expect(live?.subject).toBe('Your receptionist is live');
      const link = /(https?:\/\/\S+\/sign-in\/verify\?token=\S+)/.exec(live!.text)![1]!;
      await page.goto(link.replace(/^https?:\/\/[^/]+/, base));
      await page.waitForURL(`${base}/dashboard/${agentId}`);
      await page.getByRole('heading', { name: TEXTS.overview.title, level: 1 }).waitFor();
      await page.getByRole('navigation', { name: TEXTS.nav.label }).getByRole('link', { name: TEXTS.nav.calls }).waitFor();
      const me = await page.evaluate(async () => (await fetch('/api/owner/me')).json());
      expect(me).toMatchObject({ account: { email }, agents: [{ agentId, businessName: 'Sign In Plumbing' }] });
      await page.goto(`${base}/dashboard`);
      await page.waitForURL(`${base}/dashboard/${agentId}`);

      // The same link again: refused, with the accounts module's message and a way to resend.
      await page.goto(link.replace(/^https?:\/\/[^/]+/, base));
      await page.waitForURL(/\/sign-in\?error=used/);
      await page.getByText(SIGN_IN_LINK_ERRORS.used).waitFor();
      await page.getByRole('button', { name: TEXTS.signIn.send }).waitFor();
      expect(errors.filter((e) => !/40\d/.test(e))).toStrictEqual([]);
    } finally {
      await ctx.close();
    }

    // Another browser signs in from /sign-in with the email; the page shows the sandbox link.
    const second = await browser().newContext({ viewport: { width: 360, height: 740 } });
    try {
      const page = await second.newPage();
      await page.goto(`${base}/sign-in`);
      await page.getByLabel(TEXTS.signIn.email).fill(email);
      await page.getByLabel(TEXTS.signIn.email).press('Enter');
      await page.getByRole('heading', { name: TEXTS.signIn.checkTitle }).waitFor();
      await page.getByText(TEXTS.signIn.sandboxNote).waitFor();
      await page.getByRole('link', { name: TEXTS.signIn.sandboxLink }).click();
      await page.waitForURL(/\/dashboard\/agent_/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
