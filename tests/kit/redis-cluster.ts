// A real Redis Cluster for tests: six redis-server processes (3 primaries + 3 replicas) on free
// ports, `redis-cli --cluster create … --cluster-replicas 1`, ready when cluster_state:ok.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = (s.address() as { port: number }).port;
    s.close(() => resolve(p));
  });
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cli = (port: number, ...args: string[]) => execFileSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' });

export interface TestCluster {
  ports: number[];
  /** `127.0.0.1:p1,…` for REDIS_CLUSTER_NODES. */
  nodes: string;
  /** The primary serving `key`'s slot. */
  primaryFor(key: string): number;
  /** kill -9 the redis-server on that port. */
  kill(port: number): void;
  /** Waits until the cluster is ok again and `port` no longer serves any slot. */
  waitFailover(port: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startCluster(): Promise<TestCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'bookline-cluster-'));
  const ports = await Promise.all(Array.from({ length: 6 }, freePort));
  const procs = new Map<number, ChildProcess>();
  for (const port of ports) {
    const d = join(dir, String(port));
    mkdirSync(d);
    procs.set(port, spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', d, '--cluster-enabled', 'yes', '--cluster-config-file', 'nodes.conf',
      '--cluster-node-timeout', '1000', '--appendonly', 'yes', '--appendfsync', 'everysec', '--save', '', '--protected-mode', 'no'], { stdio: 'ignore' }));
  }
  for (const port of ports) for (let i = 0; i < 100; i++) { try { if (cli(port, 'ping').trim() === 'PONG') break; } catch { /* starting */ } await sleep(50); }
  execFileSync('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '1', '--cluster-yes'], { stdio: 'ignore' });
  const ok = async (timeoutMs: number, extra: () => boolean = () => true) => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const alive = ports.filter((p) => procs.get(p)!.exitCode === null && procs.get(p)!.signalCode === null);
      try { if (alive.every((p) => cli(p, 'cluster', 'info').includes('cluster_state:ok')) && extra()) return; } catch { /* not yet */ }
      if (Date.now() > end) throw new Error('cluster not ok in time');
      await sleep(100);
    }
  };
  const alive = () => ports.filter((p) => procs.get(p)!.exitCode === null && procs.get(p)!.signalCode === null);
  const primaries = () => {
    const [any] = alive();
    return cli(any!, 'cluster', 'nodes').split('\n').filter((l) => l.includes('master') && !l.includes('fail')).map((l) => l.split(' '))
      .map((f) => ({ port: Number(/:(\d+)@/.exec(f[1]!)?.[1]), ranges: f.slice(8).filter((r) => /^\d/.test(r)).map((r) => r.split('-').map(Number)) }));
  };
  // Ready: every primary has its replica attached (WAIT has something to wait for).
  await ok(30_000, () => primaries().length === 3 && primaries().every((m) => /connected_slaves:1/.test(cli(m.port, 'info', 'replication')))
    && ports.every((p) => ports.every((q) => cli(p, 'cluster', 'slots').includes(String(q)))));
  return {
    ports,
    nodes: ports.map((p) => `127.0.0.1:${p}`).join(','),
    primaryFor(key) {
      const slot = Number(cli(alive()[0]!, 'cluster', 'keyslot', key).trim());
      return primaries().find((m) => m.ranges.some(([a, b]) => slot >= a! && slot <= (b ?? a)!))!.port;
    },
    kill(port) { procs.get(port)!.kill('SIGKILL'); },
    async waitFailover(port, timeoutMs = 20_000) {
      await ok(timeoutMs, () => !primaries().some((m) => m.port === port && m.ranges.length > 0));
    },
    async stop() {
      for (const p of procs.values()) p.kill('SIGKILL');
      await sleep(100);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
