import { addDays, checkSlot, findSlots, localDate, localToInstant, type Business, type Interval, type Slot, type SlotRequest, type Timeline, type TravelModel } from '../scheduling';
import { toJob, type BookedSlot, type Booking, type BookingDetails, type BookingStore } from './bookings';

/** Fresh busy times from the owner's calendars for one technician over [from, to). */
export type FetchBusy = (q: { technicianId: string; from: number; to: number }) => Promise<Interval[]>;

export interface BookSlotInput {
  store: BookingStore;
  business: Business;
  request: SlotRequest;
  /** The offered slot the caller accepted. */
  slot: Pick<Slot, 'start' | 'technicianId'>;
  bookingId: string;
  now: number;
  travel: TravelModel;
  fetchBusy: FetchBusy;
  /** Write a tentative hold that lapses after this long instead of a confirmed booking. */
  holdMs?: number;
  details?: BookingDetails;
  /** Compare-and-set retries when another booking lands on the same day meanwhile. Default 8. */
  maxAttempts?: number;
}

export type BookSlotResult =
  | { ok: true; booking: Booking }
  | { ok: false; reason: 'taken'; alternatives: Slot[] };

const DAY = 86_400_000;

/** Every technician's timeline over the horizon: stored bookings plus fresh external busy. */
export async function loadTimelines({ store, business, now, fetchBusy }: Pick<BookSlotInput, 'store' | 'business' | 'now' | 'fetchBusy'>): Promise<Timeline[]> {
  const today = localDate(now, business.timeZone);
  const dates = Array.from({ length: business.horizonDays ?? 14 }, (_, d) => addDays(today, d));
  const techs = business.technicians?.length ? business.technicians : [{ id: 'default' }];
  return Promise.all(techs.map(async (t) => {
    const days = await Promise.all(dates.map((date) => store.readDay({ technicianId: t.id, date, now })));
    const busy = await fetchBusy({ technicianId: t.id, from: now - DAY, to: now + (dates.length + 1) * DAY });
    return { technicianId: t.id, jobs: days.flatMap((d) => d.bookings.map(toJob)), busy };
  }));
}

/**
 * One attempt's view of the day a slot falls on: its version, a timeline with the neighbouring
 * days (hours may run to midnight) and fresh external busy, and whether the slot still fits.
 * `ignoreId` leaves a booking out of its own way (a move).
 */
async function checkDay({ store, business, request, slot, now, travel, fetchBusy, ignoreId }: Pick<BookSlotInput, 'store' | 'business' | 'request' | 'slot' | 'now' | 'travel' | 'fetchBusy'> & { ignoreId?: string }) {
  const date = localDate(slot.start, business.timeZone);
  const dayStart = localToInstant({ date, minutes: 0, timeZone: business.timeZone });
  const [day, before, after, busy] = await Promise.all([
    store.readDay({ technicianId: slot.technicianId, date, now }),
    store.readDay({ technicianId: slot.technicianId, date: addDays(date, -1), now }),
    store.readDay({ technicianId: slot.technicianId, date: addDays(date, 1), now }),
    fetchBusy({ technicianId: slot.technicianId, from: dayStart - DAY, to: dayStart + 2 * DAY }),
  ]);
  const jobs = ([] as BookedSlot[]).concat(before.bookings, day.bookings, after.bookings).filter((b) => b.id !== ignoreId).map(toJob);
  const timeline: Timeline = { technicianId: slot.technicianId, jobs, busy };
  const fits = checkSlot({ business, timelines: [timeline], request, now, travel, start: slot.start, technicianId: slot.technicianId });
  return { date, version: day.version, fits };
}

async function alternatives(input: Pick<BookSlotInput, 'store' | 'business' | 'request' | 'now' | 'travel' | 'fetchBusy'>): Promise<Slot[]> {
  const timelines = await loadTimelines(input);
  return findSlots({ business: input.business, timelines, request: input.request, now: input.now, travel: input.travel });
}

/**
 * Books an accepted slot without double booking. Each attempt reads the technician's day
 * (with its version), fetches fresh external busy times, re-checks the slot with the same
 * rules findSlots uses, and writes the booking record with its slot in one script, only if
 * the day is still at the version it read. When another caller got there first the attempt
 * repeats; when the slot is no longer feasible, the caller gets the next best options instead.
 */
export async function bookSlot(input: BookSlotInput): Promise<BookSlotResult> {
  const { store, business, request, slot, now } = input;
  const d = input.details ?? {};
  for (let attempt = 0; attempt < (input.maxAttempts ?? 8); attempt++) {
    const { date, version, fits } = await checkDay(input);
    if (!fits) break;
    const booking: Booking = {
      id: input.bookingId, agentId: store.agentId, technicianId: slot.technicianId, date, start: fits.start, end: fits.end,
      location: request.location ?? business.base, status: input.holdMs ? 'held' : 'confirmed',
      ...(input.holdMs ? { holdExpiresAt: now + input.holdMs } : {}),
      serviceName: d.serviceName ?? request.serviceName ?? 'Appointment', priceText: d.priceText ?? '', sequence: 0,
      customer: d.customer ?? {}, ...(d.callSid ? { callSid: d.callSid } : {}), createdAt: now, updatedAt: now,
    };
    if (await store.create({ booking, expectedVersion: version, now })) return { ok: true, booking };
  }
  return { ok: false, reason: 'taken', alternatives: await alternatives(input) };
}

/** A confirmed booking straight away (the owner adding one, or a caller without a hold). */
export const createBooking = (input: Omit<BookSlotInput, 'holdMs'>): Promise<BookSlotResult> => bookSlot(input);

export type ConfirmHoldResult = { ok: true; booking: Booking } | { ok: false; reason: 'expired' | 'conflict' };

/**
 * Turns a caller's tentative hold into a booking once they say yes, after re-checking it
 * against fresh external busy times (the owner may have added an event meanwhile). Our own
 * bookings cannot have taken the slot: the hold blocked it. On a conflict the hold stays (the
 * caller decides: release it, or try again).
 */
export async function confirmHold({ store, business, request, bookingId, now, travel, fetchBusy, details }: Omit<BookSlotInput, 'slot' | 'holdMs' | 'maxAttempts'>): Promise<ConfirmHoldResult> {
  const hold = await store.get(bookingId);
  if (!hold || hold.status !== 'held' || (hold.holdExpiresAt ?? 0) <= now) return { ok: false, reason: 'expired' };
  const { fits } = await checkDay({ store, business, request, slot: hold, now, travel, fetchBusy, ignoreId: bookingId });
  if (!fits) return { ok: false, reason: 'conflict' };
  const booking = await store.confirm({ id: bookingId, now, ...(details ? { details } : {}) });
  return booking ? { ok: true, booking } : { ok: false, reason: 'expired' };
}

export type MoveBookingResult =
  | { ok: true; booking: Booking; previous: Booking }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'taken'; alternatives: Slot[] };

/**
 * Moves a confirmed booking to a new accepted slot: same record and id (the calendar UID),
 * sequence + 1, the old slot freed and the new one taken in one script. The booking does not
 * stand in its own way. `request` defaults to the booking's length at its place.
 */
export async function moveBooking(input: Omit<BookSlotInput, 'request' | 'holdMs' | 'details'> & { request?: SlotRequest }): Promise<MoveBookingResult> {
  const { store, bookingId, slot, now } = input;
  for (let attempt = 0; attempt < (input.maxAttempts ?? 8); attempt++) {
    const previous = await store.get(bookingId);
    if (!previous || previous.status !== 'confirmed') return { ok: false, reason: 'not_found' };
    const request = input.request ?? { durationMs: previous.end - previous.start, location: previous.location };
    const { date, version, fits } = await checkDay({ ...input, request, ignoreId: bookingId });
    if (!fits) return { ok: false, reason: 'taken', alternatives: await alternatives({ ...input, request }) };
    const res = await store.move({
      id: bookingId, from: previous, expectedVersion: version, now,
      to: { technicianId: slot.technicianId, date, start: fits.start, end: fits.end, location: request.location ?? previous.location },
    });
    if (res.status === 'moved') return { ok: true, booking: res.booking, previous };
    if (res.status === 'gone') return { ok: false, reason: 'not_found' };
  }
  const previous = await store.get(bookingId);
  return { ok: false, reason: 'taken', alternatives: await alternatives({ ...input, request: input.request ?? { durationMs: (previous?.end ?? 0) - (previous?.start ?? 0) } }) };
}

/** Cancels a booking: the record stays as 'cancelled' (sequence + 1); null when there was none to cancel. */
export async function cancelBooking({ store, bookingId, now }: { store: BookingStore; bookingId: string; now: number }): Promise<Booking | null> {
  const b = await store.get(bookingId);
  if (!b || b.status !== 'confirmed') return null;
  return store.cancel(bookingId, { now });
}
