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
/** "Cut $20", "Women's Cut $54+", "Perm $55 & up": a short name, then only the price. */
const MENU_LINE = new RegExp(
  String.raw`^(?<name>[A-Za-z][A-Za-z0-9 '’&/+,()-]{1,50}?)\s+(?<from>from|starting at|starts at)?\s*${MONEY}(?:\s*(?:-|–|to)\s*${MONEY})?\s*(?:\+|&\s*up|and up)?(?<rest>\s*(?:\(\s*\d{1,3}\s*(?:min|mins|minutes|hr|hrs|hour|hours)\s*\)|\d{1,3}\s*(?:min|mins|minutes))?)$`,
  'i',
);
/** A line that is only a price: "$59.99", "from $89", "$150 – $300", "$45+". */
const PRICE_ONLY = new RegExp(String.raw`^(?<from>from|starting at|starts at)?\s*${MONEY}(?:\s*(?:-|–|to)\s*${MONEY})?\s*(?:\+|&\s*up|and up)?$`, 'i');
/** "$59.99 Tune-Up Special": the price, then a short name (a coupon-style card). */
const PRICE_FIRST = new RegExp(String.raw`^(?<from>from|starting at|starts at)?\s*${MONEY}(?:\s*(?:-|–|to)\s*${MONEY})?\s*(?:\+|&\s*up)?\s+(?<name>[A-Za-z][A-Za-z0-9 '’&/-]{2,40})$`, 'i');
/** Money that is not a service's price: discounts, savings, values, big sums, financing. */
const NOT_A_PRICE_AFTER = /^\s*(?:\+?\s*)?(?:off|value|savings?|discount|rebate|credit|billion|million|k\b|bn\b|m\b|per\s+month|\/\s*mo|a\s+month|financing|down|deposit|in\s+savings)/i;
const NOT_A_SERVICE = /\b(off|save|savings|coupon|discount|rebate|value|financ\w*|special offer|deal|promo\w*|reviews?|total|tax|tip|deposit|fee|was|now|only|call|get|claim|book|up to|over|under|worth|spent|saved|quoted)\b/i;
const DURATION = /(\d{1,3})\s*(?:-|–)?\s*(min|mins|minutes|hr|hrs|hour|hours)\b/i;

const cents = (s: string | undefined) => (s === undefined ? undefined : Math.round(Number(s.replace(/,/g, '')) * 100));

/** Parses one line as a priced service, or undefined. Duration defaults to 60 minutes when unstated. */
export function parseServiceLine(line: string): ServiceOffering | undefined {
  const trimmed = line.trim();
  const first = PRICE_FIRST.exec(trimmed);
  if (first?.groups && first.groups.name!.split(/\s+/).length <= 5) return offering(first.groups.name!, first[2], first[3], '');
  const m = PRICED.exec(trimmed) ?? MENU_LINE.exec(trimmed);
  if (!m?.groups) return undefined;
  return offering(m.groups.name!, m[3], m[4], m.groups.rest ?? '');
}

function offering(rawName: string, fromRaw: string | undefined, toRaw: string | undefined, rest: string): ServiceOffering | undefined {
  const name = cleanText(rawName.replace(/[\s(,:|-]+$/, ''), 120);
  if (name.length < 3 || /^(price|prices|pricing|cost|rates?)$/i.test(name) || NOT_A_SERVICE.test(name)) return undefined;
  if (NOT_A_PRICE_AFTER.test(rest)) return undefined;
  const from = cents(fromRaw);
  const to = cents(toRaw);
  const d = DURATION.exec(rest);
  const minutes = d ? Number(d[1]) * (/^h/i.test(d[2]!) ? 60 : 1) : 60;
  return {
    name,
    durationMinutes: Math.min(Math.max(minutes, 5), 1440),
    ...(from !== undefined ? { priceFromCents: from } : {}),
    ...(to !== undefined && from !== undefined && to > from ? { priceToCents: to } : {}),
  };
}

/** A heading-like line that can name the price beside it: short, no digits, not a call to action. */
function titleLine(line: string | undefined): string | undefined {
  if (!line || line.length > 50 || /\d|[.!?:$]$|\$/.test(line)) return undefined;
  if (line.split(/\s+/).length > 6 || NOT_A_SERVICE.test(line)) return undefined;
  return line;
}

/**
 * Services with prices, one per line or table row; a price alone on its line takes its name
 * from the heading just above it (or just below, as in a "$59.99 / Tune-Up Special" card).
 */
export function extractServicesText(page: ParsedPage): AnyCandidate[] {
  const c = collector(page.url, 'services-text');
  const found = new Map<string, ServiceOffering>();
  const lines = page.lines;
  lines.forEach((line, i) => {
    if (line.length > 160) return;
    let s = parseServiceLine(line);
    if (!s) {
      const p = PRICE_ONLY.exec(line.trim());
      const title = p ? (titleLine(lines[i - 1]) ?? titleLine(lines[i + 1])) : undefined;
      if (p && title) s = offering(title, p[2], p[3], NOT_A_PRICE_AFTER.test(lines[i + 1] ?? '') ? 'off' : '');
    }
    if (s && !found.has(s.name.toLowerCase())) found.set(s.name.toLowerCase(), s);
  });
  if (found.size) c.add('services', [...found.values()].slice(0, 100), found.size >= 2 ? 0.6 : 0.45);
  return c.out;
}
