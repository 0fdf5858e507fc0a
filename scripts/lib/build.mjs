// Builds what is stale: a package is rebuilt when any of its sources (or the shared
// packages and config it uses) is newer than its build stamp.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FRONTENDS = ['shell', 'mfe-marketing', 'mfe-creator', 'mfe-onboarding', 'widget'];
export const PACKAGES = [...FRONTENDS, 'gateway'];
const SHARED_INPUTS = ['contracts/src', 'ui/src', 'rspack.config.ts', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist') continue;
    max = Math.max(max, newest(join(path, name)));
  }
  return max;
}

const stampOf = (root, pkg) => join(root, pkg, 'dist', '.build-stamp');

export function isStale(root, pkg) {
  const stamp = stampOf(root, pkg);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const inputs = [join(root, pkg, 'src'), join(root, pkg, 'rspack.config.ts'), ...SHARED_INPUTS.map((p) => join(root, p))];
  return inputs.some((p) => newest(p) > built);
}

/** Builds the given packages (all stale ones by default); exits the process on a failed build. */
export function build(root, { packages = PACKAGES, force = false, quiet = false } = {}) {
  const todo = packages.filter((p) => force || isStale(root, p));
  for (const pkg of todo) {
    const started = Date.now();
    const r = spawnSync(process.execPath, [join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
      cwd: join(root, pkg),
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV === 'development' ? 'development' : 'production' },
      encoding: 'utf8',
    });
    if (r.status !== 0) {
      if (quiet) process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}`);
      console.error(`[build] ${pkg} failed`);
      process.exit(1);
    }
    writeFileSync(stampOf(root, pkg), new Date().toISOString());
    if (!quiet) console.log(`[build] ${pkg} built in ${Date.now() - started} ms`);
  }
  return todo;
}
