// A real Redis Cluster for tests: six redis-server processes (3 primaries + 3 replicas) on free
// ports, `redis-cli --cluster create … --cluster-replicas 1`, ready when cluster_state:ok.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Reserves `n` distinct free ports by holding them all open at once, then releasing them.
const freePorts = async (n: number): Promise<number[]> => {
  const servers = await Promise.all(Array.from({ length: n }, () => new Promise<Server>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => resolve(s));
  })));
  const ports = servers.map((s) => (s.address() as { port: number }).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
};
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

/**
 * Starts the cluster. A port can be taken by another process between reserving it and the
 * server binding it (the test runs beside other suites), so a start that fails is torn down
 * and tried again on new ports, up to three times; the last error is thrown with redis-cli's words.
 */
export async function startCluster(): Promise<TestCluster> {
  let last: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try { return await startOnce(); } catch (e) { last = e; }
  }
  throw last;
}

async function startOnce(): Promise<TestCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'bookline-cluster-'));
  // Each node gets its own client port and an explicit cluster-bus port (the default, port + 10000,
  // may be in use or past 65535).
  const reserved = await freePorts(12);
  const ports = reserved.slice(0, 6);
  const busPorts = reserved.slice(6);
  const procs = new Map<number, ChildProcess>();
  const teardown = async () => {
    for (const p of procs.values()) p.kill('SIGKILL');
    await sleep(100);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    ports.forEach((port, i) => {
      const d = join(dir, String(port));
      mkdirSync(d);
      procs.set(port, spawn('redis-server', ['--port', String(port), '--cluster-port', String(busPorts[i]), '--bind', '127.0.0.1', '--dir', d,
        '--cluster-enabled', 'yes', '--cluster-config-file', 'nodes.conf', '--cluster-node-timeout', '1000', '--appendonly', 'yes',
        '--appendfsync', 'everysec', '--save', '', '--protected-mode', 'no'], { stdio: 'ignore' }));
    });
    for (const port of ports) {
      for (let i = 0; ; i++) {
        const proc = procs.get(port)!;
        if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`redis-server on ${port} exited while starting`);
        try { if (cli(port, 'ping').trim() === 'PONG') break; } catch { /* starting */ }
        if (i >= 100) throw new Error(`redis-server on ${port} did not answer PING`);
        await sleep(50);
      }
    }
    try {
      execFileSync('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '1', '--cluster-yes'],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      const { stdout = '', stderr = '' } = e as { stdout?: string; stderr?: string };
      throw new Error(`redis-cli --cluster create failed: ${`${stdout}\n${stderr}`.trim().slice(-1000)}`);
    }
    return await ready(ports, procs, teardown);
  } catch (e) {
    await teardown();
    throw e;
  }
}

async function ready(ports: number[], procs: Map<number, ChildProcess>, teardown: () => Promise<void>): Promise<TestCluster> {
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
    stop: teardown,
  };
}
