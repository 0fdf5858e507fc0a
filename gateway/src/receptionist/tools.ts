import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { formatBusinessHours } from '@bookline/contracts';
import type { Redis } from 'ioredis';
import { bookSlot, cancelBooking as cancelStored, confirmHold, moveBooking, type FetchBusy } from '../calendar/book';
import { loadTimelinesCached } from './timelines';
import type { Booking, BookingStore } from '../calendar/bookings';
import type { FollowUps } from '../jobs/events';
import { findSlots, geocodeZip, greatCircleMiles, SlotRequestError, type LatLng, type Preference, type Slot, type Timeline, type TravelModel } from '../scheduling';
import { matchService } from './nlu';
import { priceText, schedulingBusiness, type BusinessProfile } from './profile';
import { sayWhen } from './speech';
import { tr, type Lang } from './i18n';
import { callRecords } from './calls';
import { unansweredQuestion } from '../owner/questions/tool';

/** Everything a tool may touch. Built once per call by the session. */
export interface ToolContext {
  redis: Redis;
  profile: BusinessProfile;
  store: BookingStore;
  travel: TravelModel;
  /** Network drive times: fetch the drives around a place before a search (see CallTravel). */
  prepareTravel?: (q: { around: LatLng; places: readonly LatLng[]; departAt: number }) => Promise<void>;
  fetchBusy: FetchBusy;
  followUps: FollowUps;
  now: () => number;
  callSid: string;
  callerPhone?: string;
  /** How long an offered slot is held while the caller gives their details. */
  holdMs: number;
  /** The language the caller is answered in (set by the dialogue); tools' `say` texts follow it. */
  lang?: Lang;
}

/** A tool the receptionist can call: name + description + zod parameters + execute. */
export interface Tool<P extends z.ZodType = z.ZodType, R = unknown> {
  name: string;
  description: string;
  parameters: P;
  execute(args: z.infer<P>, ctx: ToolContext): Promise<R>;
}

/** The caller's wish, as the scheduling engine reads it (local dates YYYY-MM-DD, minutes after midnight, weekday 0 = Monday). */
export const PreferenceSchema: z.ZodType<Preference> = z.union([
  z.object({ kind: z.literal('asap') }),
  z.object({
    kind: z.literal('window'), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(), weekday: z.number().int().min(0).max(6).optional(),
    fromMinutes: z.number().int().min(0).max(1440).optional(), toMinutes: z.number().int().min(0).max(1440).optional(),
  }),
]);

const defineTool = <P extends z.ZodType, R>(t: Tool<P, R>): Tool<P, R> => t;

/** A domain failure a caller can understand; tools answer it instead of throwing. */
export interface ToolError { error: string; say: string }
export const isToolError = (x: unknown): x is ToolError => typeof x === 'object' && x !== null && 'error' in x && 'say' in x;

export interface OfferedSlot {
  start: number;
  end: number;
  technicianId: string;
  spoken?: string;
  /** Matches the caller's stated preference ("tomorrow morning"). */
  preferred?: boolean;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;

function findService(ctx: ToolContext, name: string) {
  const exact = ctx.profile.services.find((s) => s.name.toLowerCase() === name.toLowerCase());
  if (exact) return exact;
  if (ctx.profile.generalVisit?.name.toLowerCase() === name.toLowerCase()) return ctx.profile.generalVisit;
  return matchService(name, ctx.profile.services);
}

function locate(ctx: ToolContext, zip?: string): LatLng | ToolError | undefined {
  if (!ctx.profile.travels) return undefined;
  if (!zip) return { error: 'location_required', say: tr(ctx.lang)`What is the address for the visit, including the ZIP code?` };
  const at = geocodeZip(zip);
  if (!at) return { error: 'unknown_zip', say: tr(ctx.lang)`I couldn't find the ZIP code ${zip.split('').join(' ')}. Could you say it again?` };
  return at;
}

/** Before a travel business's search or check: the drives between the caller and the base and booked jobs. */
async function prepareDrives(ctx: ToolContext, at: LatLng | undefined, timelines?: readonly Timeline[]): Promise<void> {
  if (!at || !ctx.prepareTravel) return;
  const business = schedulingBusiness(ctx.profile);
  const now = ctx.now();
  const tl = timelines ?? await loadTimelinesCached({ redis: ctx.redis, agentId: ctx.profile.agentId, business, now, fetchBusy: ctx.fetchBusy });
  await ctx.prepareTravel({ around: at, places: [business.base, ...tl.flatMap((t) => t.jobs.map((j) => j.location))], departAt: now });
}

export const businessFacts = defineTool({
  name: 'business_facts',
  description: "The business's opening hours, address, service area and payment options. Use before answering any of these.",
  parameters: z.object({}),
  async execute(_args, { profile }) {
    return {
      name: profile.name, hours: formatBusinessHours(profile.schedule), timeZone: profile.timeZone, address: profile.address ?? null,
      travelsToCustomer: profile.travels, serviceRadiusMiles: profile.travels ? profile.radiusMiles : null, paymentOptions: profile.paymentOptions ?? null,
    };
  },
});

export const listServices = defineTool({
  name: 'list_services',
  description: 'The services offered, each with its typical duration and price estimate.',
  parameters: z.object({}),
  async execute(_args, { profile }) {
    return { services: profile.services.map((s) => ({ name: s.name, durationMinutes: s.durationMinutes, price: priceText(s) || null })) };
  },
});

export const checkServiceArea = defineTool({
  name: 'check_service_area',
  description: 'Whether a ZIP code is inside the area the business travels to.',
  parameters: z.object({ zip: z.string().regex(/^\d{5}$/) }),
  async execute({ zip }, ctx) {
    if (!ctx.profile.travels) return { inArea: true, note: 'customers come to the business' };
    const at = geocodeZip(zip);
    if (!at) return { error: 'unknown_zip', say: tr(ctx.lang)`I couldn't find the ZIP code ${zip.split('').join(' ')}.` } satisfies ToolError;
    if (!ctx.profile.baseKnown) return { inArea: true, miles: null };
    const miles = greatCircleMiles(ctx.profile.base, at);
    return { inArea: miles <= ctx.profile.radiusMiles, miles: Math.round(miles) };
  },
});

export const findSlotsTool = defineTool({
  name: 'find_slots',
  description: 'Two or three concrete free start times for a service, respecting hours, job length and drive time. Give the caller\'s ZIP for businesses that travel.',
  parameters: z.object({
    service: z.string().min(1),
    zip: z.string().regex(/^\d{5}$/).optional(),
    preference: PreferenceSchema.optional(),
    limit: z.number().int().min(1).max(5).optional(),
  }),
  async execute({ service, zip, preference, limit }, ctx): Promise<{ service: string; slots: OfferedSlot[] } | ToolError> {
    const s = findService(ctx, service);
    if (!s) return { error: 'unknown_service', say: tr(ctx.lang)`I'm not sure we offer that.` };
    const at = locate(ctx, zip);
    if (at && 'error' in at) return at;
    const business = schedulingBusiness(ctx.profile);
    if (at && ctx.profile.baseKnown && greatCircleMiles(business.base, at) > business.serviceRadiusMiles) {
      return { error: 'out_of_area', say: tr(ctx.lang)`I'm sorry, that address is outside our service area of ${ctx.profile.radiusMiles} miles.` };
    }
    const now = ctx.now();
    const timelines = await loadTimelinesCached({ redis: ctx.redis, agentId: ctx.profile.agentId, business, now, fetchBusy: ctx.fetchBusy });
    await prepareDrives(ctx, at, timelines);
    const request = { serviceName: s.name, ...(at ? { location: at } : {}), ...(preference ? { preference } : {}), limit: limit ?? 3 };
    let slots: Slot[];
    try {
      slots = findSlots({ business, timelines, request, now, travel: ctx.travel });
    } catch (err) {
      if (err instanceof SlotRequestError) return { error: err.code, say: tr(ctx.lang)`I couldn't look that up.` };
      throw err;
    }
    if (!slots.length) return { error: 'no_slots', say: tr(ctx.lang)`I'm sorry, there are no free times for ${s.name} in the next two weeks.` };
    return { service: s.name, slots: slots.map((x) => ({ start: x.start, end: x.end, technicianId: x.technicianId, spoken: sayWhen(x.start, ctx.profile.timeZone, ctx.lang), ...(x.preferred ? { preferred: true } : {}) })) };
  },
});

export const holdSlot = defineTool({
  name: 'hold_slot',
  description: 'Holds an offered time for a few minutes while the caller gives their details. Answers a hold id, or other times when it was just taken.',
  parameters: z.object({ service: z.string(), start: z.number(), technicianId: z.string(), zip: z.string().optional() }),
  async execute({ service, start, technicianId, zip }, ctx): Promise<{ holdId: string; start: number; end: number } | (ToolError & { alternatives?: OfferedSlot[] })> {
    const s = findService(ctx, service);
    if (!s) return { error: 'unknown_service', say: tr(ctx.lang)`I'm not sure we offer that.` };
    const at = locate(ctx, zip);
    if (at && 'error' in at) return at;
    const holdId = newId('bk');
    await prepareDrives(ctx, at);
    const res = await bookSlot({
      store: ctx.store, business: schedulingBusiness(ctx.profile), request: { serviceName: s.name, ...(at ? { location: at } : {}) },
      slot: { start, technicianId }, bookingId: holdId, now: ctx.now(), travel: ctx.travel, fetchBusy: ctx.fetchBusy, holdMs: ctx.holdMs,
      details: { serviceName: s.name, priceText: priceText(s), callSid: ctx.callSid },
    });
    if (res.ok) return { holdId, start: res.booking.start, end: res.booking.end };
    return {
      error: 'taken', say: tr(ctx.lang)`I'm sorry, that time was just taken.`,
      alternatives: res.alternatives.map((x) => ({ start: x.start, end: x.end, technicianId: x.technicianId })),
    };
  },
});

const Customer = z.object({ name: z.string().min(1), phone: z.string().min(10), address: z.string().optional(), email: z.string().optional() });

export const confirmBooking = defineTool({
  name: 'confirm_booking',
  description: 'Turns a held time into a booking once the caller confirmed the read-back of name, number and address.',
  parameters: z.object({ holdId: z.string(), service: z.string(), customer: Customer }),
  async execute({ holdId, service, customer }, ctx): Promise<Booking | ToolError> {
    const s = findService(ctx, service);
    const now = ctx.now();
    // Re-checked against fresh busy times from the owner's calendars before it becomes a booking.
    const zip = /\b(\d{5})\b/.exec(customer.address ?? '')?.[1];
    const at = ctx.profile.travels && zip ? geocodeZip(zip) : undefined;
    await prepareDrives(ctx, at);
    const held = ctx.profile.arrivalWindowMs ? await ctx.store.get(holdId) : null;
    // The arrival window the caller was offered ("between 9 and 11 AM") is what they are promised.
    const window = held && ctx.profile.arrivalWindowMs ? { windowStart: held.start, windowEnd: held.start + ctx.profile.arrivalWindowMs } : {};
    // A Spanish-speaking caller's confirmation, reminders and changes are texted in Spanish.
    const details = { customer: { ...customer, ...(ctx.lang === 'es' ? { lang: 'es' as const } : {}) }, callSid: ctx.callSid, ...window, ...(s ? { serviceName: s.name, priceText: priceText(s) } : {}) };
    const res = s && (!ctx.profile.travels || at)
      ? await confirmHold({ store: ctx.store, business: schedulingBusiness(ctx.profile), request: { serviceName: s.name, ...(at ? { location: at } : {}) }, bookingId: holdId, now, travel: ctx.travel, fetchBusy: ctx.fetchBusy, details })
      : await ctx.store.confirm({ id: holdId, now, details }).then((b) => (b ? { ok: true as const, booking: b } : { ok: false as const, reason: 'expired' as const }));
    if (!res.ok) {
      if (res.reason === 'conflict') await ctx.store.release(holdId, { now });
      return { error: 'hold_expired', say: tr(ctx.lang)`I'm sorry, that time is no longer available.` };
    }
    await ctx.followUps.emit({ kind: 'booked', booking: facts(res.booking) });
    return res.booking;
  },
});

/** Lets go of a hold the caller did not take. */
export async function releaseHold(ctx: Pick<ToolContext, 'store'>, holdId: string): Promise<void> {
  await ctx.store.release(holdId);
}

export const findBookings = defineTool({
  name: 'find_bookings',
  description: "The caller's upcoming bookings: by the number they call from, then by name.",
  parameters: z.object({ phone: z.string().optional(), name: z.string().optional() }),
  async execute({ phone, name }, ctx) {
    const found = await ctx.store.byCaller({ ...(phone ?? ctx.callerPhone ? { phone: phone ?? ctx.callerPhone } : {}), ...(name ? { name } : {}), now: ctx.now() });
    return { bookings: found };
  },
});

export const rescheduleBooking = defineTool({
  name: 'reschedule_booking',
  description: 'Moves a booking to a new time the caller accepted (from find_slots).',
  parameters: z.object({ bookingId: z.string(), start: z.number(), technicianId: z.string() }),
  async execute({ bookingId, start, technicianId }, ctx): Promise<(Booking & { previousStart: number }) | (ToolError & { alternatives?: OfferedSlot[] })> {
    const b = await ctx.store.get(bookingId);
    if (!b || b.status !== 'confirmed') return { error: 'not_found', say: tr(ctx.lang)`I couldn't find that booking.` };
    const s = findService(ctx, b.serviceName);
    const zip = /\b(\d{5})\b/.exec(b.customer.address ?? '')?.[1];
    const at = locate(ctx, zip);
    const where = at && !('error' in at) ? at : undefined;
    await prepareDrives(ctx, where);
    const res = await moveBooking({
      store: ctx.store, business: schedulingBusiness(ctx.profile), bookingId,
      request: { ...(s ? { serviceName: s.name } : { durationMs: b.end - b.start }), ...(where ? { location: where } : {}) },
      slot: { start, technicianId }, now: ctx.now(), travel: ctx.travel, fetchBusy: ctx.fetchBusy,
    });
    if (!res.ok && res.reason === 'not_found') return { error: 'not_found', say: tr(ctx.lang)`I couldn't find that booking.` };
    if (!res.ok) return { error: 'taken', say: tr(ctx.lang)`I'm sorry, that time was just taken.`, alternatives: res.alternatives.map((x) => ({ start: x.start, end: x.end, technicianId: x.technicianId })) };
    await ctx.followUps.emit({ kind: 'rescheduled', booking: facts(res.booking), previousStart: res.previous.start });
    return { ...res.booking, previousStart: res.previous.start };
  },
});

export const cancelBooking = defineTool({
  name: 'cancel_booking',
  description: 'Cancels a booking after the caller confirmed which one.',
  parameters: z.object({ bookingId: z.string() }),
  async execute({ bookingId }, ctx): Promise<Booking | ToolError> {
    const gone = await cancelStored({ store: ctx.store, bookingId, now: ctx.now() });
    if (!gone) return { error: 'not_found', say: tr(ctx.lang)`I couldn't find that booking.` };
    await ctx.followUps.emit({ kind: 'cancelled', booking: facts(gone) });
    return gone;
  },
});

export const takeMessage = defineTool({
  name: 'take_message',
  description: 'Passes a message to the owner at once (urgent ones by text and email).',
  parameters: z.object({ message: z.string().min(1), name: z.string().optional(), phone: z.string().optional(), urgent: z.boolean().default(false) }),
  async execute({ message, name, phone, urgent }, ctx) {
    const callerPhone = phone ?? ctx.callerPhone;
    await callRecords(ctx.redis).noteMessage(ctx.callSid, { text: message, urgent, ...(name ? { callerName: name } : {}) });
    await ctx.followUps.emit({
      kind: 'message',
      message: { agentId: ctx.profile.agentId, callSid: ctx.callSid, urgent, message, ...(name ? { callerName: name } : {}), ...(callerPhone ? { callerPhone } : {}) },
    });
    return { delivered: true };
  },
});

export const transferToOwner = defineTool({
  name: 'transfer_to_owner',
  description: 'Ends the AI part of the call and connects the caller to the owner (reason emergency for urgent situations).',
  parameters: z.object({ reason: z.enum(['transfer', 'emergency']), summary: z.string().max(300).optional() }),
  async execute({ reason, summary }) {
    return { handoff: { reason, ...(summary ? { summary } : {}) } };
  },
});

export function facts(b: Booking) {
  return { agentId: b.agentId, id: b.id, start: b.start, end: b.end, serviceName: b.serviceName, priceText: b.priceText, sequence: b.sequence, customer: b.customer, ...(b.callSid ? { callSid: b.callSid } : {}) };
}

export const TOOLS = [businessFacts, listServices, checkServiceArea, findSlotsTool, holdSlot, confirmBooking, findBookings, rescheduleBooking, cancelBooking, takeMessage, transferToOwner, unansweredQuestion] as const;
export type AnyTool = (typeof TOOLS)[number];
