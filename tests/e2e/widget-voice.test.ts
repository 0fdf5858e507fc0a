// The widget's voice path in Chromium with its fake microphone.
//
// Real: Chromium, the permission flow and getUserMedia on the fake audio device
// (--use-fake-ui-for-media-stream --use-fake-device-for-media-stream), the widget, the websocket
// and the ConversationRelay frames (fake relay server), and, in the last test, Chromium's own
// speechSynthesis (which fails here with "synthesis-failed": no speech-dispatcher on this machine).
// Stubbed: SpeechRecognition — Chromium's webkitSpeechRecognition needs Google's servers and ends
// with "audio-capture"/"network" offline — replaced by a scripted event source the test drives
// (`__say(text, isFinal)`); and, where the test needs speech that lasts (states, barge-in),
// speechSynthesis, replaced by a fake voice that "speaks" one word per 150 ms with boundary events.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXTS } from '../../widget/src/texts';
import { useBrowser } from './browser';
import { hostPage, transcript, widgetIn, useFakeRelay, useHostServer } from './widget-support';

const FAKE_MIC = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
const browser = useBrowser(FAKE_MIC);
const relay = useFakeRelay();
const host = useHostServer();


/** Counts real getUserMedia calls (the call still goes to Chromium) and installs the recognition stub. */
const STUB_RECOGNITION = `
window.__gum = 0;
const realGum = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
navigator.mediaDevices.getUserMedia = (c) => { window.__gum++; return realGum(c); };
window.__recs = [];
class FakeRecognition {
  constructor() { window.__recs.push(this); this.running = false; }
  start() { this.running = true; }
  stop() { this.running = false; setTimeout(() => this.onend && this.onend(), 0); }
  abort() { this.running = false; }
}
window.SpeechRecognition = window.webkitSpeechRecognition = FakeRecognition;
window.__say = (text, isFinal) => {
  const r = window.__recs.filter((x) => x.running).pop();
  if (!r) throw new Error('recognition is not running');
  r.onresult({ resultIndex: 0, results: [Object.assign({ isFinal, length: 1 }, { 0: { transcript: text } })] });
};`;

const STUB_SYNTHESIS = `
const fakeVoice = {
  cur: null, q: [], t: 0, spoken: [],
  get speaking() { return !!this.cur; },
  getVoices() { return []; },
  speak(u) { this.q.push(u); if (!this.cur) this.next(); },
  cancel() { clearInterval(this.t); const all = [this.cur, ...this.q].filter(Boolean); this.cur = null; this.q = []; for (const u of all) u.onerror && u.onerror({ error: 'interrupted' }); },
  next() {
    const u = (this.cur = this.q.shift() || null);
    if (!u) return;
    u.onstart && u.onstart({});
    const words = [...u.text.matchAll(/\\S+/g)];
    let i = 0;
    this.t = setInterval(() => {
      if (i < words.length) { u.onboundary && u.onboundary({ name: 'word', charIndex: words[i].index }); i++; return; }
      clearInterval(this.t); this.cur = null; this.spoken.push(u.text); u.onend && u.onend({}); this.next();
    }, 150);
  },
};
Object.defineProperty(window, 'speechSynthesis', { value: fakeVoice, configurable: true });`;

const RECORD_STATES = `window.__states=[];window.Bookline=window.Bookline||function(){(Bookline.q=Bookline.q||[]).push(arguments)};Bookline('on','state',function(d){__states.push(d.state)});`;

let ctx: BrowserContext;
let n = 0;

afterEach(async () => {
  await ctx?.close();
});

const REPLY = 'Sure, I can book a plumber for Tuesday at three in the afternoon. Does that work for you?';

async function open(agentId: string, { synthesis = true } = {}): Promise<Page> {
  relay().setReply(() => REPLY.split(/(?<= )/));
  ctx = await browser().newContext();
  await ctx.addInitScript(STUB_RECOGNITION + (synthesis ? STUB_SYNTHESIS : ''));
  const page = await ctx.newPage();
  const body = `<script>${RECORD_STATES}</script><script src="${relay().url}/widget.js" data-agent-id="${agentId}" async></script>`;
  await page.goto(host().page(`/v${++n}`, hostPage({ body })));
  await page.waitForSelector('[data-bookline-ready="true"]', { timeout: 15_000 });
  await widgetIn(page).locator('button.lc').click();
  return page;
}

const state = (page: Page) => widgetIn(page).locator('.bl').getAttribute('data-state');
const gumCalls = (page: Page) => page.evaluate(() => (window as unknown as { __gum: number }).__gum);
const say = (page: Page, text: string, final: boolean) => page.evaluate(([t, f]) => (window as unknown as { __say: (t: string, f: boolean) => void }).__say(t as string, f as boolean), [text, final] as const);
const sessionOf = (agentId: string) => relay().sessions.find((s) => s.agentId === agentId);

describe('voice', () => {
  it('asks for the microphone only when the call button is clicked, then listens', async () => {
    const page = await open('agent_voice1');
    expect(await gumCalls(page)).toBe(0);
    await widgetIn(page).locator('button.talk').click();
    await expect.poll(() => state(page), { timeout: 10_000 }).toBe('listening');
    expect(await gumCalls(page)).toBe(1);
    expect(await widgetIn(page).locator('[role=status]').textContent()).toBe(TEXTS.listening);
    expect(await widgetIn(page).locator('button.end').isVisible()).toBe(true);
  });

  it('sends recognised words as a prompt and goes listening → thinking → speaking → listening', async () => {
    const page = await open('agent_voice2');
    await widgetIn(page).locator('button.talk').click();
    await expect.poll(() => state(page), { timeout: 10_000 }).toBe('listening');
    await say(page, 'I need a plumber', false);
    await say(page, 'I need a plumber on Tuesday', true);
    await expect.poll(() => state(page), { timeout: 10_000 }).toBe('speaking');
    await expect.poll(() => state(page), { timeout: 30_000 }).toBe('listening');
    const prompts = sessionOf('agent_voice2')!.frames.filter((f) => f.type === 'prompt');
    expect(prompts).toStrictEqual([{ type: 'prompt', voicePrompt: 'I need a plumber on Tuesday', lang: 'en', last: true }]);
    const states = await page.evaluate(() => (window as unknown as { __states: string[] }).__states);
    const order = ['listening', 'thinking', 'speaking', 'listening'];
    const seq = states.filter((s, i) => order.includes(s) && s !== states[i - 1]);
    expect(seq.slice(seq.indexOf('listening'))).toStrictEqual(order);
    const spoken = await page.evaluate(() => (window as unknown as { speechSynthesis: { spoken: string[] } }).speechSynthesis.spoken.join(''));
    expect(spoken).toBe(REPLY);
  });

  it('barge-in: speaking over the agent stops its speech and sends interrupt with what had been spoken', async () => {
    const page = await open('agent_voice3');
    await widgetIn(page).locator('button.talk').click();
    await expect.poll(() => state(page), { timeout: 10_000 }).toBe('listening');
    await say(page, 'Book me a plumber', true);
    await expect.poll(() => state(page), { timeout: 10_000 }).toBe('speaking');
    // Let a few words be spoken, then cut in.
    await page.waitForTimeout(700);
    await say(page, 'wait', false);
    await expect.poll(() => sessionOf('agent_voice3')!.frames.find((f) => f.type === 'interrupt'), { timeout: 10_000 }).toBeTruthy();
    const interrupt = sessionOf('agent_voice3')!.frames.find((f) => f.type === 'interrupt')!;
    const heard = String(interrupt.utteranceUntilInterrupt);
    expect(heard.length).toBeGreaterThan(0);
    expect(REPLY.startsWith(heard)).toBe(true);
    expect(heard.length).toBeLessThan(REPLY.length);
    expect(Number(interrupt.durationUntilInterruptMs)).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { speechSynthesis: { speaking: boolean } }).speechSynthesis.speaking)).toBe(false);
    expect((await transcript(page)).at(-1)).toBe(`Receptionist: ${heard}…`);
    expect(await state(page)).toBe('listening');
  });

  it('does not take its own voice picked up by the microphone for a barge-in', async () => {
    const page = await open('agent_voice7');
    await widgetIn(page).locator('button.talk').click();
    await expect.poll(() => state(page), { timeout: 10_000 }).toBe('listening');
    await say(page, 'Book me a plumber', true);
    await expect.poll(() => state(page), { timeout: 10_000 }).toBe('speaking');
    await say(page, 'book a plumber for Tuesday', false);
    await say(page, 'book a plumber for Tuesday at three', true);
    await expect.poll(() => state(page), { timeout: 30_000 }).toBe('listening');
    expect(sessionOf('agent_voice7')!.frames.map((f) => f.type)).toStrictEqual(['setup', 'prompt']);
    expect((await transcript(page)).at(-1)).toBe(`Receptionist: ${REPLY}`);
  });

  it('the end-call button stops listening and speaking and closes the session', async () => {
    const page = await open('agent_voice4');
    await widgetIn(page).locator('button.talk').click();
    await expect.poll(() => state(page), { timeout: 10_000 }).toBe('listening');
    await say(page, 'hello', true);
    await expect.poll(() => state(page), { timeout: 10_000 }).toBe('speaking');
    await widgetIn(page).locator('button.end').click();
    await expect.poll(() => sessionOf('agent_voice4')!.ws.readyState, { timeout: 10_000 }).toBe(3);
    expect(await state(page)).toBe('idle');
    expect((await transcript(page)).at(-1)).toBe(TEXTS.ended);
    expect(await page.evaluate(() => (window as unknown as { __recs: Array<{ running: boolean }> }).__recs.some((r) => r.running))).toBe(false);
    expect(await widgetIn(page).locator('button.talk').isVisible()).toBe(true);
  });

  it("with Chromium's real speech synthesis (failing here) the reply is still shown and the call keeps listening", async () => {
    const page = await open('agent_voice5', { synthesis: false });
    await widgetIn(page).locator('button.talk').click();
    await expect.poll(() => state(page), { timeout: 10_000 }).toBe('listening');
    await say(page, 'are you open today', true);
    await expect.poll(() => transcript(page), { timeout: 10_000 }).toContain(`Receptionist: ${REPLY}`);
    await expect.poll(() => state(page), { timeout: 10_000 }).toBe('listening');
  });
});

describe('voice without microphone permission', () => {
  const denyBrowser = useBrowser(['--use-fake-device-for-media-stream', '--deny-permission-prompts']);

  it('says so and keeps typing available', async () => {
    ctx = await denyBrowser().newContext();
    await ctx.addInitScript(STUB_RECOGNITION);
    const page = await ctx.newPage();
    await page.goto(host().page(`/v${++n}`, hostPage({ body: `<script src="${relay().url}/widget.js" data-agent-id="agent_voice6" async></script>` })));
    await page.waitForSelector('[data-bookline-ready="true"]', { timeout: 15_000 });
    await widgetIn(page).locator('button.lc').click();
    await widgetIn(page).locator('button.talk').click();
    await expect.poll(() => transcript(page), { timeout: 10_000 }).toContain(TEXTS.micDenied);
    expect(await page.evaluate(() => (window as unknown as { __recs: unknown[] }).__recs.length)).toBe(0);
    relay().setReply((p) => [`You said: ${p}.`]);
    await widgetIn(page).locator('input').fill('typing instead');
    await widgetIn(page).locator('input').press('Enter');
    await expect.poll(() => transcript(page), { timeout: 10_000 }).toContain('Receptionist: You said: typing instead.');
  });
});
