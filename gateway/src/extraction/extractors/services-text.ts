import type { ServiceOffering } from '@bookline/contracts';
import { collector, type AnyCandidate } from '../candidates';
import { knownCity, stateCode } from '../normalize/address';
import { cleanText } from '../normalize/text';
import { isTag as isElementNode, type AnyNode, type Element } from 'domhandler';
import { firstElements, linesOf, type ParsedPage } from '../page';

/** A dollar amount, captured in the group `name`. */
const money = (name: string) => String.raw`\$\s?(?<${name}>\d{1,5}(?:,\d{3})*(?:\.\d{2})?)`;
/**
 * The price part: "$89", "$150–$300", "$150 to $300", and a variant's price after the first
 * ("$25 · Gel $43", "$25 / $35"), which becomes the top of the range.
 */
const PRICE = String.raw`${money('p1')}(?:\s*(?:-|–|to)\s*(?:${money('p2')}|(?<p4>\d{1,5}(?:,\d{3})*(?:\.\d{2})?)(?!\d|[,.]\d|\s*(?:min|mins|minutes|hr|hrs|hours?|h\b|%|lbs?|ft|sq)))|(?:\s*\([A-Za-z ]{1,15}\))?\s*[·/|]\s*(?:[A-Za-z][A-Za-z -]{0,15}?\s*)?${money('p3')}(?:\s*\([A-Za-z ]{1,15}\))?)?`;
/** The top of a price's range: "$150–$300", "$550-800", or a variant's "$25 / $35". */
const top = (g: Record<string, string | undefined>) => g.p2 ?? g.p4 ?? g.p3;
// "Starting @ $120", "Starts@ $150": the at-sign for "at".
const FROM = String.raw`(?<from>from|(?:starting|starts)\s*(?:at\b|@)(?:\s*[-–:](?=\s*\$))?|starting from|minimum of|min\.? of)`;
/** A service's name: starts with a letter (or a count: "2 Designs"); may hold a dash ("Polish Change — Hands"). */
const NAME = (max: number) => String.raw`(?<name>(?:[A-Za-z]|\d{1,3}(?:/\d{1,2})?[\s-]+[A-Za-z])[A-Za-z0-9 '’&/+,()[\]*.—–-]{1,${max}}?)`;
/**
 * "Drain cleaning — from $129", "Men's cut ........ $35", "Color | $85–$140", "Tune-up: $89 (45 min)",
 * "Yearly touch-up- $300-450", "Initial treatment ranges between $550-800".
 */
const PRICED = new RegExp(String.raw`^${NAME(60)}\s*(?:[—–:|…~@]|\.{2,}|\s-\s|-(?=\s*\$)|\s(?:ranges?\s+(?:between|from)|costs?|runs?|is\s+priced\s+at))\s*${FROM}?\s*\+?${PRICE}(?<rest>.*)$`, 'i');
/**
 * "Cut $20", "Women's Cut $54+", "Perm $55 & up", an add-on's "Flea Bath +$5": a short name,
 * then only the price. The name may touch the price ("Basic Manicure$20": two spans a flex
 * row sets apart), or the word before it ("Garbage Disposalstarting $210").
 */
const MENU_LINE = new RegExp(
  String.raw`^${NAME(50)}(?:\s+|(?<=[A-Za-z)])(?=\+?\$)|(?<=[a-z)])(?:from|starting|starts)(?:\s*at)?(?=\s*\$))${FROM}?\s*\+?${PRICE}\s*(?:\+|&\s*up|and up)?(?:\s*USD\b)?(?<rest>\s*(?:[/|·–-]\s*)?(?:\(\s*\d{1,3}\s*(?:min|mins|minutes|hr|hrs|hour|hours)\s*\)|\d{1,3}\s*(?:min|mins|minutes|hr|hrs|hour|hours))?(?:\s*(?:per\s+[a-z]+|\/\s*[a-z]+|each|a pair))?(?:\s*(?:\+|plus)\s*(?:parts|materials|supplies|tax|tires))?\*{0,2})$`,
  'i',
);
/** A line that is only a price: "$59.99", "from $89", "$150 – $300", "$45+", an add-on's "+$5", a card's "Price: $25", "$98.88*" with a footnote's mark. */
const PRICE_ONLY = new RegExp(String.raw`^(?:(?:price|cost|rate|our price)\s*:\s*)?\+?\s*\(?\s*${FROM}?\s*${PRICE}\s*(?:\+|&\s*up|and up|\s+(?:and up|up|starting|to start|minimum|\(starting\)))?(?:\s*USD\b)?(?:\s*(?:a pair|each|per \w+|\/\s*\w+))?(?:\s*\)(?:\s*\+\s*[A-Za-z]{2,12})?)?(?:\s*\*{1,3})?\.?$`, 'i');
/** "$59.99 Tune-Up Special", "$25 — Haircut": the price, then a short name (a coupon-style card, a menu written price first). */
const PRICE_FIRST = new RegExp(String.raw`^${FROM}?\s*${PRICE}\s*(?:\+|&\s*up)?(?:\s+|\s*[—–:|·]\s*|\s-\s)(?!(?:USD|US\s?dollars?|dollars?)\s*$)(?<name>(?:[A-Z]|\d{1,3}(?:/\d{1,2})?[\s-]+[A-Z])[A-Za-z0-9 '’&/-]{2,40})$`);
/** Money that is not a service's price: discounts, savings, values, big sums, financing. */
const NOT_A_PRICE_AFTER = /^\s*(?:\+?\s*)?(?:off|value|savings?|discount|rebate|credit|billion|million|k\b|bn\b|m\b|per\s+(?:month|year)|\/\s*(?:mo|yr|year)|a\s+(?:month|year)|annually|yearly|monthly|financing|down|deposit|in\s+savings|(?:plan\s+(?:cost|price)\s+)?every\s+(?:\d{1,2}\s+)?(?:months?|years?)\b)/i;
const NOT_A_SERVICE = /\b(gifts?(?:\s*(?:cards?|certificates?))?|vouchers?|credits?|(?<!^)(?<!(?:take|soak|gel|polish|lift|roll|drop|kick|cut|tip)[\s-])off|save|savings|coupon|discount|rebate|value|financ\w*|special offer|deal|promo\w*|reviews?|total|tax|(?<!(?:white|french|pink|clear|colou?r|gel|acrylic|nail|w\/)\s?)tip|deposit|(?<!(?:diagnos\w*|diagnostic|service[- ]call|trip|inspection|call[- ]?out|dispatch|assessment|evaluation|consultation)\s)fee|was|now|(?<!service[- ])call(?![- ]?out)|get|claim|book|up to|(?<!all[\s-])over|(?<!(?:&|and)\s)under(?!\s?arms?\b)|worth|spent|saved|quoted|estimat\w*|unlimited|memberships?|members?\s+(?:cost|price|rate)s?|(?:normal|regular)\s+price|agreements?|punch\s?cards?|offers?|limited time|with (?:every|any|each|your) (?:new |full )?(?:purchase|order|roof|install\w*|replacement|system|job|service))\b|^only\b/i;
/** Words around a price that name no service ("Starts at $230", "From $15", "$100 a pair"). */
/** A card's field labels. */
const LABEL = /^(?:(?:bundle|package|sale|regular|our|member|special|base|list|promo|your|set|flat|fixed|hourly)\s+)?(?:price|prices|pricing|cost|costs|rate|rates)(?:\s+(?:options?|list|guide|details))?\s*:?$|^(?:time|duration|length|from|starting at|(?:starting\s+)?as low as)\s*:?$|^(?:single|per|one|1)\s+(?:session|visit|class|treatment)\s*:?$|^(?:(?:vehicle|car)\s+)?size\s+(?:price|prices|pricing)\s*:?$|^(?:price|prices|pricing)\s+by\s+(?:(?:vehicle|car)\s+)?size\s*:?$/i;
/** Words that lead into a list or a note rather than name a service ("Includes:", "Add-ons:", "Please note:"). */
const LEAD_IN = /^(?:(?:what'?s\s+)?includ(?:es|ed|ing)|add[\s-]?ons?|extras?|(?:please\s+)?note|notes|details|features|options|benefits|perfect for|ideal for|great for|best for|results?|duration|price|service|services)$/i;
const PRICE_WORDS = /^(from|starts?(?:\s*(?:at|@))?|starting(?:\s*(?:at|@)| from| price)?|minimum(?: of)?|only|just|a pair|each|per \w+|price|now|one[- ]time|one[- ]off)$/i;
const DURATION = /(\d{1,3})\s*(?:-|–)?\s*(min|mins|minutes?|hr|hrs|hour|hours|h)\b/i;

/** "60 min", "1-2 hours", "1 hour 30 minutes". */
const DUR = String.raw`\d{1,3}(?:\s*[-–]\s*\d{1,3})?\s*(?:min|mins|minutes|hr|hrs|hours?)\.?(?:\s*(?:and\s+)?\d{1,2}\s*(?:min|mins|minutes)\.?)?`;
/**
 * "30 min | $25", "$25 · 1 hr", "1 hour and up · $125", "Duration Varies · $85/1hr": a price and
 * a duration, named by the line above (a card's heading).
 */
const TIMED_PRICE = new RegExp(
  String.raw`^(?:(?<d1>${DUR}(?:\s+and\s+up)?|(?:duration\s+)?varies)\s*[|·•/,–—-]?\s*)?${FROM}?\s*${PRICE}\s*\+?(?:\s*\/\s*1?\s*(?:hr|hour)\b)?(?:\s*[|·•/,–—-]?\s*(?<d2>${DUR}))?$`,
  'i',
);
/** A card's price line with its length: "$180 starting 2–4 hrs", "$45 & up · 30 min". */
const CARD_PRICE = new RegExp(String.raw`^${FROM}?\s*${PRICE}\s*(?:\+|&\s*up|\s(?:and up|starting))?\s*[|·•/,–—-]?\s*${DUR}$`, 'i');
/** One length and its price, or a variant's price: "60 min · $95", "$50", "Couple $90". */
const TIMED_SEGMENT = new RegExp(String.raw`(?:(?<d>${DUR})\s*[·:–—-]?\s*)?(?:(?:couples?|duo|for two|single|solo|individual)\s*:?\s*)?\$\s?(?<p>\d{1,5}(?:\.\d{2})?)\+?`, 'gi');
/**
 * A line of lengths and prices: "60 min · $95 | 90 min · $135", "30 min $50 Couple $90". As one
 * TIMED_PRICE match (lowest price, highest price, shortest length), or undefined when anything
 * else is on the line or it holds no length.
 */
function timedPrices(line: string): Readonly<Record<string, string | undefined>> | undefined {
  if (line.length > 120 || !line.includes('$')) return undefined;
  // A card's lines are asked about again at each level out from its price: read each once.
  if (timedSeen.has(line)) return timedSeen.get(line);
  if (timedSeen.size > 2000) timedSeen.clear();
  const timed = readTimedPrices(line);
  timedSeen.set(line, timed);
  return timed;
}
const timedSeen = new Map<string, Readonly<Record<string, string | undefined>> | undefined>();

function readTimedPrices(line: string): Record<string, string | undefined> | undefined {
  const segments = [...line.matchAll(TIMED_SEGMENT)];
  if (!segments.length || line.replace(TIMED_SEGMENT, '').replace(/[\s|/·,–—-]+/g, '') !== '') return undefined;
  const lengths = segments.map((m) => m.groups!.d).filter((d): d is string => d !== undefined);
  if (!lengths.length) return undefined;
  const minutes = (d: string) => Number(/\d+/.exec(d)![0]) * (/h/i.test(d) ? 60 : 1);
  const prices = segments.map((m) => Number(m.groups!.p));
  const shortest = lengths.reduce((a, b) => (minutes(b) < minutes(a) ? b : a));
  return { p1: String(Math.min(...prices)), p2: String(Math.max(...prices)), d1: shortest };
}

const DURATION_ONLY = /^\d{1,3}\s*(?:-|–)?\s*(min|mins|minutes|hr|hrs|hour|hours|h)\.?$/i;

/**
 * A price list that leaves out the "$" ("Acrylic Full Set 35", "Pedicure ..... 30.00",
 * "Fill | 25+"): read only in a run of three or more such lines, never a lone line.
 */
const BARE_PRICE = String.raw`(?<p1>\d{1,4}(?:\.\d{2})?)(?:\s*(?:-|–|/)\s*(?<p2>\d{1,4}(?:\.\d{2})?))?\s*(?:\+|&\s*up|and up)?`;
const BARE_LINE = new RegExp(String.raw`^(?<name>[A-Za-z][A-Za-z '’&/+,()*—–-]{1,50}?)\s*(?:[—–:|…~]|\.{2,}|\s-\s|\s)\s*${BARE_PRICE}$`);
/** Words before a number that make it an address, a date, a count or a step, not a price. */
const NOT_BARE_NAME = /\b(suite|ste|unit|apt|box|route|rte|highway|hwy|exit|floor|room|level|step|day|days|week|weeks|month|months|year|years|yrs|age|ages|grade|model|size|class|chapter|section|phase|part|no|number|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|mon\w*|tue\w*|wed\w*|thu\w*|fri\w*|sat\w*|sun\w*|est|since|over|top|vol|version|lot|pack|set of|slides?|photos?|images?|pictures?|page|item)\s*$/i;

/** A line with its dot leaders ("Eyebrow ........ 9") as one mark, for judging its length. */
const leaderless = (line: string) => line.replace(/\.{3,}/g, '…');

function bareLine(line: string): ServiceOffering | undefined {
  const m = BARE_LINE.exec(line.trim().replace(/^[^A-Za-z0-9$+]+/, ''))?.groups;
  if (!m || NOT_BARE_NAME.test(m.name!) || /\b(am|pm)\b/i.test(line)) return undefined;
  const written = [m.p1, m.p2].filter((p): p is string => p !== undefined);
  // A small amount counts with its cents ("Dress Shirts: 1.99"); "Step 2" does not.
  if (written.some((w) => (Number(w) < 5 && !/\.\d{2}$/.test(w)) || Number(w) > 2000 || (/^\d+$/.test(w) && Number(w) >= 1900))) return undefined;
  return offering(m.name!, m.p1, m.p2, '');
}

const cents = (s: string | undefined) => (s === undefined ? undefined : Math.round(Number(s.replace(/,/g, '')) * 100));

/** Words written as a sentence: most of them start in lower case. */
function sentence(text: string): boolean {
  const words = text.trim().split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  return words.length >= 4 && words.filter((w) => /^\p{Ll}/u.test(w)).length * 2 > words.length;
}

/** A price's unit that is no plan's period: "/sq ft", "per hour", "each". */
const UNIT = String.raw`(?:\s*(?:\/\s*|per\s+)(?!mo\b|month|yr\b|year)[a-z]+(?:\s?ft)?|\s*each)?`;
/** "Residential: $45+", "Commercial: $2.00/sq ft": a price for one kind of customer or size. */
const AUDIENCE_PRICE = (n: string) => String.raw`(?<l${n}>residential|commercial|business|homes?|standard|small|medium|large|single|couples?|adults?|kids?|child(?:ren)?|seniors?|men|women|weekdays?|weekends?)\s*:\s*${money(`a${n}`)}\+?${UNIT}`;
const DESCRIBED = new RegExp(String.raw`^(?:(?<desc>[A-Za-z][^$:|]{8,150}?[.!])\s+)?(?:${AUDIENCE_PRICE('1')}\s*[,;/|]\s*${AUDIENCE_PRICE('2')}|${FROM}?\s*${PRICE}\s*(?:\+|&\s*up|and up)?${UNIT})\.?$`, 'i');

/**
 * A line of a card under its title: a sentence describing the service, then its price ("Fresh mulch
 * beds with clean edge cuts. $75–$150+"), or its prices for two kinds of customer, described or not
 * ("Residential: $45+, Commercial: $75+"). The prices, lowest first.
 */
function describedPrice(line: string): [string, string | undefined] | undefined {
  const g = DESCRIBED.exec(line.trim())?.groups;
  if (!g) return undefined;
  if (g.a1 !== undefined) return g.l1!.toLowerCase() === g.l2!.toLowerCase() ? undefined : [g.a1, g.a2];
  // A description: a sentence of three words or more, most of them in lower case.
  const words = (g.desc ?? '').split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  if (words.length < 3 || words.slice(1).filter((w) => /^\p{Ll}/u.test(w)).length * 2 < words.length) return undefined;
  return [g.p1!, top(g)];
}

/** A card's description opening with its price, then going on: "Most projects $1,500–$4,700. Priced by …", "From about $190 per visit. Multi-visit …". */
const LEADING_PRICE = new RegExp(String.raw`^(?:(?:most|typical|usual)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:run\s+|cost\s+|are\s+)?|(?:from|starting\s+(?:at|from)|starts\s+at)(?:\s+(?:about|around|just|only))?\s+|(?:about|around|approximately)\s+)${PRICE}\+?(?<unit>\s*(?:per|\/)\s*[a-z]+(?:\s[a-z]+)?)?(?<rest>[^.$]{0,80})[.;]\s+\p{Lu}`, 'iu');
/** "$275 and Up plus Repair, Parts, and Service / Trip Fee.": a price and what comes on top of it. */
const PRICE_PLUS = new RegExp(String.raw`^${PRICE}\s*(?:\+|&\s*up|and\s+up)?\s+plus\s+(?<rest>[^$]{3,80})$`, 'i');
function leadingPrice(line: string): [string, string | undefined] | undefined {
  const plus = PRICE_PLUS.exec(line.trim())?.groups;
  if (plus) return [plus.p1!, top(plus)];
  const g = LEADING_PRICE.exec(line.trim())?.groups;
  // (The sentence goes on in lower case, a description, not another item's name: "From $35 Gel Manicure".)
  // (Not "$50 off …" nor "$45 per month": a promotion, a plan.)
  if (!g || /^\s*\p{Lu}/u.test(g.rest ?? '') || NOT_A_PRICE_AFTER.test(`${g.unit ?? ''}${g.rest ?? ''}`)) return undefined;
  return [g.p1!, top(g)];
}

/** Parses one line as a priced service, or undefined. Duration defaults to 60 minutes when unstated. */
export function parseServiceLine(line: string): ServiceOffering | undefined {
  // "*Top brand, led light $35": a starred note under a service's name, not a name.
  if (/^\s*\*\p{L}/u.test(line)) return undefined;
  // Bullets, stars and pictographs in front of a name ("• Manicure $20", "💅 Gel $35").
  const trimmed = line.trim().replace(/^[^A-Za-z0-9$+]+/, '')
    // A description in brackets after the name ("Full Brow reconstruction (When natural brows are
    // minimally pre-existing…)-$650-900"): not the name. A note in title case ("(Full Face Wax
    // Brows Included)") or a short one ("(OPI)", "(60 min)") stays.
    .replace(/^([A-Za-z][^($]{2,60}?)\s*\(([^()$]{25,160})\)\s*(?=[-–—:|]?\s*\$)/, (all, name: string, note: string) => (sentence(note) ? `${name} ` : all)).replace(/\s*\(\s*((?:from\s+)?\$[\d.,]+(?:\s*[-–]\s*\$[\d.,]+)?\+?)\s*\)$/i, ' $1');
  if (trimmed.includes(' | ')) {
    // A picture's alt text in its own cell ("Lawn Mowing icon | Lawn Mowing | $160") is not a cell.
    const cells = trimmed.split(/\s+\|\s+/);
    const kept = cells.filter((cell, i) => !/\b(icon|image|img|photo|picture|logo)$/i.test(cell) && !cells.slice(i + 1).some((other) => other.toLowerCase() === cell.toLowerCase()));
    if (kept.length < cells.length && kept.length >= 2) return parseServiceLine(kept.join(' | '));
  }
  const row = tableRow(trimmed) ?? tableRow(columns(trimmed));
  if (row) return row;
  const first = PRICE_FIRST.exec(trimmed)?.groups;
  // "$40 Off Any Service": a discount, the name starting where the amount's "off" does.
  if (first && /^off\b/i.test(first.name!)) return undefined;
  if (first && first.name!.split(/\s+/).length <= 5) return offering(first.name!, first.p1, top(first), '');
  const m = (PRICED.exec(trimmed) ?? MENU_LINE.exec(trimmed))?.groups;
  if (!m) return undefined;
  return offering(m.name!, m.p1, top(m) ?? labelledTop(m.rest ?? ''), m.rest ?? '');
}

/** "from $100 (appraisal), $250 (restoration), $400 (opening)": each price labelled, one service's range; its top. */
const LABELLED_PRICES = /^\s*\([^()$]{1,25}\)((?:\s*(?:,|and|or|\/)\s*\$\s?\d[\d,]*(?:\.\d{2})?\s*\([^()$]{1,25}\))+)\s*\.?$/i;
function labelledTop(rest: string): string | undefined {
  const more = LABELLED_PRICES.exec(rest)?.[1];
  if (!more) return undefined;
  const amounts = [...more.matchAll(/\$\s?(\d[\d,]*(?:\.\d{2})?)/g)].map((x) => Number(x[1]!.replace(/,/g, '')));
  return String(Math.max(...amounts));
}

/**
 * A table row of a name, its prices and perhaps a duration, in any order after the name:
 * "Gel Manicure | 45 min | $35"; a price per column ("women's haircut | $47 | $55 | $60 | $65",
 * one service from its lowest to its highest price); a price word in a cell of its own
 * ("blow dry | | | from | $40"). Every other cell is a duration, a price word or empty, but for
 * one that describes the service in a few words.
 */
function tableRow(line: string): ServiceOffering | undefined {
  if (!line.includes(' | ')) return undefined;
  const [name, ...all] = line.split(/\s*\|\s*/);
  const cells = all.filter((cell) => cell !== '');
  const priced = cells.map((cell) => PRICE_ONLY.exec(cell)?.groups);
  if (!priced.some(Boolean) || !name || !/^(?:[A-Za-z]|\d{1,2}(?:\/\d{1,2})?\s+[A-Za-z])/.test(name) || name.length > 60 || /\$|\d{3}/.test(name)) return undefined;
  const others = cells.filter((_, i) => !priced[i]);
  // One cell may describe the service ("1 Ear Lobe Piercing | A single lobe piercing on one ear | $45").
  const described = others.filter((cell) => !(DURATION.test(cell) && cell.length <= 20) && !CELL_WORD.test(cell));
  if (described.length > 1 || (described.length === 1 && !(described[0]!.split(/\s+/).length >= 3 && !described[0]!.includes('$')))) return undefined;
  const amounts = priced.flatMap((p) => (p ? [p.p1, top(p)] : [])).filter((a): a is string => a !== undefined);
  const value = (a: string) => Number(a.replace(/,/g, ''));
  const low = amounts.reduce((a, b) => (value(b) < value(a) ? b : a));
  const high = amounts.reduce((a, b) => (value(b) > value(a) ? b : a));
  return offering(name, low, high === low ? undefined : high, others.filter((cell) => DURATION.test(cell)).join(' '));
}
/** One column's price ("$60+", "$40+ - $45+", "$45+ - 50+") or its empty mark ("-----"). */
const COLUMN = /\$\s?\d[\d,]*(?:\.\d{2})?\+?(?:\s*[-–]\s*\$?\d[\d,]*(?:\.\d{2})?\+?)?|-{3,}|—/g;

/**
 * A row of price columns laid out with spaces, not cells ("Pink & White $60+ $50+" under "Full Set
 * Refill"; "Solar $50+ -----"): the name, then two or more columns, read as a table row; and a
 * range of two "from" prices ("Ombre $60+ - 65+").
 */
function columns(line: string): string {
  const m = /^([A-Za-z][^$|]{1,60}?)\s+((?:\$|-{3,}|—).*)$/.exec(line);
  if (!m) return line;
  const cells = m[2]!.match(COLUMN) ?? [];
  if (!(cells.length >= 2 || /\+\s*[-–]/.test(m[2]!)) || m[2]!.replace(COLUMN, '').trim() !== '') return line;
  // "$40+ - $45+": a range of two "from" prices, read as the range.
  const prices = cells.filter((c) => c.includes('$')).map((c) => c.replace(/\+(?=\s*[-–])/, ''));
  return prices.length ? `${m[1]} | ${prices.join(' | ')}` : line;
}

/** A price's word in a cell of its own. */
const CELL_WORD = /^(?:from|starting(?: at| from)?|starts at|extra|add|add-on|each|and up|& up|\+|up|min(?:imum)?)$/i;

const VEHICLE = /^(?:(?:small|smaller|medium|mid|large|larger|bigger|x-?large|extra large|oversized?|compact|full|mid-size|midsize|full-size|fullsize|standard|regular|2-door|4-door|3-row|third-row)\s+)*(?:cars?|sedans?|coupes?|suvs?|trucks?|vans?|minivans?|crossovers?|vehicles?|pick-?ups?|hatchbacks?|wagons?|jeeps?)$/i;

/**
 * "SUV / Crossover", "Truck", "Large SUVs & Vans", "Truck / Large": a vehicle's size tier (a surcharge), not a
 * service. Dropped from the final list only: a card's size rows under its heading are read
 * first as that service's range ("Exterior Detail" $90–$130).
 */
export function vehicleSizeOnly(name: string): boolean {
  const parts = name.replace(/\([^)]*\)/g, ' ').split(/\s*(?:\/|&|,|\band\b|\bor\b)\s*/i).map((p) => p.trim()).filter(Boolean);
  // "Truck / Large": a vehicle and a size word beside it.
  const vehicle = parts.some((q) => VEHICLE.test(q));
  return parts.length > 0 && parts.every((p) => VEHICLE.test(p) || (vehicle && SIZE_WORD.test(p)));
}
const SIZE_WORD = /^(?:small|medium|mid-?size|large|x-?large|xl|xxl|extra[- ]large|oversized?|compact|full-?size)$/i;

/** "1 hour, 45 minutes", "2 hrs 30 min": a length, not a name. */
const onlyLengths = (name: string) => /\d/.test(name) && name.replace(/\d{1,3}\s*(?:-|–)?\s*(?:min|mins|minutes?|hr|hrs|hours?|h)\b\.?|\band\b|[\s,&+]/gi, '') === '';

/** A session named by its length alone: "60 Minute Session", "90 min", "1 hour 30 minutes", "2 hours". */
const SESSION_LENGTH = /^(?:\d{1,3}\s*[-–]?\s*(?:min|mins|minutes?|hr|hrs|hours?)\.?(?:\s+(?:and\s+)?\d{1,2}\s*(?:min|mins|minutes?))?(?:\s+(?:session|massage|treatment|visit|appointment|service))?)$/i;

/** Each price-only line whose session length is written on one of the two lines above it. */
function sessionPrices(lines: readonly string[]): Array<{ cents: number; minutes: number }> {
  const out: Array<{ cents: number; minutes: number }> = [];
  lines.forEach((line, i) => {
    const g = PRICE_ONLY.exec(line)?.groups;
    if (!g) return;
    const length = [lines[i - 1], lines[i - 2]].find((l) => l !== undefined && SESSION_LENGTH.test(l));
    const minutes = length ? minutesIn(length) : undefined;
    const price = cents(g.p1);
    if (minutes !== undefined && price) out.push({ cents: price, minutes });
  });
  return out;
}

/** A length written after a name: "Haircut (30 min)", "Facial - 45 mins", "Massage · 1 hr". */
const TRAILING_DURATION = /[\s,:|·•—–-]*\(?\s*(\d{1,3}(?:\s*[-–]\s*\d{1,3})?\s*(?:min|mins|minutes|hr|hrs|hours?)\.?)\s*\)?$/i;

/** A card's badge after its name: "Medium Job — Most Common", "Gold Package - Best Value". */
const BADGE = /\s+[-–—|·•]\s+(?:most\s+(?:popular|common|booked|requested)|best\s+(?:value|seller|deal)|popular|recommended|bestseller|new|fan favou?rite)\s*!?$/i;

function offering(rawName: string, fromRaw: string | undefined, toRaw: string | undefined, after: string): ServiceOffering | undefined {
  // The length stays in the name (it tells "Swedish Massage (60 min)" from its 90-minute twin) and is the service's length.
  const tail = TRAILING_DURATION.exec(rawName);
  const rest = tail && tail.index >= 3 ? `${tail[1]} ${after}` : after;
  // "Men's Cut - includes wash and style": the name, not its description; "Interior — single room"
  // names which interior.
  // "✨ Deluxe Pedicure": the sparkle before the name is decoration.
  const name = cleanText(rawName.replace(/^[\p{Extended_Pictographic}\uFE0F\u200D\s]+/u, '').replace(BADGE, '').replace(/[\s(,:|.*+—–-]+$/, '').replace(/\s+(?:pricing|prices|price list|rates|starting|starts)$/i, '').replace(/^(.{3,}?)\s[-–—]\s([a-z].*)$/, (all, head: string, tail: string) => (tail.replace(/\([^)]*\)/g, ' ').trim().split(/\s+/).length <= 3 && !/^(?:includes?|including|incl|with|for|and|plus|per|each|all|our|your|the|a|an)\b/.test(tail) ? all : head)), 120);
  // "Kids manicure (under 10 years old)": what the brackets say does not make it a discount.
  const bare = name.replace(/\([^)]*\)/g, ' ');
  // "/mo" beside "$49" is the price's period, not a name.
  // "1 session for", "Haircuts starting at": a phrase cut short before its price, not a name.
  if (/\s(?:for|at|from|of|with|to|and|or|around|about|just)$/i.test(name)) return undefined;
  // "Per dog, per night": the unit a price is counted in, not a name.
  if (/^per\s/i.test(name)) return undefined;
  // "Apartment lockouts usually start around", "Or just try it", "Quality roofing at reasonable prices - typical projects": a sentence about a price, not a name.
  // "Most PSL homes run $300–$600": what most customers pay, not a service ("Most fixtures | $150" is one).
  if (/\b(?:usually|typical|typically|generally|normally)\b/i.test(name) || /^(?:[Oo]r|[Bb]ut|[Ss]o)\s+\p{Ll}/u.test(name) || /^(?:most|many)\s+(?:[\w'’-]+\s+){0,2}(?:homes|houses|homeowners|customers|clients|jobs|projects|people|owners|drivers|families)(?:\s+(?:pay|spend))?$/i.test(name)) return undefined;
  if ((name.length < 3 && !SIZE_ONLY.test(name)) || /^[/+*.,;:!?=%-]/.test(name) || DURATION_ONLY.test(name) || onlyLengths(name) || LABEL.test(name) || PRICE_WORDS.test(name) || NOT_A_SERVICE.test(bare)) return undefined;
  if (NOT_A_PRICE_AFTER.test(rest)) return undefined;
  // "Express / month": a plan's monthly price, a membership.
  if (/(?:\/\s*|\bper\s+|\ba\s+)(?:mo|month)\b/i.test(name)) return undefined;
  // "Monthly $135", "Quarterly $175": how often a maintenance plan comes, a plan's price, not a service.
  if (/^(?:bi-?|semi-?)?(?:weekly|monthly|quarterly|annual(?:ly)?|yearly)(?:\s+(?:plan|visits?|service|maintenance))?$/i.test(name)) return undefined;
  // A range, or a variant's price ("Full Set $35 / Fill $25"): from the lower to the higher.
  const [from, to] = [cents(fromRaw), cents(toRaw)].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  // "Main Service: $0" is a price calculator's empty total, not a price.
  if (from === 0 && !to) return undefined;
  // A length after the price, or in the name ("60-Minute Massage"; not "24 Hour Lockout").
  const named = minutesIn(bare);
  const minutes = minutesIn(rest) ?? (named !== undefined && named <= 180 ? named : 60);
  return {
    name,
    durationMinutes: Math.min(Math.max(minutes, 5), 1440),
    ...(from !== undefined ? { priceFromCents: from } : {}),
    ...(to !== undefined && from !== undefined && to > from ? { priceToCents: to } : {}),
  };
}

const HOURS_AND_MINUTES = /(\d{1,2})\s*(?:hours?|hrs?)\.?\s*(?:and\s+)?(\d{1,2})\s*(?:min|mins|minutes?)\b/i;
/** The length a text states in minutes: "45 mins" → 45, "2 hours" → 120, "1 hour 30 minutes" → 90. */
function minutesIn(text: string): number | undefined {
  const both = HOURS_AND_MINUTES.exec(text);
  if (both) return Number(both[1]) * 60 + Number(both[2]);
  const d = DURATION.exec(text);
  return d ? Number(d[1]) * (/^h/i.test(d[2]!) ? 60 : 1) : undefined;
}

/** A size, a person or a variant that prices one service several ways ("Small $45 · SUV $60", "Single $80 · Couple $150"). */
const VARIANT = /^(?:(?:small|medium|med|large|x-?large|xl|xs|extra[- ]large|mini|standard)\b.*|(?:single|solo|couples?|duo|individual|men|women|ladies|kids?|child(?:ren)?|adults?|seniors?|hands?|feet|toes|full set|fill|refill)(?:['’]s)?)$/i;

/**
 * Three or more services on one line, each with its price: "Haircut $25 | Beard Trim $15 |
 * Shave $30". Not one service's prices by size or by person (those are a range, read elsewhere).
 */
function servicesInOneLine(line: string): ServiceOffering[] {
  const parts = line.split(/\s+[|·•]\s+/);
  if (parts.length < 3) return [];
  const each = parts.map(parseServiceLine);
  if (!each.every((s): s is ServiceOffering => !!s)) return [];
  return each.some((s) => VARIANT.test(s.name) || vehicleSizeOnly(s.name)) ? [] : each;
}

/** A name that opens with its length is still a name ("30 minute massage", "60-Minute Facial"), though not "30 min treatment". */
const LENGTH_FIRST = /^\d{2,3}[\s-]?(?:minutes?|mins?|hours?|hrs?)\s+(?!(?:treatments?|sessions?|appointments?|visits?|services?|icon|illustration|image|photo)\b)(?=[A-Za-z])/i;
/** A site menu's link text ("About", "FAQ", "Home"). */
const MENU_LINK = /^(?:home|about(?: us| me)?|contact(?: us| me)?|faq'?s?|store|shop|login|log in|sign in|gallery|blog|menu|our services|services|pricing|prices|reviews|testimonials)$/i;
/** A heading-like line that can name the price beside it: short, no digits, not a call to action. */
function titleLine(line: string | undefined): string | undefined {
  // "(Regular Wand Cleaning)": a note in brackets, not a heading.
  // A short note in brackets after the name may hold figures ("Classic Lashes: Refill (2-3 Weeks)").
  if (!line || line.length > 50 || /^\(.*\)$/.test(line)) return undefined;
  if (/\d|[.!?:$]$|\$/.test(line.replace(/(?<=\p{L})\s*\([^()$]{1,20}\)$/u, '').replace(LENGTH_FIRST, ''))) return undefined;
  if (line.split(/\s+/).length > 6 || NOT_A_SERVICE.test(line) || /[→»›]|\b(request|quotes?|learn more|see (all|more)|view)\b/i.test(line)) return undefined;
  // "that is the question": a tagline set as a heading, a clause rather than a name.
  if (/^[a-z]/.test(line) && /\b(?:is|are|was|were|it|you|we)\b/.test(line)) return undefined;
  // "Schedule", "Book Now": the card's button; "About", "FAQ": the menu's last link over the first price.
  if (BUTTON.test(line) || MENU_LINK.test(line)) return undefined;
  return line;
}

/** A price column for members or on sale: a discount beside the price ("Member Price", "Memeber Price", "Sale"). */
const DISCOUNT_COLUMN = /\b(?:mem+e?ber(?:s|ship)?|discount(?:ed)?|sale|promo(?:tion(?:al)?)?|vip|club)\b/i;

/** A column header that says what a price cell or a length cell holds. */
const PRICE_OR_LENGTH_COLUMN = /\b(?:prices?|costs?|rates?|fees?|charges?|amount|from|duration|length|time|minutes?|mins?|hours?|hrs?)\b|\$/i;

/** What a count column holds: a figure or a range of them, or a word for none ("15", "10–15", "Varies"). */
const COUNT_CELL = /^(?:\d[\d,]*(?:\s*[-–]\s*\d[\d,]*)?\+?|varies|n\/a|-+|—)$/i;

/**
 * A table whose header names a members' or sale price beside the price ("Service | Price | Member
 * Price | Time"): its rows read without that column ("Back Facial | $60 | ~40 mins"), by line index.
 * A column the header names as something else ("Service | Duration | Edited Photos | Price"): its
 * plain figures ("15") are counts, not prices, in a row that writes its price with "$".
 */
function withoutMemberPrices(lines: readonly string[]): Map<number, string> {
  const out = new Map<number, string>();
  let drop: number[] = [];
  let counts: number[] = [];
  let width = 0;
  lines.forEach((line, i) => {
    const cells = line.includes(' | ') ? line.split(/\s*\|\s*/) : [];
    if (cells.length >= 3 && !line.includes('$') && cells.some((c) => /\bprices?\b/i.test(c) && !DISCOUNT_COLUMN.test(c))) {
      drop = cells.flatMap((c, k) => (k > 0 && DISCOUNT_COLUMN.test(c) ? [k] : []));
      counts = cells.flatMap((c, k) => (k > 0 && !DISCOUNT_COLUMN.test(c) && !PRICE_OR_LENGTH_COLUMN.test(c) ? [k] : []));
      width = cells.length;
      return;
    }
    if (cells.length !== width) {
      drop = [];
      counts = [];
      width = 0;
    }
    const count = (cell: string, k: number) => counts.includes(k) && COUNT_CELL.test(cell);
    const uncounted = cells.some((c, k) => !drop.includes(k) && !count(c, k) && c.includes('$')) ? counts.filter((k) => count(cells[k]!, k)) : [];
    if (drop.length || uncounted.length) out.set(i, cells.filter((_, k) => !drop.includes(k) && !uncounted.includes(k)).join(' | '));
  });
  return out;
}

/**
 * Services with prices: first the lines that hold a name and its price ("Gel Manicure $35",
 * "Drain cleaning — from $89", a table row), then prices that stand alone in their element,
 * named from the item around them (`priceItems`).
 */
export function extractServicesText(page: ParsedPage): AnyCandidate[] {
  const c = collector(page.url, 'services-text');
  const found = new Map<string, ServiceOffering>();
  const add = (s: ServiceOffering | undefined) => {
    // The same name at two prices ("Polish Change" for hands and for toes) is two services.
    const key = `${s?.name.toLowerCase()} ${s?.priceFromCents}`;
    if (s && !found.has(key)) found.set(key, s);
  };
  // A price the site gives when asked what the job costs is no promotion, even alone; its
  // answer is read for that range only.
  const answers = new Set<string>();
  const answered = faqPrices(page.lines, answers);
  const readLines = new Set<string>(answers);
  const rows: Array<{ i: number; s: ServiceOffering }> = [];
  let headingSet: Set<string> | undefined;
  const headings = () => (headingSet ??= headingTexts(page));
  // A heading over lines of a length and its price ("Swedish Massage" / "60 min $85" / "90 min
  // $120"): one service, from its lowest to its highest price, as long as its shortest length.
  let timedRun: { i: number; s: ServiceOffering } | undefined;
  const regular = withoutMemberPrices(page.lines);
  page.lines.forEach((line, i) => {
    if (leaderless(line).length > 160 || answers.has(line)) return;
    const timed = TIMED_PRICE.exec(line)?.groups ?? timedPrices(line);
    if (timed && (timed.d1 ?? timed.d2)) {
      // The next length's line, perhaps after the last one's button ("60 minutes $120" / "Book 60min" / "90 minutes $150").
      if (timedRun && (timedRun.i === i - 1 || (timedRun.i === i - 2 && BUTTON.test(page.lines[i - 1]!)))) {
        const more = offering(timedRun.s.name, timed.p1, top(timed), timed.d1 ?? timed.d2 ?? '');
        if (more) {
          const prices = [timedRun.s.priceFromCents, timedRun.s.priceToCents, more.priceFromCents, more.priceToCents].filter((p): p is number => p !== undefined);
          const [lo, hi] = [Math.min(...prices), Math.max(...prices)];
          timedRun.s.priceFromCents = lo;
          if (hi > lo) timedRun.s.priceToCents = hi;
          timedRun.s.durationMinutes = Math.min(timedRun.s.durationMinutes, more.durationMinutes);
          timedRun.i = i;
          readLines.add(line);
          return;
        }
      }
      // The heading over the lengths, perhaps above a label and a description ("Swedish Massage" / … / "Pricing Options").
      // Or the item's name over its description ("Brow Wax" / "Brow waxing only" / "$15 15 min").
      const described = !headings().has(page.lines[i - 1] ?? '') && headings().has(page.lines[i - 2] ?? '') && !(page.lines[i - 1] ?? '').includes('$');
      const above = titleLine(page.lines[described ? i - 2 : i - 1]);
      const heading = above && LABEL.test(above) ? headingOver(page.lines, i - 1, headings()) : above;
      const s = heading && !LABEL.test(heading) ? offering(heading, timed.p1, top(timed), timed.d1 ?? timed.d2 ?? '') : undefined;
      if (s) {
        timedRun = { i, s };
        readLines.add(line);
        rows.push({ i, s });
        return;
      }
    }
    // "Hypnosis" / its description / "60 minute session" / "Per Session - $80": the heading's price.
    const one = ONE_SESSION.exec(line)?.groups;
    if (one) {
      const heading = headingOver(page.lines, i, headings());
      const s = heading ? offering(heading, one.p1, top(one), page.lines[i - 1] ?? '') : undefined;
      if (s) {
        readLines.add(line);
        rows.push({ i, s });
        return;
      }
    }
    // "Edging & Mulching" / "Fresh mulch beds with clean edge cuts. $75–$150+": the title's price; the
    // sentence before it names nothing. "Residential: $45+, Commercial: $75+": one service's two prices.
    // (Not when the card's own price line follows: "… Starts at $150." / "$0.20/sqft".)
    // Or the price first, then the description ("Most projects $1,500–$4,700. Priced by the pallet …").
    const described = PRICE_ONLY.test(page.lines[i + 1] ?? '') ? undefined : (describedPrice(line) ?? leadingPrice(line));
    if (described) {
      // The title just above, or above the card's one line of description.
      const over = page.lines[i - 1] ?? '';
      const title = titleLine(over) ?? (!over.includes('$') && (sentence(over) || /\.$/.test(over)) ? titleLine(page.lines[i - 2]) : undefined);
      const s = title && !LABEL.test(title) && !LEAD_IN.test(title) ? offering(title, described[0], described[1], '') : undefined;
      if (s) {
        readLines.add(line);
        rows.push({ i, s });
        return;
      }
    }
    // "Arch - $25 | Half Leg - $35 | Bikini Basic - $30": three services, not Arch from $25 to $35.
    const many = servicesInOneLine(line);
    const s = many.length ? undefined : parseServiceLine(regular.get(i) ?? line);
    const each = many.length ? many : s ? [s] : [];
    if (!each.length) return;
    readLines.add(line);
    for (const one of each) rows.push({ i, s: one });
  });
  // Runs of three or more lines priced without a "$".
  let bare: Row[] = [];
  const flush = () => {
    // "slide 1", "slide 2", "slide 3": one word counted, not a price list.
    const counted = new Set(bare.map((r) => r.s.name.toLowerCase())).size === 1;
    if (bare.length >= 3 && !counted) for (const r of bare) {
      readLines.add(page.lines[r.i]!);
      rows.push(r);
    }
    bare = [];
  };
  page.lines.forEach((line, i) => {
    if (leaderless(line).length > 80 || readLines.has(line) || line.includes('$')) return flush();
    const s = bareLine(line);
    if (!s) return flush();
    if (bare.length && bare[bare.length - 1]!.i !== i - 1) flush();
    bare.push({ i, s });
  });
  flush();
  // One line priced without a "$" inside a list priced with one ("Acrylic soak off 15.00").
  const rowAt = new Set(rows.map((r) => r.i));
  page.lines.forEach((line, i) => {
    if (rowAt.has(i) || leaderless(line).length > 80 || !(rowAt.has(i - 1) && rowAt.has(i + 1))) return;
    const s = bareLine(line);
    if (s) {
      readLines.add(line);
      rows.push({ i, s });
    }
  });
  rows.sort((a, b) => a.i - b.i);
  // A run of priced lines under "Moving Supplies" or "Retail Products": goods for sale, not services;
  // under "What does a breakdown cost?" / "common repair bills look like this:": what jobs cost in
  // general, not this business's prices.
  // (Rows are in line order: each run of adjacent lines is judged by the lines over its first.)
  let underGoods = false;
  // (A row's description between it and the next row keeps the run going: "Spring Replacement: $150-$350" /
  // "This is the most common repair. …" / "Opener Repair: $100-$250".)
  const described = (from: number, to: number) => page.lines.slice(from + 1, to).every((l) => l.length > 60 && /[.!?]$/.test(l));
  const offered = rows.filter((r, k) => {
    if (k === 0 || (rows[k - 1]!.i < r.i - 1 && !(r.i - rows[k - 1]!.i <= 3 && described(rows[k - 1]!.i, r.i)))) {
      const over = page.lines[r.i - 1] ?? '';
      underGoods = GOODS_HEADING.test(over) || COST_GUIDE.test(over) || (!over.includes('$') && COST_GUIDE.test(page.lines[r.i - 2] ?? ''));
    }
    return !underGoods;
  });
  for (const s of withVariants(offered, page.lines, headings)) add(s);
  const items = page.lines.some((l) => l.includes('$')) ? priceItems(page, readLines) : [];
  for (const s of sizeCards(items, page.lines, headings)) add(s);
  // Names and prices on alternate lines of one block, where no item around a price names it.
  const itemPrices = new Set(items.map((s) => s.priceFromCents));
  for (const r of alternatingPairs(page.lines, readLines)) if (!itemPrices.has(r.s.priceFromCents)) add(r.s);
  for (const s of answered) add(s);
  // A service's own page: its heading names it and one labelled price prices it ("Starting Price $299").
  if (!found.size && !page.isHome) {
    const labelled = page.lines.map((l) => LABELLED_PRICE.exec(l)?.groups).filter((g) => !!g);
    const heading = titleLine(cleanText(page.$('h1').first().text()));
    if (labelled.length === 1 && heading && !LABEL.test(heading)) add(offering(heading, labelled[0]!.p1, top(labelled[0]!), ''));
    // Or its sessions' lengths and prices ("60 Minute Session" / "1 hour" / "From $140" / "90 Minute Session" / …): one
    // service, from its lowest to its highest price, as long as its shortest session.
    const sessions = sessionPrices(page.lines);
    if (!found.size && sessions.length >= 2 && heading && !LABEL.test(heading)) {
      const cents = sessions.map((x) => x.cents);
      add(offering(heading, String(Math.min(...cents) / 100), String(Math.max(...cents) / 100), `${Math.min(...sessions.map((x) => x.minutes))} min`));
    }
  }
  // A sentence listing treatments with their prices in brackets ("the Glow Boost Express Facial
  // (30 min, $60) …; the Signature Radiance Facial (60 min, $90)"), on a page that lists no other.
  if (!found.size) for (const s of pricesInProse(page.lines)) add(s);
  for (const tier of tiersOfOne(page.lines, [...found.values()])) {
    for (const [key, s] of found) if (tier.members.includes(s)) found.delete(key);
    add(tier.service);
  }
  if (found.size) c.add('services', [...found.values()].slice(0, 100), found.size >= 2 || answered.length ? 0.6 : 0.45);
  return c.out;
}

/**
 * The lead-in of a cost illustration: a question about what something costs ("What does an unplanned
 * breakdown actually cost?") or typical bills ("common repair bills look like this:", "Average costs").
 */
const COST_GUIDE = /^(?=[^$]{0,120}$)(?:(?:how much|what)\b.*\b(?:costs?|pay|spend|charge)\b.*\?|.*\b(?:typical|typically|average|common|usual|national)\b.*\b(?:costs?|bills?|expenses?)\b.*(?::|look like this\W*)|(?=[^.!?]{0,60}$)(?:typical|average|common|usual)\b[\w\s'’&-]*\b(?:costs|prices)\b(?:\s+in\s+[\w\s.,'’-]+)?)$/i;

/** The heading of goods the business sells: "Moving Supplies (optional…)", "Retail Products", "Merchandise". */
const GOODS_HEADING = /^(?:(?:moving|packing|boxes\s*&|retail|hair|beauty|skin\s?care|pet|car\s?care)\s+)?(?:supplies|products|merchandise|retail|items for sale|for sale)\b[^$\d]{0,50}$/i;

/** A card named only by its tier ("Basic", "Premium") or a size ("Small Shrubs"): a size of the service a section names ("Premium Bundle" is a package of its own). */
const TIER_NAME = /^(?:(?:basic|standard|premium|deluxe|essential|ultimate|economy|plus|pro)|(?:small|medium|large|x-?large|extra[- ]large)(?:\s+\S+)?)$/i;
/** The section over such cards: "Lawn Maintenance Packages", "Shrub Care Pricing". */
const SECTION_OF_TIERS = /^(.{3,40}?)\s+(?:packages|pricing|prices|plans|rates|price list)$/i;

/**
 * Cards that price one service by its size ("Lawn Maintenance Packages": "Basic — small lawns —
 * $45–$75", "Standard — $75–$120", "Premium — $120–$200"): one service, named by the section,
 * from the lowest price to the highest.
 */
function tiersOfOne(lines: readonly string[], offered: readonly ServiceOffering[]): Array<{ members: ServiceOffering[]; service: ServiceOffering }> {
  const out: Array<{ members: ServiceOffering[]; service: ServiceOffering }> = [];
  const tiers = offered.filter((s) => TIER_NAME.test(s.name) && s.priceFromCents !== undefined);
  // A handful of tiers, or it is no card set (and not worth a walk per name).
  if (tiers.length < 2 || tiers.length > 12) return out;
  const bySection = new Map<string, ServiceOffering[]>();
  const ours = (line: string) => tiers.some((t) => line.includes(`$${t.priceFromCents! / 100}`));
  for (const s of tiers) {
    const at = lines.indexOf(s.name);
    if (at < 0) continue;
    // The section heading over the card, past the other tiers' cards but no other price.
    let section: string | undefined;
    for (let j = at - 1; j >= Math.max(0, at - 40) && !section; j--) {
      const line = lines[j]!;
      if (line.includes('$') && !ours(line)) break;
      section = /\d/.test(line) ? undefined : SECTION_OF_TIERS.exec(line)?.[1];
    }
    if (!section || /^(?:our|my|the|all|service|services)$/i.test(section)) continue;
    bySection.set(section, [...(bySection.get(section) ?? []), s]);
  }
  for (const [section, members] of bySection) {
    if (members.length < 2) continue;
    const lo = Math.min(...members.map((s) => s.priceFromCents!));
    const hi = Math.max(...members.map((s) => s.priceToCents ?? s.priceFromCents!));
    out.push({ members, service: { name: section, durationMinutes: Math.min(...members.map((s) => s.durationMinutes)), priceFromCents: lo, ...(hi > lo ? { priceToCents: hi } : {}) } });
  }
  return out;
}

/** A capitalised name and its price in brackets, perhaps after its length: "Anti-Aging Treatment ($95)", "Signature Radiance Facial (60 min, $90)". */
const PRICE_IN_BRACKETS = /(?<![\w'’])((?:[A-Z][\w'’&+-]*\s+){0,5}[A-Z][\w'’&+-]*)\s*\((?:(\d{1,3}\s*(?:min|mins|minutes))\s*,\s*)?\$(\d{1,4}(?:\.\d{2})?)\)/g;

/** Two or more such names in one sentence: each a service. */
function pricesInProse(lines: readonly string[]): ServiceOffering[] {
  const out: ServiceOffering[] = [];
  for (const line of lines) {
    if (line.length < 60 || line.length > 1000) continue;
    const named = [...line.matchAll(PRICE_IN_BRACKETS)];
    if (named.length < 2) continue;
    for (const m of named) {
      const s = offering(m[1]!.replace(/^(?:The|Our|A|An)\s+/, ''), m[3], undefined, m[2] ?? '');
      if (s) out.push(s);
    }
  }
  return out;
}

/** A booking button's text between a card's priced lines ("Book 60min", "Reserve now"). */
const BUTTON = /^(?:book|reserve|schedule|buy|select|add to cart)\b.{0,20}$/i;

/** A price under its label on a service's own page: "Starting Price $299", "Price: from $89". */
const LABELLED_PRICE = new RegExp(String.raw`^(?:starting price|base price|price|pricing|cost)\s*:?\s*${FROM}?\s*${PRICE}\s*\+?$`, 'i');

/** One session's price on a line of its own: "Per Session - $80", "Single visit: $45", "1 class $20". */
const ONE_SESSION = new RegExp(String.raw`^(?:per|single|one|1)\s+(?:session|visit|class|treatment|appointment)\s*(?:[-–—:|]|\bfor\b)?\s*${FROM}?\s*${PRICE}\s*\+?$`, 'i');

/** The heading a few lines over a line, with only descriptions and lengths between (no other price). */
const headingOver = (lines: readonly string[], at: number, headings: ReadonlySet<string>) => headingAbove(lines, at, headings, 5);

/** A line that can name the price on the line under it: short, no price, not a sentence or a note in brackets. */
function nameLine(line: string | undefined): boolean {
  return !!line && line.length >= 3 && line.length <= 60 && !line.includes('$') && /^[A-Za-z0-9]/.test(line) && !/[.!?:]$/.test(line) && line.split(/\s+/).length <= 8;
}

/**
 * Names and prices on lines of their own, one under the other ("Top Lids" / "$300" / "Bottom
 * Lids" / "$300"), three or more pairs in a row. (A card's name, its description and its price
 * is three lines: its items' names are read from the card, in \`priceItems\`.)
 */
function alternatingPairs(lines: readonly string[], read: ReadonlySet<string>): Row[] {
  const out: Row[] = [];
  let run: Row[] = [];
  const flush = () => {
    if (run.length >= 3) out.push(...run);
    run = [];
  };
  for (let i = 0; i + 1 < lines.length; i++) {
    const [name, price] = [lines[i]!, lines[i + 1]!];
    const g = !read.has(name) && !read.has(price) && nameLine(name) ? PRICE_ONLY.exec(price)?.groups : undefined;
    const s = g ? offering(name, g.p1, top(g), '') : undefined;
    if (!s) continue;
    if (run.length && i - run[run.length - 1]!.i !== 2) flush();
    run.push({ i, s });
    i++;
  }
  flush();
  return out;
}

/** "How much does an electrical panel upgrade cost?", "What does junk removal cost in Bel Air?" */
const COST_QUESTION = /^(?:how much (?:does|do|is|will|would|should)|what (?:does|do|will|would)|what is the (?:cost|price) of|what are the (?:costs?|prices?) (?:of|for))\s+(?:(?:a|an|the|your|my|our)\s+)?(?<name>[A-Za-z][A-Za-z '’&/-]{2,50}?)(?:\s+(?:typically|usually|generally|normally))?(?:\s+(?:cost|costs|run|runs|be|price))?(?:\s+(?:in|near|around)\s+[A-Z][A-Za-z .,]*)?\s*\?$/i;
/** The amounts in an answer's first priced sentence: "from about $1,500 … to $8,000+", "$75 – $400 per load". */
const ANSWER_RANGE = new RegExp(String.raw`${money('p1')}(?:(?:(?!\$)[^.!?]){0,80}?\b(?:to|and)\s+|\s*[-–]\s*)${money('p2')}`, 'i');

/** A place written after a name ("Junk Removal Bel Air MD"): not part of the service. */
function withoutPlace(name: string): string {
  const words = name.split(/\s+/);
  const state = stateCode(words[words.length - 1] ?? '');
  if (!state || !/^[A-Z]{2}$/.test(words[words.length - 1]!)) return name;
  for (let n = 1; n <= 3 && n < words.length - 1; n++) {
    if (knownCity(words.slice(-1 - n, -1).join(' '), state)) return words.slice(0, -1 - n).join(' ').replace(/\s+in$/i, '');
  }
  return name;
}

/**
 * An FAQ's cost question answered with a range: the question names the service ("How much does
 * an electrical panel upgrade cost?"), the answer under it the range ("Anywhere from about $1,500
 * … to $8,000+"). Only a range: a single amount in prose is as often a fee, a deposit or a discount.
 */
function faqPrices(lines: readonly string[], answers: Set<string>): ServiceOffering[] {
  const out: ServiceOffering[] = [];
  lines.forEach((line, i) => {
    const asked = line.length <= 120 ? COST_QUESTION.exec(line.trim())?.groups?.name : undefined;
    // "How much does it cost to pressure wash a driveway?": the question names no service.
    if (!asked || /^it\s/i.test(asked)) return;
    const at = lines.slice(i + 1, i + 3).findIndex((l) => l.includes('$'));
    const answer = at < 0 ? undefined : lines[i + 1 + at];
    // Answered with a list of jobs and their costs ("Capacitor replacement: $150–$300" and more such
    // lines): no one service's range.
    if (answer && parseServiceLine(answer) && parseServiceLine(lines[i + 2 + at] ?? '')) return;
    const range = answer ? ANSWER_RANGE.exec(answer) : undefined;
    if (!answer || !range || NOT_A_PRICE_AFTER.test(answer.slice(range.index + range[0].length))) return;
    // An answer pricing several jobs ("repairs run $150 to $400, while a full installation falls
    // between $500 and $2,500"): no one range is the asked service's. (A typical span inside the
    // range — "most jobs land between $2,500 and $4,500" — is the same job's.)
    // (Only the range's own sentence: "A full diagnostic is $89" after it is another matter.)
    const [lo, hi] = [cents(range.groups!.p1)!, cents(range.groups!.p2)!];
    const start = Math.max(0, ...['. ', '! ', '? '].map((end) => answer.lastIndexOf(end, range.index) + 1));
    const stop = /[.!?](?:\s|$)/.exec(answer.slice(range.index + range[0].length));
    const sentence = answer.slice(start, stop ? range.index + range[0].length + stop.index : undefined);
    if ([...sentence.matchAll(/\$\s?(\d{1,5}(?:,\d{3})*(?:\.\d{2})?)/g)].some((m) => cents(m[1])! < lo || cents(m[1])! > hi)) return;
    const name = withoutPlace(asked.trim());
    const s = offering(name.charAt(0).toUpperCase() + name.slice(1), range.groups!.p1, range.groups!.p2, '');
    if (!s) return;
    out.push(s);
    answers.add(answer);
  });
  return out;
}

/**
 * Cards that each price the same variants ("Exterior Detail" / "Compact / Sedan $90" / "SUV /
 * Crossover $110" / "Large SUV / Truck $130", then "Interior Detail" / the same three sizes):
 * one service per card, named by its heading, from its lowest to its highest price. Only when
 * the same run of two or more row names repeats under two or more headings.
 */
type Row = { i: number; s: ServiceOffering };

/** The classes the heading query matches: [class*="title" i], [class$="name" i], [class*="name " i], [class*="-name" i], [class*="_name" i]. */
const TITLE_CLASS = /title|name$|name |[-_]name/i;
const HEADING_TAG = /^h[1-6]$/;
/** No element inside but line breaks. */
const isLeaf = (el: Element) => el.children.every((c) => !isElementNode(c) || c.name === 'br');
/** The element or one around it is a heading (what `.closest('h1, …, h6')` finds). */
const inHeading = (el: Element) => {
  for (let p: AnyNode | null = el; p && isElementNode(p); p = p.parent) if (HEADING_TAG.test(p.name)) return true;
  return false;
};

/**
 * The text of the page's headings (h1–h6 and title-classed elements), as lines read them. A text
 * also written outside a heading ("Exterior" as a card's badge and a list's heading) is left out.
 */
function headingTexts(page: ParsedPage): Set<string> {
  const { $ } = page;
  const headings = new Set<string>();
  const other = new Set<string>();
  $('h1, h2, h3, h4, h5, h6, [class*="title" i], [class$="name" i], [class*="name " i], [class*="-name" i], [class*="_name" i]').each((_, el) => {
    const text = textOf(el);
    if (text && text.length <= 60) headings.add(text);
  });
  // Leaf text elements outside headings (checked by hand: a selector per element costs a parse each).
  $('span, p, strong, b, em, small, div, li, a, label').each((_, el) => {
    if (TITLE_CLASS.test(el.attribs.class ?? '') || !isLeaf(el) || inHeading(el)) return;
    other.add(textOf(el));
  });
  for (const t of other) headings.delete(t);
  return headings;
}

/**
 * The heading element a few lines over a card's rows, with only a tagline and a badge between
 * ("Maintenance Detail" / "Best for well-kept vehicles" / "Essential" / "Sedan $249").
 */
function headingAbove(lines: readonly string[], at: number, headings: ReadonlySet<string>, reach = 3): string | undefined {
  for (let k = at - 1; k >= Math.max(0, at - reach); k--) {
    const line = lines[k]!;
    // (Another item's price line ends the search; a price said in passing in a description does not.)
    if (line.includes('$') && !(line.length > 80 && sentence(line))) return undefined;
    if (headings.has(line)) return titleLine(line);
  }
  return undefined;
}

/** A row named only by a size ("Short $70", "XL $100"): one service's price for that size. */
const SIZE_ONLY = /^(?:(?:extra|x{1,3})[- ]?)?(?:small|short|medium|med|mid|long|large|giant)(?:\s+(?:breeds?|dogs?|pups?|pets?))?$|^(?:toy|teacup)$|^(?:xs|xl|xxl|2xl|3xl|mini|petite)$|^\d{1,2}(?:\s*[-–]\s*\d{1,2})?\s*(?:weeks?|wks?)$/i;

/** A size or a vehicle alone ("Large", "SUV", "Truck / Large"): a variant of the service above it. */
const sizeName = (name: string) => SIZE_ONLY.test(name) || vehicleSizeOnly(name);
const sizeRow = (r: Row) => sizeName(r.s.name);

/** A row named only by whom it is for, perhaps with how long ("Dogs", "Cats, Full Day", "Adults"). */
const AUDIENCE_ROW = /^(?:dogs?|cats?|puppies|puppy|kittens?|pets?|adults?|kids?|children|child|men|women|ladies|seniors?|students?|boys?|girls?)(?:['’]s)?(?:\s*,\s*(?:full|half)[\s-]day\b.*)?$/i;

/** A price table's header whose first column is the model or device: "iPhone Model | Screen Replacement". */
const MODEL_HEADER = /^((?:[\w'’&-]+\s+){0,2})(?:models?|devices?|phones?)\s*\|\s*([^|$]{3,40}?)\s*$/i;

/** One service from the lowest to the highest price of its rows, named by its card's heading. */
function ranged(heading: string | undefined, rows: readonly Row[]): ServiceOffering | undefined {
  const prices = rows.flatMap((r) => [r.s.priceFromCents, r.s.priceToCents]).filter((p): p is number => p !== undefined);
  return heading && prices.length ? offering(heading, String(Math.min(...prices) / 100), String(Math.max(...prices) / 100), '') : undefined;
}

function withVariants(rows: readonly Row[], lines: readonly string[], headingsOf: () => ReadonlySet<string>): ServiceOffering[] {
  const runs: Row[][] = [];
  for (const row of rows) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1]!.i === row.i - 1) run.push(row);
    else runs.push([row]);
  }
  // "Fills" / "2 Weeks $65" / "3 Weeks $75" / "Rebalance $85": the sizes under a heading are one service, the rows after them their own.
  for (let r = 0; r < runs.length; r++) {
    const run = runs[r]!;
    const sizes = run.findIndex((x) => !sizeRow(x));
    if (sizes >= 2) runs.splice(r, 1, run.slice(0, sizes), run.slice(sizes));
  }
  const shape = (run: readonly Row[]) => run.map((r) => r.s.name.toLowerCase()).join('\n');
  const counts = new Map<string, number>();
  // (A long run naming no size or vehicle, "Forehead", "Upper Lip", … "Full Face" under "Threading" and
  // again under "Waxing", is a menu of its own services under each heading, not variants.)
  const variants = (run: readonly Row[]) => run.length >= 2 && (run.length <= 4 || run.some(sizeRow));
  for (const run of runs) if (variants(run)) counts.set(shape(run), (counts.get(shape(run)) ?? 0) + 1);
  // Cards of one shape are named the same way: by the heading element over each, when every
  // one has one, else by the line just above each.
  const cards = runs.filter((run) => run.length >= 2 && (counts.get(shape(run)) ?? 0) >= 2);
  const headings = cards.length ? headingsOf() : new Set<string>();
  const above = new Map(cards.map((run) => [run, headingAbove(lines, run[0]!.i, headings, 5)]));
  const named = new Map<string, boolean>();
  for (const run of cards) named.set(shape(run), (named.get(shape(run)) ?? true) && !!above.get(run));
  const out: ServiceOffering[] = [];
  for (const run of runs) {
    // A table of models ("iPhone Model | Screen Replacement" / "iPhone XR | $99.99" / …): one service
    // priced by model, named by its header ("iPhone Screen Replacement"), or by the heading over the
    // table when the price column says only "Price".
    const header = MODEL_HEADER.exec(lines[run[0]!.i - 1] ?? '');
    if (header && run.length >= 3) {
      const column = `${header[1] ?? ''}${header[2]}`.trim();
      const card = ranged(LABEL.test(header[2]!) ? headingAbove(lines, run[0]!.i - 1, headingsOf(), 3) : titleLine(column), run);
      if (card) {
        out.push(card);
        continue;
      }
    }
    // "Nature Walk" / its description / "Dogs: $9.00" / "Cats: $9.00": the heading's prices, for whom.
    if (run.every((r) => AUDIENCE_ROW.test(r.s.name))) {
      const card = ranged(headingAbove(lines, run[0]!.i, headingsOf(), 6), run);
      if (card) {
        out.push(card);
        continue;
      }
    }
    const heading =
      run.length >= 2 && (counts.get(shape(run)) ?? 0) >= 2
        ? named.get(shape(run)) ? above.get(run) : titleLine(lines[run[0]!.i - 1])
        : run.length >= 2 && run.every(sizeRow)
          ? sizesHeading(lines, run[0]!.i, headingsOf)
          : undefined;
    const card = ranged(heading, run);
    if (card) out.push(card);
    else out.push(...run.map((r) => r.s));
  }
  return out;
}

/** A heading over size rows that prices surcharges, not a service ("Vehicle Size Adjustments", "Extras"). */
const SURCHARGES = /\b(?:sizes?|adjustments?|surcharges?|upcharges?|extras?|additional|add-?ons?)\b/i;
/**
 * Cards priced by vehicle or size ("🛡 Interior Detail" / "Sedan / Coupe" "Starts at $150" /
 * "SUV / Crossover" "Starts at $175" / "Truck / Large" "Starts at $200", each row with its caption):
 * each card's rows are its heading's one service, from the lowest price to the highest.
 */
function sizeCards(items: readonly ServiceOffering[], lines: readonly string[], headingsOf: () => ReadonlySet<string>): ServiceOffering[] {
  const out: ServiceOffering[] = [];
  let run: Row[] = [];
  const flush = () => {
    // "Vehicle Size Adjustments" over "SUV +$20" / "Truck +$50": surcharges, not a service.
    const over = run.length >= 2 ? headingAbove(lines, run[0]!.i, headingsOf(), 5) : undefined;
    const heading = over && !SURCHARGES.test(over) ? over : undefined;
    const card = ranged(heading, run);
    if (card) out.push(card);
    else out.push(...run.map((r) => r.s));
    run = [];
  };
  // Items come in the page's order: each size row's line is the first with its name after the row
  // before. (Lines looked up by text, each name's lines taken in turn: a long page stays linear.)
  const where = new Map<string, { at: number[]; next: number }>();
  if (items.some((s) => sizeName(s.name))) lines.forEach((l, i) => (where.get(l) ?? where.set(l, { at: [], next: 0 }).get(l)!).at.push(i));
  let cursor = 0;
  for (const s of items) {
    const seen = sizeName(s.name) ? where.get(s.name) : undefined;
    while (seen && seen.next < seen.at.length && seen.at[seen.next]! < cursor) seen.next++;
    const at = seen && seen.next < seen.at.length ? seen.at[seen.next++]! : -1;
    if (at >= 0) cursor = at + 1;
    const size = at >= 0;
    // Rows of one card: a few lines apart (a caption under each), no other item or heading between.
    const last = run[run.length - 1]?.i;
    if (!size || (last !== undefined && (at - last > 4 || lines.slice(last + 1, at).some((l) => headingsOf().has(l))))) flush();
    if (size) run.push({ i: at, s });
    else out.push(s);
  }
  flush();
  return out;
}

/**
 * The line over a run of sizes, or, when that line is a label ("Vehicle Size Pricing"), the heading
 * over the label. A note in brackets under the heading ("(Includes shampoo, nail trim…)") is passed over.
 */
function sizesHeading(lines: readonly string[], at: number, headingsOf: () => ReadonlySet<string>): string | undefined {
  const noted = /^\(.*\)$/.test(lines[at - 1] ?? '') ? at - 1 : at;
  const above = lines[noted - 1];
  if (noted !== at) return titleLine(above);
  return above !== undefined && LABEL.test(above) ? headingOver(lines, at - 1, headingsOf()) : titleLine(above);
}

/** A caption or a button beside a price, not a name: "Most Homes Pay", "for most Treasure Valley homes", "Sign Up". */
const CAPTION = /^(?:for|typical(?:ly)?|most|average|usually|approx(?:imately|\.)?|about|around|up to|based on)\s|^(?:sign up|book(?: now| online)?|buy now|order now|get started|learn more|select|choose|subscribe|join(?: now)?|enroll(?: now)?)$/i;

/** Elements that style a price inside an item rather than make an item of their own. */
const INLINE = new Set(['span', 'b', 'strong', 'em', 'i', 'small', 'sup', 'sub', 'a', 'mark', 'u', 'bdi', 'font', 'data']);
/** Prices in some lines: a range or a pair ("$150–$250", "$35 / $25") is one. */
const PRICES = new RegExp(PRICE, 'g');
const priceCount = (lines: readonly string[]) => lines.reduce((n, l) => n + (!l.includes('$') ? 0 : timedPrices(l) ? 1 : [...l.matchAll(PRICES)].length), 0);
const isTag = (n: AnyNode | null | undefined): n is Element => n?.type === 'tag';

/** An element's only child element (a wrapper's content), or undefined when it has none or several. */
function soleChild(el: Element): Element | undefined {
  let only: Element | undefined;
  for (const c of el.children) {
    if (!isTag(c)) continue;
    if (only) return undefined;
    only = c;
  }
  return only;
}
/** An element's lines, read once per element however many prices ask (the DOM is not changed once parsed). */
const LINES = new WeakMap<AnyNode, string[]>();
function linesAt(n: AnyNode): string[] {
  let lines = LINES.get(n);
  if (!lines) LINES.set(n, (lines = linesOf(n)));
  return lines;
}
const TEXTS = new WeakMap<AnyNode, string>();
function textOf(n: AnyNode): string {
  let text = TEXTS.get(n);
  if (text === undefined) TEXTS.set(n, (text = linesAt(n).join(' ').trim()));
  return text;
}
/** More lines than any one card or menu section holds: a page's whole body, not an item around a price. */
const MAX_ITEM_LINES = 400;

/**
 * Prices alone in their element ("$40+", "+$5"), each named from its item: the nearest heading
 * before it inside the smallest element around it that holds other text but no other price
 * (a card: "XS Dogs" / "Under 10 lbs" / "$40+" / "2 hour appointment"), or, when the price's
 * neighbours are the other items' names and prices (a <dl>, a flat list), the name beside it on
 * the side the list starts with. Items already read as one line are skipped.
 */
function priceItems(page: ParsedPage, readLines: ReadonlySet<string>): ServiceOffering[] {
  const out: ServiceOffering[] = [];
  const seen = new Set<AnyNode>();
  const stack: AnyNode[] = [page.$.root()[0] as AnyNode];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'text') {
      if (!(node as unknown as { data: string }).data.includes('$')) continue;
      let el = node.parent;
      let text = isTag(el) ? textOf(el) : '';
      while (isTag(el) && !PRICE_ONLY.test(text) && text.length < 30 && INLINE.has(el.name) && isTag(el.parent)) {
        el = el.parent;
        text = textOf(el);
      }
      if (!isTag(el) || seen.has(el)) continue;
      // A calculator's live figure ("<span id="quoteLow">$360</span>", a cart's total) is no price list;
      // nor is a strip of figures ("15+ Years Experience", "5.0 Google Rating", "$39 Service Call").
      if (calculated(el) || statistic(el) || merchandise(el)) continue;
      const price = PRICE_ONLY.exec(text)?.groups ?? timedPrices(text) ?? pricedLead(text);
      if (!price) {
        // A name and its price on their own lines inside one block ("Men's Cut<br>$25").
        // Read each block once, however many text nodes with a "$" it holds.
        seen.add(el);
        const s = blockItem(el, readLines);
        if (s && !CAPTION.test(s.name)) out.push(s);
        continue;
      }
      seen.add(el);
      // "$35/mo" on a plan's card: a membership, not a service's price.
      const around = isTag(el.parent) ? textOf(el.parent) : text;
      if ([text, around.length <= 40 ? around : ''].some((t) => /(?:\/\s*(?:mo|month)|per\s+month|a\s+month|monthly)\W*$/i.test(t))) continue;
      const s = itemAround(el, price, readLines);
      if (s && !CAPTION.test(s.name)) out.push(s);
      continue;
    }
    if (isTag(node) && /^(script|style|noscript|template|svg|head|select|option|button)$/i.test(node.name)) continue;
    if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return out;
}

/** Class words of a strip of figures: "stat-num", "eco-stat", "proof-item", "counter". */
const STAT_WORD = /^(?:stats?|statistics?|counters?|proof|metrics?|kpis?|facts?|figures?)$/i;
/** A figure that is no price: "15+", "5.0 ⭐", "100%", "4–6", "0". */
const FIGURE = /^[\d.,]+\s*(?:[–-]\s*[\d.,]+)?\s*(?:[+%kK]|⭐|★|\/\s*\d+)?$/;

/**
 * A price in a strip of figures beside the business's other numbers: an element marked as a stat
 * (or one of the three around it), or an item whose siblings lead with plain figures.
 */
function statistic(el: Element): boolean {
  // (A price table's "figure" — "<div class="price-wrap"><span class="figure">$98.88</span>" — is its price.)
  let n: AnyNode | null = el;
  const words: string[] = [];
  for (let i = 0; isTag(n) && i < 4; n = n.parent, i++) words.push(...`${n.attribs.class ?? ''} ${n.attribs.id ?? ''}`.split(/[\s_-]+/));
  if (words.some((w) => STAT_WORD.test(w))) return !words.some((w) => /^(?:price|prices|pricing)$/i.test(w));
  // "<div><div class="big">4–6</div><div>Months of protection</div></div>" beside "<div><div class="big">$1,000</div>…": two or more figures.
  const item = el.parent;
  if (!isTag(item) || !isTag(item.parent)) return false;
  return figuresAmong(item.parent) - (leadsWithFigure(item) ? 1 : 0) >= 2;
}

/**
 * How many of an element's children lead with a plain figure (counted once per element: a long list
 * is read once). Items numbered in order ("01 Natural lash extension … $5", "02 …") are a numbered
 * list, not a strip of figures.
 */
const FIGURES = new WeakMap<Element, number>();
function figuresAmong(parent: Element): number {
  let n = FIGURES.get(parent);
  if (n === undefined) {
    const leads = parent.children.filter(isTag).map(leadingFigure).filter((f): f is string => f !== undefined);
    const numbered = leads.length >= 2 && leads.every((f, i) => /^\d{1,2}\.?$/.test(f) && parseInt(f, 10) === parseInt(leads[0]!, 10) + i);
    FIGURES.set(parent, (n = numbered ? 0 : leads.length));
  }
  return n;
}
function leadingFigure(el: Element): string | undefined {
  const first = el.children.find((x) => isTag(x) || (x.type === 'text' && (x as unknown as { data: string }).data.trim()));
  const text = first ? textOf(first).trim() : '';
  return FIGURE.test(text) ? text : undefined;
}
const leadsWithFigure = (el: Element) => leadingFigure(el) !== undefined;

/** A link to a shop's product page or cart ("…myshopify.com/products/tb-lash-primer", "?add-to-cart=12"). */
const PRODUCT_LINK = /\/products?\/|[?&]add-to-cart=|\/cart\/add\b/i;
const SELLS = new WeakMap<Element, boolean>();
const linksToProduct = (el: Element) => {
  let known = SELLS.get(el);
  if (known === undefined) SELLS.set(el, (known = firstElements(el, (a) => a.name === 'a' && PRODUCT_LINK.test(a.attribs.href ?? ''), 1).length > 0));
  return known;
};

/** A shop's product card ("product-card", "woocommerce-product", one linking to its product page): goods for sale, not a service. */
function merchandise(el: Element): boolean {
  let n: AnyNode | null = el;
  for (let i = 0; isTag(n) && i < 5; n = n.parent, i++) {
    if ((n.attribs.class ?? '').split(/[\s_-]+/).some((w) => /^products?$/i.test(w))) return true;
    // The card around the price (not the whole page) links to a product page.
    if (i >= 1 && i <= 2 && linksToProduct(n)) return true;
  }
  return false;
}

const CALCULATED = /quote|estimat|total|calc|result|cart|checkout/i;
/** An element (or one of the two around it) named as a calculator's or cart's output. */
function calculated(el: Element): boolean {
  for (let n: AnyNode | null = el, i = 0; isTag(n) && i < 3; n = n.parent, i++) if (CALCULATED.test(`${n.attribs.id ?? ''} ${n.attribs.class ?? ''}`)) return true;
  return false;
}

/** A price leading its element's description or its minimum: "Starting from $55 — lightweight, durable", "$175 PER HOUR - 2 HOUR MINIMUM". */
function pricedLead(text: string): Record<string, string | undefined> | undefined {
  const m = /^(.{2,40}?)\s+[—–-]\s+(\p{L}[^$]{2,}|\d{1,2}[\s-]*(?:hours?|hrs?|minutes?|mins?)\s+minimum)$/iu.exec(text);
  return m && !NOT_A_PRICE_AFTER.test(m[2]!) ? PRICE_ONLY.exec(m[1]!)?.groups : undefined;
}

/**
 * One block (an <li>, a <p>) whose lines are a name, perhaps a description or a length, and one
 * price on a line of its own: "Men's Cut" / "$25", "Men's Cut:" / "$25".
 */
function blockItem(el: Element, readLines: ReadonlySet<string>): ServiceOffering | undefined {
  const lines = linesAt(el);
  if (lines.length < 2 || lines.length > 5 || priceCount(lines) !== 1 || lines.some((l) => readLines.has(l))) return undefined;
  const at = lines.findIndex((l) => PRICE_ONLY.test(l));
  if (at < 1) return undefined;
  const price = PRICE_ONLY.exec(lines[at]!)!.groups!;
  const named = (l: string | undefined) => (l === undefined || LABEL.test(l) ? undefined : titleLine(l.replace(/\s*:$/, '')));
  const name = named(titleElement(el, el)) ?? named(lines[0]);
  if (!name) return undefined;
  const duration = lines.find((l, i) => i !== at && l.length <= 60 && DURATION.test(l)) ?? '';
  return offering(name, price.p1, top(price), NOT_A_PRICE_AFTER.test(lines[at + 1] ?? '') ? 'off' : duration);
}

/** Only what sizes add, each after a "+": "Sedan · SUV +$30 · Truck +$40", "SUV +$20 · Truck +$30". */
const UPCHARGE_NOTE = /^(?:[A-Za-z][\w ./&'’-]{0,24}?\s*[·•|,]\s*)*[A-Za-z][\w ./&'’-]{0,24}?\s*\+\s?\$\d{1,4}(?:\.\d{2})?(?:\s*[·•|,]\s*[A-Za-z][\w ./&'’-]{0,24}?\s*\+\s?\$\d{1,4}(?:\.\d{2})?)*$/;

/** A card's line of prices by size: "Small $45 · SUV $60 · Truck/Van $70" → [4500, 6000, 7000]. */
function tierPrices(line: string): number[] | undefined {
  const parts = line.split(/\s*[·•|]\s*/);
  if (parts.length < 2) return undefined;
  const prices: number[] = [];
  for (const part of parts) {
    const m = /^[A-Za-z][\w .&'’/-]{0,24}?:?\s*\$(\d{1,5}(?:\.\d{2})?)\+?$/.exec(part);
    if (!m) return undefined;
    prices.push(Math.round(Number(m[1]) * 100));
  }
  return prices;
}

function itemAround(priceEl: Element, price: Record<string, string | undefined>, readLines: ReadonlySet<string>): ServiceOffering | undefined {
  let node: Element = priceEl;
  for (let depth = 0; depth < 4 && isTag(node.parent); depth++) {
    const parent: Element = node.parent;
    // An empty cell beside a price ("$50 & up" / "—": no fill-in price) is no text.
    const read = linesAt(parent);
    if (read.length > MAX_ITEM_LINES) return undefined;
    // "From $11 Book Now", "From $11→": the card's button or arrow after its price is not the price's.
    // "From $235" and the tagline after it in the next span ("Inside & Out"): the price's line is the price.
    const teaser = /^(?:from|starting at|starts at)\s/i.test(textOf(priceEl)) ? textOf(priceEl) : undefined;
    const all = read.map((l) => (teaser && l.startsWith(`${teaser} `) ? teaser : l)).map((l) => (l.includes('$') ? l.replace(/\s*(?:[→›»]|\b(?:book(?:\s+(?:now|online|today))?|reserve|learn more|details)\s*[→›»]?)\s*$/i, '').replace(/(?:\s*[—–]|\s+-)+$/, '') : l));
    // One line of prices by size beside the card's "From $45": the card's range, not a list.
    const tiers = all.map(tierPrices);
    const tierAt = tiers.filter(Boolean).length === 1 ? tiers.findIndex(Boolean) : -1;
    // A note of what larger vehicles add under the price ("Sedan · SUV +$30 · Truck +$40") is not another price.
    const lines = (tierAt >= 0 && all.length > 1 ? all.filter((_, i) => i !== tierAt) : all).filter((l) => !UPCHARGE_NOTE.test(l));
    const widen = (s: ServiceOffering | undefined) => {
      const more = tierAt >= 0 && lines !== all ? tiers[tierAt]! : [];
      if (!s || !more.length) return s;
      const prices = [s.priceFromCents, s.priceToCents, ...more].filter((p): p is number => p !== undefined);
      const [lo, hi] = [Math.min(...prices), Math.max(...prices)];
      return { ...s, priceFromCents: lo, ...(hi > lo ? { priceToCents: hi } : {}) };
    };
    // A row already read as one line ("Acrylic | $35 | $25"): not again, cell by cell.
    const own = textOf(node);
    if (lines.some((l) => readLines.has(l) && l.includes(own))) return undefined;
    // (Not a link in a sentence around the price: "… run <b>$185–$265</b>. The full menu lives on the <a>collections page</a>.")
    const loose = parent.children.some((c) => c.type === 'text' && /\p{L}{2}/u.test((c as unknown as { data: string }).data));
    // Several prices: `node` is one entry of a list, named beside it if it holds only the price.
    if (priceCount(lines) > 1) return PRICE_ONLY.test(textOf(node)) && !loose ? besideInList(node, price) : undefined;
    // The price shares its line with its name ("French$7"): the line reading has it.
    if (lines.some((l) => readLines.has(l))) return undefined;
    // The price's line, alone or with the length ("$180 starting · 2–4 hrs").
    const at = lines.findIndex((l) => PRICE_ONLY.test(l) || CARD_PRICE.test(l) || timedPrices(l) || pricedLead(l));
    const others = lines.filter((_, i) => i !== at);
    // Price and name in two spans that one line runs together ("$59.99" + "Tune-Up Special").
    if (at < 0 && node === priceEl && !loose) {
      const texts = parent.children.filter(isTag).filter((el) => el !== priceEl).map(textOf).filter(Boolean);
      const name = texts.length === 1 ? titleLine(texts[0]) : undefined;
      if (name && !LABEL.test(name)) return offering(name, price.p1, top(price), '');
    }
    if (at >= 0 && others.length) {
      // Labels ("Price", "Time") are not names: look further out for the card's heading.
      // A feature list's items ("Aftercare kit included") are not the card's name.
      const features = new Set(findAll(parent, 'li').filter((li) => !contains(li, priceEl)).map(textOf));
      const named = (l: string) => (LABEL.test(l) || features.has(l) ? undefined : titleLine(l));
      const before = lines.slice(0, at).map(named).filter(Boolean);
      // The item's own title element ("menu-item-title", an <h4>) over a description line.
      // Marked as the title, it is one even as the first item of the card's list.
      const titled = titleElement(parent, priceEl);
      // A title written with a colon before its price ("<h6>Natural Full Set:</h6> $200") is the name; a list's lead-in ("Includes:") is not.
      const heading = titled?.replace(/\s*:\s*$/, '');
      const titledName = heading && !LABEL.test(heading) && !LEAD_IN.test(heading) ? titleLine(heading) : undefined;
      // A price block ("starting at" / "$190" / "Interior only") inside its card: the card names it, not the note under the price.
      if (!titledName && !before.length && /\bprice/i.test(parent.attribs.class ?? '') && isTag(parent.parent)) {
        node = parent;
        continue;
      }
      const name = titledName ?? (before.length ? before[before.length - 1] : lines.slice(at + 1).map(named).find(Boolean));
      if (!name) {
        node = parent;
        continue;
      }
      const after = lines[at + 1] ?? '';
      const duration = price.d1 ?? others.find((l) => l.length <= 60 && DURATION.test(l)) ?? (CARD_PRICE.test(lines[at]!) ? lines[at]! : '');
      return widen(offering(name, price.p1, top(price), NOT_A_PRICE_AFTER.test(after) ? 'off' : duration));
    }
    node = parent;
  }
  return undefined;
}

function findAll(root: Element, tag: string): Element[] {
  const out: Element[] = [];
  const stack: AnyNode[] = [...root.children];
  while (stack.length) {
    const n = stack.pop()!;
    if (!isTag(n)) continue;
    if (n.name === tag) out.push(n);
    stack.push(...n.children);
  }
  return out;
}

function contains(root: Element, el: Element): boolean {
  for (let n: AnyNode | null = el; n; n = n.parent) if (n === root) return true;
  return false;
}

/** The first heading or title-classed element inside `item` that is not the price's. */
function titleElement(item: Element, priceEl: Element): string | undefined {
  const stack: AnyNode[] = [...item.children].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    if (!isTag(n) || n === priceEl) continue;
    if (/^h[1-6]$/.test(n.name) || /(^|[-_ ])(titles?|names?|headings?)([-_ ]|$)/i.test(n.attribs.class ?? '')) {
      // Its own words, not a description set inside it ("Swedish Massage <small>Long strokes…</small>").
      const own = n.children.filter((c) => c.type === 'text').map((c) => (c as unknown as { data: string }).data).join(' ').replace(/\s+/g, ' ').trim();
      // "Butterfly<br><em>Fineline</em>": a word or two set apart is still the name's.
      const described = n.children.some((c) => isTag(c) && /^(small|p|span|em|i)$/.test(c.name) && textOf(c).split(/\s+/).length > 2);
      const t = /[A-Za-z]/.test(own) && described ? own : textOf(n);
      if (t && !t.includes('$')) return t;
    }
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return undefined;
}

/**
 * A price among its list's other names and prices (`<dt>Manicure</dt><dd>$20</dd>…`): the
 * name on the side the list starts with — after the name in a list that opens with a name,
 * before it in one that opens with a price.
 */
function besideInList(item: Element, price: Record<string, string | undefined>): ServiceOffering | undefined {
  const siblings = (item.parent?.children ?? []).filter(isTag);
  const kinds = siblings.map((el) => {
    const t = textOf(el);
    return PRICE_ONLY.test(t) ? 'price' : titleLine(t) ? 'name' : 'other';
  });
  const at = siblings.indexOf(item);
  // A column of prices beside a column of as many names: the name in the same row.
  if (siblings.length >= 2 && kinds.every((k) => k === 'price') && item.parent && isTag(item.parent)) {
    // (Each column perhaps in a wrapper of its own: `<div class="col-6"><ul>…</ul></div>` twice.)
    let column: Element = item.parent;
    for (let up = 0; up < 3 && isTag(column.parent) && soleChild(column.parent) === column; up++) column = column.parent;
    const beside = (column.parent?.children ?? []).filter(isTag).filter((el) => el !== column);
    for (const other of beside) {
      let list: Element = other;
      for (let down = 0, inner = soleChild(list); down < 3 && inner; down++, inner = soleChild(list)) list = inner;
      const names = list.children.filter(isTag).map(textOf);
      if (names.length === siblings.length && names.every((n) => titleLine(n))) return offering(names[at]!, price.p1, top(price), '');
    }
    // A row's prices side by side under its one name ("Acrylic nails" / "$45 & up" "$35 & up",
    // Full Set and Fill): one service, from the lower price to the higher.
    const name = beside.length === 1 ? beside[0]!.children.filter(isTag).map(textOf) : [];
    if (name.length === 1 && siblings.length <= 4 && titleLine(name[0]) && !LABEL.test(name[0]!)) {
      const prices = siblings.flatMap((el) => {
        const g = PRICE_ONLY.exec(textOf(el))?.groups;
        return g ? [cents(g.p1), cents(top(g))] : [];
      }).filter((p): p is number => p !== undefined);
      return offering(name[0]!, String(Math.min(...prices) / 100), String(Math.max(...prices) / 100), '');
    }
    return undefined;
  }
  const first = kinds.findIndex((k) => k !== 'other');
  if (first < 0 || at < 0) return undefined;
  const step = kinds[first] === 'name' ? -1 : 1;
  const j = at + step;
  if (kinds[j] !== 'name') return undefined;
  return offering(textOf(siblings[j]!), price.p1, top(price), '');
}
