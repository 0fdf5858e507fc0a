import { describe, expect, it } from 'vitest';
import {
  clampToSlider,
  formatClock,
  formatUsd,
  MAIN_ROI_DEFAULTS,
  mainRoi,
  openHoursPerDay,
  parseCost,
  parseDuration,
  parseHourClamped,
  parseHourUnclamped,
  planRoi,
  PLUMBING_ROI_DEFAULTS,
  plumbingRoi,
  SLIDERS,
  to24Hour,
} from './roi';

describe('12-hour clock', () => {
  it('treats 12 AM as hour 0 and 12 PM as hour 12', () => {
    expect(to24Hour(12, 'AM')).toBe(0);
    expect(to24Hour(12, 'PM')).toBe(12);
    expect(to24Hour(9, 'AM')).toBe(9);
    expect(to24Hour(5, 'PM')).toBe(17);
  });
  it('counts open hours, wrapping past midnight', () => {
    expect(openHoursPerDay({ hour: 9, meridiem: 'AM' }, { hour: 5, meridiem: 'PM' })).toBe(8);
    expect(openHoursPerDay({ hour: 12, meridiem: 'AM' }, { hour: 12, meridiem: 'PM' })).toBe(12);
    expect(openHoursPerDay({ hour: 9, meridiem: 'PM' }, { hour: 5, meridiem: 'AM' })).toBe(8);
    expect(openHoursPerDay({ hour: 7, meridiem: 'AM' }, { hour: 7, meridiem: 'AM' })).toBe(24);
  });
});

describe('main landing ROI, first reading', () => {
  it('matches the hand-worked example for the defaults', () => {
    expect(mainRoi(MAIN_ROI_DEFAULTS)).toStrictEqual({
      monthlyCost: 99, // 29 + 20 × 3.5
      missedCallsCaptured: 6, // round(20 × 30 / 100)
      revenueRecovered: 900, // 6 × 150
      timeSavedHours: 2.7, // round(160 / 60 = 2.666…, 1)
      valueOfTime: 202.5, // 2.7 × 75
      totalRoi: 1102.5,
      monthlyRevenue: 3000,
      yearlyTimeSavedHours: 32, // 20 × 8 × 12 / 60
      yearlyWorkDaysSaved: 4,
      openHours: 8,
      extraAvailabilityMinutesDaily: 960, // (24 − 8) × 60
      availabilityIncreasePercent: 200, // round(16 / 8 × 100)
      costPercentOfRevenue: 3.3, // 99 / 3000
      costPercentOfRoi: 8.98, // 99 / 1102.5 = 8.9795…
    });
  });
  it('rounds captured calls and hours the spec way (7 bookings, 50% missed, 5-minute calls)', () => {
    const r = mainRoi({ ...MAIN_ROI_DEFAULTS, bookingsPerMonth: 7, missedPercent: 50, callMinutes: 5, serviceCost: 100 });
    expect(r.missedCallsCaptured).toBe(4); // round(3.5) = 4
    expect(r.revenueRecovered).toBe(400);
    expect(r.timeSavedHours).toBe(0.6); // round(35 / 60 = 0.5833, 1)
    expect(r.valueOfTime).toBeCloseTo(30, 10); // 0.6 × 50
    expect(r.monthlyCost).toBe(53.5); // 29 + 24.5
    expect(r.costPercentOfRevenue).toBe(7.64); // 53.5 / 700 = 7.642…
  });
  it('uses 12 AM as hour 0 for the availability figures (12 AM to 12 PM = 12 h)', () => {
    const r = mainRoi({ ...MAIN_ROI_DEFAULTS, openHour: 12, openMeridiem: 'AM', closeHour: 12, closeMeridiem: 'PM' });
    expect(r.openHours).toBe(12);
    expect(r.extraAvailabilityMinutesDaily).toBe(720);
    expect(r.availabilityIncreasePercent).toBe(100);
  });
  it('gives 0% (not NaN) cost shares when revenue is 0', () => {
    const r = mainRoi({ ...MAIN_ROI_DEFAULTS, serviceCost: 0 });
    expect(r.costPercentOfRevenue).toBe(0);
    expect(r.costPercentOfRoi).toBe(0);
  });
});

describe('main landing ROI, second reading ($67 plan)', () => {
  it('matches the hand-worked example for the defaults', () => {
    const r = planRoi(MAIN_ROI_DEFAULTS);
    expect(r.currentRevenue).toBe(3000);
    expect(r.lostRevenue).toBe(900);
    expect(r.afterHoursOpportunity).toBe(900);
    expect(r.netMonthlyGain).toBe(1733); // 900 + 900 − 67
    expect(r.annualRoiPercent).toBeCloseTo(2586.567, 3); // 1733 × 12 / 804 × 100
  });
  it('goes negative when the plan costs more than it brings (1 booking of $50, 0% missed)', () => {
    const r = planRoi({ ...MAIN_ROI_DEFAULTS, serviceCost: 50, bookingsPerMonth: 1, missedPercent: 0 });
    expect(r.netMonthlyGain).toBeCloseTo(-52, 10); // 0 + 15 − 67
    expect(r.annualRoiPercent).toBeCloseTo(-77.612, 3); // −52 / 67 × 100
  });
});

describe('plumbing ROI', () => {
  it('matches the hand-worked example for the defaults', () => {
    const r = plumbingRoi(PLUMBING_ROI_DEFAULTS);
    expect(r.monthlyCost).toBe(92); // 29 + 18 × 3.5
    expect(r.monthlyRevenue).toBe(4050); // 18 × 225
    expect(r.timeSavedHours).toBeCloseTo(2.4, 10); // 144 / 60
    expect(r.valueOfTime).toBeCloseTo(270, 10); // 2.4 × 112.5
    expect(r.emergencyCallsRecovered).toBe(6); // round(6.3)
    expect(r.emergencyRevenueRecovered).toBe(1350);
    expect(r.yearlyTimeSavedHours).toBeCloseTo(28.8, 10);
    expect(r.yearlyWorkDaysSaved).toBeCloseTo(3.6, 10);
    expect(r.yearlyTimeValue).toBeCloseTo(3240, 10);
    expect(r.openHours).toBe(9); // 8 AM – 5 PM
    expect(r.extraCoverageMinutesDaily).toBe(900);
    expect(r.availabilityIncreasePercent).toBeCloseTo(166.667, 3);
    expect(r.costPercentOfRevenue).toBe(2.27); // 92 / 4050 = 2.2716…
    expect(r.totalValue).toBeCloseTo(4590, 10);
  });
  it('rounds the emergency calls half up (10 jobs at 35% = 3.5 → 4)', () => {
    const r = plumbingRoi({ ...PLUMBING_ROI_DEFAULTS, jobsPerMonth: 10 });
    expect(r.emergencyCallsRecovered).toBe(4);
    expect(r.emergencyRevenueRecovered).toBe(900);
  });
});

describe('calculator input rules (spec §5)', () => {
  it('cost: empty or non-numeric becomes 0, numbers pass through', () => {
    expect(parseCost('')).toBe(0);
    expect(parseCost('abc')).toBe(0);
    expect(parseCost('12x')).toBe(0);
    expect(parseCost('175')).toBe(175);
    expect(parseCost('99.5')).toBe(99.5);
  });
  it('call duration: empty, non-numeric or 0 becomes 1', () => {
    expect(parseDuration('')).toBe(1);
    expect(parseDuration('abc')).toBe(1);
    expect(parseDuration('0')).toBe(1);
    expect(parseDuration('12')).toBe(12);
  });
  it('first reading hours are not clamped', () => {
    expect(parseHourUnclamped('15')).toBe(15);
    expect(parseHourUnclamped('0')).toBe(0);
    expect(parseHourUnclamped('7')).toBe(7);
    expect(parseHourUnclamped('')).toBe(0);
  });
  it('plumbing hours clamp to 1..12 and an empty field resets to 8 (open) or 5 (close)', () => {
    expect(parseHourClamped('15', 8)).toBe(12);
    expect(parseHourClamped('0', 8)).toBe(1);
    expect(parseHourClamped('-3', 5)).toBe(1);
    expect(parseHourClamped('6', 8)).toBe(6);
    expect(parseHourClamped('', 8)).toBe(8);
    expect(parseHourClamped('', 5)).toBe(5);
    expect(parseHourClamped('x', 5)).toBe(5);
  });
  it('sliders keep values in range and on their steps', () => {
    expect(SLIDERS.mainBookings).toStrictEqual({ min: 1, max: 100, step: 1 });
    expect(SLIDERS.mainMissed).toStrictEqual({ min: 0, max: 50, step: 1 });
    expect(SLIDERS.planBookings).toStrictEqual({ min: 1, max: 120, step: 1 });
    expect(SLIDERS.planMissed).toStrictEqual({ min: 0, max: 80, step: 5 });
    expect(SLIDERS.plumbingJobs).toStrictEqual({ min: 1, max: 100, step: 1 });
    expect(SLIDERS.plumbingMissed).toStrictEqual({ min: 0, max: 80, step: 5 });
    expect(clampToSlider(0, SLIDERS.mainBookings)).toBe(1);
    expect(clampToSlider(101, SLIDERS.mainBookings)).toBe(100);
    expect(clampToSlider(33, SLIDERS.planMissed)).toBe(35);
    expect(clampToSlider(81, SLIDERS.plumbingMissed)).toBe(80);
    expect(clampToSlider(Number.NaN, SLIDERS.mainMissed)).toBe(0);
  });
});

describe('display', () => {
  it('formats dollars with cents only when there are any', () => {
    expect(formatUsd(1102.5)).toBe('$1,102.50');
    expect(formatUsd(900)).toBe('$900');
    expect(formatUsd(-52)).toBe('-$52');
  });
  it('formats seconds as m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(9.9)).toBe('0:09');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(Infinity)).toBe('0:00');
  });
});
