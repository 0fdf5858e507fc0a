// One mounted widget: its shadow root, its conversation state and the relay session.
import { h, render } from 'preact';
import type { EmbedConfig } from './config';
import { emit, hasListeners, tools, type EventName, type ToolHandler } from './events';
import { agentInfo, Relay, type RelayFrame, type RelayStatus, type Session } from './relay';
import { salesRep, storedSalesRep } from './sales-rep';
import { Listener, recognitionCtor, Speaker } from './speech';
import { CSS } from './styles';
import { TEXTS } from './texts';
import { View } from './view';

/** u: the caller, a: the agent, n: a notice from the widget. */
export interface Msg {
  role: 'u' | 'a' | 'n';
  text: string;
  /** Cut short by the caller (barge-in): only what had been spoken is kept. */
  cut?: boolean;
}

export type State = 'idle' | 'connecting' | 'reconnecting' | 'listening' | 'thinking' | 'speaking';

let sheet: CSSStyleSheet | undefined;

/** Attaches an open shadow root to the container, or to a new child when the container can't host one. */
function shadowHost(container: HTMLElement | null): { host: HTMLElement; root: ShadowRoot } {
  if (container) {
    try {
      return { host: container, root: container.attachShadow({ mode: 'open' }) };
    } catch {
      /* already has a shadow root, or an element that can't have one */
    }
  }
  const host = document.createElement('bookline-widget');
  (container ?? document.body).appendChild(host);
  return { host, root: host.attachShadow({ mode: 'open' }) };
}

export class Widget {
  readonly host: HTMLElement;
  readonly #el: HTMLDivElement;
  msgs: Msg[] = [];
  opened = false;
  inCall = false;
  conn: '' | 'connecting' | 'reconnecting' = '';
  /** A prompt was sent and no reply token has arrived yet. */
  #waiting = false;
  /** The agent's reply is still streaming in. */
  streaming = false;
  /** Voice needs speech recognition, a microphone API and a secure page; otherwise only typing is offered. */
  readonly canTalk = !!recognitionCtor() && !!navigator.mediaDevices?.getUserMedia && window.isSecureContext !== false;
  /** The business name, once known (header); the generic title until then. */
  name = '';
  #introduced = false;
  #reply: Msg | null = null;
  #replyStart = 0;
  #lastPrompt = '';
  #relay: Relay | null = null;
  #lang: string;
  readonly #listener: Listener;
  readonly #speaker: Speaker;
  #lastState: State = 'idle';
  #greeted = false;

  constructor(readonly cfg: EmbedConfig) {
    const { host, root } = shadowHost(cfg.container);
    this.host = host;
    this.#lang = cfg.lang;
    try {
      if (!sheet) {
        const s = new CSSStyleSheet();
        s.replaceSync(CSS);
        sheet = s;
      }
      root.adoptedStyleSheets = [sheet];
    } catch {
      const style = document.createElement('style');
      if (cfg.nonce) style.nonce = cfg.nonce;
      style.textContent = CSS;
      root.appendChild(style);
    }
    const floating = cfg.position !== 'inline';
    if (floating) host.setAttribute('data-bookline-float', cfg.position === 'bottom-left' ? 'left' : 'right');
    const el = (this.#el = document.createElement('div'));
    el.className = 'bl' + (floating ? ' fl' : '') + (cfg.position === 'bottom-left' ? ' left' : '');
    el.lang = cfg.lang;
    if (cfg.color) {
      el.style.setProperty('--a', cfg.color);
      el.style.setProperty('--f', readableOn(cfg.color));
    }
    root.appendChild(el);
    if (cfg.greeting) this.#greet(cfg.greeting);
    // In Spanish the labels come from the gateway: ask at once, so the launcher is Spanish too.
    if (/^es\b/i.test(cfg.lang)) this.#introduce();
    this.#speaker = new Speaker(this.#lang, () => this.update());
    this.#listener = new Listener({
      onPartial: (t) => {
        if (t.length > 1 && this.#talkingOver(t)) this.#bargeIn();
      },
      onFinal: (t) => {
        if (!this.#isEcho(t)) this.send(t);
      },
      onError: (kind) => {
        this.#stopVoice();
        this.#note(kind === 'denied' ? TEXTS.micDenied : TEXTS.voiceUnavailable);
        this.#focus('input');
      },
    });
    if (!floating) this.#introduce();
    this.update();
    host.setAttribute('data-bookline-ready', 'true');
    host.dispatchEvent(new CustomEvent('bookline:ready', { bubbles: true, composed: true, detail: { agentId: cfg.agentId } }));
    this.#emit('ready');
  }

  /** A page event (window.Bookline.on): its detail always has the agent id and the host element. */
  #emit(event: EventName, detail?: Record<string, unknown>): void {
    emit(event, { agentId: this.cfg.agentId, ...detail, element: this.host });
  }

  /** While the agent speaks, words the microphone hears that are in its own reply are its echo. */
  #isEcho(t: string): boolean {
    const heard = squash(t);
    return (this.#speaker.speaking || this.streaming) && !!heard && !!this.#reply && squash(this.#reply.text).includes(heard);
  }

  #talkingOver(t: string): boolean {
    return (this.#speaker.speaking || this.streaming) && !this.#isEcho(t);
  }

  state(): State {
    if (this.conn) return this.conn;
    if (this.#speaker.speaking) return 'speaking';
    if (this.#waiting || this.streaming) return 'thinking';
    // "Listening" only once recognition really runs (after the microphone permission).
    return this.inCall ? (this.#listener.on ? 'listening' : 'connecting') : 'idle';
  }

  update(): void {
    render(<View w={this} />, this.#el);
    // Open on a small screen: the panel's own close button stands in for the launcher.
    this.#el.classList.toggle('o', this.opened);
    const s = this.state();
    this.#el.setAttribute('data-state', s);
    if (s !== this.#lastState) {
      this.#lastState = s;
      this.#emit('state', { state: s });
    }
    const log = this.#el.querySelector('.log');
    if (log) log.scrollTop = log.scrollHeight;
  }

  #focus(sel: string): void {
    (this.#el.querySelector(sel) as HTMLElement | null)?.focus();
  }

  /** Shows the business name and greeting as soon as the panel is open, before anything is typed. */
  #introduce(): void {
    if (this.#introduced) return;
    this.#introduced = true;
    void agentInfo(this.cfg.origin, this.cfg.agentId, this.#lang).then((info) => {
      if (!info) return;
      if (info.businessName) this.name = info.businessName;
      if (info.welcomeGreeting && !this.#greeted) this.#greet(info.welcomeGreeting);
      // data-language="es": the gateway sends the widget's own texts in Spanish.
      if (info.labels) Object.assign(TEXTS, info.labels);
      this.update();
    });
  }

  open(): void {
    if (!this.opened) {
      this.opened = true;
      this.#introduce();
      this.update();
      this.#emit('open');
    }
    this.#focus('input');
  }

  close(): void {
    if (!this.opened) return;
    this.opened = false;
    this.update();
    this.#focus('.lc');
    this.#emit('close');
  }

  /** The greeting always comes first, even when it arrives after the caller's first message. */
  #greet(text: string): void {
    this.#greeted = true;
    this.msgs.unshift({ role: 'a', text });
  }

  #note(text: string): void {
    this.msgs.push({ role: 'n', text });
    this.update();
  }

  /** customParameters of the setup frame (protocols.md §4), plus the sales person in setup mode (spec §2, §7). */
  #params(): Record<string, string> {
    const { agentId, mode } = this.cfg;
    const p: Record<string, string> = { agentId, channel: 'web', mode, lang: this.#lang };
    if (mode === 'setup') p.salesRep = this.cfg.salesPerson ?? salesRep(storedSalesRep(), document.referrer);
    return p;
  }

  #connect(): Relay {
    if (this.#relay?.live) return this.#relay;
    this.conn = 'connecting';
    const relay: Relay = (this.#relay = new Relay({
      origin: this.cfg.origin,
      agentId: this.cfg.agentId,
      customParameters: this.#params(),
      onFrame: (f) => this.#relay === relay && this.#onFrame(f),
      onStatus: (s, session) => this.#relay === relay && this.#onStatus(s, session),
    }));
    void relay.connect();
    this.update();
    return relay;
  }

  #onStatus(s: RelayStatus, session?: Session): void {
    if (s === 'open') {
      this.conn = '';
      if (session?.businessName) this.name = session.businessName;
      if (session?.welcomeGreeting && !this.#greeted) {
        this.#greet(session.welcomeGreeting);
        if (this.inCall) this.#speaker.push(session.welcomeGreeting, true);
      }
    } else if (s === 'reconnecting') {
      this.conn = 'reconnecting';
      if (this.streaming) this.#finishReply();
      // The reply to the last prompt was lost with the socket: ask again on the new one (queued
      // until its setup frame is sent, ahead of anything typed meanwhile).
      if (this.#waiting) this.#relay?.send({ type: 'prompt', voicePrompt: this.#lastPrompt, lang: this.#lang, last: true });
    } else {
      this.#relay = null;
      this.conn = '';
      this.#waiting = false;
      if (this.streaming) this.#finishReply();
      this.#stopVoice();
      this.#note(s === 'trialEnded' ? TEXTS.trialEnded : s === 'subscriptionEnded' ? TEXTS.subscriptionEnded : s === 'unavailable' ? TEXTS.unavailable : TEXTS.connectionLost);
      this.#emit('error', { reason: s });
    }
    this.update();
  }

  #onFrame(f: RelayFrame): void {
    // The page removed the widget (single-page apps): hang up instead of talking to nobody.
    if (!this.host.isConnected) {
      this.#stopVoice();
      this.#relay?.close();
      this.#relay = null;
      return;
    }
    if (f.type === 'text') this.#onText(typeof f.token === 'string' ? f.token : '', f.last === true);
    else if (f.type === 'end') this.#onEnd(f.handoffData);
    else if (f.type === 'clientTool') this.#onTool(f);
    else if (f.type === 'play' && this.inCall && typeof f.source === 'string') new Audio(f.source).play().catch(() => {});
    else if (f.type === 'language') {
      if (typeof f.ttsLanguage === 'string') this.#speaker.lang = this.#el.lang = f.ttsLanguage;
      if (typeof f.transcriptionLanguage === 'string') this.#listener.setLang((this.#lang = f.transcriptionLanguage));
    }
  }

  #onText(token: string, last: boolean): void {
    this.#waiting = false;
    if (!this.streaming) {
      this.streaming = true;
      this.#replyStart = Date.now();
      this.#reply = { role: 'a', text: '' };
      this.msgs.push(this.#reply);
      if (this.inCall) this.#speaker.reset();
    }
    this.#reply!.text += token;
    if (this.inCall) this.#speaker.push(token, last);
    if (last) this.#finishReply();
    this.update();
  }

  #finishReply(): void {
    this.streaming = false;
    if (this.#reply) this.#emit('message', { role: 'agent', text: this.#reply.text });
  }

  /**
   * The caller cut in (by voice, or by typing while a reply streams): stop the reply and tell the
   * server what had been spoken (or shown, when typing), keeping only that in the transcript.
   */
  #bargeIn(): void {
    const reply = this.#reply;
    if (!reply || (!this.streaming && !this.#speaker.speaking)) return;
    let said = reply.text.trim();
    let ms = Date.now() - this.#replyStart;
    if (this.inCall && this.#speaker.available) {
      const r = this.#speaker.interrupt();
      said = r.utteranceUntilInterrupt;
      ms = r.durationUntilInterruptMs;
    }
    if (said !== reply.text.trim() || this.streaming) reply.cut = true;
    reply.text = said;
    this.streaming = false;
    this.#relay?.send({ type: 'interrupt', utteranceUntilInterrupt: said, durationUntilInterruptMs: ms });
    this.update();
  }

  /** The caller's words, typed or recognised, as a final prompt. */
  send(raw: string): void {
    const text = raw.trim();
    if (!text) return;
    this.#bargeIn();
    this.msgs.push({ role: 'u', text });
    this.#lastPrompt = text;
    this.#waiting = true;
    this.#connect().send({ type: 'prompt', voicePrompt: text, lang: this.#lang, last: true });
    this.#emit('message', { role: 'user', text });
    this.update();
  }

  #onEnd(handoffData: unknown): void {
    let reason = 'done';
    try {
      reason = String(JSON.parse(String(handoffData)).reason ?? reason);
    } catch {
      /* not JSON */
    }
    this.#relay?.close();
    this.#relay = null;
    this.#waiting = false;
    if (this.streaming) this.#finishReply();
    this.#listener.stop();
    this.inCall = false;
    this.#note(
      reason === 'trial_ended' || reason === 'trialEnded'
        ? TEXTS.trialEnded
        : reason === 'unavailable'
          ? TEXTS.unavailable
          : reason === 'transfer' || reason === 'emergency'
            ? TEXTS.transfer
            : TEXTS.ended,
    );
    this.#emit('end', { reason });
  }

  /** A client tool the server asks the page to run (setup mode: RedirectUser). */
  #onTool(f: RelayFrame): void {
    const name = String(f.name ?? f.toolName ?? '');
    const raw = f.parameters ?? f.arguments;
    const parameters = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    if (!name) return;
    const detail = { agentId: this.cfg.agentId, name, parameters };
    const ev = new CustomEvent('bookline:clienttool', { bubbles: true, composed: true, cancelable: true, detail });
    this.host.dispatchEvent(ev);
    const listened = hasListeners('clientTool');
    this.#emit('clientTool', { name, parameters });
    const page = (window as unknown as { Bookline?: { clientTools?: Record<string, unknown> } }).Bookline?.clientTools?.[name];
    const handler = tools.get(name) ?? (typeof page === 'function' ? (page as ToolHandler) : undefined);
    if (handler) {
      try {
        handler(parameters, detail);
      } catch (e) {
        console.error('[Bookline widget] client tool ' + name + ' threw', e);
      }
    } else if (name === 'RedirectUser' && !ev.defaultPrevented && !listened) {
      // Nobody on the page handles it: follow same-origin redirects only.
      const to = parameters.url ?? parameters.path ?? parameters.href;
      const url = typeof to === 'string' ? new URL(to, location.href) : null;
      if (url && url.origin === location.origin) location.assign(url.href);
    }
  }

  async startCall(): Promise<void> {
    if (this.inCall) return;
    this.inCall = true;
    this.#connect();
    this.update();
    await this.#listener.start(this.#lang);
    this.update();
  }

  #stopVoice(): void {
    this.inCall = false;
    this.#listener.stop();
    this.#speaker.reset();
  }

  /** The end-call button: hangs up voice and the session; the transcript stays, typing starts a new one. */
  endCall(): void {
    this.#stopVoice();
    this.#relay?.close();
    this.#relay = null;
    this.conn = '';
    this.#waiting = false;
    if (this.streaming) this.#finishReply();
    this.#note(TEXTS.ended);
    this.#emit('end', { reason: 'caller' });
    this.#focus('.talk');
  }
}

const squash = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** White or near-black text, whichever reads better on a hex accent colour (#rgb or #rrggbb); white otherwise. */
export function readableOn(color: string): string {
  let hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return '#fff';
  if (hex.length === 3) hex = hex.replace(/./g, '$&$&');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex!.slice(i, i + 2), 16)) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#111' : '#fff';
}
