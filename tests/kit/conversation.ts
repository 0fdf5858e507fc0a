// Test kit for the conversation suite: a real gateway process-in-test (startGateway on a free
// port, real Redis, real BullMQ worker) and a websocket "caller" speaking ConversationRelay
// exactly as Twilio does: setup first, then prompts (partials and finals), dtmf, interrupt.
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect } from 'vitest';
import { defaultWeeklySchedule, type BusinessData, type ServiceOffering, type WeeklySchedule } from '@bookline/contracts';
import { buildAgent, saveNewAgent, type AgentRecord } from '../../gateway/src/agents';
import { startGateway, type RunningGateway, type StartOptions } from '../../gateway/src/server';
import { isBlockedAddress } from '../../gateway/src/extraction';
import { createRedis, keys, type Redis } from '../../gateway/src/store';
import { testConfig } from './app';
import { createLogger } from '../../gateway/src/logging';
import type { OutboxEntry } from '../../gateway/src/notify';

/** The owners in these suites have verified their email (accounts/ would have checked a sign-in link). */
const ownersVerified: NonNullable<StartOptions['isVerifiedEmail']> = async () => true;

export async function startTestGateway(env: Record<string, string> = {}, options: Pick<StartOptions, 'receptionist' | 'log' | 'isVerifiedEmail'> = {}): Promise<RunningGateway & { redisUrl: string }> {
  const config = testConfig({ PORT: '0', HOST: '127.0.0.1', RELAY_IDLE_MS: '60000', RATE_LIMIT_WIDGET: '1000', ...env });
  const gw = await startGateway({ config, log: createLogger({ level: 'silent' }), assets: new Map(), isVerifiedEmail: ownersVerified, ...options });
  return { ...gw, redisUrl: config.REDIS_URL };
}

export type TestGateway = Awaited<ReturnType<typeof startTestGateway>>;

/** A test gateway and a Redis client on its database for one test file: started before its tests, closed after. */
export function useTestGateway(env: Record<string, string> = {}): { gw: TestGateway; redis: Redis } {
  const t = {} as { gw: TestGateway; redis: Redis };
  beforeAll(async () => {
    t.gw = await startTestGateway(env);
    t.redis = createRedis(t.gw.redisUrl);
  });
  afterAll(async () => {
    await t.gw?.close();
    t.redis?.disconnect();
  });
  return t;
}

/**
 * Test only: lets the receptionist read owners' calendar feeds served by this test's own
 * loopback servers (127.0.0.1, any port). Every other address stays blocked as in production.
 */
export const LOOPBACK_CALENDARS: NonNullable<StartOptions['receptionist']> = {
  calendarPolicy: { allowAnyPort: true, isBlocked: (address) => address !== '127.0.0.1' && isBlockedAddress(address) },
};

export function everyDay(start = '8:00 AM', end = '6:00 PM'): WeeklySchedule {
  const w = defaultWeeklySchedule();
  for (const d of Object.keys(w) as Array<keyof WeeklySchedule>) w[d] = { isOpen: true, ranges: [{ startTime: start, endTime: end }] };
  return w;
}

export interface AgentSpec {
  name: string;
  description?: string;
  travel?: boolean;
  zip?: string;
  street?: string;
  city?: string;
  state?: string;
  /** The owner's own mobile (transfers, urgent texts). */
  ownerPhone?: string;
  /** The owner's email (sign-up and alerts). */
  ownerEmail?: string;
  /** The public business line and email, as scraped from a website: never used to reach the owner. */
  businessPhone?: string;
  publicEmail?: string;
  services: ServiceOffering[];
  hours?: WeeklySchedule;
  radius?: number;
  timeZone?: string;
}

/** Stores an agent (same code as create-full-agent) and gives it a sandbox number. */
export async function makeAgent(redis: Redis, spec: AgentSpec): Promise<{ agent: AgentRecord; number: string }> {
  const businessData: BusinessData = {
    BusinessName: spec.name, BusinessPhoneNumber: spec.businessPhone ?? '', BusinessEmail: spec.publicEmail ?? 'info@example.com',
    ...(spec.ownerPhone ? { OwnerMobile: spec.ownerPhone } : {}), OwnerAlertEmail: spec.ownerEmail ?? 'owner@example.com',
    TimeZone: spec.timeZone ?? 'America/Chicago', ServiceType: spec.travel ? 'Travel to Customer' : 'Fixed Location', ServiceRangeMiles: spec.radius ?? 25,
    BusinessDescription: spec.description ?? '', BusinessAddressStreet: spec.street ?? '100 Congress Ave', BusinessAddressCity: spec.city ?? 'Austin',
    BusinessAddressState: spec.state ?? 'TX', BusinessAddressZipcode: spec.zip ?? '78701', WebsiteAddress: '', BusinessHours: '', DaysOpen: '',
    WeeklySchedule: spec.hours ?? everyDay(),
  };
  const agent = buildAgent({ email: spec.ownerEmail ?? 'owner@example.com', businessData, services: spec.services, smsConsent: true, now: new Date() });
  await saveNewAgent(redis, agent);
  const number = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await redis.set(keys.phoneOwner(number), agent.id);
  await redis.set(keys.agentPhone(agent.id), number);
  return { agent, number };
}

export const randomCaller = () => `+1512${String(200 + Math.floor(Math.random() * 799))}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;

type Frame = { type: string; [k: string]: unknown };

/** One caller on one relay socket. */
export class Caller {
  frames: Frame[] = [];
  private waiters: Array<() => void> = [];
  private seen = 0;
  closed = false;
  private constructor(readonly ws: WebSocket, readonly from: string, readonly callSid = `CA${randomBytes(16).toString('hex')}`) {
    ws.on('message', (d) => {
      const f = JSON.parse(String(d)) as Frame;
      this.frames.push(f);
      // Twilio ends the session when it receives `end`.
      if (f.type === 'end') setTimeout(() => ws.close(), 20);
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('close', () => {
      this.closed = true;
      for (const w of this.waiters.splice(0)) w();
    });
  }

  /** `callSid`: the call's id (a call that continues on a new relay keeps Twilio's CallSid). */
  static async connect(relayUrl: string, { from = randomCaller(), to = '', customParameters = {} as Record<string, string>, callSid = undefined as string | undefined } = {}): Promise<Caller> {
    const ws = new WebSocket(relayUrl);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
    const c = new Caller(ws, from, callSid);
    ws.send(JSON.stringify({
      type: 'setup', sessionId: `VX${c.callSid.slice(2)}`, callSid: c.callSid, from, to, forwardedFrom: '', callerName: '', direction: 'inbound',
      callType: customParameters.channel === 'web' ? 'web' : 'PSTN', callStatus: 'in-progress', accountSid: 'AC' + '0'.repeat(32), parentCallSid: '', customParameters,
    }));
    return c;
  }

  private async next(pred: (f: Frame) => boolean, timeoutMs = 10_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.seen < this.frames.length) {
        const f = this.frames[this.seen++]!;
        if (pred(f)) return f;
      }
      if (this.closed) throw new Error('socket closed while waiting');
      if (Date.now() > deadline) throw new Error(`timed out waiting; frames: ${JSON.stringify(this.frames.slice(-5))}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, 50);
        this.waiters.push(() => { clearTimeout(t); r(); });
      });
    }
  }

  /** Reads text tokens up to the one marked last:true; the reply as spoken. */
  async reply(timeoutMs = 10_000): Promise<string> {
    let text = '';
    for (;;) {
      const f = await this.next((x) => x.type === 'text', timeoutMs);
      text += String(f.token);
      if (f.last === true) return text.trim();
    }
  }

  /** Says something (a partial result first, as Twilio does, then the final one) and returns the reply. */
  async say(words: string): Promise<string> {
    this.ws.send(JSON.stringify({ type: 'prompt', voicePrompt: words.split(' ').slice(0, 2).join(' '), lang: 'en-US', last: false }));
    this.ws.send(JSON.stringify({ type: 'prompt', voicePrompt: words, lang: 'en-US', last: true }));
    return this.reply();
  }

  send(frame: Frame) {
    this.ws.send(JSON.stringify(frame));
  }

  async ended(timeoutMs = 10_000): Promise<Record<string, unknown>> {
    const f = await this.next((x) => x.type === 'end', timeoutMs);
    return JSON.parse(String(f.handoffData)) as Record<string, unknown>;
  }

  hangUp() {
    this.ws.close();
  }
}

/** A phone call placed the way Twilio places it: POST /voice/incoming, then the relay URL in the TwiML. */
export async function dial(base: string, to: string, from = randomCaller(), extra: Record<string, string> = {}): Promise<{ caller: Caller; twiml: string }> {
  const res = await fetch(`${base}/voice/incoming`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ CallSid: 'CA' + randomBytes(16).toString('hex'), From: from, To: to, ...extra }) });
  const twiml = await res.text();
  const url = /<ConversationRelay[^>]* url="([^"]+)"/.exec(twiml)?.[1]?.replace(/&amp;/g, '&');
  if (!url) throw new Error(`no relay in ${twiml}`);
  const params = Object.fromEntries([...twiml.matchAll(/<Parameter name="([^"]+)" value="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]));
  const caller = await Caller.connect(url, { from, to, customParameters: params });
  return { caller, twiml };
}

export async function outbox(base: string, agentId: string): Promise<OutboxEntry[]> {
  const r = (await (await fetch(`${base}/sandbox/outbox?agentId=${agentId}&limit=1000`)).json()) as { messages: OutboxEntry[] };
  return r.messages;
}

/** Polls until `pred` holds (follow-ups run on a BullMQ worker, so they land shortly after). */
export async function eventually<T>(fn: () => Promise<T>, pred: (x: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const x = await fn();
    if (pred(x)) return x;
    if (Date.now() > deadline) {
      expect(x).toSatisfy(pred);
      return x;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function feed(base: string, agent: AgentRecord): Promise<string> {
  return (await fetch(`${base}/calendar/${agent.id}/${agent.calendarSecret}.ics`)).text();
}

export async function callRecord(base: string, callSid: string) {
  const r = await fetch(`${base}/sandbox/calls/${callSid}`);
  return r.ok ? ((await r.json()) as { call: { outcomes: string[]; bookingIds: string[]; transcript: Array<{ role: string; text: string; interrupted?: boolean }>; endedAt?: number } }).call : null;
}
