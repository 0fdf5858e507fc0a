import { Queue } from 'bullmq';
import { pinClock } from '../../../../tests/kit/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE, QUEUE_PREFIX } from '../../jobs';
import { createRedis, type Redis } from '../../store';
import { createBookingStore } from '../../calendar/bookings';
import { bullConnection } from '../start';
import { AUTO, DENTAL, PLUMBER, SALON } from '../../../../tests/kit/fixtures';
import { feedEvents, weekdayIn } from '../../../../tests/kit/ics';
import { dial, eventually, everyDay, feed, makeAgent, outbox, randomCaller, startTestGateway, type AgentSpec } from '../../../../tests/kit/conversation';

pinClock();

let gw: Awaited<ReturnType<typeof startTestGateway>>;
let redis: Redis;
let queue: Queue;
beforeAll(async () => {
  gw = await startTestGateway();
  redis = createRedis(gw.redisUrl);
  queue = new Queue(QUEUE, { connection: bullConnection(gw.redisUrl), prefix: QUEUE_PREFIX });
});
afterAll(async () => {
  await queue.close();
  await gw.close();
  redis.disconnect();
});

/** A first call that books; answers the agent, the caller's number and the booking. */
async function seed(spec: AgentSpec, ask: string, address?: string) {
  const { agent, number } = await makeAgent(redis, spec);
  const from = randomCaller();
  const { caller } = await dial(gw.url, number, from);
  await caller.say(ask);
  if (address) await caller.say(address);
  await caller.say('the first one');
  await caller.say('Jane Doe');
  await caller.say('yes');
  expect(await caller.say('yes')).toMatch(/by email/);
  expect(await caller.say('no thanks')).toMatch(/booked/);
  caller.hangUp();
  const [b] = await createBookingStore({ redis: redis, agentId: agent.id }).byCaller({ phone: from, now: Date.now() });
  await eventually(() => outbox(gw.url, agent.id), (m) => m.some((x) => x.to === from));
  return { agent, number, from, booking: b! };
}

const reminderJob = (agentId: string, id: string, label: string) => queue.getJob(`rem_${agentId}_${id}_${label}`);

describe('returning callers', () => {
  it('a booking schedules 24 h and 2 h reminders for its start', async () => {
    // Three days ahead, so both reminders lie in the future at whatever instant the clock is pinned to.
    const day = weekdayIn(Date.now() + 3 * 86_400_000);
    const { agent, booking } = await seed(SALON, `I need a haircut on ${day} afternoon`);
    expect(weekdayIn(booking.start)).toBe(day);
    const r24 = await eventually(() => reminderJob(agent.id, booking.id, '24h'), (j) => j !== undefined);
    expect(r24?.data).toMatchObject({ start: booking.start, label: '24h' });
    const r2 = await reminderJob(agent.id, booking.id, '2h');
    expect(r2?.data).toMatchObject({ start: booking.start, label: '2h' });
  });

  it('a booking less than 2 hours away gets no reminders', async () => {
    // Open around the clock, so the first free slot is within the hour at any pinned instant.
    const { agent, booking } = await seed({ ...SALON, hours: everyDay('12:00 AM', '11:59 PM') }, 'I need a haircut as soon as possible');
    expect(booking.start - Date.now()).toBeLessThan(2 * 3_600_000);
    await eventually(() => outbox(gw.url, agent.id), (m) => m.length > 0);
    expect(await reminderJob(agent.id, booking.id, '2h')).toBeUndefined();
    expect(await reminderJob(agent.id, booking.id, '24h')).toBeUndefined();
  });

  it('reschedules by the calling number: same calendar UID, higher SEQUENCE, texts the new time, moves the reminders', async () => {
    const { agent, number, from, booking } = await seed(SALON, 'I need a haircut');
    const before = feedEvents(await feed(gw.url, agent));
    const { caller } = await dial(gw.url, number, from);
    expect(await caller.say('Hi, I need to reschedule my appointment')).toMatch(/I see your haircut on .+ What day and time would you like instead/);
    expect(await caller.say('Friday afternoon')).toMatch(/Friday/);
    expect(await caller.say('the first one')).toMatch(/move your haircut from .+ to Friday/);
    expect(await caller.say('yes')).toMatch(/Done\. Your haircut is now on Friday/);
    const moved = await createBookingStore({ redis: redis, agentId: agent.id }).get(booking.id);
    expect(moved).toMatchObject({ status: 'confirmed', sequence: 1 });
    expect(weekdayIn(moved!.start)).toBe('Friday');
    expect(moved!.start).not.toBe(booking.start);
    const after = feedEvents(await feed(gw.url, agent));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ uid: before[0]!.uid, sequence: 1, start: moved!.start });
    const msgs = await eventually(() => outbox(gw.url, agent.id), (m) => m.some((x) => x.to === from && /moved to/.test(x.text)) && m.some((x) => /SEQUENCE:1/.test(x.ics ?? '')));
    expect(msgs.find((x) => /SEQUENCE:1/.test(x.ics ?? ''))?.subject).toMatch(/^Booking moved: Haircut/);
    const r2 = await eventually(() => reminderJob(agent.id, booking.id, '2h'), (j) => j?.data.start === moved!.start);
    expect(r2?.data.start).toBe(moved!.start);
  });

  it('reschedules a travel job keeping the caller address', async () => {
    const { agent, number, from, booking } = await seed(PLUMBER, 'I need a drain cleaning', '1200 Barton Springs Road, Austin 78704');
    const { caller } = await dial(gw.url, number, from);
    expect(await caller.say('can I move my appointment to next week, as soon as possible')).toMatch(/I have/);
    await caller.say('the second one');
    expect(await caller.say('yes')).toMatch(/Done/);
    const moved = await createBookingStore({ redis: redis, agentId: agent.id }).get(booking.id);
    expect(moved?.customer.address).toContain('1200 Barton Springs Road');
    expect(moved?.start).not.toBe(booking.start);
    expect(await createBookingStore({ redis: redis, agentId: agent.id }).upcoming(0)).toHaveLength(1);
  });

  it('cancels by the calling number: gone from the feed, CANCEL invitation and text sent, reminders dropped', async () => {
    const { agent, number, from, booking } = await seed(DENTAL, 'I would like a cleaning and exam');
    const { caller } = await dial(gw.url, number, from);
    expect(await caller.say('I need to cancel my appointment')).toMatch(/Would you like me to cancel it/);
    expect(await caller.say('yes please')).toMatch(/is cancelled/);
    expect(feedEvents(await feed(gw.url, agent))).toHaveLength(0);
    expect((await createBookingStore({ redis: redis, agentId: agent.id }).get(booking.id))?.status).toBe('cancelled');
    const msgs = await eventually(() => outbox(gw.url, agent.id), (m) => m.some((x) => /METHOD:CANCEL/.test(x.ics ?? '')) && m.some((x) => x.to === from && /cancelled/.test(x.text)));
    expect(msgs.find((x) => /METHOD:CANCEL/.test(x.ics ?? ''))?.ics).toMatch(/SEQUENCE:1/);
    await eventually(() => reminderJob(agent.id, booking.id, '2h'), (j) => j === undefined);
  });

  it('finds the booking by name when calling from another number, and cancels it', async () => {
    const { agent, number } = await seed(AUTO, 'I need an oil change');
    const { caller } = await dial(gw.url, number, randomCaller());
    expect(await caller.say('I want to cancel my oil change')).toMatch(/What name is the booking under/);
    expect(await caller.say('Jane Doe')).toMatch(/one more detail: the address on the booking, or the day/);
    expect(await caller.say('yes')).toMatch(/doesn't match/);
    expect(await createBookingStore({ redis: redis, agentId: agent.id }).upcoming(0)).toHaveLength(1);
    const [b] = await createBookingStore({ redis: redis, agentId: agent.id }).upcoming(0);
    const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'America/Chicago' }).format(new Date(b!.start));
    expect(await caller.say(`it's on ${day}`)).toMatch(/I see your oil change on .+ cancel it/);
    await caller.say('yes');
    expect(await createBookingStore({ redis: redis, agentId: agent.id }).upcoming(0)).toHaveLength(0);
  });

  it('greets a returning caller by name and offers the address on file instead of asking again', async () => {
    const { number, from } = await seed(PLUMBER, 'my kitchen drain is clogged', '1200 Barton Springs Road, Austin 78704');
    const { caller } = await dial(gw.url, number, from);
    const first = await caller.say('I have a leak under the sink');
    expect(first).toMatch(/^Welcome back, Jane!/);
    expect(first).toMatch(/Should we come to 1200 Barton Springs Road.*78704 again\?/);
    expect(await caller.say('yes')).toMatch(/I have .*Which works best|The first time I have/);
    caller.hangUp();
  });

  it('refuses to cancel from an unknown number with only a name, until the second detail matches', async () => {
    const { agent, number } = await seed(AUTO, 'I need an oil change');
    const { caller } = await dial(gw.url, number, randomCaller());
    expect(await caller.say('cancel my appointment, my name is Jane Doe')).toMatch(/one more detail/);
    expect(await caller.say('cancel it please')).toMatch(/doesn't match/);
    expect(await caller.say('yes just cancel it')).toMatch(/can't change that booking/);
    expect(await createBookingStore({ redis: redis, agentId: agent.id }).upcoming(0)).toHaveLength(1);
    caller.hangUp();
  });

  it('keeps the booking when the caller decides not to cancel', async () => {
    const { agent, number, from } = await seed(SALON, 'color please');
    const { caller } = await dial(gw.url, number, from);
    await caller.say('cancel my booking');
    expect(await caller.say('no, keep it')).toMatch(/left it as it is/);
    expect(await createBookingStore({ redis: redis, agentId: agent.id }).upcoming(0)).toHaveLength(1);
  });
});
