import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optimizeDay, simulateDay, type FlexibleJob, type OptimizeDayInput } from './optimize-day';
import { createOfflineTravel, type TravelModel } from './travel';

const H = 3_600_000;
const day0 = Date.parse('2026-06-09T12:00:00Z'); // Tue 8:00 in New York
const flat: TravelModel = { travelTimes: (os, ds) => os.map((a) => ds.map((b) => Math.round((Math.abs(a.lat - b.lat) + Math.abs(a.lng - b.lng)) * 2 * H))) };

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

const jobsArb = (max: number) => fc.array(fc.record({
  lat: fc.integer({ min: -30, max: 30 }), lng: fc.integer({ min: -30, max: 30 }),
  from: fc.integer({ min: 0, max: 8 * 4 }), width: fc.integer({ min: 2, max: 24 }), dur: fc.constantFrom(30, 45, 60, 90),
}), { minLength: 1, maxLength: max }).map((xs): FlexibleJob[] => xs.map((x, i) => ({
  id: `j${i}`, location: { lat: 40.7 + x.lat / 100, lng: -74 + x.lng / 100 }, durationMs: x.dur * 60_000,
  windowStart: day0 + x.from * 15 * 60_000, windowEnd: day0 + (x.from + x.width) * 15 * 60_000,
})));

const input = (jobs: FlexibleJob[], travel: TravelModel): OptimizeDayInput => ({
  home: { lat: 40.7, lng: -74 }, dayStart: day0, dayEnd: day0 + 12 * H, jobs, bufferMs: 10 * 60_000, travel, clock: (() => { let t = 0; return () => t++; })(), timeLimitMs: 1e6,
});

describe('optimizeDay', () => {
  it('finds the least-driving on-time order that brute force finds (no traffic, ≤ 7 jobs)', () => {
    fc.assert(fc.property(jobsArb(7), (jobs) => {
      const inp = input(jobs, flat);
      const plans = permutations(jobs).map((o) => simulateDay(inp, o)).filter((p) => p.feasible);
      const got = optimizeDay(inp);
      if (plans.length === 0) { expect(got.changed).toBe(false); return; }
      const best = Math.min(...plans.map((p) => p.driveMs));
      expect(got.proposed.feasible).toBe(true);
      expect(got.proposed.driveMs).toBe(best);
    }), { numRuns: 300 });
  });

  it('with traffic, never proposes a late day, nor a longer one unless the current order is late', () => {
    const travel = createOfflineTravel({ timeZone: 'America/New_York' });
    fc.assert(fc.property(jobsArb(12), (jobs) => {
      const got = optimizeDay(input(jobs, travel));
      if (got.current.feasible) expect(got.proposed.driveMs).toBeLessThanOrEqual(got.current.driveMs);
      if (got.changed) {
        expect(got.proposed.feasible).toBe(true);
        const byId = new Map(jobs.map((j) => [j.id, j]));
        for (const v of got.proposed.visits) {
          expect(v.start).toBeGreaterThanOrEqual(byId.get(v.id)!.windowStart);
          expect(v.start).toBeLessThanOrEqual(byId.get(v.id)!.windowEnd);
        }
        expect([...got.proposed.order].sort()).toStrictEqual(jobs.map((j) => j.id).sort());
      }
    }), { numRuns: 200 });
  });

  it('untangles a zig-zag day', () => {
    const north = (k: number) => ({ lat: 40.9 + k / 1000, lng: -74 });
    const south = (k: number) => ({ lat: 40.5 + k / 1000, lng: -74 });
    const wide = { windowStart: day0, windowEnd: day0 + 8 * H, durationMs: H };
    const jobs = [{ id: 'a', location: north(0), ...wide }, { id: 'b', location: south(0), ...wide }, { id: 'c', location: north(1), ...wide }, { id: 'd', location: south(1), ...wide }];
    const got = optimizeDay(input(jobs, flat));
    expect(got.changed).toBe(true);
    expect(got.savedDriveMs).toBeGreaterThan(H);
    expect(got.proposed.order.join('')).toMatch(/^(ac|ca)(bd|db)$|^(bd|db)(ac|ca)$/);
  });
});
