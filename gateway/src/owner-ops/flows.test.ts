// The owner's changes seen from the caller's side, through a real gateway (relay, BullMQ worker,
// sandbox outbox, ICS feed): moving a booking, changing the hours, cancelling the plan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingStore } from '../calendar/bookings';
import { defaultWeeklySchedule, type SettingsAnswer, type SlotsAnswer, type WeeklySchedule } from '@bookline/contracts';
import { applyBillingEvent } from '../billing';
import { SALON } from '../../../tests/kit/fixtures';
import { feedEvents } from '../../../tests/kit/ics';
import { dial, eventually, feed, makeAgent, outbox, randomCaller, startTestGateway, type TestGateway } from '../../../tests/kit/conversation';
import { testAccounts } from '../../../tests/kit/owner';
import { createRedis, type Redis } from '../store';
import { inject } from 'vitest';
import { pinClock } from '../../../tests/kit/clock';

pinClock();

let gw: TestGateway;
let redis: Redis;
const accountsRedis = createRedis((inject as (k: string) => string)('redisUrl'));
const accounts = testAccounts(accountsRedis);
beforeAll(async () => {
  gw = await startTestGateway({});
  redis = createRedis(gw.redisUrl);
});
afterAll(async () => {
  await gw.close();
  redis.disconnect();
  accountsRedis.disconnect();
});

/** The owner's browser: signed in to the account that owns the agent. */
async function ownerOf(agentId: string) {
  const { cookie } = await accounts.signIn([agentId]);
  const base = `${gw.url}/api/owner/agents/${agentId}`;
  return async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> => {
    const res = await fetch(`${base}${path}`, { method, headers: { cookie, origin: gw.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, json: (await res.json()) as T };
  };
}

/** A caller books a haircut by phone (the standard booking call). */
async function bookByPhone(number: string) {
  const from = randomCaller();
  const { caller } = await dial(gw.url, number, from);
  expect(await caller.say("Hi, I'd like to book a haircut")).toMatch(/I have .+ at .+ (AM|PM)/);
  expect(await caller.say('the first one')).toMatch(/holding/);
  expect(await caller.say('Jane Doe')).toMatch(/best number/);
  await caller.say('yes');
  await caller.say('yes');
  await caller.say('no thanks');
  caller.hangUp();
  return from;
}

const TZ = 'America/Chicago';
const hourIn = (t: number) => Number(new Intl.DateTimeFormat('en-US', { timeZone: TZ, hour: 'numeric', hourCycle: 'h23' }).format(new Date(t)));

describe('the owner moves a booking a caller made', () => {
  it("the caller's SMS, the owner's invitation and the ICS feed follow, with the same UID and a higher SEQUENCE", async () => {
    const { agent, number } = await makeAgent(redis, SALON);
    const from = await bookByPhone(number);
    const [booked] = await createBookingStore({ redis: redis, agentId: agent.id }).byCaller({ phone: from, now: Date.now() });
    expect(booked).toBeDefined();
    const before = feedEvents(await feed(gw.url, agent));
    expect(before).toHaveLength(1);

    const owner = await ownerOf(agent.id);
    const slots = await owner<SlotsAnswer>('GET', `/bookings/${booked!.id}/slots`);
    const to = slots.json.slots.find((s) => s.start !== booked!.start)!;
    const moved = await owner<{ booking: { start: number; sequence: number } }>('POST', `/bookings/${booked!.id}/move`, { start: to.start, technicianId: to.technicianId });
    expect(moved.status).toBe(200);
    expect(moved.json.booking).toMatchObject({ start: to.start, sequence: 1 });

    const msgs = await eventually(() => outbox(gw.url, agent.id), (m) => m.some((x) => x.channel === 'sms' && x.to === from && /moved to/.test(x.text ?? '')) && m.some((x) => x.channel === 'email' && /SEQUENCE:1/.test(x.ics ?? '')));
    expect(msgs.find((x) => x.channel === 'sms' && x.to === from && /moved to/.test(x.text ?? ''))!.text).toContain('Shear Bliss Hair Salon: your Haircut is moved to');
    const invite = msgs.find((x) => x.channel === 'email' && /SEQUENCE:1/.test(x.ics ?? ''))!.ics!;
    expect(invite).toContain('METHOD:REQUEST');
    const after = feedEvents(await feed(gw.url, agent));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ uid: before[0]!.uid, start: to.start, sequence: 1 });
    expect(invite).toContain(`UID:${before[0]!.uid}`);
  });

  it('a cancel from the portal sends METHOD:CANCEL with the same UID and empties the feed', async () => {
    const { agent, number } = await makeAgent(redis, SALON);
    const from = await bookByPhone(number);
    const [booked] = await createBookingStore({ redis: redis, agentId: agent.id }).byCaller({ phone: from, now: Date.now() });
    const uid = feedEvents(await feed(gw.url, agent))[0]!.uid;
    const owner = await ownerOf(agent.id);
    expect((await owner('POST', `/bookings/${booked!.id}/cancel`, {})).status).toBe(200);
    const msgs = await eventually(() => outbox(gw.url, agent.id), (m) => m.some((x) => /METHOD:CANCEL/.test(x.ics ?? '')) && m.some((x) => x.to === from && /is cancelled/.test(x.text ?? '')));
    expect(msgs.find((x) => /METHOD:CANCEL/.test(x.ics ?? ''))!.ics).toContain(`UID:${uid}`);
    expect(feedEvents(await feed(gw.url, agent))).toStrictEqual([]);
  });
});

describe('the owner changes the hours', () => {
  it('the next call offers only times inside the new hours', async () => {
    const { agent, number } = await makeAgent(redis, SALON);
    const owner = await ownerOf(agent.id);
    const got = await owner<SettingsAnswer>('GET', '/settings');
    const hours: WeeklySchedule = defaultWeeklySchedule();
    for (const d of Object.keys(hours) as Array<keyof WeeklySchedule>) hours[d] = { isOpen: true, ranges: [{ startTime: '2:00 PM', endTime: '4:00 PM' }] };
    expect((await owner('PUT', '/settings', { version: got.json.version, settings: { ...got.json.settings, hours } })).status).toBe(200);

    const { caller } = await dial(gw.url, number);
    const offer = await caller.say("Hi, I'd like to book a haircut");
    const times = [...offer.matchAll(/(\d{1,2})(?::(\d\d))? (AM|PM)/g)].map((m) => (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0));
    expect(times.length).toBeGreaterThan(0);
    for (const h of times) expect(h === 14 || h === 15).toBe(true);
    // The hours as the receptionist says them come from the new schedule too.
    expect(await caller.say('What are your hours?')).toMatch(/2(:00)? ?PM/i);
    caller.hangUp();
    // And the search the portal runs agrees.
    const slots = await owner<SlotsAnswer>('GET', '/bookings/slots?service=Haircut');
    for (const s of slots.json.slots) expect([14, 15]).toContain(hourIn(s.start));
  });
});

describe('the owner cancels in the billing portal', () => {
  it('calls are answered until the period ends, then refused politely', async () => {
    const { agent, number } = await makeAgent(redis, SALON);
    const nowS = Math.floor(Date.now() / 1000);
    await applyBillingEvent(redis, { id: `evt_flow_${agent.id}`, kind: 'checkout.completed', created: nowS, agentId: agent.id, customerId: `cus_flow_${agent.id}`, subscriptionId: 'sub_flow', status: 'trialing', trialEnd: nowS + 86_400 });
    const owner = await ownerOf(agent.id);
    const portal = await owner<{ url: string }>('POST', '/billing/portal', {});
    expect((await fetch(`${gw.url}${portal.json.url}/cancel`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const { caller } = await dial(gw.url, number);
    caller.hangUp();
    // Time passes: the period is over.
    await applyBillingEvent(redis, { id: `evt_flow2_${agent.id}`, kind: 'subscription.changed', created: nowS + 1, agentId: agent.id, periodEnd: nowS - 1 });
    await expect(dial(gw.url, number)).rejects.toThrow(/no relay/);
    const res = await fetch(`${gw.url}/voice/incoming`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ CallSid: 'CA1', From: randomCaller(), To: number }) });
    expect(await res.text()).toContain('This virtual receptionist is no longer taking calls.');
    const widget = await fetch(`${gw.url}/widget/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ agentId: agent.id }) });
    expect(widget.status).toBe(402);
  });
});
