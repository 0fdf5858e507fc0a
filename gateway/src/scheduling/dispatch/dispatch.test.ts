import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRoutes, readSolomon } from '../../../../tests/kit/solomon-check';
import { InstanceFormatError, createInstance, parseSolomon, solveVrptw } from './index';

const repoRoot = resolve(__dirname, '../../../..');
const solomonDir = resolve(repoRoot, 'tests/fixtures/solomon');
/** A clock that moves one "millisecond" per reading, so a run is the same on any machine. */
const tickClock = () => { let t = 0; return () => t++; };

function solomonText(name: string, vehicles: number, capacity: number, rows: number[][]): string {
  const body = rows.map((r, i) => `  ${i}  ${r.join('  ')}`).join('\n');
  return `${name}\n\nVEHICLE\nNUMBER     CAPACITY\n  ${vehicles}  ${capacity}\n\nCUSTOMER\nCUST NO.  XCOORD.  YCOORD.  DEMAND  READY TIME  DUE DATE  SERVICE TIME\n\n${body}\n`;
}

/** Whether a vehicle could serve this customer alone: depot (30,30) → customer → depot by the horizon. */
function aloneFeasible([x, y, , ready, due, service]: number[], horizon: number): boolean {
  const d = Math.hypot(x! - 30, y! - 30);
  const start = Math.max(d, ready!);
  return start <= due! && start + service! + d <= horizon;
}

describe('dispatch solver (VRPTW)', () => {
  it('reads Solomon instances: fleet, capacity and the depot as node 0', () => {
    const inst = parseSolomon(readFileSync(join(solomonDir, 'C102.txt'), 'utf8'));
    expect(inst.name).toBe('C102');
    expect([inst.n, inst.vehicles, inst.capacity]).toStrictEqual([101, 25, 200]);
    expect([inst.ready[0], inst.due[0]]).toStrictEqual([0, 1236]);
  });

  it('names what is wrong with a malformed file', () => {
    expect(() => parseSolomon('X\nCUSTOMER\n 0 1 2 3 4 5 6\n')).toThrow(/VEHICLE line/);
    expect(() => parseSolomon('X\n 3 100\n')).toThrow(InstanceFormatError);
    expect(() => parseSolomon(solomonText('X', 2, 10, [[0, 0, 0, 0, 100, 0], [1, 1, 1, 0, 50, 1]]).replace('  1  1  1', '  7  1  1'))).toThrow(/numbered 0..n-1/);
  });

  it('lets time windows, not distance, decide the order (the worked example)', () => {
    const inst = createInstance({ name: 'ex', vehicles: 1, capacity: 10, nodes: [[0, 0, 0, 0, 100, 0], [3, 4, 1, 10, 20, 5], [6, 8, 1, 0, 18, 0]] });
    const r = solveVrptw(inst, { timeLimitMs: 200, clock: tickClock() });
    expect(r.routes).toStrictEqual([[2, 1]]);
  });

  it('uses a second vehicle only when capacity forces it', () => {
    const inst = createInstance({ name: 'cap', vehicles: 3, capacity: 10, nodes: [[0, 0, 0, 0, 1000, 0], [1, 0, 6, 0, 1000, 0], [2, 0, 6, 0, 1000, 0], [3, 0, 4, 0, 1000, 0]] });
    const r = solveVrptw(inst, { timeLimitMs: 300, clock: tickClock() });
    expect(r.vehicles).toBe(2);
    expect(r.routes.flat().sort()).toStrictEqual([1, 2, 3]);
  });

  it('reports customers no vehicle can reach in time instead of serving them late', () => {
    const inst = createInstance({ name: 'late', vehicles: 2, capacity: 10, nodes: [[0, 0, 0, 0, 100, 0], [50, 0, 1, 0, 10, 0], [1, 0, 1, 0, 100, 0]] });
    const r = solveVrptw(inst, { timeLimitMs: 100, clock: tickClock() });
    expect(r.unserved).toStrictEqual([1]);
    expect(r.routes).toStrictEqual([[2]]);
  });

  it.each(['C102', 'R208', 'RC105'])('answers %s with routes an independent checker accepts', (name) => {
    const file = join(solomonDir, `${name}.txt`);
    const r = solveVrptw(parseSolomon(readFileSync(file, 'utf8')), { timeLimitMs: 400, clock: tickClock() });
    const v = checkRoutes(readSolomon(file), r.routes);
    expect(v.problems).toStrictEqual([]);
    expect(v.vehicles).toBe(r.vehicles);
    expect(v.distance).toBeCloseTo(r.distance, 6);
  });

  it('always returns feasible routes serving every reachable customer (random instances)', () => {
    const node = fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 250 }), fc.integer({ min: 5, max: 120 }), fc.integer({ min: 0, max: 15 }));
    fc.assert(fc.property(fc.array(node, { minLength: 1, maxLength: 25 }), fc.integer({ min: 30, max: 120 }), (custs, capacity) => {
      const rows = [[30, 30, 0, 0, 400, 0], ...custs.map(([x, y, q, a, w, s]) => [x, y, Math.min(q, capacity), a, a + w, s])];
      const inst = createInstance({ name: 'rand', vehicles: rows.length, capacity, nodes: rows.map((r) => r as unknown as [number, number, number, number, number, number]) });
      const r = solveVrptw(inst, { timeLimitMs: 150, clock: tickClock() });
      const dir = mkdtempSync(join(tmpdir(), 'vrptw-'));
      writeFileSync(join(dir, 'i.txt'), solomonText('rand', rows.length, capacity, rows));
      const data = readSolomon(join(dir, 'i.txt'));
      // The checker wants every customer served: drop the unreachable ones from its copy.
      const served = r.routes.flat();
      expect(new Set(served).size).toBe(served.length);
      expect(served.length + r.unserved.length).toBe(custs.length);
      for (const c of r.unserved) expect(aloneFeasible(rows[c]!, 400)).toBe(false);
      const kept = data.rows.map((row, i) => (r.unserved.includes(i) ? null : row));
      const renumber = new Map<number, number>();
      kept.forEach((row, i) => { if (row) renumber.set(i, renumber.size); });
      const v = checkRoutes({ ...data, rows: kept.filter((x): x is number[] => !!x) }, r.routes.map((route) => route.map((c) => renumber.get(c)!)));
      expect(v.problems).toStrictEqual([]);
    }), { numRuns: 40, seed: 7 });
  });

  it('prints one JSON object from the command line', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'gateway/src/scheduling/dispatch/cli.ts'), join(solomonDir, 'C205.txt'), '--time-limit-ms', '500'], { cwd: repoRoot, encoding: 'utf8' });
    const answer = JSON.parse(out) as { vehicles: number; distance: number; routes: number[][] };
    expect(Object.keys(answer)).toStrictEqual(['vehicles', 'distance', 'routes']);
    const v = checkRoutes(readSolomon(join(solomonDir, 'C205.txt')), answer.routes);
    expect(v.problems).toStrictEqual([]);
    expect(answer.vehicles).toBe(answer.routes.length);
  });

  it('refuses a missing file with a message and exit code 2', () => {
    let code = 0;
    let err = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'gateway/src/scheduling/dispatch/cli.ts'), '/nonexistent.txt'], { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      code = (e as { status: number }).status;
      err = String((e as { stderr: string }).stderr);
    }
    expect(code).toBe(2);
    expect(err).toMatch(/cannot read \/nonexistent.txt/);
  });
});
