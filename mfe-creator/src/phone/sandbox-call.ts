// The in-page sandbox "phone": places a call the way Twilio does and follows the gateway's
// TwiML. POST /voice/incoming (unsigned: accepted only while no Twilio credentials are set) →
// the <ConversationRelay> URL it names, spoken to with the ConversationRelay frames of
// protocols.md §3 through the widget's relay client → on `end`, POST the <Connect action>
// with HandoffData, and so on (a <Dial> to the owner is not placed: it is reported as not
// answered, so the gateway's urgent-message path runs).
import { Relay, type RelayFrame, type RelayStatus } from '@bookline/widget/relay';
import { parseTwiml, type Verb } from './twiml';

export type CallStatus = 'dialling' | 'connected' | 'transferring' | 'ended' | 'failed';

export interface CallLine {
  id: number;
  role: 'agent' | 'caller' | 'system';
  text: string;
  /** The caller cut in: only `text` was heard. */
  cut?: boolean;
}

export interface CallSnapshot {
  status: CallStatus;
  lines: CallLine[];
  /** A reply is streaming in. */
  streaming: boolean;
  /** The last `end` frame's handoff data (the setup assistant's has the new agentId). */
  handoff?: Record<string, unknown>;
}

export interface SpeechOut {
  /** Streamed reply text; `last` on the final token of a reply. */
  push(token: string, last: boolean): void;
  readonly speaking: boolean;
  /** Stops speaking; what had been spoken. */
  interrupt(): { utteranceUntilInterrupt: string; durationUntilInterruptMs: number };
  reset(): void;
}

export interface SandboxCallOptions {
  /** The number dialled (E.164), when known. */
  to: string;
  /** The caller id (E.164). */
  from: string;
  /** Names the agent directly (the sandbox webhook accepts it) when it has no number yet. */
  agentId?: string;
  /** The gateway origin; the page's by default. */
  origin?: string;
  onChange: (s: CallSnapshot) => void;
  /** Text to speech for the agent's replies (optional). */
  speech?: SpeechOut;
  fetchImpl?: typeof fetch;
}

const LANG = 'en-US';
const MESSAGES = {
  dialFailed: 'The call could not be placed.',
  dropped: 'The call dropped.',
  transferring: (n: string) => `Connecting you to the owner at ${n}. This is a sandbox call, so their phone does not really ring.`,
  noAnswer: 'The owner did not answer (sandbox).',
  pressed: (d: string) => `You pressed ${d}.`,
};

const randomHex = (n: number) => Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => b.toString(16).padStart(2, '0')).join('');

export class SandboxCall {
  readonly callSid = `CA${randomHex(16)}`;
  private relay: Relay | null = null;
  private s: CallSnapshot = { status: 'dialling', lines: [], streaming: false };
  private reply: CallLine | null = null;
  private nextId = 1;
  private replyStart = 0;
  private readonly origin: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly o: SandboxCallOptions) {
    this.origin = o.origin ?? location.origin;
    this.fetch = o.fetchImpl ?? fetch.bind(globalThis);
  }

  get snapshot(): CallSnapshot {
    return this.s;
  }

  get live(): boolean {
    return this.s.status === 'dialling' || this.s.status === 'connected' || this.s.status === 'transferring';
  }

  /** Dials: the voice webhook, as Twilio posts it. */
  async start(): Promise<void> {
    const { to, from, agentId } = this.o;
    const body: Record<string, string> = { CallSid: this.callSid, AccountSid: 'ACsandbox', From: from, To: to, Direction: 'inbound', CallStatus: 'ringing', ApiVersion: '2010-04-01' };
    if (agentId) body.agentId = agentId;
    await this.post('/voice/incoming', body);
  }

  /** The caller says something (typed or recognised). Cuts in when the agent is talking. */
  say(raw: string): void {
    const text = raw.trim();
    if (!text || !this.relay || this.s.status !== 'connected') return;
    this.bargeIn();
    this.add({ role: 'caller', text });
    this.relay.send({ type: 'prompt', voicePrompt: text, lang: LANG, last: true });
  }

  /** A keypad press (DTMF); 0 asks for the owner. */
  press(digit: string): void {
    if (!this.relay || this.s.status !== 'connected' || !/^[0-9*#]$/.test(digit)) return;
    this.bargeIn();
    this.add({ role: 'system', text: MESSAGES.pressed(digit) });
    this.relay.send({ type: 'dtmf', digit });
  }

  /** The caller hangs up: the socket closes (the gateway closes the call record). */
  hangUp(): void {
    if (!this.live) return;
    this.finish('ended');
  }

  /** Stops the agent's voice (mute); the words still show. */
  silence(): void {
    this.o.speech?.reset();
  }

  private add(l: Omit<CallLine, 'id'>): CallLine {
    const line = { ...l, id: this.nextId++ };
    this.s = { ...this.s, lines: [...this.s.lines, line] };
    this.emit();
    return line;
  }

  private update(line: CallLine, patch: Partial<CallLine>): void {
    Object.assign(line, patch);
    this.s = { ...this.s, lines: this.s.lines.map((l) => (l.id === line.id ? { ...line } : l)) };
  }

  private set(patch: Partial<CallSnapshot>): void {
    this.s = { ...this.s, ...patch };
    this.emit();
  }

  private emit(): void {
    this.o.onChange(this.s);
  }

  private finish(status: 'ended' | 'failed', note?: string): void {
    const relay = this.relay;
    this.relay = null;
    relay?.close();
    this.o.speech?.reset();
    this.reply = null;
    if (note) this.add({ role: 'system', text: note });
    this.set({ status, streaming: false });
  }

  /** Posts a voice webhook (form-encoded, as Twilio does) and follows the TwiML it answers. */
  private async post(url: string, body: Record<string, string>): Promise<void> {
    let verbs: Verb[];
    try {
      const u = new URL(url, this.origin);
      const res = await this.fetch(u.href, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString(), credentials: 'same-origin' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      verbs = parseTwiml(await res.text());
    } catch {
      if (this.live) this.finish('failed', MESSAGES.dialFailed);
      return;
    }
    await this.follow(verbs);
  }

  private async follow(verbs: Verb[]): Promise<void> {
    for (const v of verbs) {
      if (!this.live) return;
      switch (v.kind) {
        case 'say':
          this.agentSays(v.text);
          break;
        case 'hangup':
          return this.finish('ended');
        case 'connect':
          return this.connect(v);
        case 'dial':
          this.set({ status: 'transferring' });
          this.add({ role: 'system', text: MESSAGES.transferring(v.number) });
          if (!v.action) return this.finish('ended');
          this.add({ role: 'system', text: MESSAGES.noAnswer });
          return this.post(v.action, { CallSid: this.callSid, From: this.o.from, To: this.o.to, DialCallStatus: 'no-answer', DialCallDuration: '0' });
        case 'other':
          break;
      }
    }
    // Twilio hangs up when the document runs out.
    this.finish('ended');
  }

  /** A whole line spoken at once (<Say>, the relay's welcome greeting). */
  private agentSays(text: string): void {
    this.add({ role: 'agent', text });
    this.o.speech?.push(text, true);
  }

  private connect(v: Extract<Verb, { kind: 'connect' }>): void {
    this.set({ status: 'connected' });
    const relay: Relay = new Relay({
      origin: this.origin,
      agentId: v.relay.parameters.agentId ?? '',
      customParameters: v.relay.parameters,
      open: async () => ({ token: '', relayUrl: v.relay.url, ...(v.relay.welcomeGreeting ? { welcomeGreeting: v.relay.welcomeGreeting } : {}) }),
      setup: { callSid: this.callSid, from: this.o.from, to: this.o.to, callType: 'PSTN', callerName: '' },
      reconnect: false,
      onFrame: (f) => this.relay === relay && this.onFrame(f, v),
      onStatus: (st, session) => this.relay === relay && this.onStatus(st, session?.welcomeGreeting),
    });
    this.relay = relay;
    void relay.connect();
  }

  private onStatus(st: RelayStatus, greeting?: string): void {
    if (st === 'open') {
      // Twilio speaks the welcome greeting itself when the session opens.
      if (greeting) this.agentSays(greeting);
      return;
    }
    if (st === 'reconnecting') return;
    this.finish('failed', MESSAGES.dropped);
  }

  private onFrame(f: RelayFrame, v: Extract<Verb, { kind: 'connect' }>): void {
    if (f.type === 'text') {
      const token = typeof f.token === 'string' ? f.token : '';
      const last = f.last === true;
      if (!this.reply) {
        this.o.speech?.reset();
        this.replyStart = Date.now();
        this.reply = this.add({ role: 'agent', text: '' });
      }
      this.update(this.reply, { text: this.reply.text + token });
      this.o.speech?.push(token, last);
      if (last) this.reply = null;
      this.set({ streaming: !last });
    } else if (f.type === 'end') {
      let handoff: Record<string, unknown> = {};
      try {
        handoff = JSON.parse(String(f.handoffData ?? '{}')) as Record<string, unknown>;
      } catch {
        /* not JSON: still the end */
      }
      // Twilio ends the session on `end` and posts the Connect action with the handoff data.
      const relay = this.relay;
      this.relay = null;
      relay?.close();
      this.reply = null;
      this.set({ handoff, streaming: false });
      if (!v.action) return this.finish('ended');
      void this.post(v.action, { CallSid: this.callSid, From: this.o.from, To: this.o.to, HandoffData: String(f.handoffData ?? ''), SessionStatus: 'completed' });
    } else if (f.type === 'play' && typeof f.source === 'string') {
      new Audio(f.source).play().catch(() => {});
    }
  }

  /** The caller talks over the agent: stop the reply and tell the gateway what was heard. */
  private bargeIn(): void {
    const reply = this.s.lines.findLast((l) => l.role === 'agent');
    const speaking = this.o.speech?.speaking ?? false;
    if (!reply || !this.relay || (!this.s.streaming && !speaking)) return;
    let heard = reply.text.trim();
    let ms = Date.now() - this.replyStart;
    if (speaking && this.o.speech) {
      const r = this.o.speech.interrupt();
      heard = r.utteranceUntilInterrupt;
      ms = r.durationUntilInterruptMs;
    }
    this.update(reply, { text: heard, cut: true });
    this.reply = null;
    this.s = { ...this.s, streaming: false };
    this.relay.send({ type: 'interrupt', utteranceUntilInterrupt: heard, durationUntilInterruptMs: ms });
    this.emit();
  }
}
