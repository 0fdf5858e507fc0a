import type { Weekday } from '@bookline/contracts';
import { DAY_ORDER, type Token } from './tokens';

/** What a text says about each day it mentions; unmentioned days are absent. */
export type PartialWeek = Partial<Record<Weekday, { closed: boolean; ranges: Array<[number, number]> }>>;

/**
 * Turns a line's tokens into day assignments. Days collect until a time or "closed" comes;
 * then a new day starts a new group. Handles "Mon-Fri 8am-6pm, Sat 9-1", "Sunday: Closed",
 * "Closed Sundays", "Mon-Fri 8-12, 1-5" (two ranges), "Open 24/7". A bare "9-5" only counts
 * right after a day, so "$9-12" or "ages 9-12" in prose is not read as hours.
 */
export function assemble(tokens: Token[], into: PartialWeek = {}): PartialWeek {
  let days: Weekday[] = [];
  let assigned = false;
  let closeNext = false;
  let prev: Token['kind'] | undefined;
  // "8:00–4:00 Monday through Friday": a time before any day waits for the days that follow.
  let orphan: [number, number] | undefined;
  let timeFirst = false;
  const set = (d: Weekday, range?: [number, number]) => {
    const cur = into[d];
    if (!range) {
      if (!cur || cur.ranges.length === 0) into[d] = { closed: true, ranges: [] };
      return;
    }
    if (!cur || cur.closed) into[d] = { closed: false, ranges: [range] };
    else if (!cur.ranges.some(([s, e]) => s === range[0] && e === range[1])) cur.ranges.push(range);
  };
  for (const t of tokens) {
    switch (t.kind) {
      case 'always':
        for (const d of DAY_ORDER) into[d] = { closed: false, ranges: [[0, 1440]] };
        days = [];
        break;
      case 'days':
        if (closeNext) {
          for (const d of t.days) set(d);
          break;
        }
        if (assigned || prev !== 'days') days = [];
        assigned = false;
        days.push(...t.days);
        if (orphan && prev === 'time') {
          for (const d of t.days) set(d, orphan);
          assigned = true;
          timeFirst = true;
        }
        orphan = undefined;
        break;
      case 'time':
        if ((days.length === 0 || timeFirst) && !t.bare) {
          orphan = [t.start, t.end];
          if (timeFirst) break;
        }
        if (days.length === 0 || (t.bare && prev !== 'days' && prev !== 'time')) break;
        for (const d of days) set(d, [t.start, t.end]);
        assigned = true;
        break;
      case 'allday':
        // ("Mon-Thu 9am-5pm" and later "24 hours a day" in a question: those days have their hours.)
        if (assigned) break;
        for (const d of days) into[d] = { closed: false, ranges: [[0, 1440]] };
        if (days.length) assigned = true;
        break;
      case 'closed':
        if (days.length && !assigned && prev === 'days') {
          for (const d of days) set(d);
          assigned = true;
        } else closeNext = true;
        break;
      case 'appointment':
        days = [];
        break;
    }
    if (t.kind !== 'closed' && t.kind !== 'days') closeNext = false;
    prev = t.kind;
  }
  return into;
}

export function mentionedDays(week: PartialWeek): number {
  return DAY_ORDER.filter((d) => week[d]).length;
}

export function openDays(week: PartialWeek): number {
  return DAY_ORDER.filter((d) => week[d] && !week[d]!.closed).length;
}
