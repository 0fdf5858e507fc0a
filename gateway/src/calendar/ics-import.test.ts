import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createRedis } from '../store';
import { busyFromIcs } from './ics-import';
import { CalendarFetchError, createIcsBusySource } from './ics-source';

declare module 'vitest' {
  export interface ProvidedContext { redisUrl: string }
}

const FEED = [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
  'BEGIN:VTIMEZONE', 'TZID:America/New_York',
  'BEGIN:DAYLIGHT', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0400', 'TZNAME:EDT', 'DTSTART:19700308T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU', 'END:DAYLIGHT',
  'BEGIN:STANDARD', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500', 'TZNAME:EST', 'DTSTART:19701101T020000', 'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU', 'END:STANDARD',
  'END:VTIMEZONE',
  // weekly Monday 9–10 across the fall-back, one week skipped, one week moved to 14:00
  'BEGIN:VEVENT', 'UID:weekly@x', 'DTSTAMP:20261001T000000Z', 'DTSTART;TZID=America/New_York:20261019T090000', 'DTEND;TZID=America/New_York:20261019T100000',
  'RRULE:FREQ=WEEKLY;COUNT=5', 'EXDATE;TZID=America/New_York:20261102T090000', 'SUMMARY:Team', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:weekly@x', 'DTSTAMP:20261001T000000Z', 'RECURRENCE-ID;TZID=America/New_York:20261109T090000',
  'DTSTART;TZID=America/New_York:20261109T140000', 'DTEND;TZID=America/New_York:20261109T150000', 'SUMMARY:Team (moved)', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:kolkata@x', 'DTSTAMP:20261001T000000Z', 'DTSTART;TZID=Asia/Kolkata:20261027T100000', 'DTEND;TZID=Asia/Kolkata:20261027T110000', 'SUMMARY:Supplier call', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:allday@x', 'DTSTAMP:20261001T000000Z', 'DTSTART;VALUE=DATE:20261028', 'DTEND;VALUE=DATE:20261029', 'SUMMARY:Day off', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:cancelled@x', 'DTSTAMP:20261001T000000Z', 'DTSTART:20261029T150000Z', 'DTEND:20261029T160000Z', 'STATUS:CANCELLED', 'SUMMARY:Dropped', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:free@x', 'DTSTAMP:20261001T000000Z', 'DTSTART:20261030T150000Z', 'DTEND:20261030T160000Z', 'TRANSP:TRANSPARENT', 'SUMMARY:Reminder', 'END:VEVENT',
  'END:VCALENDAR', '',
].join('\r\n');

const iso = (xs: Array<{ start: number; end: number }>) => xs.map((x) => `${new Date(x.start).toISOString()}/${new Date(x.end).toISOString()}`);

describe('busyFromIcs', () => {
  it('expands recurrences with exceptions and zones, skips free and cancelled events, blocks all-day local days', () => {
    expect(iso(busyFromIcs({ ics: FEED, from: Date.parse('2026-10-19T00:00:00Z'), to: Date.parse('2026-11-20T00:00:00Z'), timeZone: 'America/New_York' }))).toStrictEqual([
      '2026-10-19T13:00:00.000Z/2026-10-19T14:00:00.000Z',
      '2026-10-26T13:00:00.000Z/2026-10-26T14:00:00.000Z',
      '2026-10-27T04:30:00.000Z/2026-10-27T05:30:00.000Z', // 10:00 in Kolkata (+05:30)
      '2026-10-28T04:00:00.000Z/2026-10-29T04:00:00.000Z', // all day in New York (EDT)
      '2026-11-09T19:00:00.000Z/2026-11-09T20:00:00.000Z', // moved to 14:00 EST
      '2026-11-16T14:00:00.000Z/2026-11-16T15:00:00.000Z', // 9:00 EST after the fall-back
    ]);
  });

  it('keeps to the window and merges overlaps', () => {
    expect(iso(busyFromIcs({ ics: FEED, from: Date.parse('2026-11-01T00:00:00Z'), to: Date.parse('2026-11-12T00:00:00Z'), timeZone: 'America/New_York' })))
      .toStrictEqual(['2026-11-09T19:00:00.000Z/2026-11-09T20:00:00.000Z']);
    const two = FEED.replace('END:VCALENDAR', ['BEGIN:VEVENT', 'UID:o@x', 'DTSTAMP:20261001T000000Z', 'DTSTART:20261019T133000Z', 'DTEND:20261019T143000Z', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n'));
    expect(iso(busyFromIcs({ ics: two, from: Date.parse('2026-10-19T00:00:00Z'), to: Date.parse('2026-10-20T00:00:00Z'), timeZone: 'America/New_York' })))
      .toStrictEqual(['2026-10-19T13:00:00.000Z/2026-10-19T14:30:00.000Z']);
  });
});

describe('ICS busy source', () => {
  const redis = createRedis(inject('redisUrl'));
  let hits = 0;
  let status = 200;
  const server = createServer((req, res) => {
    hits++;
    res.writeHead(status, { 'content-type': 'text/calendar' }).end(status === 200 ? FEED : 'oops');
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar/ical/secret/basic.ics`;
  });
  afterAll(async () => { server.close(); await redis.quit(); });

  it('serves from the cache while fresh, refetches when stale, and falls back to the stale copy when the feed fails', async () => {
    const source = createIcsBusySource({ redis, agentId: randomUUID(), sourceId: 'main', url, timeZone: 'America/New_York', maxAgeMs: 60_000 });
    const now = Date.parse('2026-10-18T12:00:00Z');
    const window = { from: Date.parse('2026-10-19T00:00:00Z'), to: Date.parse('2026-10-20T00:00:00Z') };
    hits = 0;
    status = 200;
    expect(iso(await source.busy({ ...window, now }))).toStrictEqual(['2026-10-19T13:00:00.000Z/2026-10-19T14:00:00.000Z']);
    await source.busy({ ...window, now: now + 30_000 });
    expect(hits).toBe(1);
    await source.busy({ ...window, now: now + 61_000 });
    expect(hits).toBe(2);
    status = 500;
    expect(iso(await source.busy({ ...window, now: now + 200_000 }))).toStrictEqual(['2026-10-19T13:00:00.000Z/2026-10-19T14:00:00.000Z']);
    expect(hits).toBe(3);
    await expect(source.refresh({ now })).rejects.toBeInstanceOf(CalendarFetchError);
  });

  it('fails clearly when there is no copy at all and the feed is down', async () => {
    status = 404;
    const source = createIcsBusySource({ redis, agentId: randomUUID(), sourceId: 'main', url, timeZone: 'America/New_York' });
    await expect(source.busy({ from: 0, to: 1, now: 0 })).rejects.toThrow('calendar feed answered 404');
  });
});
