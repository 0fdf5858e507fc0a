// Receptionist turn latency (final `prompt` → first `text` token) over real websockets to the
// built gateway process, built-in brain, every turn a slot search on an agent with 500 future
// bookings. Then: how many concurrent relay sessions one process holds at p95 ≤ 50 ms (issue 16) when
// each caller speaks every 2 s (a brisk human pace).
// The load generator shares this 2-core machine with the gateway and Redis.
import { cpus, loadavg } from 'node:os';
import { createRedis } from '../../gateway/src/store';
import { startStack } from './harness';
import { closedLoop, paced, row, seedAgent } from './relay-load';
import { report, type Row } from './report';

async function main() {
  // BENCH_PROFILE=<dir> writes the gateway's CPU profile there (open it in Chrome DevTools).
  // BENCH_NODE_ARGS adds flags to the gateway's node (e.g. --trace-gc).
  const profile = [...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []), ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const steps = (process.env.BENCH_SESSIONS ?? '200,400,600,800,1000,1300,1600').split(',').map(Number);
  const stack = await startStack({ LOG_LEVEL: 'error', RELAY_IDLE_MS: '600000', JOBS_WORKER: 'false' }, profile);
  try {
    const seeding = createRedis(stack.redisUrl);
    const agentId = await seedAgent(seeding);
    seeding.disconnect();
    const rows: Row[] = [];
    rows.push(row('1 caller, back-to-back turns', await closedLoop(stack.url, agentId, 1, 200)));
    rows.push(row('200 callers, back-to-back turns', await closedLoop(stack.url, agentId, 200, 5)));
    const capacity: Row[] = [];
    let best = 0;
    for (const n of steps) {
      await new Promise((r) => setTimeout(r, 3_000)); // the previous step's calls finish closing
      const { lat, errors, errorKinds, redials } = await paced(stack.url, agentId, n, 2_000, 12_000);
      if (errors) throw new Error(`${errors} failed turns at ${n} sessions: ${JSON.stringify(errorKinds)}`);
      const r = { ...row(`${n} sessions, a turn every 2 s`, lat), calls_replaced: redials };
      capacity.push(r);
      // One noisy step (a major GC on this shared 2-core machine) does not end the search; a clear miss does.
      if ((r.p95_ms as number) <= 50) best = Math.max(best, n);
      else if ((r.p95_ms as number) > 100 && !process.env.BENCH_SESSIONS) break;
    }
    report('receptionist-turns', rows, { cpus: cpus().length, loadavg: loadavg(), bookings: 500 });
    report('receptionist-capacity', [...capacity, { scenario: 'most sessions with p95 ≤ 50 ms (tested steps)', turns: 0, p50_ms: best, p95_ms: null, max_ms: null }], { cpus: cpus().length });
  } finally {
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
