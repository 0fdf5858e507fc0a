import type { ServiceOffering } from '@bookline/contracts';
import type { ParsedPage } from '../page';
import { collector, type AnyCandidate } from '../candidates';
import { cleanText } from '../normalize/text';

const MONEY = String.raw`\$\s?(\d{1,5}(?:,\d{3})*(?:\.\d{2})?)`;
/** "Drain cleaning — from $129", "Men's cut ........ $35", "Color | $85–$140", "Tune-up: $89 (45 min)". */
const PRICED = new RegExp(
  String.raw`^(?<name>[A-Za-z][A-Za-z0-9 '’&/+,()-]{1,60}?)\s*(?:[—–:|…]|\.{2,}|\s-\s)\s*(?<from>from|starting at|starts at|starting from)?\s*${MONEY}(?:\s*(?:-|–|to)\s*${MONEY})?(?<rest>.*)$`,
  'i',
);
const DURATION = /(\d{1,3})\s*(?:-|–)?\s*(min|mins|minutes|hr|hrs|hour|hours)\b/i;

const cents = (s: string | undefined) => (s === undefined ? undefined : Math.round(Number(s.replace(/,/g, '')) * 100));

/** Parses one line as a priced service, or undefined. Duration defaults to 60 minutes when unstated. */
export function parseServiceLine(line: string): ServiceOffering | undefined {
  const m = PRICED.exec(line.trim());
  if (!m?.groups) return undefined;
  const name = cleanText(m.groups.name!.replace(/[\s(,-]+$/, ''), 120);
  if (name.length < 3 || /^(total|tax|tip|deposit|price|prices|fee|call|save|only|was|now)$/i.test(name)) return undefined;
  const from = cents(m[3]);
  const to = cents(m[4]);
  const d = DURATION.exec(m.groups.rest ?? '');
  const minutes = d ? Number(d[1]) * (/^h/i.test(d[2]!) ? 60 : 1) : 60;
  return {
    name,
    durationMinutes: Math.min(Math.max(minutes, 5), 1440),
    ...(from !== undefined ? { priceFromCents: from } : {}),
    ...(to !== undefined && from !== undefined && to > from ? { priceToCents: to } : {}),
  };
}

/** Services with prices, one per line or table row. */
export function extractServicesText(page: ParsedPage): AnyCandidate[] {
  const c = collector(page.url, 'services-text');
  const found = new Map<string, ServiceOffering>();
  for (const line of page.lines) {
    if (line.length > 160) continue;
    const s = parseServiceLine(line);
    if (s && !found.has(s.name.toLowerCase())) found.set(s.name.toLowerCase(), s);
  }
  if (found.size) c.add('services', [...found.values()].slice(0, 100), found.size >= 2 ? 0.6 : 0.45);
  return c.out;
}
