import type { VrptwInstance } from './model';

/**
 * One vehicle's route with the schedule data that makes an insertion check O(1).
 * Positions run 0..L+1: 0 is the depot at departure, 1..L the customers, L+1 the depot on
 * return. `start[k]` is the earliest service start at position k (waiting when early);
 * `latest[k]` the latest start at k that keeps every later stop inside its window. Inserting u
 * between k and k+1 is feasible iff u can start by its due time and the vehicle then reaches
 * position k+1 by `latest[k+1]`. Removing a customer never breaks a route: with Euclidean
 * distances (triangle inequality) every later stop is reached no later than before.
 */
export interface Route {
  nodes: number[];
  start: Float64Array;
  latest: Float64Array;
  /** Load carried up to and including position k. */
  loadPrefix: Float64Array;
  load: number;
  cost: number;
}

/** Slack against floating-point noise: a check may accept at most this much lateness. */
export const EPS = 1e-7;

export function buildRoute(inst: VrptwInstance, nodes: number[]): Route {
  // Sized for the longest possible route, so insertions can update a route in place.
  const size = Math.max(inst.n + 1, nodes.length + 2);
  const r: Route = { nodes, start: new Float64Array(size), latest: new Float64Array(size), loadPrefix: new Float64Array(size), load: 0, cost: 0 };
  refresh(inst, r);
  return r;
}

/** A copy the caller may change in place. */
export function cloneRoute(r: Route): Route {
  return { nodes: r.nodes.slice(), start: r.start.slice(), latest: r.latest.slice(), loadPrefix: r.loadPrefix.slice(), load: r.load, cost: r.cost };
}

/** Recomputes the schedule arrays, load and cost from `r.nodes`. */
export function refresh(inst: VrptwInstance, r: Route): void {
  const { n, dist, ready, due, service, demand } = inst;
  const { nodes, start, latest, loadPrefix } = r;
  const L = nodes.length;
  start[0] = ready[0]!;
  let prev = 0;
  let cost = 0;
  let load = 0;
  for (let k = 1; k <= L + 1; k++) {
    const c = k <= L ? nodes[k - 1]! : 0;
    const d = dist[prev * n + c]!;
    cost += d;
    const arr = start[k - 1]! + service[prev]! + d;
    start[k] = arr > ready[c]! ? arr : ready[c]!;
    load += demand[c]!;
    loadPrefix[k] = load;
    prev = c;
  }
  latest[L + 1] = due[0]!;
  for (let k = L; k >= 0; k--) {
    const c = k === 0 ? 0 : nodes[k - 1]!;
    const nx = k === L ? 0 : nodes[k]!;
    const bound = latest[k + 1]! - dist[c * n + nx]! - service[c]!;
    latest[k] = bound < due[c]! ? bound : due[c]!;
  }
  r.load = load;
  r.cost = cost;
}

/** Whether every stop of the route starts inside its window and the load fits. */
export function routeFeasible(inst: VrptwInstance, r: Route): boolean {
  if (r.load > inst.capacity + EPS) return false;
  const L = r.nodes.length;
  for (let k = 1; k <= L + 1; k++) {
    const c = k <= L ? r.nodes[k - 1]! : 0;
    if (r.start[k]! > inst.due[c]! + EPS) return false;
  }
  return true;
}

export const nodeAt = (r: Route, k: number): number => (k === 0 || k === r.nodes.length + 1 ? 0 : r.nodes[k - 1]!);

export interface Insertion { pos: number; delta: number }

/**
 * Cheapest feasible place for customer u in route r (insert after position `pos`), or null.
 * `skip(pos)` lets the caller blink past candidate positions at random.
 */
export function bestInsertion(inst: VrptwInstance, r: Route, u: number, skip?: () => boolean): Insertion | null {
  const { n, dist, ready, due, service, demand, capacity } = inst;
  if (r.load + demand[u]! > capacity + EPS) return null;
  const L = r.nodes.length;
  let best: Insertion | null = null;
  let prev = 0;
  for (let k = 0; k <= L; k++) {
    const next = k === L ? 0 : r.nodes[k]!;
    const arr = r.start[k]! + service[prev]! + dist[prev * n + u]!;
    const st = arr > ready[u]! ? arr : ready[u]!;
    // Starts only grow along a route, so once u would start too late it stays too late.
    if (st > due[u]! + EPS) break;
    if (st + service[u]! + dist[u * n + next]! <= r.latest[k + 1]! + EPS && !(skip && skip())) {
      const delta = dist[prev * n + u]! + dist[u * n + next]! - dist[prev * n + next]!;
      if (!best || delta < best.delta) best = { pos: k, delta };
    }
    prev = next;
  }
  return best;
}

/** Inserts u after position `pos` of a route the caller owns (see cloneRoute). */
export function insertInPlace(inst: VrptwInstance, r: Route, u: number, pos: number): void {
  r.nodes.splice(pos, 0, u);
  refresh(inst, r);
}

export function insertAt(inst: VrptwInstance, r: Route, u: number, pos: number): Route {
  const nodes = r.nodes.slice();
  nodes.splice(pos, 0, u);
  return buildRoute(inst, nodes);
}

export function withoutCustomers(inst: VrptwInstance, r: Route, gone: ReadonlySet<number>): Route {
  return buildRoute(inst, r.nodes.filter((c) => !gone.has(c)));
}
