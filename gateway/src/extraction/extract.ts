import { formatBusinessHours, formatDaysOpen, type BusinessData, type ServiceOffering } from '@bookline/contracts';
import type { AnyCandidate, Candidate, Field, FieldValues, PostalAddress } from './candidates';
import { EXTRACTORS, PRICE_EXTRACTORS, vehicleSizeOnly } from './extractors';
import { spelledName, TRADE_WORDS } from './extractors/names';
import { toWeeklySchedule, weekSignature, type PartialWeek } from './hours';
import { looksJavaScriptOnly } from './js-only';
import { choose, THRESHOLDS, type Chosen } from './merge';
import { cityKey, isPoBox, isStateOption, isUsCityName, knownCity, stateCode, STREET_WORDS, streetKey } from './normalize/address';
import { isTollFree, stateOfAreaCode } from './normalize/area-codes';
import { formatPhone } from './normalize/phone';
import { nameKey } from './normalize/text';
import { parsePage, type ParsedPage } from './page';
import { guessServiceType } from './service-type';
import { timeZoneFor, timeZoneOfPhone } from './time-zone';

export interface PageInput {
  url: URL;
  html: string;
  /** Read for its price list only (a page the crawler reached by no fact hint). */
  pricesOnly?: boolean;
}

export type Provenance = Partial<Record<keyof BusinessData, { confidence: number; sources: Array<{ url: string; extractor: string }> }>>;

export interface Extraction {
  businessData: BusinessData;
  /** Which fields the site stated (the wizard's "N fields pre-filled"). */
  foundFields: Array<keyof BusinessData>;
  provenance: Provenance;
  /** The home page draws its content with JavaScript. */
  needsJavaScript: boolean;
}

function byField<F extends Field>(all: AnyCandidate[], field: F): Candidate<F>[] {
  return all.filter((c) => c.field === field) as unknown as Candidate<F>[];
}

const KEYS: { [F in Field]: (v: FieldValues[F]) => string } = {
  name: nameKey,
  phone: (v) => v,
  email: (v) => v,
  address: (a) => [streetKey(a.street), cityKey(a.city, a.state), a.state, a.zip].join('|'),
  hours: weekSignature,
  description: (v) => v.toLowerCase(),
  services: (v) => JSON.stringify(v.map((s) => s.name.toLowerCase())),
  kind: (v) => v,
  serviceArea: (v) => String(v),
};

/** Several locations and no single address: their shared time zone is still known. */
function sharedTimeZone(addresses: Candidate<'address'>[]): string | undefined {
  const zones = new Set(addresses.filter((a) => a.confidence >= THRESHOLDS.address).map((a) => timeZoneFor(a.value.state, a.value.zip)));
  const [only] = zones;
  return zones.size === 1 ? only : undefined;
}

function pick<F extends Field>(all: AnyCandidate[], field: F): Chosen<F> | undefined {
  return choose(byField(all, field), KEYS[field], THRESHOLDS[field]);
}

/**
 * Opening hours. Structured data that no line of the site's text agrees with, while a labelled
 * week in the text says otherwise (JSON-LD 7–6 from a template, "Hours: Mon–Fri 8–4" on the
 * contact page), leaves the hours a question for the owner rather than the markup's answer.
 */
function pickHours(all: AnyCandidate[], lines: readonly string[]): Chosen<'hours'> | undefined {
  const weeks = byField(all, 'hours');
  const chosen = choose(weeks, KEYS.hours, THRESHOLDS.hours) ?? textConsensus(weeks);
  if (!chosen) return undefined;
  const key = KEYS.hours(chosen.value);
  const text = weeks.filter((w) => w.extractor.startsWith('hours-text'));
  // (Each week's key computed once, and the chosen week's blocks looked up, not searched: a page of
  // thousands of day lines stays linear.)
  const keyOf = new Map(weeks.map((w) => [w, KEYS.hours(w.value)]));
  // The best-labelled statement of hours in the visible text must not say otherwise, unless the
  // text also says the chosen week as firmly.
  const agrees = (w: Candidate<'hours'>) => keyOf.get(w) === key;
  const firmest = Math.max(0, ...text.filter((w) => !agrees(w)).map((w) => w.confidence));
  if (firmest >= LABELLED_WEEK && !text.some((w) => agrees(w) && w.confidence >= firmest)) return undefined;
  // Markup's week that no full week of the text states, while a full week of the text says another
  // (JSON-LD open Friday mornings, the footer "Friday Closed"; JSON-LD daily 7–6, a footer "Mon-Sat: 9am-6pm").
  const otherFull = text.some((w) => w.confidence >= FULL_WEEK && keyOf.get(w) !== key);
  if (!chosen.sources.every((s) => s.extractor.startsWith('hours-text')) && !text.some((w) => agrees(w) && w.confidence >= FULL_WEEK) && otherFull) return undefined;
  // Weeks stated firmly (markup, a labelled block) that disagree, the chosen one not said three
  // times as often as another (JSON-LD Mon–Sat 8–8 on the home page, "Mon–Fri 8–6, Sat 9–4" on the
  // contact page), or the other said firmly twice (a template's "Business Hours" block on two pages
  // against every footer): which is right is the owner's call. A second week in the lines right beside the
  // chosen one is another desk's ("Office: …" / "In the field: …"), not a contradiction.
  const chosenAt = new Set(weeks.filter((w) => keyOf.get(w) === key).map((w) => `${w.url} ${blockOf(w)}`));
  const beside = (w: Candidate<'hours'>) => [-2, -1, 1, 2].some((d) => chosenAt.has(`${w.url} ${blockOf(w) + d}`));
  const said = new Map<string, number>();
  for (const w of weeks) {
    const k = keyOf.get(w)!;
    if (w.confidence >= LABELLED_WEEK && (k === key || !beside(w))) said.set(k, (said.get(k) ?? 0) + 1);
  }
  if ([...said].some(([k, n]) => k !== key && ((said.get(key) ?? 0) < 3 * n || n >= 2))) return undefined;
  // Three different full weeks or more (five offices' hours, summer and winter and holiday
  // schedules): several schedules, none the business's one week.
  const full = new Set(weeks.filter((w) => w.confidence >= FULL_WEEK && (keyOf.get(w) === key || !beside(w))).map((w) => keyOf.get(w)));
  if (full.size >= 3) return undefined;
  // Markup's week that the text never states, while the text says the business is there around the
  // clock ("Our team is available 24/7"; not an emergency line): which is right is the owner's call.
  const allDay = Object.values(chosen.value).every((d) => d.closed || d.ranges.some(([from, to]) => from === 0 && to >= 1439));
  if (!allDay && !text.some(agrees) && lines.some((l) => AROUND_THE_CLOCK.test(l) && !/emergenc/i.test(l))) return undefined;
  // Markup open around the clock that the text says only of its emergency line ("24/7 Emergency
  // Service"), never "we're available 24/7" of itself, no week of the text agreeing: the emergency
  // line's hours, not the business's.
  if (allDay && !text.some(agrees) && lines.some((l) => ROUND_THE_CLOCK.test(l) && /emergenc/i.test(l)) && !lines.some((l) => (AROUND_THE_CLOCK.test(l) || CALL_ANY_TIME.test(l)) && !/emergenc/i.test(l))) return undefined;
  return chosen;
}
/**
 * Markup's week as strong as the text's, where three labelled blocks of the text state one week
 * and no full week of the text says otherwise (JSON-LD adds Saturday; the header, the contact card
 * and the footer say "Mon–Fri 8am–5pm"): the week the page shows.
 */
function textConsensus(weeks: Candidate<'hours'>[]): Chosen<'hours'> | undefined {
  const text = weeks.filter((w) => w.extractor.startsWith('hours-text') && w.confidence >= FULL_WEEK);
  const keys = new Set(text.map((w) => KEYS.hours(w.value)));
  if (keys.size !== 1) return undefined;
  const labelled = text.filter((w) => w.confidence >= LABELLED_WEEK);
  if (new Set(labelled.map((w) => `${w.url} ${w.extractor}`)).size < 3) return undefined;
  // Only where markup widens the text's week (adds a day, spans a midday break), never where it
  // opens later or closes earlier (8:00 in the markup, 7:30 on every page): that is a contradiction.
  const within = (inner: PartialWeek, outer: PartialWeek) =>
    Object.entries(inner).every(([day, v]) => v.closed || v.ranges.every(([from, to]) => outer[day as keyof PartialWeek]?.ranges.some(([a, b]) => a <= from && to <= b)));
  if (!weeks.filter((w) => !w.extractor.startsWith('hours-text')).every((m) => within(labelled[0]!.value, m.value))) return undefined;
  return { value: labelled[0]!.value, confidence: labelled[0]!.confidence, sources: labelled.map((w) => ({ url: w.url, extractor: w.extractor })) };
}

/** The block a text week was read from ("hours-text:block101" → 101); NaN for markup. */
const blockOf = (w: Candidate<'hours'>) => Number(/:block(\d+)$/.exec(w.extractor)?.[1] ?? NaN);
/** A line saying round the clock ("within 24 hours" is a reply time, not one). */
const ROUND_THE_CLOCK = /\b24\s*\/\s*7\b|\b24\s*hours?\s+a\s+day\b|\baround the clock\b/i;
/** "Call 24/7: 860-748-3960": a line answered at any hour. */
const CALL_ANY_TIME = /\bcall\b[^.!]{0,12}\b24\s*\/\s*7\b/i;
const AROUND_THE_CLOCK = /\b(?:available|open|here|answer\w*|reach(?:able)?|serving you)\b[^.!]{0,30}\b24\s*\/\s*7\b/i;
/** A text block under an hours label naming five days or more (hours-text). */
const LABELLED_WEEK = 0.8;
/** A text block naming five days or more, labelled or not (hours-text). */
const FULL_WEEK = 0.75;

/**
 * The business's email, unless the structured data gives one the page never shows while the page
 * shows and links another (JSON-LD "service@…", every mailto link and line "prorod360@…"): the
 * site contradicts itself, and which is right is the owner's call.
 */
function pickEmail(all: AnyCandidate[]): Chosen<'email'> | undefined {
  const chosen = pick(all, 'email');
  if (!chosen) return undefined;
  const emails = byField(all, 'email');
  const shown = new Set(emails.filter((e) => e.extractor === 'text').map((e) => e.value));
  const linked = new Set(emails.filter((e) => e.extractor.startsWith('contact-links')).map((e) => e.value));
  const markup = new Set(emails.filter((e) => e.extractor.startsWith('json-ld') || e.extractor.startsWith('microdata')).map((e) => e.value));
  // ("Emailsal@…" is "sal@…" with its label run into it.)
  const unseen = [...markup].filter((m) => ![...shown, ...linked].some((v) => v === m || v.endsWith(m)));
  const other = [...shown].some((v) => linked.has(v) && !markup.has(v));
  return unseen.length && other ? undefined : chosen;
}

/**
 * The business's phone. Two numbers stated as firmly as each other (two offices' tel: links)
 * leave the field empty — unless the site shows one of them at least twice as often as the
 * other, and three times or more (header, promotion, footer): that one is the main line.
 */
function pickPhone(all: AnyCandidate[]): Chosen<'phone'> | undefined {
  const phones = dialedOrShown(byField(all, 'phone'));
  if (!phones) return undefined;
  const chosen = choose(phones, KEYS.phone, THRESHOLDS.phone);
  if (chosen) {
    // A number only links or markup give, while the page shows another one again and again
    // (every "Call" button dials 678-554-5574, the page reads 678-201-5977): which is right is the owner's call.
    const shown = new Map<string, number>();
    for (const p of phones) if (p.extractor === 'text') shown.set(p.value, (shown.get(p.value) ?? 0) + 1);
    if (!shown.has(chosen.value) && [...shown.values()].some((n) => n >= 2)) return undefined;
    // The structured data's number is another one, one the page never shows (JSON-LD 360-968-8817,
    // every link and line 360-882-7866): the site contradicts itself.
    if (phones.some((p) => p.extractor.startsWith('json-ld') && p.value !== chosen.value && !shown.has(p.value))) return undefined;
    return chosen;
  }
  if (!phones.length) return chosen;
  const times = new Map<string, number>();
  for (const p of phones) times.set(p.value, (times.get(p.value) ?? 0) + 1);
  const [first, second] = [...times].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < 3 || (second && first[1] < 2 * second[1])) return undefined;
  const main = phones.filter((p) => p.value === first[0]);
  return {
    value: first[0],
    confidence: THRESHOLDS.phone,
    sources: main.map((p) => ({ url: p.url, extractor: p.extractor })),
  };
}

/**
 * Links that show one number and dial another (a copied template's "tel:1-800-555-0123" under
 * "(202) 321-2896"). Where other links dial the number shown, and nothing shows the number dialed,
 * the shown one is the phone and the dialed one a leftover. Where the dialed number is the main
 * line other links dial and show, the button's link is the leftover. Otherwise the site contradicts
 * itself and the phone is the owner's call (undefined).
 */
function dialedOrShown(phones: Candidate<'phone'>[]): Candidate<'phone'>[] | undefined {
  const dialed = phones.filter((p) => p.extractor.endsWith(':tel-dialed'));
  if (!dialed.length) return phones;
  const linked = new Set(phones.filter((p) => p.extractor.endsWith(':tel')).map((p) => p.value));
  const written = new Set(phones.filter((p) => p.extractor === 'text').map((p) => p.value));
  const shown = phones.filter((p) => p.extractor.endsWith(':tel-shown'));
  const settled = shown.every((s) => linked.has(s.value)) && dialed.every((d) => !linked.has(d.value) && !written.has(d.value));
  if (settled) return phones.filter((p) => !p.extractor.endsWith(':tel-dialed'));
  // "Text 413-230-1451" on a button that dials the main line every other link dials and shows:
  // the button's link was copied from the call button; the numbers are weighed as written.
  const mainLine = dialed.every((d) => linked.has(d.value) && written.has(d.value));
  return mainLine ? phones.filter((p) => !p.extractor.endsWith(':tel-dialed') && !p.extractor.endsWith(':tel-shown')) : undefined;
}

/** A name's words without "and" and without a plural's or possessive's "s": "Ruby's Nails & Spa" and "Ruby Nail Spa" are one. */
const loose = (words: string[]) => words.filter((x) => x !== 'and').map((x) => x.replace(/s$/, '')).join('');

/** "RIVERDALE NAILS SPA INC" cased like "Riverdale Nail SPA Inc", word by word, when some writing has as many words. */
function casedLike(shouted: string, models: string[]): string | undefined {
  const said = shouted.split(/\s+/);
  const model = models.map((m) => m.split(/\s+/)).find((m) => m.length === said.length);
  if (!model) return undefined;
  return said
    .map((w, i) => {
      const m = model[i]!;
      if (m.toUpperCase() === w) return m;
      if (/^\P{Ll}+$/u.test(m)) return w;
      if (/^\P{Lu}+$/u.test(m)) return w.toLowerCase();
      return w.charAt(0) + w.slice(1).toLowerCase();
    })
    .join(' ');
}

/** The same words but one, which one of them cuts short (three letters or more), and two words besides: "Mav Heating and Air". */
function abbreviated(a: string[], b: string[]): boolean {
  if (a.length !== b.length || a.length < 3) return false;
  const differ = a.flatMap((x, i) => (x === b[i] ? [] : [i]));
  if (differ.length !== 1) return false;
  const [x, y] = [a[differ[0]!]!, b[differ[0]!]!];
  const [cut, whole] = x.length < y.length ? [x, y] : [y, x];
  return cut.length >= 3 && whole.length >= cut.length + 2 && whole.startsWith(cut) && /^[a-z]+$/.test(whole);
}

/** The same name with its first words written as their initials: "SB Lash and Wax", "Sarah Bennett Lash and Wax". */
function initialed(a: string[], b: string[]): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  const letters = short[0] ?? '';
  const n = letters.length;
  if (n < 2 || n > 4 || long.length !== short.length - 1 + n || short.length < 2) return false;
  return long.slice(0, n).map((w) => w[0]).join('') === letters && long.slice(n).join(' ') === short.slice(1).join(' ');
}

/** Two keys equal but for one letter added, dropped or changed. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}

/**
 * One name, the longer only adding trade words, however the words are spaced: "HEADZ UP" in the
 * title, "HEADZUP" on the heading, "HEADZUP BARBERSHOP" on the copyright line. The shorter must
 * be a word of five letters or more that is no town.
 */
function tradeAfter(a: string, aw: string[], b: string, bw: string[]): boolean {
  const [short, shortWords, long, longWords] = a.length < b.length ? [a, aw, b, bw] : [b, bw, a, aw];
  if (short.length < 5 || !long.startsWith(short) || placeWords(shortWords)) return false;
  const rest = long.slice(short.length);
  for (let j = longWords.length - 1; j >= 1; j--) {
    const tail = longWords.slice(j);
    if (!tail.every((x) => TRADE_WORDS.has(x))) return false;
    if (tail.join('') === rest) return true;
  }
  return false;
}

/** The longer name is the shorter one, however its words are spaced, then a town or a state ("… Aldie Virginia"). */
function placeAfter(short: string[], long: string[]): boolean {
  const joined = short.join('');
  if (joined.length < 8) return false;
  for (let n = 1; n <= 3 && n < long.length; n++) {
    if (long.slice(0, -n).join('') === joined && (placeWords(long.slice(-n)) || !!stateCode(long.slice(-n).join(' ')))) return true;
  }
  return false;
}

/** Words that are a US town, with or without its state after it ("union city pennsylvania"). */
function placeWords(words: string[]): boolean {
  if (isUsCityName(words.join(' '))) return true;
  for (let n = 1; n <= 2 && n < words.length; n++) {
    if (stateCode(words.slice(-n).join(' ')) && isUsCityName(words.slice(0, -n).join(' '))) return true;
  }
  return false;
}

/** Words that say what kind of firm a business is, not what it does. */
const FIRM_WORDS = new Set(['and', 'company', 'services', 'service', 'group', 'center', 'centre', 'studio', 'studios', 'shop']);

/**
 * A name written two ways on one site is one name:
 * - "DesertStar HVAC" in the title and "Dessert Star HVAC" on the logo (spaces aside, one letter
 *   apart, long enough that one letter is a typo and not another word), shown as the stronger
 *   source writes it;
 * - "Clean Sweep" on the logo and "Clean Sweep Cleaning Services" in the title and copyright:
 *   the longer only adds what the business does, and is shown. ("LK Nail Salon Santee" adds a
 *   place and "Spotless Maids of Tulsa" a preposition: those stay rivals.)
 */
function pickName(all: AnyCandidate[]): Chosen<'name'> | undefined {
  const names = [...byField(all, 'name'), ...spelledByMailbox(all)];
  const words = (v: string) => nameKey(v).split(' ').filter(Boolean);
  const canon = new Map<string, string>();
  const wordsOf = new Map<string, string[]>();
  const longer = new Map<string, string>();
  /** A name also written with its town after it: shown without the town. */
  const placeless = new Map<string, string>();
  for (const c of [...names].sort((a, b) => b.confidence - a.confidence)) {
    const w = words(c.value);
    const k = w.join('');
    if (!k || canon.has(k)) continue;
    wordsOf.set(k, w);
    let near: string | undefined;
    for (const [other, root] of canon) {
      const ow = wordsOf.get(other)!;
      const [short, long] = w.length < ow.length ? [w, ow] : [ow, w];
      const prefix = short.length >= 2 && short.every((x, i) => long[i] === x);
      // "Microblading Eyebrow Design Studio" in the titles, "Eyebrow Design Studio" on the copyright line: the trade said first.
      const suffix = short.length >= 2 && long.length > short.length && short.every((x, i) => long[long.length - short.length + i] === x);
      const addsTrade = (prefix && long.slice(short.length).every((x) => TRADE_WORDS.has(x))) || (suffix && long.slice(0, long.length - short.length).every((x) => TRADE_WORDS.has(x) && x !== 'and')) || tradeAfter(k, w, other, ow);
      // "Hornaman Chiropractic Center — Union City" on the copyright line: the name, then its town.
      // "Stonesprings Dentistry Aldie Virginia" on the logo, "Stone Springs Dentistry" in the titles: the name, then where.
      const addsPlace = (prefix && short.length >= 3 && long.length > short.length && placeWords(long.slice(short.length))) || placeAfter(short, long);
      // "Massage Mendocino Coast" in the title, "Mendocino Coast Massage" on the heading: the same words.
      const reordered = w.length >= 3 && w.length === ow.length && [...w].sort().join(' ') === [...ow].sort().join(' ');
      // "Mav Heating and Air" in the markup, "Mavericks Heating and Air" on the page: one word cut short.
      const shortened = abbreviated(w, ow);
      // "SB Lash & Wax" in the text, "Sarah Bennett Lash & Wax" in the titles: initials spelled out.
      const spelledOut = initialed(w, ow);
      if ((k.length >= 10 && other.length >= 10 && oneEditApart(other, k)) || addsTrade || addsPlace || reordered || shortened || spelledOut || (loose(w) === loose(ow) && loose(w).length >= 6)) {
        near = root;
        if (addsPlace) placeless.set(root, short.join(''));
        if (addsTrade || shortened || spelledOut) longer.set(root, k.length > other.length ? k : longer.get(root) ?? other);
        break;
      }
    }
    canon.set(k, near ?? k);
  }
  const key = (v: string) => canon.get(words(v).join('')) ?? '';
  const picked = choose(names, key, THRESHOLDS.name);
  if (!picked) return undefined;
  // "Zia Towing - Light Duty Towing" in the markup, "Zia Towing" in the titles: the name before its tagline.
  const lead = /^(.{3,}?)\s+[-–—|]\s+\S/.exec(picked.value)?.[1];
  const leadWritten = lead ? names.find((n) => n.value !== picked.value && words(n.value).join('') === words(lead).join('')) : undefined;
  const chosen = leadWritten ? { ...picked, value: leadWritten.value } : picked;
  // The longer form is shown when as many places write it as write the shorter one (a title part
  // the text repeats is still the title).
  const said = (k: string) => new Set(names.filter((n) => words(n.value).join('') === k && !n.extractor.endsWith(':mentions')).map((n) => `${n.url} ${n.extractor}`)).size;
  const root = key(chosen.value);
  const longest = longer.get(root);
  // Weighed against the form most other places write, whichever of the two the evidence met first.
  const others = longest ? [...canon].filter(([k, r]) => r === root && k !== longest).map(([k]) => k) : [];
  const rival = others.length ? others.reduce((a, b) => (said(a) >= said(b) ? a : b)) : undefined;
  // The site's own web address spelling the longer form ("illinismilesdentalcare.com") settles it.
  const spelled = (k: string) => names.some((n) => words(n.value).join('') === k && n.extractor.endsWith(':address'));
  // The words the longer form adds name a trade ("Pet Grooming"), not just a kind of firm ("Company").
  const namesTrade = (long: string, short: string) => {
    const extra = wordsOf.get(long)!.filter((x) => !wordsOf.get(short)!.includes(x));
    return extra.some((x) => !FIRM_WORDS.has(x));
  };
  const surest = (k: string) => Math.max(0, ...names.filter((n) => words(n.value).join('') === k).map((n) => n.confidence));
  const full = (longest && (!rival || said(longest) > said(rival) || (said(longest) === said(rival) && (surest(longest) >= surest(rival) || namesTrade(longest, rival))) || (spelled(longest) && !spelled(rival))) ? longest : undefined) ?? placeless.get(root);
  const plain = longest && !full ? rival : undefined;
  // One name written two ways, as strongly ("GS House Cleaning" in the title, "G&S House Cleaning"
  // on the header and again in the text): the way more places write it. (Not a misspelling:
  // "Dessert Star HVAC" on the logo and in the text is still "DesertStar HVAC".)
  const of = (k: string) => names.filter((n) => words(n.value).join('') === k);
  const places = (k: string) => new Set(of(k).map((n) => `${n.url} ${n.extractor}`)).size;
  const strength = (k: string) => Math.max(...of(k).map((n) => n.confidence)) * 100 + places(k);
  const same = loose(words(chosen.value));
  const variants = [...new Set(names.filter((n) => loose(words(n.value)) === same).map((n) => words(n.value).join('')))];
  // Among writings that differ by a plural or an "and" ("Hank Walton Aesthetic" on the copyright
  // line, "Hank Walton Aesthetics" in every title), the fuller one, unless the site writes the
  // other many times more often.
  // The title and the copyright line agreeing on the shorter writing settle it.
  const agreed = (k: string) => ['names:title', 'names:copyright'].every((x) => of(k).some((n) => n.extractor === x));
  const fuller = (a: string, b: string) => {
    const [short, long] = a.length < b.length ? [a, b] : [b, a];
    if (a.length !== b.length && places(short) <= 3 * places(long) && !(agreed(short) && !agreed(long))) return long === b ? 1 : -1;
    return strength(b) - strength(a);
  };
  const usual = variants.reduce((a, b) => (fuller(a, b) > 0 ? b : a), words(chosen.value).join(''));
  const written = (k: string | undefined) => (k ? names.find((n) => words(n.value).join('') === k)?.value : undefined);
  const first = written(full) ?? written(plain) ?? written(usual) ?? chosen.value;
  // "Cleaning Services M & M" in the title, "M & M Cleaning Services" on the logo: the same words,
  // shown with the trade said last, as names are.
  const fw = words(first);
  const tradeLast = (w: string[]) => !TRADE_WORDS.has(w[0]!) && TRADE_WORDS.has(w[w.length - 1]!);
  const sorted = (w: string[]) => [...w].sort().join(' ');
  const shown = (TRADE_WORDS.has(fw[0]!) && !tradeLast(fw) ? names.find((n) => sorted(words(n.value)) === sorted(fw) && tradeLast(words(n.value)))?.value : undefined) ?? first;
  // A name shouted in capitals ("ACME PLUMBING" in the title) is shown as the page writes it elsewhere.
  // Or, written elsewhere only with a plural or an "and" apart, cased word by word as written there.
  const cased = /\p{Ll}/u.test(shown) ? shown : names.find((n) => n.value.toUpperCase() === shown && /\p{Ll}/u.test(n.value))?.value ?? casedLike(shown, names.filter((n) => /\p{Ll}/u.test(n.value) && loose(words(n.value)) === loose(words(shown))).map((n) => n.value));
  return { ...chosen, value: cased ?? shown };
}

/**
 * A name the site offers that its mailbox spells ("nerosautobody@gmail.com" beside the title's
 * "Nero's Auto Body"): one more source for it. A mailbox alone names nothing (it may be a person's).
 */
function spelledByMailbox(all: AnyCandidate[]): Candidate<'name'>[] {
  const mailboxes = new Set(byField(all, 'email').map((e) => spelledName(e.value.split('@')[0]!)).filter((m) => m.length >= 6));
  if (!mailboxes.size) return [];
  const carried = (word: string) => [...mailboxes].some((m) => m.includes(word));
  const out = new Map<string, Candidate<'name'>>();
  for (const n of byField(all, 'name')) {
    const spelled = spelledName(n.value);
    if (/\s/.test(n.value) && mailboxes.has(spelled) && !out.has(spelled)) out.set(spelled, { ...n, confidence: 0.55, extractor: 'names:mailbox' });
    // "Fioravanti Painting and Landscaping" as the only heading, mail to "craigfioravanti@…": a
    // family name the owner's own mailbox carries, then only what the business does.
    const [first, ...rest] = nameKey(n.value).split(' ');
    if (first && first.length >= 6 && !TRADE_WORDS.has(first) && rest.length && rest.every((w) => TRADE_WORDS.has(w)) && rest.some((w) => w !== 'and') && !isUsCityName(first) && carried(first) && !out.has(spelled)) {
      out.set(spelled, { ...n, confidence: THRESHOLDS.name, extractor: 'names:mailbox' });
    }
  }
  return [...out.values()];
}

/**
 * Services from every page: a menu can span pages (hair on one, nails on another) and the home
 * page often repeats a few of them. The longest list leads; another page adds the services it
 * does not name (a name another page already priced keeps that page's price: the home page's
 * teaser "Haircut $25" does not add a second haircut to the menu's "Haircut $25–$45"). One list
 * may price one name twice (hands and toes). A name given without a price gives way to the same
 * name priced. A lone service from a page's text is not enough on its own (often a promotion).
 */
function pickServices(all: AnyCandidate[]): Chosen<'services'> | undefined {
  const lists = withoutRestatedLists(withoutContradictedMarkup(byField(all, 'services'))).sort((a, b) => b.value.length - a.value.length);
  if (!lists.length) return undefined;
  // "Pink & White Full Set" on the menu and "Pink and White Full Set" in the JSON-LD offers are one service.
  const key = (name: string) => name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '');
  const joined = new Map<string, ServiceOffering>();
  const pricedBy = new Map<string, Candidate<'services'>>();
  for (const list of lists) {
    for (const s of ladder(list.value, key)) {
      const name = key(s.name);
      if (!name || vehicleSizeOnly(s.name)) continue;
      if (s.priceFromCents === undefined) {
        if (![...joined.values()].some((o) => key(o.name) === name)) joined.set(`${name} `, s);
        continue;
      }
      const owner = pricedBy.get(name);
      if (owner && owner !== list) {
        // The home page's card gives the lowest price ("From $140"), the service's own page the whole
        // range from it ("From $140" … "From $240" by length): the range.
        const teaser = joined.get(`${name} ${s.priceFromCents}`);
        if (teaser && teaser.priceToCents === undefined && s.priceToCents !== undefined) joined.set(`${name} ${s.priceFromCents}`, { ...teaser, priceToCents: s.priceToCents });
        continue;
      }
      pricedBy.set(name, list);
      joined.delete(`${name} `);
      if (!joined.has(`${name} ${s.priceFromCents}`)) joined.set(`${name} ${s.priceFromCents}`, s);
    }
  }
  // "At her studio (1–1.25 hrs)" and "At her studio" at one price: one service, named in full.
  // (Only a name with nothing in brackets gives way: "Massage (60 min)" and "Massage (90 min)" are two.)
  const price = (s: ServiceOffering) => `${s.priceFromCents}-${s.priceToCents ?? ''}`;
  const inFull = new Set([...joined.values()].filter((s) => s.priceFromCents !== undefined && /\([^()]*\)/.test(s.name)).map((s) => `${key(s.name.replace(/\([^()]*\)/g, ' '))} ${price(s)}`));
  for (const [k, s] of joined) if (s.priceFromCents !== undefined && !/\(/.test(s.name) && inFull.has(`${key(s.name)} ${price(s)}`)) joined.delete(k);
  const offered = bySize([...joined.values()]);
  const best = Math.max(...lists.map((l) => l.confidence));
  const confidence = offered.length >= 2 ? Math.max(best, THRESHOLDS.services) : best;
  if (!offered.length || confidence < THRESHOLDS.services) return undefined;
  const sources = new Map(lists.map((l) => [`${l.url} ${l.extractor}`, { url: l.url, extractor: l.extractor }]));
  return { value: offered.slice(0, 100), confidence, sources: [...sources.values()] };
}

/**
 * Markup whose prices the page contradicts (the JSON-LD catalogue's "Full Detail Service $290",
 * "Interior Detailing $220" beside the page's "Full Detail — Starting at $350", "Interior Detail —
 * Starting at $250"): the page is what customers read, so the markup's prices go.
 */
function withoutContradictedMarkup(lists: Candidate<'services'>[]): Candidate<'services'>[] {
  const text = lists.filter((l) => l.extractor.startsWith('services-text'));
  const stems = (name: string) => nameWords(name).filter((w) => w !== 'and' && w !== 'the' && w !== 'service' && w !== 'services').map((w) => w.slice(0, 6));
  const same = (a: ServiceOffering, b: ServiceOffering) => {
    const [x, y] = [stems(a.name), stems(b.name)];
    const [short, long] = x.length <= y.length ? [x, y] : [y, x];
    return short.length > 0 && short.every((w) => long.includes(w));
  };
  const pagePriced = text.flatMap((t) => t.value).filter((t) => t.priceFromCents !== undefined);
  // (A length's price inside the page's range for the service agrees with it.)
  const inside = (a: ServiceOffering, b: ServiceOffering) => inRange(a.priceFromCents!, b) && inRange(a.priceToCents ?? a.priceFromCents!, b);
  return lists.filter((list) => {
    if (text.includes(list)) return true;
    let pairs = 0;
    let against = 0;
    for (const s of list.value) {
      if (s.priceFromCents === undefined) continue;
      const shown = pagePriced.filter((t) => same(s, t));
      if (!shown.length) continue;
      pairs++;
      if (!shown.some((t) => inside(s, t) || inside(t, s))) against++;
    }
    return !(against >= 2 && against * 2 >= pairs);
  });
}

/** A price in cents within a priced service's range (its one price, when it has no range). */
const inRange = (cents: number, o: ServiceOffering) => o.priceFromCents !== undefined && cents >= o.priceFromCents && cents <= (o.priceToCents ?? o.priceFromCents);

const nameWords = (name: string) => name.toLowerCase().replace(/&/g, ' and ').split(/[^a-z0-9]+/).filter(Boolean);

/**
 * A list that restates another service by service in finer grain ("Swedish Massage 60 min $85",
 * "Swedish Massage 90 min $125" in the markup; "Swedish Massage $85 – $165" on the menu): each of
 * its entries names one of the other's services and more, at a price within that service's range.
 * The menu's own entries stand; the restatements go.
 */
function withoutRestatedLists(lists: Candidate<'services'>[]): Candidate<'services'>[] {
  const within = (s: ServiceOffering, o: ServiceOffering) => inRange(s.priceFromCents!, o);
  // (A note in brackets is not more: "At her studio (1–1.25 hrs)" is the menu's own name, kept in full.)
  const extends_ = (s: ServiceOffering, o: ServiceOffering) => {
    const [a, b] = [nameWords(s.name.replace(/\([^()]*\)/g, ' ')), nameWords(o.name)];
    return b.length > 0 && a.length > b.length && b.every((w, i) => a[i] === w);
  };
  return lists.map((list) => {
    const priced = list.value.filter((s) => s.priceFromCents !== undefined);
    for (const other of lists) {
      if (other === list) continue;
      const restated = priced.filter((s) => other.value.some((o) => extends_(s, o) && within(s, o)));
      if (restated.length >= 3 && restated.length >= 0.8 * priced.length) return { ...list, value: list.value.filter((s) => !restated.includes(s)) };
    }
    return list;
  });
}

/**
 * One service priced several times in a row, nothing else between ("Interior Detail $190" on the
 * sedan's card, "$200" on the small SUV's, … "$230"): one service, from its lowest price to its
 * highest. (The same name again under another heading, after other services, stays its own.)
 * `key` is the caller's notion of one service name, so the run and the menu agree on sameness.
 */
function ladder(services: ServiceOffering[], key: (name: string) => string): ServiceOffering[] {
  const keys = services.map((s) => key(s.name));
  const out: ServiceOffering[] = [];
  for (let i = 0; i < services.length; ) {
    const s = services[i]!;
    let j = i + 1;
    while (s.priceFromCents !== undefined && j < services.length && services[j]!.priceFromCents !== undefined && keys[j] === keys[i]) j++;
    out.push(j - i > 1 ? { ...s, ...priceSpan(services.slice(i, j)) } : s);
    i = j;
  }
  return out;
}

/** Priced services' lowest price to their highest, as one price ("$190" … "$230" → $190–$230). */
function priceSpan(priced: ServiceOffering[]): Pick<ServiceOffering, 'priceFromCents' | 'priceToCents'> {
  let [from, to] = [Infinity, -Infinity];
  for (const p of priced) {
    from = Math.min(from, p.priceFromCents!);
    to = Math.max(to, p.priceToCents ?? p.priceFromCents!);
  }
  return { priceFromCents: from, ...(to > from ? { priceToCents: to } : {}) };
}

/** A size in brackets after a name: "Length (S)", "Full Set (Long)", "Bath [X-Large]". */
const SIZE_NOTE = /^(.{2,60}?)\s*[([]\s*(xs|s|m|l|xl|xxl|xxxl|\dxl|small|medium|med|large|x-?large|extra[- ]large|short|long|x-?long|extra[- ]long)\s*[)\]]$/i;

/**
 * One service sold in sizes, each size on a row of its own ("Length (S) $5" … "Length (4XL) $35",
 * "Full Set (Short) $35" / "Full Set (Long) $45"): one service, from its lowest to its highest price,
 * where the first size stood.
 */
function bySize(services: ServiceOffering[]): ServiceOffering[] {
  const base = (s: ServiceOffering) => (s.priceFromCents !== undefined ? SIZE_NOTE.exec(s.name) : null);
  const groups = new Map<string, ServiceOffering[]>();
  for (const s of services) {
    const m = base(s);
    if (!m) continue;
    const group = groups.get(nameKey(m[1]!));
    if (group) group.push(s);
    else groups.set(nameKey(m[1]!), [s]);
  }
  const out: ServiceOffering[] = [];
  for (const s of services) {
    const m = base(s);
    const group = m ? groups.get(nameKey(m[1]!))! : [];
    if (new Set(group.map((g) => base(g)![2]!.toLowerCase())).size < 2) {
      out.push(s);
      continue;
    }
    if (group[0] !== s) continue;
    out.push({ name: m![1]!.trim(), durationMinutes: s.durationMinutes, ...priceSpan(group) });
  }
  return out;
}

/**
 * A street address, when one is stated well enough, makes "Serving Austin, TX" and a bare
 * "Austin, TX 78701" line redundant rather than rivals; without one they stand on their own.
 */
function pickAddress(all: AnyCandidate[], phone: string | undefined): Chosen<'address'> | undefined {
  const everywhere = byField(all, 'address');
  const addresses = everywhere.filter((a) => (a.value.street || a.value.city) && !a.extractor.endsWith(':town'));
  const picked = pickPlace(addresses);
  if (picked) {
    // "St. Joseph" on every page and "Saint Joseph" in one paragraph: the town as the site writes it most often.
    const town = cityKey(picked.value.city, picked.value.state);
    const spellings = new Map<string, number>();
    for (const a of addresses) if (a.value.state === picked.value.state && cityKey(a.value.city, a.value.state) === town) spellings.set(a.value.city, (spellings.get(a.value.city) ?? 0) + 1);
    const [most, next] = [...spellings].sort((a, b) => b[1] - a[1]);
    return most && most[0] !== picked.value.city && (!next || most[1] > next[1]) ? { ...picked, value: { ...picked.value, city: most[0] } } : picked;
  }
  // No town at all: a state the site says it serves ("Serving Connecticut"), when it is the one
  // its phone's area code belongs to and the site names no other.
  const said = everywhere.filter((a) => a.extractor.endsWith(':region'));
  const town = phone ? townAlone(everywhere, said, phone) : undefined;
  if (town) return town;
  if (!said.length || !phone) return undefined;
  // Every place stated at least as firmly (a town, a map, another region) lies in that one state.
  const weakest = Math.min(...said.map((a) => a.confidence));
  const states = new Set(everywhere.filter((a) => a.confidence >= weakest).map((a) => a.value.state));
  const [state] = states;
  // A toll-free number ("877") names no state: then the site must say the region on two pages or more.
  if (states.size !== 1 || (isTollFree(phone) ? new Set(said.map((a) => a.url)).size < 2 : stateOfAreaCode(phone) !== state)) return undefined;
  return { value: { street: '', city: '', state: state!, zip: '' }, confidence: THRESHOLDS.address, sources: said.map((a) => ({ url: a.url, extractor: a.extractor })) };
}

/**
 * A town the site names with no state ("Serving the Greater Nashville Area", "Tampa's Elite
 * Pressure Washing") when nothing firmer is said: only a town of the phone's area-code state, and
 * only when every town so named is that one ("Serving Charlotte Area" in one title and "Serving
 * Atlanta Area" in another names neither). The state stays unsaid unless the site says it.
 */
function townAlone(everywhere: Candidate<'address'>[], regions: Candidate<'address'>[], phone: string): Chosen<'address'> | undefined {
  const state = stateOfAreaCode(phone);
  const named = everywhere.filter((a) => a.extractor.endsWith(':town'));
  if (!state || !named.length || regions.some((r) => r.value.state !== state)) return undefined;
  const towns = new Set<string>();
  for (const a of named) {
    const known = (!a.value.state || a.value.state === state) && knownCity(a.value.city, state);
    if (known) towns.add(known);
    else if (isUsCityName(a.value.city)) return undefined;
  }
  const [city] = towns;
  if (towns.size !== 1 || !city) return undefined;
  const stated = regions.length || named.some((a) => a.value.state);
  return {
    value: { street: '', city, state: stated ? state : '', zip: '' },
    confidence: THRESHOLDS.address,
    sources: named.map((a) => ({ url: a.url, extractor: a.extractor })),
  };
}

function pickPlace(addresses: Candidate<'address'>[]): Chosen<'address'> | undefined {
  const full = addresses.filter((a) => a.value.street);
  const fullPick = pickFullAddress(full);
  if (fullPick) return fullPick;
  const stated = full.filter((a) => a.confidence >= THRESHOLDS.address);
  if (stated.length) return sharedPlace(stated);
  // "Serving Johnson City, TN" and "Office: Johnson City, TN, 37615" are one place, with its ZIP.
  const place = (a: PostalAddress) => `${a.city.toLowerCase()}|${a.state}`;
  const zips = new Map<string, Set<string>>();
  for (const a of addresses) if (!a.value.street && a.value.zip) zips.set(place(a.value), (zips.get(place(a.value)) ?? new Set()).add(a.value.zip));
  const fuller = (a: PostalAddress): PostalAddress => {
    const known = zips.get(place(a));
    return a.street || a.zip || known?.size !== 1 ? a : { ...a, zip: [...known][0]! };
  };
  const chosen = choose(addresses, (v) => KEYS.address(fuller(v)), THRESHOLDS.address) ?? mostSaidTown(addresses);
  if (!chosen) return undefined;
  // The same town with two ZIPs (JSON-LD 55802, the pricing page 55811): the town is known, the ZIP is a question.
  const value = fuller(chosen.value);
  // The only street anywhere, from a map link the text never backs ("561 Blueberry Place" in a
  // "Read reviews on Google" link), in the very town the site states firmly (JSON-LD, several places).
  const inTown = full.filter((a) => place(a.value) === place(value) && (!value.zip || a.value.zip === value.zip));
  if (chosen.confidence >= 0.9 && inTown.length && inTown.length === full.length && new Set(inTown.map((a) => KEYS.address(a.value))).size === 1) {
    return { ...chosen, value: inTown[0]!.value, sources: [...chosen.sources, ...inTown.map((a) => ({ url: a.url, extractor: a.extractor }))] };
  }
  const otherZip = addresses.some((a) => a.confidence >= THRESHOLDS.address && place(a.value) === place(value) && a.value.zip && a.value.zip !== value.zip);
  return { ...chosen, value: otherZip ? { ...value, zip: '' } : value };
}

/**
 * A town the site names again and again ("Grimes, IA" in the title, the header, "Local Grimes, IA
 * Based", "serving Grimes, Iowa") beside a list of towns it serves, each named once: the home town.
 * It must be said three times or more, and at least twice as often as any other.
 */
function mostSaidTown(addresses: Candidate<'address'>[]): Chosen<'address'> | undefined {
  const said = new Map<string, Candidate<'address'>[]>();
  for (const a of addresses) {
    if (a.value.street || a.confidence < THRESHOLDS.address) continue;
    const k = `${cityKey(a.value.city, a.value.state)}|${a.value.state}`;
    const same = said.get(k);
    if (same) same.push(a);
    else said.set(k, [a]);
  }
  const [first, second] = [...said.values()].sort((a, b) => b.length - a.length);
  if (!first || first.length < 3 || (second && first.length < 2 * second.length)) return undefined;
  const town = first.find((a) => a.value.zip) ?? first[0]!;
  return { value: town.value, confidence: THRESHOLDS.address, sources: first.map((a) => ({ url: a.url, extractor: a.extractor })) };
}

/**
 * Two locations stated as firmly as each other ("North Phoenix" and "Central Phoenix") leave the
 * street a question for the owner, but the city and state they share (and the ZIP, if that too)
 * are the business's; offices in several towns still share their state.
 */
function sharedPlace(stated: Candidate<'address'>[]): Chosen<'address'> | undefined {
  const one = (f: (a: Candidate<'address'>) => string) => {
    const values = new Set(stated.map(f));
    return values.size === 1 ? [...values][0]! : '';
  };
  const city = one((a) => a.value.city.toLowerCase());
  const state = one((a) => a.value.state);
  if (!state) return undefined;
  // Offices in several towns of one state: the state is still the business's.
  return {
    value: { street: '', city: city ? stated[0]!.value.city : '', state, zip: city ? one((a) => a.value.zip) : '' },
    confidence: Math.max(...stated.map((a) => a.confidence)),
    sources: stated.map((a) => ({ url: a.url, extractor: a.extractor })),
  };
}

const UNIT_WORD = /^(suite|unit|studio|room|rm|floor|fl|building|apartment)$/;
const COMPASS = new Set(['north', 'south', 'east', 'west']);

/** "45 forest falls drive 2nd floor suite b3" → its street and its units ("2nd floor suite b3"). */
function streetParts(street: string): { base: string; units: string[] } {
  const words = streetKey(street).split(' ');
  const at = words.findIndex((w, i) => UNIT_WORD.test(w) || (/^\d+(st|nd|rd|th)$/.test(w) && /^(floor|fl)$/.test(words[i + 1] ?? '')));
  return at > 0 ? { base: words.slice(0, at).join(' '), units: words.slice(at) } : { base: words.join(' '), units: [] };
}

/**
 * One address written with more or fewer units ("45 Forest Falls Drive, 2nd Floor, Suite B3"
 * in the contact block, "45 Forest Falls Dr, Suite B3" in the footer) is one address, shown in
 * its fullest form; different units ("Suite 100", "Suite 200") stay rivals.
 */
function pickFullAddress(full: Candidate<'address'>[]): Chosen<'address'> | undefined {
  const parts = new Map(full.map((a) => [a, streetParts(a.value.street)]));
  const place = (a: Candidate<'address'>) => [parts.get(a)!.base, cityKey(a.value.city, a.value.state), a.value.state].join('|');
  // Each address, by its value, to the fullest form of the same address (written without its ZIP
  // in a sentence, with it in the footer: one address).
  const fullest = new Map<PostalAddress, PostalAddress>();
  const byUnits = [...full].sort((a, b) => parts.get(b)!.units.length - parts.get(a)!.units.length || Number(!!b.value.zip) - Number(!!a.value.zip));
  for (const a of byUnits) {
    const units = parts.get(a)!.units;
    const sameZip = (b: Candidate<'address'>) => b.value.zip === a.value.zip || !a.value.zip;
    const wider = byUnits.find((b) => fullest.get(b.value) === b.value && place(b) === place(a) && sameZip(b) && units.every((u) => parts.get(b)!.units.includes(u)));
    // "24601 Southwest Fwy #250" in the text, "24601 Southwest Fwy … 77471" in the markup: the
    // suite from the one, the ZIP from the other.
    const suited = wider || !a.value.zip ? undefined : byUnits.find((b) => fullest.get(b.value) === b.value && !b.value.zip && place(b) === place(a) && parts.get(b)!.units.length > units.length && units.every((u) => parts.get(b)!.units.includes(u)));
    if (suited) {
      const merged = { ...suited.value, zip: a.value.zip };
      for (const [k, v] of fullest) if (v === suited.value) fullest.set(k, merged);
      fullest.set(a.value, merged);
    } else fullest.set(a.value, wider?.value ?? a.value);
  }
  // A map's form of a street the text states, but for a direction ("2550 S Oak Park Ave" beside the
  // text's "2550 Oak Park Avenue"): the text's address, not a rival.
  const undirected = (a: Candidate<'address'>) => [parts.get(a)!.base.split(' ').filter((w) => !COMPASS.has(w)).join(' '), cityKey(a.value.city, a.value.state), a.value.state].join('|');
  const written = new Map<string, Candidate<'address'>>();
  for (const a of full) if (!a.extractor.startsWith('maps') && !written.has(undirected(a))) written.set(undirected(a), a);
  for (const a of full) {
    const text = a.extractor.startsWith('maps') ? written.get(undirected(a)) : undefined;
    if (text && place(text) !== place(a) && (!a.value.zip || !text.value.zip || a.value.zip === text.value.zip)) fullest.set(a.value, fullest.get(text.value)!);
  }
  // "16582 Gothard Suite Q" in the footer, "16582 Gothard St. Suite Q" on the contact page: the
  // street's kind word left out, the same address (shown with it).
  const kindless = (a: Candidate<'address'>, base: string) => [base, ...parts.get(a)!.units, '|', cityKey(a.value.city, a.value.state), a.value.state].join(' ');
  const withKind = new Map<string, Candidate<'address'>>();
  for (const a of full) {
    const words = parts.get(a)!.base.split(' ');
    if (words.length >= 3 && STREET_WORDS.has(words[words.length - 1]!)) withKind.set(kindless(a, words.slice(0, -1).join(' ')), a);
  }
  for (const a of full) {
    const kinded = withKind.get(kindless(a, parts.get(a)!.base));
    if (!kinded || (a.value.zip && kinded.value.zip && a.value.zip !== kinded.value.zip)) continue;
    // (A map's "2501 Boardwalk St" without a ZIP takes the text's "2501 Boardwalk … 73069" ZIP.)
    const target = fullest.get(kinded.value)!;
    const merged = target.zip || !a.value.zip ? target : { ...target, zip: a.value.zip };
    if (merged !== target) for (const [k, v] of fullest) if (v === target) fullest.set(k, merged);
    fullest.set(a.value, merged);
  }
  // An address written without a ZIP that is no other's shorter form is no rival to one with its ZIP.
  const zipped = full.some((a) => a.value.zip && a.confidence >= THRESHOLDS.address);
  const rivals = zipped ? full.filter((a) => fullest.get(a.value)!.zip) : full;
  const chosen = choose(rivals, (v) => KEYS.address(fullest.get(v)!), THRESHOLDS.address);
  if (!chosen) return undefined;
  // Three offices or more, each written in the text as often as the chosen one (a school's five
  // studios, the markup naming one of them): no one street is the business's.
  const placeKey = (a: Candidate<'address'>) => KEYS.address(fullest.get(a.value)!);
  const textSaid = new Map<string, number>();
  for (const a of rivals) if (a.extractor === 'text' && a.confidence >= THRESHOLDS.address) textSaid.set(placeKey(a), (textSaid.get(placeKey(a)) ?? 0) + 1);
  const chosenSaid = textSaid.get(KEYS.address(fullest.get(chosen.value)!)) ?? 0;
  if (textSaid.size >= 3 && [...textSaid.values()].filter((n) => n >= chosenSaid).length >= 3) return undefined;
  const value = fullest.get(chosen.value)!;
  // "Mailing address P.O. Box 43, Stonington, ME 04681" and "our office is at 78 Oceanville Rd. in
  // Stonington, Maine": the box is where mail goes, the one street in that town is where the business is.
  const town = (a: PostalAddress) => `${cityKey(a.city, a.state)}|${a.state}`;
  const streets = isPoBox(value.street)
    ? full.filter((a) => !isPoBox(a.value.street) && a.confidence >= THRESHOLDS.address && town(a.value) === town(value) && (!a.value.zip || a.value.zip === value.zip))
    : [];
  if (streets.length && new Set(streets.map((a) => streetKey(a.value.street))).size === 1) {
    return { ...chosen, value: { ...streets[0]!.value, zip: value.zip }, sources: [...chosen.sources, ...streets.map((a) => ({ url: a.url, extractor: a.extractor }))] };
  }
  // One street given two house numbers ("4688 Convoy St #106" in the footer, "4610 Convoy Street,
  // Suite 106" on the contact page): the town is known, the street a question for the owner.
  const numbered = (street: string) => /^(\d+)\s+(.*)$/.exec(streetParts(street).base);
  const mine = numbered(value.street);
  const renumbered = !!mine && full.some((a) => {
    const theirs = numbered(a.value.street);
    return a.confidence >= THRESHOLDS.address && !!theirs && theirs[2] === mine[2] && theirs[1] !== mine[1] && cityKey(a.value.city, a.value.state) === cityKey(value.city, value.state);
  });
  if (renumbered) return { ...chosen, value: { ...value, street: '' } };
  // A second street address in the same town, stated as fully, ZIP and all ("1112 1/2 W Vermijo Ave
  // … 80904" in every footer, "4360 Montebello Dr #100 … 80917" in the booking page's "visit us"
  // block): a move or a second shop, which is the owner's call; the town stands.
  const door = (v: PostalAddress) => /^\d+/.exec(v.street)?.[0];
  const here = cityKey(value.city, value.state);
  const elsewhere = full.some((a) => a.confidence >= THRESHOLDS.address && a.value.zip && !isPoBox(a.value.street) && cityKey(a.value.city, a.value.state) === here && door(fullest.get(a.value)!) !== door(value));
  if (elsewhere) return { ...chosen, value: { ...value, street: '', zip: '' } };
  // The same street written with two ZIPs ("50701" by the directions, "50702" in the footer): the
  // street is known, the ZIP a question for the owner.
  const at = [streetParts(value.street).base, cityKey(value.city, value.state), value.state].join('|');
  const otherZip = full.some((a) => a.confidence >= THRESHOLDS.address && place(a) === at && a.value.zip && value.zip && a.value.zip !== value.zip);
  return { ...chosen, value: otherZip ? { ...value, zip: '' } : value };
}

/**
 * A page's title that is what the site's links call that page ("Body & Face" on the page the
 * menu's "Body & Face" opens) labels the page; it does not name the business.
 */
function withoutPageLabels(all: AnyCandidate[], pages: ParsedPage[]): AnyCandidate[] {
  const home = pages[0]?.url.href;
  const labels = new Set<string>();
  for (const p of pages) {
    p.$('a[href]').each((_, el) => {
      const text = loose(nameKey(p.$(el).text()).split(' '));
      if (!text) return;
      try {
        const to = new URL(p.$(el).attr('href') ?? '', p.url);
        to.hash = '';
        if (to.href !== home && to.href !== p.url.href) labels.add(`${to.href} ${text}`);
      } catch {
        // Not a link to a page.
      }
    });
  }
  if (!labels.size) return all;
  return all.filter((c) => c.field !== 'name' || c.url === home || !labels.has(`${c.url} ${loose(nameKey(c.value).split(' '))}`));
}

/**
 * A form's example text is no fact: a JSON-LD street of "123 Tree Lane" that the address field
 * also shows as its placeholder was filled in from the template. The street goes; the town goes
 * too when the placeholder names it.
 */
function withoutPlaceholders(all: AnyCandidate[], pages: ParsedPage[]): AnyCandidate[] {
  const examples = pages.flatMap((p) => p.$('input[placeholder], textarea[placeholder]').toArray().map((el) => el.attribs.placeholder ?? ''));
  const keys = examples.map((e) => ` ${streetKey(e)} `).filter((k) => /\d/.test(k) && /[a-z]{2}/.test(k));
  if (!keys.length) return all;
  const out: AnyCandidate[] = [];
  for (const c of all) {
    const street = c.field === 'address' && c.value.street ? streetKey(c.value.street) : '';
    const example = street ? keys.find((k) => k.includes(` ${street} `)) : undefined;
    if (c.field !== 'address' || !example) {
      out.push(c);
      continue;
    }
    if (c.value.city && !example.includes(` ${streetKey(c.value.city)} `)) out.push({ ...c, value: { ...c.value, street: '' } });
  }
  return out;
}

/** "Dental Implants in Murfreesboro" on a Murfreesboro dentist's page: the service is "Dental Implants". */
function withoutHomeTown(offered: ServiceOffering[], town: string | undefined, state: string | undefined): ServiceOffering[] {
  if (!town) return offered;
  const tails = [` in ${town}`, ` in ${town}, ${state}`, ` in ${town} ${state}`].map((t) => t.toLowerCase());
  return offered.map((s) => {
    const tail = tails.find((t) => s.name.toLowerCase().endsWith(t) && s.name.length - t.length >= 3);
    return tail ? { ...s, name: s.name.slice(0, -tail.length) } : s;
  });
}

/**
 * Pure: pages in, businessData out. Runs every extractor on every page and keeps, per field,
 * the value the evidence supports best; a field no source supports well enough stays ''.
 */
export function extractBusinessData(pages: PageInput[], website: string): Extraction {
  const parsed = pages.map((p, i) => parsePage(p.url, p.html, i === 0));
  const read = parsed.flatMap((page, i) =>
    pages[i]!.pricesOnly ? PRICE_EXTRACTORS.flatMap((extract) => extract(page)).filter((c) => c.field === 'services') : EXTRACTORS.flatMap((extract) => extract(page)),
  );
  const all = withoutPageLabels(withoutPlaceholders(read, parsed), parsed);
  const name = pickName(all);
  const phone = pickPhone(all);
  const email = pickEmail(all);
  const address = pickAddress(all, phone?.value);
  const hours = pickHours(all, parsed.flatMap((p) => p.lines));
  const description = pick(all, 'description');
  const services = pickServices(all);
  const radius = pick(all, 'serviceArea');
  // The name says the trade too ("Kangu's Junk Removal"), where the page's headings do not.
  const kinds = [...byField(all, 'kind').map((k) => ({ text: k.value, weight: k.confidence })), ...(name ? [{ text: name.value, weight: 0.5 }] : [])];
  const serviceType = guessServiceType(kinds, !!radius) ?? '';
  const addr = address?.value;
  // A state alone says less than the phone's area code does in a split state (Knoxville's 865 in Tennessee).
  const stateOnly = !!addr && !addr.city && !addr.zip;
  // A town named without its state ("Terre Haute"): the state is the phone's, the side of a split state the town's.
  const townState = addr?.city && !addr.state && phone ? stateOfAreaCode(phone.value) : undefined;
  const timeZone = (stateOnly && phone ? timeZoneOfPhone(phone.value) : undefined) ?? timeZoneFor(addr?.state || townState, addr?.zip, addr?.city) ?? sharedTimeZone(byField(all, 'address')) ?? (phone ? timeZoneOfPhone(phone.value) : undefined) ?? '';
  const week = hours ? toWeeklySchedule(hours.value) : undefined;
  const offered: ServiceOffering[] = withoutHomeTown(services?.value ?? [], addr?.city, addr?.state);

  const businessData: BusinessData = {
    BusinessName: name?.value ?? '',
    BusinessPhoneNumber: phone ? formatPhone(phone.value) : '',
    BusinessEmail: email?.value ?? '',
    TimeZone: timeZone,
    ServiceType: serviceType,
    ...(serviceType === 'Travel to Customer' && radius ? { ServiceRangeMiles: radius.value } : {}),
    BusinessDescription: description?.value ?? '',
    BusinessAddressStreet: addr?.street ?? '',
    BusinessAddressCity: addr?.city ?? '',
    BusinessAddressState: addr && isStateOption(addr.state) ? addr.state : '',
    BusinessAddressZipcode: addr?.zip ?? '',
    WebsiteAddress: website,
    BusinessHours: week ? formatBusinessHours(week) : '',
    DaysOpen: week ? formatDaysOpen(week) : '',
    ...(week ? { WeeklySchedule: week } : {}),
    ...(offered.length ? { Services: offered } : {}),
  };

  const provenance: Provenance = {};
  const note = (k: keyof BusinessData, c: Chosen<Field> | undefined) => {
    if (c) provenance[k] = { confidence: Math.round(c.confidence * 100) / 100, sources: c.sources };
  };
  note('BusinessName', name as Chosen<Field> | undefined);
  note('BusinessPhoneNumber', phone as Chosen<Field> | undefined);
  note('BusinessEmail', email as Chosen<Field> | undefined);
  note('BusinessAddressStreet', address as Chosen<Field> | undefined);
  note('BusinessHours', hours as Chosen<Field> | undefined);
  note('BusinessDescription', description as Chosen<Field> | undefined);
  note('Services', services as Chosen<Field> | undefined);

  const foundFields = (Object.keys(businessData) as Array<keyof BusinessData>).filter((k) => {
    const v = businessData[k];
    return k !== 'WebsiteAddress' && v !== '' && v !== undefined;
  });
  const home = parsed[0];
  return { businessData, foundFields, provenance, needsJavaScript: !!home && looksJavaScriptOnly(home) };
}
