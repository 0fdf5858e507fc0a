// Builds what is stale: a package is rebuilt when any of its sources (or the shared
// packages and config it uses) is newer than its build stamp.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { join } from 'node:path';

export const FRONTENDS = ['shell', 'mfe-marketing', 'mfe-creator', 'mfe-onboarding', 'mfe-owner', 'widget'];
export const PACKAGES = [...FRONTENDS, 'gateway'];
const SHARED_INPUTS = ['contracts/src', 'ui/src', 'rspack.config.ts', 'react-router.shared.mjs', 'package-lock.json'];

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

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/** Writes .gz (level 9) and .br (quality 11) beside every compressible file, once per build. */
export function precompress(dir) {
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(name));
    if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
    const body = readFileSync(file);
    if (body.length <= 512) continue;
    writeFileSync(file + '.gz', gzipSync(body, { level: 9 }));
    writeFileSync(file + '.br', brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }));
  }
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
    if (FRONTENDS.includes(pkg)) precompress(join(root, pkg, 'dist'));
    writeFileSync(stampOf(root, pkg), new Date().toISOString());
    if (!quiet) console.log(`[build] ${pkg} built in ${Date.now() - started} ms`);
  }
  return todo;
}
