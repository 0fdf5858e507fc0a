import { checkTour, type TsptwProblem } from './tsptw-model';
import { solveExact } from './tsptw-exact';
import { Tour } from './tsptw-search';
import { descend } from './tsptw-descend';
import { mulberry32 } from './random';

export interface SolveOptions {
  /** Hard limit on search time; the best tour found so far is returned. Default 15 ms. */
  timeLimitMs?: number;
  /** Monotonic milliseconds; injected so tests and callers control time. */
  clock?: () => number;
  seed?: number;
  /** Stop after this many perturbation rounds without a better tour. Default 30 × customers. */
  maxIdleRounds?: number;
  /** Solve exactly (DP over subsets) up to this many customers. Default 10. */
  exactUpTo?: number;
  /** A starting order (customers only); default: by due time. */
  initial?: readonly number[];
}

export interface TsptwResult { order: number[]; cost: number; feasible: boolean; lateness: number; exact: boolean; rounds: number }

const better = (a: { lateness: number; cost: number }, b: { lateness: number; cost: number }) =>
  a.lateness < b.lateness || (a.lateness === b.lateness && a.cost < b.cost);

/** Random nearby relocations (perturbation for iterated local search). */
function kick(order: number[], rnd: () => number, strength: number): number[] {
  const o = [...order];
  for (let s = 0; s < strength; s++) {
    const i = Math.floor(rnd() * o.length);
    const [node] = o.splice(i, 1);
    const j = Math.max(0, Math.min(o.length, i + Math.floor(rnd() * 9) - 4));
    o.splice(j, 0, node!);
  }
  return o;
}

/**
 * Cheapest feasible tour: exact for small problems, otherwise iterated local search —
 * start by due time, descend (which first removes lateness, then cost), then repeatedly
 * kick the best tour a little and descend again, keeping the best, until the time limit or
 * `maxIdleRounds` kicks without progress. Returns the best found even when infeasible.
 */
export function solveTsptw(problem: TsptwProblem, options: SolveOptions = {}): TsptwResult {
  const { timeLimitMs = 15, clock = () => performance.now(), seed = 1, exactUpTo = 10 } = options;
  const m = problem.ready.length - 1;
  if (m <= exactUpTo) {
    const exact = solveExact(problem);
    if (exact) return { ...exact, feasible: true, lateness: 0, exact: true, rounds: 0 };
  }
  const deadline = clock() + timeLimitMs;
  const maxIdle = options.maxIdleRounds ?? 30 * m;
  const prepared = Tour.prepare(problem);
  const start = options.initial ? [...options.initial] : Array.from({ length: m }, (_, k) => k + 1).sort((a, b) => problem.due[a]! - problem.due[b]! || problem.ready[a]! - problem.ready[b]!);
  const tour = new Tour(prepared, start);
  descend(tour, deadline, clock);
  let best = { order: tour.order(), cost: tour.cost, lateness: tour.lateness };
  const rnd = mulberry32(seed);
  let rounds = 0;
  for (let idle = 0; idle < maxIdle && m > 1 && clock() < deadline; idle++, rounds++) {
    const t = new Tour(prepared, kick(best.order, rnd, 1 + Math.floor(rnd() * 3)));
    descend(t, deadline, clock);
    if (better(t, best)) { best = { order: t.order(), cost: t.cost, lateness: t.lateness }; idle = -1; }
    else if (t.lateness === best.lateness && t.cost === best.cost) best = { ...best, order: t.order() }; // drift on plateaus
  }
  const check = checkTour(problem, best.order);
  return { order: best.order, cost: check.cost, feasible: check.feasible, lateness: check.lateness, exact: false, rounds };
}
