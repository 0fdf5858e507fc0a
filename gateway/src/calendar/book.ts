import { addDays, checkSlot, findSlots, localDate, localToInstant, type Business, type Interval, type Slot, type SlotRequest, type Timeline, type TravelModel } from '../scheduling';
import { toJob, type BookingStore, type StoredBooking } from './bookings';

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
  details?: Pick<StoredBooking, 'serviceName' | 'customer'>;
  /** Compare-and-set retries when another booking lands on the same day meanwhile. Default 8. */
  maxAttempts?: number;
}

export type BookSlotResult =
  | { ok: true; booking: StoredBooking }
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
 * Books an accepted slot without double booking. Each attempt reads the technician's day
 * (with its version), fetches fresh external busy times, re-checks the slot with the same
 * rules findSlots uses, and writes only if the day is still at the version it read. When
 * another caller got there first the attempt repeats; when the slot is no longer
 * feasible, the caller gets the next best options instead.
 */
export async function bookSlot(input: BookSlotInput): Promise<BookSlotResult> {
  const { store, business, request, slot, now, travel, fetchBusy } = input;
  const date = localDate(slot.start, business.timeZone);
  const dayStart = localToInstant({ date, minutes: 0, timeZone: business.timeZone });
  for (let attempt = 0; attempt < (input.maxAttempts ?? 8); attempt++) {
    const [day, busy] = await Promise.all([
      store.readDay({ technicianId: slot.technicianId, date, now }),
      fetchBusy({ technicianId: slot.technicianId, from: dayStart - DAY, to: dayStart + 2 * DAY }),
    ]);
    // Only this day's jobs are needed: hours never reach across midnight far enough to matter.
    const timeline: Timeline = { technicianId: slot.technicianId, jobs: day.bookings.map(toJob), busy };
    const ok = checkSlot({ business, timelines: [timeline], request, now, travel, start: slot.start, technicianId: slot.technicianId });
    if (!ok) break;
    const booking: StoredBooking = {
      id: input.bookingId, technicianId: slot.technicianId, date, start: ok.start, end: ok.end,
      location: request.location ?? business.base, status: input.holdMs ? 'held' : 'confirmed', sequence: 0, ...input.details,
      ...(input.holdMs ? { holdExpiresAt: now + input.holdMs } : {}),
    };
    if (await store.write({ booking, expectedVersion: day.version, now })) return { ok: true, booking };
  }
  const timelines = await loadTimelines({ store, business, now, fetchBusy });
  return { ok: false, reason: 'taken', alternatives: findSlots({ business, timelines, request, now, travel }) };
}

export type ConfirmHoldResult = { ok: true; booking: StoredBooking } | { ok: false; reason: 'expired' | 'conflict' };

/**
 * Turns a caller's tentative hold into a booking once they say yes, after re-checking it
 * against fresh external busy times (the owner may have added an event meanwhile). Our own
 * bookings cannot have taken the slot: the hold blocked it.
 */
export async function confirmHold({ store, business, request, bookingId, now, travel, fetchBusy }: Omit<BookSlotInput, 'slot' | 'holdMs' | 'details' | 'maxAttempts'>): Promise<ConfirmHoldResult> {
  const hold = await store.get(bookingId);
  if (!hold || hold.status !== 'held' || (hold.holdExpiresAt ?? 0) <= now) return { ok: false, reason: 'expired' };
  const dayStart = localToInstant({ date: hold.date, minutes: 0, timeZone: business.timeZone });
  const [day, busy] = await Promise.all([
    store.readDay({ technicianId: hold.technicianId, date: hold.date, now }),
    fetchBusy({ technicianId: hold.technicianId, from: dayStart - DAY, to: dayStart + 2 * DAY }),
  ]);
  const timeline: Timeline = { technicianId: hold.technicianId, jobs: day.bookings.filter((b) => b.id !== bookingId).map(toJob), busy };
  if (!checkSlot({ business, timelines: [timeline], request, now, travel, start: hold.start, technicianId: hold.technicianId })) return { ok: false, reason: 'conflict' };
  const booking = await store.confirm({ id: bookingId, now });
  return booking ? { ok: true, booking } : { ok: false, reason: 'expired' };
}
