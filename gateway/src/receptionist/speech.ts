/** How the receptionist says dates, times, phone numbers and lists, in English or Spanish. Pure. */
import type { Lang } from './i18n';

const fmtCache = new Map<string, Intl.DateTimeFormat>();
function fmt(timeZone: string, opts: Intl.DateTimeFormatOptions, locale = 'en-US'): Intl.DateTimeFormat {
  const key = locale + timeZone + JSON.stringify(opts);
  let f = fmtCache.get(key);
  if (!f) fmtCache.set(key, (f = new Intl.DateTimeFormat(locale, { timeZone, ...opts })));
  return f;
}

/**
 * What was said for an instant, per language and zone: the same times are read out on every
 * turn of every call (Intl formatting is the slow part), and the answer never changes.
 */
type Said = Record<Lang, Map<string, Map<number, string>>>;
const said = (): Said => ({ en: new Map(), es: new Map() });
function remember(memo: Said, t: number, timeZone: string, lang: Lang, make: () => string): string {
  let zone = memo[lang].get(timeZone);
  if (!zone) memo[lang].set(timeZone, (zone = new Map()));
  let s = zone.get(t);
  if (s === undefined) {
    if (zone.size >= 20_000) zone.clear();
    zone.set(t, (s = make()));
  }
  return s;
}
const TIMES = said();
const DAYS = said();
const WEEKDAYS = said();

/** The part of the day a Spanish speaker names after an hour (0–23): "9 de la mañana", "3 de la tarde". */
export function spanishDayPart(hour24: number): string {
  if (hour24 < 12) return 'de la mañana';
  if (hour24 < 13) return 'del mediodía';
  if (hour24 < 19) return 'de la tarde';
  return 'de la noche';
}

/** "9 AM", "1:30 PM"; Spanish "9 de la mañana", "1:30 de la tarde" (no abbreviations: they are spoken). */
export function sayTime(t: number, timeZone: string, lang: Lang = 'en'): string {
  return remember(TIMES, t, timeZone, lang, () => formatTime(t, timeZone, lang));
}

function formatTime(t: number, timeZone: string, lang: Lang): string {
  const parts = fmt(timeZone, { hour: 'numeric', minute: '2-digit', hour12: true }).formatToParts(new Date(t));
  const h = parts.find((p) => p.type === 'hour')?.value ?? '';
  const m = parts.find((p) => p.type === 'minute')?.value ?? '00';
  const ap = (parts.find((p) => p.type === 'dayPeriod')?.value ?? '').toUpperCase();
  const hm = `${h}${m === '00' ? '' : `:${m}`}`;
  if (lang === 'es') return `${hm} ${spanishDayPart(Number(h) % 12 + (ap === 'PM' ? 12 : 0))}`;
  return `${hm} ${ap}`;
}

/** "Tuesday, November 24"; Spanish "martes 24 de noviembre". */
export function sayDay(t: number, timeZone: string, lang: Lang = 'en'): string {
  return remember(DAYS, t, timeZone, lang, () =>
    lang === 'es'
      ? fmt(timeZone, { weekday: 'long', month: 'long', day: 'numeric' }, 'es-US').format(new Date(t)).replace(',', '')
      : fmt(timeZone, { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(t)));
}

/** The weekday alone: "Tuesday", "martes". */
export function sayWeekday(t: number, timeZone: string, lang: Lang = 'en'): string {
  return remember(WEEKDAYS, t, timeZone, lang, () => fmt(timeZone, { weekday: 'long' }, lang === 'es' ? 'es-US' : 'en-US').format(new Date(t)));
}

/** "at 9 AM"; Spanish "a las 9 de la mañana" ("a la 1 de la tarde"). */
export function sayAt(t: number, timeZone: string, lang: Lang = 'en'): string {
  const time = sayTime(t, timeZone, lang);
  if (lang === 'es') return `${/^1(:|\s)/.test(time) ? 'a la' : 'a las'} ${time}`;
  return `at ${time}`;
}

/** "Tuesday, November 24 at 9 AM"; Spanish "martes 24 de noviembre a las 9 de la mañana". */
export function sayWhen(t: number, timeZone: string, lang: Lang = 'en'): string {
  return `${sayDay(t, timeZone, lang)} ${sayAt(t, timeZone, lang)}`;
}

/** The window a booking promises: "between 9 AM and 10 AM"; Spanish "entre las 9 y las 10 de la mañana" spelled in full. */
export function sayWindow(start: number, end: number, timeZone: string, lang: Lang = 'en'): string {
  if (lang === 'es') {
    const art = (t: number) => (/^1(:|\s)/.test(sayTime(t, timeZone, lang)) ? 'la' : 'las');
    return `entre ${art(start)} ${sayTime(start, timeZone, lang)} y ${art(end)} ${sayTime(end, timeZone, lang)}`;
  }
  return `between ${sayTime(start, timeZone)} and ${sayTime(end, timeZone)}`;
}

/** "5 1 2, 5 5 5, 0 1 4 2": a US number read digit by digit in its three groups. */
export function sayDigits(phone: string): string {
  const d = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (d.length !== 10) return d.split('').join(' ');
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6)].map((g) => g.split('').join(' ')).join(', ');
}

/** "a, b, or c"; in Spanish the conjunction is 'o' / 'y' and has no comma before it. */
export function sayList(xs: readonly string[], conj = 'or', lang: Lang = 'en'): string {
  if (lang === 'es') {
    const c = conj === 'and' ? 'y' : conj === 'or' ? 'o' : conj;
    if (xs.length <= 1) return xs[0] ?? '';
    return `${xs.slice(0, -1).join(', ')} ${c} ${xs[xs.length - 1]}`;
  }
  if (xs.length <= 1) return xs[0] ?? '';
  if (xs.length === 2) return `${xs[0]} ${conj} ${xs[1]}`;
  return `${xs.slice(0, -1).join(', ')}, ${conj} ${xs[xs.length - 1]}`;
}

/** E.164 for a US number, or undefined. */
export function toE164(raw: string): string | undefined {
  const d = raw.replace(/\D/g, '');
  if (d.length === 10) return `+1${d}`;
  if (d.length === 11 && d.startsWith('1')) return `+${d}`;
  return undefined;
}

/**
 * Splits a reply into streamable tokens: short runs of up to three words (each with its
 * leading space), cut after punctuation, so speech can start at once without a frame per word.
 */
export function tokens(text: string): string[] {
  const words = text.match(/\s*\S+/g) ?? [];
  const out: string[] = [];
  let cur = '';
  let n = 0;
  for (const w of words) {
    cur += w;
    n++;
    if (n >= 3 || /[,.;:!?]$/.test(w)) {
      out.push(cur);
      cur = '';
      n = 0;
    }
  }
  if (cur) out.push(cur);
  return out;
}

/** A service name inside a sentence: "drain cleaning", but "AC tune-up" stays. */
export function svc(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}
