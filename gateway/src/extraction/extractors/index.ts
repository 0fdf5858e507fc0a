import type { AnyCandidate } from '../candidates';
import type { ParsedPage } from '../page';
import { extractContactLinks } from './contact-links';
import { extractHoursText } from './hours-text';
import { extractJsonLd } from './json-ld';
import { extractKindText } from './kind-text';
import { extractMapsLinks } from './maps-links';
import { extractMicrodata } from './microdata';
import { extractNames } from './names';
import { extractServicesText } from './services-text';
import { extractTextContacts } from './text-contacts';

export type Extractor = (page: ParsedPage) => AnyCandidate[];

/** Every extractor; each is a pure function of one parsed page. */
export const EXTRACTORS: ReadonlyArray<Extractor> = [
  extractJsonLd,
  extractMicrodata,
  extractContactLinks,
  extractNames,
  extractTextContacts,
  extractMapsLinks,
  extractHoursText,
  extractServicesText,
  extractKindText,
];

/** The extractors that can find priced services (a page read for its prices only runs these). */
export const PRICE_EXTRACTORS: ReadonlyArray<Extractor> = [extractJsonLd, extractMicrodata, extractServicesText];

export { parseServiceLine, vehicleSizeOnly } from './services-text';
export { plausibleName } from './names';
