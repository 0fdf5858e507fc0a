import type { LatLng } from '../scheduling';
import type { Booking } from './bookings';
import { escapeText, formatUtc, paramValue, serialize } from './ics-format';

export const PRODID = '-//Bookline//Bookline Receptionist//EN';

export interface CalendarEvent {
  /** Stable across updates and cancellation: see bookingUid. */
  uid: string;
  start: number;
  end: number;
  summary: string;
  description?: string;
  location?: string;
  geo?: LatLng;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** 0 for the first version; every update (and the cancellation) must be higher. */
  sequence?: number;
  /** Last change; LAST-MODIFIED. */
  updatedAt?: number;
}

export interface Person { name?: string; email: string }

/** The same booking always gets the same UID, so calendars update it in place. */
export function bookingUid(agentId: string, bookingId: string): string {
  return `${bookingId}.${agentId}@bookline`;
}

/** A stored booking as a calendar event (personal data only in the description). */
export function bookingEvent(b: Booking, { agentId, businessName }: { agentId: string; businessName: string }): CalendarEvent {
  const who = b.customer?.name ? ` — ${b.customer.name}` : '';
  const lines = [b.customer?.phone && `Phone: ${b.customer.phone}`, b.customer?.email && `Email: ${b.customer.email}`, `Booked by the ${businessName} receptionist`].filter(Boolean);
  return {
    uid: bookingUid(agentId, b.id), start: b.start, end: b.end, summary: `${b.serviceName ?? 'Appointment'}${who}`,
    description: lines.join('\n'), ...(b.customer?.address ? { location: b.customer.address } : {}), geo: b.location,
    status: b.status === 'held' ? 'TENTATIVE' : 'CONFIRMED', sequence: b.sequence,
  };
}

function eventLines(e: CalendarEvent, now: number, extra: string[] = []): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(e.uid)}`,
    `DTSTAMP:${formatUtc(now)}`,
    `DTSTART:${formatUtc(e.start)}`,
    `DTEND:${formatUtc(e.end)}`,
    `SEQUENCE:${e.sequence ?? 0}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.geo ? [`GEO:${e.geo.lat.toFixed(6)};${e.geo.lng.toFixed(6)}`] : []),
    ...(e.status ? [`STATUS:${e.status}`] : []),
    ...(e.updatedAt !== undefined ? [`LAST-MODIFIED:${formatUtc(e.updatedAt)}`] : []),
    ...extra,
    'END:VEVENT',
  ];
}

/** The agent's booking feed (served as text/calendar; subscribe-able by any calendar). */
export function bookingFeed({ calendarName, events, now }: { calendarName: string; events: readonly CalendarEvent[]; now: number }): string {
  return serialize([
    'BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`,
    ...events.flatMap((e) => eventLines(e, now)),
    'END:VCALENDAR',
  ]);
}

/**
 * An iTIP invitation (RFC 5546) for email: REQUEST creates or updates (send a higher
 * SEQUENCE with every change), CANCEL removes (its SEQUENCE must exceed the last REQUEST's).
 */
export function invitation({ method, event, organizer, attendees, now }: { method: 'REQUEST' | 'CANCEL'; event: CalendarEvent; organizer: Person; attendees: readonly Person[]; now: number }): string {
  const person = (p: Person) => (p.name ? `;CN=${paramValue(p.name)}` : '');
  const extra = [
    `ORGANIZER${person(organizer)}:mailto:${organizer.email}`,
    ...attendees.map((a) => `ATTENDEE${person(a)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${a.email}`),
  ];
  const e = method === 'CANCEL' ? { ...event, status: 'CANCELLED' as const } : event;
  return serialize(['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODID}`, 'CALSCALE:GREGORIAN', `METHOD:${method}`, ...eventLines(e, now, extra), 'END:VCALENDAR']);
}
