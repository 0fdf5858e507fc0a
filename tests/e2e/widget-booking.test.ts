// The whole path, nothing faked: a host page on another origin loads widget.js from the real
// gateway, a caller types a booking conversation, the gateway's receptionist (issue 5) books it,
// and the booking shows up in the agent's calendar feed; and the setup assistant's RedirectUser reaches the page.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { TEXTS } from '../../widget/src/texts';
import { createTravelPlumber } from './agents';
import { useBrowser, watchedPage } from './browser';
import { hostPage, transcript, widgetIn, useHostServer } from './widget-support';

const browser = useBrowser();
const host = useHostServer();

const base = inject('baseUrl');

const createAgent = () => createTravelPlumber({ name: 'Widget Test Plumbing', email: 'owner@example.com' });

/** Types one line and waits for the receptionist's complete answer to it. */
/** Types `text` and waits for the receptionist's answer to it; with `expected`, until the answer matches. */
async function say(page: Page, text: string, expected?: RegExp): Promise<string> {
  const w = widgetIn(page);
  await w.locator('input').fill(text);
  await w.locator('input').press('Enter');
  const answer = async () => {
    const t = await transcript(page);
    const mine = Math.max(t.lastIndexOf(`You: ${text}`), t.lastIndexOf(`Usted: ${text}`));
    if (mine === -1) return ''; // our line is not in the transcript yet
    const after = t.slice(mine + 1).filter((x) => x.startsWith('Receptionist: ') || x.startsWith('Recepcionista: '));
    return after.length && (await w.locator('.log').getAttribute('aria-busy')) === 'false' ? after.join(' ') : '';
  };
  let got = '';
  // A reply streams in token by token: poll until it is there (and, when given, says what we expect).
  if (expected) await expect.poll(async () => (got = await answer()), { timeout: 20_000 }).toMatch(expected);
  else await expect.poll(async () => (got = await answer()), { timeout: 20_000 }).not.toBe('');
  return got;
}

describe('widget through the real gateway', () => {
  it('typing a booking conversation creates the booking', async () => {
    const { agentId, calendarFeedUrl } = await createAgent();
    const ctx = await browser().newContext();
    try {
      const { page, errors } = await watchedPage(ctx);
      await page.goto(host().page('/booking', hostPage({ body: `<div id="bookline-widget" data-agent-id="${agentId}"></div><script src="${base}/widget.js" async></script>` })));
      await page.waitForSelector('[data-bookline-ready="true"]', { timeout: 15_000 });
      await say(page, "I'd like to book a drain cleaning", /address/i);
      await say(page, '1200 Barton Springs Road, Austin TX 78704', /which works best/i);
      await say(page, 'the first one', /name/i);
      await say(page, 'Jane Doe', /phone/i);
      await say(page, '512 555 0134', /correct/i);
      await say(page, 'yes', /by email\?.*no thanks/i);
      // typed into the widget: the confirmation and calendar invite go there
      await say(page, 'jane.doe@example.com', /booked.*invite at jane\.doe@example\.com/i);
      expect((await transcript(page))[0]).toContain('Widget Test Plumbing');
      await expect.poll(async () => {
        const out = (await (await fetch(`${base}/sandbox/outbox?agentId=${agentId}&limit=100`)).json()) as { messages: Array<{ channel: string; to: string; ics?: string }> };
        return out.messages.some((m) => m.channel === 'email' && m.to === 'jane.doe@example.com' && /METHOD:REQUEST/.test(m.ics ?? ''));
      }, { timeout: 20_000 }).toBe(true);
      const feedPath = new URL(calendarFeedUrl).pathname;
      const feed = await (await fetch(base + feedPath)).text();
      expect(feed).toContain('SUMMARY:Drain cleaning — Jane Doe');
      expect(feed).toContain('Phone: +15125550134');
      expect(errors).toStrictEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('data-language="es": greeting, conversation and booking in Spanish', async () => {
    const { agentId, calendarFeedUrl } = await createAgent();
    const ctx = await browser().newContext();
    try {
      const { page, errors } = await watchedPage(ctx);
      await page.goto(host().page('/es', hostPage({ body: `<div id="bookline-widget" data-agent-id="${agentId}" data-language="es"></div><script src="${base}/widget.js" async></script>` })));
      await page.waitForSelector('[data-bookline-ready="true"]', { timeout: 15_000 });
      // The widget's own texts are Spanish too.
      await expect.poll(() => widgetIn(page).locator('input').getAttribute('placeholder'), { timeout: 10_000 }).toBe('Escriba un mensaje…');
      expect(await widgetIn(page).locator('button[type="submit"]').textContent()).toBe('Enviar');
      await say(page, 'Hola, necesito que destapen el drenaje de la cocina', /dirección de la visita/);
      await say(page, '1200 Barton Springs Road, Austin TX 78704', /¿Cuál le conviene más\?|¿Le funciona\?/);
      await say(page, 'la primera', /su nombre/);
      await say(page, 'María López', /número de teléfono/);
      await say(page, '512 555 0166', /¿Está todo correcto\?/);
      await say(page, 'sí', /escriba su correo/);
      const done = await say(page, 'no, gracias', /Listo\. Su cita de drain cleaning quedó para el/);
      expect(done).not.toMatch(/\b(the|you|your|booked)\b/i);
      expect((await transcript(page))[0]).toMatch(/^Recepcionista: ¡Hola! Bienvenido a Widget Test Plumbing\./);
      const feed = await (await fetch(base + new URL(calendarFeedUrl).pathname)).text();
      expect(feed).toContain('SUMMARY:Drain cleaning — María López');
      expect(errors).toStrictEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('tells the caller when the real gateway does not know the agent', async () => {
    const ctx = await browser().newContext();
    try {
      const { page } = await watchedPage(ctx);
      await page.goto(host().page('/unknown', hostPage({ body: `<div id="bookline-widget" data-agent-id="agent_NoSuchAgent404"></div><script src="${base}/widget.js" async></script>` })));
      await page.waitForSelector('[data-bookline-ready="true"]', { timeout: 15_000 });
      await widgetIn(page).locator('input').fill('hello');
      await widgetIn(page).locator('input').press('Enter');
      await expect.poll(() => transcript(page), { timeout: 15_000 }).toContain(TEXTS.unavailable);
    } finally {
      await ctx.close();
    }
  });

  it('in setup mode, talking to the setup assistant creates an agent and hands RedirectUser to the page', async () => {
    const ctx = await browser().newContext();
    try {
      const { page, errors } = await watchedPage(ctx);
      const body = `<script>window.redirects=[];window.Bookline={clientTools:{RedirectUser:function(p){redirects.push(p)}}};sessionStorage.setItem('originalSalesRep','Jordan');</script>
        <div id="bookline-widget" data-agent-id="agent_setupassistant" data-mode="setup"></div><script src="${base}/widget.js" async></script>`;
      await page.goto(host().page('/setup', hostPage({ body })));
      await page.waitForSelector('[data-bookline-ready="true"]', { timeout: 15_000 });
      for (const line of ['Sunrise Plumbing', 'we are a plumbing company', 'owner at sunrise plumbing dot com', '512 555 0177', 'yes', 'yes', '42 Oak Street, Austin, Texas 78704', 'Monday to Friday 8 to 6', 'drain cleaning, water heater repair and leak repair']) {
        await say(page, line);
      }
      await say(page, 'yes', /ready/);
      const redirects = () => page.evaluate(() => (window as unknown as { redirects: Array<Record<string, string>> }).redirects);
      await expect.poll(redirects, { timeout: 15_000 }).toHaveLength(1);
      const [p] = await redirects();
      expect(p).toMatchObject({ businessName: 'Sunrise Plumbing', userEmail: 'owner@sunriseplumbing.com', userCity: 'Austin', userState: 'TX', userZipcode: '78704' });
      expect(p!.agentId).toMatch(/^agent_[A-Za-z0-9]{20}$/);
      expect(errors).toStrictEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
