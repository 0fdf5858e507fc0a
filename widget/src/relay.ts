// The ConversationRelay side of the widget (protocols.md §3, §4): POST /widget/session for a token,
// then a websocket speaking the same JSON frames as a phone call, with one reconnect on a drop.

export type Failure = 'unavailable' | 'trialEnded' | 'subscriptionEnded' | 'network';

export class SessionError extends Error {
  constructor(readonly kind: Failure) {
    super(kind);
  }
}

export interface Session {
  token: string;
  relayUrl: string;
  /** The agent's welcome greeting, when the gateway sends one (phone calls speak it first). */
  welcomeGreeting?: string;
  /** The business the agent answers for (shown in the header). */
  businessName?: string;
}

/** The agent's public face, before any conversation: `GET /widget/agent/:agentId` (null when unavailable). */
export async function agentInfo(origin: string, agentId: string, lang = 'en'): Promise<{ businessName?: string; welcomeGreeting?: string; labels?: Record<string, string> } | null> {
  try {
    const res = await fetch(origin + '/widget/agent/' + encodeURIComponent(agentId) + (/^es\b/i.test(lang) ? '?lang=es' : ''), { credentials: 'omit' });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

/** Maps a refused `/widget/session` answer to what the caller is told. */
export function failureOf(status: number, body: { code?: string; error?: string } | null): Failure {
  const says = `${body?.code ?? ''} ${body?.error ?? ''}`.toLowerCase();
  if (/subscription_ended/.test(says)) return 'subscriptionEnded';
  if (status === 402 || /trial/.test(says)) return 'trialEnded';
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'unavailable';
  return 'network';
}

export async function openSession(origin: string, agentId: string): Promise<Session> {
  let res: Response;
  try {
    res = await fetch(origin + '/widget/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ agentId }),
      credentials: 'omit',
    });
  } catch {
    throw new SessionError('network');
  }
  const body = (await res.json().catch(() => null)) as (Partial<Session> & { code?: string; error?: string }) | null;
  if (!res.ok || !body?.relayUrl) throw new SessionError(res.ok ? 'network' : failureOf(res.status, body));
  return body as Session;
}

/** relayUrl made absolute (ws/wss) against the gateway origin. */
export function wsUrl(relayUrl: string, origin: string): string {
  const u = new URL(relayUrl, origin);
  u.protocol = u.protocol.replace('http', 'ws'); // http: → ws:, https: → wss:, ws(s): as it is
  return u.href;
}

export type RelayFrame = { type: string; [k: string]: unknown };
export type RelayStatus = 'open' | 'reconnecting' | 'lost' | Failure;

export interface RelayOptions {
  origin: string;
  agentId: string;
  customParameters: Record<string, string>;
  onFrame: (f: RelayFrame) => void;
  onStatus: (s: RelayStatus, session?: Session) => void;
  /** Where the relay URL comes from: the widget's `POST /widget/session` by default (a phone call passes the TwiML's). */
  open?: () => Promise<Session>;
  /** Fields of the `setup` frame that differ from the widget's (a phone call: callSid, from, to, callType). */
  setup?: Partial<Record<'callSid' | 'from' | 'to' | 'callType' | 'callerName', string>>;
  /** Reconnect once after a drop (the widget); a phone call that drops is over. Default true. */
  reconnect?: boolean;
}

export class Relay {
  readonly sessionId = 'web_' + Math.random().toString(36).slice(2) + Date.now().toString(36);
  #ws: WebSocket | null = null;
  #queue: string[] = [];
  #retried = false;
  #closed = false;

  constructor(private o: RelayOptions) {}

  get live(): boolean {
    return !this.#closed;
  }

  async connect(): Promise<void> {
    const { o } = this;
    let session: Session;
    try {
      session = await (o.open ? o.open() : openSession(o.origin, o.agentId));
    } catch (e) {
      return this.#fail(e instanceof SessionError ? e.kind : 'network');
    }
    if (this.#closed) return;
    let ws: WebSocket;
    try {
      ws = this.#ws = new WebSocket(wsUrl(session.relayUrl, o.origin));
    } catch {
      return this.#fail('network');
    }
    let opened = false;
    ws.onopen = () => {
      opened = true;
      ws.send(JSON.stringify(this.setup()));
      for (const m of this.#queue.splice(0)) ws.send(m);
      o.onStatus('open', session);
    };
    ws.onmessage = (e) => {
      this.#retried = false;
      let f: RelayFrame;
      try {
        f = JSON.parse(String(e.data));
      } catch {
        return;
      }
      if (f && typeof f.type === 'string') o.onFrame(f);
    };
    ws.onclose = () => {
      if (this.#ws !== ws || this.#closed) return;
      this.#ws = null;
      this.#fail(opened ? 'dropped' : 'network');
    };
  }

  #fail(kind: Failure | 'dropped'): void {
    if (this.#closed) return;
    if ((kind === 'dropped' || kind === 'network') && !this.#retried && this.o.reconnect !== false) {
      this.#retried = true;
      this.o.onStatus('reconnecting');
      void this.connect();
      return;
    }
    this.#closed = true;
    this.o.onStatus(kind === 'dropped' || kind === 'network' ? 'lost' : kind);
  }

  /** The first frame of every session; the same sessionId after a reconnect so the server can resume. */
  setup(): RelayFrame {
    const { agentId, customParameters } = this.o;
    return {
      type: 'setup',
      sessionId: this.sessionId,
      callSid: this.sessionId,
      from: 'web',
      to: agentId,
      forwardedFrom: '',
      callerName: '',
      direction: 'inbound',
      callType: 'web',
      callStatus: 'in-progress',
      accountSid: '',
      parentCallSid: '',
      ...this.o.setup,
      customParameters: { ...customParameters, reconnect: this.#retried ? 'true' : 'false' },
    };
  }

  send(frame: RelayFrame): void {
    const m = JSON.stringify(frame);
    if (this.#ws?.readyState === 1) this.#ws.send(m);
    else this.#queue.push(m);
  }

  close(): void {
    this.#closed = true;
    const ws = this.#ws;
    this.#ws = null;
    if (ws && ws.readyState < 2) ws.close(1000);
  }
}
