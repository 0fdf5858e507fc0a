import type { TsptwProblem } from './tsptw-model';

interface Label { t: number; c: number; node: number; prev: Label | null }

/**
 * Exact dynamic programme over subsets for small tours (Held–Karp with time windows).
 * With waiting allowed, a partial tour is described by (visited set, last node) plus two
 * numbers: the time service there starts and the cost so far. Neither dominates the other
 * in general (a longer route may arrive earlier), so each state keeps its Pareto labels.
 * Returns the cheapest feasible order (depot excluded), null when none exists, or
 * 'timeout' when `clock` passes `deadline` first.
 */
export function solveExact(p: TsptwProblem, { deadline = Infinity, clock = () => 0 }: { deadline?: number; clock?: () => number } = {}): { order: number[]; cost: number } | null | 'timeout' {
  const n = p.ready.length;
  const m = n - 1;
  if (m === 0) return { order: [], cost: 0 };
  if (m > 16) throw new RangeError('solveExact is for small tours');
  const states = new Map<number, Label[]>(); // key = mask * n + last
  const start: Label = { t: p.ready[0]!, c: 0, node: 0, prev: null };
  const add = (key: number, l: Label) => {
    const list = states.get(key);
    if (!list) return void states.set(key, [l]);
    if (list.some((o) => o.t <= l.t && o.c <= l.c)) return;
    const kept = list.filter((o) => !(l.t <= o.t && l.c <= o.c));
    kept.push(l);
    states.set(key, kept);
  };
  const extend = (from: Label, mask: number) => {
    for (let j = 1; j <= m; j++) {
      const bit = 1 << (j - 1);
      if (mask & bit) continue;
      const arrive = from.t + p.service[from.node]! + p.travel[from.node]![j]!;
      if (arrive > p.due[j]!) continue;
      add((mask | bit) * n + j, { t: Math.max(arrive, p.ready[j]!), c: from.c + p.travel[from.node]![j]!, node: j, prev: from });
    }
  };
  extend(start, 0);
  const full = (1 << m) - 1;
  for (let mask = 1; mask < full; mask++) {
    if ((mask & 63) === 0 && clock() > deadline) return 'timeout';
    for (let last = 1; last <= m; last++) {
      for (const l of states.get(mask * n + last) ?? []) extend(l, mask);
    }
  }
  let best: Label | null = null;
  let bestCost = Infinity;
  for (let last = 1; last <= m; last++) {
    for (const l of states.get(full * n + last) ?? []) {
      const back = p.travel[last]![0]!;
      if (l.t + p.service[last]! + back > p.due[0]!) continue;
      if (l.c + back < bestCost) { bestCost = l.c + back; best = l; }
    }
  }
  if (!best) return null;
  const order: number[] = [];
  for (let l: Label | null = best; l && l.node !== 0; l = l.prev) order.push(l.node);
  return { order: order.reverse(), cost: bestCost };
}
