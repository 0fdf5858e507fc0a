import { TIME_ZONES } from '@bookline/contracts';
import { stateOfZip, zipOfCity } from './normalize/address';
import { stateOfAreaCode } from './normalize/area-codes';
import { phoneDigits } from './normalize/phone';

type Zone = (typeof TIME_ZONES)[number]['value'];
const EASTERN: Zone = 'America/New_York';
const CENTRAL: Zone = 'America/Chicago';
const MOUNTAIN: Zone = 'America/Denver';
const PACIFIC: Zone = 'America/Los_Angeles';

const BY_STATE: Record<string, Zone> = {
  AL: CENTRAL, AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: CENTRAL, CA: PACIFIC, CO: MOUNTAIN, CT: EASTERN,
  DC: EASTERN, DE: EASTERN, FL: EASTERN, GA: EASTERN, HI: 'Pacific/Honolulu', ID: MOUNTAIN, IL: CENTRAL, IN: 'America/Indiana/Indianapolis',
  IA: CENTRAL, KS: CENTRAL, KY: EASTERN, LA: CENTRAL, ME: EASTERN, MD: EASTERN, MA: EASTERN, MI: EASTERN, MN: CENTRAL,
  MS: CENTRAL, MO: CENTRAL, MT: MOUNTAIN, NE: CENTRAL, NV: PACIFIC, NH: EASTERN, NJ: EASTERN, NM: MOUNTAIN, NY: EASTERN,
  NC: EASTERN, ND: CENTRAL, OH: EASTERN, OK: CENTRAL, OR: PACIFIC, PA: EASTERN, RI: EASTERN, SC: EASTERN, SD: CENTRAL,
  TN: CENTRAL, TX: CENTRAL, UT: MOUNTAIN, VT: EASTERN, VA: EASTERN, WA: PACIFIC, WV: EASTERN, WI: CENTRAL, WY: MOUNTAIN,
};

/**
 * Split states: ZIP3 prefixes that sit in the state's other zone. Approximate at county
 * level, exact for the cities in them (Pensacola 325 Central; Knoxville 379 and Chattanooga
 * 374 Eastern; Paducah 420 Central; Gary 464 and Evansville 477 Central; El Paso 799
 * Mountain; Rapid City 577 Mountain; Coeur d'Alene 838 Pacific; Ontario OR 979 Mountain).
 */
const SPLIT: Record<string, Record<string, Zone>> = {
  FL: { '324': CENTRAL, '325': CENTRAL },
  TN: { '373': EASTERN, '374': EASTERN, '376': EASTERN, '377': EASTERN, '378': EASTERN, '379': EASTERN },
  KY: { '420': CENTRAL, '421': CENTRAL, '422': CENTRAL, '423': CENTRAL, '424': CENTRAL },
  IN: { '463': CENTRAL, '464': CENTRAL, '476': CENTRAL, '477': CENTRAL },
  MI: { '498': CENTRAL, '499': CENTRAL },
  TX: { '798': MOUNTAIN, '799': MOUNTAIN, '885': MOUNTAIN },
  ND: { '586': MOUNTAIN },
  SD: { '577': MOUNTAIN },
  NE: { '691': MOUNTAIN, '693': MOUNTAIN },
  KS: { '677': MOUNTAIN },
  ID: { '835': PACIFIC, '838': PACIFIC },
  OR: { '979': MOUNTAIN },
};

/** Spec §3 TimeZone value from state and ZIP (ZIP alone is enough) or city; undefined when neither is known. */
export function timeZoneFor(state: string | undefined, zip: string | undefined, city?: string): Zone | undefined {
  const st = state || (zip ? stateOfZip(zip) : undefined);
  if (!st) return undefined;
  // A split state's city without a ZIP ("Serving Johnson City, TN"): the city's own ZIP says which side.
  if (!zip && city && SPLIT[st]) zip = zipOfCity(city, st);
  const split = zip ? SPLIT[st]?.[zip.slice(0, 3)] : undefined;
  return split ?? BY_STATE[st];
}

/**
 * Area codes whose lines straddle two zones (Pensacola and Tallahassee on 850, Bowling Green and
 * Elizabethtown on 270, Evansville and Bloomington on 812, the Upper Peninsula's 906, the
 * Dakotas, western Nebraska, Idaho): the number alone does not say which.
 */
const MIXED_AREA = new Set(['850', '448', '270', '364', '812', '930', '906', '701', '605', '308', '208', '986']);
/** Area codes in a split state's other zone: Chattanooga and Knoxville, Gary, El Paso. */
const AREA_ZONE: Record<string, Zone> = { '423': EASTERN, '865': EASTERN, '219': CENTRAL, '915': MOUNTAIN };

/**
 * The zone a business's phone number suggests, for a site that names no place: its area code's
 * state ("(916) 997-1356" → California → Pacific). A guess the owner confirms, as every
 * pre-filled field is; undefined for toll-free numbers and area codes that span two zones.
 */
export function timeZoneOfPhone(phone: string): Zone | undefined {
  const state = stateOfAreaCode(phone);
  if (!state) return undefined;
  const area = phoneDigits(phone)!.slice(0, 3);
  if (MIXED_AREA.has(area)) return undefined;
  return AREA_ZONE[area] ?? BY_STATE[state];
}
