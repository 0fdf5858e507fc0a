import type { Cheerio } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { firstElements, firstText, newWord, oncePerNode, type ParsedPage } from '../page';
import { collector, type AnyCandidate } from '../candidates';
import { isUsCityName, STATE_ALT, STREET_WORDS } from '../normalize/address';
import { cleanText } from '../normalize/text';

const GENERIC = /^(wordpress|wix|squarespace|weebly|godaddy|shopify|webflow|site ?title|my (?:blog|site)|just another wordpress site|home|home ?page|welcome|contact( us)?|about( us)?|services|our services|hours|location|locations|menu|pricing|prices|official (web)?site|book (now|online)|faq|gallery|blog|reviews|testimonials|index|untitled|untitled document|document|new page|my website|react app|vite app|loading|company|company name|your company|business|your business|business name|brand|logo|image|photo|picture|icon|header|footer|nav|nav ?bar|navigation|navigation ?bar|navigation menu|main menu|hero|site|main|top|default|primary|secondary|mobile|desktop|retina|favicon|sticky|white|dark|light|banner|all rights reserved|copyright|facebook|instagram|twitter|youtube|linkedin|tiktok|pinterest|(?:first|second|third|fourth|fifth|next|previous|prev) slide|slide ?\d*|slider|carousel|placeholder|coming soon|under construction|page not found|not found|404|yelp|google|paypal|venmo|zelle|cash ?app|visa|mastercard|amex|american express|discover)$/i;
const CALL_TO_ACTION = /^(?:let['’]?s\s+(?:get|go|talk|start|chat|begin|work|connect|do|build|make)\b|get\s+(?:started|a\b|your\b|in touch|directions)|call\s+(?:now|us|today)\b|book\s+(?:now|online|today|an?\b|your\b)|schedule\s|request\s|free\s+(?:estimates?|quotes?|consultation)\b|learn more|read more|click here|sign (?:up|in)|log ?in\b|skip to\b|toggle\b|open menu\b|follow us\b|find us\b|like us\b)/i;
const CONTACT_LABEL = /^(?:phone|tel|telephone|call|text|email|e-mail|mail|fax|hours|address|location|locations|directions|map|contact|us|follow|and)$/i;
const SEPARATORS = /\s+(?:[|–—•·:~»-]|::|>>|\/\/)\s+|\s*\|\s*/;

/** A plausible business name: short, not a page label, not a sentence. */
/** "CAM Clinic · Pueblo", "… · Avon Park, Florida", "Garage Detailing — Kansas City": the name, then its town. */
function withoutTownTail(name: string): string {
  return name.replace(/\s+[·|•–—-]\s+([A-Z][\w .'-]{1,30}?)(?:,\s*[A-Z][A-Za-z .]{1,20})?$/, (all, town: string) => (isUsCityName(town) ? '' : all));
}

/**
 * "Tat's Nails on Central Phoenix", "Glow Studio in Roseville": a title part saying where, when the
 * page's text names the business twice or more without it ("at Tat's Nails!"). ("Spotless Maids of
 * Tulsa" is a name: only "on" and "in" say where.)
 */
function withoutWhere(name: string | undefined, body: string): string | undefined {
  const m = name && /^(.{4,}?)\s+(?:on|in)\s+((?:[A-Z][\w'.-]*\s+){0,2}[A-Z][\w'.-]*)$/.exec(name);
  if (!m) return name;
  const words = m[2]!.split(/\s+/);
  // (A street is no town: "on Fifth Avenue", though a town in Maryland is called Avenue.)
  const town = !STREET_WORDS.has(words[words.length - 1]!.toLowerCase()) && [1, 2].some((n) => n <= words.length && isUsCityName(words.slice(-n).join(' ')));
  return town && occurrences(body, m[1]!.toLowerCase()) >= 2 ? m[1] : name;
}

export function plausibleName(raw: string): string | undefined {
  const name = cleanText(raw, 200)
    .replace(/\s*[™®℠]/g, '')
    .replace(/^welcome to\s*/i, '')
    // A contact page's title: "Contact Smith & Smith", "Contact Us - Smith & Smith" (not "Contact Us" itself).
    .replace(/^contact(?:\s+us)?(?:\s*[-–|:]\s*|\s+)(?!us$)(?=\S)/i, '')
    .replace(/\s*[-–|]\s*(home|homepage)$/i, '')
    // "© 2023 - Ocean Blue Water Solutions": the dash is the line's, not the name's; "⚕ Hornaman
    // Chiropractic": the symbol is the logo's.
    .replace(/^[^\p{L}\p{N}]+|[\s\-–—|•·:,]+$/gu, '')
    .trim();
  if (name.length < 2 || name.length > 60 || GENERIC.test(name)) return undefined;
  // A phone number or a code ("281-610-6682" as a title part).
  if (!/\p{L}{2}/u.test(name) || (name.match(/\d/g)?.length ?? 0) >= 7) return undefined;
  // A template's placeholder ("Your Detailing Company") or a slogan ("Your Local Plumber", "24/7 Support").
  if (/^your\s/i.test(name) || /^24\s*\/\s*7\b/.test(name)) return undefined;
  // A row of contact labels set in the brand's place ("PHONE EMAIL HOURS ADDRESS").
  if (name.split(/[\s&|/,+-]+/).filter(Boolean).every((w) => CONTACT_LABEL.test(w))) return undefined;
  // A call to action set where a brand goes ("Let’s get started", "Get a Free Quote").
  if (CALL_TO_ACTION.test(name)) return undefined;
  if (name.split(/\s+/).length > 7 || /https?:|www\./i.test(name)) return undefined;
  // What the business is, said in praise words ("Professional Residential And Commercial Roofing
  // Services", "Expert Local Roofers"): a description, not a name.
  if (described(name)) return undefined;
  // What the business does, then where ("Moving Company Charlotte, NC", "Junk Removal Concord &
  // Matthews, NC"): a page title's description, not a name.
  if (tradeThenPlace(name)) return undefined;
  // A page named for what it holds ("Tattoo Booking", "Salon Gallery", "Plumbing FAQ"): the page, not the business.
  const words = lowerWords(name);
  // ("Transparent Pricing", "Affordable Rates": the page, praised.)
  if (words.length >= 2 && PAGE_WORD.test(words[words.length - 1]!) && words.slice(0, -1).every((w) => TRADE_WORDS.has(w) || PRAISE.has(w) || PRICE_PRAISE.has(w))) return undefined;
  // A sentence, not a name — but "Summit Roofing Co." and "Acme Inc." end with a period too.
  if (/[!?]$/.test(name) || (/\.$/.test(name) && !/\b(Co|Inc|Corp|Ltd|LLC|Bros|Assoc|Dr|St)\.$/i.test(name))) return undefined;
  // An alt text written all in lower case ("the hive organic salon") is shown as a name is written.
  return /\p{Lu}/u.test(name) ? name : name.replace(/(^|\s)(\p{Ll})/gu, (_, sp: string, ch: string) => sp + ch.toUpperCase());
}

const PAGE_WORD = /^(?:booking|bookings|appointments?|contact|gallery|faq|faqs|pricing|prices|rates|policies|policy|location|locations|reviews|testimonials|menu|about|blog)$/;
const PRAISE = new Set(['professional', 'residential', 'commercial', 'expert', 'experts', 'local', 'affordable', 'reliable', 'trusted', 'quality', 'best', 'top', 'licensed', 'insured', 'certified', 'experienced', 'premier', 'premium', 'fast', 'friendly']);
/** Words praising a page's prices ("Transparent Pricing"). */
const PRICE_PRAISE = new Set(['transparent', 'honest', 'fair', 'upfront', 'low', 'competitive']);
const TRADES_SAID = /^(?:roofers?|painters?|movers?|landscapers?|groomers?|cleaners?|mechanics?|installers?|installation|solutions|specialists?)$/;

/** A name's words in lower case, "&" read as "and". */
const lowerWords = (name: string) => name.toLowerCase().replace(/&/g, ' and ').split(/[^a-z]+/).filter(Boolean);

/** Praise words and trades alone ("Expert Local Roofers"), or praise for services in general ("Premium Services"). */
function described(name: string): boolean {
  const words = lowerWords(name);
  const praise = words.filter((w) => PRAISE.has(w)).length;
  if (praise >= 1 && words.every((w) => PRAISE.has(w) || /^(?:services?|solutions|treatments|products|and)$/.test(w))) return true;
  return praise >= 2 && words.every((w) => PRAISE.has(w) || TRADE_WORDS.has(w) || TRADES_SAID.test(w));
}

const TRADE_THEN_PLACE = new RegExp(String.raw`^((?:[A-Za-z&-]+\s+){1,4}?)(?:in\s+)?((?:[A-Z][a-z.'-]+\s+(?:&\s+)?){0,3}[A-Z][a-z.'-]+),?\s+(?:${STATE_ALT})$`);
function tradeThenPlace(name: string): boolean {
  const m = TRADE_THEN_PLACE.exec(name);
  return !!m && lowerWords(m[1]!).every((w) => TRADE_WORDS.has(w) || PRAISE.has(w) || TRADES_SAID.test(w));
}

/**
 * A logo's monogram read in front of the name it abbreviates: "MM Mackler Master Plumbing" →
 * "Mackler Master Plumbing" (the letters are the next words' initials).
 */
export function withoutMonogram(name: string): string {
  const m = /^([A-Z]{2,4})\s+(.+)$/.exec(name);
  if (!m) return name;
  // "RS Rousso & Sui": the "&" between the words has no letter in the monogram.
  const initials = m[2]!.split(/\s+/).filter((w) => !/^(?:&|and)$/i.test(w)).slice(0, m[1]!.length).map((w) => w[0]).join('').toUpperCase();
  return initials === m[1] ? m[2]! : name;
}

/** Words that say what kind of business it is ("Cleaning Services", "Plumbing & Heating"). */
export const TRADE_WORDS = new Set(['and', 'salon', 'spa', 'nails', 'nail', 'barbershop', 'barbers', 'plumbing', 'heating', 'cooling', 'air', 'hvac', 'electric', 'electrical', 'dental', 'dentistry', 'locksmith', 'locksmiths', 'auto', 'repair', 'cleaning', 'cleaners', 'services', 'service', 'company', 'detailing', 'grooming', 'landscaping', 'roofing', 'veterinary', 'hospital', 'clinic', 'organic', 'photography', 'studio', 'studios', 'detail', 'center', 'centre', 'wellness', 'shop', 'care', 'appliance', 'appliances', 'tattoo', 'tattoos', 'piercing', 'lawn', 'tree', 'pest', 'control', 'mechanical', 'towing', 'tire', 'tires', 'pressure', 'washing', 'window', 'windows', 'hauling', 'junk', 'removal', 'moving', 'painting', 'construction', 'pool', 'pools', 'massage', 'therapy', 'chiropractic', 'animal', 'pet', 'pets', 'gutters', 'gutter', 'exteriors', 'siding', 'garage', 'doors', 'door', 'glass', 'collision', 'body', 'carpet', 'upholstery', 'flooring', 'concrete', 'paving', 'fencing', 'irrigation', 'septic', 'drain', 'drains', 'sewer', 'rooter', 'lock', 'locks', 'security', 'lash', 'lashes', 'wax', 'waxing', 'brow', 'brows', 'threading', 'microblading', 'skin', 'skincare', 'beauty', 'hair', 'barber', 'esthetics', 'aesthetics', 'alterations', 'tailoring', 'sewing', 'tailor', 'tailors', 'repairs', 'optical', 'eyecare', 'orthodontics', 'boarding', 'handyman', 'remodeling', 'restoration', 'renovations', 'electrician', 'electricians', 'plumber', 'plumbers', 'contractor', 'contractors', 'inspection', 'inspections']);

/** "Big Purple Alterations, Sewing & Repair": a name, then a comma and the trades it offers. */
function withoutTradeList(part: string): string {
  const m = /^(.{4,}?),\s+(.+)$/.exec(part);
  const listed = m?.[2]!.toLowerCase().split(/[^a-z]+/).filter((w) => w && w !== 'and');
  return m && listed!.length && listed!.every((w) => TRADE_WORDS.has(w)) ? m[1]! : part;
}

/** What follows a business's legal name on a copyright line. */
const LEGAL_SUFFIX = /^\s*,?\s*(?:llc|l\.l\.c\.?|inc\.?|incorporated|co\.|corp\.?|ltd\.?|pllc|dba)\b/i;


const AGENT = /\b(?:plumbers?|electricians?|roofers?|locksmiths?|dentists?|mechanics?|landscapers?|painters?|exterminators?|contractors?|barbers?|groomers?|detailers?|movers?|handyman|cleaners?|veterinarians?|vets?|attorneys?|lawyers?|chiropractors?|accountants?)\b/i;
const STATE_WORD = new RegExp(String.raw`(?:^|\s|,)(?:${STATE_ALT})\.?$`);
/** "Westfield, NJ Personal Injury Attorneys", "Tarrant County Trial Lawyers": a place, then the trade. */
const PLACE_INSIDE = new RegExp(String.raw`,\s*(?:${STATE_ALT})\b|\bCounty\b`);

/**
 * A search phrase, not a name: "Plumber in Austin", "Emergency Plumbing near me",
 * "Plumber Austin TX" (what the business is, and where). "Austin Plumbing" may be a name.
 */
function searchPhrase(part: string): boolean {
  return /\bnear me\b/i.test(part) || /\s(?:in|near)\s+[A-Z]/.test(part) || (AGENT.test(part) && (STATE_WORD.test(part) || PLACE_INSIDE.test(part)));
}

/**
 * A name with a search phrase after it, as structured data sometimes carries the page's title
 * ("Sweet Maid Cleaning Service - House Cleaning in Bradenton"): the name alone.
 */
export function withoutSearchTail(name: string): string {
  const parts = name.split(SEPARATORS);
  if (parts.length < 2) return name;
  const [first, ...rest] = parts;
  return plausibleName(first!) && rest.every((p) => searchPhrase(p) || isUsCityName(p.trim())) ? first!.trim() : name;
}

const PERSON = /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\.?)?\s\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u;
const BUSINESS_WORD = /\b(?:plumbing|heating|cooling|air|hvac|electric\w*|roofing|salon|spa|nails?|barbers?|barbershop|hair|beauty|dental|dentistry|smiles?|locksmiths?|lock|keys?|auto|motors?|repair|cleaning|cleaners|maids?|services?|company|detailing|grooming|landscaping|lawn\w*|tree|pest|veterinary|vet|animal|pets?|clinic|hospital|studio|shop|group|works|solutions|pros?|experts?|home|homes|construction|painting|moving|movers|massage|therapy|wellness|care|garage|tire|glass|tint\w*|wash|pressure|junk|haul\w*|mechanic\w*)\b/i;

/** An element's text, a line break between two words ("Dr. Theodore<br><em>Davis</em>") read as a space. */
function spoken(el: Cheerio<AnyNode>): string {
  // Far longer than any name: read as it is (no name is taken from it), without copying thousands of elements.
  const text = el.text();
  if (text.length > 300) return text;
  const copy = el.clone();
  copy.find('br').replaceWith(' ');
  // "Sweet Berry Photography<span>LLC · Avon Park</span>": a word set in its own element after a
  // lower-case letter is a word of its own, as the page shows it.
  copy.find('*').each((_, child) => {
    const prev = child.prev;
    if (prev?.type === 'text' && newWord((prev as unknown as { data: string }).data, firstText(child))) {
      (prev as unknown as { data: string }).data += ' ';
    }
  });
  return copy.text();
}

/** Review, directory and social sites whose badges a page shows beside its own logo. */
const THIRD_PARTY = /(?:^|\.)(?:tripadvisor|yelp|google|facebook|instagram|twitter|x|linkedin|youtube|pinterest|tiktok|bbb|angi|angieslist|homeadvisor|thumbtack|nextdoor|houzz|porch|expertise|birdeye|groupon|vagaro|styleseat|booksy|fresha|squareup|healthgrades|zocdoc|opentable|trustpilot|guildquality|buildzoom|bark)\.[a-z.]+$/i;

/** A link to a review, directory or social site ("TripAdvisor", "Yelp" badges). */
function linksAway(href: string | undefined, base: URL): boolean {
  if (!href) return false;
  try {
    return THIRD_PARTY.test(new URL(href.trim(), base).hostname);
  } catch {
    return false;
  }
}

const MAX_PICTURES = 200;
const BRAND_CLASS = /logo|brand|site-title|site-name|business-name|company-name/i;
const BRAND_ID = /logo|businessname|business-name/i;
const HEADINGS = new Set(['h1', 'h2', 'h3']);

function occurrences(haystack: string, needle: string): number {
  let n = 0;
  for (let i = haystack.indexOf(needle); i !== -1 && n < 5; i = haystack.indexOf(needle, i + needle.length)) n++;
  return n;
}

/** A name as a web address or mailbox spells it: "The Nero's Auto Body" → "nerosautobody". */
export function spelledName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/^the/, '');
}

/** "https://www.skinbyhaxton.com/" → "skinbyhaxton.com"; undefined for no address at all. */
function hostOf(href: string, base: URL): string | undefined {
  try {
    return new URL(href, base).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/**
 * Names from meta tags, the title, the logo's alt text, the copyright line and the home
 * page's h1. Each alone is weak; they count when they agree (see merge).
 */
export function extractNames(page: ParsedPage): AnyCandidate[] {
  const c = collector(page.url, 'names');
  const { $ } = page;
  // "LeftClick - IT Strategy, Support, and Implementation": the brand, then a tagline.
  const siteParts = ($('meta[property="og:site_name"]').attr('content') ?? '').split(SEPARATORS);
  // Of several parts ("Nail salon Hampton | Nail salon 23666 | Lee Nails & spa"), the one the page says most.
  const body = page.lines.join(' ').toLowerCase();
  const siteName =
    siteParts.length === 1
      ? plausibleName(siteParts[0]!)
      : siteParts
          .map((p) => plausibleName(p))
          .filter((n): n is string => !!n && !searchPhrase(n) && !isUsCityName(n))
          .map((n) => ({ n, times: occurrences(body, n.toLowerCase()) }))
          .sort((a, b) => b.times - a.times)[0]?.n;
  // A share card's site name that neither the page's title nor its text ever says ("New Web Lead"
  // on a plumber's pages) is more likely the builder's or agency's than the business's.
  const squeeze = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const unsaid = !!siteName && !squeeze(`${body} ${$('title').first().text()}`).includes(squeeze(siteName));
  if (siteName) c.add('name', siteName, unsaid ? 0.4 : siteParts.length === 1 ? 0.8 : 0.7, 'og:site_name');
  const appName = plausibleName($('meta[name="application-name"]').attr('content') ?? '');
  if (appName) c.add('name', appName, 0.6, 'application-name');
  const titleParts = new Set<string>();
  // An about page's title: "About Chips Roofing & Exteriors, LLC" (on the home page "About Face Salon" may be the name).
  const unabout = (part: string) => (page.isHome ? part : part.replace(/^\s*about\s+(?!us\b)(?=\S)/i, ''));
  const rawParts = $('title').first().text().split(SEPARATORS);
  for (const part of rawParts) {
    const n = withoutWhere(plausibleName(withoutTradeList(unabout(part))), body);
    // "Solace Massage Therapy | San Leandro": the place in a title is not the name.
    if (n && !isUsCityName(n) && !searchPhrase(n)) titleParts.add(n);
  }
  // "Lucky Penny Tattoo | Home": a page's own name beside the name is no other part.
  const parts = rawParts.filter((p) => p.trim() && !GENERIC.test(p.trim())).length;
  for (const n of titleParts) c.add('name', n, parts <= 1 ? 0.5 : 0.4, 'title');
  // The share card's title, where it says something the page's title does not ("Acme Plumbing"
  // beside a title of "Plumber Austin TX"): a title part like any other.
  for (const part of ($('meta[property="og:title"]').attr('content') ?? '').split(SEPARATORS)) {
    const n = plausibleName(unabout(part));
    if (!n || isUsCityName(n) || searchPhrase(n) || [...titleParts, siteName].some((t) => t?.toLowerCase() === n.toLowerCase())) continue;
    titleParts.add(n);
    c.add('name', n, 0.4, 'og:title');
  }
  // A title part the page repeats in its own text is the name; a slogan or a city rarely is.
  const named = [...new Set([...titleParts, ...(siteName ? [siteName] : [])])]
    .filter((n) => /\s/.test(n) || !/^[\p{Lu}\p{Lt}]?[\p{Ll}]*$/u.test(n)) // not one plain word ("Plumbing")
    .map((n) => ({ n, times: occurrences(body, n.toLowerCase()) }));
  const mentioned = named.filter((x) => x.times > 0);
  for (const { n, times } of mentioned) {
    // Twice, or once while no other title part appears at all ("Mackler Master Plumbing & Heating" in the header).
    if (times >= 2 || mentioned.length === 1) c.add('name', n, 0.45, 'mentions');
  }
  // A strip of partners' or insurers' logos ("Allstate Logo", "Geico Logo", "TRAA Logo"), each container judged once.
  const strip = oncePerNode((p) => new Set(firstElements(p, (el) => el.name === 'img', Infinity).map((i) => i.attribs.alt ?? '').filter((alt) => /\blogo\s*$/i.test(alt)).map((alt) => alt.toLowerCase())).size >= 3);
  // Pictures numbered in a series ("Barber 4", "Barber 5" under one placeholder logo): labels, not names.
  const numberOf = (alt: string) => /^(.+?)\s*#?(\d{1,3})$/.exec(alt.trim());
  const numbered = new Map<string, Set<string>>();
  $('img').slice(0, MAX_PICTURES).each((_, raw) => {
    const m = numberOf(raw.attribs.alt ?? '');
    if (m) numbered.set(m[1]!.toLowerCase(), (numbered.get(m[1]!.toLowerCase()) ?? new Set()).add(m[2]!));
  });
  const inSeries = (alt: string) => {
    const m = numberOf(alt);
    return !!m && (numbered.get(m[1]!.toLowerCase())?.size ?? 0) >= 2;
  };
  // The first pictures only: a logo sits near the top, and each is checked against its neighbours.
  $('img').slice(0, MAX_PICTURES).each((_, raw) => {
    const el = $(raw);
    const marks = `${el.attr('class') ?? ''} ${el.attr('id') ?? ''} ${el.parent().attr('class') ?? ''}`;
    // A logo, or the picture a header's brand link shows ("navbar-brand"); not "brands we service" pictures.
    const logo = /logo/i.test(`${el.attr('src') ?? ''} ${marks}`) || /\blogo\s*$/i.test(el.attr('alt') ?? '') || /(?:^|[\s_-])brand(?:$|[\s_-])/i.test(marks);
    if (!logo) return;
    if (el.parents().slice(0, 3).toArray().some(strip)) return;
    // A review site's badge ("TripAdvisor", "Yelp") links away to that site; the business's own logo does not.
    if (linksAway(el.closest('a[href]').attr('href'), page.url)) return;
    // A trade body's or a card network's badge ("Salt Therapy Association", "Credit Card Logos"): a membership, not the business.
    if (/\b(?:association|assoc\.|society|federation|council|chamber of commerce|accredit\w*|certified|member|logos)\b/i.test(el.attr('alt') ?? '')) return;
    if (inSeries(el.attr('alt') ?? '')) return;
    const alt = (el.attr('alt') ?? '').replace(/\s*logo\s*$/i, '').replace(/^logo( of)?\s*/i, '');
    // "Small logo of a blue rabbit": a description of the picture, not the name on it.
    if (/\blogo\b|\b(?:of|with)\s+an?\s/i.test(alt)) return;
    // "Beauty Bar Menu", "Spring Price List": a picture of the menu, not of the name.
    if (/\b(?:menu|price list|prices|pricing|flyer|coupon)\s*$/i.test(alt)) return;
    // "Broom & Bucket- With Company Name", "Image of our van": what the picture shows, not a name.
    if (/\b(?:with|and)\s+(?:the\s+)?(?:company|business)\s+name\b|^(?:an?\s+)?(?:image|picture|photo|graphic|illustration)\s+of\b/i.test(alt)) return;
    // "Aubrey Dental - North Texas": the name, then where it is.
    const parts = alt.split(SEPARATORS);
    const place = (p: string) => isUsCityName(p) || PLACE_INSIDE.test(p) || STATE_WORD.test(p.trim());
    const n = plausibleName(parts.length > 1 && parts.slice(1).every(place) ? parts[0]! : alt);
    // "About Dallas Concrete Contractors": the alt text of a link to the about page.
    // A town alone ("Stony Brook" on the logo of Stony Brook Orthodontics) is where, not who.
    if (n && !searchPhrase(n) && !isUsCityName(n) && !(/^about\s/i.test(n) && AGENT.test(n))) c.add('name', n, 0.5, 'logo-alt');
  });
  // Header brand text: <div class="logo-text">, <span class="site-title">, <a class="navbar-brand">.
  // The first element marked as the logo, brand or site name inside the header (else the page) that
  // has words: a logo picture with no text ("<img id="logo">") says nothing here; the name beside it does.
  // A web designer's credit in a "logo" box ("Web Design — Direct Line Development") is the maker's brand, not the business's.
  const credit = (el: Element) => /\b(?:web\s*(?:design|development)|(?:designed|developed|powered|built|hosted)\s+by)\b/i.test($(el).text());
  // A brand element of hundreds of elements is a whole header or page marked "brand": no name comes of it (and copying it costs).
  const small = (el: Element) => firstElements(el, () => true, 200).length < 200;
  const brand = $(firstElements($('header, [class*="header" i], body').first()[0], (el) => (BRAND_CLASS.test(el.attribs.class ?? '') || BRAND_ID.test(el.attribs.id ?? '')) && small(el) && $(el).text().trim().length > 0 && !credit(el), 1));
  // What a screen reader hears: a monogram marked aria-hidden is decoration.
  const heard = brand.clone();
  heard.find('[aria-hidden="true"]').remove();
  // The number or address set beside the name in a logo box ("Kangu's Junk Removal 951-216-3231") is
  // how to reach it; a picture's "Logo" alt names nothing.
  heard.find('a[href^="tel:" i], a[href^="mailto:" i]').remove();
  heard.find('img').filter((_, img) => GENERIC.test(($(img).attr('alt') ?? '').trim())).remove();
  // "<h1>Rainbow Florals</h1><p class="tagline">We Fine Florals</p>": the slogan under the name is not the name.
  heard.find('[class*="tagline" i], [class*="slogan" i], [class*="subtitle" i], [class*="motto" i], [class*="tag-line" i]').remove();
  const brandName = plausibleName(withoutTownTail(withoutMonogram(cleanText(spoken(heard)))));
  if (brandName && !isUsCityName(brandName)) c.add('name', brandName, 0.5, 'brand');
  for (const line of page.lines) {
    const m = /(?:©|\(c\)|copyright)(?:\s*(?:©|\(c\)|copyright\b))*\s*:?\s*(?:\d{4}\s*(?:[-–]\s*\d{4})?)?\s*(?:(?:©|\(c\)|copyright\b)\s*:?\s*)?(?:by\s+)?([^.|©]{2,80}?)(?:[.|,·•]|\s+all rights|\s+(?:powered|designed|developed|built|hosted|website|site|web design|crafted|handcrafted|made with|created)\b|\s*\p{Extended_Pictographic}|\s*$)/iu.exec(line);
    // "C&F Skincare Center Copyright © 2018.": the holder written before the mark.
    const before = /^([^©|.]{2,60}?)\s+(?:copyright\s*)?(?:©|\(c\))\s*\d{4}(?:\s*[-–]\s*\d{4})?\.?(?:\s*all rights reserved\.?)?$/i.exec(line);
    const holder = before ? plausibleName(before[1]!) : undefined;
    if (holder && !isUsCityName(holder) && !/\d/.test(holder) && !/^(?:made|designed|built|powered|created|developed|hosted|website|site)\b/i.test(holder)) {
      c.add('name', holder, 0.55, 'copyright');
      continue;
    }
    if (!m) continue;
    // "© Made by INFINITY AUTOMATIONS": the site's maker, not its owner.
    if (/^(?:made|designed|built|powered|created|developed|hosted)\s+by\b|^(?:website|site|web design)\s+by\b/i.test(m[1]!.trim())) continue;
    // "© 2024 Kessler, DiGiovanni & Jesuele, LLP": a name with commas, when the title writes it whole.
    const rest = line.slice(m.index + m[0].indexOf(m[1]!));
    const whole = /^[^.|©·•]{2,80}?(?=\s*(?:[.|·•]|\ball rights\b|$))/i.exec(rest)?.[0];
    const wide = whole ? plausibleName(whole.replace(/\d{4}/g, '')) : undefined;
    // "© 2008, Issaquah Valley Dental Care Dr. Ajay Dhankhar": the title of the person named next is not the name's.
    const n = (wide && [...titleParts].some((t) => t.toLowerCase() === wide.toLowerCase()) ? wide : undefined) ?? plausibleName(withoutTownTail(m[1]!.replace(/\d{4}/g, '').replace(/\s+(?:Drs?|Mrs?|Ms|Est|Estd|Established|Since)$/i, '').trim()));
    // "© 2012 River City RV Repair, L.L.C.": the legal name, stronger than a bare copyright holder.
    // A bare holder shaped like a person's name ("© 2024 Joe Smith") is often the owner or the designer.
    // "© 2026 · Portland, OR": where, not who.
    if (n && (isUsCityName(n) || isUsCityName(whole ?? ''))) continue;
    if (n) c.add('name', n, LEGAL_SUFFIX.test(line.slice(m.index + m[0].length - 1)) ? 0.6 : PERSON.test(n) && !BUSINESS_WORD.test(n) ? 0.45 : 0.55, 'copyright');
  }
  // A logo's, brand's or copyright holder's name the page also says in its text (an alt text
  // counts: "Glen Baker of River City RV Repair") — the way a title part counts above.
  // A copyright holder counts only with its legal suffix: a bare one is often a person ("© Jonathan Nutt").
  const said = new Set(c.out.filter((x) => /:(logo-alt|brand)$/.test(x.extractor) || (/:copyright$/.test(x.extractor) && x.confidence >= 0.6)).map((x) => x.value as string));
  for (const n of said) if (!titleParts.has(n) && /\s/.test(n) && occurrences(body, n.toLowerCase()) >= 2) c.add('name', n, 0.45, 'mentions');
  // The site's own address spells its name ("skinbyhaxton.com" over "SKIN BY HAXTON"): a line,
  // title part or brand that is exactly it. (A mailbox spelling one is weighed in extract.ts.)
  const domains = new Set<string>();
  const home = $('link[rel="canonical"], meta[property="og:url"]').toArray().map((el) => el.attribs.href ?? el.attribs.content);
  for (const href of [page.url.href, ...home.slice(0, 4)]) {
    const label = href ? spelledName(hostOf(href, page.url)?.split('.')[0] ?? '') : undefined;
    if (label && label.length >= 6 && !/^\d+$/.test(label)) domains.add(label);
  }
  const offered = c.out.filter((x) => x.field === 'name').map((x) => x.value as string);
  const lines = page.lines.filter((l) => l.length <= 50 && domains.has(spelledName(l))).map((l) => plausibleName(l) ?? '');
  const spelledOut = new Set<string>();
  for (const n of [...offered, ...lines]) {
    if (!n || !/\s/.test(n) || spelledOut.has(n) || !domains.has(spelledName(n))) continue;
    spelledOut.add(n);
    c.add('name', n, 0.55, 'address');
  }
  if (page.isHome) {
    const h1 = plausibleName(spoken($('h1').first()));
    if (h1) c.add('name', h1, 0.35, 'h1');
    // "Welcome to Mendocino Coast Massage!" over the home page: the business saying its own name.
    $(firstElements($.root()[0], (el) => HEADINGS.has(el.name), 6)).each((_, el) => {
      const m = /^\s*welcome\s+to\s+(?!(?:our|your|my|this|the\s+(?:family|team|website|site|world|future|best))\b)(.+?)[!.]*\s*$/i.exec(cleanText(spoken($(el))));
      const n = m && /^[\p{Lu}\d]/u.test(m[1]!) ? plausibleName(m[1]!) : undefined;
      if (n && !searchPhrase(n) && !isUsCityName(n)) {
        c.add('name', n, 0.5, 'welcome');
        return false;
      }
      return undefined;
    });
    // A title that names nothing ("Home"): the home page's heading, when the page says it again, is the name.
    if (h1 && !titleParts.size && /\s/.test(h1) && occurrences(body, h1.toLowerCase()) >= 2) c.add('name', h1, 0.45, 'mentions');
    const description = cleanText($('meta[name="description"]').attr('content') ?? $('meta[property="og:description"]').attr('content') ?? '');
    if (description.length > 20) c.add('description', description, 0.6, 'meta');
  }
  return c.out;
}

