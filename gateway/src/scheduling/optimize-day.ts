import type { LatLng } from './types';
import { driveMs, type TravelModel } from './travel';
import { solveTsptw } from './tsptw';

/** A job whose start may move within the arrival window promised to the customer. */
export interface FlexibleJob {
  id: string;
  location: LatLng;
  durationMs: number;
  /** Service must start within [windowStart, windowEnd]. */
  windowStart: number;
  windowEnd: number;
}

export interface OptimizeDayInput {
  home: LatLng;
  /** Earliest the technician leaves home; latest back home. */
  dayStart: number;
  dayEnd: number;
  /** In today's order. */
  jobs: readonly FlexibleJob[];
  bufferMs: number;
  travel: TravelModel;
  timeLimitMs?: number;
  clock?: () => number;
}

/** `driveMs`: the drive to this visit, priced at its departure. */
export interface PlannedVisit { id: string; start: number; end: number; driveMs: number }
/** `homeDriveMs`: the drive home after the last visit. */
export interface DayPlan { order: string[]; visits: PlannedVisit[]; driveMs: number; homeDriveMs: number; feasible: boolean }

/** A proposal for the owner to approve; nothing is moved by this function. */
export interface DayProposal { current: DayPlan; proposed: DayPlan; savedDriveMs: number; changed: boolean }

/**
 * Walks a day in order with traffic: each drive is priced at its departure, the technician
 * waits when early, and a visit is late when it would start after its window.
 */
export function simulateDay(input: OptimizeDayInput, order: readonly FlexibleJob[]): DayPlan {
  const { travel, bufferMs } = input;
  let at = input.home;
  let t = input.dayStart;
  let drive = 0;
  let feasible = true;
  const visits: PlannedVisit[] = [];
  for (const job of order) {
    const leg = driveMs(travel, at, job.location, t);
    drive += leg;
    const start = Math.max(t + leg, job.windowStart);
    if (start > job.windowEnd) feasible = false;
    visits.push({ id: job.id, start, end: start + job.durationMs, driveMs: leg });
    t = start + job.durationMs + bufferMs;
    at = job.location;
  }
  const home = driveMs(travel, at, input.home, t);
  drive += home;
  if (t + home > input.dayEnd) feasible = false;
  return { order: order.map((j) => j.id), visits, driveMs: drive, homeDriveMs: order.length ? home : 0, feasible };
}

/**
 * Re-sequences a technician's flexible jobs to cut driving without breaking any window.
 * The solver works on one travel matrix, each drive priced at the middle of its origin's
 * window (home: the day's start), then the result is re-checked with traffic priced at the
 * real departures; the proposal is only a change when it is on time and either drives less
 * or today's order would be late (then saving may be negative: on time beats short).
 * Example: home → A (north) → B (south) → C (north) with wide windows becomes A → C → B.
 */
export function optimizeDay(input: OptimizeDayInput): DayProposal {
  const { jobs, travel, home } = input;
  const current = simulateDay(input, jobs);
  const places: LatLng[] = [home, ...jobs.map((j) => j.location)];
  const departs = [input.dayStart, ...jobs.map((j) => (j.windowStart + j.windowEnd) / 2 + j.durationMs)];
  const matrix = places.map((from, i) => places.map((to) => driveMs(travel, from, to, departs[i]!)));
  const origin = input.dayStart;
  // The solver's clock starts at 0 = the day's start.
  const result = solveTsptw({
    travel: matrix,
    ready: [0, ...jobs.map((j) => Math.max(0, j.windowStart - origin))],
    due: [input.dayEnd - origin, ...jobs.map((j) => j.windowEnd - origin)],
    service: [0, ...jobs.map((j) => j.durationMs + input.bufferMs)],
  }, {
    timeLimitMs: input.timeLimitMs ?? 12,
    ...(input.clock ? { clock: input.clock } : {}),
    initial: jobs.map((_, k) => k + 1),
  });
  const candidate = simulateDay(input, result.order.map((k) => jobs[k - 1]!));
  const wins = candidate.feasible && (!current.feasible || candidate.driveMs < current.driveMs);
  const proposed = wins ? candidate : current;
  return { current, proposed, savedDriveMs: current.driveMs - proposed.driveMs, changed: wins && proposed.order.join() !== current.order.join() };
}
