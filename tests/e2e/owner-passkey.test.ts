// Passkeys end to end, with Chromium's virtual authenticator (CDP WebAuthn domain) standing in for
// a phone or laptop: an owner signed in by email link adds a passkey on the Account page, signs
// out, signs back in with the passkey alone; after removing it in the portal the same credential
// no longer signs in. The relying party is `localhost` (PUBLIC_URL's host), so the browser uses
// localhost rather than 127.0.0.1 — WebAuthn refuses IP addresses as relying-party ids.
import { describe, expect, inject, it } from 'vitest';
import { TEXTS } from '../../mfe-owner/src/texts';
import { useBrowser, watchedPage } from './browser';

const base = inject('baseUrl').replace('://127.0.0.1:', '://localhost:');
const browser = useBrowser();

describe('owner passkeys', () => {
  it('add a passkey when signed in → sign out → sign in with it → remove it → it is refused', async () => {
    const email = `passkey-${Date.now()}@signin.example`;
    const ctx = await browser().newContext({ viewport: { width: 360, height: 740 } });
    try {
      const { page, errors } = await watchedPage(ctx);
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
      });

      // Signed in by the emailed link (sandbox: the page shows it).
      await page.goto(`${base}/sign-in`);
      await page.getByLabel(TEXTS.signIn.email).fill(email);
      await page.getByLabel(TEXTS.signIn.email).press('Enter');
      await page.getByRole('link', { name: TEXTS.signIn.sandboxLink }).click();
      await page.waitForURL(/\/dashboard/);

      // Add a passkey on the Account page: the authenticator now holds one credential for localhost.
      await page.goto(`${base}/dashboard/account`);
      await page.getByRole('heading', { name: TEXTS.account.title, level: 1 }).waitFor();
      await page.getByText(TEXTS.account.noPasskeys).waitFor();
      await page.getByRole('button', { name: TEXTS.account.addPasskey }).click();
      await page.getByText(TEXTS.account.passkeyAdded).first().waitFor();
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]!.rpId).toBe('localhost');
      expect(credentials[0]!.isResidentCredential).toBe(true);
      const listed = (await page.evaluate(async () => (await fetch('/api/auth/passkeys')).json())) as { passkeys: Array<{ id: string }> };
      expect(listed.passkeys).toHaveLength(1);

      // Sign out: the portal is closed to this browser.
      await page.locator('header').getByRole('button', { name: TEXTS.account.signOut, exact: true }).click();
      await page.waitForURL(/\/sign-in/);
      expect(await page.evaluate(async () => (await fetch('/api/owner/me')).status)).toBe(401);

      // Sign in with the passkey alone.
      await page.getByRole('button', { name: TEXTS.signIn.passkey }).click();
      await page.waitForURL(/\/dashboard/);
      const me = (await page.evaluate(async () => (await fetch('/api/owner/me')).json())) as { account: { email: string } };
      expect(me.account.email).toBe(email);
      const used = (await page.evaluate(async () => (await fetch('/api/auth/passkeys')).json())) as { passkeys: Array<{ lastUsedAt: string | null }> };
      expect(used.passkeys[0]!.lastUsedAt).not.toBeNull();

      // Remove it in the portal; the credential still on the device no longer signs in.
      await page.goto(`${base}/dashboard/account`);
      await page.getByRole('button', { name: /^Remove Passkey added/ }).click();
      await page.getByText(TEXTS.account.passkeyRemoved).first().waitFor();
      await page.getByText(TEXTS.account.noPasskeys).waitFor();
      await page.locator('header').getByRole('button', { name: TEXTS.account.signOut, exact: true }).click();
      await page.waitForURL(/\/sign-in/);
      await page.getByRole('button', { name: TEXTS.signIn.passkey }).click();
      await page.getByRole('alert').filter({ hasText: TEXTS.signIn.passkeyFailed }).waitFor();
      expect(await page.evaluate(async () => (await fetch('/api/owner/me')).status)).toBe(401);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Allowed: the signed-out probes (401) and the refused passkey (400).
      expect(errors.filter((e) => !/40[01]/.test(e))).toStrictEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
