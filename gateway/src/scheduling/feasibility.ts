import type { Interval, Job, LatLng } from './types';
import { driveMs, type TravelModel } from './travel';

/**
 * The rules one candidate start must pass on one technician's day. Shared by findSlots and
 * the booking re-check, so both always agree.
 *
 * For a new job [s, e) at L (e = s + duration), with P the latest job of the same local day
 * starting before s and N the first starting after (or the technician's home when none):
 * - drive in: from a job P it departs at P.end + buffer and must arrive by s (waiting is
 *   fine); from home it is priced leaving "just in time", at s − drive(home→L at s).
 * - drive out: departs at e + buffer and must arrive by N.start (home: no deadline).
 * - no job (any day) may overlap [s, e + buffer) with its own [start, end + buffer).
 * - busy blocks (no location known) must not touch [s − driveIn, e + buffer + driveOut).
 * - added drive = driveIn + driveOut − the drive P→N it replaces.
 * Example: P ends 10:00 at A, buffer 15 min, A→L 20 min ⇒ earliest s is 10:35.
 */
export interface DayContext {
  /** Same-day jobs sorted by start. */
  dayJobs: readonly Job[];
  /** All of the technician's jobs sorted by start (for cross-day overlap). */
  allJobs: readonly Job[];
  busy: readonly Interval[];
  home: LatLng;
  bufferMs: number;
  travel: TravelModel | undefined; // undefined = fixed location, no driving
}

export interface Evaluation { driveInMs: number; driveOutMs: number; addedDriveMs: number }

/** Drive priced at the departure that arrives just in time (one fixed-point step). */
export function driveArriving(travel: TravelModel, from: LatLng, to: LatLng, arriveBy: number): number {
  return driveMs(travel, from, to, arriveBy - driveMs(travel, from, to, arriveBy));
}

/** Index of the first element (sorted by start) whose start is ≥ t. */
export function firstStartingAt(xs: readonly { start: number }[], t: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]!.start < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function overlapsAnyJob(jobs: readonly Job[], s: number, e: number, buffer: number): boolean {
  // jobs don't overlap each other, so sorted by start is sorted by end too: walk back over
  // the ones whose end (+ buffer) still reaches past s, then forward while they start before e
  let i = firstStartingAt(jobs, s);
  while (i > 0 && jobs[i - 1]!.end + buffer > s) i--;
  for (; i < jobs.length; i++) {
    const j = jobs[i]!;
    if (j.start >= e + buffer) break;
    if (j.end + buffer > s) return true;
  }
  return false;
}

export function evaluateStart(ctx: DayContext, location: LatLng, s: number, durationMs: number): Evaluation | null {
  const e = s + durationMs;
  const { bufferMs: buffer, travel, dayJobs } = ctx;
  if (overlapsAnyJob(ctx.allJobs, s, e, buffer)) return null;
  const k = firstStartingAt(dayJobs, s);
  const prev = k > 0 ? dayJobs[k - 1] : undefined;
  const next = dayJobs[k];
  let driveIn = 0;
  let driveOut = 0;
  let replaced = 0;
  if (travel) {
    if (prev) {
      driveIn = driveMs(travel, prev.location, location, prev.end + buffer);
      if (prev.end + buffer + driveIn > s) return null;
    } else {
      driveIn = driveArriving(travel, ctx.home, location, s);
    }
    driveOut = driveMs(travel, location, next ? next.location : ctx.home, e + buffer);
    if (next && e + buffer + driveOut > next.start) return null;
    if (prev && next) replaced = driveMs(travel, prev.location, next.location, prev.end + buffer);
    else if (prev) replaced = driveMs(travel, prev.location, ctx.home, prev.end + buffer);
    else if (next) replaced = driveArriving(travel, ctx.home, next.location, next.start);
  }
  const from = s - driveIn;
  const to = e + buffer + driveOut;
  for (const b of ctx.busy) if (b.start < to && b.end > from) return null;
  return { driveInMs: driveIn, driveOutMs: driveOut, addedDriveMs: driveIn + driveOut - replaced };
}
