import { describe, expect, it } from 'vitest';
import { defaultWeeklySchedule, formatBusinessHours, formatDaysOpen, minutesToTime, timeToMinutes } from './business';

describe('business hours text', () => {
  it('formats the default week as the spec shows', () => {
    const w = defaultWeeklySchedule();
    expect(formatBusinessHours(w)).toBe(
      'Mon[9:00AM-5:00PM]; Tue[9:00AM-5:00PM]; Wed[9:00AM-5:00PM]; Thu[9:00AM-5:00PM]; Fri[9:00AM-5:00PM]; Sat[Closed]; Sun[Closed]',
    );
    expect(formatDaysOpen(w)).toBe('Monday, Tuesday, Wednesday, Thursday, Friday');
  });
  it('joins two ranges in a day with a comma', () => {
    const w = defaultWeeklySchedule();
    w.monday.ranges = [
      { startTime: '9:00 AM', endTime: '12:00 PM' },
      { startTime: '1:00 PM', endTime: '5:00 PM' },
    ];
    expect(formatBusinessHours(w).startsWith('Mon[9:00AM-12:00PM,1:00PM-5:00PM]; Tue')).toBe(true);
  });
  it('converts times with 12 AM as 0 and 12 PM as noon', () => {
    expect(timeToMinutes('12:00 AM')).toBe(0);
    expect(timeToMinutes('12:30 PM')).toBe(750);
    expect(timeToMinutes('11:30 PM')).toBe(1410);
    expect(minutesToTime(0)).toBe('12:00 AM');
    expect(minutesToTime(780)).toBe('1:00 PM');
  });
});

describe('fields the receptionist engine depends on are checked at the boundary', () => {
  it('accepts IANA time zones and refuses made-up ones', async () => {
    const { BusinessData, isTimeZone } = await import('./business');
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('America/Indiana/Indianapolis')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('Central')).toBe(false);
    const bad = BusinessData.safeParse({ TimeZone: 'Mars/Olympus' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/time zone such as America\/Chicago/);
    expect(BusinessData.safeParse({ TimeZone: '' }).success).toBe(true);
  });
  it('refuses a range that is not miles and a ZIP that is not one', async () => {
    const { BusinessData } = await import('./business');
    expect(BusinessData.safeParse({ ServiceRangeMiles: -5 }).success).toBe(false);
    expect(BusinessData.safeParse({ ServiceRangeMiles: 'lots' }).success).toBe(false);
    expect(BusinessData.safeParse({ ServiceRangeMiles: '25' }).success).toBe(true);
    expect(BusinessData.safeParse({ BusinessAddressZipcode: '7870' }).success).toBe(false);
    expect(BusinessData.safeParse({ BusinessAddressZipcode: '78701' }).success).toBe(true);
  });
});
