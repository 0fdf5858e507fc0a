import { minutesToTime, type DaySchedule, type WeeklySchedule } from '@bookline/contracts';
import type { PartialWeek } from './assemble';
import { DAY_ORDER } from './tokens';

/** End of day: the schedule format has no 24:00, so open-all-day reads 12:00 AM–11:59 PM. */
function clock(mins: number): string {
  return mins >= 1440 ? '11:59 PM' : minutesToTime(mins);
}

/** Overlapping or touching ranges merged; more than two collapse to first open–last close. */
export function normalizeRanges(ranges: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const r of sorted) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  if (merged.length > 2) return [[merged[0]![0], merged[merged.length - 1]![1]]];
  return merged;
}

/** A week the site described; days it does not mention are closed (Mon–Fri hours imply a closed weekend). */
export function toWeeklySchedule(week: PartialWeek): WeeklySchedule {
  const day = (d: (typeof DAY_ORDER)[number]): DaySchedule => {
    const info = week[d];
    if (!info || info.closed || info.ranges.length === 0) return { isOpen: false, ranges: [] };
    return { isOpen: true, ranges: normalizeRanges(info.ranges).map(([s, e]) => ({ startTime: clock(s), endTime: clock(e) })) };
  };
  return {
    monday: day('monday'),
    tuesday: day('tuesday'),
    wednesday: day('wednesday'),
    thursday: day('thursday'),
    friday: day('friday'),
    saturday: day('saturday'),
    sunday: day('sunday'),
  };
}

/** Same schedule, by value (used to see whether two sources agree). */
export function weekSignature(week: PartialWeek): string {
  return JSON.stringify(toWeeklySchedule(week));
}
