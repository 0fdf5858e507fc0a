// The owner's connected calendar during calls: the ICS address saved in calendar setup is read
// (through the SSRF guard, widened in this file to its own loopback feed servers only), its busy
// times keep the receptionist from offering or booking over them, and a dead or hanging feed
// never stops a caller from booking.
import { pinClock } from '../../../../tests/kit/clock';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logging';
import { saveIcs } from '../../onboarding';
import { createRedis, keys, type Redis } from '../../store';
import { createBookingStore } from '../../calendar/bookings';
import { SALON } from '../../../../tests/kit/fixtures';
import { dial, eventually, LOOPBACK_CALENDARS, makeAgent, startTestGateway } from '../../../../tests/kit/conversation';

pinClock();

let gw: Awaited<ReturnType<typeof startTestGateway>>;
let redis: Redis;
const logLines: string[] = [];
let feedServer: Server;
let feedUrl = '';
/** Path → iCalendar text; a path that is not here hangs (a calendar host that never answers). */
const feeds = new Map<string, string>();
const feedRequests: string[] = [];

beforeAll(async () => {
  feedServer = createServer((req, res) => {
    feedRequests.push(req.url ?? '');
    const body = feeds.get(req.url ?? '');
    if (body === undefined) return; // never answers
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end(body);
  });
  await new Promise<void>((r) => feedServer.listen(0, '127.0.0.1', r));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  gw = await startTestGateway({ OWNER_CALENDAR_TIMEOUT_MS: '700' }, {
    receptionist: LOOPBACK_CALENDARS,
    log: createLogger({ level: 'warn', destination: { write: (s: string) => { logLines.push(s); } } }),
  });
  redis = createRedis(gw.redisUrl);
});
afterAll(async () => {
  await gw.close();
  redis.disconnect();
  feedServer.closeAllConnections();
  await new Promise<void>((r) => feedServer.close(() => r()));
});

const stamp = (t: number) => new Date(t).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const ics = (events: Array<{ start: number; end: number; summary: string }>) => [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Owner//Test//EN',
  ...events.flatMap((e, i) => ['BEGIN:VEVENT', `UID:owner-${i}-${e.start}@test`, `DTSTAMP:${stamp(Date.now())}`, `DTSTART:${stamp(e.start)}`, `DTEND:${stamp(e.end)}`, `SUMMARY:${e.summary}`, 'END:VEVENT']),
  'END:VCALENDAR', '',
].join('\r\n');

/** Where a held slot sits: the agent's one held booking record, read from Redis. */
async function heldStart(agentId: string): Promise<number> {
  const records = await Promise.all((await redis.keys(keys.booking(agentId, '*'))).map(async (k) => JSON.parse((await redis.get(k))!) as { status: string; start: number }));
  return records.find((b) => b.status === 'held')!.start;
}

async function book(number: string, name: string) {
  const { caller } = await dial(gw.url, number);
  const offer = await caller.say('I would like to book a haircut');
  expect(offer).toMatch(/I have .+ at .+ (AM|PM)/);
  expect(await caller.say('the first one')).toMatch(/holding/);
  await caller.say(name);
  expect(await caller.say('yes')).toMatch(/read that back/);
  expect(await caller.say('yes')).toMatch(/email/i);
  expect(await caller.say('no thanks')).toMatch(/booked/);
  return { caller, offer };
}

describe("the owner's connected calendar during calls", () => {
  it('does not offer or book a time the ICS feed shows busy, and reads the feed once for the whole call', async () => {
    // What a caller is offered when the owner's calendar is empty…
    const control = await makeAgent(redis, SALON);
    const c = await dial(gw.url, control.number);
    const controlOffer = await c.caller.say('I would like to book a haircut');
    await c.caller.say('the first one');
    const wouldBe = await heldStart(control.agent.id);
    c.caller.hangUp();

    // …is busy in this owner's calendar (a dentist appointment over that time and the next hours).
    const busy = { start: wouldBe - 15 * 60_000, end: wouldBe + 3 * 3_600_000 };
    const { agent, number } = await makeAgent(redis, SALON);
    feeds.set(`/owner-${agent.id}.ics`, ics([{ ...busy, summary: 'Dentist' }]));
    await saveIcs(redis, agent.id, { url: `${feedUrl}/owner-${agent.id}.ics`, events: 1, checkedAt: new Date().toISOString() });

    const { caller, offer } = await book(number, 'Ruth Owner');
    expect(offer).not.toBe(controlOffer);
    const [b] = await createBookingStore({ redis: redis, agentId: agent.id }).byCaller({ phone: caller.from, now: Date.now() });
    expect(b).toBeDefined();
    // Neither the offer nor the booking overlaps the owner's busy time.
    expect(b!.end <= busy.start || b!.start >= busy.end).toBe(true);
    // find_slots, hold and confirm all read busy times; the feed was fetched once.
    expect(feedRequests.filter((p) => p === `/owner-${agent.id}.ics`)).toHaveLength(1);
    // The import sits in Redis for the next calls.
    expect(await redis.keys(keys.calendarBusy(agent.id, '*'))).toHaveLength(1);
  });

  it('a feed that cannot be reached still lets the caller book, with a warning that names no address', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/secret-token-abc.ics`;
    await new Promise<void>((r) => closed.close(() => r()));
    const { agent, number } = await makeAgent(redis, SALON);
    await saveIcs(redis, agent.id, { url: deadUrl, events: 3, checkedAt: new Date().toISOString() });
    const { caller } = await book(number, 'Dee Dead');
    expect(await createBookingStore({ redis: redis, agentId: agent.id }).byCaller({ phone: caller.from, now: Date.now() })).toHaveLength(1);
    const warn = await eventually(async () => logLines.filter((l) => l.includes(agent.id) && l.includes('owner calendar unavailable')), (w) => w.length > 0);
    expect(warn.join('\n')).not.toContain('secret-token-abc');
    expect(warn.join('\n')).not.toContain('Dee Dead');
  });

  it('a feed that never answers costs the call at most the time limit, and the caller books', async () => {
    const { agent, number } = await makeAgent(redis, SALON);
    await saveIcs(redis, agent.id, { url: `${feedUrl}/hangs-${agent.id}.ics`, events: 1, checkedAt: new Date().toISOString() });
    const { caller } = await book(number, 'Hank Hang');
    expect(await createBookingStore({ redis: redis, agentId: agent.id }).byCaller({ phone: caller.from, now: Date.now() })).toHaveLength(1);
    expect(feedRequests).toContain(`/hangs-${agent.id}.ics`);
  });
});
