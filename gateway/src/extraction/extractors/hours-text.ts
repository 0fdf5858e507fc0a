import type { ParsedPage } from '../page';
import { collector, type AnyCandidate } from '../candidates';
import { isUsableWeek, mentionedDays, type PartialWeek } from '../hours';
import { assemble } from '../hours/assemble';
import { ENGLISH_DAY, tokenize, type Token } from '../hours/tokens';

/** Lines about exceptions, not the regular week (a date: "Closed 8/15/24-8/19/24"). */
const EXCEPTION = /\b(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])(?:\/\d{2,4})?\b|holiday|thanksgiving|christmas|new year|memorial day|labor day|emergenc|after[- ]hours|on[- ]call|season|summer hours|winter hours|delivery|deliveries|phone support|kitchen|happy hour/i;
const BARE_ALWAYS = /^\s*24\s*\/\s*7\s*$/;
const URGENT = /emergenc|on[- ]call|after[- ]hours/i;
/** "Contact us online 24 hours a day", "team members available 24 hours a day to assist you": when a message or a call is answered, not when the business is open. */
const REACHABLE = /\b(?:online|e-?mail|messages?|text us|forms?|reply|respond|answer(?:s|ed|ing)?|assist you|representatives?|team members|reach us|voicemail|chat|phones?|staffed|on[- ]call)\b/i;
const HOURS_LABEL = /\b(hours|open|opening|schedule|we'?re open)\b/i;
/** An hours label is a short line of its own ("Hours of Operation"); "schedule your session" in a paragraph is none. */
const hoursLabel = (line: string) => line.length <= 40 && HOURS_LABEL.test(line);
/**
 * A label naming another desk than the business's own ("Gas Station Hours:", "Phone" over
 * "Mon–Fri, 8am–5pm" in a contact card): that week is the business's only when no other is given.
 */
const ASIDE_LABEL = /^(?:gas station|station|phone|telephone|call(?: center| us)?|calls|answering service|pharmacy|drive[- ]?thru|car wash|parts(?: department)?)(?:\s+hours)?\s*:?$/i;

/** Words of a timetable of classes, sessions or specials ("Weekend Late-Night Flash") rather than a business's opening hours. */
const TIMETABLE = /\b(?:classes|class times?|sessions take place|lessons|rehearsals?|specials|flash|pop[- ]?ups?)\b/i;

/** A label run into the days after it ("<b>Hours</b><span>Mon–Sat …</span>" reads "HoursMon–Sat …"), or a day into its times. */
const unglued = (line: string) =>
  line
    .replace(/\b(hours|open|schedule)(?=(?:mon|tue|wed|thu|fri|sat|sun|daily|every)[a-z]*\b)/gi, '$1 ')
    // A day run into its times ("Monday8:00am-5:00pm", "Fridayclosed").
    .replace(/\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)(?=\d|closed\b|open\b)/gi, '$1 ')
    // Times written without their colon on a line of days ("Mon to Fri: 730 - 630").
    .replace(/(?<![\d$.,/:])\b(1[0-2]|[1-9])([0-5]\d)\s+([-–])\s+(1[0-2]|[1-9])([0-5]\d)\b(?![\d/:])/g, (all, h1: string, m1: string, dash: string, h2: string, m2: string) =>
      /\b(?:mon|tue|wed|thu|fri|sat|sun)/i.test(line) ? `${h1}:${m1} ${dash} ${h2}:${m2}` : all);

const VALUE: ReadonlySet<Token['kind']> = new Set(['time', 'closed', 'allday']);
const only = (line: Token[], kinds: (k: Token['kind']) => boolean) => line.length > 0 && line.every((t) => kinds(t.kind));

/**
 * A block's tokens in reading order, except a grid read column by column: day labels, then as
 * many lines of times, pair up in order ("Mon - Sat:", "Sun:", "8:00 AM - 7:00 PM", "Closed").
 * Day labels are two or more lines of days only ("Mon - Sat:", "Sunday"), followed by exactly as
 * many lines of times or Closed: a footer's day column over its hours column
 * ("Mon - Fri", "Sat", "Sun", "9a - 5p", "10a - 2p", "Closed").
 */
export function columnsPaired(lines: readonly Line[]): Token[] {
  const run = (from: number, test: (line: Line) => boolean) => {
    let n = from;
    while (n < lines.length && test(lines[n]!)) n++;
    return n - from;
  };
  const out: Token[] = [];
  for (let i = 0; i < lines.length; ) {
    // (Labels with colons stop at the first without: "Mon - Fri:", "Sat:", then a "Sunday" of another layout.)
    const colons = run(i, (l) => only(l.tokens, (kind) => kind === 'days') && /:\s*$/.test(l.text));
    const labels = colons >= 2 ? colons : run(i, (l) => only(l.tokens, (kind) => kind === 'days'));
    if (labels >= 2 && run(i + labels, (l) => only(l.tokens, (kind) => VALUE.has(kind))) === labels) {
      for (let x = 0; x < labels; x++) out.push(...lines[i + x]!.tokens, ...lines[i + labels + x]!.tokens);
      i += 2 * labels;
      continue;
    }
    out.push(...lines[i]!.tokens);
    i++;
  }
  return out;
}

/** One line of a block: its tokens and its text. */
interface Line {
  tokens: Token[];
  text: string;
}

interface Block {
  lines: Line[];
  /** Days already mentioned: the same day again starts another block (a second location). */
  days: Set<string>;
  first: number;
  labelled: boolean;
  aside: boolean;
}

/**
 * Opening hours written as text: tables, lists, "Mon–Fri 8am–6pm", or prose. Consecutive
 * lines with day/time words form a block (so "Monday" on one line and "9–5" on the next
 * still pair up); the block mentioning most days wins. Days a block does not mention are
 * closed, so a block must mention at least two days to count with any confidence.
 */
export function extractHoursText(page: ParsedPage): AnyCandidate[] {
  const c = collector(page.url, 'hours-text');
  const blocks: Block[] = [];
  let current: Block | undefined;
  let gap = 0;
  const lines = page.lines.map(unglued);
  // Days named in Spanish ("Lun - Vie", "Martes a Sábado") where the page names none in English.
  const spanish = !lines.some((l) => ENGLISH_DAY.test(l));
  lines.forEach((line, i) => {
    let tokens = line.length > 400 ? [] : tokenize(line, { spanish });
    // "Hours of operation:" over a bare "24/7": open around the clock every day.
    if (BARE_ALWAYS.test(line) && lines.slice(Math.max(0, i - 2), i).some(hoursLabel)) tokens = tokenize('open 24/7');
    // "Open 24/7, nights and holidays" is still a regular week; other exception lines are not.
    // "Mon–Sat 7a–6p · 24/7 Emergency": the week beside the exception still is.
    // (Unless the line says the business is open: "Open 24/7 — book online anytime".)
    if (REACHABLE.test(line) && !/\bopen\b/i.test(line)) tokens = tokens.filter((t) => t.kind !== 'always' && t.kind !== 'allday');
    if (EXCEPTION.test(line)) {
      const parts = line.split(/\s+[·•|]\s+/);
      const regular = parts.length > 1 ? parts.filter((p) => !EXCEPTION.test(p)) : [];
      tokens = regular.length ? tokenize(regular.join(' '), { spanish }) : URGENT.test(line) ? [] : tokens.filter((t) => t.kind === 'always');
    }
    if (tokens.length === 0) {
      // A heading "Hours of Operation" starts the week under it afresh ("Text (Thu evenings): …" above it is another matter).
      if (current && (++gap > 1 || hoursLabel(line))) current = undefined;
      return;
    }
    gap = 0;
    // "Open 24 hrs a day" over "365 Days a year" (or "7 days a week"), each a short line of its
    // own: all day, on the days the second names ("Do you tow 24 hours a day?" asks; it says nothing).
    const above = current?.lines.at(-1);
    const short = (l: string) => l.length <= 40;
    if (above && current!.first + current!.lines.length === i && short(above.text) && short(line) && !/\?\s*$/.test(above.text) && only(above.tokens, (k) => k === 'allday') && only(tokens, (k) => k === 'days')) {
      tokens = [...tokens, ...above.tokens];
      above.tokens = [];
    }
    const lineDays = tokens.flatMap((t) => (t.kind === 'days' ? t.days : []));
    if (current && lineDays.some((d) => current!.days.has(d))) current = undefined;
    if (!current) {
      const above = lines.slice(Math.max(0, i - 3), i + 1);
      const label = above.findLast((l) => l.length <= 40 && (HOURS_LABEL.test(l) || ASIDE_LABEL.test(l)));
      // "Sessions take place Mon–Fri 9–12", "Studio classes" under "Mon · Wed · Fri 8:00–9:15": a timetable, not opening hours.
      const near = lines.slice(Math.max(0, i - 2), i + 3).join(' ');
      const timetable = !above.some(hoursLabel) && TIMETABLE.test(near);
      current = { lines: [], days: new Set(), first: i, labelled: HOURS_LABEL.test(above.join(' ')), aside: (!!label && ASIDE_LABEL.test(label)) || timetable };
      blocks.push(current);
    }
    current.lines.push({ tokens, text: line });
    for (const d of lineDays) current.days.add(d);
  });
  // Every usable block is a candidate: the same week twice agrees, two different weeks
  // (two locations) are ambiguous and merge leaves the field empty.
  const weeks = blocks.map((block) => assemble(columnsPaired(block.lines)));
  blocks.forEach((block, b) => {
    const week = weeks[b]!;
    if (!isUsableWeek(week)) return;
    // "Open: Tuesday - Sunday / 10am - 5pm / Closed: Sunday - Monday": the next line closes a day
    // this week opens, so the site says both; which is right is the owner's call.
    const next = blocks[b + 1];
    const closing = next && next.first <= block.first + block.lines.length + 1 && !isUsableWeek(weeks[b + 1]!) ? weeks[b + 1]! : {};
    if (Object.entries(closing).some(([d, v]) => v.closed && week[d as keyof typeof week]?.closed === false)) return;
    const days = mentionedDays(week);
    const confidence = days >= 5 ? 0.75 : days >= 3 ? 0.65 : days >= 2 && block.labelled ? 0.55 : 0.4;
    c.add('hours', week, confidence + (block.labelled ? 0.05 : 0) - (block.aside ? 0.2 : 0), `block${block.first}`);
  });
  return c.out;
}
