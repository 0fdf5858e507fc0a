// A gateway going away mid-call (redeploy, scale-in) does not drop the call (issue 15 #2): on
// shutdown each live call finishes its turn and ends its relay with handoffData
// {"reason":"resume"}; Twilio asks /voice/handoff — here a second gateway on the same Redis — for
// a new relay, which continues from the dialogue state saved after every turn: the same hold, no
// question asked again, one call record. And a call id is never taken over by another agent.
import { pinClock } from '../../../../tests/kit/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingStore } from '../../calendar/bookings';
import { createRedis, keys, type Redis } from '../../store';
import { PLUMBER, SALON } from '../../../../tests/kit/fixtures';
import { callRecord, Caller, dial, eventually, makeAgent, randomCaller, startTestGateway } from '../../../../tests/kit/conversation';

pinClock();

let gwB: Awaited<ReturnType<typeof startTestGateway>>;
let redis: Redis;
beforeAll(async () => {
  gwB = await startTestGateway();
  redis = createRedis(gwB.redisUrl);
});
afterAll(async () => {
  await gwB.close();
  redis.disconnect();
});

/** What Twilio does with the Connect action: posts it, then opens the relay the TwiML names, with the same CallSid. */
async function continueCall(base: string, agentId: string, caller: Caller, handoffData: string) {
  const res = await fetch(`${base}/voice/handoff?agentId=${agentId}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ CallSid: caller.callSid, From: caller.from, To: '', HandoffData: handoffData }) });
  const twiml = await res.text();
  const url = /<ConversationRelay[^>]* url="([^"]+)"/.exec(twiml)?.[1]?.replace(/&amp;/g, '&');
  if (!url) throw new Error(`no relay in ${twiml}`);
  const params = Object.fromEntries([...twiml.matchAll(/<Parameter name="([^"]+)" value="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]));
  const next = await Caller.connect(url, { from: caller.from, customParameters: params, callSid: caller.callSid });
  return { next, twiml };
}

describe('a gateway going away mid-call', () => {
  it('hands the call to another gateway mid-booking: same hold, nothing asked again, one record, booked', async () => {
    const gwA = await startTestGateway();
    const { agent, number } = await makeAgent(redis, PLUMBER);
    const from = randomCaller();
    const { caller } = await dial(gwA.url, number, from);
    await caller.say('My kitchen drain is clogged, can you send someone?');
    await caller.say('1200 Barton Springs Road, Austin 78704');
    const held = await caller.say('the first one');
    expect(held).toMatch(/I'm holding (.+) for you\. Can I have your name, please\?/);
    const heldWhen = /I'm holding (.+) for you/.exec(held)![1]!;
    // SIGTERM on gateway A: the call ends its relay asking to be resumed.
    await gwA.close();
    expect(await caller.ended()).toStrictEqual({ reason: 'resume' });
    // Twilio's Connect action lands on gateway B.
    const { next, twiml } = await continueCall(gwB.url, agent.id, caller, JSON.stringify({ reason: 'resume' }));
    expect(twiml).toContain('welcomeGreeting="Sorry about that, the line dropped for a moment. Can I have your name, please?"');
    expect(await next.say('Jane Doe')).toMatch(/^Is 5 1 2, .* the best number to reach you\?$/);
    expect(await next.say('yes')).toMatch(/Name: Jane Doe\..*Address: 1200 Barton Springs Road.*Appointment: drain cleaning on (.+)\. Is that all correct\?/);
    await next.say('yes');
    expect(await next.say('no thanks')).toMatch(/You're all set/);
    const [b] = await createBookingStore({ redis, agentId: agent.id }).upcoming(0);
    expect(b).toMatchObject({ serviceName: 'Drain cleaning', customer: { name: 'Jane Doe', phone: from } });
    // The slot held before the restart is the one booked.
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(b!.start))).toBe(heldWhen.split(' at ')[0]);
    next.hangUp();
    const rec = await eventually(() => callRecord(gwB.url, caller.callSid), (r) => Boolean(r?.endedAt));
    expect(rec?.outcomes).toStrictEqual(['booked']);
    const said = (rec?.transcript ?? []).filter((e: { role: string }) => e.role === 'caller').map((e: { text: string }) => e.text);
    expect(said).toStrictEqual(['My kitchen drain is clogged, can you send someone?', '1200 Barton Springs Road, Austin 78704', 'the first one', 'Jane Doe', 'yes', 'yes', 'no thanks']);
  });

  it('SIGTERM during 50 live calls: every caller is handed over, turns in flight are answered first, no slot is left orphaned', async () => {
    const gwA = await startTestGateway();
    const { agent, number } = await makeAgent(redis, SALON);
    const calls = await Promise.all(Array.from({ length: 50 }, () => dial(gwA.url, number).then((d) => d.caller)));
    await Promise.all(calls.map((c) => c.say('I want a haircut')));
    // Half pick a time (a hold each, or told it was just taken), a few of them have a turn in flight at shutdown.
    await Promise.all(calls.slice(0, 25).map((c, i) => c.say(i % 2 ? 'the second one' : 'the first one')));
    const inFlight = calls.slice(25, 35);
    const answers = inFlight.map((c) => c.say('what are your hours'));
    await gwA.close();
    // Each turn in flight got its whole answer before the relay ended.
    for (const a of await Promise.allSettled(answers)) expect(a.status === 'fulfilled' && a.value.length > 0).toBe(true);
    // Every caller is handed over (Twilio asks /voice/handoff for the rest of the call).
    for (const c of calls) expect(await c.ended()).toStrictEqual({ reason: 'resume' });
    // Holds stay for the call to continue on another gateway (and expire if it never does); no
    // booking is confirmed, and every slot taken has its booking record.
    const store = createBookingStore({ redis, agentId: agent.id });
    const bookingKeys = await redis.keys(keys.booking(agent.id, '*'));
    expect(bookingKeys.length).toBeGreaterThan(0);
    for (const k of bookingKeys) expect(await redis.pttl(k)).toBeGreaterThan(0);
    expect(await store.upcoming(0)).toStrictEqual([]);
    const rec = await eventually(() => callRecord(gwB.url, calls[0]!.callSid), (r) => Boolean(r));
    expect(rec?.transcript.some((e) => e.role === 'caller')).toBe(true);
  }, 60_000);

  it('a Spanish call continues in Spanish (es-US relay, Spanish greeting)', async () => {
    const gwA = await startTestGateway();
    const { agent, number } = await makeAgent(redis, SALON);
    const { caller } = await dial(gwA.url, number);
    expect(await caller.say('Hola, quiero una cita para un corte de pelo')).toMatch(/^(Tengo disponible|Lo primero que tengo)/);
    await gwA.close();
    expect(await caller.ended()).toStrictEqual({ reason: 'resume' });
    const { next, twiml } = await continueCall(gwB.url, agent.id, caller, '{"reason":"resume"}');
    expect(twiml).toContain('language="es-US"');
    expect(twiml).toMatch(/welcomeGreeting="Disculpe, se cortó la línea por un momento\. ¿(Cuál le conviene más|Le funciona)\?"/);
    expect(await next.say('la primera')).toMatch(/^Perfecto, le aparto el/);
    next.hangUp();
  });

  it('refuses a relay setup that reuses another agent\'s call id, and leaves that record alone', async () => {
    const { agent, number } = await makeAgent(redis, PLUMBER);
    const { caller } = await dial(gwB.url, number);
    await caller.say('What are your hours?');
    const before = await redis.hgetall(keys.call(caller.callSid));
    const other = await makeAgent(redis, SALON);
    const res = await fetch(`${gwB.url}/widget/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ agentId: other.agent.id }) });
    const { relayUrl } = (await res.json()) as { relayUrl: string };
    const thief = await Caller.connect(relayUrl, { from: 'web', customParameters: { agentId: other.agent.id, channel: 'web' }, callSid: caller.callSid });
    await eventually(async () => thief.closed, (x) => x);
    expect(await redis.hgetall(keys.call(caller.callSid))).toStrictEqual(before);
    expect(before.agentId).toBe(agent.id);
    caller.hangUp();
  });
});
