import { z } from 'zod';
import { BusinessData, ServiceOffering } from './business';

/** Spec §3 consent record as a client sends it; the server stamps the date itself when absent. */
export const SmsConsentInput = z.object({
  consent: z.boolean(),
  date: z.union([z.iso.datetime({ offset: true }), z.null()]).optional(),
  source: z.string().trim().max(80).optional(),
});
export type SmsConsentInput = z.infer<typeof SmsConsentInput>;

const present = (field: string) => (s: string | undefined) => (s ?? '').trim().length > 0 || `${field} is required`;

/**
 * Spec §7 create-full-agent: `{email, businessData, smsConsent}`. The services list (our
 * addition) may come top-level or as businessData.Services. Required fields are checked here
 * too (the 5-step wizard checks them only at creation).
 */
export const CreateFullAgentBody = z.object({
  email: z.union([z.email('must be an email address'), z.literal('')]).default(''),
  businessData: BusinessData.superRefine((b, ctx) => {
    for (const f of ['BusinessName', 'TimeZone', 'ServiceType'] as const) {
      const r = present(f)(b[f]);
      if (r !== true) ctx.addIssue({ code: 'custom', path: [f], message: r });
    }
    if (b.ServiceType && !['Fixed Location', 'Travel to Customer'].includes(b.ServiceType)) {
      ctx.addIssue({ code: 'custom', path: ['ServiceType'], message: 'must be Fixed Location or Travel to Customer' });
    }
  }),
  /** The spec's consent record `{consent, date, source}`; a bare boolean is also accepted. */
  smsConsent: z.union([z.boolean(), SmsConsentInput]).default(false),
  services: z
    .array(
      ServiceOffering.refine((s) => s.priceToCents === undefined || s.priceFromCents === undefined || s.priceToCents >= s.priceFromCents, {
        message: 'priceToCents must not be below priceFromCents',
        path: ['priceToCents'],
      }),
    )
    .max(100)
    .optional(),
});
export type CreateFullAgentBody = z.infer<typeof CreateFullAgentBody>;

/** Spec §3 SMS consent record. */
export interface SmsConsentRecord {
  consent: boolean;
  date: string | null;
  /** 'website sign up form' from the wizard; the setup assistant and owner portal name themselves. */
  source: string;
}
