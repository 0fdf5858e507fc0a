import type { TsptwProblem } from './tsptw-model';

/** Lateness and cost of a partial tour (only the listed customers, depot at both ends). */
function walk(p: TsptwProblem, order: readonly number[]): [lateness: number, cost: number] {
  let t = p.ready[0]!;
  let prev = 0;
  let cost = 0;
  let late = 0;
  for (let k = 0; k <= order.length; k++) {
    const node = k < order.length ? order[k]! : 0;
    const leg = p.travel[prev]![node]!;
    const arrive = t + p.service[prev]! + leg;
    cost += leg;
    if (arrive > p.due[node]!) late += arrive - p.due[node]!;
    t = arrive > p.ready[node]! ? arrive : p.ready[node]!;
    prev = node;
  }
  return [late, cost];
}

/**
 * Starting tour: take customers by due time and put each where it adds the least
 * (lateness first, then cost). O(n³), a millisecond at 60 customers; on wide windows it is
 * far closer to good than the bare due-time order.
 */
export function cheapestInsertion(p: TsptwProblem): number[] {
  const m = p.ready.length - 1;
  const byDue = Array.from({ length: m }, (_, k) => k + 1).sort((a, b) => p.due[a]! - p.due[b]! || p.ready[a]! - p.ready[b]!);
  const order: number[] = [];
  for (const c of byDue) {
    let best: [number, number, number] = [Infinity, Infinity, 0];
    for (let pos = 0; pos <= order.length; pos++) {
      order.splice(pos, 0, c);
      const [late, cost] = walk(p, order);
      order.splice(pos, 1);
      if (late < best[0] || (late === best[0] && cost < best[1])) best = [late, cost, pos];
    }
    order.splice(best[2], 0, c);
  }
  return order;
}
