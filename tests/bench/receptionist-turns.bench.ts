// Receptionist turn latency (final `prompt` → first `text` token) over real websockets to the
// built gateway process, built-in brain, every turn a slot search on an agent with 500 future
// bookings. Then: how many concurrent relay sessions one process holds at p95 ≤ 50 ms (issue 16) when
// each caller speaks every 2 s (a brisk human pace). BENCH_SESSIONS / BENCH_BASELINE_SESSIONS
// choose the steps ('' skips the second search).
// The load generator shares this 2-core machine with the gateway and Redis.
import { cpus, loadavg } from 'node:os';
import { createRedis } from '../../gateway/src/store';
import { startStack } from './harness';
import { closedLoop, paced, row, seedAgent } from './relay-load';
import { report, type Row } from './report';

/** A fresh gateway and Redis (and the seeded agent) for each measurement. */
async function withStack<T>(profile: string[], fn: (url: string, agentId: string) => Promise<T>): Promise<T> {
  const stack = await startStack({ LOG_LEVEL: 'error', RELAY_IDLE_MS: '600000', JOBS_WORKER: 'false' }, profile);
  try {
    const seeding = createRedis(stack.redisUrl);
    const agentId = await seedAgent(seeding);
    seeding.disconnect();
    return await fn(stack.url, agentId);
  } finally {
    await stack.stop();
  }
}

/** The largest step whose p95 ≤ 50 ms; the search stops after two clear misses in a row. */
async function search(url: string, agentId: string, stepMs: number, steps: number[]): Promise<Row[]> {
  const found: Row[] = [];
  let best = 0;
  let misses = 0;
  for (const n of steps) {
    await new Promise((r) => setTimeout(r, 3_000)); // the previous step's calls finish closing
    const { lat, errors, errorKinds, redials, callerLagP99Ms } = await paced(url, agentId, n, 2_000, stepMs);
    if (errors) throw new Error(`${errors} failed turns at ${n} sessions: ${JSON.stringify(errorKinds)}`);
    const r = row(`${n} sessions, a turn every 2 s for ${stepMs / 1000} s`, lat);
    found.push({ ...r, calls_replaced: redials, caller_lag_p99_ms: callerLagP99Ms });
    // One noisy step (a major GC on this shared 2-core machine) does not end the search; two clear misses do.
    if ((r.p95_ms as number) <= 50) best = Math.max(best, n);
    misses = (r.p95_ms as number) > 100 ? misses + 1 : 0;
    if (misses === 2) break;
  }
  return [...found, { scenario: 'most sessions with p95 ≤ 50 ms (tested steps)', turns: 0, p50_ms: best, p95_ms: null, max_ms: null }];
}

async function main() {
  // BENCH_PROFILE=<dir> writes the gateway's CPU profile there (open it in Chrome DevTools).
  // BENCH_NODE_ARGS adds flags to the gateway's node (e.g. --trace-gc).
  const profile = [...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []), ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const list = (v: string | undefined, d: string) => (v ?? d).split(',').filter(Boolean).map(Number);
  // Capacity, twice, each on a fresh gateway. (1) 12 s steps: every caller keeps asking for other
  // days, so by the fifth turn the loop guards end about a fifth of the calls (a message offer, a
  // goodbye) and those lines dial again: turns plus a burst of call ends and set-ups. (2) The
  // workload of the f498653 baseline issue 16 compares with: 8 s steps, four turns a call, no call ends.
  const { rows, capacity } = await withStack(profile, async (url, agentId) => {
    const rows: Row[] = [];
    rows.push(row('1 caller, back-to-back turns', await closedLoop(url, agentId, 1, 200)));
    rows.push(row('200 callers, back-to-back turns', await closedLoop(url, agentId, 200, 5)));
    return { rows, capacity: await search(url, agentId, 12_000, list(process.env.BENCH_SESSIONS, '200,1000,2000,2500,3000,3500')) };
  });
  const baselineSteps = list(process.env.BENCH_BASELINE_SESSIONS, '3000,4000,5000,6000');
  const baseline = baselineSteps.length ? await withStack(profile, (url, agentId) => search(url, agentId, 8_000, baselineSteps)) : [];
  report('receptionist-turns', rows, { cpus: cpus().length, loadavg: loadavg(), bookings: 500 });
  report('receptionist-capacity', capacity, { cpus: cpus().length });
  if (baseline.length) report('receptionist-capacity-baseline-workload', baseline, { cpus: cpus().length, note: 'as f498653 measured: 8 s steps, no call ends' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
