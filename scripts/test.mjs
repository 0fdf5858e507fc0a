// npm test: strict type check, then every vitest project (unit tests in each package, then browser end-to-end tests
// in tests/e2e against a real gateway and Redis). Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from './lib/build.mjs';
import { ensureInstalled } from './lib/install-check.mjs';
import { ensureChromium, ensureRedis } from './lib/system.mjs';

const root = process.cwd();
ensureInstalled(root);
ensureRedis();
ensureChromium();
build(root);
const types = spawnSync(process.execPath, [join(root, 'scripts/typecheck.mjs')], { stdio: 'inherit' });
if (types.status !== 0) process.exit(types.status ?? 1);
const r = spawnSync(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, BOOKLINE_BUILT: '1' },
});
process.exit(r.status ?? 1);
