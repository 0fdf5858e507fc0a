/** The one plan of spec §9 / protocols.md §6: $29 a month, a 14-day trial, $3.50 per booked appointment. */
export const PLAN = {
  productName: 'Bookline AI Receptionist',
  monthlyCents: 2900,
  appointmentCents: 350,
  currency: 'usd',
  trialDays: 14,
} as const;

/** What the checkout and setup need to know about the provider's catalogue. */
export interface PlanKeys {
  monthlyLookupKey: string;
  appointmentLookupKey: string;
  meterEventName: string;
}
