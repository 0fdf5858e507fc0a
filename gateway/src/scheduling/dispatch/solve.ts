import { mulberry32 } from '../random';
import type { VrptwInstance } from './model';
import { routesDistance } from './model';
import { bestInsertion, buildRoute, insertAt, routeFeasible, type Route } from './route';
import { nearestNeighbours } from './moves';
import { minimizeFleet, ruinRecreate } from './ruin-recreate';

export interface DispatchOptions {
  /** Wall-clock budget for the whole solve (ms). */
  timeLimitMs?: number;
  /** Share of the budget spent removing vehicles before distance is polished. */
  routePhaseShare?: number;
  seed?: number;
  /** Milliseconds clock; inject one for tests (defaults to performance.now). */
  clock?: () => number;
  /** Annealing temperatures of the distance phase (tuning). */
  temperature?: { t0: number; tf: number };
}

export interface DispatchResult {
  /** Customer numbers in visit order, one array per vehicle used. */
  routes: number[][];
  vehicles: number;
  distance: number;
  /** Customers no vehicle can serve at all (alone from the depot, within windows and capacity). */
  unserved: number[];
}

/**
 * Multi-vehicle dispatch (VRPTW): fewest vehicles first, then least total distance, within a
 * time limit. Phase 1 builds routes by cheapest insertion and takes routes away one at a time
 * (ruin and recreate steered by absence counters) until the demand bound or the phase's time
 * runs out; phase 2 shortens the routes by ruin and recreate with the fleet fixed at what
 * phase 1 reached (or fewer).
 * Pure and deterministic for a given seed and clock.
 */
export function solveVrptw(inst: VrptwInstance, opts: DispatchOptions = {}): DispatchResult {
  const { timeLimitMs = 8000, routePhaseShare = 0.55, seed = 1, clock = () => performance.now(), temperature = { t0: 100, tf: 1 } } = opts;
  const began = clock();
  const deadline = began + timeLimitMs;
  const rng = mulberry32(seed);
  const neighbours = nearestNeighbours(inst);

  const unserved: number[] = [];
  const customers: number[] = [];
  for (let c = 1; c < inst.n; c++) (routeFeasible(inst, buildRoute(inst, [c])) ? customers : unserved).push(c);

  let routes = construct(inst, customers);
  const demand = customers.reduce((s, c) => s + inst.demand[c]!, 0);
  const lowerBound = Math.max(1, Math.ceil(demand / inst.capacity - 1e-9));
  const routeDeadline = began + timeLimitMs * routePhaseShare;
  routes = minimizeFleet(inst, routes, { rng, clock, deadline: routeDeadline, neighbours, lowerBound });
  if (customers.length > 0) routes = ruinRecreate(inst, routes, { rng, clock, deadline, neighbours, maxRoutes: routes.length, ...temperature });
  const out = routes.map((r) => r.nodes.slice());
  return { routes: out, vehicles: out.length, distance: routesDistance(inst, out), unserved };
}

/** Cheapest insertion, hardest customers (tightest windows, then farthest) first. */
function construct(inst: VrptwInstance, customers: number[]): Route[] {
  const { ready, due, dist } = inst;
  const order = customers.slice().sort((a, b) => due[a]! - ready[a]! - (due[b]! - ready[b]!) || dist[b]! - dist[a]!);
  const routes: Route[] = [];
  for (const c of order) {
    let bi = -1;
    let best: { pos: number; delta: number } | null = null;
    for (let r = 0; r < routes.length; r++) {
      const ins = bestInsertion(inst, routes[r]!, c);
      if (ins && (!best || ins.delta < best.delta)) { best = ins; bi = r; }
    }
    if (best) routes[bi] = insertAt(inst, routes[bi]!, c, best.pos);
    else routes.push(buildRoute(inst, [c]));
  }
  return routes;
}
