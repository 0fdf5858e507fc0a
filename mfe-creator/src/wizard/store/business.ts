import type { StateCreator } from 'zustand';
import { BusinessData as BusinessDataSchema, defaultWeeklySchedule, industryServices, ServiceOffering, WeeklySchedule, type WeeklySchedule as Week } from '@bookline/contracts';
import type { WizardState } from './index';

/** The text fields of spec §3 business data the form edits. */
export const TEXT_FIELDS = [
  'BusinessName', 'BusinessPhoneNumber', 'BusinessEmail', 'TimeZone', 'ServiceType', 'ServiceRangeMiles', 'BusinessDescription',
  'BusinessAddressStreet', 'BusinessAddressCity', 'BusinessAddressState', 'BusinessAddressZipcode', 'WebsiteAddress',
  'OwnerMobile', 'OwnerAlertEmail',
] as const;
/** The owner's own contacts: typed by the owner, never filled from the website analysis. */
const PRIVATE_FIELDS: ReadonlySet<TextField> = new Set(['OwnerMobile', 'OwnerAlertEmail']);
export type TextField = (typeof TEXT_FIELDS)[number];
export type BusinessForm = Record<TextField, string>;

/**
 * A service row as edited: prices as typed dollars. `origin` says where an unedited row came
 * from: 'site' = found on the owner's website (shown as found), 'suggested' = a typical service
 * for the trade, which is only a suggestion until the owner confirms or edits it; no origin =
 * the owner's own row.
 */
export interface ServiceRow {
  key: number;
  name: string;
  durationMinutes: number;
  priceFrom: string;
  priceTo: string;
  origin?: 'site' | 'suggested';
}

export interface BusinessSlice {
  form: BusinessForm;
  week: Week;
  businessKind: string;
  services: ServiceRow[];
  /** The owner edited the services: a new business kind no longer replaces them. */
  servicesTouched: boolean;
  smsConsent: boolean;
  /** Filled by website analysis. */
  extracted: boolean;
  prefilledCount: number;
  /** The analysis found no place, only a phone: the time zone shown is its area code's, a guess to check. */
  zoneGuessed: boolean;
  setField: (field: TextField, value: string) => void;
  setWeek: (week: Week) => void;
  setBusinessKind: (kind: string) => void;
  setServices: (rows: ServiceRow[]) => void;
  setSmsConsent: (v: boolean) => void;
  applyExtraction: (data: Record<string, unknown>, services: unknown[] | undefined) => number;
}

export const emptyForm = (): BusinessForm => Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as BusinessForm;

let nextKey = 1;
const dollars = (cents: number | undefined) => (cents === undefined ? '' : String(cents / 100));
export const toRows = (list: ServiceOffering[], origin?: ServiceRow['origin']): ServiceRow[] =>
  list.map((s) => ({
    key: nextKey++, name: s.name, durationMinutes: s.durationMinutes, priceFrom: dollars(s.priceFromCents), priceTo: dollars(s.priceToCents),
    ...(origin ? { origin } : {}),
  }));
export const newRow = (): ServiceRow => ({ key: nextKey++, name: '', durationMinutes: 60, priceFrom: '', priceTo: '' });

const cents = (s: string) => {
  const n = Number(s.replace(/[$,\s]/g, ''));
  return s.trim() === '' || !Number.isFinite(n) || n < 0 ? undefined : Math.round(n * 100);
};

/**
 * Rows → the services list create-full-agent takes (blank names dropped, prices in cents).
 * Suggestions the owner never confirmed are not sent: an industry's typical prices must never
 * become what the receptionist quotes without the owner saying so.
 */
export function rowsToServices(rows: ServiceRow[]): ServiceOffering[] {
  return rows
    .filter((r) => r.name.trim() && r.origin !== 'suggested')
    .map((r) => {
      const from = cents(r.priceFrom);
      let to = cents(r.priceTo);
      if (from !== undefined && to !== undefined && to < from) to = undefined;
      return { name: r.name.trim().slice(0, 120), durationMinutes: r.durationMinutes, ...(from !== undefined ? { priceFromCents: from } : {}), ...(to !== undefined ? { priceToCents: to } : {}) };
    });
}

/** The business slice's data before anything is entered (also what `reset` returns to). */
export function initialBusinessState() {
  return {
    form: emptyForm(),
    week: defaultWeeklySchedule(),
    businessKind: '' as BusinessSlice['businessKind'],
    services: [] as BusinessSlice['services'],
    servicesTouched: false,
    smsConsent: false,
    extracted: false,
    prefilledCount: 0,
    zoneGuessed: false,
  };
}

export const createBusinessSlice: StateCreator<WizardState, [], [], BusinessSlice> = (set, get) => ({
  ...initialBusinessState(),
  setField: (field, value) => set((s) => ({ form: { ...s.form, [field]: value }, ...(field === 'TimeZone' ? { zoneGuessed: false } : {}) })),
  setWeek: (week) => set({ week }),
  setBusinessKind: (kind) =>
    set((s) => ({ businessKind: kind, ...(s.servicesTouched && s.services.length ? {} : { services: toRows(industryServices(kind), 'suggested'), servicesTouched: false }) })),
  setServices: (rows) => set({ services: rows, servicesTouched: true }),
  setSmsConsent: (v) => set({ smsConsent: v }),
  /** Merges what the website analysis found; answers how many fields it filled. */
  applyExtraction: (data, services) => {
    const parsed = BusinessDataSchema.partial().safeParse(data);
    const found = parsed.success ? parsed.data : {};
    const form = { ...get().form };
    let count = 0;
    for (const f of TEXT_FIELDS) {
      if (PRIVATE_FIELDS.has(f)) continue;
      const v = (found as Record<string, unknown>)[f];
      if ((typeof v === 'string' && v.trim()) || typeof v === 'number') {
        if (f === 'WebsiteAddress' && form.WebsiteAddress) continue;
        form[f] = String(v).trim();
        count++;
      }
    }
    const week = WeeklySchedule.safeParse(found.WeeklySchedule);
    if (week.success) count++;
    const list = ServiceOffering.array().safeParse(services ?? found.Services);
    set({
      form,
      ...(week.success ? { week: week.data } : {}),
      ...(list.success && list.data.length ? { services: toRows(list.data, 'site'), servicesTouched: true } : {}),
      extracted: count > 0,
      prefilledCount: count,
      zoneGuessed: !!found.TimeZone && !!found.BusinessPhoneNumber && !found.BusinessAddressState && !found.BusinessAddressZipcode,
    });
    return count;
  },
});
