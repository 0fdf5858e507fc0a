import ical from 'node-ical';
import { formatDate, localToInstant, type Interval } from '../scheduling';

/**
 * Busy intervals from an iCalendar feed within [from, to): recurring events expanded with
 * their EXDATEs skipped and RECURRENCE-ID overrides applied (node-ical), cancelled and
 * transparent ("free") events left out, all-day events blocking the whole local day in the
 * business's zone. Sorted, overlapping intervals merged.
 * Example: a weekly 9:00 America/New_York meeting is 13:00Z before the fall-back and 14:00Z after.
 */
export function busyFromIcs({ ics, from, to, timeZone }: { ics: string; from: number; to: number; timeZone: string }): Interval[] {
  const parsed = ical.sync.parseICS(ics);
  const out: Interval[] = [];
  for (const item of Object.values(parsed)) {
    if (!item || item.type !== 'VEVENT') continue;
    const instances = ical.expandRecurringEvent(item, { from: new Date(from), to: new Date(to), expandOngoing: true });
    for (const inst of instances) {
      const ev = inst.event;
      if (ev.status === 'CANCELLED' || ev.transparency === 'TRANSPARENT') continue;
      let start = inst.start.getTime();
      let end = inst.end.getTime();
      if (inst.isFullDay) {
        // node-ical builds date-only values at the server's local midnight: read the date back
        const date = (d: Date) => formatDate(d.getFullYear(), d.getMonth() + 1, d.getDate());
        start = localToInstant({ date: date(inst.start), minutes: 0, timeZone });
        end = localToInstant({ date: date(inst.end), minutes: 0, timeZone });
      }
      if (end <= start) end = start + 1; // zero-length events still mark the moment
      if (end > from && start < to) out.push({ start, end });
    }
  }
  out.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const x of out) {
    const last = merged.at(-1);
    if (last && x.start <= last.end) last.end = Math.max(last.end, x.end);
    else merged.push({ ...x });
  }
  return merged;
}
