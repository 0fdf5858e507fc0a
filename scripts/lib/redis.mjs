// Starts a project-local redis-server on a free port, append-only persistence on,
// and stops it with the process that started it.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { ensureRedis, freePort } from './system.mjs';

function ping(port) {
  return new Promise((resolve) => {
    const sock = net.connect(port, '127.0.0.1');
    sock.setTimeout(500);
    sock.on('connect', () => sock.write('PING\r\n'));
    sock.on('data', (d) => {
      sock.destroy();
      resolve(d.toString().startsWith('+PONG'));
    });
    sock.on('error', () => resolve(false));
    sock.on('timeout', () => {
      sock.destroy();
      resolve(false);
    });
  });
}

/**
 * @param {{ dir: string, port?: number, persist?: boolean }} options
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void>, pid: number }>}
 */
export async function startRedis({ dir, port, persist = true }) {
  const bin = ensureRedis();
  mkdirSync(dir, { recursive: true });
  const p = port ?? (await freePort());
  const args = ['--port', String(p), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--protected-mode', 'yes'];
  args.push('--appendonly', persist ? 'yes' : 'no');
  const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + 10_000;
  while (!(await ping(p))) {
    if (exited || Date.now() > deadline) throw new Error(`redis-server did not start on port ${p}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url: `redis://127.0.0.1:${p}`, port: p, stop, pid: child.pid };
}
