import type { WeeklySchedule } from '@bookline/contracts';
import type { Business, Interval, Job, LatLng, Slot, Technician, Timeline } from './types';
import type { TravelModel } from './travel';
import { greatCircleMiles } from './travel';
import { evaluateStart, firstStartingAt, type DayContext } from './feasibility';
import { openingRanges } from './hours';
import { matchesPreference, type Preference } from './preference';
import { addDays, localDate, localToInstant } from './zoned';
import { SlotRequestError } from './errors';

export interface SlotRequest {
  /** Job length; or name one of the business's services. */
  durationMs?: number;
  serviceName?: string;
  /** Where the job is. Required when the business travels to customers. */
  location?: LatLng;
  preference?: Preference;
  /** How many options to offer. Default 3. */
  limit?: number;
  /** Offered options at least this far apart when possible. Default 2 hours. */
  minSpacingMs?: number;
}

export interface FindSlotsInput {
  business: Business;
  timelines: readonly Timeline[];
  request: SlotRequest;
  now: number;
  travel: TravelModel;
}

export const DEFAULT_HORIZON_DAYS = 14;
export const DEFAULT_STEP_MS = 15 * 60_000;
const DEFAULT_TECHNICIAN = 'default';

export function travelsToCustomer(business: Business): boolean {
  return business.serviceType === 'Travel to Customer';
}

export function requestDuration(business: Business, request: SlotRequest): number {
  if (request.durationMs !== undefined) return request.durationMs;
  const service = business.services.find((s) => s.name.toLowerCase() === request.serviceName?.toLowerCase());
  if (!service) throw new SlotRequestError('unknown_service', `no service named ${request.serviceName ?? '(none)'}`);
  return service.durationMinutes * 60_000;
}

/** Where the job happens, or undefined when it is outside the service radius. */
export function jobLocation(business: Business, request: SlotRequest): LatLng | undefined {
  if (!travelsToCustomer(business)) return business.base;
  if (!request.location) throw new SlotRequestError('location_required', 'this business travels to customers: a location is needed');
  return greatCircleMiles(business.base, request.location) <= business.serviceRadiusMiles ? request.location : undefined;
}

function sortedByStart<T extends Interval>(xs: readonly T[]): T[] {
  for (let i = 1; i < xs.length; i++) if (xs[i - 1]!.start > xs[i]!.start) return [...xs].sort((a, b) => a.start - b.start);
  return xs as T[];
}

interface TechState { id: string; index: number; home: LatLng; jobs: Job[]; busy: Interval[]; schedule: WeeklySchedule; serviceNames?: readonly string[] }

function techStates(business: Business, timelines: readonly Timeline[]): TechState[] {
  const techs: readonly Technician[] = business.technicians?.length ? business.technicians : [{ id: DEFAULT_TECHNICIAN }];
  return techs.map((t, index) => {
    const tl = timelines.find((x) => x.technicianId === t.id);
    const jobs = sortedByStart(tl?.jobs ?? []);
    const busy = sortedByStart([...(tl?.busy ?? []), ...(t.timeOff ?? [])]);
    return { id: t.id, index, home: t.home ?? business.base, jobs, busy, schedule: t.schedule ?? business.weeklySchedule, ...(t.serviceNames ? { serviceNames: t.serviceNames } : {}) };
  });
}

/** Whether the technician does the requested service (a bare duration fits everyone). */
function canDo(tech: TechState, request: SlotRequest): boolean {
  if (!tech.serviceNames || request.serviceName === undefined) return true;
  const wanted = request.serviceName.toLowerCase();
  return tech.serviceNames.some((n) => n.toLowerCase() === wanted);
}

/** Minutes of work already on the technician's local day: the balance tie-break. */
function dayLoadMs(ctx: DayContext): number {
  return ctx.dayJobs.reduce((sum, j) => sum + (j.end - j.start), 0);
}

function dayContext(business: Business, tech: TechState, dayStart: number, dayEnd: number, travel: TravelModel): DayContext {
  const day = 86_400_000; // a drive or a job reaches less than a day outside the day
  // busy blocks are sorted by start; ones starting over two days early that still reach in are rare
  const busyFrom = firstStartingAt(tech.busy, dayStart - 2 * day);
  const early = tech.busy.slice(0, busyFrom).filter((b) => b.end > dayStart - day);
  return {
    dayJobs: tech.jobs.slice(firstStartingAt(tech.jobs, dayStart), firstStartingAt(tech.jobs, dayEnd)),
    allJobs: tech.jobs,
    busy: [...early, ...tech.busy.slice(busyFrom, firstStartingAt(tech.busy, dayEnd + day))],
    home: tech.home,
    bufferMs: business.bufferMs,
    travel: travelsToCustomer(business) ? travel : undefined,
  };
}

export interface Candidate extends Slot { techIndex: number; dayLoadMs: number }

/**
 * Every feasible start on the grid, over the horizon, for every technician (see
 * feasibility.ts for the rules), unranked.
 */
export function feasibleSlots({ business, timelines, request, now, travel }: FindSlotsInput): Candidate[] {
  const duration = requestDuration(business, request);
  const location = jobLocation(business, request);
  if (!location) return [];
  const { timeZone } = business;
  const step = business.slotStepMs ?? DEFAULT_STEP_MS;
  const earliest = now + business.minNoticeMs;
  const techs = techStates(business, timelines).filter((t) => canDo(t, request));
  const today = localDate(now, timeZone);
  const out: Candidate[] = [];
  for (let d = 0; d < (business.horizonDays ?? DEFAULT_HORIZON_DAYS); d++) {
    const date = addDays(today, d);
    const rangesOf = new Map<WeeklySchedule, readonly Interval[]>();
    const dayStart = localToInstant({ date, minutes: 0, timeZone });
    const dayEnd = localToInstant({ date: addDays(date, 1), minutes: 0, timeZone });
    for (const tech of techs) {
      let ranges = rangesOf.get(tech.schedule);
      if (!ranges) rangesOf.set(tech.schedule, (ranges = openingRanges({ schedule: tech.schedule, timeZone, date })));
      if (ranges.length === 0) continue;
      const ctx = dayContext(business, tech, dayStart, dayEnd, travel);
      const load = dayLoadMs(ctx);
      for (const r of ranges) {
        for (let s = r.start; s + duration <= r.end; s += step) {
          if (s < earliest) continue;
          const ev = evaluateStart(ctx, location, s, duration);
          if (!ev) continue;
          out.push({
            start: s, end: s + duration, technicianId: tech.id, techIndex: tech.index, dayLoadMs: load, date,
            driveInMs: ev.driveInMs, driveOutMs: ev.driveOutMs, addedDriveMs: ev.addedDriveMs,
            preferred: request.preference !== undefined && matchesPreference(request.preference, s, timeZone),
          });
        }
      }
    }
  }
  return out;
}

/**
 * Ranked, diverse, feasible start times. Ranking: slots matching the caller's preference
 * first; then for "as soon as possible" the earliest start, otherwise the least added
 * driving (cheapest insertion across technicians), then the earliest start. Between
 * technicians who could take the same start, the one whose day it disrupts least wins: least
 * added driving, then the lighter day (balance), then the crew's order.
 * Diversity: after the best, each further option is at least `minSpacingMs` from every
 * option already chosen (so not 9:00, 9:15, 9:30); if that leaves too few, the gap is dropped.
 */
export function findSlots(input: FindSlotsInput): Slot[] {
  const { request } = input;
  const limit = request.limit ?? 3;
  const spacing = request.minSpacingMs ?? 2 * 3_600_000;
  const asap = request.preference?.kind === 'asap';
  const all = feasibleSlots(input).sort((a, b) =>
    Number(b.preferred) - Number(a.preferred) ||
    (asap ? a.start - b.start || a.addedDriveMs - b.addedDriveMs : a.addedDriveMs - b.addedDriveMs || a.start - b.start) ||
    a.dayLoadMs - b.dayLoadMs || a.techIndex - b.techIndex);
  const chosen = spacedOptions(all, limit, spacing);
  for (const c of all) {
    if (chosen.length >= limit) break;
    if (chosen.every((x) => x.start !== c.start)) chosen.push(c);
  }
  return chosen.map(({ techIndex: _t, dayLoadMs: _l, ...slot }) => slot);
}

/** How many pairings the search for spaced options may try before settling for the greedy pick. */
const SPACING_SEARCH_STEPS = 200_000;

/**
 * The best option, then the best-ranked further options each `spacing` from every other. Taken
 * greedily in rank order; when that leaves too few (the second-best sits where it blocks every
 * third), a depth-first search in rank order finds the best-ranked spaced set that keeps the
 * best, if one exists.
 */
export function spacedOptions(ranked: Candidate[], limit: number, spacing: number): Candidate[] {
  const apart = (picked: Candidate[], c: Candidate) => picked.every((x) => Math.abs(x.start - c.start) >= spacing);
  const greedy: Candidate[] = [];
  for (const c of ranked) {
    if (greedy.length >= limit) break;
    if (apart(greedy, c)) greedy.push(c);
  }
  if (greedy.length >= limit || greedy.length === 0) return greedy;
  const picked: Candidate[] = [ranked[0]!];
  let steps = 0;
  const search = (from: number): boolean => {
    if (picked.length >= limit) return true;
    for (let i = from; i < ranked.length && steps < SPACING_SEARCH_STEPS; i++, steps++) {
      if (!apart(picked, ranked[i]!)) continue;
      picked.push(ranked[i]!);
      if (search(i + 1)) return true;
      picked.pop();
    }
    return false;
  };
  return search(1) ? picked : greedy;
}

/**
 * Re-checks one start for one technician against fresh data (used right before a booking is
 * written). Same rules as findSlots except the grid: any start inside opening hours passes.
 */
export function checkSlot(input: FindSlotsInput & { start: number; technicianId: string }): Slot | null {
  const { business, timelines, request, now, travel, start, technicianId } = input;
  const { timeZone } = business;
  const duration = requestDuration(business, request);
  const location = jobLocation(business, request);
  if (!location || start < now + business.minNoticeMs) return null;
  const date = localDate(start, timeZone);
  const today = localDate(now, timeZone);
  if (date < today || date >= addDays(today, business.horizonDays ?? DEFAULT_HORIZON_DAYS)) return null;
  const tech = techStates(business, timelines).find((t) => t.id === technicianId);
  if (!tech || !canDo(tech, request)) return null;
  const ranges = openingRanges({ schedule: tech.schedule, timeZone, date });
  if (!ranges.some((r) => r.start <= start && start + duration <= r.end)) return null;
  const dayStart = localToInstant({ date, minutes: 0, timeZone });
  const dayEnd = localToInstant({ date: addDays(date, 1), minutes: 0, timeZone });
  const ev = evaluateStart(dayContext(business, tech, dayStart, dayEnd, travel), location, start, duration);
  if (!ev) return null;
  const preferred = request.preference !== undefined && matchesPreference(request.preference, start, timeZone);
  return { start, end: start + duration, technicianId, date, ...ev, preferred };
}
