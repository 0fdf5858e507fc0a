/**
 * A single-vehicle travelling-salesman problem with time windows, in plain numbers.
 * Node 0 is the depot (start and end); `travel[i][j]` is both the cost and the time of the
 * leg; service at node i may start in [ready[i], due[i]] (arriving early means waiting) and
 * lasts service[i]. The tour must be back at the depot by due[0].
 */
export interface TsptwProblem {
  travel: readonly (readonly number[])[];
  ready: readonly number[];
  due: readonly number[];
  service: readonly number[];
}

export interface TourCheck { feasible: boolean; cost: number; lateness: number; serviceStarts: number[] }

/** Walks a tour (customer order, depot excluded) from the depot at ready[0]. */
export function checkTour(p: TsptwProblem, order: readonly number[]): TourCheck {
  let t = p.ready[0]!;
  let prev = 0;
  let cost = 0;
  let lateness = 0;
  const serviceStarts: number[] = [];
  for (const node of [...order, 0]) {
    const leg = p.travel[prev]![node]!;
    cost += leg;
    const arrive = t + p.service[prev]! + leg;
    lateness += Math.max(0, arrive - p.due[node]!);
    t = Math.max(arrive, p.ready[node]!);
    if (node !== 0) serviceStarts.push(t);
    prev = node;
  }
  return { feasible: lateness === 0, cost, lateness, serviceStarts };
}
