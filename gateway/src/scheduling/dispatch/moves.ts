import type { VrptwInstance } from './model';
import type { Route } from './route';

/** For each customer, the other customers nearest first (index 0 of the outer array unused). */
export type Neighbours = Int32Array[];

export function nearestNeighbours(inst: VrptwInstance, k = inst.n - 2): Neighbours {
  const { n, dist } = inst;
  const out: Neighbours = [new Int32Array(0)];
  for (let c = 1; c < n; c++) {
    const others = [];
    for (let o = 1; o < n; o++) if (o !== c) others.push(o);
    others.sort((a, b) => dist[c * n + a]! - dist[c * n + b]!);
    out.push(Int32Array.from(others.slice(0, k)));
  }
  return out;
}

/** Index of the route serving each customer. */
export function routeIndex(inst: VrptwInstance, routes: readonly Route[]): Int32Array {
  const of = new Int32Array(inst.n).fill(-1);
  routes.forEach((r, i) => { for (const c of r.nodes) of[c] = i; });
  return of;
}
