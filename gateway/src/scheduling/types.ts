import type { ServiceOffering, ServiceType, WeeklySchedule } from '@bookline/contracts';

export interface LatLng { lat: number; lng: number }

export interface Technician {
  id: string;
  /** Where this technician's day starts and ends; defaults to the business's base. */
  home?: LatLng;
  /** This technician's working hours; defaults to the business's opening hours. */
  schedule?: WeeklySchedule;
  /** Days off, holidays, appointments: no job or drive may touch these. */
  timeOff?: readonly Interval[];
  /** Services this technician can do (by name, any case); undefined = every service. */
  serviceNames?: readonly string[];
}

/** Everything the engine needs to know about a business. Durations in ms. */
export interface Business {
  timeZone: string;
  weeklySchedule: WeeklySchedule;
  /** The shop (fixed location) or the home base the vans leave from. */
  base: LatLng;
  serviceType: ServiceType;
  serviceRadiusMiles: number;
  services: readonly ServiceOffering[];
  /** Clean-up/paperwork time after every job before the next drive or job starts. */
  bufferMs: number;
  minNoticeMs: number;
  /** Days, counting today in the business's zone. Default 14. */
  horizonDays?: number;
  /** Default: one technician at the base. */
  technicians?: readonly Technician[];
  /** Grid the offered start times sit on, from each opening range's start. Default 15 min. */
  slotStepMs?: number;
}

export interface Interval { start: number; end: number }

/** A booked (or held) job on a technician's timeline. */
export interface Job extends Interval {
  id: string;
  location: LatLng;
}

/** A technician's known commitments: jobs, and busy blocks from external calendars. */
export interface Timeline {
  technicianId: string;
  jobs: readonly Job[];
  busy: readonly Interval[];
}

export interface Slot extends Interval {
  technicianId: string;
  /** Local date in the business's zone. */
  date: string;
  /** Extra driving the day gets from this job (ms). 0 for fixed-location businesses. */
  addedDriveMs: number;
  /** Drive to the job and from it (ms), each priced at its departure time. */
  driveInMs: number;
  driveOutMs: number;
  /** True when the slot matches the caller's stated preference. */
  preferred: boolean;
}
