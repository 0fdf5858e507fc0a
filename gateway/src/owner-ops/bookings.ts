import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import { AddBookingBody, BookingsQuery, MoveBookingBody, SlotSearchQuery, TimeOffBody, type BookingsAnswer, type OwnerBooking, type OwnerSlot, type SlotsAnswer } from '@bookline/contracts';
import { timeOffStore } from '../calendar/time-off';
import { ApiError } from '../http';
import { createBookingStore, type Booking } from '../calendar/bookings';
import { sayWhen } from '../receptionist/speech';
import { cancelBooking, confirmBooking, findSlotsTool, holdSlot, isToolError, releaseHold, rescheduleBooking, type OfferedSlot } from '../receptionist/tools';
import { addDays, localToInstant } from '../scheduling';
import { jsonBody, ownerContext, PORTAL_SOURCE, query, type OwnerOpsDeps } from './context';

const DAY = 86_400_000;
const RETENTION = 400 * DAY;

export const toOwnerBooking = (b: Booking): OwnerBooking => ({
  id: b.id, start: b.start, end: b.end, serviceName: b.serviceName, priceText: b.priceText, status: b.status === 'confirmed' ? 'confirmed' : 'cancelled', sequence: b.sequence,
  customer: b.customer, source: b.callSid === PORTAL_SOURCE ? 'portal' : 'call',
});

const zipOf = (address?: string) => /\b(\d{5})\b/.exec(address ?? '')?.[1];

/** US phone in any spelling → E.164 (the tools and SMS use E.164). */
function e164(raw: string): string {
  const d = raw.replace(/\D/g, '');
  return d.length === 11 ? `+${d}` : `+1${d.slice(-10)}`;
}

function slotsOut(slots: readonly OfferedSlot[], timeZone: string): OwnerSlot[] {
  return slots.map((s) => ({ start: s.start, end: s.end, technicianId: s.technicianId, label: sayWhen(s.start, timeZone) }));
}

/**
 * The owner's bookings: list (upcoming, past, one week), cancel, move, add, block time off.
 * Every change goes through the receptionist's own tools (same slot engine with drive times,
 * same atomic writes, same follow-ups: the customer's SMS/email, the owner's invitation with
 * the same UID and a higher SEQUENCE, the ICS feed).
 */
export function ownerBookingRoutes({ redis, deps }: { redis: Redis; deps: OwnerOpsDeps }) {
  const app = new Hono();
  const now = () => (deps.now ?? Date.now)();

  app.get('/bookings', async (c) => {
    const q = query(c, BookingsQuery);
    const { profile } = await ownerContext(redis, c.req.param('agentId')!, deps);
    const tz = profile.timeZone;
    const t = now();
    const from = q.from ? localToInstant({ date: q.from, minutes: 0, timeZone: tz }) : q.when === 'past' ? t - RETENTION : t - 12 * 3_600_000;
    const to = q.to ? localToInstant({ date: addDays(q.to, 1), minutes: 0, timeZone: tz }) : q.when === 'past' ? t : Number.POSITIVE_INFINITY;
    if (to <= from) throw new ApiError(400, 'Invalid request: to must not be before from.');
    const all = (await createBookingStore({ redis, agentId: profile.agentId }).upcoming(from, 5_000)).filter((b) => b.start < to);
    const list = q.when === 'past' && !q.from ? all.filter((b) => b.end <= t).reverse() : all;
    const timeOff = (await timeOffStore(redis, profile.agentId).list()).filter((x) => x.end > from && x.start < to);
    const answer: BookingsAnswer = {
      timeZone: tz, bookings: list.slice(0, q.limit).map(toOwnerBooking), timeOff,
      services: profile.services.map((s) => ({ name: s.name, durationMinutes: s.durationMinutes })), travels: profile.travels,
    };
    return c.json(answer);
  });

  // Free times for a new booking: the same engine and drive times a call uses.
  app.get('/bookings/slots', async (c) => {
    const q = query(c, SlotSearchQuery);
    if (!q.service) throw new ApiError(400, 'Invalid request: service is required.');
    const o = await ownerContext(redis, c.req.param('agentId')!, deps);
    if (o.profile.travels && !q.zip) throw new ApiError(400, "Invalid request: zip is required: this business travels to the customer's address.");
    const r = await findSlotsTool.execute({ service: q.service, ...(q.zip ? { zip: q.zip } : {}), ...(q.date ? { preference: { kind: 'window', date: q.date } } : {}), limit: Math.min(5, q.limit) }, o.tools);
    const answer: SlotsAnswer = isToolError(r) ? { slots: [], say: r.say } : { slots: slotsOut(r.slots, o.profile.timeZone) };
    return c.json(answer);
  });

  // Free times to move one booking to (its own service and address).
  app.get('/bookings/:bookingId/slots', async (c) => {
    const q = query(c, SlotSearchQuery);
    const o = await ownerContext(redis, c.req.param('agentId')!, deps);
    const b = await o.tools.store.get(c.req.param('bookingId'));
    if (!b || b.status !== 'confirmed') throw new ApiError(404, 'No such booking.');
    const zip = zipOf(b.customer.address) ?? o.profile.zip;
    const r = await findSlotsTool.execute({ service: b.serviceName, ...(zip ? { zip } : {}), ...(q.date ? { preference: { kind: 'window', date: q.date } } : {}), limit: Math.min(5, q.limit) }, o.tools);
    const answer: SlotsAnswer = isToolError(r) ? { slots: [], say: r.say } : { slots: slotsOut(r.slots, o.profile.timeZone) };
    return c.json(answer);
  });

  app.post('/bookings/:bookingId/move', async (c) => {
    const body = await jsonBody(c, MoveBookingBody);
    const o = await ownerContext(redis, c.req.param('agentId')!, deps);
    const r = await rescheduleBooking.execute({ bookingId: c.req.param('bookingId'), start: body.start, technicianId: body.technicianId }, o.tools);
    if (isToolError(r)) {
      if (r.error === 'not_found') throw new ApiError(404, 'No such booking.');
      return c.json({ success: false, error: 'That time is no longer free. Pick another one.', alternatives: slotsOut(r.alternatives ?? [], o.profile.timeZone) }, 409);
    }
    return c.json({ booking: toOwnerBooking(r), previousStart: r.previousStart });
  });

  app.post('/bookings/:bookingId/cancel', async (c) => {
    const o = await ownerContext(redis, c.req.param('agentId')!, deps);
    const r = await cancelBooking.execute({ bookingId: c.req.param('bookingId') }, o.tools);
    if (isToolError(r)) throw new ApiError(404, 'No such booking.');
    return c.json({ booking: toOwnerBooking(r) });
  });

  app.post('/bookings', async (c) => {
    const body = await jsonBody(c, AddBookingBody);
    const o = await ownerContext(redis, c.req.param('agentId')!, deps);
    const zip = zipOf(body.customer.address);
    if (o.profile.travels && !zip) throw new ApiError(400, 'Invalid request: customer.address must include a 5-digit ZIP code: this business travels to the customer.');
    const held = await holdSlot.execute({ service: body.service, start: body.start, technicianId: body.technicianId, ...(zip ? { zip } : {}) }, o.tools);
    if (isToolError(held)) {
      if (held.error === 'taken') return c.json({ success: false, error: 'That time is no longer free. Pick another one.', alternatives: slotsOut(held.alternatives ?? [], o.profile.timeZone) }, 409);
      throw new ApiError(400, held.error === 'unknown_service' ? 'Invalid request: service is not one of this business\'s services.' : `Invalid request: ${held.say}`);
    }
    const customer = { name: body.customer.name, phone: e164(body.customer.phone), ...(body.customer.address ? { address: body.customer.address } : {}), ...(body.customer.email ? { email: body.customer.email } : {}) };
    const r = await confirmBooking.execute({ holdId: held.holdId, service: body.service, customer }, o.tools);
    if (isToolError(r)) {
      await releaseHold(o.tools, held.holdId);
      return c.json({ success: false, error: 'That time is no longer free. Pick another one.', alternatives: [] }, 409);
    }
    return c.json({ booking: toOwnerBooking(r) }, 201);
  });

  // Time off: nothing is booked in it, by calls or by the owner.
  app.post('/time-off', async (c) => {
    const body = await jsonBody(c, TimeOffBody);
    const { profile } = await ownerContext(redis, c.req.param('agentId')!, deps);
    if (body.end <= now()) throw new ApiError(400, 'Invalid request: end must be in the future.');
    const clash = (await createBookingStore({ redis, agentId: profile.agentId }).upcoming(body.start - DAY)).filter((b) => b.start < body.end && b.end > body.start);
    if (clash.length) throw new ApiError(409, `That time has ${clash.length} booking${clash.length === 1 ? '' : 's'} in it. Move or cancel ${clash.length === 1 ? 'it' : 'them'} first.`);
    const t = await timeOffStore(redis, profile.agentId).add({ start: body.start, end: body.end, label: body.label, now: now() });
    return c.json({ timeOff: t }, 201);
  });

  app.delete('/time-off/:id', async (c) => {
    const { profile } = await ownerContext(redis, c.req.param('agentId')!, deps);
    if (!(await timeOffStore(redis, profile.agentId).remove(c.req.param('id')))) throw new ApiError(404, 'No such time off.');
    return c.json({ success: true });
  });

  return app;
}
