import { checkTour, type TsptwProblem } from './tsptw-model';
import { solveExact } from './tsptw-exact';
import { Tour } from './tsptw-search';
import { descend } from './tsptw-descend';
import { cheapestInsertion } from './tsptw-construct';
import { mulberry32 } from './random';

export interface SolveOptions {
  /** Hard limit on search time; the best tour found so far is returned. Default 12 ms. */
  timeLimitMs?: number;
  /** Monotonic milliseconds; injected so tests and callers control time. */
  clock?: () => number;
  seed?: number;
  /** Stop after this many perturbation rounds without a better tour. Default 100 + 5 × customers. */
  maxIdleRounds?: number;
  /** Solve exactly (DP over subsets, within half the time limit) up to this many customers. Default 10. */
  exactUpTo?: number;
  /** How much worse (fraction) a tour may be and still be walked on from. Default 0.02. */
  slack?: number;
  /** How far (positions) a move may carry a customer once on time. Default 12. */
  reach?: number;
  /** A starting order (customers only); default: cheapest insertion by due time. */
  initial?: readonly number[];
}

export interface TsptwResult { order: number[]; cost: number; feasible: boolean; lateness: number; exact: boolean; rounds: number }

const better = (a: { lateness: number; cost: number }, b: { lateness: number; cost: number }) =>
  a.lateness < b.lateness || (a.lateness === b.lateness && a.cost < b.cost);

/** Customers whose predecessor or successor differs between two orders. */
function changedNodes(before: readonly number[], after: readonly number[], n: number): Uint8Array {
  const pred = new Int32Array(n).fill(-1);
  const succ = new Int32Array(n).fill(-1);
  before.forEach((x, k) => { pred[x] = k > 0 ? before[k - 1]! : 0; succ[x] = k + 1 < before.length ? before[k + 1]! : 0; });
  const changed = new Uint8Array(n);
  after.forEach((x, k) => {
    const p = k > 0 ? after[k - 1]! : 0;
    const s = k + 1 < after.length ? after[k + 1]! : 0;
    if (p !== pred[x] || s !== succ[x]) { changed[x] = 1; changed[p] = 1; changed[s] = 1; }
  });
  return changed;
}

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
  const { timeLimitMs = 12, clock = () => performance.now(), seed = 1, exactUpTo = 10, slack = 0.02, reach = 12 } = options;
  const m = problem.ready.length - 1;
  const deadline = clock() + timeLimitMs;
  if (m <= exactUpTo) {
    // exact when it finishes in half the time; otherwise local search gets the rest
    const exact = solveExact(problem, { deadline: deadline - timeLimitMs / 2, clock });
    if (exact && exact !== 'timeout') return { ...exact, feasible: true, lateness: 0, exact: true, rounds: 0 };
  }
  const maxIdle = options.maxIdleRounds ?? 100 + 5 * m;
  const prepared = Tour.prepare(problem);
  const byDue = Array.from({ length: m }, (_, k) => k + 1).sort((a, b) => problem.due[a]! - problem.due[b]! || problem.ready[a]! - problem.ready[b]!);
  const starts = options.initial ? [[...options.initial]] : [byDue, cheapestInsertion(problem)];
  let tour = new Tour(prepared, starts[0]!);
  descend(tour, deadline, clock, undefined, m);
  for (const s of starts.slice(1)) {
    if (tour.lateness === 0) break; // the second start only helps when the first found no feasible tour
    const other = new Tour(prepared, s);
    descend(other, deadline, clock, undefined, m);
    if (better(other, tour)) tour = other;
  }
  let best = { order: tour.order(), cost: tour.cost, lateness: tour.lateness };
  const rnd = mulberry32(seed);
  let rounds = 0;
  // Record-to-record travel: walk on from any on-time tour within `slack` of the best, so
  // the search can leave a local optimum; every few idle rounds, go back to the best.
  let current = best;
  for (let idle = 0; idle < maxIdle && m > 1 && clock() < deadline; idle++, rounds++) {
    if (idle % 50 === 49) current = best;
    const kicked = kick(current.order, rnd, 1 + Math.floor(rnd() * 4));
    const t = new Tour(prepared, kicked);
    descend(t, deadline, clock, changedNodes(current.order, kicked, problem.ready.length), reach);
    const found = { order: t.order(), cost: t.cost, lateness: t.lateness };
    if (better(found, best)) { best = found; current = found; idle = -1; }
    else if (found.lateness === best.lateness && found.cost <= best.cost * (1 + slack)) current = found;
  }
  const check = checkTour(problem, best.order);
  return { order: best.order, cost: check.cost, feasible: check.feasible, lateness: check.lateness, exact: false, rounds };
}
