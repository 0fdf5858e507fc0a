// npm run -s dispatch -- FILE [--time-limit-ms N] [--seed N]
// Reads a Solomon-format VRPTW instance and prints {"vehicles","distance","routes"} as one JSON line.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { InstanceFormatError, parseSolomon, solveVrptw } from './index';

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'time-limit-ms': { type: 'string' }, seed: { type: 'string' } },
  });
  const file = positionals[0];
  if (!file) {
    process.stderr.write('usage: npm run -s dispatch -- FILE [--time-limit-ms N] [--seed N]\n');
    return 2;
  }
  const timeLimitMs = values['time-limit-ms'] === undefined ? 8000 : Number(values['time-limit-ms']);
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  if (!Number.isFinite(timeLimitMs) || timeLimitMs < 0 || !Number.isInteger(seed)) {
    process.stderr.write('dispatch: --time-limit-ms must be a non-negative number and --seed an integer\n');
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    process.stderr.write(`dispatch: cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? 'error'}\n`);
    return 2;
  }
  try {
    const inst = parseSolomon(text);
    const r = solveVrptw(inst, { timeLimitMs, seed });
    if (r.unserved.length) process.stderr.write(`dispatch: no vehicle can serve customers ${r.unserved.join(', ')}\n`);
    process.stdout.write(`${JSON.stringify({ vehicles: r.vehicles, distance: Math.round(r.distance * 1e6) / 1e6, routes: r.routes })}\n`);
    return r.unserved.length ? 1 : 0;
  } catch (e) {
    if (e instanceof InstanceFormatError) {
      process.stderr.write(`dispatch: ${file}: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

process.exitCode = main();
