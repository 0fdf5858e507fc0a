import type { VrptwInstance } from './model';
import { bestInsertion, buildRoute, cloneRoute, insertInPlace, routeFeasible, type Route } from './route';
import { routeIndex, type Neighbours } from './moves';

/**
 * Distance minimisation by slack induction through string removals (after Christiaens &
 * Vanden Berghe 2020, "SISR"): each step removes a few strings of consecutive customers from
 * routes that are near one another, then re-inserts the customers greedily in a random
 * order-of-difficulty, skipping a candidate place now and then ("blinks"). Steps are accepted
 * by simulated annealing with a temperature falling from `t0` to `tf` over the time given.
 * The fleet never grows past `maxRoutes`; a step that empties a route saves that vehicle.
 */
export interface RuinRecreateOptions {
  rng: () => number;
  clock: () => number;
  deadline: number;
  neighbours: Neighbours;
  maxRoutes: number;
  t0?: number;
  tf?: number;
  /** Mean number of customers removed per step. */
  meanRemoved?: number;
  maxStringLength?: number;
  blinkRate?: number;
}

export const totalCost = (routes: readonly Route[]) => routes.reduce((s, r) => s + r.cost, 0);

/** Hierarchical objective: fewer vehicles first, then less distance. */
export function better(a: readonly Route[], b: readonly Route[]): boolean {
  return a.length !== b.length ? a.length < b.length : totalCost(a) < totalCost(b) - 1e-9;
}

export function ruinRecreate(inst: VrptwInstance, start: readonly Route[], opts: RuinRecreateOptions): Route[] {
  const { rng, clock, deadline, neighbours, t0 = 100, tf = 1, meanRemoved = 10, maxStringLength = 10, blinkRate = 0.01 } = opts;
  let maxRoutes = opts.maxRoutes;
  let cur = start.slice();
  let curCost = totalCost(cur);
  let best = cur;
  let bestCost = curCost;
  const began = clock();
  const span = Math.max(1, deadline - began);
  const blink = () => rng() < blinkRate;
  let temperature = t0;
  for (let it = 0; ; it++) {
    if ((it & 31) === 0) {
      const now = clock();
      if (now >= deadline) break;
      temperature = t0 * Math.pow(tf / t0, (now - began) / span);
    }
    const cand = cur.slice();
    const owned = new Set<Route>();
    const removed = ruin(inst, cand, owned, { rng, neighbours, meanRemoved, maxStringLength });
    if (!recreate(inst, cand, owned, removed, { rng, blink, maxRoutes })) continue;
    const routes = cand.filter((r) => r.nodes.length > 0);
    const cost = totalCost(routes);
    const fewer = routes.length < cur.length;
    if (fewer || cost < curCost - temperature * Math.log(rng())) {
      cur = routes;
      curCost = cost;
      if (routes.length < best.length || (routes.length === best.length && cost < bestCost - 1e-9)) {
        best = routes;
        bestCost = cost;
        maxRoutes = Math.min(maxRoutes, routes.length);
      }
    }
  }
  return best;
}

function ruin(inst: VrptwInstance, cand: Route[], owned: Set<Route>, o: { rng: () => number; neighbours: Neighbours; meanRemoved: number; maxStringLength: number }): number[] {
  const { rng } = o;
  const customers = inst.n - 1;
  const avgLen = customers / Math.max(1, cand.length);
  const lsMax = Math.max(1, Math.min(o.maxStringLength, avgLen));
  const ksMax = Math.max(1, (4 * o.meanRemoved) / (1 + lsMax) - 1);
  const ks = Math.floor(rng() * ksMax) + 1;
  const of = routeIndex(inst, cand);
  const seed = 1 + Math.floor(rng() * customers);
  const ruined = new Set<number>();
  const removed: number[] = [];
  const near = o.neighbours[seed]!;
  for (let i = -1; i < near.length && ruined.size < ks; i++) {
    const c = i < 0 ? seed : near[i]!;
    const ri = of[c]!;
    if (ri < 0 || ruined.has(ri)) continue;
    const nodes = cand[ri]!.nodes;
    const len = nodes.length;
    const l = Math.floor(rng() * Math.min(len, lsMax)) + 1;
    const p = nodes.indexOf(c);
    let keep: number[];
    let gone: number[];
    if (l === len || rng() < 0.5) {
      const s = randomStart(rng, p, l, len);
      gone = nodes.slice(s, s + l);
      keep = [...nodes.slice(0, s), ...nodes.slice(s + l)];
    } else {
      // Split string: a string of l + m customers around c, of which m in the middle stay.
      let m = 1;
      while (l + m < len && rng() < 0.5) m++;
      const total = Math.min(len, l + m);
      const s = randomStart(rng, p, total, len);
      const stayAt = s + Math.floor(rng() * (total - m + 1));
      gone = [];
      keep = [];
      nodes.forEach((x, k) => {
        if (k >= s && k < s + total && (k < stayAt || k >= stayAt + m)) gone.push(x);
        else keep.push(x);
      });
    }
    for (const x of gone) { of[x] = -1; removed.push(x); }
    cand[ri] = buildRoute(inst, keep);
    owned.add(cand[ri]!);
    ruined.add(ri);
  }
  return removed;
}

/** A start index for a run of `l` of `len` positions that covers position p. */
function randomStart(rng: () => number, p: number, l: number, len: number): number {
  const lo = Math.max(0, p - l + 1);
  const hi = Math.min(p, len - l);
  return lo + Math.floor(rng() * (hi - lo + 1));
}

/**
 * Greedy re-insertion in one of five orders. A customer with no feasible place opens a new
 * route while the fleet allows; otherwise it goes to `unplaced` when given, else the step fails.
 */
function recreate(inst: VrptwInstance, cand: Route[], owned: Set<Route>, removed: number[], o: { rng: () => number; blink: () => boolean; maxRoutes: number; unplaced?: number[] }): boolean {
  const { dist, demand, ready, due } = inst;
  const w = o.rng() * 11;
  if (w < 4) shuffle(removed, o.rng);
  else if (w < 8) removed.sort((a, b) => demand[b]! - demand[a]!);
  else if (w < 10) removed.sort((a, b) => dist[b]! - dist[a]!); // far from the depot first
  else if (w < 10.5) removed.sort((a, b) => dist[a]! - dist[b]!);
  else removed.sort((a, b) => due[a]! - ready[a]! - (due[b]! - ready[b]!)); // tight windows first
  for (const c of removed) {
    let bi = -1;
    let best: { pos: number; delta: number } | null = null;
    for (let r = 0; r < cand.length; r++) {
      if (cand[r]!.nodes.length === 0) continue;
      const ins = bestInsertion(inst, cand[r]!, c, o.blink);
      if (ins && (!best || ins.delta < best.delta)) { best = ins; bi = r; }
    }
    if (best) {
      let r = cand[bi]!;
      if (!owned.has(r)) { r = cloneRoute(r); owned.add(r); cand[bi] = r; }
      insertInPlace(inst, r, c, best.pos);
      continue;
    }
    const alone = cand.filter((r) => r.nodes.length > 0).length < o.maxRoutes ? buildRoute(inst, [c]) : null;
    if (!alone || !routeFeasible(inst, alone)) {
      if (!o.unplaced) return false;
      o.unplaced.push(c);
      continue;
    }
    owned.add(alone);
    cand.push(alone);
  }
  return true;
}

function shuffle(a: number[], rng: () => number) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
}

export interface FleetOptions {
  rng: () => number;
  clock: () => number;
  deadline: number;
  neighbours: Neighbours;
  /** Stop once the fleet is this small (e.g. the capacity bound). */
  lowerBound: number;
  meanRemoved?: number;
  maxStringLength?: number;
  blinkRate?: number;
}

/**
 * Fleet minimisation with absence counters (the SISR paper's fleet phase): take a route away,
 * leaving its customers unplaced, and ruin-and-recreate without opening routes. A step is kept
 * when fewer customers stay unplaced, or when the ones left have been unplaced less often so
 * far (each step adds one to the counter of every customer it leaves out), which steers the
 * search toward placing the persistently hard customers. When nobody is left out, the smaller
 * fleet is recorded and the next route goes.
 */
export function minimizeFleet(inst: VrptwInstance, start: readonly Route[], opts: FleetOptions): Route[] {
  const { rng, clock, deadline, neighbours, lowerBound, meanRemoved = 10, maxStringLength = 10, blinkRate = 0.01 } = opts;
  const blink = () => rng() < blinkRate;
  const absences = new Float64Array(inst.n);
  let best = start.slice();
  const dropRoute = (routes: readonly Route[]): [Route[], number[]] => {
    let k = 0;
    routes.forEach((r, i) => { if (r.nodes.length < routes[k]!.nodes.length) k = i; });
    return [routes.filter((_, i) => i !== k), routes[k]!.nodes.slice()];
  };
  if (best.length <= lowerBound) return best;
  let [cur, absent] = dropRoute(best);
  const weight = (cs: readonly number[]) => cs.reduce((s, c) => s + absences[c]!, 0);
  for (let it = 0; ; it++) {
    if ((it & 31) === 0 && clock() >= deadline) break;
    const cand = cur.slice();
    const owned = new Set<Route>();
    const removed = ruin(inst, cand, owned, { rng, neighbours, meanRemoved, maxStringLength });
    const unplaced: number[] = [];
    recreate(inst, cand, owned, [...removed, ...absent], { rng, blink, maxRoutes: cur.length, unplaced });
    if (unplaced.length < absent.length || weight(unplaced) < weight(absent)) {
      cur = cand.filter((r) => r.nodes.length > 0);
      absent = unplaced;
    }
    for (const c of unplaced) absences[c]! += 1;
    if (absent.length === 0) {
      best = cur;
      if (best.length <= lowerBound) break;
      [cur, absent] = dropRoute(best);
    }
  }
  return best;
}
