// Relay load for benchmarks: a barbershop agent with 500 future bookings, callers speaking
// ConversationRelay over real websockets (a call replaced every few turns), closed-loop and paced.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { defaultWeeklySchedule, type WeeklySchedule } from '@bookline/contracts';
import { buildAgent, saveNewAgent } from '../../gateway/src/agents';
import { createBookingStore, type Booking } from '../../gateway/src/calendar/bookings';
import { addDays, localDate, localToInstant } from '../../gateway/src/scheduling';
import { keys, type Redis } from '../../gateway/src/store';
import { percentile, round, type Row } from './report';

const TZ = 'America/Chicago';
export const PROMPTS = ["I'd like a beard trim on Friday", 'how about Saturday morning', 'do you have anything Tuesday after 3', 'what about next Wednesday', 'Thursday afternoon then'];

function week(): WeeklySchedule {
  const w = defaultWeeklySchedule();
  for (const d of Object.keys(w) as Array<keyof WeeklySchedule>) w[d] = { isOpen: true, ranges: [{ startTime: '7:00 AM', endTime: '9:00 PM' }] };
  return w;
}

/** The agent every turn searches: 500 future bookings over 13 days. `redis` may be a cluster client. */
export async function seedAgent(redis: Redis): Promise<string> {
  const agent = buildAgent({
    email: 'owner@example.com', smsConsent: false, now: new Date(),
    businessData: {
      BusinessName: 'Bench Barbers', BusinessPhoneNumber: '', BusinessEmail: 'owner@example.com', TimeZone: TZ, ServiceType: 'Fixed Location', BusinessDescription: 'Barbershop',
      BusinessAddressStreet: '1 Main St', BusinessAddressCity: 'Austin', BusinessAddressState: 'TX', BusinessAddressZipcode: '78701', WebsiteAddress: '', BusinessHours: '', DaysOpen: '', WeeklySchedule: week(),
    },
    services: [{ name: 'Beard trim', durationMinutes: 15, priceFromCents: 2000 }],
  });
  await saveNewAgent(redis, agent);
  // 500 future bookings: 15-minute jobs every 20 minutes from 7 AM, days 1..13 (36 a day + rest)
  const store = createBookingStore({ redis, agentId: agent.id });
  const today = localDate(Date.now(), TZ);
  let n = 0;
  for (let d = 1; d < 14 && n < 500; d++) {
    const date = addDays(today, d);
    for (let k = 0; k < 40 && n < 500; k++, n++) {
      const start = localToInstant({ date, minutes: 7 * 60 + k * 20, timeZone: TZ });
      const b: Booking = { id: `seed${n}`, agentId: agent.id, technicianId: 'default', date, start, end: start + 15 * 60_000, location: { lat: 30.27, lng: -97.74 }, status: 'confirmed', sequence: 0, serviceName: 'Beard trim', priceText: '', customer: {}, createdAt: Date.now(), updatedAt: Date.now() };
      const day = await store.readDay({ technicianId: 'default', date, now: Date.now() });
      if (!(await store.create({ booking: b, expectedVersion: day.version, now: Date.now() }))) throw new Error('seed write failed');
    }
  }
  const count = (await store.upcoming(0)).length;
  if (count !== 500) throw new Error(`seeded ${count} bookings`);
  return agent.id;
}

export class Session {
  private ws!: WebSocket;
  private onText: ((last: boolean) => void) | null = null;
  private onGone: ((why: string) => void) | null = null;
  ended = false;
  turns = 0;
  static async open(base: string, agentId: string): Promise<Session> {
    const res = await fetch(`${base}/sandbox/call`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ agentId }) });
    if (!res.ok) throw new Error(`sandbox call refused: ${res.status} ${await res.text()}`);
    const r = (await res.json()) as { relayUrl: string };
    const s = new Session();
    s.ws = new WebSocket(r.relayUrl);
    await new Promise<void>((ok, fail) => { s.ws.once('open', () => ok()); s.ws.once('error', fail); });
    s.ws.on('message', (d) => {
      const f = JSON.parse(String(d)) as { type: string; last?: boolean };
      if (f.type === 'text') s.onText?.(f.last === true);
      else if (f.type === 'end') s.gone('the call ended');
    });
    s.ws.on('close', () => s.gone('the relay closed'));
    s.ws.on('error', () => s.gone('the relay failed'));
    s.ws.send(JSON.stringify({ type: 'setup', callSid: `CAbench${Math.random().toString(36).slice(2)}`, from: '+15125550100', to: '', customParameters: { agentId } }));
    return s;
  }
  private gone(why: string) {
    this.ended = true;
    const g = this.onGone;
    this.onText = null;
    this.onGone = null;
    g?.(why);
  }
  /** One turn: ms from sending the final prompt to the first text token; resolves at last:true. */
  turn(text: string): Promise<number> {
    if (this.ended) return Promise.reject(new Error('the call has ended'));
    this.turns++;
    return new Promise((resolve, reject) => {
      const t0 = performance.now();
      let first = -1;
      this.onGone = (why) => reject(new Error(why));
      this.onText = (last) => {
        if (first < 0) first = performance.now() - t0;
        if (last) {
          this.onText = null;
          this.onGone = null;
          resolve(first);
        }
      };
      this.ws.send(JSON.stringify({ type: 'prompt', voicePrompt: text, lang: 'en-US', last: true }));
    });
  }
  close() {
    this.ended = true;
    this.ws.close();
  }
}

/**
 * One caller line: a relay session that is replaced by a fresh call every few turns (a real call
 * asking for a fifth different day would be steered to an outcome by the loop guard, which is not
 * what this measures) or whenever the receptionist ends the call.
 */
export class Line {
  private session: Session | null = null;
  /** Calls placed on this line (the first one included). */
  dials = 0;
  constructor(private base: string, private agentId: string, private turnsPerCall = 4) {}
  async ready(): Promise<void> {
    if (!this.session || this.session.ended || this.session.turns >= this.turnsPerCall) {
      this.session?.close();
      this.dials++;
      this.session = await Session.open(this.base, this.agentId);
    }
  }
  async turn(text: string): Promise<number> {
    await this.ready();
    return this.session!.turn(text);
  }
  close() { this.session?.close(); }
}

export async function closedLoop(base: string, agentId: string, callers: number, turnsEach: number): Promise<number[]> {
  const lines = Array.from({ length: callers }, () => new Line(base, agentId));
  await Promise.all(lines.map((l) => l.ready()));
  await Promise.all(lines.map((l) => l.turn(PROMPTS[0]!))); // warm-up turn each
  const lat: number[] = [];
  await Promise.all(lines.map(async (l, i) => {
    for (let k = 1; k <= turnsEach; k++) {
      await l.ready(); // a replacement call is set up outside the timed turn
      lat.push(await l.turn(PROMPTS[(i + k) % PROMPTS.length]!));
    }
  }));
  for (const l of lines) l.close();
  return lat;
}

/** Each caller speaks every `gapMs` (jittered start); latency of every turn over `durationMs`. */
/**
 * Each caller speaks every `gapMs` (jittered start); latency of every turn over `durationMs`.
 * Callers are spread over `bases` (one or more gateways) in turn. A turn that fails (a refused
 * call, a socket closed before the answer) is counted in `errors` and the line dials again.
 */
export async function paced(bases: string | string[], agentId: string, callers: number, gapMs: number, durationMs: number): Promise<{ lat: number[]; errors: number; errorKinds: Record<string, number>; redials: number; callerLagP99Ms: number }> {
  const urls = typeof bases === 'string' ? [bases] : bases;
  const lines: Line[] = [];
  for (let i = 0; i < callers; i += 50) {
    const batch = Array.from({ length: Math.min(50, callers - i) }, (_, j) => new Line(urls[(i + j) % urls.length]!, agentId, 1_000));
    await Promise.all(batch.map((l) => l.ready()));
    lines.push(...batch);
  }
  await new Promise((r) => setTimeout(r, 2_000)); // the calls' set-up writes settle
  // This process's own event-loop delay: the callers share the machine with the gateway, and a
  // stall here shows up in the measured latency too.
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const lat: number[] = [];
  const errorKinds: Record<string, number> = {};
  const end = Date.now() + durationMs;
  await Promise.all(lines.map(async (l, i) => {
    await new Promise((r) => setTimeout(r, Math.random() * gapMs));
    let k = i;
    while (Date.now() < end) {
      const t = Date.now();
      try {
        await l.ready();
        lat.push(await l.turn(PROMPTS[k++ % PROMPTS.length]!));
      } catch (err) {
        const kind = (err as Error).message.slice(0, 60);
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, gapMs - (Date.now() - t))));
    }
  }));
  lag.disable();
  for (const l of lines) l.close();
  // Calls the receptionist ended during the step (the loop guards steer a caller who keeps asking
  // for other days to a message and a goodbye) and that the line replaced.
  const redials = lines.reduce((n, l) => n + l.dials - 1, 0);
  return { lat, errors: Object.values(errorKinds).reduce((a, b) => a + b, 0), errorKinds, redials, callerLagP99Ms: round(lag.percentile(99) / 1e6, 1) };
}

export const row = (label: string, lat: number[]): Row => ({ scenario: label, turns: lat.length, p50_ms: round(percentile(lat, 50), 1), p95_ms: round(percentile(lat, 95), 1), max_ms: round(Math.max(...lat), 1) });

