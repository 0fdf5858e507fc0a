/**
 * Vehicle routing with time windows and capacities (VRPTW), the multi-vehicle dispatch model.
 *
 * Node 0 is the depot (its due time is the horizon every vehicle must be back by); nodes
 * 1..n-1 are customers. Travel time equals distance. A time window constrains the START of
 * service: a vehicle arriving early waits until `ready`, and must start by `due`.
 *
 * Worked example (two customers, one vehicle): depot (0,0) window [0,100]; A at (3,4) with
 * window [10,20], service 5; B at (6,8) window [0,18]. Leaving at 0 the vehicle reaches A at
 * 5, waits to 10, leaves at 15, reaches B at 20 > 18: the order 0→A→B→0 is infeasible while
 * 0→B→A→0 (B at 10, A at 15) is feasible — windows, not distance, decide the order.
 */
export interface VrptwInstance {
  name: string;
  /** Number of nodes, depot included. */
  n: number;
  capacity: number;
  /** Fleet size available. */
  vehicles: number;
  x: Float64Array;
  y: Float64Array;
  demand: Float64Array;
  ready: Float64Array;
  due: Float64Array;
  service: Float64Array;
  /** Row-major n×n Euclidean distances (double precision). */
  dist: Float64Array;
}

export class InstanceFormatError extends Error {
  override name = 'InstanceFormatError';
}

export interface InstanceRows {
  name: string;
  vehicles: number;
  capacity: number;
  /** [x, y, demand, ready, due, service] per node, depot first. */
  nodes: ReadonlyArray<readonly [number, number, number, number, number, number]>;
}

export function createInstance({ name, vehicles, capacity, nodes }: InstanceRows): VrptwInstance {
  const n = nodes.length;
  if (n < 2) throw new InstanceFormatError('an instance needs a depot and at least one customer');
  const col = (k: number) => Float64Array.from(nodes, (r) => r[k]!);
  const x = col(0);
  const y = col(1);
  const dist = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) dist[i * n + j] = Math.hypot(x[i]! - x[j]!, y[i]! - y[j]!);
  return { name, n, capacity, vehicles, x, y, demand: col(2), ready: col(3), due: col(4), service: col(5), dist };
}

/**
 * Reads Solomon's text format: a name line, a VEHICLE block (`NUMBER CAPACITY`), then a
 * CUSTOMER table `CUST_NO X Y DEMAND READY DUE SERVICE` whose first row is the depot.
 */
export function parseSolomon(text: string): VrptwInstance {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const name = lines.find((l) => l.length > 0) ?? '';
  const numeric = lines.map((l) => (l && /^[-+\d.\s]+$/.test(l) ? l.split(/\s+/).map(Number) : null));
  const fleet = numeric.find((r) => r && r.length === 2);
  if (!fleet || !fleet.every(Number.isFinite)) throw new InstanceFormatError('missing the VEHICLE line (NUMBER CAPACITY)');
  const rows = numeric.filter((r): r is number[] => !!r && r.length === 7 && r.every(Number.isFinite));
  if (rows.length < 2) throw new InstanceFormatError('missing the CUSTOMER table (7 numbers a row)');
  rows.forEach((r, i) => {
    if (r[0] !== i) throw new InstanceFormatError(`customer rows must be numbered 0..n-1 in order (row ${i} says ${r[0]})`);
  });
  return createInstance({
    name,
    vehicles: fleet[0]!,
    capacity: fleet[1]!,
    nodes: rows.map((r) => [r[1]!, r[2]!, r[3]!, r[4]!, r[5]!, r[6]!] as const),
  });
}

/** Total distance of a set of routes (each a customer list; the depot is implied at both ends). */
export function routesDistance(inst: VrptwInstance, routes: readonly (readonly number[])[]): number {
  const { n, dist } = inst;
  let total = 0;
  for (const r of routes) {
    let at = 0;
    for (const c of r) { total += dist[at * n + c]!; at = c; }
    total += dist[at * n]!;
  }
  return total;
}
