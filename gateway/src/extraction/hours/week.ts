import { minutesToTime, type DaySchedule, type WeeklySchedule } from '@bookline/contracts';
import type { PartialWeek } from './assemble';
import { DAY_ORDER } from './tokens';

/**
 * A range's clock readings. The schedule format has no 24:00: open all day reads 12:00 AM–11:59 PM.
 * A close at or after midnight ("10 AM–Midnight", "10 AM–2 AM") is written as the next day's
 * clock (12:00 AM, 2:00 AM); the schedule reads an end before its start as running past midnight.
 */
function clocks([start, end]: [number, number]): { startTime: string; endTime: string } {
  const endTime = end === 1440 && start === 0 ? '11:59 PM' : minutesToTime(end >= 1440 ? end - 1440 : end);
  return { startTime: minutesToTime(start), endTime };
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
    return { isOpen: true, ranges: normalizeRanges(info.ranges).map(clocks) };
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
