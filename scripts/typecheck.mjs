// npm run typecheck: strict TypeScript over every workspace.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = process.cwd();
const pkgs = ['contracts', 'ui', 'shell', 'mfe-marketing', 'mfe-creator', 'mfe-onboarding', 'mfe-owner', 'widget', 'gateway', 'tests'];
let failed = 0;
for (const p of pkgs) {
  const r = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', p], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
console.log(failed ? `typecheck: ${failed} package(s) failed` : 'typecheck: ok');
process.exit(failed ? 1 : 0);
