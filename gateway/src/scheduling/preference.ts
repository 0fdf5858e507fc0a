import { addDays, localDate, localParts, weekdayIndex } from './zoned';

/**
 * What the caller asked for. `asap` ranks by earliest start; a window narrows to a date or
 * weekday and/or a local time-of-day span [fromMinutes, toMinutes) of the start time.
 */
export type Preference =
  | { kind: 'asap' }
  | { kind: 'window'; date?: string; weekday?: number; fromMinutes?: number; toMinutes?: number };

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Caller's hour without am/pm: 1–6 means afternoon ("after 3" → 3 PM), 7–12 morning. */
function hourOf(h: number, ampm: string | undefined): number {
  if (ampm) return (h % 12) + (ampm.startsWith('p') ? 12 : 0);
  return h >= 1 && h <= 6 ? h + 12 : h % 24;
}

/**
 * Reads the common phrasings: "as soon as possible", "today", "tomorrow morning", "Friday",
 * "after 3", "before 10am", "this afternoon", "in the evening". Returns undefined when the
 * phrase says nothing about time (the engine then ranks by driving alone).
 */
export function parsePreference({ text, now, timeZone }: { text: string; now: number; timeZone: string }): Preference | undefined {
  const t = text.toLowerCase();
  if (/\b(asap|as soon as possible|earliest|soonest|right away|first available)\b/.test(t)) return { kind: 'asap' };
  const pref: Extract<Preference, { kind: 'window' }> = { kind: 'window' };
  const today = localDate(now, timeZone);
  if (/\btoday\b|\bthis (morning|afternoon|evening)\b|\btonight\b/.test(t)) pref.date = today;
  else if (/\btomorrow\b/.test(t)) pref.date = addDays(today, 1);
  else {
    const day = DAYS.findIndex((d) => new RegExp(`\\b${d}\\b`).test(t));
    if (day >= 0) pref.weekday = day;
  }
  if (/\bmorning\b/.test(t)) Object.assign(pref, { fromMinutes: 0, toMinutes: 12 * 60 });
  else if (/\bafternoon\b/.test(t)) Object.assign(pref, { fromMinutes: 12 * 60, toMinutes: 17 * 60 });
  else if (/\bevening\b|\btonight\b/.test(t)) Object.assign(pref, { fromMinutes: 17 * 60, toMinutes: 24 * 60 });
  const after = /\bafter (\d{1,2})(?::(\d{2}))? ?([ap]\.?m)?\b/.exec(t);
  if (after) pref.fromMinutes = hourOf(Number(after[1]), after[3]) * 60 + Number(after[2] ?? 0);
  const before = /\bbefore (\d{1,2}|noon)(?::(\d{2}))? ?([ap]\.?m)?\b/.exec(t);
  if (before) pref.toMinutes = before[1] === 'noon' ? 12 * 60 : hourOf(Number(before[1]), before[3]) * 60 + Number(before[2] ?? 0);
  return Object.keys(pref).length > 1 ? pref : undefined;
}

/** Whether a start instant satisfies a window preference (asap matches everything). */
export function matchesPreference(pref: Preference | undefined, start: number, timeZone: string): boolean {
  if (!pref || pref.kind === 'asap') return true;
  const date = localDate(start, timeZone);
  if (pref.date !== undefined && date !== pref.date) return false;
  if (pref.weekday !== undefined && weekdayIndex(date) !== pref.weekday) return false;
  const p = localParts(start, timeZone);
  const m = p.hour * 60 + p.minute;
  if (pref.fromMinutes !== undefined && m < pref.fromMinutes) return false;
  if (pref.toMinutes !== undefined && m >= pref.toMinutes) return false;
  return true;
}
