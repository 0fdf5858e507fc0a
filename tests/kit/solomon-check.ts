// An independent checker for VRPTW answers on Solomon instances, written apart from the
// solver (gateway/src/scheduling/dispatch) and sharing none of its code: its own parser, its
// own schedule simulation. A vehicle leaves the depot at its ready time, waits when early,
// must START each service by the customer's due time and be back at the depot by the horizon.
import { readFileSync } from 'node:fs';

export interface SolomonData { name: string; fleet: number; capacity: number; rows: number[][] }

export function readSolomon(file: string): SolomonData {
  const lines = readFileSync(file, 'utf8').split('\n');
  const name = lines[0]!.trim();
  const nums = lines.map((l) => l.trim().split(/\s+/).filter(Boolean).map(Number)).filter((r) => r.length > 0 && r.every((x) => !Number.isNaN(x)));
  const [fleet, capacity] = nums.find((r) => r.length === 2)!;
  const rows = nums.filter((r) => r.length === 7);
  return { name, fleet: fleet!, capacity: capacity!, rows };
}

export interface Verdict { feasible: boolean; problems: string[]; distance: number; vehicles: number }

/** Time-window slack allowed for floating-point noise in the answer's schedule. */
const TOLERANCE = 1e-6;

export function checkRoutes(data: SolomonData, routes: unknown): Verdict {
  const problems: string[] = [];
  const { rows, capacity } = data;
  const d = (a: number, b: number) => Math.sqrt((rows[a]![1]! - rows[b]![1]!) ** 2 + (rows[a]![2]! - rows[b]![2]!) ** 2);
  if (!Array.isArray(routes)) return { feasible: false, problems: ['routes is not an array'], distance: NaN, vehicles: 0 };
  const seen = new Map<number, number>();
  let distance = 0;
  let used = 0;
  routes.forEach((route, ri) => {
    if (!Array.isArray(route) || route.length === 0) { problems.push(`route ${ri} is empty or not a list`); return; }
    used++;
    let t = rows[0]![4]!; // depot ready
    let at = 0;
    let load = 0;
    for (const [k, c] of [...route, 0].entries()) {
      if (!Number.isInteger(c) || c < 0 || c >= rows.length || (c === 0 && k < route.length)) { problems.push(`route ${ri}: bad customer ${String(c)}`); return; }
      const [, , , demand, ready, due, service] = rows[c]!;
      distance += d(at, c);
      const arrive = t + rows[at]![6]! + d(at, c);
      t = Math.max(arrive, ready!);
      if (t > due! + TOLERANCE) problems.push(`route ${ri}: ${c === 0 ? 'back at the depot' : `customer ${c} starts`} at ${t.toFixed(3)} after ${due}`);
      if (c !== 0) { load += demand!; seen.set(c, (seen.get(c) ?? 0) + 1); }
      at = c;
    }
    if (load > capacity + TOLERANCE) problems.push(`route ${ri}: load ${load} over capacity ${capacity}`);
  });
  for (let c = 1; c < rows.length; c++) {
    const k = seen.get(c) ?? 0;
    if (k !== 1) problems.push(`customer ${c} visited ${k} times`);
  }
  if (used > data.fleet) problems.push(`${used} vehicles used, fleet has ${data.fleet}`);
  return { feasible: problems.length === 0, problems, distance, vehicles: used };
}
