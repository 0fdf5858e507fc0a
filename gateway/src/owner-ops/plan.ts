import { createHash } from 'node:crypto';
import type { Crew, PlanAnswer, PlanRoute, PlanStop } from '@bookline/contracts';
import {
  openingRanges, optimizeCrewDay, type CrewJob, type CrewMember, type CrewPlan, type LatLng, type Technician, type TravelModel,
} from '../scheduling';

/** A booking as the planner needs it (whatever store it came from). */
export interface PlanBooking {
  id: string;
  technicianId: string;
  start: number;
  end: number;
  location: LatLng;
  serviceName: string;
  customerName: string;
  address: string;
  /** The arrival window the customer was promised (both the start itself for an exact time). */
  windowStart: number;
  windowEnd: number;
  sequence: number;
}

export interface PlanInput {
  date: string;
  timeZone: string;
  travels: boolean;
  businessHours: import('@bookline/contracts').WeeklySchedule;
  crew: Crew;
  /** The scheduling engine's view of the crew (home bases, hours, skills). */
  technicians: readonly Technician[];
  /** Every live booking of the date, any technician. */
  bookings: readonly PlanBooking[];
  bufferMs: number;
  travel: TravelModel;
  timeLimitMs?: number;
  clock?: () => number;
}

const minutes = (ms: number) => Math.round(ms / 60_000);
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** Fingerprint of what a proposal was made from: every booking's id, technician, time and revision. */
export function planToken(bookings: readonly PlanBooking[]): string {
  const parts = [...bookings].sort((a, b) => a.id.localeCompare(b.id)).map((b) => `${b.id}:${b.technicianId}:${b.start}:${b.sequence}:${b.windowStart}:${b.windowEnd}`);
  return createHash('sha256').update(parts.join('|')).digest('base64url').slice(0, 32);
}

/**
 * One day's routes for the crew and the better plan: jobs re-sequenced and, where it cuts
 * driving, moved to another technician who can do them, every customer kept inside the window
 * they were promised (optimizeCrewDay). Each technician's day runs from their first opening to
 * their last closing on that date. Pure: nothing is written.
 */
export function planDay(input: PlanInput): PlanAnswer & { members: CrewMember[]; jobs: CrewJob[] } {
  const { date, timeZone, crew, technicians, bookings, bufferMs, travel } = input;
  const names = new Map(crew.technicians.map((t) => [t.id, t.name]));
  const members: CrewMember[] = technicians.map((t) => {
    const ranges = openingRanges({ schedule: t.schedule ?? input.businessHours, timeZone, date });
    const off = (t.timeOff ?? []).some((o) => ranges.some((r) => o.start < r.end && o.end > r.start));
    const dayStart = ranges[0]?.start ?? 0;
    const dayEnd = off ? dayStart : (ranges.at(-1)?.end ?? 0);
    return { id: t.id, home: t.home ?? { lat: 0, lng: 0 }, dayStart, dayEnd, ...(t.serviceNames ? { serviceNames: t.serviceNames } : {}) };
  });
  // A booking whose technician is no longer on the crew stays with them (shown, never moved).
  for (const b of bookings) {
    if (!members.some((m) => m.id === b.technicianId)) {
      members.push({ id: b.technicianId, home: b.location, dayStart: b.start, dayEnd: b.end, serviceNames: [] });
    }
  }
  const ordered = [...bookings].sort((a, b) => a.start - b.start);
  const jobs: CrewJob[] = ordered.map((b) => ({
    id: b.id, technicianId: b.technicianId, location: b.location, durationMs: b.end - b.start,
    windowStart: b.windowStart, windowEnd: Math.max(b.windowStart, b.windowEnd), serviceName: b.serviceName,
  }));
  const byId = new Map(ordered.map((b) => [b.id, b]));
  const proposal = input.travels && jobs.length
    ? optimizeCrewDay({ crew: members, jobs, bufferMs, travel, timeLimitMs: input.timeLimitMs ?? 300, ...(input.clock ? { clock: input.clock } : {}) })
    : null;

  // `actual`: the routes as booked show each booking's own time (the walk only prices the drives).
  const routes = (p: CrewPlan | null, actual: boolean): PlanRoute[] =>
    members.map((m) => {
      const day = p?.days.find((d) => d.technicianId === m.id);
      const stops: PlanStop[] = day
        ? day.visits.map((v) => {
          const b = byId.get(v.id)!;
          return {
            bookingId: b.id, serviceName: b.serviceName, customerName: firstName(b.customerName), address: b.address, location: b.location,
            start: actual ? b.start : v.start, end: actual ? b.end : v.end, windowStart: b.windowStart, windowEnd: Math.max(b.windowStart, b.windowEnd), driveMinutesBefore: minutes(v.driveMs),
          };
        })
        : ordered.filter((b) => b.technicianId === m.id).map((b) => ({
          bookingId: b.id, serviceName: b.serviceName, customerName: firstName(b.customerName), address: b.address, location: b.location,
          start: b.start, end: b.end, windowStart: b.windowStart, windowEnd: Math.max(b.windowStart, b.windowEnd), driveMinutesBefore: 0,
        }));
      return {
        technicianId: m.id, name: names.get(m.id) ?? 'Former technician', home: m.home, stops,
        driveMinutes: minutes(day?.driveMs ?? 0), homeDriveMinutes: minutes(day?.homeDriveMs ?? 0), feasible: day?.feasible ?? true,
      };
    });

  const current = routes(proposal?.current ?? null, true);
  const proposed = routes(proposal?.proposed ?? null, false);
  const before = minutes(proposal?.current.driveMs ?? 0);
  const after = minutes(proposal?.proposed.driveMs ?? 0);
  return {
    date, timeZone, travels: input.travels, current, proposed,
    driveMinutesBefore: before, driveMinutesAfter: after, savedMinutes: Math.max(0, before - after),
    changed: Boolean(proposal?.changed) && before - after > 0,
    moved: (proposal?.moved ?? []).map((m) => ({ bookingId: m.id, from: m.from, to: m.to })),
    token: planToken(bookings),
    members, jobs,
  };
}
