import { afterEach, describe, expect, it } from 'vitest';
import { fmtDate, fmtPeriod, fmtSpan, fmtTimes, fmtWhen, zoneName } from './zoned';

const CHICAGO = 'America/Chicago';
/** Monday 16 November 2026, 7:40 AM in Austin (CST). */
const MON_0740 = Date.parse('2026-11-16T13:40:00Z');
const HOUR = 3_600_000;

describe("business times: in the business's zone, labelled with it", () => {
  const deviceZone = process.env.TZ;
  afterEach(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });

  it('a moment: day, time and zone', () => {
    expect(fmtWhen(MON_0740, CHICAGO)).toBe('Mon, Nov 16, 7:40 AM CST');
  });

  it('the same text on a device in another zone (Tokyo, 15 hours ahead: already 10:40 PM)', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(new Date(MON_0740).getHours()).toBe(22);
    expect(fmtWhen(MON_0740, CHICAGO)).toBe('Mon, Nov 16, 7:40 AM CST');
    expect(fmtSpan(MON_0740, MON_0740 + HOUR, CHICAGO)).toBe('Mon, Nov 16, 7:40 AM–8:40 AM CST');
  });

  it('a job: its day once, start–end, the zone once', () => {
    const start = Date.parse('2026-11-16T20:00:00Z');
    expect(fmtSpan(start, start + HOUR, CHICAGO)).toBe('Mon, Nov 16, 2:00 PM–3:00 PM CST');
    expect(fmtTimes(start, start + HOUR, CHICAGO)).toBe('2:00 PM–3:00 PM CST');
  });

  it('an exact time (start = end) is one time', () => {
    expect(fmtTimes(MON_0740, MON_0740, CHICAGO)).toBe('7:40 AM CST');
  });

  it('summer time is named as such (CDT), and a span over the change names both ends', () => {
    expect(fmtWhen(Date.parse('2026-06-09T15:00:00Z'), CHICAGO)).toBe('Tue, Jun 9, 10:00 AM CDT');
    // Sunday 1 November 2026: clocks go back at 2 AM CDT; 1:30 AM happens twice.
    const firstHalfPast = Date.parse('2026-11-01T06:30:00Z');
    expect(fmtTimes(firstHalfPast, firstHalfPast + HOUR, CHICAGO)).toBe('1:30 AM CDT–1:30 AM CST');
    expect(zoneName(firstHalfPast, CHICAGO)).toBe('CDT');
    expect(zoneName(firstHalfPast + HOUR, CHICAGO)).toBe('CST');
  });

  it('zones without a US abbreviation are named by their offset', () => {
    expect(fmtWhen(MON_0740, 'Asia/Kolkata')).toBe('Mon, Nov 16, 7:10 PM GMT+5:30');
  });

  it("a billing date is the business's date: midnight UTC on December 1 is still November 30 in Austin", () => {
    expect(fmtDate(Date.parse('2026-12-01T00:00:00Z'), CHICAGO)).toBe('November 30, 2026');
    expect(fmtDate(Date.parse('2026-12-01T00:00:00Z'), 'Asia/Tokyo')).toBe('December 1, 2026');
  });

  it('a billing period shows the days it covers: its end is the first moment after it', () => {
    const start = Date.parse('2026-11-01T05:00:00Z'); // midnight, November 1, in Austin (CDT)
    const end = Date.parse('2026-12-01T06:00:00Z'); // midnight, December 1, in Austin (CST)
    expect(fmtPeriod(start, end, CHICAGO)).toBe('November 1, 2026 – November 30, 2026');
  });
});
