import { z } from 'zod';
import { BusinessData, ServiceOffering, WeeklySchedule } from './business';

/**
 * The owner portal's operations (`/api/owner/agents/:agentId/…`, gateway/src/owner): bookings,
 * agent settings and billing. Same zod rules as agent creation (contracts/src/agent.ts).
 */

const LocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');
const Epoch = z.number().int().min(0, 'must be a time in milliseconds');

/* ---------------- Bookings ---------------- */

export interface OwnerBooking {
  id: string;
  start: number;
  end: number;
  serviceName: string;
  priceText: string;
  status: 'confirmed' | 'cancelled';
  sequence: number;
  customer: { name?: string; phone?: string; email?: string; address?: string };
  /** The call it came from, or `portal` when the owner added it. */
  source: 'call' | 'portal';
}

export interface OwnerTimeOff {
  id: string;
  start: number;
  end: number;
  label: string;
}

/** `GET …/bookings?when=upcoming|past&from=&to=`. */
export const BookingsQuery = z.object({
  when: z.enum(['upcoming', 'past'], { error: 'when must be upcoming or past' }).default('upcoming'),
  /** Local dates in the agent's zone, inclusive (the week view asks for one week). */
  from: LocalDate.optional(),
  to: LocalDate.optional(),
  limit: z.coerce.number().int().min(1, 'limit must be 1 to 500').max(500, 'limit must be 1 to 500').default(200),
});
export type BookingsQuery = z.infer<typeof BookingsQuery>;

export interface BookingsAnswer {
  timeZone: string;
  bookings: OwnerBooking[];
  timeOff: OwnerTimeOff[];
  services: Array<{ name: string; durationMinutes: number }>;
  travels: boolean;
}

/** `GET …/bookings/slots?service=&zip=&date=` (new booking) or `…/bookings/:id/slots?date=` (move). */
export const SlotSearchQuery = z.object({
  service: z.string().trim().min(1, 'service is required').max(120).optional(),
  zip: z.string().regex(/^\d{5}$/, 'zip must be 5 digits').optional(),
  date: LocalDate.optional(),
  limit: z.coerce.number().int().min(1).max(12).default(6),
});
export type SlotSearchQuery = z.infer<typeof SlotSearchQuery>;

export interface OwnerSlot { start: number; end: number; technicianId: string; label: string }
export interface SlotsAnswer { slots: OwnerSlot[]; say?: string }

export const MoveBookingBody = z.object({ start: Epoch, technicianId: z.string().min(1).max(64).default('default') });
export type MoveBookingBody = z.infer<typeof MoveBookingBody>;

export const AddBookingBody = z.object({
  service: z.string().trim().min(1, 'service is required').max(120),
  start: Epoch,
  technicianId: z.string().min(1).max(64).default('default'),
  customer: z.object({
    name: z.string().trim().min(1, 'customer name is required').max(120),
    phone: z.string().trim().regex(/^\+?1?[\s().-]*\d{3}[\s().-]*\d{3}[\s.-]*\d{4}$/, 'customer phone must be a 10-digit US number'),
    email: z.union([z.email('customer email must be an email address'), z.literal('')]).optional(),
    address: z.string().trim().max(300).optional(),
  }),
});
export type AddBookingBody = z.infer<typeof AddBookingBody>;

export const TimeOffBody = z
  .object({ start: Epoch, end: Epoch, label: z.string().trim().max(120).default('Time off') })
  .refine((b) => b.end > b.start, { message: 'end must be after start', path: ['end'] })
  .refine((b) => b.end - b.start <= 31 * 86_400_000, { message: 'time off is at most 31 days at once', path: ['end'] });
export type TimeOffBody = z.infer<typeof TimeOffBody>;

/* ---------------- Agent settings ---------------- */

export const Closure = z.object({ date: LocalDate, label: z.string().trim().max(80).default('Closed') });
export type Closure = z.infer<typeof Closure>;

/** How the owner gets call summaries (issue 14). */
export const SUMMARY_DELIVERY = ['each_call', 'daily_digest'] as const;
export type SummaryDelivery = (typeof SUMMARY_DELIVERY)[number];

export const VOICES = [
  { id: 'en-US-Journey-O', label: 'Warm (default)' },
  { id: 'en-US-Journey-D', label: 'Calm' },
  { id: 'en-US-Journey-F', label: 'Bright' },
] as const;

export const WidgetAppearance = z.object({
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'color must look like #1a73e8').default('#1a56db'),
  position: z.enum(['right', 'left'], { error: 'position must be right or left' }).default('right'),
  label: z.string().trim().max(40).default(''),
});
export type WidgetAppearance = z.infer<typeof WidgetAppearance>;

const text = (max: number) => z.string().trim().max(max);

/** Everything the Agent settings page edits. Business fields keep the spec's names. */
export const AgentSettings = z
  .object({
    business: z.object({
      BusinessName: text(200).min(1, 'BusinessName is required'),
      BusinessPhoneNumber: text(40),
      BusinessEmail: z.union([z.email('BusinessEmail must be an email address'), z.literal('')]),
      TimeZone: text(64).min(1, 'TimeZone is required'),
      ServiceType: z.enum(['Fixed Location', 'Travel to Customer'], { error: 'ServiceType must be Fixed Location or Travel to Customer' }),
      ServiceRangeMiles: z.coerce.number().int().min(1, 'ServiceRangeMiles must be 1 to 500').max(500, 'ServiceRangeMiles must be 1 to 500'),
      BusinessDescription: text(4000),
      BusinessAddressStreet: text(200),
      BusinessAddressCity: text(100),
      BusinessAddressState: text(40),
      BusinessAddressZipcode: z.union([z.string().regex(/^\d{5}$/, 'BusinessAddressZipcode must be 5 digits'), z.literal('')]),
      WebsiteAddress: text(2048),
    }),
    hours: WeeklySchedule,
    closures: z.array(Closure).max(100, 'at most 100 closures'),
    services: z
      .array(ServiceOffering.refine((s) => s.priceToCents === undefined || s.priceFromCents === undefined || s.priceToCents >= s.priceFromCents, {
        message: 'priceToCents must not be below priceFromCents', path: ['priceToCents'],
      }))
      .min(1, 'add at least one service')
      .max(100),
    emergencyWords: z.array(text(60).min(1)).max(50, 'at most 50 emergency words'),
    greeting: text(400),
    voice: z.string().max(200),
    widget: WidgetAppearance,
    /** Issue 14: the owner's own mobile for transfers and urgent texts, and the email for alerts. */
    contacts: z.object({
      mobile: text(40),
      alertEmail: z.union([z.email('alertEmail must be an email address'), z.literal('')]),
      /** A summary email after each call, or one digest a day at 6 PM (absent: unchanged). */
      summaries: z.enum(SUMMARY_DELIVERY, { error: `summaries must be ${SUMMARY_DELIVERY.join(' or ')}` }).optional(),
    }),
  })
  .superRefine((s, ctx) => {
    const seen = new Set<string>();
    s.services.forEach((x, i) => {
      const k = x.name.toLowerCase();
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: ['services', i, 'name'], message: `service "${x.name}" is listed twice` });
      seen.add(k);
    });
  });
export type AgentSettings = z.infer<typeof AgentSettings>;

/** `GET …/settings` answer and `PUT …/settings` body (`version` guards lost updates: 409 when stale). */
export interface SettingsAnswer { settings: AgentSettings; version: number; phoneNumber: string | null }
export const PutSettingsBody = z.object({ version: z.number().int().min(0), settings: AgentSettings });
export type PutSettingsBody = z.infer<typeof PutSettingsBody>;

/** Only the BusinessData fields the settings page edits. */
export type SettingsBusinessFields = keyof AgentSettings['business'] & keyof BusinessData;

/* ---------------- Billing ---------------- */

export interface BillingAnswer {
  sandbox: boolean;
  /** The business's zone (the agent's TimeZone): the portal shows dates in it. */
  timeZone: string;
  plan: { name: string; monthlyUsd: number; perBookingUsd: number };
  status: string;
  /** What the owner sees: trial, active, cancels at period end, ended, payment problem, no plan. */
  state: 'none' | 'trial' | 'active' | 'canceling' | 'past_due' | 'ended';
  trialEnd: number | null;
  periodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** This period's metered bookings (billing/metered.ts `periodUsage`; the overview shows the same). */
  usage: { bookings: number; amountUsd: number; periodStart: number; periodEnd: number };
  invoices: Array<{ id: string; date: number; amountUsd: number; status: string; url?: string }>;
}

export interface PortalAnswer { url: string }
