// Shared by every benchmark: print a table and write bench-results/<name>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Row = Record<string, string | number | boolean | null>;

export function report(name: string, rows: Row[], extra: Record<string, unknown> = {}): void {
  console.log(`\n## ${name}`);
  console.table(rows);
  const dir = resolve(process.env.BENCH_RESULTS_DIR ?? join(process.cwd(), 'bench-results'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify({ name, at: new Date().toISOString(), rows, ...extra }, null, 2) + '\n');
}

/** Percentile of a sorted-or-not sample (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const idx = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  return s[idx]!;
}

export const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;
