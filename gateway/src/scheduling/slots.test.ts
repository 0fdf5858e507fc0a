import { describe, expect, it } from 'vitest';
import { defaultWeeklySchedule, type WeeklySchedule } from '@bookline/contracts';
import type { Business, Timeline } from './types';
import { checkSlot, feasibleSlots, findSlots, spacedOptions, type Candidate } from './slots';
import { createOfflineTravel } from './travel';
import { parsePreference } from './preference';
import { toZonedIso } from './zoned';

const closedWeek = (): WeeklySchedule => {
  const w = defaultWeeklySchedule();
  for (const d of Object.keys(w) as Array<keyof WeeklySchedule>) w[d] = { isOpen: false, ranges: [] };
  return w;
};

function shop(timeZone: string, schedule: WeeklySchedule, over: Partial<Business> = {}): Business {
  return {
    timeZone, weeklySchedule: schedule, base: { lat: 40.75, lng: -73.99 }, serviceType: 'Fixed Location', serviceRadiusMiles: 20,
    services: [{ name: 'Drain cleaning', durationMinutes: 60 }], bufferMs: 0, minNoticeMs: 0, horizonDays: 2, slotStepMs: 15 * 60_000, ...over,
  };
}

const starts = (b: Business, now: number) =>
  feasibleSlots({ business: b, timelines: [], now, travel: createOfflineTravel({ timeZone: b.timeZone }), request: { serviceName: 'Drain cleaning' } })
    .map((s) => `${toZonedIso(s.start, b.timeZone)}/${toZonedIso(s.end, b.timeZone)}`);

describe('slots on DST days', () => {
  const night = () => { const w = closedWeek(); w.sunday = { isOpen: true, ranges: [{ startTime: '1:00 AM', endTime: '4:00 AM' }] }; return w; };

  it('offers two hours of night opening on New York spring-forward Sunday', () => {
    expect(starts(shop('America/New_York', night()), Date.parse('2026-03-07T17:00:00Z'))).toStrictEqual([
      '2026-03-08T01:00:00-05:00/2026-03-08T03:00:00-04:00',
      '2026-03-08T01:15:00-05:00/2026-03-08T03:15:00-04:00',
      '2026-03-08T01:30:00-05:00/2026-03-08T03:30:00-04:00',
      '2026-03-08T01:45:00-05:00/2026-03-08T03:45:00-04:00',
      '2026-03-08T03:00:00-04:00/2026-03-08T04:00:00-04:00',
    ]);
  });

  it('offers four hours, the repeated hour twice, on New York fall-back Sunday', () => {
    const got = starts(shop('America/New_York', night()), Date.parse('2026-10-31T17:00:00Z'));
    expect(got).toHaveLength(13);
    expect(got.slice(0, 6)).toStrictEqual([
      '2026-11-01T01:00:00-04:00/2026-11-01T01:00:00-05:00',
      '2026-11-01T01:15:00-04:00/2026-11-01T01:15:00-05:00',
      '2026-11-01T01:30:00-04:00/2026-11-01T01:30:00-05:00',
      '2026-11-01T01:45:00-04:00/2026-11-01T01:45:00-05:00',
      '2026-11-01T01:00:00-05:00/2026-11-01T02:00:00-05:00',
      '2026-11-01T01:15:00-05:00/2026-11-01T02:15:00-05:00',
    ]);
    expect(got.at(-1)).toBe('2026-11-01T03:00:00-05:00/2026-11-01T04:00:00-05:00');
  });

  it('follows the half-hour offset through St. John\'s spring-forward', () => {
    expect(starts(shop('America/St_Johns', night()), Date.parse('2026-03-07T17:00:00Z'))).toStrictEqual([
      '2026-03-08T01:00:00-03:30/2026-03-08T03:00:00-02:30',
      '2026-03-08T01:15:00-03:30/2026-03-08T03:15:00-02:30',
      '2026-03-08T01:30:00-03:30/2026-03-08T03:30:00-02:30',
      '2026-03-08T01:45:00-03:30/2026-03-08T03:45:00-02:30',
      '2026-03-08T03:00:00-02:30/2026-03-08T04:00:00-02:30',
    ]);
  });

  it('follows the half-hour offset through St. John\'s fall-back', () => {
    const got = starts(shop('America/St_Johns', night()), Date.parse('2026-10-31T17:00:00Z'));
    expect(got).toHaveLength(13);
    expect(got[0]).toBe('2026-11-01T01:00:00-02:30/2026-11-01T01:00:00-03:30');
    expect(got[4]).toBe('2026-11-01T01:00:00-03:30/2026-11-01T02:00:00-03:30');
    expect(got.at(-1)).toBe('2026-11-01T03:00:00-03:30/2026-11-01T04:00:00-03:30');
  });

  it('keeps a 9-to-5 day at 9 local in Kolkata (+05:30)', () => {
    const got = starts(shop('Asia/Kolkata', defaultWeeklySchedule(), { horizonDays: 1 }), Date.parse('2026-01-12T00:00:00Z'));
    expect(got[0]).toBe('2026-01-12T09:00:00+05:30/2026-01-12T10:00:00+05:30');
    expect(got.at(-1)).toBe('2026-01-12T16:00:00+05:30/2026-01-12T17:00:00+05:30');
    expect(got).toHaveLength(29);
  });
});

describe('ranking', () => {
  const tz = 'America/New_York';
  const travel = createOfflineTravel({ timeZone: tz });
  const A = { lat: 40.70, lng: -74.00 };
  const B = { lat: 40.90, lng: -73.80 };
  const van = shop(tz, defaultWeeklySchedule(), { serviceType: 'Travel to Customer', bufferMs: 10 * 60_000, horizonDays: 1 });
  const now = Date.parse('2026-06-08T11:00:00Z'); // Monday 7:00 local
  const timeline: Timeline = {
    technicianId: 'default', busy: [],
    jobs: [
      { id: 'a', start: Date.parse('2026-06-08T13:00:00Z'), end: Date.parse('2026-06-08T14:00:00Z'), location: A },
      { id: 'b', start: Date.parse('2026-06-08T18:00:00Z'), end: Date.parse('2026-06-08T19:00:00Z'), location: B },
    ],
  };
  const best = (location: typeof A, extra = {}) =>
    findSlots({ business: van, timelines: [timeline], now, travel, request: { durationMs: 3_600_000, location, ...extra } });

  it('books the slot that adds least driving: next to the job it is near', () => {
    const [a, b] = timeline.jobs as [Timeline['jobs'][0], Timeline['jobs'][0]];
    const nearA = best({ lat: 40.705, lng: -74.005 })[0]!;
    const nearB = best({ lat: 40.895, lng: -73.805 })[0]!;
    // both fit between A and B (home is far from both); the short hop is on A's or B's side
    for (const s of [nearA, nearB]) {
      expect(s.start).toBeGreaterThanOrEqual(a.end);
      expect(s.end).toBeLessThanOrEqual(b.start);
      expect(s.addedDriveMs).toBeLessThan(10 * 60_000);
    }
    expect(nearA.driveInMs).toBeLessThan(10 * 60_000);
    expect(nearB.driveOutMs).toBeLessThan(10 * 60_000);
    expect(nearA.start).toBe(a.end + 15 * 60_000); // earliest of the equally cheap: 10:00 + 10 min buffer + ~4 min drive → 10:15
  });

  it('puts the caller\'s "after 3" first even when it drives more', () => {
    const preference = parsePreference({ text: 'anything after 3 works', now, timeZone: tz });
    const offers = best({ lat: 40.705, lng: -74.005 }, { preference });
    expect(offers[0]!.preferred).toBe(true);
    expect(toZonedIso(offers[0]!.start, tz) >= '2026-06-08T15:00').toBe(true);
  });

  it('offers the earliest reachable start for "as soon as possible"', () => {
    const location = { lat: 40.8, lng: -73.9 };
    const offers = best(location, { preference: parsePreference({ text: 'as soon as possible', now, timeZone: tz }) });
    const all = feasibleSlots({ business: van, timelines: [timeline], now, travel, request: { durationMs: 3_600_000, location } });
    expect(offers[0]!.start).toBe(Math.min(...all.map((s) => s.start)));
    expect(offers[0]!.start).toBeGreaterThan(timeline.jobs[0]!.end); // 9:00 is taken by job A
  });

  it('offers nothing outside the service radius', () => {
    expect(best({ lat: 41.5, lng: -73.0 })).toStrictEqual([]);
  });

  it('re-checks a single start with the same rules', () => {
    const input = { business: van, timelines: [timeline], now, travel, request: { durationMs: 3_600_000, location: A } };
    const slot = best(A)[0]!;
    expect(checkSlot({ ...input, start: slot.start, technicianId: 'default' })).toStrictEqual(slot);
    expect(checkSlot({ ...input, start: timeline.jobs[0]!.start + 30 * 60_000, technicianId: 'default' })).toBeNull();
  });
});

describe('parsePreference', () => {
  const now = Date.parse('2026-06-10T14:00:00Z'); // Wednesday 10:00 in New York
  const p = (text: string) => parsePreference({ text, now, timeZone: 'America/New_York' });
  it('reads days, parts of day and hours', () => {
    expect(p('tomorrow morning')).toStrictEqual({ kind: 'window', date: '2026-06-11', fromMinutes: 0, toMinutes: 720 });
    expect(p('Friday please')).toStrictEqual({ kind: 'window', weekday: 4 });
    expect(p('after 3')).toStrictEqual({ kind: 'window', fromMinutes: 900 });
    expect(p('before 10am on Monday')).toStrictEqual({ kind: 'window', weekday: 0, toMinutes: 600 });
    expect(p('as soon as possible')).toStrictEqual({ kind: 'asap' });
    expect(p('whenever')).toBeUndefined();
  });
});

describe('spaced options', () => {
  const HOUR_MS = 3_600_000;
  const at = (hour: number, rank: number): Candidate => ({
    technicianId: 't0', date: '2026-06-10', start: hour * HOUR_MS, end: hour * HOUR_MS + HOUR_MS, addedDriveMs: rank, driveInMs: 0, driveOutMs: 0, preferred: false, techIndex: 0, dayLoadMs: 0,
  });
  const hours = (picked: Candidate[]) => picked.map((c) => c.start / HOUR_MS);

  it('finds three options two hours apart when the second-best blocks every third, keeping the best', () => {
    // Ranked 10:00, 13:00, 12:00, 14:00: taken greedily, 13:00 leaves no third two hours from both.
    expect(hours(spacedOptions([at(10, 0), at(13, 1), at(12, 2), at(14, 3)], 3, 2 * HOUR_MS))).toStrictEqual([10, 12, 14]);
  });

  it('takes them in rank order when that already works, and settles for fewer when no spaced set exists', () => {
    expect(hours(spacedOptions([at(10, 0), at(13, 1), at(16, 2), at(7, 3)], 3, 2 * HOUR_MS))).toStrictEqual([10, 13, 16]);
    expect(hours(spacedOptions([at(10, 0), at(11, 1), at(12, 2)], 3, 2 * HOUR_MS))).toStrictEqual([10, 12]);
    expect(spacedOptions([], 3, 2 * HOUR_MS)).toStrictEqual([]);
  });
});
