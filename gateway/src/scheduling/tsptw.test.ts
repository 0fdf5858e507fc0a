import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveTsptw } from './tsptw';
import { solveExact } from './tsptw-exact';
import { checkTour, type TsptwProblem } from './tsptw-model';

/** Every permutation, for comparison on tiny problems. */
function bruteForce(p: TsptwProblem): number {
  const m = p.ready.length - 1;
  let best = Infinity;
  const perm = (rest: number[], acc: number[]) => {
    if (rest.length === 0) { const c = checkTour(p, acc); if (c.feasible) best = Math.min(best, c.cost); return; }
    rest.forEach((x, i) => perm([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, x]));
  };
  perm(Array.from({ length: m }, (_, k) => k + 1), []);
  return best;
}

const problemArb = (maxCustomers: number) => fc.record({
  pts: fc.array(fc.tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 })), { minLength: 2, maxLength: maxCustomers + 1 }),
  windows: fc.array(fc.tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 10, max: 150 })), { minLength: maxCustomers + 1, maxLength: maxCustomers + 1 }),
  service: fc.integer({ min: 0, max: 10 }),
}).map(({ pts, windows, service }): TsptwProblem => ({
  travel: pts.map(([ax, ay]) => pts.map(([bx, by]) => Math.floor(Math.hypot(ax - bx, ay - by)))),
  ready: pts.map((_, i) => (i === 0 ? 0 : windows[i]![0])),
  due: pts.map((_, i) => (i === 0 ? 1000 : windows[i]![0] + windows[i]![1])),
  service: pts.map((_, i) => (i === 0 ? 0 : service)),
}));

describe('TSPTW solvers', () => {
  it('exact DP matches every-permutation brute force (≤ 7 customers)', () => {
    fc.assert(fc.property(problemArb(7), (p) => {
      const want = bruteForce(p);
      const got = solveExact(p);
      if (got === 'timeout') throw new Error('no deadline was given');
      if (want === Infinity) expect(got).toBeNull();
      else { expect(got?.cost).toBe(want); expect(checkTour(p, got!.order)).toMatchObject({ feasible: true, cost: want }); }
    }), { numRuns: 400 });
  });

  it('local search alone finds the optimum on small problems it can fully explore', () => {
    let ticks = 0;
    fc.assert(fc.property(problemArb(7), (p) => {
      const want = bruteForce(p);
      const got = solveTsptw(p, { exactUpTo: 0, clock: () => ticks++, timeLimitMs: 1e9, maxIdleRounds: 200 });
      expect(got.exact).toBe(false);
      if (want !== Infinity) {
        expect(got.feasible).toBe(true);
        expect(got.cost).toBe(want);
      }
      expect([...got.order].sort((a, b) => a - b)).toStrictEqual(Array.from({ length: p.ready.length - 1 }, (_, k) => k + 1));
    }), { numRuns: 200 });
  });

  it('gives up the exact search at half the time limit and still returns a tour', () => {
    let now = 0;
    const p = fc.sample(problemArb(10), { numRuns: 1, seed: 11 })[0]!;
    const got = solveTsptw(p, { exactUpTo: 10, clock: () => (now += 1), timeLimitMs: 4 });
    expect(got.exact).toBe(false);
    expect(checkTour(p, got.order).cost).toBe(got.cost);
  });

  it('stops at the time limit with the best tour so far', () => {
    let now = 0;
    const p = fc.sample(problemArb(40), { numRuns: 1, seed: 7 })[0]!;
    const got = solveTsptw(p, { exactUpTo: 0, clock: () => (now += 1), timeLimitMs: 50 });
    expect(now).toBeLessThan(200); // a few clock reads past the deadline at most
    expect(checkTour(p, got.order).cost).toBe(got.cost);
  });
});
