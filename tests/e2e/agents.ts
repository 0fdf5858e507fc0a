// Agents made through the real create-full-agent function, for browser tests that need one, and
// owners signed in the way a real one is (the "live" email's sign-in link).
import type { Browser, BrowserContext } from 'playwright-core';
import { expect, inject } from 'vitest';

export interface CreatedAgent {
  agentId: string;
  calendarFeedUrl: string;
  /** The creating session's cookie (`bl_sid` value): until the owner claims the agent, that browser session may act for it. */
  sessionId?: string;
}

/**
 * A plumber who travels to customers around Austin, with one priced service (drain cleaning, $150, 1 h).
 * The public business line is 512-867-5309; the owner's own mobile (transfers, urgent texts, with
 * SMS consent) is 512-555-0142. `base`: the gateway (the run's shared one by default).
 */
export async function createTravelPlumber({ name, email, base = inject('baseUrl') }: { name: string; email: string; base?: string }): Promise<CreatedAgent> {
  const res = await fetch(base + '/functions/v1/create-full-agent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      smsConsent: { consent: true, date: '2026-11-20T15:00:00.000Z', source: 'website sign up form' },
      businessData: {
        BusinessName: name,
        BusinessPhoneNumber: '(512) 867-5309',
        OwnerMobile: '(512) 555-0142',
        TimeZone: 'America/Chicago',
        ServiceType: 'Travel to Customer',
        ServiceRangeMiles: 25,
        BusinessAddressStreet: '500 Congress Ave',
        BusinessAddressCity: 'Austin',
        BusinessAddressState: 'TX',
        BusinessAddressZipcode: '78701',
      },
      services: [{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 15000 }],
    }),
  });
  expect(res.status).toBe(200);
  const sessionId = /bl_sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  return { ...((await res.json()) as CreatedAgent), ...(sessionId ? { sessionId } : {}) };
}

export interface SignedInOwner {
  /** The owner's browser state (its session cookie): pass as `storageState` to a new context. */
  state: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** The agent the owner created. */
  agentId: string;
}

/** What an owner's business is, apart from its name: create-full-agent's `businessData` and `services`. */
export interface OwnerBusiness {
  businessData: Record<string, string | number>;
  services: Array<{ name: string; durationMinutes: number; priceFromCents: number }>;
}

/** A hair salon in downtown Austin with one service, a 45-minute $35 haircut. */
export const SALON: OwnerBusiness = {
  businessData: { TimeZone: 'America/Chicago', ServiceType: 'Fixed Location', BusinessAddressStreet: '500 Congress Ave', BusinessAddressCity: 'Austin', BusinessAddressState: 'TX', BusinessAddressZipcode: '78701' },
  services: [{ name: 'Haircut', durationMinutes: 45, priceFromCents: 3500 }],
};

/**
 * An owner who created an agent in the browser (the salon unless `business` says otherwise) and
 * followed the "live" email's sign-in link from the sandbox outbox, landing on the agent's
 * overview. `base`: the gateway (the run's shared one by default).
 */
export async function signedInOwner(browser: Browser, { email, name = 'Layout Portal Salon', business = SALON, base = inject('baseUrl') }: { email: string; name?: string; business?: OwnerBusiness; base?: string }): Promise<SignedInOwner> {
  const ctx = await browser.newContext();
  try {
    const page = await ctx.newPage();
    await page.goto(`${base}/create-agent`);
    const link = await page.evaluate(async ({ email, name, business }) => {
      await fetch('/functions/v1/create-full-agent', {
        method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin',
        body: JSON.stringify({ email, smsConsent: false, businessData: { BusinessName: name, ...business.businessData }, services: business.services }),
      });
      const r = (await (await fetch('/sandbox/outbox?limit=200')).json()) as { messages: Array<{ to: string; subject?: string; text: string }> };
      const live = r.messages.find((m) => m.to === email && /live/i.test(m.subject ?? ''));
      return /(https?:\/\/\S+\/sign-in\/verify\?token=\S+)/.exec(live?.text ?? '')?.[1];
    }, { email, name, business });
    expect(link, `a "live" email with a sign-in link for ${email}`).toBeTruthy();
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, base));
    await page.waitForURL(/\/dashboard\/agent_/);
    const me = (await page.evaluate(async () => (await fetch('/api/owner/me')).json())) as { agents: Array<{ agentId: string }> };
    return { state: await ctx.storageState(), agentId: me.agents[0]!.agentId };
  } finally {
    await ctx.close();
  }
}
