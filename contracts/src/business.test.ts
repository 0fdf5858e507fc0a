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
