import type { ServiceOffering } from '@bookline/contracts';
import type { Field, FieldValues } from '../candidates';
import { fromOpeningHoursSpecification, fromOpeningHoursStrings, isUsableWeek } from '../hours';
import { findCityOnly, fromPostal, stateCode } from '../normalize/address';
import { cleanEmail } from '../normalize/email';
import { phoneDigits } from '../normalize/phone';
import { cleanText } from '../normalize/text';
import { withoutSearchTail } from './names';
import { THRESHOLDS } from '../merge';

export type SchemaNode = Record<string, unknown>;
type Add = <F extends Field>(field: F, value: FieldValues[F], confidence: number, via?: string) => void;

const NOT_A_BUSINESS = /^(WebSite|WebPage|BreadcrumbList|ListItem|ImageObject|Person|Product|Offer|Review|AggregateRating|Rating|FAQPage|Question|Answer|Article|BlogPosting|SiteNavigationElement|SearchAction|VideoObject|PostalAddress|GeoCoordinates|OpeningHoursSpecification|Service|OfferCatalog|Place|ContactPoint)$/;

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

export function schemaTypes(node: SchemaNode): string[] {
  return list(node['@type']).map((t) => str(t).replace(/^https?:\/\/schema\.org\//, ''));
}

/** Cents in a schema.org price ("129", "$1,299.00", "100-200" → its first amount); none for "By Quote" or 0. */
function cents(raw: string): number | undefined {
  const m = /\d[\d,]*(?:\.\d+)?/.exec(raw);
  const n = m ? Number(m[0].replace(/,/g, '')) : NaN;
  // "price": "0" is how many sites say "ask us": not a price a caller should be quoted.
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) : undefined;
}

function price(offer: SchemaNode): { priceFromCents: number; priceToCents?: number } | undefined {
  const spec = (offer.priceSpecification ?? {}) as SchemaNode;
  const from = cents(str(offer.price) || str(offer.lowPrice) || str(spec.price) || str(spec.minPrice));
  if (from === undefined) return undefined;
  const to = cents(str(offer.highPrice) || str(spec.maxPrice));
  return { priceFromCents: from, ...(to !== undefined && to > from ? { priceToCents: to } : {}) };
}

/** A catalog's offers, and those of the catalogs inside it ("Massage Services" → "Swedish Massage" → "30 min …"). */
function catalogOffers(catalog: unknown, depth = 0): unknown[] {
  if (!catalog || typeof catalog !== 'object' || depth > 3) return [];
  return list((catalog as SchemaNode).itemListElement).flatMap((e) =>
    e && typeof e === 'object' && (e as SchemaNode).itemListElement ? catalogOffers(e, depth + 1) : [e],
  );
}

const PLAN = /\b(?:memberships?|subscriptions?|(?:maintenance|service|care|comfort|protection|membership|monthly|annual|yearly)\s+(?:plans?|club|agreements?)|gift\s*(?:cards?|certificates?)|punch\s?cards?)\b/i;

function services(node: SchemaNode): ServiceOffering[] {
  const offers = [...list(node.makesOffer), ...catalogOffers(node.hasOfferCatalog)];
  const out: ServiceOffering[] = [];
  for (const o of offers.slice(0, 200)) {
    if (!o || typeof o !== 'object') continue;
    const offer = o as SchemaNode;
    const item = (offer.itemOffered ?? offer) as SchemaNode;
    const name = cleanText(str(item.name), 120);
    // "Home Maintenance Membership", "Gift Card": what the business sells besides its services.
    if (!name || PLAN.test(name)) continue;
    out.push({ name, durationMinutes: 60, ...price(offer) });
  }
  return out;
}

/**
 * Reads one schema.org node (from JSON-LD or microdata, already shaped as JSON-LD) that
 * describes a business. Types that are not businesses are ignored; a plain Organization
 * counts a little less than a LocalBusiness subtype.
 */
export function schemaBusiness(node: SchemaNode, add: Add, confidence: number): void {
  const types = schemaTypes(node);
  if (types.length === 0 || types.every((t) => NOT_A_BUSINESS.test(t))) return;
  const local = types.some((t) => t !== 'Organization' && t !== 'Corporation');
  const conf = local ? confidence : confidence - 0.1;
  const hasFacts = node.telephone || node.address || node.openingHours || node.openingHoursSpecification;
  // "Company rating:" marked up as the name beside a star rating is a label, not a name.
  const name = withoutSearchTail(cleanText(str(node.name) || str(node.legalName), 200).replace(/^.*:$/, ''));
  // A contact point's number ("contactPoint": {"telephone": …, "contactType": "customer support"}) is a way to call it too.
  const pointPhone = () => phoneDigits(str(list(list(node.contactPoint).map((p) => (typeof p === 'object' && p ? (p as SchemaNode).telephone : undefined)).find(Boolean))[0]));
  if (!local && !hasFacts) {
    // A bare Organization (name + logo) still names the business that runs the site.
    if (name) add('name', name, confidence - 0.2);
    const point = pointPhone();
    if (point) add('phone', point, confidence - 0.2, 'contact-point');
    return;
  }
  add('kind', types.join(' '), conf);
  if (name) add('name', name, conf);
  const phone = phoneDigits(str(list(node.telephone)[0]));
  if (phone) add('phone', phone, conf);
  else {
    const point = pointPhone();
    if (point) add('phone', point, conf - 0.1, 'contact-point');
  }
  const email = cleanEmail(str(list(node.email)[0]));
  if (email) add('email', email, conf);
  const address = list(node.address)[0];
  if (address && typeof address === 'object') {
    const a = address as SchemaNode;
    const p = fromPostal({ street: str(a.streetAddress), city: str(a.addressLocality), state: str(a.addressRegion), zip: str(a.postalCode) });
    // "Suffolk County, NY": no town, but the state, as a site's "Serving New York" is.
    const region = stateCode(str(a.addressRegion));
    if (p) add('address', p, conf);
    else if (region) add('address', { street: '', city: '', state: region, zip: '' }, 0.6, 'region');
  } else {
    // No address, but the places it serves ("areaServed": "Austin, TX"): as "Serving Austin, TX" in text.
    const served = list(node.areaServed).map((a) => (typeof a === 'object' && a ? str((a as SchemaNode).name) : str(a)));
    // The first of a few towns; a list of twenty ("Detroit, MI", "Ann Arbor, MI", …) is where it goes, not where it is.
    const places = served.map((s) => findCityOnly(`Serving ${s}`).find((p) => p.served));
    const place = places.length <= 3 ? places.find(Boolean) : undefined;
    if (place) add('address', { street: '', city: place.city, state: place.state, zip: '' }, 0.7);
    // Many towns of one state: the state, as "Serving Southeast Michigan" says it.
    const states = new Set(places.flatMap((p) => (p ? [p.state] : [])));
    if (!place && places.length > 1 && states.size === 1) add('address', { street: '', city: '', state: [...states][0]!, zip: '' }, 0.6, 'region');
  }
  const spec = fromOpeningHoursSpecification(list(node.openingHoursSpecification));
  if (isUsableWeek(spec)) add('hours', spec, conf);
  else {
    const strings = list(node.openingHours).map(str);
    const week = fromOpeningHoursStrings(strings);
    // Days with no times ("Mo-Su") read as open around the clock, but sites mostly mean only
    // the days they work ("Available 7 days a week"): that needs the text to say so too.
    const daysOnly = strings.every((v) => !/\d/.test(v));
    if (isUsableWeek(week)) add('hours', week, daysOnly ? THRESHOLDS.hours - 0.1 : conf - 0.02, daysOnly ? 'days' : undefined);
  }
  const description = cleanText(str(node.description));
  if (description) add('description', description, conf - 0.15);
  const offered = services(node);
  if (offered.length) add('services', offered, conf);
}
