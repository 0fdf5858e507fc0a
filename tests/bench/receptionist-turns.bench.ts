// Receptionist turn latency (final `prompt` → first `text` token) over real websockets to the
// built gateway process, built-in brain, every turn a slot search on an agent with 500 future
// bookings. Then: how many concurrent relay sessions one process holds at p95 ≤ 50 ms (issue 16) when
// each caller speaks every 2 s (a brisk human pace).
// The load generator shares this 2-core machine with the gateway and Redis.
import { cpus, loadavg } from 'node:os';
import WebSocket from 'ws';
import { defaultWeeklySchedule, type WeeklySchedule } from '@bookline/contracts';
import { buildAgent, saveNewAgent } from '../../gateway/src/agents';
import { createBookingStore, type Booking } from '../../gateway/src/calendar/bookings';
import { addDays, localDate, localToInstant } from '../../gateway/src/scheduling';
import { createRedis, keys } from '../../gateway/src/store';
import { startStack } from './harness';
import { percentile, report, round, type Row } from './report';

const TZ = 'America/Chicago';
const PROMPTS = ["I'd like a beard trim on Friday", 'how about Saturday morning', 'do you have anything Tuesday after 3', 'what about next Wednesday', 'Thursday afternoon then'];

function week(): WeeklySchedule {
  const w = defaultWeeklySchedule();
  for (const d of Object.keys(w) as Array<keyof WeeklySchedule>) w[d] = { isOpen: true, ranges: [{ startTime: '7:00 AM', endTime: '9:00 PM' }] };
  return w;
}

async function seedAgent(redisUrl: string): Promise<string> {
  const redis = createRedis(redisUrl);
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
  const count = (await redis.keys(keys.booking(agent.id, '*'))).length;
  if (count !== 500) throw new Error(`seeded ${count} bookings`);
  redis.disconnect();
  return agent.id;
}

class Session {
  private ws!: WebSocket;
  private onText: ((last: boolean) => void) | null = null;
  static async open(base: string, agentId: string): Promise<Session> {
    const r = (await (await fetch(`${base}/sandbox/call`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ agentId }) })).json()) as { relayUrl: string };
    const s = new Session();
    s.ws = new WebSocket(r.relayUrl);
    await new Promise<void>((res, rej) => { s.ws.once('open', () => res()); s.ws.once('error', rej); });
    s.ws.on('message', (d) => {
      const f = JSON.parse(String(d)) as { type: string; last?: boolean };
      if (f.type === 'text') s.onText?.(f.last === true);
    });
    s.ws.send(JSON.stringify({ type: 'setup', callSid: `CAbench${Math.random().toString(36).slice(2)}`, from: '+15125550100', to: '', customParameters: { agentId } }));
    return s;
  }
  /** One turn: ms from sending the final prompt to the first text token; resolves at last:true. */
  turn(text: string): Promise<number> {
    return new Promise((resolve) => {
      const t0 = performance.now();
      let first = -1;
      this.onText = (last) => {
        if (first < 0) first = performance.now() - t0;
        if (last) {
          this.onText = null;
          resolve(first);
        }
      };
      this.ws.send(JSON.stringify({ type: 'prompt', voicePrompt: text, lang: 'en-US', last: true }));
    });
  }
  close() { this.ws.close(); }
}

async function closedLoop(base: string, agentId: string, callers: number, turnsEach: number): Promise<number[]> {
  const sessions = await Promise.all(Array.from({ length: callers }, () => Session.open(base, agentId)));
  await Promise.all(sessions.map((s) => s.turn(PROMPTS[0]!))); // warm-up turn each
  const lat: number[] = [];
  await Promise.all(sessions.map(async (s, i) => {
    for (let k = 1; k <= turnsEach; k++) lat.push(await s.turn(PROMPTS[(i + k) % PROMPTS.length]!));
  }));
  for (const s of sessions) s.close();
  return lat;
}

/** Each caller speaks every `gapMs` (jittered start); latency of every turn over `durationMs`. */
async function paced(base: string, agentId: string, callers: number, gapMs: number, durationMs: number): Promise<number[]> {
  const sessions: Session[] = [];
  for (let i = 0; i < callers; i += 50) sessions.push(...(await Promise.all(Array.from({ length: Math.min(50, callers - i) }, () => Session.open(base, agentId)))));
  const lat: number[] = [];
  const end = Date.now() + durationMs;
  await Promise.all(sessions.map(async (s, i) => {
    await new Promise((r) => setTimeout(r, Math.random() * gapMs));
    let k = i;
    while (Date.now() < end) {
      const t = Date.now();
      lat.push(await s.turn(PROMPTS[k++ % PROMPTS.length]!));
      await new Promise((r) => setTimeout(r, Math.max(0, gapMs - (Date.now() - t))));
    }
  }));
  for (const s of sessions) s.close();
  return lat;
}

const row = (label: string, lat: number[]): Row => ({ scenario: label, turns: lat.length, p50_ms: round(percentile(lat, 50), 1), p95_ms: round(percentile(lat, 95), 1), max_ms: round(Math.max(...lat), 1) });

async function main() {
  const stack = await startStack({ LOG_LEVEL: 'error', RELAY_IDLE_MS: '600000', JOBS_WORKER: 'false' });
  try {
    const agentId = await seedAgent(stack.redisUrl);
    const rows: Row[] = [];
    rows.push(row('1 caller, back-to-back turns', await closedLoop(stack.url, agentId, 1, 200)));
    rows.push(row('200 callers, back-to-back turns', await closedLoop(stack.url, agentId, 200, 5)));
    const capacity: Row[] = [];
    let best = 0;
    for (const n of [200, 400, 600, 800, 1000, 1300, 1600]) {
      const lat = await paced(stack.url, agentId, n, 2_000, 8_000);
      const r = row(`${n} sessions, a turn every 2 s`, lat);
      capacity.push(r);
      if ((r.p95_ms as number) <= 50) best = n;
      else break;
    }
    report('receptionist-turns', rows, { cpus: cpus().length, loadavg: loadavg(), bookings: 500 });
    report('receptionist-capacity', [...capacity, { scenario: 'most sessions with p95 ≤ 50 ms (tested steps)', turns: 0, p50_ms: best, p95_ms: null, max_ms: null }], { cpus: cpus().length });
  } finally {
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
