// Makes sure `npm install` has run and matches the lockfile before anything starts.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function ensureInstalled(root) {
  const marker = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs - 1000);
  if (fresh) return;
  console.log('[setup] dependencies missing or out of date: running npm install…');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('[setup] npm install failed; fix the error above and run again.');
    process.exit(1);
  }
}
