import { WEEKDAYS, timeToMinutes, type WeeklySchedule } from '@bookline/contracts';
import type { Interval } from './types';
import { localToInstant, weekdayIndex } from './zoned';

/**
 * The opening ranges of one local date as instants. An end at or before its start
 * ("10:00 PM"–"12:00 AM") runs to the next midnight.
 *
 * DST worked example, America/New_York, open 1:00 AM–4:00 AM:
 * - Sun 2026-03-08 (spring forward at 2:00): 1:00 EST = 06:00Z to 4:00 EDT = 08:00Z, 2 hours.
 * - Sun 2026-11-01 (fall back at 2:00): 1:00 EDT = 05:00Z to 4:00 EST = 09:00Z, 4 hours.
 */
export function openingRanges({ schedule, timeZone, date }: { schedule: WeeklySchedule; timeZone: string; date: string }): readonly Interval[] {
  const day = schedule[WEEKDAYS[weekdayIndex(date)]!];
  if (!day.isOpen) return NONE;
  // Remembered per zone, date and the day's hours as written (the same few are asked for on
  // every slot search); the answer is shared, so it is frozen.
  let hours = '';
  for (const r of day.ranges) hours += `${r.startTime}-${r.endTime},`;
  let byDate = memo.get(timeZone);
  if (!byDate) memo.set(timeZone, (byDate = new Map()));
  else if (byDate.size > 20_000) byDate.clear();
  let byHours = byDate.get(date);
  if (!byHours) byDate.set(date, (byHours = new Map()));
  let out = byHours.get(hours);
  if (!out) byHours.set(hours, (out = Object.freeze(compute(day.ranges, timeZone, date))));
  return out;
}

const NONE: readonly Interval[] = Object.freeze([]);
const memo = new Map<string, Map<string, Map<string, readonly Interval[]>>>();

function compute(ranges: WeeklySchedule['monday']['ranges'], timeZone: string, date: string): Interval[] {
  const out: Interval[] = [];
  for (const r of ranges) {
    const from = timeToMinutes(r.startTime);
    let to = timeToMinutes(r.endTime);
    if (Number.isNaN(from) || Number.isNaN(to)) continue;
    if (to <= from) to += 24 * 60;
    const start = localToInstant({ date, minutes: from, timeZone });
    const end = localToInstant({ date, minutes: to, timeZone });
    if (end > start) out.push({ start, end });
  }
  return out.sort((a, b) => a.start - b.start);
}
