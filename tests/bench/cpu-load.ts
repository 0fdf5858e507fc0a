// Background CPU load for benchmarks that must hold up on a busy machine: N child processes
// that spin, and a sampler of the 1-minute load average while the measurement runs.
//
// The spinners run at normal priority by default, so they really compete with the browser
// the way other test suites on a shared machine do (a niced spinner raises the load average
// but takes almost no CPU from anyone, which would make the figure look busier than the
// measurement was). `nice` lowers their priority for those who want that anyway.
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg, setPriority } from 'node:os';

export interface CpuLoadOptions {
  /** Spinning processes to start (each adds about 1 to the load average). */
  workers: number;
  /** Their niceness, 0 (normal) to 19 (lowest). */
  nice?: number;
  /** Wait at most this long for the 1-minute load average to reach `workers`. */
  rampMs?: number;
}

export interface CpuLoad {
  stop(): void;
}

const SPIN = 'for (;;) {}';

/** Starts the spinners and resolves once the load average shows them (or after `rampMs`). */
export async function startCpuLoad({ workers, nice = 0, rampMs = 60_000 }: CpuLoadOptions): Promise<CpuLoad> {
  const children: ChildProcess[] = [];
  for (let i = 0; i < workers; i++) {
    const child = spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' });
    if (child.pid && nice) setPriority(child.pid, nice);
    children.push(child);
  }
  const stop = () => {
    for (const c of children) c.kill('SIGKILL');
  };
  process.once('exit', stop);
  const deadline = Date.now() + rampMs;
  while (workers > 0 && loadavg()[0]! < workers * 0.9 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000));
  return { stop };
}

/** Samples the 1-minute load average every second; `mean()` is the average since `start()`. */
export function loadSampler(): { start(): void; mean(): number; stop(): void } {
  let samples: number[] = [];
  const timer = setInterval(() => samples.push(loadavg()[0]!), 1000);
  timer.unref();
  return {
    start: () => {
      samples = [loadavg()[0]!];
    },
    mean: () => samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length),
    stop: () => clearInterval(timer),
  };
}
