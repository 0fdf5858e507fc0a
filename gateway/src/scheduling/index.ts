/**
 * Scheduling engine: pure and synchronous (no clock, no env, no I/O).
 * - findSlots({ business, timelines, request, now, travel }) → ranked, diverse, feasible slots
 *   (hours in the business's zone incl. DST, overlaps, buffers, notice, horizon, radius,
 *   drives both ways priced at their departure hour); checkSlot re-checks one start.
 * - optimizeDay(...) → an owner-approved proposal re-sequencing flexible jobs (TSPTW:
 *   exact DP for small days, iterated local search with a hard time limit beyond);
 *   optimizeCrewDay(...) → the same across a crew: jobs also move between able technicians.
 * - dispatch/ → multi-vehicle routing with time windows and capacities (Solomon VRPTW).
 * - createOfflineTravel({ timeZone }) → the default TravelModel (ZIP/coordinates, circuity,
 *   speed bands, time-of-day traffic); network models live in ../travel.
 */
export type { Business, Interval, Job, LatLng, Slot, Technician, Timeline } from './types';
export { findSlots, feasibleSlots, checkSlot, DEFAULT_HORIZON_DAYS, type SlotRequest, type FindSlotsInput } from './slots';
export { SlotRequestError } from './errors';
export { parsePreference, matchesPreference, type Preference } from './preference';
export { openingRanges } from './hours';
export {
  createOfflineTravel, geocode, geocodeZip, greatCircleMiles, freeFlowMs, trafficFactor, driveMs, CIRCUITY, type TravelModel,
} from './travel';
export { localToInstant, localDate, toZonedIso, addDays, weekdayIndex, formatDate } from './zoned';
export { optimizeDay, simulateDay, type FlexibleJob, type OptimizeDayInput, type DayPlan, type DayProposal, type PlannedVisit } from './optimize-day';
export { optimizeCrewDay, type CrewMember, type CrewJob, type CrewPlan, type CrewProposal, type OptimizeCrewInput } from './optimize-crew';
export { solveTsptw, type SolveOptions, type TsptwResult } from './tsptw';
export { checkTour, type TsptwProblem } from './tsptw-model';
export { businessFromData, type BusinessDefaults } from './from-business-data';
