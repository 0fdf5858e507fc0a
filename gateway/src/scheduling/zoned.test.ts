import { describe, expect, it } from 'vitest';
import { addDays, localDate, localToInstant, toZonedIso, weekdayIndex } from './zoned';

const iso = (t: number) => new Date(t).toISOString();

describe('localToInstant', () => {
  it('maps a normal New York morning with the standard and daylight offsets', () => {
    expect(iso(localToInstant({ date: '2026-03-07', minutes: 9 * 60, timeZone: 'America/New_York' }))).toBe('2026-03-07T14:00:00.000Z');
    expect(iso(localToInstant({ date: '2026-03-09', minutes: 9 * 60, timeZone: 'America/New_York' }))).toBe('2026-03-09T13:00:00.000Z');
  });

  it('moves a time skipped by spring-forward to the moment the clocks jump', () => {
    expect(iso(localToInstant({ date: '2026-03-08', minutes: 150, timeZone: 'America/New_York' }))).toBe('2026-03-08T07:00:00.000Z');
    expect(toZonedIso(localToInstant({ date: '2026-03-08', minutes: 150, timeZone: 'America/New_York' }), 'America/New_York')).toBe('2026-03-08T03:00:00-04:00');
    // Lord Howe skips only half an hour (2:00 → 2:30 on 2026-10-04)
    expect(toZonedIso(localToInstant({ date: '2026-10-04', minutes: 135, timeZone: 'Australia/Lord_Howe' }), 'Australia/Lord_Howe')).toBe('2026-10-04T02:30:00+11:00');
  });

  it('takes the earlier of a time repeated by fall-back', () => {
    expect(iso(localToInstant({ date: '2026-11-01', minutes: 90, timeZone: 'America/New_York' }))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(localToInstant({ date: '2026-11-01', minutes: 180, timeZone: 'America/New_York' }))).toBe('2026-11-01T08:00:00.000Z');
  });

  it('handles half-hour zones with and without DST', () => {
    expect(toZonedIso(localToInstant({ date: '2026-01-15', minutes: 9 * 60, timeZone: 'Asia/Kolkata' }), 'Asia/Kolkata')).toBe('2026-01-15T09:00:00+05:30');
    expect(iso(localToInstant({ date: '2026-01-15', minutes: 9 * 60, timeZone: 'America/St_Johns' }))).toBe('2026-01-15T12:30:00.000Z');
    expect(iso(localToInstant({ date: '2026-07-15', minutes: 9 * 60, timeZone: 'America/St_Johns' }))).toBe('2026-07-15T11:30:00.000Z');
  });

  it('round-trips every quarter hour of a year through localDate', () => {
    const tz = 'America/St_Johns';
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 15 * 60_000 * 7) {
      const parts = new Intl.DateTimeFormat('en-CA', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(t));
      const g = (k: string) => parts.find((p) => p.type === k)!.value;
      const date = `${g('year')}-${g('month')}-${g('day')}`;
      expect(localDate(t, tz)).toBe(date);
      const back = localToInstant({ date, minutes: Number(g('hour')) * 60 + Number(g('minute')), timeZone: tz });
      // a repeated (fall-back) wall time maps to its first occurrence, at most an hour earlier
      expect(t - back === 0 || t - back === 3_600_000).toBe(true);
    }
  });
});

describe('calendar dates', () => {
  it('adds days across month and year ends and names weekdays from Monday', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-22')).toBe(6);
  });
});
