import type { ServiceOffering } from './business';

/** Spec §1: the kinds of business Bookline serves. */
export const BUSINESS_KINDS = [
  'Plumbing', 'HVAC', 'Dental', 'Auto Shop', 'Salon', 'Cleaning', 'Landscaping', 'Medical', 'Legal',
  'Veterinary', 'Fixture Services', 'Appliance Repair', 'Mechanic', 'Locksmith', 'Car Detailing', 'Other',
] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];

const s = (name: string, durationMinutes: number, from?: number, to?: number): ServiceOffering => ({
  name,
  durationMinutes,
  ...(from !== undefined ? { priceFromCents: from * 100 } : {}),
  ...(to !== undefined ? { priceToCents: to * 100 } : {}),
});

/**
 * Starting services per business kind, used when the website gave none. Owners edit them;
 * prices are typical US ranges in dollars (stored in cents).
 */
const DEFAULTS: Record<BusinessKind, ServiceOffering[]> = {
  Plumbing: [s('Drain cleaning', 60, 150, 300), s('Water heater repair', 120, 200, 600), s('Leak repair', 90, 150, 400), s('Emergency call-out', 60, 250)],
  HVAC: [s('AC tune-up', 60, 89, 150), s('Furnace repair', 120, 150, 500), s('System inspection', 60, 99)],
  Dental: [s('Cleaning and exam', 60, 120, 200), s('Filling', 60, 150, 300), s('New patient consultation', 30, 0)],
  'Auto Shop': [s('Oil change', 30, 50, 90), s('Brake service', 120, 150, 400), s('Diagnostics', 60, 100)],
  Salon: [s('Haircut', 45, 35, 75), s('Color', 120, 90, 200), s('Blow-out', 45, 40, 60)],
  Cleaning: [s('Standard home cleaning', 120, 120, 200), s('Deep cleaning', 240, 250, 450), s('Move-out cleaning', 240, 300, 500)],
  Landscaping: [s('Lawn mowing', 60, 50, 90), s('Yard clean-up', 180, 200, 450), s('Estimate visit', 30, 0)],
  Medical: [s('Office visit', 30, 100, 200), s('Annual physical', 60, 150, 300)],
  Legal: [s('Initial consultation', 60, 0, 250), s('Document review', 60, 200, 400)],
  Veterinary: [s('Wellness exam', 30, 60, 90), s('Vaccinations', 30, 25, 80), s('Sick visit', 45, 80, 150)],
  'Fixture Services': [s('Fixture installation', 90, 120, 300), s('Fixture repair', 60, 90, 200)],
  'Appliance Repair': [s('Appliance diagnosis', 60, 90, 120), s('Washer or dryer repair', 90, 150, 350), s('Refrigerator repair', 120, 200, 450)],
  Mechanic: [s('Inspection', 60, 80, 120), s('Tune-up', 120, 150, 350), s('Mobile repair visit', 90, 120, 400)],
  Locksmith: [s('Lockout service', 30, 75, 150), s('Rekey locks', 60, 100, 200), s('Lock installation', 60, 120, 300)],
  'Car Detailing': [s('Interior detail', 120, 100, 180), s('Full detail', 240, 200, 350), s('Exterior wash and wax', 90, 80, 150)],
  Other: [s('Consultation', 30, 0), s('Standard appointment', 60)],
};

export function industryServices(kind: string): ServiceOffering[] {
  const list = DEFAULTS[kind as BusinessKind] ?? DEFAULTS.Other;
  return list.map((x) => ({ ...x }));
}

/** "$150–$300", "$89", "Free", or "" when no price is set. */
export function formatPriceRange(s: Pick<ServiceOffering, 'priceFromCents' | 'priceToCents'>): string {
  const d = (c: number) => `$${(c / 100).toFixed(c % 100 === 0 ? 0 : 2)}`;
  if (s.priceFromCents === undefined && s.priceToCents === undefined) return '';
  if (s.priceFromCents !== undefined && s.priceToCents !== undefined && s.priceToCents !== s.priceFromCents) return `${d(s.priceFromCents)}–${d(s.priceToCents)}`;
  const one = s.priceFromCents ?? s.priceToCents!;
  return one === 0 ? 'Free' : d(one);
}
