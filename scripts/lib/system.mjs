// Finds or installs the system programs the project needs (redis-server, chromium).
// On Debian/Ubuntu as root they are installed with apt-get; elsewhere we stop with one
// clear line naming what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

export function which(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

let aptUpdated = false;
function aptInstall(pkgs) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !which('apt-get')) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    if (!aptUpdated) {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
      aptUpdated = true;
    }
    execFileSync('apt-get', ['install', '-y', '-qq', ...pkgs], { stdio: 'ignore', env });
    return true;
  } catch {
    return false;
  }
}

/** Ensures a program exists, installing its Debian package when we can. Returns its path. */
export function ensureProgram({ command, aptPackage, what, candidates = [] }) {
  const found = candidates.find((p) => existsSync(p)) ?? which(command);
  if (found) return found;
  console.error(`[setup] ${what} not found; installing the Debian package ${aptPackage}…`);
  if (aptInstall([aptPackage])) {
    const after = candidates.find((p) => existsSync(p)) ?? which(command);
    if (after) return after;
  }
  console.error(`[setup] ${what} is required: install it (for example: sudo apt-get install ${aptPackage}) and run again.`);
  process.exit(1);
}

export const ensureRedis = () =>
  ensureProgram({ command: 'redis-server', aptPackage: 'redis-server', what: 'redis-server (Redis 7)' });

export const ensureChromium = () =>
  ensureProgram({
    command: 'chromium',
    aptPackage: 'chromium',
    what: 'Chromium',
    candidates: [process.env.CHROMIUM_PATH ?? '', '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean),
  });

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}
