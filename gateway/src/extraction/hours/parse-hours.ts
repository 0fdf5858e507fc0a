import { assemble, mentionedDays, openDays, type PartialWeek } from './assemble';
import { DAY_ORDER, dayRange, tokenize, type TokenizeOptions } from './tokens';
import type { Weekday } from '@bookline/contracts';

/** Parses free text ("Mon–Fri 8am–6pm; Sat 9–1; closed Sunday") into a partial week. */
export function parseHoursText(text: string, options: TokenizeOptions = {}): PartialWeek {
  return assemble(tokenize(text, options));
}

/** True when the week says something usable: at least one open day with hours. */
export function isUsableWeek(week: PartialWeek): boolean {
  return openDays(week) > 0 && mentionedDays(week) > 0;
}

function hhmm(value: unknown): number | undefined {
  const m = /^(\d{1,2}):(\d{2})/.exec(String(value ?? '').trim());
  if (!m) return undefined;
  return Number(m[1]) * 60 + Number(m[2]);
}

function schemaDay(value: unknown): Weekday | undefined {
  const name = String(value ?? '').replace(/^https?:\/\/schema\.org\//i, '').toLowerCase();
  return DAY_ORDER.find((d) => d === name);
}

/**
 * schema.org OpeningHoursSpecification list → partial week. `opens 00:00, closes 23:59`
 * (or `00:00`) is open all day; `opens = closes` on any other time means closed.
 */
export function fromOpeningHoursSpecification(specs: unknown[]): PartialWeek {
  const week: PartialWeek = {};
  for (const spec of specs) {
    if (!spec || typeof spec !== 'object') continue;
    const s = spec as Record<string, unknown>;
    if (s.validFrom || s.validThrough) continue; // holiday exceptions
    const days = (Array.isArray(s.dayOfWeek) ? s.dayOfWeek : [s.dayOfWeek]).map(schemaDay).filter((d): d is Weekday => !!d);
    const opens = hhmm(s.opens);
    let closes = hhmm(s.closes);
    if (opens === undefined || closes === undefined) continue;
    // Google's reading: opens = closes = 00:00 is closed all day; 00:00–23:59 is open all day.
    const closedAllDay = opens === closes;
    if (closes === 0 || closes === 1439) closes = 1440;
    for (const d of days) {
      if (closedAllDay) {
        if (!week[d]) week[d] = { closed: true, ranges: [] };
        continue;
      }
      if (closes < opens) continue;
      const cur = week[d];
      if (!cur || cur.closed) week[d] = { closed: false, ranges: [[opens, closes]] };
      else cur.ranges.push([opens, closes]);
    }
  }
  return week;
}

/** schema.org `openingHours` strings: "Mo-Fr 09:00-17:00", "Sa 10:00-14:00", "Mo-Su". */
export function fromOpeningHoursStrings(values: string[]): PartialWeek {
  const week: PartialWeek = {};
  for (const v of values) {
    // "Mo 0800-1700": times written without their colon.
    const trimmed = v.trim().replace(/\b([01]\d|2[0-4])([0-5]\d)\s*-\s*([01]\d|2[0-4])([0-5]\d)\b/g, '$1:$2-$3:$4');
    // "Mo-Su" with no times means open all day.
    if (/^[a-z]{2}(\s*-\s*[a-z]{2})?$/i.test(trimmed)) {
      const [a, b] = trimmed.toLowerCase().split(/\s*-\s*/);
      const from = DAY_ORDER.find((d) => d.startsWith(a!));
      const to = DAY_ORDER.find((d) => d.startsWith(b ?? a!));
      if (from && to) for (const d of dayRange(from, to)) week[d] = { closed: false, ranges: [[0, 1440]] };
      continue;
    }
    assemble(tokenize(trimmed, { schemaCodes: true }), week);
  }
  return week;
}
