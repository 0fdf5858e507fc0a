// The embeddable widget on host pages of another origin (with a hostile stylesheet), against a
// protocol-faithful fake of /widget/session + WS /relay (tests/e2e/widget-support.ts).
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXTS } from '../../widget/src/texts';
import { useBrowser, watchedPage } from './browser';
import { hostPage, transcript, TRIAL_ENDED_AGENT, UNAVAILABLE_AGENT, widgetIn, useFakeRelay, useHostServer } from './widget-support';

const browser = useBrowser();
const relay = useFakeRelay();
const host = useHostServer();

let ctx: BrowserContext;
let n = 0;

afterEach(async () => {
  await ctx?.close();
  relay().setReply((p) => `You said: ${p}. How else can I help?`.split(/(?<= )/));
});

const script = (attrs = 'data-agent-id="agent_abc123"') => `<script src="${relay().url}/widget.js" ${attrs} async></script>`;

/** Opens a host page with the given body (and hostile CSS unless told otherwise). */
async function open(body: string, opts: { head?: string; hostile?: boolean; headers?: Record<string, string> } = {}) {
  ctx = await browser().newContext();
  const w = await watchedPage(ctx);
  const url = host().page(`/p${++n}`, hostPage({ body, head: opts.head, hostile: opts.hostile }), opts.headers);
  await w.page.goto(url);
  return w;
}

const ready = (page: Page, count = 1) => page.waitForFunction((c) => document.querySelectorAll('[data-bookline-ready="true"]').length >= c, count, { timeout: 15_000 });

async function typeAndSend(page: Page, text: string, i = 0) {
  const w = widgetIn(page, i);
  await w.locator('input').fill(text);
  await w.locator('form button[type=submit]').click();
}

/** The setup frame of the newest session (for one agent when given). */
const lastSetup = (agentId?: string) => [...relay().sessions].reverse().find((s) => !agentId || s.agentId === agentId)?.frames.find((f) => f.type === 'setup');

describe('embedding', () => {
  it('mounts a floating launcher from the script tag alone, on a page of another origin', async () => {
    const { page, errors } = await open(`<p>Host content</p>${script()}`);
    await ready(page);
    const launcher = widgetIn(page).locator('button.lc');
    expect(await launcher.isVisible()).toBe(true);
    expect(await launcher.textContent()).toContain(TEXTS.launcher);
    expect(await widgetIn(page).evaluate((el) => el.tagName.toLowerCase())).toBe('bookline-widget');
    await launcher.click();
    expect(await widgetIn(page).locator('section.p').isVisible()).toBe(true);
    expect(errors).toStrictEqual([]);
  });

  it('mounts inside a container element, hides its loading text and fires bookline:ready on it', async () => {
    const { page } = await open(
      `<div id="bookline-widget" data-agent-id="agent_box1">Loading AI Receptionist...</div>
       <script>document.getElementById('bookline-widget').addEventListener('bookline:ready', (e) => { window.readyDetail = e.detail; })</script>${script('')}`,
    );
    await ready(page);
    const container = page.locator('#bookline-widget');
    expect(await container.getAttribute('data-bookline-ready')).toBe('true');
    expect(await page.evaluate(() => (window as unknown as { readyDetail: unknown }).readyDetail)).toStrictEqual({ agentId: 'agent_box1' });
    expect(await container.locator('section.p').isVisible()).toBe(true);
    const loadingTextRendered = await page.evaluate(() => {
      const r = document.createRange();
      r.selectNodeContents(document.getElementById('bookline-widget')!.firstChild!);
      return r.getClientRects().length > 0;
    });
    expect(loadingTextRendered).toBe(false);
    expect(await page.locator('bookline-widget').count()).toBe(0);
  });

  it('mounts one widget per container, each talking for its own agent', async () => {
    const { page } = await open(`<div data-bookline-widget data-agent-id="agent_one1"></div><div data-bookline-widget data-agent-id="agent_two2"></div>${script('')}`);
    await ready(page, 2);
    await typeAndSend(page, 'hello one', 0);
    await typeAndSend(page, 'hello two', 1);
    await expect.poll(() => transcript(page, 1), { timeout: 10_000 }).toContain('Receptionist: You said: hello two. How else can I help?');
    expect(await transcript(page, 0)).toContain('Receptionist: You said: hello one. How else can I help?');
    const byAgent = (id: string) => relay().sessions.filter((s) => s.agentId === id).flatMap((s) => s.frames).find((f) => f.type === 'prompt')?.voicePrompt;
    expect(byAgent('agent_one1')).toBe('hello one');
    expect(byAgent('agent_two2')).toBe('hello two');
  });

  it('does nothing on a second script include (no second widget, same API object)', async () => {
    const { page } = await open(`${script()}${script()}`);
    await ready(page);
    const api = await page.evaluate(() => typeof (window as unknown as { Bookline: unknown }).Bookline);
    await page.evaluate((src) => {
      (window as unknown as { first: unknown }).first = (window as unknown as { Bookline: unknown }).Bookline;
      const s = document.createElement('script');
      s.src = src;
      s.setAttribute('data-agent-id', 'agent_abc123');
      s.onload = () => ((window as unknown as { thirdLoaded: boolean }).thirdLoaded = true);
      document.body.appendChild(s);
    }, `${relay().url}/widget.js`);
    await page.waitForFunction(() => (window as unknown as { thirdLoaded?: boolean }).thirdLoaded === true);
    expect(api).toBe('function');
    expect(await page.locator('bookline-widget').count()).toBe(1);
    expect(await page.locator('button.lc').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { first: unknown; Bookline: unknown }).first === (window as unknown as { Bookline: unknown }).Bookline)).toBe(true);
  });

  it('mounts a container added later (single-page app) on Bookline.mount(), leaving mounted ones alone', async () => {
    const { page } = await open(`<div data-bookline-widget data-agent-id="agent_spa1"></div>${script('')}`);
    await ready(page);
    await typeAndSend(page, 'keep me');
    await expect.poll(() => transcript(page), { timeout: 10_000 }).toContain('You: keep me');
    await page.evaluate(() => {
      const el = document.createElement('div');
      el.setAttribute('data-bookline-widget', '');
      el.setAttribute('data-agent-id', 'agent_spa2');
      document.body.appendChild(el);
      (window as unknown as { Bookline: { mount(): void } }).Bookline.mount();
    });
    await ready(page, 2);
    expect(await page.locator('[data-bookline-ready="true"]').count()).toBe(2);
    expect(await transcript(page, 0)).toContain('You: keep me');
    expect(await transcript(page, 1)).toStrictEqual([]);
  });

  it('mounts a container a single-page app renders later by itself', async () => {
    const { page } = await open(script());
    await ready(page);
    await page.evaluate(() => {
      const el = document.createElement('div');
      el.id = 'bookline-widget';
      el.setAttribute('data-agent-id', 'agent_spa3');
      document.querySelector('p, body')!.appendChild(el);
    });
    await page.waitForSelector('#bookline-widget[data-bookline-ready="true"]', { timeout: 10_000 });
    expect(await page.locator('[data-bookline-ready="true"]').count()).toBe(2);
  });

  it('takes the agent id from the script tag when the container has none', async () => {
    const { page } = await open(`<div id="bookline-widget">Loading…</div>${script('data-agent-id="agent_fromscript1"')}`);
    await page.waitForSelector('#bookline-widget[data-bookline-ready="true"]', { timeout: 10_000 });
    expect(await page.locator('bookline-widget').count()).toBe(0);
    await typeAndSend(page, 'hi');
    await expect.poll(() => lastSetup('agent_fromscript1'), { timeout: 10_000 }).toMatchObject({ customParameters: { agentId: 'agent_fromscript1' } });
  });

  it('shows nothing and logs one clear console message for a malformed agent id', async () => {
    ctx = await browser().newContext();
    const page = await ctx.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('Bookline')) warnings.push(m.text());
    });
    await page.goto(host().page(`/p${++n}`, hostPage({ body: `<p>Shop</p>${script('data-agent-id="agent-bad id!"')}` })));
    await page.waitForFunction(() => 'Bookline' in window);
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toContain('expected agent_ followed by letters or digits');
    expect(await page.locator('bookline-widget, [data-bookline-ready]').count()).toBe(0);
  });

  it('replays calls queued on the stub before the script loaded', async () => {
    const stub = `<script>window.Bookline=window.Bookline||function(){(Bookline.q=Bookline.q||[]).push(arguments)};
      Bookline('on','ready',function(d){window.readyAgent=d.agentId});Bookline('open');</script>`;
    const { page } = await open(`${stub}${script()}`);
    await ready(page);
    expect(await page.evaluate(() => (window as unknown as { readyAgent: string }).readyAgent)).toBe('agent_abc123');
    expect(await widgetIn(page).locator('section.p').isVisible()).toBe(true);
    await page.evaluate(() => (window as unknown as { Bookline: { close(): void } }).Bookline.close());
    expect(await widgetIn(page).locator('section.p').count()).toBe(0);
  });

  it('applies data-color, data-position, data-greeting and data-language', async () => {
    const { page } = await open(script('data-agent-id="agent_opts1" data-color="#ff0000" data-position="bottom-left" data-greeting="Hello from Acme Plumbing!" data-language="es-ES"'));
    await ready(page);
    const w = widgetIn(page);
    expect(await w.locator('button.lc').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(255, 0, 0)');
    const box = (await w.boundingBox())!;
    expect(box.x).toBeLessThan(100);
    await w.locator('button.lc').click();
    expect(await transcript(page)).toStrictEqual(['Receptionist: Hello from Acme Plumbing!']);
    await typeAndSend(page, 'hola');
    await expect.poll(() => relay().sessions.find((s) => s.agentId === 'agent_opts1')?.frames.find((f) => f.type === 'prompt')?.lang).toBe('es-ES');
    expect(await w.locator('.bl').getAttribute('lang')).toBe('es-ES');
  });

  it('works under a strict Content-Security-Policy with a nonce', async () => {
    const csp = `default-src 'none'; script-src 'nonce-n0nce'; style-src 'nonce-n0nce'; connect-src ${relay().url} ${relay().url.replace('http', 'ws')}`;
    const { page } = await open(script('data-agent-id="agent_csp1" nonce="n0nce"'), { hostile: false, headers: { 'content-security-policy': csp } });
    await ready(page);
    const w = widgetIn(page);
    expect(await w.locator('button.lc').evaluate((b) => getComputedStyle(b).borderRadius)).toBe('999px');
    await w.locator('button.lc').click();
    await typeAndSend(page, 'csp ok?');
    await expect.poll(() => transcript(page), { timeout: 10_000 }).toContain('Receptionist: You said: csp ok?. How else can I help?');
  });
});

describe('isolation', () => {
  const probe = (page: Page) =>
    widgetIn(page).evaluate((hostEl) => {
      const root = hostEl.shadowRoot!;
      const pick = (sel: string, props: string[]) => {
        const s = getComputedStyle(root.querySelector(sel)!);
        return Object.fromEntries(props.map((p) => [p, s.getPropertyValue(p)]));
      };
      return {
        send: pick('form button', ['background-color', 'color', 'font-family', 'font-size', 'padding-top', 'visibility', 'text-transform', 'letter-spacing', 'line-height']),
        input: pick('input', ['border-top-width', 'padding-left', 'font-size', 'display', 'background-color']),
        panel: pick('section.p', ['display', 'width', 'height', 'background-color', 'border-top-style']),
        title: pick('h2', ['font-size', 'color', 'font-family']),
      };
    });

  it('keeps the widget looking the same on a page with a hostile stylesheet', async () => {
    const body = `<p>Shop</p>${script('data-agent-id="agent_iso1"')}`;
    const clean = await open(body, { hostile: false });
    await ready(clean.page);
    await widgetIn(clean.page).locator('button.lc').click();
    const expected = await probe(clean.page);
    const place = (p: Page) => widgetIn(p).evaluate((el) => { const r = el.getBoundingClientRect(); return [innerWidth - r.right, innerHeight - r.bottom]; });
    const expectedPlace = await place(clean.page);
    await ctx.close();
    const hostile = await open(body);
    await ready(hostile.page);
    await widgetIn(hostile.page).locator('button.lc').click();
    expect(await probe(hostile.page)).toStrictEqual(expected);
    expect(await place(hostile.page)).toStrictEqual(expectedPlace);
    expect(expected.send['visibility']).toBe('visible');
  });

  it('leaves the host page alone: no new globals besides Bookline, no styles, same computed styles', async () => {
    const { page } = await open(`<h1 class="t">Title</h1><p class="x">Text <button>Buy</button></p><div class="m">Box</div>`, { hostile: false });
    const snapshot = () =>
      page.evaluate(() => ({
        globals: Object.getOwnPropertyNames(window).sort(),
        sheets: document.styleSheets.length,
        adopted: document.adoptedStyleSheets.length,
        styles: ['h1', 'p', 'button', 'div.m', 'body', 'html'].map((s) => {
          const cs = getComputedStyle(document.querySelector(s)!);
          return [cs.fontFamily, cs.color, cs.fontSize, cs.margin, cs.padding, cs.display, cs.backgroundColor, cs.lineHeight].join('|');
        }),
      }));
    const before = await snapshot();
    await page.evaluate((src) => {
      const s = document.createElement('script');
      s.src = src;
      s.setAttribute('data-agent-id', 'agent_iso2');
      document.head.appendChild(s);
    }, `${relay().url}/widget.js`);
    await ready(page);
    await widgetIn(page).locator('button.lc').click();
    const after = await snapshot();
    expect(after.globals.filter((g) => !before.globals.includes(g))).toStrictEqual(['Bookline']);
    expect(after.sheets).toBe(before.sheets);
    expect(after.adopted).toBe(before.adopted);
    expect(after.styles).toStrictEqual(before.styles);
  });
});

describe('conversation by typing', () => {
  it('sends setup with customParameters {agentId, channel: web}, then the prompt, and shows the streamed reply', async () => {
    const { page } = await open(script('data-agent-id="agent_talk1"'));
    await ready(page);
    await widgetIn(page).locator('button.lc').click();
    await typeAndSend(page, 'Can I book a plumber tomorrow?');
    await expect.poll(() => transcript(page), { timeout: 10_000 }).toStrictEqual([
      'You: Can I book a plumber tomorrow?',
      'Receptionist: You said: Can I book a plumber tomorrow?. How else can I help?',
    ]);
    const s = relay().sessions.find((x) => x.agentId === 'agent_talk1')!;
    expect(s.frames[0]).toMatchObject({ type: 'setup', to: 'agent_talk1', customParameters: { agentId: 'agent_talk1', channel: 'web' } });
    expect(s.frames[1]).toStrictEqual({ type: 'prompt', voicePrompt: 'Can I book a plumber tomorrow?', lang: 'en', last: true });
    expect(relay().sessionRequests.find((r) => r.agentId === 'agent_talk1')?.origin).toBe(host().url);
  });

  it('shows tokens as they arrive, before the last one', async () => {
    relay().setReply(async () => ['First part, ', 'then ', 'the rest.']);
    const { page } = await open(script('data-agent-id="agent_stream1"'));
    await ready(page);
    await widgetIn(page).locator('button.lc').click();
    const s0 = relay().sessions.length;
    // Hold the last token until the page has shown the first ones.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    relay().setReply(async (_p, s) => {
      s.send({ type: 'text', token: 'First part, ', last: false });
      s.send({ type: 'text', token: 'then ', last: false });
      await held;
      return ['the rest.'];
    });
    await typeAndSend(page, 'tell me');
    await expect.poll(() => transcript(page), { timeout: 10_000 }).toContain('Receptionist: First part, then ');
    expect(await widgetIn(page).locator('.log').getAttribute('aria-busy')).toBe('true');
    release();
    await expect.poll(() => transcript(page)).toContain('Receptionist: First part, then the rest.');
    expect(await widgetIn(page).locator('.log').getAttribute('aria-busy')).toBe('false');
    expect(relay().sessions.length).toBe(s0 + 1);
  });

  it('reconnects once after the socket drops, keeping the transcript and the session id', async () => {
    const { page } = await open(script('data-agent-id="agent_drop1"'));
    await ready(page);
    await widgetIn(page).locator('button.lc').click();
    await typeAndSend(page, 'first');
    await expect.poll(() => transcript(page), { timeout: 10_000 }).toContain('Receptionist: You said: first. How else can I help?');
    relay().sessions.find((s) => s.agentId === 'agent_drop1')!.ws.terminate();
    await expect.poll(() => relay().sessions.filter((s) => s.agentId === 'agent_drop1').length, { timeout: 10_000 }).toBe(2);
    await typeAndSend(page, 'second');
    await expect.poll(() => transcript(page), { timeout: 10_000 }).toStrictEqual([
      'You: first',
      'Receptionist: You said: first. How else can I help?',
      'You: second',
      'Receptionist: You said: second. How else can I help?',
    ]);
    const [a, b] = relay().sessions.filter((s) => s.agentId === 'agent_drop1').map((s) => s.frames[0]!);
    expect(b!.sessionId).toBe(a!.sessionId);
    expect(b!.customParameters).toMatchObject({ reconnect: 'true' });
  });

  it('asks again on the new socket when the old one dropped before the answer', async () => {
    let dropped = false;
    relay().setReply((p, s) => {
      if (s.agentId !== 'agent_drop3' || dropped) return [`Answer to ${p}.`];
      dropped = true;
      s.ws.terminate();
      return [];
    });
    const { page } = await open(script('data-agent-id="agent_drop3"'));
    await ready(page);
    await widgetIn(page).locator('button.lc').click();
    await typeAndSend(page, 'are you there');
    await expect.poll(() => transcript(page), { timeout: 10_000 }).toStrictEqual(['You: are you there', 'Receptionist: Answer to are you there.']);
    const sessions = relay().sessions.filter((s) => s.agentId === 'agent_drop3');
    expect(sessions.map((s) => s.frames.map((f) => f.type))).toStrictEqual([
      ['setup', 'prompt'],
      ['setup', 'prompt'],
    ]);
  });

  it('says the connection was lost when the reconnect fails too, and keeps the transcript', async () => {
    const { page } = await open(script('data-agent-id="agent_drop2"'));
    await ready(page);
    await widgetIn(page).locator('button.lc').click();
    await typeAndSend(page, 'hello');
    await expect.poll(() => transcript(page), { timeout: 10_000 }).toContain('Receptionist: You said: hello. How else can I help?');
    // Every later socket is refused at the upgrade: the reconnect fails.
    const refuse = (s: { agentId: string; ws: { terminate(): void } }) => s.agentId === 'agent_drop2' && s.ws.terminate();
    const timer = setInterval(() => relay().sessions.forEach(refuse), 20);
    try {
      await expect.poll(() => transcript(page), { timeout: 15_000 }).toContain(TEXTS.connectionLost);
    } finally {
      clearInterval(timer);
    }
    expect((await transcript(page)).slice(0, 2)).toStrictEqual(['You: hello', 'Receptionist: You said: hello. How else can I help?']);
  });

  it('says clearly when the agent is unavailable', async () => {
    const { page, errors } = await open(script(`data-agent-id="${UNAVAILABLE_AGENT}"`));
    await ready(page);
    await widgetIn(page).locator('button.lc').click();
    await typeAndSend(page, 'hello?');
    await expect.poll(() => transcript(page), { timeout: 10_000 }).toContain(TEXTS.unavailable);
    expect(errors.filter((e) => !e.includes('404'))).toStrictEqual([]);
  });

  it("says clearly when the agent's trial has ended", async () => {
    const { page } = await open(script(`data-agent-id="${TRIAL_ENDED_AGENT}"`));
    await ready(page);
    await widgetIn(page).locator('button.lc').click();
    await typeAndSend(page, 'hello?');
    await expect.poll(() => transcript(page), { timeout: 10_000 }).toContain(TEXTS.trialEnded);
  });

  it('typing over a streaming reply sends interrupt with what had been shown', async () => {
    let release!: () => void;
    relay().setReply(async (p, s) => {
      if (p !== 'long one') return ['Okay.'];
      s.send({ type: 'text', token: 'We have ', last: false });
      s.send({ type: 'text', token: 'three slots ', last: false });
      await new Promise<void>((r) => (release = r));
      return ['on Monday.'];
    });
    const { page } = await open(script('data-agent-id="agent_cut1"'));
    await ready(page);
    await widgetIn(page).locator('button.lc').click();
    await typeAndSend(page, 'long one');
    await expect.poll(() => transcript(page), { timeout: 10_000 }).toContain('Receptionist: We have three slots ');
    await typeAndSend(page, 'stop, Tuesday please');
    await expect.poll(() => relay().frames().find((f) => f.type === 'interrupt'), { timeout: 10_000 }).toMatchObject({ utteranceUntilInterrupt: 'We have three slots' });
    release();
    const types = relay().sessions.find((s) => s.agentId === 'agent_cut1')!.frames.map((f) => f.type);
    expect(types).toStrictEqual(['setup', 'prompt', 'interrupt', 'prompt']);
  });

  it('shows the end of the conversation when the server ends it', async () => {
    relay().setReply(async (_p, s) => {
      setTimeout(() => s.send({ type: 'end', handoffData: JSON.stringify({ reason: 'done' }) }), 50);
      return ['Goodbye!'];
    });
    const { page } = await open(script('data-agent-id="agent_end1"'));
    await ready(page);
    await widgetIn(page).locator('button.lc').click();
    await typeAndSend(page, 'bye');
    await expect.poll(() => transcript(page), { timeout: 10_000 }).toStrictEqual(['You: bye', 'Receptionist: Goodbye!', TEXTS.ended]);
  });
});

describe('setup assistant mode', () => {
  it('sends the sales person from sessionStorage originalSalesRep in customParameters', async () => {
    const { page } = await open(`<script>sessionStorage.setItem('originalSalesRep','Jordan')</script>${script('data-agent-id="agent_setup1" data-mode="setup"')}`);
    await ready(page);
    await widgetIn(page).locator('button.lc').click();
    await typeAndSend(page, 'I want to set up my receptionist');
    await expect.poll(() => lastSetup('agent_setup1'), { timeout: 10_000 }).toMatchObject({
      customParameters: { agentId: 'agent_setup1', channel: 'web', mode: 'setup', salesRep: 'Jordan' },
    });
  });

  it('a setup-assistant container without an agent id talks to the setup assistant with the sales person the page chose', async () => {
    const { page } = await open(`<div id="bookline-widget" data-mode="setup-assistant" data-sales-person="Casey"></div>${script('')}`);
    await ready(page);
    await typeAndSend(page, 'set me up');
    await expect.poll(() => lastSetup('agent_setupassistant'), { timeout: 10_000 }).toMatchObject({
      customParameters: { agentId: 'agent_setupassistant', channel: 'web', mode: 'setup', salesRep: 'Casey' },
    });
  });

  it("falls back to the referrer's last path segment, capitalised", async () => {
    ctx = await browser().newContext();
    const page = await ctx.newPage();
    const target = host().page(`/p${++n}`, hostPage({ body: script('data-agent-id="agent_setup2" data-mode="setup"') }));
    const from = host().page('/partners/alex', `<!doctype html><a href="${target}">go</a>`);
    await page.goto(from);
    await page.click('a');
    await ready(page);
    await widgetIn(page).locator('button.lc').click();
    await typeAndSend(page, 'hi');
    await expect.poll(() => lastSetup('agent_setup2'), { timeout: 10_000 }).toMatchObject({ customParameters: { salesRep: 'Alex' } });
  });

  it('surfaces the RedirectUser client tool as a DOM event, a Bookline.on event and a registered handler', async () => {
    relay().setReply(async (_p, s) => {
      setTimeout(() => s.send({ type: 'clientTool', name: 'RedirectUser', parameters: { url: '/demo/agent/agent_new123' } }), 20);
      return ['Your agent is ready.'];
    });
    const { page } = await open(
      `<div id="bookline-widget" data-agent-id="agent_setup3" data-mode="setup"></div>
       <script>window.seen=[];
         document.getElementById('bookline-widget').addEventListener('bookline:clienttool', (e) => { seen.push(['dom', e.detail.name, e.detail.parameters.url]); e.preventDefault(); });
         window.Bookline=window.Bookline||function(){(Bookline.q=Bookline.q||[]).push(arguments)};
         Bookline('on','clientTool',(d)=>seen.push(['on', d.name, d.parameters.url]));
         Bookline('registerClientTool','RedirectUser',(p)=>seen.push(['handler', p.url]));
       </script>${script('')}`,
    );
    await ready(page);
    const before = page.url();
    await typeAndSend(page, 'done');
    await expect.poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen.length), { timeout: 10_000 }).toBe(3);
    expect(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toStrictEqual([
      ['dom', 'RedirectUser', '/demo/agent/agent_new123'],
      ['on', 'RedirectUser', '/demo/agent/agent_new123'],
      ['handler', '/demo/agent/agent_new123'],
    ]);
    expect(page.url()).toBe(before);
  });

  it('hands RedirectUser parameters to a handler the page put in Bookline.clientTools before load', async () => {
    relay().setReply(async (_p, s) => {
      setTimeout(() => s.send({ type: 'clientTool', name: 'RedirectUser', parameters: { agentId: 'agent_made1', businessName: 'Acme' } }), 20);
      return ['Done.'];
    });
    const { page } = await open(
      `<script>window.got=[];window.Bookline={clientTools:{RedirectUser:function(p){got.push(p)}}};</script>${script('data-agent-id="agent_setup5" data-mode="setup"')}`,
    );
    await ready(page);
    await widgetIn(page).locator('button.lc').click();
    await typeAndSend(page, 'finish');
    await expect.poll(() => page.evaluate(() => (window as unknown as { got: unknown[] }).got), { timeout: 10_000 }).toStrictEqual([{ agentId: 'agent_made1', businessName: 'Acme' }]);
  });

  it('follows a same-origin RedirectUser itself when the page handles nothing', async () => {
    const target = host().page('/demo/agent/agent_new456', '<!doctype html><title>Demo</title><h1>Demo agent</h1>');
    relay().setReply(async (_p, s) => {
      setTimeout(() => s.send({ type: 'clientTool', name: 'RedirectUser', parameters: { url: '/demo/agent/agent_new456' } }), 20);
      return ['Taking you there.'];
    });
    const { page } = await open(script('data-agent-id="agent_setup4" data-mode="setup"'));
    await ready(page);
    await widgetIn(page).locator('button.lc').click();
    await typeAndSend(page, 'go');
    await page.waitForURL(target, { timeout: 10_000 });
  });
});

describe('keyboard-only use', () => {
  it('opens with the keyboard, sends with Enter, closes with Escape and returns focus to the launcher', async () => {
    const { page } = await open(`<a href="#">Skip</a>${script('data-agent-id="agent_kbd1"')}`);
    await ready(page);
    const focused = () => page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.className ?? document.activeElement?.tagName);
    for (let i = 0; i < 5 && (await focused()) !== 'lc'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('lc');
    await page.keyboard.press('Enter');
    expect(await widgetIn(page).locator('button.lc').getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.tagName)).toBe('INPUT');
    await page.keyboard.type('Do you work weekends?');
    await page.keyboard.press('Enter');
    await expect.poll(() => transcript(page), { timeout: 10_000 }).toContain('Receptionist: You said: Do you work weekends?. How else can I help?');
    expect(await widgetIn(page).locator('[role=log]').getAttribute('aria-live')).toBe('polite');
    await page.keyboard.press('Escape');
    expect(await widgetIn(page).locator('section.p').count()).toBe(0);
    expect(await focused()).toBe('lc');
  });
});
