import { formatBusinessHours } from '@bookline/contracts';
import { describe, expect, it } from 'vitest';
import { fromOpeningHoursSpecification, fromOpeningHoursStrings, parseHoursText } from './parse-hours';
import { toWeeklySchedule } from './week';

const text = (s: string) => formatBusinessHours(toWeeklySchedule(parseHoursText(s)));
const week = (days: string) => days;

describe('parseHoursText', () => {
  it('reads a weekday range with am/pm times and closes the unmentioned weekend', () => {
    expect(text('Mon–Fri 8am–6pm')).toBe(
      week('Mon[8:00AM-6:00PM]; Tue[8:00AM-6:00PM]; Wed[8:00AM-6:00PM]; Thu[8:00AM-6:00PM]; Fri[8:00AM-6:00PM]; Sat[Closed]; Sun[Closed]'),
    );
  });

  it('reads "Monday: 9:00 AM – 5:00 PM" lines with a closed day', () => {
    expect(text('Monday: 9:00 AM – 5:00 PM\nSaturday: Closed')).toBe(
      'Mon[9:00AM-5:00PM]; Tue[Closed]; Wed[Closed]; Thu[Closed]; Fri[Closed]; Sat[Closed]; Sun[Closed]',
    );
  });

  it('reads prose with "through", "to" and "noon"', () => {
    expect(text("We're open Monday through Friday from 8 a.m. to 5 p.m. and Saturdays 9 to noon.")).toBe(
      'Mon[8:00AM-5:00PM]; Tue[8:00AM-5:00PM]; Wed[8:00AM-5:00PM]; Thu[8:00AM-5:00PM]; Fri[8:00AM-5:00PM]; Sat[9:00AM-12:00PM]; Sun[Closed]',
    );
  });

  it('reads "Open 24/7" as every day, all day', () => {
    expect(text('Open 24/7')).toBe(
      'Mon[12:00AM-11:59PM]; Tue[12:00AM-11:59PM]; Wed[12:00AM-11:59PM]; Thu[12:00AM-11:59PM]; Fri[12:00AM-11:59PM]; Sat[12:00AM-11:59PM]; Sun[12:00AM-11:59PM]',
    );
  });

  it('reads "closed Sunday" after the open days', () => {
    expect(text('Mon-Sat 8-6, closed Sunday')).toBe(
      'Mon[8:00AM-6:00PM]; Tue[8:00AM-6:00PM]; Wed[8:00AM-6:00PM]; Thu[8:00AM-6:00PM]; Fri[8:00AM-6:00PM]; Sat[8:00AM-6:00PM]; Sun[Closed]',
    );
  });

  it('keeps a lunch break as two ranges', () => {
    expect(text('Tue-Sat 9am-12pm, 1pm-6pm')).toBe(
      'Mon[Closed]; Tue[9:00AM-12:00PM,1:00PM-6:00PM]; Wed[9:00AM-12:00PM,1:00PM-6:00PM]; Thu[9:00AM-12:00PM,1:00PM-6:00PM]; Fri[9:00AM-12:00PM,1:00PM-6:00PM]; Sat[9:00AM-12:00PM,1:00PM-6:00PM]; Sun[Closed]',
    );
  });

  it('reads 24-hour times', () => {
    expect(text('Mon, Wed, Fri 09:00-17:30')).toBe(
      'Mon[9:00AM-5:30PM]; Tue[Closed]; Wed[9:00AM-5:30PM]; Thu[Closed]; Fri[9:00AM-5:30PM]; Sat[Closed]; Sun[Closed]',
    );
  });

  it('pairs a time written before its days', () => {
    expect(text('Office hours 8:00–4:00 Monday through Friday')).toBe(
      'Mon[8:00AM-4:00PM]; Tue[8:00AM-4:00PM]; Wed[8:00AM-4:00PM]; Thu[8:00AM-4:00PM]; Fri[8:00AM-4:00PM]; Sat[Closed]; Sun[Closed]',
    );
  });

  it('reads "10:00pm - 4:00pm" (no day runs from night to afternoon) as 10 AM to 4 PM', () => {
    const week = parseHoursText('Saturday: 10:00pm - 4:00pm');
    expect(week?.saturday).toStrictEqual({ closed: false, ranges: [[600, 960]] });
    // Both in the evening, in order, stay as written.
    expect(parseHoursText('Friday: 6:00pm - 10:00pm')?.friday).toStrictEqual({ closed: false, ranges: [[1080, 1320]] });
  });

  it('says nothing for "by appointment"', () => {
    expect(parseHoursText('Saturday by appointment')).toEqual({});
  });

  it('does not read a price range or an age range as hours', () => {
    expect(parseHoursText('Kids ages 9-12 on Saturday; lessons $9-12')).toEqual({});
  });

  it('does not read digits inside a phone number as hours', () => {
    expect(parseHoursText('Monday call 512-555-0142')).toEqual({});
  });
});

describe('schema.org opening hours', () => {
  it('reads openingHours strings with two-letter day codes', () => {
    const w = fromOpeningHoursStrings(['Mo-Fr 09:00-17:00', 'Sa 10:00-14:00']);
    expect(formatBusinessHours(toWeeklySchedule(w))).toBe(
      'Mon[9:00AM-5:00PM]; Tue[9:00AM-5:00PM]; Wed[9:00AM-5:00PM]; Thu[9:00AM-5:00PM]; Fri[9:00AM-5:00PM]; Sat[10:00AM-2:00PM]; Sun[Closed]',
    );
  });

  it('reads times written without their colon ("Mo 0800-1700 Tu 0800-1730")', () => {
    const w = fromOpeningHoursStrings(['Mo 0800-1700 Tu 0800-1730 We 0800-1700 Fr 0800-1700 Sa 0900-1300']);
    expect(formatBusinessHours(toWeeklySchedule(w))).toBe(
      'Mon[8:00AM-5:00PM]; Tue[8:00AM-5:30PM]; Wed[8:00AM-5:00PM]; Thu[Closed]; Fri[8:00AM-5:00PM]; Sat[9:00AM-1:00PM]; Sun[Closed]',
    );
  });

  it('treats opens = closes = 00:00 as closed and 00:00–23:59 as open all day', () => {
    const w = fromOpeningHoursSpecification([
      { dayOfWeek: 'https://schema.org/Sunday', opens: '00:00', closes: '00:00' },
      { dayOfWeek: 'Saturday', opens: '00:00', closes: '23:59' },
    ]);
    expect(w).toEqual({ sunday: { closed: true, ranges: [] }, saturday: { closed: false, ranges: [[0, 1440]] } });
  });

  it('ignores holiday exceptions with validFrom', () => {
    expect(fromOpeningHoursSpecification([{ dayOfWeek: 'Monday', opens: '10:00', closes: '12:00', validFrom: '2025-12-24' }])).toEqual({});
  });
});
