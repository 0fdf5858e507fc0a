import type { ServiceOffering } from '@bookline/contracts';
import type { PartialWeek } from './hours';

export interface PostalAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** Every fact an extractor can report, by field. */
export interface FieldValues {
  name: string;
  phone: string;
  email: string;
  address: PostalAddress;
  hours: PartialWeek;
  description: string;
  services: ServiceOffering[];
  /** Words that say what kind of business this is (schema.org types, trade words). */
  kind: string;
  serviceArea: number;
}
export type Field = keyof FieldValues;

/** One extractor's claim about one field, and how sure it is (0–1). */
export interface Candidate<F extends Field = Field> {
  field: F;
  value: FieldValues[F];
  confidence: number;
  /** Page URL the claim came from. */
  url: string;
  extractor: string;
}

export type AnyCandidate = { [F in Field]: Candidate<F> }[Field];

/** Collects candidates for one page and one extractor. */
export function collector(url: URL, extractor: string) {
  const out: AnyCandidate[] = [];
  return {
    out,
    /** `via` names the signal inside the extractor ("title", "logo"), so agreeing signals count separately. */
    add<F extends Field>(field: F, value: FieldValues[F], confidence: number, via?: string) {
      out.push({ field, value, confidence, url: url.href, extractor: via ? `${extractor}:${via}` : extractor } as AnyCandidate);
    },
  };
}
