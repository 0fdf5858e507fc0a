/** How the receptionist says dates, times, phone numbers and lists. Pure. */

const fmtCache = new Map<string, Intl.DateTimeFormat>();
function fmt(timeZone: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = timeZone + JSON.stringify(opts);
  let f = fmtCache.get(key);
  if (!f) fmtCache.set(key, (f = new Intl.DateTimeFormat('en-US', { timeZone, ...opts })));
  return f;
}

/** "9 AM", "1:30 PM". */
export function sayTime(t: number, timeZone: string): string {
  const parts = fmt(timeZone, { hour: 'numeric', minute: '2-digit', hour12: true }).formatToParts(new Date(t));
  const h = parts.find((p) => p.type === 'hour')?.value ?? '';
  const m = parts.find((p) => p.type === 'minute')?.value ?? '00';
  const ap = (parts.find((p) => p.type === 'dayPeriod')?.value ?? '').toUpperCase();
  return `${h}${m === '00' ? '' : `:${m}`} ${ap}`;
}

/** "Tuesday, November 24". */
export function sayDay(t: number, timeZone: string): string {
  return fmt(timeZone, { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(t));
}

/** "Tuesday, November 24 at 9 AM". */
export function sayWhen(t: number, timeZone: string): string {
  return `${sayDay(t, timeZone)} at ${sayTime(t, timeZone)}`;
}

/** The window a booking promises: "between 9 AM and 10 AM". */
export function sayWindow(start: number, end: number, timeZone: string): string {
  return `between ${sayTime(start, timeZone)} and ${sayTime(end, timeZone)}`;
}

/** "5 1 2, 5 5 5, 0 1 4 2": a US number read digit by digit in its three groups. */
export function sayDigits(phone: string): string {
  const d = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (d.length !== 10) return d.split('').join(' ');
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6)].map((g) => g.split('').join(' ')).join(', ');
}

/** "a, b, or c". */
export function sayList(xs: readonly string[], conj = 'or'): string {
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
