/**
 * ROI calculators of the marketing pages (spec §3 defaults, §5 input rules, §9 formulas).
 * Pure functions: inputs in, figures out. Pages format the figures; tests check them
 * against examples worked by hand from the spec formulas.
 */

export type Meridiem = 'AM' | 'PM';

/** Prices of spec §9. */
export const PLAN_MONTHLY_USD = 29;
export const PER_APPOINTMENT_USD = 3.5;
export const PLAN2_MONTHLY_USD = 67;
export const PLAN2_INCLUDED_MINUTES = 200;
export const PLAN2_EXTRA_MINUTE_USD = 0.25;
export const TRIAL_DAYS = 14;

/** 12-hour clock to hour of day: 12 AM is hour 0, 12 PM is hour 12, 5 PM is 17. */
export function to24Hour(hour: number, meridiem: Meridiem): number {
  const h = hour % 12;
  return meridiem === 'PM' ? h + 12 : h;
}

/**
 * Hours open per day from two 12-hour times. A close at or before the open time wraps
 * past midnight (9 PM to 5 AM is 8 hours); the same time for both means open all day.
 * Example: 9 AM to 5 PM → 17 − 9 = 8.
 */
export function openHoursPerDay(open: { hour: number; meridiem: Meridiem }, close: { hour: number; meridiem: Meridiem }): number {
  const diff = to24Hour(close.hour, close.meridiem) - to24Hour(open.hour, open.meridiem);
  return diff > 0 ? diff : diff + 24;
}

/** Rounds half away from zero to `digits` decimals (spec: "round … one decimal", "to 2 decimals"). */
export function roundTo(x: number, digits = 0): number {
  const f = 10 ** digits;
  return (Math.sign(x) * Math.round(Math.abs(x) * f)) / f;
}

/** `part` as a percentage of `whole`, 2 decimals; 0 when the whole is 0 (nothing to compare with). */
function percentOf(part: number, whole: number): number {
  return whole > 0 ? roundTo((part / whole) * 100, 2) : 0;
}

/* ───────────────────────── input rules (spec §5) ───────────────────────── */

/** A number typed into a field; `fallback` when it is empty or not a number ("non-numeric becomes 0"). */
export function parseNumberOr(raw: string, fallback: number): number {
  if (raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) ? n : fallback;
}

/** Service / job cost: min 1 on the field, but an empty or non-numeric value becomes 0. */
export const parseCost = (raw: string) => parseNumberOr(raw, 0);

/** Call duration in minutes: empty, non-numeric or 0 becomes 1 (the field's minimum). */
export function parseDuration(raw: string): number {
  const n = parseNumberOr(raw, 1);
  return n === 0 ? 1 : n;
}

/** Main landing, first reading: hour inputs 1..12 with no clamping (an empty field is 0, 12 AM). */
export const parseHourUnclamped = (raw: string) => Math.trunc(parseNumberOr(raw, 0));

/** Plumbing: hour inputs clamped to 1..12; empty (or non-numeric) resets to the default (8 open, 5 close). */
export function parseHourClamped(raw: string, fallback: number): number {
  const n = parseNumberOr(raw, NaN);
  if (Number.isNaN(n)) return fallback;
  return Math.min(12, Math.max(1, Math.trunc(n)));
}

/** A slider's range; values outside snap to the range and to its step. */
export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

export function clampToSlider(value: number, { min, max, step }: SliderRange): number {
  if (!Number.isFinite(value)) return min;
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

export const SLIDERS = {
  /** Main landing, first reading. */
  mainBookings: { min: 1, max: 100, step: 1 },
  mainMissed: { min: 0, max: 50, step: 1 },
  /** Main landing, second reading ($67 plan). */
  planBookings: { min: 1, max: 120, step: 1 },
  planMissed: { min: 0, max: 80, step: 5 },
  /** Plumbing. */
  plumbingJobs: { min: 1, max: 100, step: 1 },
  plumbingMissed: { min: 0, max: 80, step: 5 },
  /** Hour inputs / selectors. */
  hour: { min: 1, max: 12, step: 1 },
} as const satisfies Record<string, SliderRange>;

/* ───────────────────────── defaults (spec §3) ───────────────────────── */

export interface MainRoiInput {
  serviceCost: number;
  bookingsPerMonth: number;
  callMinutes: number;
  missedPercent: number;
  openHour: number;
  openMeridiem: Meridiem;
  closeHour: number;
  closeMeridiem: Meridiem;
}

export const MAIN_ROI_DEFAULTS: MainRoiInput = {
  serviceCost: 150,
  bookingsPerMonth: 20,
  callMinutes: 8,
  missedPercent: 30,
  openHour: 9,
  openMeridiem: 'AM',
  closeHour: 5,
  closeMeridiem: 'PM',
};

export interface PlumbingRoiInput {
  jobCost: number;
  jobsPerMonth: number;
  callMinutes: number;
  missedEmergencyPercent: number;
  openHour: number;
  openMeridiem: Meridiem;
  closeHour: number;
  closeMeridiem: Meridiem;
}

export const PLUMBING_ROI_DEFAULTS: PlumbingRoiInput = {
  jobCost: 225,
  jobsPerMonth: 18,
  callMinutes: 8,
  missedEmergencyPercent: 35,
  openHour: 8,
  openMeridiem: 'AM',
  closeHour: 5,
  closeMeridiem: 'PM',
};

/* ───────────────────────── formulas (spec §9) ───────────────────────── */

export interface MainRoiResult {
  monthlyCost: number;
  missedCallsCaptured: number;
  revenueRecovered: number;
  timeSavedHours: number;
  valueOfTime: number;
  totalRoi: number;
  monthlyRevenue: number;
  yearlyTimeSavedHours: number;
  yearlyWorkDaysSaved: number;
  openHours: number;
  extraAvailabilityMinutesDaily: number;
  availabilityIncreasePercent: number;
  costPercentOfRevenue: number;
  costPercentOfRoi: number;
}

/**
 * Main landing ROI, first reading. Worked example (the defaults): 20 bookings at $150,
 * 8-minute calls, 30% missed, open 9 AM–5 PM → cost 29 + 20 × 3.5 = $99; captured
 * round(6) = 6 calls → $900; time round(160/60, 1) = 2.7 h × $75 = $202.50; ROI $1,102.50;
 * revenue $3,000; 32 h a year = 4 work days; 16 h × 60 = 960 extra minutes a day;
 * availability +200%; cost 3.30% of revenue and 8.98% of ROI.
 */
export function mainRoi(i: MainRoiInput): MainRoiResult {
  const monthlyCost = PLAN_MONTHLY_USD + i.bookingsPerMonth * PER_APPOINTMENT_USD;
  const missedCallsCaptured = Math.round((i.bookingsPerMonth * i.missedPercent) / 100);
  const revenueRecovered = missedCallsCaptured * i.serviceCost;
  const timeSavedHours = roundTo((i.bookingsPerMonth * i.callMinutes) / 60, 1);
  const valueOfTime = timeSavedHours * (i.serviceCost / 2);
  const totalRoi = revenueRecovered + valueOfTime;
  const monthlyRevenue = i.bookingsPerMonth * i.serviceCost;
  const yearlyTimeSavedHours = (i.bookingsPerMonth * i.callMinutes * 12) / 60;
  const openHours = openHoursPerDay({ hour: i.openHour, meridiem: i.openMeridiem }, { hour: i.closeHour, meridiem: i.closeMeridiem });
  return {
    monthlyCost,
    missedCallsCaptured,
    revenueRecovered,
    timeSavedHours,
    valueOfTime,
    totalRoi,
    monthlyRevenue,
    yearlyTimeSavedHours,
    yearlyWorkDaysSaved: yearlyTimeSavedHours / 8,
    openHours,
    extraAvailabilityMinutesDaily: (24 - openHours) * 60,
    availabilityIncreasePercent: Math.round(((24 - openHours) / openHours) * 100),
    costPercentOfRevenue: percentOf(monthlyCost, monthlyRevenue),
    costPercentOfRoi: percentOf(monthlyCost, totalRoi),
  };
}

export interface PlanRoiResult {
  currentRevenue: number;
  lostRevenue: number;
  afterHoursOpportunity: number;
  netMonthlyGain: number;
  annualRoiPercent: number;
  timeSavedHours: number;
  openHours: number;
}

/**
 * Main landing ROI, second reading ($67 plan). Worked example (the defaults): $150 × 20 =
 * $3,000 revenue; 30% lost = $900 recovered; after-hours 30% = $900; net gain
 * 900 + 900 − 67 = $1,733 a month; annual ROI 1733 × 12 / (67 × 12) × 100 ≈ 2,586.57%.
 */
export function planRoi(i: MainRoiInput): PlanRoiResult {
  const currentRevenue = i.serviceCost * i.bookingsPerMonth;
  const lostRevenue = (currentRevenue * i.missedPercent) / 100;
  const afterHoursOpportunity = currentRevenue * 0.3;
  const netMonthlyGain = lostRevenue + afterHoursOpportunity - PLAN2_MONTHLY_USD;
  return {
    currentRevenue,
    lostRevenue,
    afterHoursOpportunity,
    netMonthlyGain,
    annualRoiPercent: ((netMonthlyGain * 12) / (PLAN2_MONTHLY_USD * 12)) * 100,
    timeSavedHours: (i.bookingsPerMonth * i.callMinutes) / 60,
    openHours: openHoursPerDay({ hour: i.openHour, meridiem: i.openMeridiem }, { hour: i.closeHour, meridiem: i.closeMeridiem }),
  };
}

export interface PlumbingRoiResult {
  monthlyCost: number;
  monthlyRevenue: number;
  timeSavedHours: number;
  valueOfTime: number;
  emergencyCallsRecovered: number;
  emergencyRevenueRecovered: number;
  yearlyTimeSavedHours: number;
  yearlyWorkDaysSaved: number;
  yearlyTimeValue: number;
  openHours: number;
  extraCoverageMinutesDaily: number;
  availabilityIncreasePercent: number;
  costPercentOfRevenue: number;
  totalValue: number;
}

/**
 * Plumbing ROI. Worked example (the defaults): 18 jobs at $225, 8-minute calls, 35% missed
 * emergencies, open 8 AM–5 PM → cost 29 + 63 = $92; revenue $4,050; 144/60 = 2.4 h × $112.50
 * = $270; round(18 × 0.35 = 6.3) = 6 emergencies × $225 = $1,350; 28.8 h a year = 3.6 work
 * days worth 28.8 × 112.5 = $3,240; 9 h open → 900 extra minutes a day, +166.67%; cost 2.27%
 * of revenue; total value 3,240 + 1,350 = $4,590 (the spec adds the yearly time value to
 * the recovered revenue as it stands, a month's worth).
 */
export function plumbingRoi(i: PlumbingRoiInput): PlumbingRoiResult {
  const monthlyCost = PLAN_MONTHLY_USD + i.jobsPerMonth * PER_APPOINTMENT_USD;
  const monthlyRevenue = i.jobsPerMonth * i.jobCost;
  const hourValue = i.jobCost / 2;
  const timeSavedHours = (i.jobsPerMonth * i.callMinutes) / 60;
  const emergencyCallsRecovered = Math.round((i.jobsPerMonth * i.missedEmergencyPercent) / 100);
  const emergencyRevenueRecovered = emergencyCallsRecovered * i.jobCost;
  const yearlyTimeSavedHours = (i.jobsPerMonth * i.callMinutes * 12) / 60;
  const yearlyTimeValue = yearlyTimeSavedHours * hourValue;
  const openHours = openHoursPerDay({ hour: i.openHour, meridiem: i.openMeridiem }, { hour: i.closeHour, meridiem: i.closeMeridiem });
  return {
    monthlyCost,
    monthlyRevenue,
    timeSavedHours,
    valueOfTime: timeSavedHours * hourValue,
    emergencyCallsRecovered,
    emergencyRevenueRecovered,
    yearlyTimeSavedHours,
    yearlyWorkDaysSaved: yearlyTimeSavedHours / 8,
    yearlyTimeValue,
    openHours,
    extraCoverageMinutesDaily: (24 - openHours) * 60,
    availabilityIncreasePercent: ((24 - openHours) / openHours) * 100,
    costPercentOfRevenue: percentOf(monthlyCost, monthlyRevenue),
    totalValue: yearlyTimeValue + emergencyRevenueRecovered,
  };
}

/* ───────────────────────── display helpers ───────────────────────── */

/** $1,102.50 / $900 (cents only when there are any). */
export function formatUsd(x: number): string {
  const cents = Math.round(x * 100) % 100 !== 0;
  return (x < 0 ? '-$' : '$') + Math.abs(x).toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
}

/** Seconds as m:ss (75 → "1:15"); 0 for anything that is not a finite non-negative number. */
export function formatClock(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
