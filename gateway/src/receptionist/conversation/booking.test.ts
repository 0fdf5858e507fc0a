import { describe, expect, it } from 'vitest';
import { pinClock } from '../../../../tests/kit/clock';
import { keys } from '../../store';
import { createBookingStore } from '../../calendar/bookings';
import { AUTO, CLEANING, DENTAL, HVAC, LOCKSMITH, PLUMBER, SALON, VET } from '../../../../tests/kit/fixtures';
import { feedEvents, weekdayIn } from '../../../../tests/kit/ics';
import { callRecord, Caller, dial, eventually, feed, makeAgent, outbox, randomCaller, useTestGateway, type AgentSpec } from '../../../../tests/kit/conversation';

pinClock();

const suite = useTestGateway();

/** The standard booking call: ask, (address), pick, name, confirm number, confirm read-back, no email. */
async function bookingCall(spec: AgentSpec, { ask, address, pick = 'the first one', name = 'Jane Doe' }: { ask: string; address?: string; pick?: string; name?: string }) {
  const { agent, number } = await makeAgent(suite.redis, spec);
  const { caller } = await dial(suite.gw.url, number);
  const replies: string[] = [];
  const s = async (t: string) => { const r = await caller.say(t); replies.push(r); return r; };
  const first = await s(ask);
  if (address) expect(first).toMatch(/address/i);
  const offer = address ? await s(address) : first;
  expect(offer).toMatch(/I have .+ at .+ (AM|PM)/);
  const held = await s(pick);
  expect(held).toMatch(/holding/);
  expect(await s(name)).toMatch(/best number/);
  const readBack = await s('yes');
  expect(await s('yes')).toMatch(/confirmation and a calendar invite by email\? .*or say no thanks/);
  const done = await s('no thanks');
  return { agent, caller, replies, readBack, done, offer };
}

async function assertBooked(agentId: string, caller: Caller, service: string, name: string) {
  const mine = await createBookingStore({ redis: suite.redis, agentId: agentId }).byCaller({ phone: caller.from, now: Date.now() });
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ serviceName: service, status: 'confirmed', customer: { name, phone: caller.from } });
  // "no thanks" to the email question: no caller email on the booking.
  expect(mine[0]!.customer.email).toBeUndefined();
  const sms = await eventually(() => outbox(suite.gw.url, agentId), (m) => m.some((x) => x.channel === 'sms' && x.to === caller.from) && m.some((x) => x.channel === 'email' && Boolean(x.ics)));
  expect(sms.find((x) => x.to === caller.from)?.text).toContain(service);
  expect(sms.find((x) => x.channel === 'email' && x.ics)?.ics).toContain('METHOD:REQUEST');
  return mine[0]!;
}

describe('booking calls across kinds of business', () => {
  it('plumber (travels): books a drain cleaning at the caller address with the estimate read out', async () => {
    const r = await bookingCall(PLUMBER, { ask: 'My kitchen drain is clogged, can you send someone?', address: '1200 Barton Springs Road, Austin, Texas 78704' });
    expect(r.readBack).toMatch(/Name: Jane Doe\. Phone: 5 1 2, \d \d \d, \d \d \d \d\. Address: 1200 Barton Springs Road/);
    expect(r.done).toMatch(/booked for \w+day, \w+ \d+, between \d+(:\d\d)? (AM|PM) and \d+(:\d\d)? (AM|PM)\. The estimate is \$150 to \$300/);
    const b = await assertBooked(r.agent.id, r.caller, 'Drain cleaning', 'Jane Doe');
    const ev = feedEvents(await feed(suite.gw.url, r.agent));
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({ summary: 'Drain cleaning — Jane Doe', start: b.start, sequence: 0 });
  });
  it('HVAC (travels): books an AC tune-up and reports one usage unit', async () => {
    const r = await bookingCall(HVAC, { ask: 'I need an AC tune-up please', address: 'it is 4500 Duval Street 78751', name: 'my name is Carlos Ruiz' });
    const b = await assertBooked(r.agent.id, r.caller, 'AC tune-up', 'Carlos Ruiz');
    const units = await eventually(async () => (await (await fetch(`${suite.gw.url}/sandbox/usage?agentId=${r.agent.id}`)).json()) as { units: Array<{ bookingId: string }> }, (u) => u.units.length > 0);
    expect(units.units).toStrictEqual([expect.objectContaining({ bookingId: b.id, quantity: 1 })]);
  });
  it('salon (fixed location): books a haircut without asking for an address', async () => {
    const r = await bookingCall(SALON, { ask: "Hi, I'd like to book a haircut" });
    expect(r.readBack).not.toMatch(/Address/);
    await assertBooked(r.agent.id, r.caller, 'Haircut', 'Jane Doe');
    expect(feedEvents(await feed(suite.gw.url, r.agent))[0]?.summary).toBe('Haircut — Jane Doe');
  });
  it('dental (fixed location): books a cleaning and exam with the second offered time', async () => {
    const r = await bookingCall(DENTAL, { ask: 'Can I make an appointment for a teeth cleaning?', pick: 'the second one' });
    const b = await assertBooked(r.agent.id, r.caller, 'Cleaning and exam', 'Jane Doe');
    expect(r.replies[1]).toContain(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' }).format(new Date(b.start)).replace(':00', ''));
  });
  it('locksmith (travels): books a rekey', async () => {
    const r = await bookingCall(LOCKSMITH, { ask: 'I want to rekey the locks on my new house', address: '800 Brazos Street, Austin 78701' });
    await assertBooked(r.agent.id, r.caller, 'Rekey locks', 'Jane Doe');
  });
  it('auto shop (fixed location): books an oil change asked for "tomorrow morning"', async () => {
    const r = await bookingCall(AUTO, { ask: 'Can I bring my car in for an oil change tomorrow morning?' });
    const b = await assertBooked(r.agent.id, r.caller, 'Oil change', 'Jane Doe');
    const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hour12: false }).format(new Date(b.start)));
    expect(hour).toBeLessThan(12);
  });
  it('veterinary (fixed location): books vaccinations', async () => {
    const r = await bookingCall(VET, { ask: 'My dog needs his shots' });
    await assertBooked(r.agent.id, r.caller, 'Vaccinations', 'Jane Doe');
  });
  it('cleaning (travels): books a deep cleaning on a named weekday', async () => {
    const r = await bookingCall(CLEANING, { ask: 'I need a deep cleaning on Friday', address: '1100 Congress Avenue 78701' });
    const b = await assertBooked(r.agent.id, r.caller, 'Deep cleaning', 'Jane Doe');
    expect(weekdayIn(b.start)).toBe('Friday');
  });
});

describe('questions before booking', () => {
  it('quotes the plumber price from the profile and books nothing', async () => {
    const { agent, number } = await makeAgent(suite.redis, PLUMBER);
    const { caller } = await dial(suite.gw.url, number);
    expect(await caller.say('How much does a water heater repair cost?')).toMatch(/water heater repair is usually \$200 to \$600/i);
    caller.hangUp();
    const rec = await eventually(() => callRecord(suite.gw.url, caller.callSid), (x) => Boolean(x?.endedAt));
    expect(rec?.outcomes).toContain('info');
    expect(await createBookingStore({ redis: suite.redis, agentId: agent.id }).upcoming(0)).toHaveLength(0);
    expect(feedEvents(await feed(suite.gw.url, agent))).toHaveLength(0);
  });
  it('salon: lists services with prices when asked what it offers', async () => {
    const { number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    const r = await caller.say('What services do you offer?');
    expect(r).toContain('Haircut, usually $35 to $75');
    expect(r).toContain('Color, usually $90 to $200');
    expect(r).toMatch(/Would you like to book/);
  });
  it('dental: answers the price of a filling then books one when the caller says yes', async () => {
    const { agent, number } = await makeAgent(suite.redis, DENTAL);
    const { caller } = await dial(suite.gw.url, number);
    expect(await caller.say('how much is a filling')).toMatch(/\$150 to \$300/);
    expect(await caller.say('yes please')).toMatch(/I have/);
    await caller.say('the first one');
    await caller.say('Sam Lee');
    await caller.say('yes');
    expect(await caller.say('yes')).toMatch(/by email/);
    expect(await caller.say('no')).toMatch(/booked/);
    expect((await createBookingStore({ redis: suite.redis, agentId: agent.id }).upcoming(0))[0]?.serviceName).toBe('Filling');
  });
  it('auto shop: gives the opening hours from the weekly schedule', async () => {
    const hours = { ...AUTO, hours: undefined };
    const { number } = await makeAgent(suite.redis, hours);
    const { caller } = await dial(suite.gw.url, number);
    expect(await caller.say('What are your hours?')).toContain("We're open Monday to Sunday, 8 AM to 6 PM.");
  });
  it('vet: gives hours with closed days', async () => {
    const { defaultWeeklySchedule } = await import('@bookline/contracts');
    const { number } = await makeAgent(suite.redis, { ...VET, hours: defaultWeeklySchedule() });
    const { caller } = await dial(suite.gw.url, number);
    expect(await caller.say('when are you open')).toContain("We're open Monday to Friday, 9 AM to 5 PM and closed Saturday and Sunday.");
  });
  it('plumber: tells payment options from the profile', async () => {
    const { number } = await makeAgent(suite.redis, PLUMBER);
    const { caller } = await dial(suite.gw.url, number);
    expect(await caller.say('Do you take credit cards?')).toContain('We accept cash, checks and all major credit cards.');
  });
  it('question after question: every one answered (the follow-up varies, the answer never lost), then "yes" books what was asked about', async () => {
    const { agent, number } = await makeAgent(suite.redis, PLUMBER);
    const { caller } = await dial(suite.gw.url, number);
    expect(await caller.say('hello?')).toBe('Hello! How can I help you today?');
    expect(await caller.say('Do you repair water heaters?')).toMatch(/^Yes, we do water heater repair\..* Would you like to book an appointment\?$/);
    expect(await caller.say('Where are you located?')).toMatch(/^We come to you; our base is .* Would you like to book an appointment\?$/);
    expect(await caller.say('Do you take credit cards?')).toBe("About payment: We accept cash, checks and all major credit cards. Is there anything else you'd like to know? I can also book a visit.");
    expect(await caller.say('yes please')).toMatch(/^Sure, water heater repair\. What's the address for the visit/);
    expect(await caller.say('1200 Barton Springs Road 78704')).toMatch(/Which works best|Does that work/);
    expect(await caller.say('the first one')).toMatch(/your name/);
    await caller.say('Jane Doe');
    await caller.say('yes');
    await caller.say('yes');
    await caller.say('no thanks');
    expect((await createBookingStore({ redis: suite.redis, agentId: agent.id }).upcoming(0))[0]?.serviceName).toBe('Water heater repair');
  });
  it('asked for a service list, "the second one" picks the second service named', async () => {
    const { number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    expect(await caller.say("I'd like to make an appointment")).toMatch(/What do you need\? We offer Haircut, usually \$35 to \$75 and Color/);
    expect(await caller.say('the second one')).toMatch(/^(I have|The first time I have)/);
    expect(await caller.say('the first one')).toMatch(/holding/);
    caller.hangUp();
  });
  it('says it is the virtual assistant when asked, and greets as one', async () => {
    const { number } = await makeAgent(suite.redis, VET);
    const { caller, twiml } = await dial(suite.gw.url, number);
    expect(twiml).toMatch(/welcomeGreeting="Thanks for calling Happy Paws Veterinary Clinic\. This is the virtual assistant/);
    expect(await caller.say('Am I talking to a robot?')).toMatch(/virtual assistant for Happy Paws/);
  });
});

describe('cannot book', () => {
  it('out of service area: says so and holds nothing', async () => {
    const { agent, number } = await makeAgent(suite.redis, PLUMBER);
    const { caller } = await dial(suite.gw.url, number);
    await caller.say('I need a leak repair');
    expect(await caller.say('My address is 350 Fifth Avenue, New York 10118')).toMatch(/outside our service area of 25 miles/);
    expect(await suite.redis.keys(keys.booking(agent.id, '*'))).toHaveLength(0);
  });
  it('out of service area for a cleaning company with a 15-mile radius', async () => {
    const { agent, number } = await makeAgent(suite.redis, CLEANING);
    const { caller } = await dial(suite.gw.url, number);
    expect(await caller.say('Can you do a standard home cleaning at 100 Main Street, Georgetown 78626?')).toMatch(/outside our service area of 15 miles.*take a message/);
    expect(await createBookingStore({ redis: suite.redis, agentId: agent.id }).upcoming(0)).toHaveLength(0);
  });
  it('no free time in the horizon: a job longer than any opening day', async () => {
    const { agent, number } = await makeAgent(suite.redis, { ...AUTO, services: [{ name: 'Engine rebuild', durationMinutes: 720, priceFromCents: 300000 }] });
    const { caller } = await dial(suite.gw.url, number);
    expect(await caller.say('I need an engine rebuild')).toMatch(/no free times for Engine rebuild in the next two weeks/);
    expect(feedEvents(await feed(suite.gw.url, agent))).toHaveLength(0);
  });
});

describe('corrections and unclear input', () => {
  it('"actually make it <another day>" at the read-back re-offers that day and books it', async () => {
    // A weekday three days ahead: never today (whose hours may be over at the pinned instant) nor the first offer's day.
    const day = weekdayIn(Date.now() + 3 * 86_400_000);
    const { agent, number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    await caller.say('I want a haircut');
    await caller.say('the first one');
    await caller.say('Ana Gomez');
    expect(await caller.say('yes')).toMatch(/read that back/);
    expect(await caller.say(`actually make it ${day}`)).toMatch(new RegExp(day));
    expect(await caller.say('the first one')).toMatch(new RegExp(`holding ${day}`));
    expect(await caller.say('yes')).toMatch(/by email/);
    expect(await caller.say('no thank you')).toMatch(new RegExp(`booked for ${day}`));
    const all = await createBookingStore({ redis: suite.redis, agentId: agent.id }).upcoming(0);
    expect(all).toHaveLength(1);
    expect(weekdayIn(all[0]!.start)).toBe(day);
    // the first hold was released: only one booking record
    const idx = await suite.redis.keys(keys.booking(agent.id, '*'));
    expect(idx).toHaveLength(1);
  });
  it('takes a corrected phone number read digit by digit', async () => {
    const { agent, number } = await makeAgent(suite.redis, VET);
    const { caller } = await dial(suite.gw.url, number);
    await caller.say('I need a wellness exam for my cat');
    await caller.say('the first one');
    await caller.say('Tom Baker');
    await caller.say('no');
    expect(await caller.say('five one two, five five five, oh one nine eight')).toMatch(/Phone: 5 1 2, 5 5 5, 0 1 9 8\./);
    expect(await caller.say('actually my number is 512 555 0199')).toMatch(/Phone: 5 1 2, 5 5 5, 0 1 9 9\./);
    expect(await caller.say('yes')).toMatch(/by email/);
    expect(await caller.say('no thanks')).toMatch(/booked/);
    expect((await createBookingStore({ redis: suite.redis, agentId: agent.id }).upcoming(0))[0]?.customer.phone).toBe('+15125550199');
  });
  it('corrects the name at the read-back', async () => {
    const { agent, number } = await makeAgent(suite.redis, DENTAL);
    const { caller } = await dial(suite.gw.url, number);
    await caller.say('I would like a cleaning');
    await caller.say('the first');
    await caller.say('Jon Smith');
    await caller.say('yes');
    expect(await caller.say('no, my name is John Smythe')).toMatch(/Name: John Smythe\./);
    expect(await caller.say('yes')).toMatch(/by email/);
    expect(await caller.say('no thanks')).toMatch(/booked/);
    expect((await createBookingStore({ redis: suite.redis, agentId: agent.id }).upcoming(0))[0]?.customer.name).toBe('John Smythe');
  });
  it('takes an email at the read-back and sends the caller a calendar invitation', async () => {
    const { agent, number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    await caller.say('I want a haircut');
    await caller.say('the first one');
    await caller.say('Jane Roe');
    await caller.say('yes');
    expect(await caller.say('my email is jane dot roe at example dot com')).toMatch(/Email for the calendar invite: jane\.roe@example\.com\./);
    // given at the read-back already: not asked again
    expect(await caller.say('yes')).toMatch(/booked.*calendar invite at jane\.roe@example\.com/);
    const msgs = await eventually(() => outbox(suite.gw.url, agent.id), (m) => m.some((x) => x.to === 'jane.roe@example.com'));
    const invite = msgs.find((x) => x.to === 'jane.roe@example.com')!;
    expect(invite.ics).toMatch(/METHOD:REQUEST/);
    expect(invite.ics!.replace(/\r\n[ \t]/g, '')).toMatch(/ATTENDEE;CN=Jane Roe.*:mailto:jane\.roe@example\.com/);
  });
  it('asks once, after the read-back, for an email; one read from speech gets the calendar invitation', async () => {
    const { agent, number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    await caller.say('I want a haircut');
    await caller.say('the first one');
    await caller.say('John Smith');
    expect(await caller.say('yes')).toMatch(/read that back/);
    expect(await caller.say('yes')).toMatch(/Would you like the confirmation and a calendar invite by email\? If so, say your email address, or say no thanks\./);
    expect(await caller.say('yes please')).toMatch(/What is your email address/);
    expect(await caller.say("sure it's john dot smith at gmail dot com")).toMatch(/booked.*calendar invite at john\.smith@gmail\.com/);
    const [b] = await createBookingStore({ redis: suite.redis, agentId: agent.id }).upcoming(0);
    expect(b?.customer).toMatchObject({ name: 'John Smith', email: 'john.smith@gmail.com' });
    const msgs = await eventually(() => outbox(suite.gw.url, agent.id), (m) => m.some((x) => x.channel === 'email' && x.to === 'john.smith@gmail.com'));
    const invite = msgs.find((x) => x.channel === 'email' && x.to === 'john.smith@gmail.com')!;
    expect(invite.ics).toMatch(/METHOD:REQUEST/);
    expect(invite.ics!.replace(/\r\n[ \t]/g, '')).toMatch(/ATTENDEE;CN=John Smith.*:mailto:john\.smith@gmail\.com/);
    expect(feedEvents(invite.ics!)[0]?.start).toBe(b!.start);
    // the caller's own invite, and the owner's copy: nothing went to another address for the caller
    expect(msgs.filter((x) => x.channel === 'email' && x.to !== 'john.smith@gmail.com').every((x) => x.to !== caller.from)).toBe(true);
  });
  it('an email answer it cannot read is asked again, and after three tries the booking goes ahead without one', async () => {
    const { agent, number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    await caller.say('I want a haircut');
    await caller.say('the first one');
    await caller.say('Mia Wong');
    await caller.say('yes');
    expect(await caller.say('yes')).toMatch(/by email/);
    expect(await caller.say('mia at the usual place')).toMatch(/didn't get that email address/);
    expect(await caller.say('hmm')).toMatch(/didn't get that email address/);
    expect(await caller.say('whatever')).toMatch(/couldn't get the email address.*booked/);
    expect((await createBookingStore({ redis: suite.redis, agentId: agent.id }).upcoming(0))[0]?.customer.email).toBeUndefined();
  });
  it('mumbled input gets the menu, not a guess', async () => {
    const { agent, number } = await makeAgent(suite.redis, HVAC);
    const { caller } = await dial(suite.gw.url, number);
    expect(await caller.say('mm')).toMatch(/didn't catch that\. I can book an appointment/);
    expect(await createBookingStore({ redis: suite.redis, agentId: agent.id }).upcoming(0)).toHaveLength(0);
  });
  it('off-topic requests are refused gracefully, and after three the caller is offered a message', async () => {
    const { number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    expect(await caller.say("what's the weather going to be like")).toMatch(/can't help with that/);
    await caller.say('tell me a joke about elephants');
    expect(await caller.say('who won the football game')).toMatch(/take a message/);
    expect(await caller.say('yes')).toMatch(/what is your message/i);
  });
});

describe('hang-ups and races', () => {
  it('caller hangs up after choosing a time: nothing is booked and the hold is released', async () => {
    const { agent, number } = await makeAgent(suite.redis, PLUMBER);
    const { caller } = await dial(suite.gw.url, number);
    await caller.say('I have a leak under the sink, need a leak repair');
    await caller.say('2000 South Congress Avenue, Austin 78704');
    expect(await caller.say('the first one')).toMatch(/holding/);
    expect(await suite.redis.keys(keys.booking(agent.id, '*'))).toHaveLength(1);
    caller.hangUp();
    await eventually(() => suite.redis.keys(keys.booking(agent.id, '*')), (k) => k.length === 0);
    expect(await createBookingStore({ redis: suite.redis, agentId: agent.id }).upcoming(0)).toHaveLength(0);
    const rec = await eventually(() => callRecord(suite.gw.url, caller.callSid), (x) => Boolean(x?.endedAt));
    expect(rec?.outcomes).toStrictEqual(['hangup']);
  });
  it('caller hangs up in the middle of the confirming turn: the booking is either whole or absent', async () => {
    const { agent, number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    await caller.say('haircut please');
    await caller.say('the first one');
    await caller.say('Lee Chan');
    await caller.say('yes');
    expect(await caller.say('yes')).toMatch(/by email/);
    caller.send({ type: 'prompt', voicePrompt: 'no thanks', lang: 'en-US', last: true });
    caller.hangUp();
    const rec = await eventually(() => callRecord(suite.gw.url, caller.callSid), (x) => Boolean(x?.endedAt));
    const booked = await createBookingStore({ redis: suite.redis, agentId: agent.id }).upcoming(0);
    const live = await suite.redis.keys(keys.booking(agent.id, '*'));
    if (booked.length) {
      expect(rec?.outcomes).toContain('booked');
      expect(live).toHaveLength(1);
      await eventually(() => outbox(suite.gw.url, agent.id), (m) => m.some((x) => x.to === caller.from));
    } else expect(live).toHaveLength(0);
  });
  it('two callers racing for the same slot: exactly one gets it, the other is offered other times', async () => {
    const { agent, number } = await makeAgent(suite.redis, SALON);
    const [a, b] = await Promise.all([dial(suite.gw.url, number), dial(suite.gw.url, number)]);
    const [oa, ob] = await Promise.all([a.caller.say('I want a haircut'), b.caller.say('I want a haircut')]);
    expect(oa).toBe(ob);
    const [ra, rb] = await Promise.all([a.caller.say('the first one'), b.caller.say('the first one')]);
    const winners = [ra, rb].filter((r) => /holding/.test(r));
    expect(winners).toHaveLength(1);
    expect([ra, rb].find((r) => !/holding/.test(r))).toMatch(/just taken\. I have/);
    const win = /holding/.test(ra) ? a.caller : b.caller;
    await win.say('Winner Person');
    await win.say('yes');
    await win.say('yes');
    expect(await win.say('no thanks')).toMatch(/booked/);
    expect(await createBookingStore({ redis: suite.redis, agentId: agent.id }).upcoming(0)).toHaveLength(1);
  });
});

describe('phone path', () => {
  it('unknown number: a polite message and hang-up', async () => {
    const res = await fetch(`${suite.gw.url}/voice/incoming`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ From: randomCaller(), To: '+15550000000', CallSid: 'CAx' }) });
    const t = await res.text();
    expect(t).toContain('<Say>');
    expect(t).toContain('<Hangup/>');
    expect(t).not.toContain('ConversationRelay');
  });
  it('TwiML names the relay, greeting, voice, interruptions, DTMF, service hints and agentId; a forwarded number finds the agent', async () => {
    const { agent, number } = await makeAgent(suite.redis, PLUMBER);
    const res = await fetch(`${suite.gw.url}/voice/incoming`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ CallSid: 'CA' + '9'.repeat(32), From: randomCaller(), To: '+15559999999', ForwardedFrom: number }) });
    const t = await res.text();
    expect(t).toMatch(/<Connect action="[^"]+\/voice\/handoff\?agentId=agent_\w+"><ConversationRelay url="ws:\/\/[^"]+\/relay\?token=[\w-]+"/);
    expect(t).toContain(`<Parameter name="agentId" value="${agent.id}"/>`);
    expect(t).toMatch(/interruptible="any"/);
    expect(t).toMatch(/dtmfDetection="true"/);
    expect(t).toMatch(/hints="Drain cleaning,Water heater repair,Leak repair/);
    expect(t).toMatch(/voice="[^"]+"/);
  });
});
