import { addDays, localDate, type Business } from '../scheduling';
import type { BookingStore } from './bookings';
import { bookingEvent, bookingFeed } from './ics-export';

/**
 * The agent's booking feed as served at its secret feed address (Content-Type
 * text/calendar; charset=utf-8): every live booking from `pastDays` ago to the end of the
 * booking horizon, holds as TENTATIVE.
 */
export async function agentFeed({ store, business, agentId, businessName, now, pastDays = 30 }: {
  store: BookingStore; business: Business; agentId: string; businessName: string; now: number; pastDays?: number;
}): Promise<string> {
  const today = localDate(now, business.timeZone);
  const dates = Array.from({ length: pastDays + (business.horizonDays ?? 14) }, (_, k) => addDays(today, k - pastDays));
  const technicianIds = business.technicians?.length ? business.technicians.map((t) => t.id) : ['default'];
  const slots = await store.listDays({ technicianIds, dates, now });
  const bookings = await store.getMany(slots.map((s) => s.id));
  return bookingFeed({ calendarName: `${businessName} bookings`, events: bookings.map((b) => bookingEvent(b, { agentId, businessName })), now });
}

export const FEED_CONTENT_TYPE = 'text/calendar; charset=utf-8';
