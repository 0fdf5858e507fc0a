export type { Business, Interval, Job, LatLng, Slot, Technician, Timeline } from './types';
export { findSlots, feasibleSlots, checkSlot, DEFAULT_HORIZON_DAYS, type SlotRequest, type FindSlotsInput } from './slots';
export { SlotRequestError } from './errors';
export { parsePreference, matchesPreference, type Preference } from './preference';
export { openingRanges } from './hours';
export {
  createOfflineTravel, geocodeZip, greatCircleMiles, freeFlowMs, trafficFactor, driveMs, CIRCUITY, type TravelModel,
} from './travel';
export { localToInstant, localDate, toZonedIso, addDays, weekdayIndex } from './zoned';
export { optimizeDay, simulateDay, type FlexibleJob, type OptimizeDayInput, type DayPlan, type DayProposal, type PlannedVisit } from './optimize-day';
export { solveTsptw, type SolveOptions, type TsptwResult } from './tsptw';
export { checkTour, type TsptwProblem } from './tsptw-model';
