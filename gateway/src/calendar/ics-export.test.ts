import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingEvent, bookingFeed, bookingUid, invitation, type CalendarEvent } from './ics-export';
import type { Booking } from './bookings';

const now = Date.parse('2026-06-08T12:34:56Z');
// X-WR-CALNAME is TEXT by convention (Apple/Google); ical.js reads unknown X- properties raw.
(ICAL.design.icalendar.property as Record<string, unknown>)['x-wr-calname'] = { defaultType: 'text' };

/** Parses with ical.js (an independent implementation) and reads every field back. */
function readBack(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  return {
    method: cal.getFirstPropertyValue('method'),
    name: cal.getFirstPropertyValue('x-wr-calname'),
    events: cal.getAllSubcomponents('vevent').map((v) => {
      const e = new ICAL.Event(v);
      return {
        uid: e.uid, summary: e.summary, description: e.description ?? undefined, location: e.location ?? undefined, sequence: e.sequence,
        start: e.startDate.toJSDate().getTime(), end: e.endDate.toJSDate().getTime(), status: v.getFirstPropertyValue('status') ?? undefined,
        organizer: v.getFirstPropertyValue('organizer') ?? undefined, attendees: v.getAllProperties('attendee').map((p) => [p.getParameter('cn'), p.getFirstValue()]),
        geo: v.getFirstPropertyValue('geo') ?? undefined,
      };
    }),
  };
}

/** What TEXT can carry: no control characters but tab and line breaks; CR LF reads back as LF. */
const textSafe = (s: string) => s.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ''); // eslint-disable-line no-control-regex

describe('booking feed', () => {
  it('survives a round trip through ical.js with every field intact, whatever the text', () => {
    // short texts, and long ones that must fold (fast-check otherwise favours short strings)
    const textArb = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ unit: 'grapheme', minLength: 60, maxLength: 300 }), fc.string({ unit: 'grapheme-ascii', minLength: 70, maxLength: 200 }));
    const eventArb = fc.record({
      id: fc.uuid(), start: fc.integer({ min: 1.7e12, max: 1.9e12 }), minutes: fc.integer({ min: 5, max: 600 }), summary: textArb.filter((s) => textSafe(s).trim().length > 0),
      description: fc.option(textArb, { nil: undefined }), location: fc.option(textArb, { nil: undefined }), sequence: fc.nat(20),
      status: fc.constantFrom('CONFIRMED', 'TENTATIVE', 'CANCELLED' as const),
    });
    fc.assert(fc.property(fc.array(eventArb, { maxLength: 5 }), textArb, (raw, name) => {
      const events: CalendarEvent[] = raw.map((r) => ({
        uid: bookingUid('agent-1', r.id), start: Math.floor(r.start / 1000) * 1000, end: Math.floor(r.start / 1000) * 1000 + r.minutes * 60_000,
        summary: r.summary, description: r.description, location: r.location, sequence: r.sequence, status: r.status,
      }));
      const text = bookingFeed({ calendarName: name, events, now });
      for (const line of text.split('\r\n').slice(0, -1)) {
        expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
        expect((line as string & { isWellFormed(): boolean }).isWellFormed()).toBe(true); // no character split across lines
      }
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      const back = readBack(text);
      expect(back.method).toBe('PUBLISH');
      expect(back.name ?? '').toBe(textSafe(name));
      expect(back.events).toStrictEqual(events.map((e) => ({
        uid: e.uid, summary: textSafe(e.summary), description: e.description && textSafe(e.description) ? textSafe(e.description) : undefined,
        location: e.location && textSafe(e.location) ? textSafe(e.location) : undefined, sequence: e.sequence, start: e.start, end: e.end,
        status: e.status, organizer: undefined, attendees: [], geo: undefined,
      })));
    }), { numRuns: 300 });
  });

  it('turns a stored booking into an event with a stable UID, tentative while held', () => {
    const b: Booking = {
      id: 'bk1', agentId: 'ag', technicianId: 't', date: '2026-06-09', start: Date.parse('2026-06-09T14:00:00Z'), end: Date.parse('2026-06-09T15:00:00Z'),
      location: { lat: 40.7128, lng: -74.006 }, status: 'held', sequence: 0, serviceName: 'Water heater, tank; 50 gal',
      customer: { name: 'Zoë O\'Brien', phone: '+1 212 555 0100', address: '12 Main St, Apt 3; rear door' }, priceText: '', createdAt: now, updatedAt: now,
    };
    const ev = bookingEvent(b, { agentId: 'ag', businessName: 'Ace Plumbing' });
    const back = readBack(bookingFeed({ calendarName: 'Ace', events: [ev], now })).events[0]!;
    expect(back).toMatchObject({ uid: 'bk1.ag@bookline', summary: 'Water heater, tank; 50 gal — Zoë O\'Brien', location: '12 Main St, Apt 3; rear door', status: 'TENTATIVE', start: b.start, end: b.end });
    expect(back.description).toBe('Phone: +1 212 555 0100\nBooked by the Ace Plumbing receptionist');
    expect(back.geo).toStrictEqual([40.7128, -74.006]);
  });
});

describe('TEXT escaping', () => {
  it('escapes the worked example of the RFC rules', () => {
    const text = bookingFeed({ calendarName: 'x', now, events: [{ uid: 'u', start: now, end: now + 1000, summary: 'Fix sink; bring parts, ok?\nGate code 12\\3' }] });
    expect(text).toContain('SUMMARY:Fix sink\\; bring parts\\, ok?\\nGate code 12\\\\3\r\n');
  });
});

describe('invitations', () => {
  const event: CalendarEvent = { uid: bookingUid('ag', 'bk2'), start: Date.parse('2026-06-09T14:00:00Z'), end: Date.parse('2026-06-09T15:00:00Z'), summary: 'Drain cleaning', sequence: 0, status: 'CONFIRMED' };
  const organizer = { name: 'Ace Plumbing, LLC', email: 'owner@ace.example' };
  const attendees = [{ name: 'Sam Lee', email: 'sam@example.com' }];

  it('requests, updates with a higher sequence, and cancels the same UID', () => {
    const first = readBack(invitation({ method: 'REQUEST', event, organizer, attendees, now }));
    const moved = readBack(invitation({ method: 'REQUEST', event: { ...event, start: event.start + 3_600_000, end: event.end + 3_600_000, sequence: 1 }, organizer, attendees, now }));
    const cancel = readBack(invitation({ method: 'CANCEL', event: { ...event, sequence: 2 }, organizer, attendees, now }));
    expect([first.method, moved.method, cancel.method]).toStrictEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(new Set([first, moved, cancel].map((c) => c.events[0]!.uid)).size).toBe(1);
    expect([first, moved, cancel].map((c) => c.events[0]!.sequence)).toStrictEqual([0, 1, 2]);
    expect(moved.events[0]!.start).toBe(event.start + 3_600_000);
    expect(cancel.events[0]!.status).toBe('CANCELLED');
    expect(first.events[0]!.organizer).toBe('mailto:owner@ace.example');
    expect(first.events[0]!.attendees).toStrictEqual([['Sam Lee', 'mailto:sam@example.com']]);
  });

  it('quotes a display name holding a comma', () => {
    const text = invitation({ method: 'REQUEST', event, organizer, attendees, now });
    expect(text).toContain('ORGANIZER;CN="Ace Plumbing, LLC":mailto:owner@ace.example');
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(cal.getFirstSubcomponent('vevent')!.getFirstProperty('organizer')!.getParameter('cn')).toBe('Ace Plumbing, LLC');
  });
});
