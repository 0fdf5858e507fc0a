// The multi-vehicle dispatch solver on the 50 Solomon VRPTW instances in ../shared/data/solomon:
// every answer is checked by tests/kit/solomon-check.ts (independent of the solver), then
// compared with the best known solution under the hierarchical objective (vehicles, then
// distance). DISPATCH_TIME_MS sets the per-instance limit (default 8000 ms of wall clock);
// DISPATCH_CLOCK=cpu counts this process's CPU time instead, for figures that don't depend on
// what else the machine runs. DISPATCH_ONLY=R1,RC2 restricts to name prefixes.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSolomon, solveVrptw } from '../../gateway/src/scheduling/dispatch';
import { checkRoutes, readSolomon } from '../kit/solomon-check';
import { report, round, type Row } from './report';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = resolve(repoRoot, '../shared/data/solomon');
if (!existsSync(dataDir)) {
  console.error(`[bench] ${dataDir} is missing: this benchmark reads the shared solomon instances beside the repository (../shared/data/solomon).`);
  process.exit(1);
}
const bks = JSON.parse(readFileSync(join(dataDir, 'BKS.json'), 'utf8')) as Record<string, { best_known_cost: number; solved_with_vehicles: number }>;
const timeLimitMs = Number(process.env.DISPATCH_TIME_MS ?? 8000);
const cpuClock = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const clock = process.env.DISPATCH_CLOCK === 'cpu' ? cpuClock : undefined;
const only = (process.env.DISPATCH_ONLY ?? '').split(',').filter(Boolean);

const names = readdirSync(dataDir).filter((f) => f.endsWith('.txt')).map((f) => f.slice(0, -4))
  .filter((n) => only.length === 0 || only.some((p) => n.startsWith(p))).sort();
const results = names.map((name) => {
  const file = join(dataDir, `${name}.txt`);
  const t0 = performance.now();
  const r = solveVrptw(parseSolomon(readFileSync(file, 'utf8')), { timeLimitMs, ...(clock ? { clock } : {}) });
  const seconds = (performance.now() - t0) / 1000;
  const v = checkRoutes(readSolomon(file), r.routes);
  const best = bks[name]!;
  const bestVehicles = v.feasible && v.vehicles <= best.solved_with_vehicles;
  const gap = (v.distance - best.best_known_cost) / best.best_known_cost;
  const row = { name, class: name.replace(/\d+$/, ''), feasible: v.feasible, vehicles: v.vehicles, bestVehicles: best.solved_with_vehicles, distance: round(v.distance, 2), bestDistance: best.best_known_cost, gapPct: round(100 * gap, 2), seconds: round(seconds, 2), bkVehicles: bestVehicles };
  console.log(`${name}: ${v.feasible ? 'feasible' : `INFEASIBLE ${v.problems.slice(0, 3).join('; ')}`} vehicles ${v.vehicles}/${best.solved_with_vehicles} distance ${row.distance}/${best.best_known_cost} (${row.gapPct} %) ${row.seconds} s`);
  return row;
});

const summarize = (label: string, rs: typeof results): Row => {
  const atBest = rs.filter((r) => r.bkVehicles);
  return {
    class: label, instances: rs.length, feasible: rs.filter((r) => r.feasible).length,
    'best-known vehicles': atBest.length, 'share at best vehicles %': round((100 * atBest.length) / Math.max(1, rs.length), 1),
    'mean gap % (at best vehicles)': atBest.length ? round(atBest.reduce((s, r) => s + r.gapPct, 0) / atBest.length, 2) : null,
    'max s': round(Math.max(...rs.map((r) => r.seconds)), 2),
  };
};
const classes = [...new Set(results.map((r) => r.class))];
console.log(`limit ${timeLimitMs} ms ${clock ? 'CPU' : 'wall'} per instance; load average ${loadavg().map((x) => x.toFixed(2)).join(' ')} on ${cpus().length} cores`);
report('dispatch', [...classes.map((c) => summarize(c, results.filter((r) => r.class === c))), summarize('all', results)], { timeLimitMs, clock: clock ? 'cpu' : 'wall', instances: results });
