// Issue 15's load figure: two gateway processes (WORKERS=false) on a real 3-primary + 3-replica
// Redis Cluster, 1,000 paced relay sessions split between them (a turn every 2 s each, every
// turn a slot search on an agent with 500 future bookings); p50/p95/max turn latency and errors.
// Everything — six redis-servers, two gateways and this load generator — shares one 2-core machine.
import { cpus, loadavg } from 'node:os';
import { createRedisCluster } from '../../gateway/src/store';
import { startCluster } from '../kit/redis-cluster';
// @ts-expect-error plain ESM helpers shared with the scripts
import { build } from '../../scripts/lib/build.mjs';
import { spawnGateway } from '../setup/e2e';
import { ROOT } from './harness';
import { paced, row, seedAgent } from './relay-load';
import { report, type Row } from './report';

async function main() {
  build(ROOT, { quiet: true });
  const sessions = (process.env.BENCH_SESSIONS ?? '400,1000').split(',').map(Number);
  const cluster = await startCluster();
  const env = { REDIS_CLUSTER_NODES: cluster.nodes, WORKERS: 'false', LOG_LEVEL: 'error', RELAY_IDLE_MS: '600000' };
  const gateways = await Promise.all([spawnGateway(env), spawnGateway(env)]);
  const redis = createRedisCluster(cluster.nodes);
  try {
    const agentId = await seedAgent(redis);
    const rows: Row[] = [];
    for (const n of sessions) {
      await new Promise((r) => setTimeout(r, 3_000));
      const { lat, errors, errorKinds, redials, callerLagP99Ms } = await paced(gateways.map((g) => g.url), agentId, n, 2_000, 12_000);
      rows.push({ ...row(`${n} sessions on 2 gateways, a turn every 2 s`, lat), errors, calls_replaced: redials, caller_lag_p99_ms: callerLagP99Ms, ...(errors ? { error_kinds: JSON.stringify(errorKinds) } : {}) });
    }
    report('scale-out', rows, { cpus: cpus().length, loadavg: loadavg(), redis: 'cluster 3 primaries + 3 replicas', gateways: 2 });
  } finally {
    redis.disconnect();
    await Promise.all(gateways.map((g) => g.stop()));
    await cluster.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
