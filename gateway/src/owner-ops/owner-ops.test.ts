import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWeeklySchedule, type AgentSettings, type BillingAnswer, type BookingsAnswer, type OwnerBooking, type SettingsAnswer, type SlotsAnswer, type WeeklySchedule } from '@bookline/contracts';
import { getAgent } from '../agents';
import { applyBillingEvent, getAgentBilling } from '../billing';
import { profileFromAgent } from '../receptionist/profile';
import { createBookingStore } from '../calendar/bookings';
import type { FollowUpEvent } from '../jobs/events';
import { localToInstant } from '../scheduling';
import { testApp } from '../../../tests/kit/app';
import { createRedis } from '../store';
import { seedBooking, testAccounts } from '../../../tests/kit/owner';
import { inject } from 'vitest';
import { pinClock } from '../../../tests/kit/clock';

// Monday 2 March 2026, 9:00 AM in Chicago (CST, UTC−6).
const NOW = Date.parse('2026-03-02T15:00:00Z');
const TZ = 'America/Chicago';
const at = (date: string, hhmm: string) => localToInstant({ date, minutes: Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), timeZone: TZ });
const ORIGIN = 'http://localhost';

pinClock(NOW);
const events: FollowUpEvent[] = [];
const redis = createRedis((inject as (k: string) => string)('redisUrl'));
const accounts = testAccounts(redis);
const texts: Array<{ to: string; body: string }> = [];
const t = testApp({
  redis,
  ownerOps: { followUps: { emit: async (e) => { events.push(e); } }, now: () => NOW, sms: { mode: 'sandbox', send: async (m) => { texts.push({ to: m.to, body: m.body }); } } },
});
afterAll(() => t.redis.disconnect());

const ip = { incoming: { socket: { remoteAddress: '10.88.0.1' } } };

/** A browser: keeps its session cookie, sends the site's Origin on changes. */
function browser(start = '') {
  let cookie = start;
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await t.app.request(path, {
      method, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}), ...(method === 'GET' ? {} : { origin: ORIGIN }), host: 'localhost', ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    }, ip);
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return { status: res.status, json: (await res.json().catch(() => ({}))) as any };
  };
}

function everyDay(start = '8:00 AM', end = '6:00 PM'): WeeklySchedule {
  const w = defaultWeeklySchedule();
  for (const d of Object.keys(w) as Array<keyof WeeklySchedule>) w[d] = { isOpen: true, ranges: [{ startTime: start, endTime: end }] };
  return w;
}

/** An agent created in the wizard, and a signed-in browser of the account that owns it. */
async function newAgent() {
  const r = await browser()('POST', '/functions/v1/create-full-agent', {
    email: 'owner@example.com', smsConsent: true,
    businessData: { BusinessName: 'Shear Joy Salon', BusinessPhoneNumber: '(512) 555-0100', TimeZone: TZ, ServiceType: 'Fixed Location', BusinessAddressZipcode: '78701', BusinessAddressCity: 'Austin', BusinessAddressState: 'TX', WeeklySchedule: everyDay() },
    services: [{ name: 'Haircut', durationMinutes: 60, priceFromCents: 4000 }, { name: 'Color', durationMinutes: 120, priceFromCents: 9000 }],
  });
  expect(r.status).toBe(200);
  const agentId = r.json.agentId as string;
  const owner = browser((await accounts.signIn([agentId])).cookie);
  return { owner, agentId, base: `/api/owner/agents/${agentId}` };
}

const customer = { name: 'Jane Doe', phone: '(512) 555-0199', email: 'jane@example.com' };

async function addBooking(owner: ReturnType<typeof browser>, base: string, date = '2026-03-03') {
  const slots = (await owner('GET', `${base}/bookings/slots?service=Haircut&date=${date}`)).json as SlotsAnswer;
  expect(slots.slots.length).toBeGreaterThan(0);
  const r = await owner('POST', `${base}/bookings`, { service: 'Haircut', start: slots.slots[0]!.start, technicianId: slots.slots[0]!.technicianId, customer });
  expect(r.status).toBe(201);
  return r.json.booking as OwnerBooking;
}

describe('owner routes answer only the owning session', () => {
  let a: Awaited<ReturnType<typeof newAgent>>;
  let bookingId: string;
  beforeAll(async () => {
    a = await newAgent();
    bookingId = (await addBooking(a.owner, a.base)).id;
  });
  const routes = (base: string, id: string): Array<[string, string, unknown?]> => [
    ['GET', `${base}/bookings`], ['GET', `${base}/bookings?when=past`], ['GET', `${base}/bookings/slots?service=Haircut`], ['GET', `${base}/bookings/${id}/slots`],
    ['POST', `${base}/bookings/${id}/move`, { start: at('2026-03-05', '10:00') }], ['POST', `${base}/bookings/${id}/cancel`, {}],
    ['POST', `${base}/bookings`, { service: 'Haircut', start: at('2026-03-05', '10:00'), customer }],
    ['POST', `${base}/time-off`, { start: at('2026-03-06', '08:00'), end: at('2026-03-06', '12:00') }], ['DELETE', `${base}/time-off/off_x`],
    ['GET', `${base}/settings`], ['PUT', `${base}/settings`, { version: 0, settings: {} }], ['GET', `${base}/crew`], ['GET', `${base}/plan?date=2026-03-03`], ['POST', `${base}/plan/apply`, { date: '2026-03-03', token: 'x' }], ['PUT', `${base}/crew`, { version: 0, crew: { technicians: [{ name: 'X' }] } }], ['GET', `${base}/billing`], ['POST', `${base}/billing/portal`, {}],
  ];
  it('another account gets 404 on every route and changes nothing', async () => {
    const stranger = (await newAgent()).owner; // an account that owns an agent of its own
    for (const [m, p, b] of routes(a.base, bookingId)) expect([m, p, (await stranger(m, p, b)).status]).toStrictEqual([m, p, 404]);
    expect((await createBookingStore({ redis: t.redis, agentId: a.agentId }).get(bookingId))?.status).toBe('confirmed');
  });
  it('no session, an expired session and the wizard session that created the agent get 404 on every route', async () => {
    for (const cookie of ['', accounts.expiredCookie()]) {
      for (const [m, p, b] of routes(a.base, bookingId)) expect([m, p, (await browser(cookie)(m, p, b)).status]).toStrictEqual([m, p, 404]);
    }
    const creator = browser();
    const made = await creator('POST', '/functions/v1/create-full-agent', { email: 'x@example.com', smsConsent: false, businessData: { BusinessName: 'X', TimeZone: TZ, ServiceType: 'Fixed Location' } });
    expect((await creator('GET', `/api/owner/agents/${made.json.agentId}/settings`)).status).toBe(404);
  });
  it('an unknown agent id is 404 for the owner too', async () => {
    expect((await a.owner('GET', '/api/owner/agents/agent_doesnotexist000000/bookings')).status).toBe(404);
  });
  it('a change from another site (Origin) is refused with 403', async () => {
    const r = await a.owner('POST', `${a.base}/bookings/${bookingId}/cancel`, {}, { origin: 'https://evil.example' });
    // Refused by the gateway's cross-site guard (accounts) before it reaches the booking.
    expect(r.status).toBe(403);
    expect(r.json.success).toBe(false);
    expect((await createBookingStore({ redis: t.redis, agentId: a.agentId }).get(bookingId))?.status).toBe('confirmed');
  });
});

describe('bookings', () => {
  it('adds a booking at an offered time: in the list, marked as the owner\'s, with the booked follow-up', async () => {
    const { owner, base, agentId } = await newAgent();
    const b = await addBooking(owner, base);
    expect(b).toMatchObject({ serviceName: 'Haircut', status: 'confirmed', source: 'portal', sequence: 0, customer: { name: 'Jane Doe', phone: '+15125550199', email: 'jane@example.com' } });
    expect(b.start).toBeGreaterThanOrEqual(at('2026-03-03', '08:00'));
    const list = (await owner('GET', `${base}/bookings`)).json as BookingsAnswer;
    expect(list.bookings.map((x) => x.id)).toStrictEqual([b.id]);
    expect(list.timeZone).toBe(TZ);
    expect(events.filter((e) => e.kind === 'booked' && e.booking.agentId === agentId)).toStrictEqual([{ kind: 'booked', booking: expect.objectContaining({ id: b.id, callSid: 'portal', sequence: 0 }) }]);
  });

  it('moves a booking to an offered time: same id, higher sequence, old slot freed, rescheduled follow-up', async () => {
    const { owner, base, agentId } = await newAgent();
    const b = await addBooking(owner, base);
    const slots = (await owner('GET', `${base}/bookings/${b.id}/slots?date=2026-03-04`)).json as SlotsAnswer;
    expect(slots.slots[0]!.label).toMatch(/^Wednesday, March 4 at /);
    const to = slots.slots[0]!;
    const r = await owner('POST', `${base}/bookings/${b.id}/move`, { start: to.start, technicianId: to.technicianId });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ booking: { id: b.id, start: to.start, sequence: 1 }, previousStart: b.start });
    expect(events.filter((e) => e.kind === 'rescheduled' && e.booking.id === b.id)).toStrictEqual([{ kind: 'rescheduled', booking: expect.objectContaining({ start: to.start, sequence: 1 }), previousStart: b.start }]);
    // The old time is free again: a new search on that day offers it.
    const again = (await owner('GET', `${base}/bookings/slots?service=Haircut&date=2026-03-03`)).json as SlotsAnswer;
    expect(again.slots.map((s) => s.start)).toContain(b.start);
    const store = createBookingStore({ redis: t.redis, agentId });
    const day = await store.readDay({ technicianId: 'default', date: '2026-03-03', now: NOW });
    expect(day.bookings).toStrictEqual([]);
  });

  it('refuses a move onto a taken time with 409 and other times, changing nothing', async () => {
    const { owner, base } = await newAgent();
    const first = await addBooking(owner, base);
    const second = await addBooking(owner, base);
    const r = await owner('POST', `${base}/bookings/${second.id}/move`, { start: first.start, technicianId: 'default' });
    expect(r.status).toBe(409);
    expect(r.json.error).toBe('That time is no longer free. Pick another one.');
    expect(r.json.alternatives.length).toBeGreaterThan(0);
    const list = (await owner('GET', `${base}/bookings`)).json as BookingsAnswer;
    expect(list.bookings.find((x) => x.id === second.id)?.start).toBe(second.start);
  });

  it('cancels a booking: gone from the list and the feed, cancelled follow-up with a higher sequence', async () => {
    const { owner, base } = await newAgent();
    const b = await addBooking(owner, base);
    const r = await owner('POST', `${base}/bookings/${b.id}/cancel`, {});
    expect(r.json.booking).toMatchObject({ id: b.id, status: 'cancelled', sequence: 1 });
    expect(((await owner('GET', `${base}/bookings`)).json as BookingsAnswer).bookings).toStrictEqual([]);
    expect(events.filter((e) => e.kind === 'cancelled' && e.booking.id === b.id)).toHaveLength(1);
    expect((await owner('POST', `${base}/bookings/${b.id}/cancel`, {})).status).toBe(404);
  });

  it('lists one week for the week view and past bookings newest first', async () => {
    const { owner, base } = await newAgent();
    const b = await addBooking(owner, base, '2026-03-10');
    const week = (await owner('GET', `${base}/bookings?from=2026-03-09&to=2026-03-15`)).json as BookingsAnswer;
    expect(week.bookings.map((x) => x.id)).toStrictEqual([b.id]);
    const other = (await owner('GET', `${base}/bookings?from=2026-03-02&to=2026-03-08`)).json as BookingsAnswer;
    expect(other.bookings).toStrictEqual([]);
    expect(((await owner('GET', `${base}/bookings?when=past`)).json as BookingsAnswer).bookings).toStrictEqual([]);
  });

  it('blocks time off: no slot inside it, a booking inside it refuses it, and removing it frees the time', async () => {
    const { owner, base } = await newAgent();
    const off = await owner('POST', `${base}/time-off`, { start: at('2026-03-03', '08:00'), end: at('2026-03-03', '13:00'), label: 'Dentist' });
    expect(off.status).toBe(201);
    const slots = (await owner('GET', `${base}/bookings/slots?service=Haircut&date=2026-03-03`)).json as SlotsAnswer;
    const tuesday = slots.slots.filter((s) => s.start < at('2026-03-04', '00:00') && s.start >= at('2026-03-03', '00:00'));
    expect(tuesday.length).toBeGreaterThan(0);
    expect(Math.min(...tuesday.map((s) => s.start))).toBeGreaterThanOrEqual(at('2026-03-03', '13:00'));
    const b = await addBooking(owner, base, '2026-03-05');
    const clash = await owner('POST', `${base}/time-off`, { start: b.start - 3_600_000, end: b.end });
    expect(clash).toStrictEqual({ status: 409, json: { success: false, error: 'That time has 1 booking in it. Move or cancel it first.' } });
    const list = (await owner('GET', `${base}/bookings`)).json as BookingsAnswer;
    expect(list.timeOff).toStrictEqual([{ id: off.json.timeOff.id, start: at('2026-03-03', '08:00'), end: at('2026-03-03', '13:00'), label: 'Dentist' }]);
    expect((await owner('DELETE', `${base}/time-off/${off.json.timeOff.id}`)).status).toBe(200);
    const freed = (await owner('GET', `${base}/bookings/slots?service=Haircut&date=2026-03-03`)).json as SlotsAnswer;
    expect(freed.slots[0]!.start).toBe(at('2026-03-03', '08:00'));
  });

  it('answers bad input with a 400 naming the field', async () => {
    const { owner, base } = await newAgent();
    expect((await owner('POST', `${base}/bookings`, { service: 'Haircut', start: at('2026-03-05', '10:00'), customer: { name: 'X', phone: '12' } })).json.error).toMatch(/customer\.phone: customer phone must be a 10-digit US number/);
    expect((await owner('POST', `${base}/bookings`, 'null')).status).toBe(400);
    expect((await owner('POST', `${base}/bookings`, 'x')).json.error).toBe('Invalid request: the body must be JSON.');
    expect((await owner('POST', `${base}/time-off`, { start: at('2026-03-05', '10:00'), end: at('2026-03-05', '09:00') })).json.error).toMatch(/end: end must be after start/);
    expect((await owner('GET', `${base}/bookings?when=soon`)).json.error).toMatch(/when: when must be upcoming or past/);
    expect((await owner('POST', `${base}/bookings`, { service: 'Massage', start: at('2026-03-05', '10:00'), customer })).json.error).toMatch(/service is not one of/);
  });
});

describe('agent settings', () => {
  it('reads the settings and saves a change; a stale version is refused with 409', async () => {
    const { owner, base } = await newAgent();
    const got = (await owner('GET', `${base}/settings`)).json as SettingsAnswer;
    expect(got.version).toBe(0);
    expect(got.settings.business.BusinessName).toBe('Shear Joy Salon');
    expect(got.settings.services.map((s) => s.name)).toStrictEqual(['Haircut', 'Color']);
    const next: AgentSettings = { ...got.settings, greeting: 'Hi, Shear Joy here!', emergencyWords: ['allergic reaction'], closures: [{ date: '2026-03-04', label: 'Holiday' }] };
    const saved = await owner('PUT', `${base}/settings`, { version: 0, settings: next });
    expect(saved.status).toBe(200);
    expect(saved.json.version).toBe(1);
    expect(saved.json.settings).toMatchObject({ greeting: 'Hi, Shear Joy here!', emergencyWords: ['allergic reaction'], closures: [{ date: '2026-03-04', label: 'Holiday' }] });
    const stale = await owner('PUT', `${base}/settings`, { version: 0, settings: { ...next, greeting: 'Other tab' } });
    expect(stale.status).toBe(409);
    expect(((await owner('GET', `${base}/settings`)).json as SettingsAnswer).settings.greeting).toBe('Hi, Shear Joy here!');
  });

  it('an agent with no confirmed services shows the ones callers hear (no prices), and a greeting saves as it is', async () => {
    // The wizard's owner left the suggested services unconfirmed: none are stored.
    const r = await browser()('POST', '/functions/v1/create-full-agent', {
      email: 'plumb@example.com', smsConsent: false,
      businessData: { BusinessName: 'Harbor Lane Plumbing', TimeZone: TZ, ServiceType: 'Travel to Customer', WeeklySchedule: everyDay() },
    });
    const agentId = r.json.agentId as string;
    const owner = browser((await accounts.signIn([agentId])).cookie);
    const base = `/api/owner/agents/${agentId}`;
    const got = (await owner('GET', `${base}/settings`)).json as SettingsAnswer;
    const heard = profileFromAgent((await getAgent(redis, agentId))!).services;
    expect(heard.length).toBeGreaterThan(0);
    expect(got.settings.services).toStrictEqual(heard);
    expect(got.settings.services.every((s) => s.priceFromCents === undefined && s.priceToCents === undefined)).toBe(true);
    const saved = await owner('PUT', `${base}/settings`, { version: got.version, settings: { ...got.settings, greeting: 'Harbor Lane, how can we help?' } });
    expect(saved.status).toBe(200);
    expect(profileFromAgent((await getAgent(redis, agentId))!).services).toStrictEqual(heard);
  });

  it('new hours and a holiday closure apply to the very next slot search', async () => {
    const { owner, base } = await newAgent();
    const got = (await owner('GET', `${base}/settings`)).json as SettingsAnswer;
    const hours = defaultWeeklySchedule();
    for (const d of Object.keys(hours) as Array<keyof WeeklySchedule>) hours[d] = { isOpen: true, ranges: [{ startTime: '1:00 PM', endTime: '5:00 PM' }] };
    await owner('PUT', `${base}/settings`, { version: got.version, settings: { ...got.settings, hours, closures: [{ date: '2026-03-03', label: 'Closed' }] } });
    const slots = (await owner('GET', `${base}/bookings/slots?service=Haircut&limit=5`)).json as SlotsAnswer;
    expect(slots.slots.length).toBeGreaterThan(0);
    for (const s of slots.slots) {
      const local = new Intl.DateTimeFormat('en-US', { timeZone: TZ, hour: 'numeric', hour12: false, weekday: 'long', day: 'numeric' }).format(s.start);
      const hour = Number(/(\d+)$/.exec(local)![1]);
      expect(hour).toBeGreaterThanOrEqual(13);
      expect(hour).toBeLessThan(17);
      expect(s.start < at('2026-03-03', '00:00') || s.start >= at('2026-03-04', '00:00')).toBe(true);
    }
  });

  it('refuses invalid settings with a 400 naming the field, saving nothing', async () => {
    const { owner, base } = await newAgent();
    const got = (await owner('GET', `${base}/settings`)).json as SettingsAnswer;
    const bad = async (settings: unknown) => (await owner('PUT', `${base}/settings`, { version: got.version, settings })).json.error as string;
    expect(await bad({ ...got.settings, services: [] })).toMatch(/services: add at least one service/);
    expect(await bad({ ...got.settings, business: { ...got.settings.business, BusinessName: '' } })).toMatch(/business\.BusinessName: BusinessName is required/);
    expect(await bad({ ...got.settings, hours: { ...got.settings.hours, monday: { isOpen: true, ranges: [{ startTime: '9am', endTime: '5:00 PM' }] } } })).toMatch(/hours\.monday\.ranges\.0\.startTime: must look like 9:00 AM/);
    expect(await bad({ ...got.settings, services: [{ name: 'Cut', durationMinutes: 30 }, { name: 'cut', durationMinutes: 30 }] })).toMatch(/listed twice/);
    expect(await bad({ ...got.settings, voice: 'robot' })).toMatch(/voice must be one of/);
    expect(await bad({ ...got.settings, business: { ...got.settings.business, TimeZone: 'Mars/Base' } })).toMatch(/TimeZone is not a known time zone/);
    expect(((await owner('GET', `${base}/settings`)).json as SettingsAnswer).version).toBe(got.version);
  });
});

describe('billing', () => {
  it('shows no plan before checkout and refuses the portal until there is a customer', async () => {
    const { owner, base } = await newAgent();
    const b = (await owner('GET', `${base}/billing`)).json as BillingAnswer;
    expect(b).toMatchObject({ sandbox: true, state: 'none', status: 'none', plan: { monthlyUsd: 29, perBookingUsd: 3.5 }, usage: { bookings: 0, amountUsd: 0 }, invoices: [] });
    expect((await owner('POST', `${base}/billing/portal`, {})).status).toBe(409);
  });

  it('sandbox portal cancel: canceling until the period ends, then calls and the widget are refused', async () => {
    const { owner, base, agentId } = await newAgent();
    const trialEnd = Math.floor(Date.now() / 1000) + 3 * 86_400;
    await applyBillingEvent(t.redis, { id: `evt_t_${agentId}`, kind: 'checkout.completed', created: Math.floor(Date.now() / 1000), agentId, customerId: `cus_sandbox_${agentId}`, subscriptionId: 'sub_sandbox_x', status: 'trialing', trialEnd });
    expect(((await owner('GET', `${base}/billing`)).json as BillingAnswer)).toMatchObject({ state: 'trial', trialEnd: trialEnd * 1000 });
    const portal = await owner('POST', `${base}/billing/portal`, {});
    expect(portal.json.url).toMatch(/^\/sandbox\/billing-portal\/bps_sandbox_[0-9a-f]{24}$/);
    const page = await t.app.request(portal.json.url);
    expect(await page.text()).toContain('Sandbox mode — this stands in for the Stripe billing portal');
    const cancel = await t.app.request(`${portal.json.url}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(303);
    expect(((await owner('GET', `${base}/billing`)).json as BillingAnswer)).toMatchObject({ state: 'canceling', cancelAtPeriodEnd: true, periodEnd: trialEnd * 1000 });
    // Before the period ends: still answering.
    const widget = () => t.app.request('/widget/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ agentId }) }, { incoming: { socket: { remoteAddress: '10.88.0.9' } } });
    expect((await widget()).status).toBe(200);
    // The period is over (its end moved into the past, as time passing would).
    await applyBillingEvent(t.redis, { id: `evt_t2_${agentId}`, kind: 'subscription.changed', created: Math.floor(Date.now() / 1000), agentId, periodEnd: Math.floor(Date.now() / 1000) - 60 });
    const refused = await widget();
    expect(refused.status).toBe(402);
    expect(await refused.json()).toStrictEqual({ success: false, code: 'trial_ended', error: "This receptionist's free trial has ended, so it can't take conversations right now." });
    const call = await t.app.request(`/voice/incoming?agentId=${agentId}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `CallSid=CA1&From=%2B15125550100&To=%2B15125550000&agentId=${agentId}` });
    const xml = await call.text();
    expect(xml).toContain('<Say>Thank you for calling Shear Joy Salon. This virtual receptionist is no longer taking calls. Please contact Shear Joy Salon directly. Goodbye.</Say><Hangup/>');
    expect(xml).not.toContain('ConversationRelay');
    expect((await getAgentBilling(t.redis, agentId)).cancelAtPeriodEnd).toBe(true);
  });
});

describe('crew', () => {
  const maria = (over: Record<string, unknown> = {}) => ({
    name: 'Maria Lopez', mobile: '(512) 555-0142', homeAddress: '1 Oak St, Austin', homeZip: '78704',
    // Works Tuesday to Saturday only, 10 to 6; does color, not haircuts.
    hours: { ...everyDay('10:00 AM', '6:00 PM'), sunday: { isOpen: false, ranges: [] }, monday: { isOpen: false, ranges: [] } },
    timeOff: [], services: ['Color'], ...over,
  });

  it('starts with one technician made from the business details', async () => {
    const { owner, base } = await newAgent();
    const r = await owner('GET', `${base}/crew`);
    expect(r.status).toBe(200);
    expect(r.json).toStrictEqual({
      crew: { sayTechnicianName: false, arrivalWindowMinutes: 0, technicians: [{ id: 'default', name: 'Shear Joy Salon', mobile: '', homeAddress: 'Austin, TX', homeZip: '78701', hours: null, timeOff: [], services: null }] },
      version: 0, upcoming: { default: 0 }, services: ['Haircut', 'Color'],
    });
  });

  it('adds a technician: offers follow each one\'s skills, hours and days off', async () => {
    const { owner, base } = await newAgent();
    const { json: crew } = await owner('GET', `${base}/crew`);
    const saved = await owner('PUT', `${base}/crew`, { version: crew.version, crew: { ...crew.crew, technicians: [...crew.crew.technicians, maria()] } });
    expect(saved.status).toBe(200);
    const added = saved.json.crew.technicians[1];
    expect(added).toMatchObject({ id: expect.stringMatching(/^tech_/), name: 'Maria Lopez', mobile: '+15125550142', services: ['Color'] });
    expect(saved.json.version).toBe(1);
    // Haircuts: only the technician who does them.
    const cuts = (await owner('GET', `${base}/bookings/slots?service=Haircut&date=2026-03-03`)).json as SlotsAnswer;
    expect(new Set(cuts.slots.map((s) => s.technicianId))).toStrictEqual(new Set(['default']));
    // Color on Monday: Maria is off, so only the default technician.
    const monday = (await owner('GET', `${base}/bookings/slots?service=Color&date=2026-03-02`)).json as SlotsAnswer;
    expect(monday.slots.every((s) => s.technicianId === 'default')).toBe(true);
    // Default technician away on Tuesday: Color that day is Maria's, inside her 10–6.
    const away = structuredClone(saved.json.crew);
    away.technicians[0].timeOff = [{ from: '2026-03-03', to: '2026-03-03', label: 'Training' }];
    expect((await owner('PUT', `${base}/crew`, { version: saved.json.version, crew: away })).status).toBe(200);
    const tuesday = (await owner('GET', `${base}/bookings/slots?service=Color&date=2026-03-03`)).json as SlotsAnswer;
    const onTuesday = tuesday.slots.filter((s) => s.start >= at('2026-03-03', '00:00') && s.start < at('2026-03-04', '00:00'));
    expect(onTuesday.length).toBeGreaterThan(0);
    for (const s of onTuesday) {
      expect(s.technicianId).toBe(added.id);
      expect(s.start).toBeGreaterThanOrEqual(at('2026-03-03', '10:00'));
    }
  });

  it('answers bad crews with a 400 naming the problem, saving nothing', async () => {
    const { owner, base } = await newAgent();
    const { json: crew } = await owner('GET', `${base}/crew`);
    const put = (technicians: unknown[]) => owner('PUT', `${base}/crew`, { version: crew.version, crew: { sayTechnicianName: false, technicians } });
    const cases: Array<[unknown[], RegExp]> = [
      [[], /keep at least one technician/],
      [[...crew.crew.technicians, maria({ services: ['Balayage'] })], /Maria Lopez's service "Balayage" is not one of the business's services/],
      [[...crew.crew.technicians, maria({ homeZip: '00000' })], /home ZIP code 00000 is not a known US ZIP code/],
      [[...crew.crew.technicians, maria({ mobile: '12' })], /Maria Lopez's mobile must be a US phone number/],
      [[...crew.crew.technicians, maria(), maria()], /technician "Maria Lopez" is listed twice/],
      [[...crew.crew.technicians, maria({ id: 'tech_notours1' })], /technician id tech_notours1 is not on this crew/],
      [[...crew.crew.technicians, maria({ timeOff: [{ from: '2026-03-05', to: '2026-03-04' }] })], /time off must end on or after its first day/],
      [[...crew.crew.technicians, maria({ name: '' })], /name is required/],
    ];
    for (const [technicians, message] of cases) {
      const r = await put(technicians);
      expect([r.status, r.json.error]).toStrictEqual([400, expect.stringMatching(message)]);
    }
    expect((await owner('GET', `${base}/crew`)).json).toStrictEqual(crew);
    expect((await owner('PUT', `${base}/crew`, 'not json')).status).toBe(400);
  });

  it('refuses a stale version and removing a technician who has upcoming bookings', async () => {
    const { owner, base } = await newAgent();
    const { json: crew } = await owner('GET', `${base}/crew`);
    // The default technician is away on the 4th, so Color that day is Maria's.
    const away = { ...crew.crew.technicians[0], timeOff: [{ from: '2026-03-04', to: '2026-03-04', label: 'Away' }] };
    const saved = (await owner('PUT', `${base}/crew`, { version: crew.version, crew: { ...crew.crew, technicians: [away, maria()] } })).json;
    const stale = await owner('PUT', `${base}/crew`, { version: crew.version, crew: saved.crew });
    expect(stale.status).toBe(409);
    // A booking with Maria: she can't be removed until it is cancelled.
    const mariaId = saved.crew.technicians[1].id as string;
    const slots = (await owner('GET', `${base}/bookings/slots?service=Color&date=2026-03-04`)).json as SlotsAnswer;
    const hers = slots.slots.find((s) => s.technicianId === mariaId)!;
    const b = await owner('POST', `${base}/bookings`, { service: 'Color', start: hers.start, technicianId: mariaId, customer });
    expect(b.status).toBe(201);
    expect((await owner('GET', `${base}/crew`)).json.upcoming).toStrictEqual({ default: 0, [mariaId]: 1 });
    const without = { ...saved.crew, technicians: [saved.crew.technicians[0]] };
    const refused = await owner('PUT', `${base}/crew`, { version: saved.version, crew: without });
    expect(refused).toStrictEqual({ status: 409, json: { success: false, error: 'Maria Lopez has 1 upcoming booking. Move or cancel it first, then remove Maria Lopez.' } });
    expect((await owner('POST', `${base}/bookings/${b.json.booking.id}/cancel`, {})).status).toBe(200);
    const removed = await owner('PUT', `${base}/crew`, { version: saved.version, crew: without });
    expect(removed.status).toBe(200);
    expect(removed.json.crew.technicians.map((x: { id: string }) => x.id)).toStrictEqual(['default']);
  });

  it('is saved apart from the settings: neither save overwrites the other or bumps its version', async () => {
    const { owner, base } = await newAgent();
    const settings = (await owner('GET', `${base}/settings`)).json as SettingsAnswer;
    const { json: crew } = await owner('GET', `${base}/crew`);
    expect((await owner('PUT', `${base}/crew`, { version: crew.version, crew: { ...crew.crew, technicians: [...crew.crew.technicians, maria()] } })).status).toBe(200);
    const s2 = await owner('PUT', `${base}/settings`, { version: settings.version, settings: { ...settings.settings, greeting: 'Hello from Shear Joy.' } });
    expect(s2.status).toBe(200);
    const after = (await owner('GET', `${base}/crew`)).json;
    expect(after.version).toBe(1);
    expect(after.crew.technicians.map((x: { name: string }) => x.name)).toStrictEqual(['Shear Joy Salon', 'Maria Lopez']);
  });
});

describe("tomorrow's plan", () => {
  /** A plumber with two vans based at opposite ends of Austin, and a day booked badly: each van crosses town twice. */
  async function crossTownDay() {
    const r = await browser()('POST', '/functions/v1/create-full-agent', {
      email: 'vans@example.com', smsConsent: true,
      businessData: { BusinessName: 'Two Vans Plumbing', TimeZone: TZ, ServiceType: 'Travel to Customer', ServiceRangeMiles: 40, BusinessAddressZipcode: '78758', WeeklySchedule: everyDay() },
      services: [{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 15000 }],
    });
    const agentId = r.json.agentId as string;
    const owner = browser((await accounts.signIn([agentId])).cookie);
    const base = `/api/owner/agents/${agentId}`;
    const { json: crew } = await owner('GET', `${base}/crew`);
    const saved = await owner('PUT', `${base}/crew`, { version: crew.version, crew: { sayTechnicianName: false, technicians: [
      { ...crew.crew.technicians[0], name: 'Nora North', mobile: '(512) 555-0101', homeZip: '78758' },
      { name: 'Sam South', mobile: '(512) 555-0102', homeZip: '78745' },
    ] } });
    const sam = saved.json.crew.technicians[1].id as string;
    const job = (id: string, technicianId: string, hhmm: string, zip: string) => seedBooking(t.redis, {
      id, agentId, technicianId, start: at('2026-03-03', hhmm), end: at('2026-03-03', hhmm) + 3_600_000, serviceName: 'Drain cleaning',
      windowStart: at('2026-03-03', hhmm), windowEnd: at('2026-03-03', hhmm) + 2 * 3_600_000,
      customer: { name: `Customer ${id}`, phone: '+15125550177', address: `1 Main St, Austin, TX ${zip}` }, createdAt: NOW, updatedAt: NOW,
    }, TZ);
    await job(`${agentId}_n`, 'default', '10:00', '78745'); // Nora (north) sent south
    await job(`${agentId}_s`, sam, '10:00', '78758'); // Sam (south) sent north
    return { owner, base, agentId, sam };
  }

  it('shows each route and a proposal that swaps the cross-town jobs, keeping the promised windows', async () => {
    const { owner, base, sam } = await crossTownDay();
    const r = await owner('GET', `${base}/plan?date=2026-03-03`);
    expect(r.status).toBe(200);
    const plan = r.json as import('@bookline/contracts').PlanAnswer;
    expect(plan).toMatchObject({ date: '2026-03-03', timeZone: TZ, travels: true, changed: true });
    expect(plan.savedMinutes).toBeGreaterThan(20);
    expect(plan.current.map((x) => x.name)).toStrictEqual(['Nora North', 'Sam South']);
    expect(plan.moved.map((m) => [m.from, m.to]).sort()).toStrictEqual([['default', sam], [sam, 'default']].sort());
    for (const route of plan.proposed) for (const stop of route.stops) {
      expect(stop.start).toBeGreaterThanOrEqual(stop.windowStart);
      expect(stop.start).toBeLessThanOrEqual(stop.windowEnd);
      expect(stop.customerName).toBe('Customer');
    }
    // Tomorrow by default (the clock is pinned to Monday 2 March).
    expect((await owner('GET', `${base}/plan`)).json.date).toBe('2026-03-03');
    expect((await owner('GET', `${base}/plan?date=March`)).status).toBe(400);
  });

  it('apply: refused when a booking came in since, then applied atomically; no customer is messaged; day sheets texted', async () => {
    const { owner, base, agentId, sam } = await crossTownDay();
    const opened = (await owner('GET', `${base}/plan?date=2026-03-03`)).json;
    // A booking made between opening and applying.
    await seedBooking(t.redis, { id: `${agentId}_late`, agentId, technicianId: sam, start: at('2026-03-03', '15:00'), end: at('2026-03-03', '16:00'), serviceName: 'Drain cleaning', customer: { name: 'Late Caller', address: '2 Oak St, Austin, TX 78745' }, createdAt: NOW, updatedAt: NOW }, TZ);
    const stale = await owner('POST', `${base}/plan/apply`, { date: '2026-03-03', token: opened.token });
    expect(stale.status).toBe(409);
    const store = createBookingStore({ redis: t.redis, agentId });
    expect((await store.get(`${agentId}_n`))?.technicianId).toBe('default');

    const fresh = (await owner('GET', `${base}/plan?date=2026-03-03`)).json;
    expect(fresh.current.flatMap((x: { stops: Array<{ bookingId: string }> }) => x.stops.map((s) => s.bookingId))).toContain(`${agentId}_late`);
    const eventsBefore = events.length;
    texts.length = 0;
    const applied = await owner('POST', `${base}/plan/apply`, { date: '2026-03-03', token: fresh.token });
    expect(applied.status).toBe(200);
    expect(applied.json.applied).toBeGreaterThanOrEqual(2);
    const n = (await store.get(`${agentId}_n`))!;
    const s = (await store.get(`${agentId}_s`))!;
    expect([n.technicianId, s.technicianId]).toStrictEqual([sam, 'default']);
    expect([n.sequence, s.sequence]).toStrictEqual([1, 1]);
    for (const b of [n, s]) {
      expect(b.start).toBeGreaterThanOrEqual(b.windowStart!);
      expect(b.start).toBeLessThanOrEqual(b.windowEnd!);
    }
    // The late booking is untouched, the days are re-indexed, nothing is double-booked.
    expect((await store.get(`${agentId}_late`))?.technicianId).toBe(sam);
    const samDay = await store.readDay({ technicianId: sam, date: '2026-03-03', now: NOW });
    expect(samDay.bookings.map((b) => b.id).sort()).toStrictEqual([`${agentId}_late`, `${agentId}_n`].sort());
    expect(applied.json.plan.changed).toBe(false);
    // Windows unchanged: no message to any customer.
    expect(events.length).toBe(eventsBefore);
    expect(texts.map((x) => x.to).sort()).toStrictEqual(['+15125550101', '+15125550102']);
    expect(texts.find((x) => x.to === '+15125550102')!.body).toMatch(/^Two Vans Plumbing day sheet for Sam South, Tue, Mar 3:\n1\. 10:\d\d AM Drain cleaning, Customer, 1 Main St, Austin, TX 78745 \(0 min drive\)\n2\. 3:00 PM Drain cleaning, Late, 2 Oak St/);
    // Applying the same token again is refused: the bookings it was made from have changed.
    expect((await owner('POST', `${base}/plan/apply`, { date: '2026-03-03', token: fresh.token })).status).toBe(409);
  });

  it('a business whose customers come to it has no route to plan', async () => {
    const { owner, base } = await newAgent();
    const r = await owner('GET', `${base}/plan?date=2026-03-03`);
    expect(r.json).toMatchObject({ travels: false, changed: false, savedMinutes: 0 });
  });
});
