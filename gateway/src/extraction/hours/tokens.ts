import type { Weekday } from '@bookline/contracts';

export const DAY_ORDER: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export type Token =
  | { kind: 'days'; days: Weekday[] }
  | { kind: 'time'; start: number; end: number; bare: boolean }
  | { kind: 'closed' }
  | { kind: 'allday' }
  | { kind: 'always' }
  | { kind: 'appointment' };

const DAY_WORD: Array<[RegExp, Weekday]> = [
  [/^mo/, 'monday'], [/^tu/, 'tuesday'], [/^we/, 'wednesday'], [/^th/, 'thursday'],
  [/^fr/, 'friday'], [/^sa/, 'saturday'], [/^su/, 'sunday'],
];

/**
 * A day's name, short or long, or one of the long names' common slips ("Wednesay", "Wensday",
 * "Thurday", "Thrusday", "Tueday", "Saterday", "Thursay"): a long name's first letters, a few
 * more and "day", or Wednesday's and Thursday's with "ay" (not "Satay", "Sunray", "Thruway").
 */
const LONG_DAY = String.raw`(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|(?:tue|tus|wed|wen|thu|thr|sat)[a-z]{0,4}day|(?:wed|thu)[a-z]{2,4}ay)s?\.?`;
/** schema.org openingHours uses Mo Tu We Th Fr Sa Su; only read in that mode ("We" is a word). */
const SHORT_DAY = String.raw`(?:mo|tu|we|th|fr|sa|su)`;
/** A clock reading; not part of a date ("8/15/24-8/19/24"). */
const TIME = String.raw`(?:noon|midnight|(?<![\d$.,/])\d{1,2}(?:[:.]\d{2})?(?![\d/])\s*(?:[ap]\.?\s?m\.?|[ap](?![a-z]))?)`;

/** Spanish days (Puerto Rico, bilingual pages): full names, and short ones only in a range ("Lun - Vie", "Mar a Sáb"). */
const ES_DAY = String.raw`(?:lun|mar|mi[eé]|jue|vie|s[aá]b|dom)`;
const ES_LONG_DAY = String.raw`(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados?|domingos?)`;
const ES_WORD: Array<[RegExp, Weekday]> = [
  [/^lu/, 'monday'], [/^ma/, 'tuesday'], [/^mi/, 'wednesday'], [/^ju/, 'thursday'],
  [/^vi/, 'friday'], [/^s/, 'saturday'], [/^do/, 'sunday'],
];
const esDayOf = (word: string) => ES_WORD.find(([re]) => re.test(word.trim()))?.[1];

function dayOf(word: string): Weekday | undefined {
  const w = word.toLowerCase();
  return DAY_WORD.find(([re]) => re.test(w))?.[1];
}

export function dayRange(from: Weekday, to: Weekday): Weekday[] {
  const a = DAY_ORDER.indexOf(from);
  const b = DAY_ORDER.indexOf(to);
  const out: Weekday[] = [];
  for (let i = a; ; i = (i + 1) % 7) {
    out.push(DAY_ORDER[i]!);
    if (i === b || out.length === 7) break;
  }
  return out;
}

interface Clock {
  minutes: number;
  meridiem?: 'am' | 'pm';
  twentyFour: boolean;
  explicit: boolean;
}

function readClock(raw: string): Clock {
  const s = raw.toLowerCase().replace(/\s+/g, '');
  if (s === 'noon') return { minutes: 720, twentyFour: true, explicit: true };
  if (s === 'midnight') return { minutes: 1440, twentyFour: true, explicit: true };
  const m = /^(\d{1,2})(?:[:.](\d{2}))?([ap])?/.exec(s)!;
  const hour = Number(m[1]);
  const minutes = Number(m[2] ?? 0);
  const meridiem = m[3] ? (m[3] === 'a' ? 'am' : 'pm') : undefined;
  const twentyFour = !meridiem && (hour > 12 || hour === 0 || (m[1]!.length === 2 && m[1]!.startsWith('0')));
  let h = hour;
  if (meridiem) h = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  return { minutes: h * 60 + minutes, meridiem, twentyFour, explicit: !!meridiem || twentyFour };
}

/**
 * Resolves a pair of clock readings into minutes. "9-5pm" → 9 AM–5 PM; "1-5pm" → 1–5 PM;
 * "9am-5" → 9 AM–5 PM; bare "9-5" → 9 AM–5 PM; "09:00-17:00" is 24-hour; "12 AM"/"midnight"
 * as an end means the end of the day (1440).
 */
export function resolvePair(a: Clock, b: Clock): { start: number; end: number } | undefined {
  let start = a.minutes === 1440 ? 0 : a.minutes;
  let end = b.minutes;
  const pm = (mins: number) => (mins < 720 ? mins + 720 : mins);
  if (!a.explicit && b.meridiem) {
    start = b.meridiem === 'pm' && pm(start) < end ? pm(start) : start;
  } else if (!a.explicit && !b.explicit) {
    if (start < 300) start = pm(start); // "1-4" → 1 PM-4 PM
    // "9-9.30" is a day to 9:30 at night, not half an hour in the morning.
    if (end <= start || (end - start < 120 && end < 720)) end = pm(end);
  } else if (!b.explicit && end <= start) end = pm(end);
  // "10:00pm - 4:00pm": no day runs from night to afternoon; the first "pm" is a slip for "am".
  else if (a.meridiem === 'pm' && b.meridiem === 'pm' && start > end && start - 720 < end) start -= 720;
  if (end === 0 || (b.meridiem === 'am' && end === 0)) end = 1440;
  if (end === start && start === 0) end = 1440;
  // "10am-2am": open past midnight, closing in the small hours of the next day.
  if (b.meridiem === 'am' && a.explicit && start >= 600 && end < start && end <= 360) end += 1440;
  if (!(start >= 0 && end <= 1440 + 360 && start < end)) return undefined;
  return { start, end };
}

export interface TokenizeOptions {
  /** Read Mo/Tu/… two-letter day codes (schema.org openingHours strings). */
  schemaCodes?: boolean;
  /** Read Spanish day names too (a page that names its days in Spanish only). */
  spanish?: boolean;
}

/** The token pattern, built once per day-name style (a line is tokenized many times per page). */
function tokenPattern(schemaCodes: boolean, spanish = false): RegExp {
  const day = schemaCodes ? `(?:${LONG_DAY}|${SHORT_DAY})` : LONG_DAY;
  return new RegExp(
    [
      String.raw`(?<always>open\s*24\s*/\s*7|24\s*/\s*7(?:\s*,?\s*|/)365|24 hours a day,? 7 days a week|open 24 hours,? 7 days)`,
      // Not a time span: "Response within 24 hours", "24 hours' notice", "cancel 24 hours in advance".
      String.raw`(?<allday>(?<!\b(?:within|in|under|next|past|last|than|after|before|least)\s+)24\s*(?:hours|hrs?)(?!['’]|\s*(?:notice|in advance|advance|cancell?ation|before|prior|after|of\b|turnaround|response))|open all day|all day)`,
      String.raw`(?<range>\b${day}\s*-\s*${day}(?![a-z]))`,
      ...(spanish
        ? [String.raw`(?<esrange>(?<![a-zé])(?:${ES_LONG_DAY}|${ES_DAY}\.?)\s*(?:-|\ba\b)\s*(?:${ES_LONG_DAY}|${ES_DAY}\.?)(?![a-zé]))`, String.raw`(?<esday>(?<![a-zé])${ES_LONG_DAY}(?![a-zé]))`]
        : []),
      String.raw`(?<mf>\bm\s*-\s*f\b)`,
      String.raw`(?<group>\bweekdays\b|\bweekends?\b|\bdaily\b|\bevery ?day\b|\b(?:7|seven) days(?: a week)?\b|^\s*365 days(?: a year)?[.!]?\s*$)`,
      String.raw`(?<day>\b${day}(?![a-z]))`,
      // Not a count of something else: "when baby is 3-14 days old", "ages 5-12 years", "2-4 people".
      String.raw`(?<time>${TIME}\s*-\s*${TIME}(?!\s*(?:days?|weeks?|months?|years?|yrs?|yo|old|lbs?|pounds?|miles?|people|persons?|guests|kids|children|inch(?:es)?|ft|feet|sq|%)\b))`,
      String.raw`(?<closed>\bclosed\b)`,
      String.raw`(?<appt>by appointment|by appt|appointments? only|appt\.? only)`,
    ].join('|'),
    'g',
  );
}
const TEXT_TOKENS = tokenPattern(false);
const SCHEMA_TOKENS = tokenPattern(true);
const SPANISH_TOKENS = tokenPattern(false, true);
/** An English day's name: a page that writes one names its days in English (a bilingual page's Spanish twin lines are not read again). */
export const ENGLISH_DAY = new RegExp(String.raw`\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|fri|weekdays)\b`, 'i');

/** Splits one line of text into day, time and status tokens, in order. */
export function tokenize(line: string, { schemaCodes = false, spanish = false }: TokenizeOptions = {}): Token[] {
  const text = line
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\b(?:through|thru|until|till|to)\b/g, '-')
    // A table's cells "8:00am | - | 5:00pm": the dash in a cell of its own joins the times beside it.
    .replace(/\s*\|\s*-\s*\|\s*/g, ' - ')
    // Opening and closing in cells of their own ("Monday | 9:00 AM | 6:00 PM"): one range.
    .replace(/(\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)\s*\|\s*(\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)/g, '$1 - $2');
  const tokens: Token[] = [];
  for (const m of text.matchAll(schemaCodes ? SCHEMA_TOKENS : spanish ? SPANISH_TOKENS : TEXT_TOKENS)) {
    const g = m.groups!;
    if (g.always) tokens.push({ kind: 'always' });
    else if (g.allday) tokens.push({ kind: 'allday' });
    else if (g.range) {
      const [from, to] = g.range.split('-').map((s) => dayOf(s.trim()));
      if (from && to) tokens.push({ kind: 'days', days: dayRange(from, to) });
    } else if (g.esrange) {
      const [from, to] = g.esrange.split(/\s*(?:-|\ba\b)\s*/).map(esDayOf);
      if (from && to) tokens.push({ kind: 'days', days: dayRange(from, to) });
    } else if (g.esday) {
      const d = esDayOf(g.esday);
      if (d) tokens.push({ kind: 'days', days: [d] });
    } else if (g.mf) tokens.push({ kind: 'days', days: dayRange('monday', 'friday') });
    else if (g.group) {
      const w = g.group;
      const days = w === 'weekdays' ? dayRange('monday', 'friday') : w.startsWith('weekend') ? dayRange('saturday', 'sunday') : [...DAY_ORDER];
      tokens.push({ kind: 'days', days });
    } else if (g.day) {
      const d = dayOf(g.day);
      if (d) tokens.push({ kind: 'days', days: [d] });
    } else if (g.time) {
      const [ra, rb] = g.time.split(/\s*-\s*/);
      const a = readClock(ra!);
      const b = readClock(rb!);
      const pair = resolvePair(a, b);
      if (pair) tokens.push({ kind: 'time', ...pair, bare: !a.explicit && !b.explicit && !/[:.]/.test(g.time) });
    } else if (g.closed) tokens.push({ kind: 'closed' });
    else if (g.appt) tokens.push({ kind: 'appointment' });
  }
  return tokens;
}
