import { z } from 'zod';

/** Spec §3 business data, exactly the field names the wire uses. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "9:00 AM" style, 30-minute steps in the UI; any h:mm AM/PM accepted on the wire. */
export const TimeOfDay = z.string().regex(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/, 'must look like 9:00 AM');

export const TimeRange = z.object({ startTime: TimeOfDay, endTime: TimeOfDay });
export type TimeRange = z.infer<typeof TimeRange>;

export const DaySchedule = z.object({ isOpen: z.boolean(), ranges: z.array(TimeRange).max(2) });
export type DaySchedule = z.infer<typeof DaySchedule>;

export const WeeklySchedule = z.object({
  monday: DaySchedule,
  tuesday: DaySchedule,
  wednesday: DaySchedule,
  thursday: DaySchedule,
  friday: DaySchedule,
  saturday: DaySchedule,
  sunday: DaySchedule,
});
export type WeeklySchedule = z.infer<typeof WeeklySchedule>;

export const TIME_ZONES = [
  { label: 'Eastern', value: 'America/New_York' },
  { label: 'Central', value: 'America/Chicago' },
  { label: 'Mountain', value: 'America/Denver' },
  { label: 'Pacific', value: 'America/Los_Angeles' },
  { label: 'Hawaii', value: 'Pacific/Honolulu' },
  { label: 'Alaska', value: 'America/Anchorage' },
  { label: 'Arizona', value: 'America/Phoenix' },
  { label: 'Indiana', value: 'America/Indiana/Indianapolis' },
] as const;

export const SERVICE_TYPES = ['Fixed Location', 'Travel to Customer'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** A service the receptionist can quote and book. Prices in US cents. */
export const ServiceOffering = z.object({
  name: z.string().trim().min(1).max(120),
  durationMinutes: z.number().int().min(5).max(24 * 60),
  priceFromCents: z.number().int().min(0).max(100_000_00).optional(),
  priceToCents: z.number().int().min(0).max(100_000_00).optional(),
  description: z.string().max(500).optional(),
});
export type ServiceOffering = z.infer<typeof ServiceOffering>;

const text = (max: number) => z.string().max(max).default('');

const zoneChecks = new Map<string, boolean>();

/**
 * True for a time zone the runtime knows (IANA names such as America/Chicago); "Mars/Olympus" is
 * not one. Remembered per name: every agent read checks its zone.
 */
export function isTimeZone(tz: string): boolean {
  const known = zoneChecks.get(tz);
  if (known !== undefined) return known;
  let ok = /^[A-Za-z][A-Za-z0-9_+\-]*(\/[A-Za-z0-9_+\-]+){0,2}$/.test(tz);
  if (ok) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
    } catch {
      ok = false;
    }
  }
  if (zoneChecks.size < 2_000) zoneChecks.set(tz, ok);
  return ok;
}

export const BusinessData = z.object({
  BusinessName: z.string().max(200).default(''),
  BusinessPhoneNumber: text(40),
  BusinessEmail: text(320),
  /** An IANA time zone the engine can compute with, or '' while not yet known. */
  TimeZone: text(64).refine((tz) => tz === '' || isTimeZone(tz), 'must be a time zone such as America/Chicago'),
  ServiceType: text(40),
  ServiceRangeMiles: z
    .union([z.number().min(0).max(500), z.string().max(10).regex(/^\s*(\d{1,3}(\.\d+)?)?\s*$/, 'must be a number of miles')])
    .optional(),
  BusinessDescription: text(4000),
  BusinessAddressStreet: text(200),
  BusinessAddressCity: text(100),
  BusinessAddressState: text(40),
  BusinessAddressZipcode: text(10).refine((z) => z === '' || /^\d{5}(-\d{4})?$/.test(z.trim()), 'must be a US ZIP code such as 78701'),
  WebsiteAddress: text(2048),
  BusinessHours: text(1000),
  DaysOpen: text(200),
  WeeklySchedule: WeeklySchedule.optional(),
  customVoiceId: z.string().max(200).optional(),
  /** Our addition: what the receptionist quotes and books from. */
  Services: z.array(ServiceOffering).max(100).optional(),
  /**
   * Our addition (issue 14): the owner's own mobile for transfers and urgent texts, and the
   * email for alerts — never the public contacts scraped from the website.
   */
  OwnerMobile: z.string().max(40).optional(),
  OwnerAlertEmail: z.union([z.email('must be an email address'), z.literal('')]).optional(),
});
export type BusinessData = z.infer<typeof BusinessData>;

export const REQUIRED_BUSINESS_FIELDS = ['BusinessName', 'TimeZone', 'ServiceType'] as const;

export const US_STATES = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'],
  ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'],
  ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'],
  ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
] as const;

/** Spec §4 defaults: Monday to Friday 9:00 AM to 5:00 PM, weekend closed. */
export function defaultWeeklySchedule(): WeeklySchedule {
  const open = (): DaySchedule => ({ isOpen: true, ranges: [{ startTime: '9:00 AM', endTime: '5:00 PM' }] });
  const closed = (): DaySchedule => ({ isOpen: false, ranges: [] });
  return { monday: open(), tuesday: open(), wednesday: open(), thursday: open(), friday: open(), saturday: closed(), sunday: closed() };
}

const SHORT: Record<Weekday, string> = { monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri', saturday: 'Sat', sunday: 'Sun' };
const LONG: Record<Weekday, string> = { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday' };

/**
 * Spec §3 BusinessHours text: `Mon[9:00AM-5:00PM]; Tue[...]; Sat[Closed]`, several ranges in a
 * day joined with commas. Example with a break: `Mon[9:00AM-12:00PM,1:00PM-5:00PM]`.
 */
export function formatBusinessHours(week: WeeklySchedule): string {
  return WEEKDAYS.map((d) => {
    const day = week[d];
    if (!day.isOpen || day.ranges.length === 0) return `${SHORT[d]}[Closed]`;
    const ranges = day.ranges.map((r) => `${r.startTime.replace(' ', '')}-${r.endTime.replace(' ', '')}`).join(',');
    return `${SHORT[d]}[${ranges}]`;
  }).join('; ');
}

/** Spec §3 DaysOpen: comma-separated open weekday names. */
export function formatDaysOpen(week: WeeklySchedule): string {
  return WEEKDAYS.filter((d) => week[d].isOpen && week[d].ranges.length > 0).map((d) => LONG[d]).join(', ');
}

/** "1:30 PM" → minutes after midnight (12 AM = 0, 12 PM = 720). */
export function timeToMinutes(t: string): number {
  const m = /^(\d{1,2}):(\d{2}) ?(AM|PM)$/i.exec(t.trim());
  if (!m) return NaN;
  const h = Number(m[1]) % 12;
  return (m[3]!.toUpperCase() === 'PM' ? h + 12 : h) * 60 + Number(m[2]);
}

/** Minutes after midnight → "1:30 PM". */
export function minutesToTime(mins: number): string {
  const h24 = Math.floor(mins / 60) % 24;
  const m = mins % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}
