import { z } from 'zod';
import { WeeklySchedule } from './business';

/**
 * Issue 18: an agent's crew. Every agent has at least one technician; the first one of an agent
 * created before crews existed is `default` (the id its bookings already carry).
 */
const LocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

/** Whole local days off (holiday, sick day), first and last day included. */
export const TechnicianTimeOff = z
  .object({ from: LocalDate, to: LocalDate, label: z.string().trim().max(80).default('Time off') })
  .refine((t) => t.to >= t.from, { message: 'time off must end on or after its first day', path: ['to'] });
export type TechnicianTimeOff = z.infer<typeof TechnicianTimeOff>;

export const TECHNICIAN_ID = /^(default|tech_[A-Za-z0-9]{4,32})$/;

export const TechnicianInput = z.object({
  /** Absent for a technician being added; the server gives it an id. */
  id: z.string().regex(TECHNICIAN_ID, 'id is not a technician id').optional(),
  name: z.string().trim().min(1, 'name is required').max(80, 'name must be at most 80 characters'),
  /** US mobile for the day sheet; '' = none. */
  mobile: z.string().trim().max(40).default(''),
  /** Where the day starts and ends (the van's home base). */
  homeAddress: z.string().trim().max(200).default(''),
  homeZip: z.union([z.string().regex(/^\d{5}$/, 'homeZip must be 5 digits'), z.literal('')]).default(''),
  /** Working hours per weekday; null = the business's opening hours. */
  hours: WeeklySchedule.nullable().default(null),
  timeOff: z.array(TechnicianTimeOff).max(100, 'at most 100 time-off entries').default([]),
  /** Services this technician does (names from the agent's services); null = every service. */
  services: z.array(z.string().trim().min(1).max(120)).max(100).nullable().default(null),
});
export type TechnicianInput = z.input<typeof TechnicianInput>;
export type CrewTechnician = z.infer<typeof TechnicianInput> & { id: string };

export const CrewSettings = z
  .object({
    technicians: z.array(TechnicianInput).min(1, 'keep at least one technician').max(25, 'at most 25 technicians'),
    /** Whether callers hear which technician is coming ("with Maria"). Off by default. */
    sayTechnicianName: z.boolean().default(false),
    /**
     * The arrival window callers are promised for jobs at their address, in minutes: 0 = an exact
     * time. With a window the caller hears "between 9 and 11 AM", and tomorrow's plan may move
     * the arrival anywhere inside it.
     */
    arrivalWindowMinutes: z.union([z.literal(0), z.literal(60), z.literal(120), z.literal(180), z.literal(240)], { error: 'arrivalWindowMinutes must be 0, 60, 120, 180 or 240' }).default(0),
  })
  .superRefine((c, ctx) => {
    const names = new Set<string>();
    const ids = new Set<string>();
    c.technicians.forEach((t, i) => {
      const k = t.name.toLowerCase();
      if (names.has(k)) ctx.addIssue({ code: 'custom', path: ['technicians', i, 'name'], message: `technician "${t.name}" is listed twice` });
      names.add(k);
      if (t.id && ids.has(t.id)) ctx.addIssue({ code: 'custom', path: ['technicians', i, 'id'], message: 'a technician id is listed twice' });
      if (t.id) ids.add(t.id);
    });
  });
export interface Crew { technicians: CrewTechnician[]; sayTechnicianName: boolean; arrivalWindowMinutes?: number }

/** `PUT …/crew` body (`version` guards lost updates: 409 when stale). */
export const PutCrewBody = z.object({ version: z.number().int().min(0), crew: CrewSettings });
export type PutCrewBody = z.input<typeof PutCrewBody>;

/** `GET`/`PUT …/crew` answer: the crew, its version, upcoming bookings per technician id, and the services to pick from. */
export interface CrewAnswer { crew: Crew; version: number; upcoming: Record<string, number>; services: string[] }

/* ---------------- Tomorrow's plan (issue 18 #3) ---------------- */

export interface PlanPoint { lat: number; lng: number }

/** One visit on a technician's route: when they get there, the window the customer was promised, the drive before it. */
export interface PlanStop {
  bookingId: string;
  serviceName: string;
  /** First name only: the plan is shown on the owner's screen and texted to technicians. */
  customerName: string;
  address: string;
  location: PlanPoint;
  start: number;
  end: number;
  windowStart: number;
  windowEnd: number;
  driveMinutesBefore: number;
}

export interface PlanRoute {
  technicianId: string;
  name: string;
  home: PlanPoint;
  stops: PlanStop[];
  /** Whole day's driving, home to home. */
  driveMinutes: number;
  homeDriveMinutes: number;
  feasible: boolean;
}

/** `GET …/plan?date=` answer: each technician's route today and the proposal, with what it saves. */
export interface PlanAnswer {
  date: string;
  timeZone: string;
  travels: boolean;
  current: PlanRoute[];
  proposed: PlanRoute[];
  driveMinutesBefore: number;
  driveMinutesAfter: number;
  savedMinutes: number;
  /** Whether applying would change anything. */
  changed: boolean;
  moved: Array<{ bookingId: string; from: string; to: string }>;
  /** Fingerprint of the bookings the proposal was made from; Apply is refused (409) when they changed since. */
  token: string;
}

export const PlanQuery = z.object({ date: LocalDate.optional() });
export const ApplyPlanBody = z.object({ date: LocalDate, token: z.string().min(1).max(200) });
export type ApplyPlanBody = z.infer<typeof ApplyPlanBody>;

/** `POST …/plan/apply` answer: the plan as now stored (its proposal should be unchanged), what was moved, day sheets texted. */
export interface ApplyPlanAnswer { applied: number; daySheets: number; plan: PlanAnswer }
