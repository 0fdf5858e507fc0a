import { formatBusinessHours, formatDaysOpen, type BusinessData, type ServiceOffering } from '@bookline/contracts';
import type { AnyCandidate, Candidate, Field, FieldValues } from './candidates';
import { EXTRACTORS } from './extractors';
import { toWeeklySchedule, weekSignature } from './hours';
import { looksJavaScriptOnly } from './js-only';
import { choose, THRESHOLDS, type Chosen } from './merge';
import { streetKey } from './normalize/address';
import { formatPhone } from './normalize/phone';
import { nameKey } from './normalize/text';
import { parsePage } from './page';
import { guessServiceType } from './service-type';
import { timeZoneFor } from './time-zone';

export interface PageInput {
  url: URL;
  html: string;
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
  address: (a) => [streetKey(a.street), a.city.toLowerCase(), a.state, a.zip].join('|'),
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
 * A name written two ways on one site is one name: "DesertStar HVAC" in the title and
 * "Dessert Star HVAC" on the logo agree (spaces aside, one letter apart, long enough that one
 * letter is a typo and not another word). The stronger source's spelling is shown.
 */
function pickName(all: AnyCandidate[]): Chosen<'name'> | undefined {
  const names = byField(all, 'name');
  const squeeze = (v: string) => nameKey(v).replace(/ /g, '');
  const canon = new Map<string, string>();
  for (const c of [...names].sort((a, b) => b.confidence - a.confidence)) {
    const k = squeeze(c.value);
    if (!k || canon.has(k)) continue;
    const near = k.length >= 10 ? [...new Set(canon.values())].find((s) => s.length >= 10 && oneEditApart(s, k)) : undefined;
    canon.set(k, near ?? k);
  }
  return choose(names, (v) => canon.get(squeeze(v)) ?? '', THRESHOLDS.name);
}

/**
 * A street address, when one is stated well enough, makes "Serving Austin, TX" and a bare
 * "Austin, TX 78701" line redundant rather than rivals; without one they stand on their own.
 */
function pickAddress(all: AnyCandidate[]): Chosen<'address'> | undefined {
  const addresses = byField(all, 'address');
  const full = addresses.filter((a) => a.value.street);
  const fullPick = choose(full, KEYS.address, THRESHOLDS.address);
  if (fullPick || full.some((a) => a.confidence >= THRESHOLDS.address)) return fullPick;
  return choose(addresses, KEYS.address, THRESHOLDS.address);
}

/**
 * Pure: pages in, businessData out. Runs every extractor on every page and keeps, per field,
 * the value the evidence supports best; a field no source supports well enough stays ''.
 */
export function extractBusinessData(pages: PageInput[], website: string): Extraction {
  const parsed = pages.map((p, i) => parsePage(p.url, p.html, i === 0));
  const all = parsed.flatMap((page) => EXTRACTORS.flatMap((extract) => extract(page)));
  const name = pickName(all);
  const phone = pick(all, 'phone');
  const email = pick(all, 'email');
  const address = pickAddress(all);
  const hours = pick(all, 'hours');
  const description = pick(all, 'description');
  const services = pick(all, 'services');
  const radius = pick(all, 'serviceArea');
  const kinds = byField(all, 'kind').map((k) => ({ text: k.value, weight: k.confidence }));
  const serviceType = guessServiceType(kinds, !!radius) ?? '';
  const addr = address?.value;
  const timeZone = timeZoneFor(addr?.state, addr?.zip) ?? sharedTimeZone(byField(all, 'address')) ?? '';
  const week = hours ? toWeeklySchedule(hours.value) : undefined;
  const offered: ServiceOffering[] = services?.value ?? [];

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
    BusinessAddressState: addr?.state ?? '',
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
