// npm run worker: build what is stale, then run only the follow-up job worker (no HTTP, no
// calls) against REDIS_CLUSTER_NODES or REDIS_URL. Run gateways with WORKERS=false beside it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './lib/build.mjs';
import { ensureInstalled } from './lib/install-check.mjs';

const root = process.cwd();
ensureInstalled(root);
build(root);
if (!process.env.REDIS_URL && !process.env.REDIS_CLUSTER_NODES) {
  console.error('[worker] set REDIS_CLUSTER_NODES or REDIS_URL to the Redis the gateways use');
  process.exit(1);
}
const worker = spawn(process.execPath, ['--enable-source-maps', join(root, 'gateway/dist/server.cjs'), '--worker'], { stdio: 'inherit', env: process.env });
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => worker.kill(s));
worker.on('exit', (code) => process.exit(code ?? 1));
