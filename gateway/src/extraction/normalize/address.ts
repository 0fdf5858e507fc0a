import zipcodes from 'zipcodes';
import { US_STATES } from '@bookline/contracts';
import type { PostalAddress } from '../candidates';
import { cleanText } from './text';

/**
 * The 50 states and Washington DC. DC is no State option on the form (spec §3 lists the 50), so
 * a DC address keeps its street, city, ZIP and time zone and leaves the State for the owner.
 */
const PLACES: (readonly [string, string])[] = [...US_STATES, ['DC', 'District of Columbia']];
const BY_NAME = new Map<string, string>(PLACES.flatMap(([code, name]) => [[name.toLowerCase(), code], [code.toLowerCase(), code]]));
BY_NAME.set('d.c', 'DC');

/** "Texas", "TX", "tx.", "D.C." → "TX" or "DC"; anything else undefined. */
export function stateCode(raw: string): string | undefined {
  return BY_NAME.get(raw.trim().replace(/\.$/, '').toLowerCase());
}

/** One of the form's 50 State options (so not DC). */
export function isStateOption(code: string): boolean {
  return US_STATES.some(([c]) => c === code);
}

let prefixStates: Map<string, Set<string>> | undefined;
/** The states whose ZIPs start with these three digits (a sorting centre's), from the gazetteer, built once. */
function statesOfPrefix(prefix: string): Set<string> | undefined {
  if (!prefixStates) {
    prefixStates = new Map();
    for (const c of Object.values(zipcodes.codes)) {
      const p = c.zip.slice(0, 3);
      prefixStates.set(p, (prefixStates.get(p) ?? new Set()).add(c.state));
    }
  }
  return prefixStates.get(prefix);
}

/** The 5-digit ZIP, when it is a real US ZIP in that state (ZIP+4 accepted). */
export function checkedZip(zip: string, state: string): string | undefined {
  const five = /^(\d{5})(?:-\d{4})?$/.exec(zip.trim())?.[1];
  if (!five) return undefined;
  const hit = zipcodes.lookup(five);
  if (hit) return hit.state === state ? five : undefined;
  // A ZIP newer than the gazetteer ("Frisco, TX 75036"): its sorting centre must be that state's alone.
  const states = statesOfPrefix(five.slice(0, 3));
  return states?.size === 1 && states.has(state) ? five : undefined;
}

export function stateOfZip(zip: string): string | undefined {
  return zipcodes.lookup(zip)?.state;
}

/** Every state's code and name (and DC's), longest first: for patterns that must end on a state. */
export const STATE_ALT = [...PLACES.flatMap(([c, n]) => [c, n]), 'D\\.C'].sort((a, b) => b.length - a.length).join('|');
/** Before a ZIP the code may be written in any case ("Wyandotte, Mi 48192"): the ZIP must then lie in that state. */
const ZIPPED_STATE_ALT = `${STATE_ALT}|${PLACES.map(([c]) => c[0] + c[1]!.toLowerCase()).join('|')}`;
/** Between a state and its ZIP: a space, or a line break ("Wyandotte, MI<br>48192"). */
const TO_ZIP = String.raw`(?:[ \t]+|[ \t]*\n[ \t]*)`;
const SUFFIXES =
  'St|Street|Ave|Avenue|Blvd|Boulevard|Rd|Road|Dr|Drive|Ln|Lane|Way|Ct|Court|Pl|Place|Pkwy|Parkway|Hwy|Highway|Cir|Circle|Trl|Trail|Ter|Terrace|Loop|Pike|Sq|Square|Plaza|Row|Run|Alley|Crossing|Xing|Broadway|Fwy|Freeway|Expy|Expressway|Park|Center|Centre|Commons|Blv|Cv|Cove|Hts|Lndg|Crk|Rdg|Grv|Gln|Ctr|Cres|Crescent|Bnd|Mdws|Trce|Path|Tpke|Turnpike';
/** As written, or in capitals ("12 MAIN ST"). */
const SUFFIX = `${SUFFIXES}|${SUFFIXES.toUpperCase()}`;
/** A numbered road: "US-290", "Hwy 71 W", "FM 1626", "State Route 9", "County Road 100", "I-35 Frontage". */
const NUMBERED_ROAD = String.raw`(?:(?:[NSEW]\.?|North|South|East|West)[ \t]+)?(?:US|U\.S\.|State|SR|FM|RR|CR|County[ \t]+(?:Road|Rd\.?)|Highway|Hwy\.?|Route|Rte\.?|Interstate|I)(?:[ \t]+(?:Highway|Hwy\.?|Route|Rte\.?))?[- \t]?\d{1,4}[A-Z]?(?:[ \t]+(?:[NSEW]|North|South|East|West|Business|Bypass|Frontage(?:[ \t]+(?:Rd|Road))?)\b\.?)?`;
/** Up to two units, each on the street's line or the next: "Suite 200", "#4", "8th Floor", "2nd Floor, Suite B3", a bare ", 103," before the town. */
const UNIT = String.raw`(?:[ \t]*,?[ \t]*\n?[ \t]*(?:(?:(?:Suite|SUITE|suite|Ste|STE|ste|Unit|UNIT|unit|Studio|Room|Rm|Floor|FLOOR|Fl|Bldg|Building|Apt|apt)\.?(?![A-Za-z])|#)[ \t]*#?[A-Za-z0-9-]+|\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)[ \t]+(?:Floor|FLOOR|Fl\.?))|[ \t]+[A-Z](?=[ \t]*(?:,|\n))|[ \t]*,[ \t]*\d{1,4}[A-Z]?(?=[ \t]*,)){0,2}`;
const WORD = String.raw`[A-Za-z0-9.'-]+`;
/** A post-office box: where mail goes, not where the business is. */
const PO_BOX = String.raw`P\.?[ \t]?O\.?[ \t]+Box`;
const DIRECTION = String.raw`(?:[NSEW]\.?|North|South|East|West)`;
/** A grid address as Utah and Idaho write them: "8939 S 2700 W", "7235 South 900 East". */
const GRID = String.raw`${DIRECTION}[ \t]+\d{1,5}[ \t]+${DIRECTION}(?![A-Za-z])`;
/** A half lot's fraction after the house number ("1112 1/2"). */
const HALF_LOT = String.raw`(?:[ \t]+[1-3]\/[2-4])?`;
/** Street with a suffix ("1845 W Main St", "500 N Tryon St, Suite 200", a building's "259–267 Broad St", a half lot's "1112 1/2 W Vermijo Ave"), a grid address or a PO box. Never spans lines. */
const STREET = String.raw`(?:(?<![\d:.,–/-])(?!\d{3}-\d{4}\b)\d{1,6}[A-Za-z]?(?:[-–]\d+)?${HALF_LOT}[ \t]+(?:(?:${WORD}[ \t]+){0,5}?(?:${SUFFIX})\.?(?:[ \t]+(?:[NSEW]{1,2}|North|South|East|West)(?![A-Za-z])\.?)?|${NUMBERED_ROAD}|${GRID})${UNIT}|${PO_BOX}[ \t]+\d+)`;
/** No suffix ("1611 Paseo de Peralta", "123 N. Lamar", "450 Fremont Suite 109"): capitalised words and units, and only when a comma follows. */
const BARE_STREET = String.raw`(?<![\d:.,/-])\d{1,6}${HALF_LOT}[ \t]+(?:[NSEW]\.?[ \t]+)?[A-Z][a-z]+(?:[ \t]+(?:[A-Z][a-z]+|de|del|la|las|los|of|the)){0,4}?${UNIT}(?=,)`;
/** Or a line of its own above its town's ("3205 Ridge Pointe" / "Bettendorf, IA 52722"); not a year's line ("1985 Family Owned"). */
const BARE_STREET_LINE = String.raw`(?<=^|\n)[ \t]*(?!(?:19|20)\d\d\b)\d{1,6}${HALF_LOT}[ \t]+(?:[NSEW]\.?[ \t]+)?[A-Z][a-z]+(?:[ \t]+(?:[A-Z][a-z]+|de|del|la|las|los|of|the)){0,4}(?=[ \t]*\n)`;
/** A town's words; never starting with a street's usual suffix ("2550 Oak Park Avenue Berwyn": the street runs to "Avenue"; "Park City" is a town). */
const CITY = String.raw`(?![NSEW]{1,2}(?![A-Za-z]))(?!(?:Street|Avenue|Road|Drive|Lane|Boulevard|Court|Ave|Rd|Dr|Ln|Blvd|Ct|STREET|AVENUE|ROAD|DRIVE|LANE|BOULEVARD|COURT|AVE|RD|DR|LN|BLVD|CT)\b)[A-Z][A-Za-z.'-]+(?:[ \t]+[A-Z][A-Za-z.'-]*){0,3}`;
// (A comma typed twice, "167-4 Prospect St,, Waltham", is still one.)
const SEP = String.raw`[ \t]*(?:,,?[ \t]*\n|,,?|·|•|\||–|—|[ \t]-[ \t]|\n)?[ \t]*`;
/** "123 Main St, Suite 4, Austin, TX 78701" (lines joined by "\n" are allowed between parts). */
export const ADDRESS_IN_TEXT = new RegExp(
  String.raw`(?<street>${STREET}|${BARE_STREET}|${BARE_STREET_LINE})${SEP}(?<city>${CITY})[ \t]*,?[ \t]*\n?[ \t]*(?<state>${ZIPPED_STATE_ALT})\.?[,;]?${TO_ZIP}(?<zip>\d{5}(?:-\d{4})?)(?!\d)`,
  'g',
);

/**
 * "655 W Broadway / San Diego, CA" (a mailing address with no ZIP): a street with its suffix, a
 * known town of that state, and nothing after the state on its line but the hours or the phone
 * ("20926 Sheridan St, Pembroke Pines, FL Mon–Fri 8AM – 6PM").
 */
const ADDRESS_NO_ZIP = new RegExp(
  String.raw`(?<street>${STREET})${SEP}(?<city>${CITY}),[ \t]*(?<state>${STATE_ALT})\.?[ \t]*(?=$|[|•·]|(?:Monday|Mon|Tuesday|Tues|Tue|Wednesday|Wed|Thursday|Thurs|Thu|Friday|Fri|Saturday|Sat|Sunday|Sun|Open|Hours|Call|Phone|Tel)\b)`,
  'gm',
);

/** "Our office is located at 78 Oceanville Rd. in Stonington, Maine.": a street, then its town in prose. */
const ADDRESS_IN_PROSE = new RegExp(
  String.raw`(?<street>${STREET})[ \t]+in[ \t]+(?:downtown[ \t]+)?(?<city>${CITY}),[ \t]*(?<state>${STATE_ALT})\b(?![ \t]*\d)`,
  'g',
);

/** "1261 Frontage RD NW, NM 87801": a street, then its state and ZIP with no town between. */
const ADDRESS_NO_CITY = new RegExp(String.raw`(?<street>${STREET})[ \t]*,[ \t]*(?<state>${ZIPPED_STATE_ALT})\.?[ \t]+(?<zip>\d{5}(?:-\d{4})?)(?!\d)`, 'g');

/** A street as matched, its line break ("12 Main St\nSuite 4") written as a comma. */
const streetOf = (raw: string) => cleanText(raw.replace(/[ \t]*,?[ \t]*\n[ \t]*/g, ', '), 200);

/** Every checked US address in a piece of text. */
export function findAddresses(text: string): PostalAddress[] {
  const out: PostalAddress[] = [];
  const zipless: PostalAddress[] = [];
  for (const m of [...text.matchAll(ADDRESS_NO_ZIP), ...text.matchAll(ADDRESS_IN_PROSE)]) {
    const g = m.groups!;
    const state = stateCode(g.state!);
    const city = state ? knownCity(g.city!, state) : undefined;
    if (state && city) zipless.push({ street: streetOf(g.street!), city, state, zip: '' });
  }
  const full: Array<readonly [number, number]> = [];
  for (const m of text.matchAll(ADDRESS_IN_TEXT)) {
    full.push([m.index, m.index + m[0].length]);
    const g = m.groups!;
    const state = stateCode(g.state!);
    if (!state) continue;
    const zip = checkedZip(g.zip!, state);
    if (!zip) continue;
    // A city in capitals ("AUSTIN") as the gazetteer writes it.
    const city = /[a-z]/.test(g.city!) ? g.city! : (knownCity(g.city!, state) ?? g.city!);
    out.push(withTownsDirection({ street: streetBeforeBox(text, m.index, g.street!) ?? streetOf(g.street!), city: cleanText(city, 100), state, zip }));
  }
  for (const m of text.matchAll(ADDRESS_NO_CITY)) {
    // Not a full address read again with its town taken for a unit ("12 Ventura Blvd, Studio City, CA").
    if (full.some(([from, to]) => m.index < to && m.index + m[0].length > from)) continue;
    const state = stateCode(m.groups!.state!);
    const zip = state ? checkedZip(m.groups!.zip!, state) : undefined;
    if (state && zip) out.push({ street: streetOf(m.groups!.street!), city: '', state, zip });
  }
  return [...out, ...zipless];
}

const STARTS_WITH_BOX = new RegExp(`^${PO_BOX}`, 'i');
/** "P.O. Box 43": where mail goes. */
export const isPoBox = (street: string) => STARTS_WITH_BOX.test(street.trim());
const STREET_LINE = new RegExp(String.raw`(?:^|\n)[ \t]*(${STREET})[ \t]*,?[ \t]*\n[ \t]*$`);

/**
 * "100 Holmes Road / P.O. Box 1856 / North Eastham, MA 02651": the box is where mail goes; the
 * street on the line above it is where the business is.
 */
function streetBeforeBox(text: string, at: number, matched: string): string | undefined {
  if (!STARTS_WITH_BOX.test(matched)) return undefined;
  const above = STREET_LINE.exec(text.slice(Math.max(0, at - 120), at))?.[1];
  return above && !STARTS_WITH_BOX.test(above) ? streetOf(above) : undefined;
}

/**
 * "10376 S Redwood Rd South Jordan, UT 84095": the direction after the suffix begins the town
 * when the ZIP's town is that direction and the rest ("South Jordan", not "Jordan").
 */
function withTownsDirection(a: PostalAddress): PostalAddress {
  const m = /^(.*\S)[ \t]+(North|South|East|West)$/.exec(a.street);
  const town = m && `${m[2]} ${a.city}`;
  return m && zipcodes.lookup(a.zip)?.city.toLowerCase() === town!.toLowerCase() ? { ...a, street: m[1]!, city: town! } : a;
}

const CITY_PREFIX: Record<string, string> = { n: 'North', s: 'South', e: 'East', w: 'West', ft: 'Fort', mt: 'Mount', st: 'Saint' };
const SHORT_FIRST_WORD = /^(st|n|s|e|w|ft|mt)\.?\s+(\S.*)$/i;

/**
 * A town compared however its first word is written: "E Amherst" and "East Amherst", "Ft. Myers"
 * and "Fort Myers" are one town when the gazetteer knows it so in that state.
 */
export function cityKey(city: string, state: string): string {
  const m = SHORT_FIRST_WORD.exec(city.trim());
  return ((m && knownCity(`${CITY_PREFIX[m[1]!.toLowerCase()]} ${m[2]}`, state)) || city).toLowerCase();
}

let cityNames: Set<string> | undefined;
/** A US city's name ("San Leandro"), or one with its state ("San Leandro, CA"), in any state. */
export function isUsCityName(name: string): boolean {
  cityNames ??= new Set(Object.values(zipcodes.codes).map((c) => c.city.toLowerCase()));
  const m = /^(.+?),?\s+([A-Za-z]{2})$/.exec(name.trim());
  if (m && stateCode(m[2]!) && cityNames.has(m[1]!.toLowerCase())) return true;
  return cityNames.has(name.trim().toLowerCase());
}

/** One ZIP of a city in that state (for its time zone), or undefined when the gazetteer does not know it. */
export function zipOfCity(city: string, state: string): string | undefined {
  return zipcodes.lookupByName(city.trim(), state)[0]?.zip;
}

/** A US city of that state, spelled as the gazetteer spells it ("fresno", "CA" → "Fresno"). */
export function knownCity(city: string, state: string): string | undefined {
  // The gazetteer's lookup scans every ZIP code; a page naming one town a thousand times asks once.
  const key = `${city}|${state}`;
  if (KNOWN.has(key)) return KNOWN.get(key);
  if (KNOWN.size >= 5_000) KNOWN.clear();
  const found = lookUpCity(city, state);
  KNOWN.set(key, found);
  return found;
}
const KNOWN = new Map<string, string | undefined>();

/** Names a city goes by that the gazetteer does not list ("NYC", "New York City"). */
const CITY_ALIASES: Record<string, readonly [string, string]> = { nyc: ['New York', 'NY'], 'new york city': ['New York', 'NY'] };

function lookUpCity(city: string, state: string): string | undefined {
  const alias = CITY_ALIASES[city.trim().toLowerCase()];
  if (alias) return alias[1] === state ? alias[0] : undefined;
  const hits = zipcodes.lookupByName(city.trim(), state);
  if (hits.length) return hits[0]!.city;
  // "St. Petersburg", "Ft. Myers": the gazetteer writes the first word out; the site's spelling is kept.
  const m = SHORT_FIRST_WORD.exec(city.trim());
  return m && /^\p{Lu}/u.test(city.trim()) && zipcodes.lookupByName(`${CITY_PREFIX[m[1]!.toLowerCase()]} ${m[2]}`, state).length ? city.trim() : undefined;
}

/** (A pin or an icon may stand before the town: "📍 Thomasville, GA 31792".) */
const CITY_STATE_ZIP = new RegExp(String.raw`(?:^|[\n,·•|:]\s*)(?:[^\sA-Za-z0-9,.$#]{1,4}[ \t]*)?(?<city>${CITY})[ 	]*,?[ 	]*\n?[ 	]*(?<state>${ZIPPED_STATE_ALT})\.?[,;]?${TO_ZIP}(?<zip>\d{5}(?:-\d{4})?)(?!\d)`, 'g');
/** "in" → "[iI][nN]": a phrase in any case inside a pattern that must stay case-sensitive (city names are capitalised). */
const anyCase = (words: string) => words.replace(/[a-z]/g, (ch) => `[${ch}${ch.toUpperCase()}]`);

/** A list of places whose first one is named: "Emmaus, Allentown & Macungie", "Philadelphia and Bucks County". */
/** A named place may lower-case its later words ("Located in Bowling green, Kentucky"); the gazetteer must know it. */
const LOOSE_CITY = String.raw`[A-Z][A-Za-z.'-]*(?:[ \t]+[A-Za-z][A-Za-z.'-]*){0,2}`;
const CITY_LIST = String.raw`(?<city>${LOOSE_CITY})(?:,[ \t]*${CITY}){0,4}(?:,?[ \t]+(?:&|and)[ \t]+${CITY})?`;
/** Phrases that say where the business itself is ("based in", "working out of"). */
const BASED = 'based in|based out of|located in|headquartered in|operating out of|servicing out of|serving out of|working out of';
/**
 * "Serving Austin, TX", "Based in Methuen, Massachusetts", "… in Champaign, IL", "in and around
 * Franklin, MA", "Serving Emmaus, Allentown & Macungie, PA" (the first place named), "within a
 * 30-mile radius of Benton, Arkansas".
 */
const SERVED_CITY = new RegExp(
  String.raw`\b(?:${anyCase(`serving|serves|serve|servicing|for|throughout|${BASED}|proudly serving|in and around|around|near|radius of|miles of|mile of|in`)})\s+(?:the\s+|beautiful\s+|downtown\s+)?${CITY_LIST},\s*(?<state>${STATE_ALT})\b(?![ \t]*\d)`,
  'g',
);
/** "Operating out of Sandy Oregon": no comma, so only after a phrase that says where the business is, and a state spelled out. */
const BASED_CITY = new RegExp(
  String.raw`\b(?:${anyCase(BASED)})\s+(?<city>${CITY})[ \t]+(?<state>${US_STATES.map(([, n]) => n).join('|')})\b(?![ \t]*\d)`,
  'g',
);
/** A street written with no number ("8th N. Front Street", "Front Street"): not a street to keep, but the town after it is the business's. */
const LOOSE_STREET = String.raw`(?:[A-Z0-9][A-Za-z0-9.'-]*[ \t]+){1,4}(?:${SUFFIX})\.?`;
/**
 * "City, ST" as a whole line (after a pin: "📍 Franklin, MA"; "Mesa & East Valley, AZ" and "Hollywood,
 * Florida & surrounding areas" name the first town; "📍 Miami, FL — Mobile across South Florida" before
 * a dash), or ending one after a separator: "Franklin, MA", "© 2026 Shine Cleaning • Emmaus, PA", a title's "… | Emmaus, PA", a footer's "… — Chicago, IL Privacy Policy" or "All rights reserved. North Kansas City, MO."; after a street with no number ("8th N. Front Street, Rio Vista, CA"). */
const CITY_LINE = new RegExp(
  String.raw`(?:^[^A-Za-z0-9\n]{0,6}(?:(?:${anyCase('our location|location|address|office|headquarters')})[ \t]*:[ \t]*)?(?:${LOOSE_STREET},[ \t]*)?|[•·|–—][ \t]*|${anyCase('all rights reserved')}\.?[ \t]+)(?<city>${CITY})(?:[ \t]*(?:&|and|/)[ \t]*${CITY})?,[ \t]*(?<state>${STATE_ALT})\.?(?:[ \t]+(?:${anyCase('metro area|metro|area|region')}))?(?:,?[ \t]+(?:&|and)[ \t]+(?:the[ \t]+)?(?:${anyCase('surrounding|nearby|neighboring|neighbouring')})[ \t]+(?:${anyCase('areas?|communities|cities|towns')}))?[ \t]*(?:$|(?=[•·|]|[–—][ \t]|[ \t]*(?:Privacy|Terms|Sitemap|Site Map|All [Rr]ights|Accessibility)\b))`,
  'gm',
);

/** A footer's "… | Wadsworth OH": after a separator, a town and its state's code ending the line, with no comma. */
const CITY_CODE_LINE = new RegExp(String.raw`[•·|–—][ \t]*(?<city>${CITY})[ \t]+(?<state>[A-Z]{2})[ \t]*$`, 'gm');

/**
 * A town's name as a page writes it: one to three capitalised words ("Richfield", "Eden Prairie"),
 * none of them a word a slogan uses ("Call Now", "Family Owned").
 */
const SUBURB = /^[A-Z][a-z]{2,}(?:[ \t][A-Z][a-z]{2,}){0,2}$/;
const NOT_A_TOWN_WORD = /\b(?:call|now|today|our|family|owned|operated|licensed|insured|bonded|serving|contact|free|open|the|and|home|services?|company|proudly|locally|since|downtown|greater|metro|area|county|suite|unit|floor|building|plaza|office)\b/i;
const suburb = (written: string) => SUBURB.test(written) && !NOT_A_TOWN_WORD.test(written);

/**
 * City and state (and ZIP when written) without a street: a "Champaign, IL 61821" line, or
 * "Serving Austin, TX". Only real places count: the ZIP must lie in the state and the city must
 * be a known city of that state (or, beside such a ZIP, a town's name as written: a suburb the
 * gazetteer files under its post town), so "Call Now, OK" or "Family Owned, ME" never pass.
 */
export function findCityOnly(text: string, { visible = true }: { visible?: boolean } = {}): Array<PostalAddress & { served: boolean }> {
  const out: Array<PostalAddress & { served: boolean }> = [];
  for (const m of text.matchAll(CITY_STATE_ZIP)) {
    const state = stateCode(m.groups!.state!);
    if (!state) continue;
    const zip = checkedZip(m.groups!.zip!, state);
    const written = cityWords(m.groups!.city!);
    // A suburb the gazetteer files under its post town ("Richfield, MN 55423" is Minneapolis's ZIP):
    // with a ZIP of that state beside it, a town's name as written.
    const city = zip ? (knownCity(written, state) ?? (suburb(written) ? written : undefined)) : undefined;
    if (zip && city) out.push({ street: '', city, state, zip, served: false });
  }
  // Without its comma only in the page's own lines, not in a title's keywords ("… | Charleston SC").
  const patterns = visible ? ([[SERVED_CITY, true], [BASED_CITY, true], [CITY_LINE, false], [CITY_CODE_LINE, false]] as const) : ([[SERVED_CITY, true], [BASED_CITY, true], [CITY_LINE, false]] as const);
  for (const [re, served] of patterns) {
    for (const m of text.matchAll(re)) {
      // "throughout Bureau and LaSalle Counties, Illinois": every place in the list is a county.
      if (/\b(?:Counties|Parishes)\s*,[^,]*$/i.test(m[0])) continue;
      const state = stateCode(m.groups!.state!);
      const city = state ? knownCity(cityWords(m.groups!.city!), state) : undefined;
      // "near Franklin, MA. 02038": the ZIP written right after, past a stray full stop.
      const after = /^[ \t]*[.,]?[ \t]*(\d{5})(?![\d-])/.exec(text.slice(m.index! + m[0].length, m.index! + m[0].length + 12))?.[1];
      const zip = after && state ? checkedZip(after, state) ?? '' : '';
      if (state && city) out.push({ street: '', city, state, zip, served });
    }
  }
  return out;
}

const STATE_NAMES = US_STATES.map(([, n]) => n).join('|');
/** "Proudly Serving Connecticut Homeowners", "anywhere in South Florida", "throughout the state of Ohio"; not "serving North Kansas City" (a town of Missouri). */
const SERVED_STATE = new RegExp(
  String.raw`\b(?:${anyCase('serving|serve|serves|throughout|across|anywhere in|all of|all over|statewide in')})\s+(?:the\s+)?(?:[A-Z][A-Za-z]+\s+(?:&|and)\s+)?(?:${anyCase('state of')}\s+)?(?:(?:(?:North|South)(?:east|west)(?:ern)?|South|North|Central|Northern|Southern|Eastern|Western|East|West|Upstate|Downstate)\s+)?(?<state>${STATE_NAMES})(?:\s*(?:,|and|&)\s*(?<other>${STATE_NAMES}))?\b(?!(?<=Kansas|Michigan|Nevada|Virginia)[ \t]+City\b)`,
  'g',
);
/** A line naming a region and its state ("Tampa Bay, Florida"): the state. */
const REGION_LINE = new RegExp(String.raw`^[^A-Za-z0-9\n]{0,6}[A-Z][A-Za-z.'-]*(?:[ \t]+[A-Z][A-Za-z.'-]*){0,3},[ \t]*(?<state>${STATE_NAMES})\.?[ \t]*$`, 'gm');
/** "Snohomish County, WA", "Harford County, Maryland", "Cumberland & York Counties, Maine". */
const COUNTY_STATE = new RegExp(
  String.raw`\b[A-Z][a-z]+(?:[ \t][A-Z][a-z]+)?(?:[ \t]*(?:,|&|and)[ \t]*[A-Z][a-z]+(?:[ \t][A-Z][a-z]+)?)*[ \t]+Count(?:y|ies),?[ \t]+(?<state>${STATE_ALT})\b(?![ \t]*\d)`,
  'g',
);

/** States a site says it serves without naming a town: "Serving Connecticut", "Snohomish County, WA". */
export function findStateOnly(text: string): string[] {
  const out = new Set<string>();
  for (const re of [SERVED_STATE, COUNTY_STATE, REGION_LINE]) for (const m of text.matchAll(re)) {
    for (const named of [m.groups!.state, m.groups!.other]) {
      const state = named ? stateCode(named) : undefined;
      if (state && state !== 'DC') out.add(state);
    }
  }
  return [...out];
}

/** Capitalised words that may name a town ("Chula Vista", "St. Petersburg"); the gazetteer decides. */
const TOWN = String.raw`[A-Z][A-Za-z.'’-]*(?:[ \t]+[A-Z][A-Za-z.'’-]*){0,2}`;
/** What may follow a town named alone: the end of a clause, "area", "and surrounding areas". */
const TOWN_END = String.raw`(?=[ \t]*(?:$|[.,!;:&)(|•·–—]|[ \t](?:${anyCase('area|areas|metro|region|and|but|community|communities|since|for|with|homeowners|residents|businesses|families')})\b))`;
/**
 * A town named with no state: "Serving the Greater Nashville Area", "based in Indianapolis",
 * "Tampa's Elite Pressure Washing", "Chula Vista and surrounding areas", a title's "… | Indianapolis"
 * or a heading's "Pressure Washing in Indianapolis".
 */
const TOWN_ALONE = [
  new RegExp(String.raw`\b(?:${anyCase('serving|serves|serve|servicing|across|throughout|all over|all of|in and around')})[ \t]+(?:the[ \t]+)?(?<city>${TOWN})${TOWN_END}`, 'gm'),
  new RegExp(String.raw`\b(?:${anyCase(`${BASED}|right here in`)})[ \t]+(?:(?:the|beautiful|downtown|historic)[ \t]+)?(?<city>${TOWN})${TOWN_END}`, 'gm'),
  new RegExp(String.raw`(?<![A-Za-z])(?<city>${TOWN})['’]s[ \t]+(?:${anyCase('#1|number one|premier|elite|best|top|trusted|most trusted|favorite|favourite|leading|go-to|local|own|choice|first')})\b`, 'gm'),
  new RegExp(String.raw`(?<![A-Za-z])(?<city>${TOWN})[ \t]+(?:&|and)[ \t]+(?:the[ \t]+)?(?:${anyCase('surrounding|nearby|neighboring|neighbouring')})[ \t]+(?:${anyCase('areas?|communities|cities|towns')})\b`, 'gm'),
  // "the greater phoenix area", written in lower case.
  new RegExp(String.raw`\b${anyCase('greater')}[ \t]+(?<city>[a-z]+(?:[ \t][a-z]+)?)[ \t]+area\b`, 'g'),
];
/** A short line (a title, a heading) ending on a town: "Pressure Washing in Indianapolis", "Acme Plumbing | Indianapolis". */
const TOWN_ENDING_LINE = new RegExp(String.raw`^(?=.{0,80}$).*?(?:\b(?:in|of|for)[ \t]+|[|–—][ \t]*)(?<city>${TOWN})[ \t]*$`, 'gm');
/** Another place after it ("Boca Raton, Delray Beach", "Hoboken & Edgewater"), though not its state ("Tampa, FL"). */
const LIST_AFTER = new RegExp(String.raw`^(?:['’]s)?[ \t]*(?:,|&|\/|\+|\band\b|·|•)[ \t]*(?!(?:${ZIPPED_STATE_ALT})\b)(?!(?:the[ \t]+)?(?:${anyCase('surrounding|nearby|neighboring|neighbouring')}))[A-Z]`);
/** A place before it on its line ("Hoboken, Jersey City"). */
const LIST_BEFORE = /[A-Za-z][ \t]*(?:,|&|\/|\+|\band|·|•)[ \t]*$/;
const STATE_AFTER = /^,[ \t]*([A-Z][A-Za-z])\.?(?![A-Za-z])/;
const NOT_TOWN_WORDS = /^(?:(?:proudly\s+)?serving|greater|metro|beautiful|downtown|historic)\s+|\s+(?:area|areas|metro|region)$/i;

/**
 * Towns a site names without their state, as written (the state is the phone's to say: see
 * extract.ts). A county, a state or a region is no town; the gazetteer decides later.
 */
export function findTownsAlone(text: string): Array<{ city: string; state: string }> {
  const out: Array<{ city: string; state: string }> = [];
  for (const re of [...TOWN_ALONE, TOWN_ENDING_LINE]) {
    for (const m of text.matchAll(re)) {
      const named = m.groups!.city!;
      const start = m.index! + m[0].lastIndexOf(named);
      // One town of a list ("across Jersey City, Hoboken & Edgewater") is not the business's town.
      if (LIST_AFTER.test(text.slice(start + named.length, start + named.length + 40)) || LIST_BEFORE.test(text.slice(Math.max(0, start - 40), start))) continue;
      let words = named.trim().replace(/\.$/, '').replace(/['’]s$/, '');
      while (NOT_TOWN_WORDS.test(words)) words = words.replace(NOT_TOWN_WORDS, '');
      if (!words || stateCode(words) || /\b(?:County|Counties|Parish)$/i.test(words)) continue;
      // "Tree Service Charleston SC": the state's code read into the town's words is its state.
      const inside = /^(.+?)\s+([A-Z]{2})$/.exec(words);
      if (inside && stateCode(inside[2]!)) {
        out.push({ city: inside[1]!, state: stateCode(inside[2]!)! });
        continue;
      }
      // "Located in Ruston, La.": its state, as the site writes it.
      const code = STATE_AFTER.exec(text.slice(start + named.length, start + named.length + 12))?.[1];
      out.push({ city: words.replace(/(^|\s)([a-z])/g, (_, sp: string, ch: string) => sp + ch.toUpperCase()), state: (code && stateCode(code)) ?? '' });
    }
  }
  return out;
}

/** "Junk Removal Houston Texas": a town and its state spelled out, with no comma between. */
const CITY_STATE_WORDS = new RegExp(String.raw`(?<city>${CITY})[ \t]+(?<state>${US_STATES.map(([, n]) => n).join('|')})\b(?![ \t]*\d)`, 'g');

/** Towns with their state written as words and no comma ("Houston Texas") in a short line: only known towns of that state. */
export function findCityStateWords(text: string): PostalAddress[] {
  const out: PostalAddress[] = [];
  // A heading's or title's words, not a story's ("I began building RV's in Bend Oregon").
  const short = text.split('\n').filter((l) => l.length <= 60).join('\n');
  for (const m of short.matchAll(CITY_STATE_WORDS)) {
    const state = stateCode(m.groups!.state!)!;
    // The longest known town ending the words before the state ("Junk Removal Houston" → Houston).
    const words = m.groups!.city!.split(/[ \t]+/);
    for (let i = 0; i < words.length; i++) {
      const city = knownCity(words.slice(i).join(' '), state);
      if (city) {
        out.push({ street: '', city, state, zip: '' });
        break;
      }
    }
  }
  return out;
}

/** "Proudly Serving Fresno" → the trailing city words only, up to the gazetteer's longest match. */
function cityWords(raw: string): string {
  return raw.replace(/^(?:proudly\s+)?(?:serving|based in|located in)\s+/i, '').trim();
}

/** A schema.org PostalAddress (or its microdata twin) → our shape, if its state/ZIP check out. */
export function fromPostal(p: { street?: string; city?: string; state?: string; zip?: string }): PostalAddress | undefined {
  // "732 Villa St (inside Salon Finesse)": where inside, not part of the street.
  let written = cleanText((p.street ?? '').replace(/\n/g, ', '), 200).replace(/\s*\((?![^)]*\d)[^)]*\)\s*$/, '');
  // A whole address typed into the street ("126 Hillendale Rd, Bel Air, MD 21014").
  const whole = findAddresses(written)[0];
  const state = stateCode(p.state ?? '') ?? (p.zip ? stateOfZip(p.zip.trim().slice(0, 5)) : undefined) ?? whole?.state;
  if (!state) return undefined;
  const zip = p.zip ? checkedZip(p.zip, state) : whole?.state === state ? whole.zip : undefined;
  if (p.zip && !zip) return undefined;
  // "Bel Air, MD": the state repeated after the city.
  let city = cleanText(p.city ?? '', 100).replace(/\s*,\s*([A-Za-z .]+)$/, (all, st: string) => (stateCode(st) === state ? '' : all));
  // "Suffolk County": a county is no town; nor is "Capital Region" or "Tri-State Area" (a town the gazetteer knows keeps its name).
  if (/\b(?:County|Parish)$/i.test(city) || (/\b(?:Region|Area|Metro(?:plex)?)$/i.test(city) && !isUsCityName(city))) city = '';
  if (whole?.state === state) {
    written = whole.street;
    city ||= whole.city;
    // A place and its ZIP ("Harford County, MD 21014") is no street at all.
  } else if (/\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?$/.test(written) && !/^\d/.test(written)) written = '';
  // The street typed into the region's field ("addressRegion": "126 Hillendale Road") while the
  // street's field holds none: the street.
  const region = cleanText(p.state ?? '', 100);
  if (!/\d/.test(written) && !stateCode(region) && /^\d{1,6}[A-Za-z]?\s+[A-Za-z]/.test(region) && !/\b\d{5}(?:-\d{4})?$/.test(region)) written = region;
  // A street names a number or a box; "Commerce Township" (the city again) or "Serving Oakland County" is no street.
  const street = /\d/.test(written) && written.toLowerCase() !== city.toLowerCase() ? written : '';
  if (!street && !city) return undefined;
  return { street, city, state, zip: zip ?? '' };
}

const ABBREV: Record<string, string> = {
  st: 'street', ave: 'avenue', av: 'avenue', blvd: 'boulevard', rd: 'road', dr: 'drive', ln: 'lane', ct: 'court', pl: 'place',
  pkwy: 'parkway', hwy: 'highway', cir: 'circle', trl: 'trail', ter: 'terrace', sq: 'square', ste: 'suite', n: 'north',
  s: 'south', e: 'east', w: 'west', rte: 'route', fwy: 'freeway', expy: 'expressway', xing: 'crossing', apt: 'apartment', bldg: 'building',
  blv: 'boulevard', cv: 'cove', hts: 'heights', lndg: 'landing', crk: 'creek', rdg: 'ridge', grv: 'grove', gln: 'glen', ctr: 'center',
  cres: 'crescent', bnd: 'bend', mdws: 'meadows', trce: 'trace', tpke: 'turnpike',
};

/** A street's kind word as `streetKey` writes it ("street", "avenue", "drive"). */
export const STREET_WORDS: ReadonlySet<string> = new Set(SUFFIXES.toLowerCase().split('|').map((w) => ABBREV[w] ?? w));

/** For comparing streets: "123 N. Main St., Ste 4" ≈ "123 North Main Street Suite 4". */
export function streetKey(street: string): string {
  return street
    .toLowerCase()
    .replace(/#\s*(?=(?:ste|suite)\b)/g, '')
    .replace(/#\s*/g, 'suite ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => ABBREV[w] ?? w)
    .join(' ');
}
