// npm start: install check, build what is stale, start a project-local Redis when neither
// REDIS_CLUSTER_NODES nor REDIS_URL is set (data in .data/redis, append-only), then serve everything on PORT (default 8787).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './lib/build.mjs';
import { ensureInstalled } from './lib/install-check.mjs';
import { startRedis } from './lib/redis.mjs';

const root = process.cwd();
ensureInstalled(root);
build(root);

let redis;
const env = { ...process.env };
if (env.REDIS_CLUSTER_NODES) {
  console.log('[start] using the Redis Cluster in REDIS_CLUSTER_NODES (no local Redis)');
} else if (!env.REDIS_URL) {
  redis = await startRedis({ dir: join(root, '.data/redis'), port: Number(env.REDIS_PORT) || undefined });
  env.REDIS_URL = redis.url;
  console.log(`[start] project Redis on ${redis.url} (data in .data/redis)`);
}

const gateway = spawn(process.execPath, ['--enable-source-maps', join(root, 'gateway/dist/server.cjs')], { stdio: 'inherit', env });
const port = env.PORT || 8787;
console.log(`[start] Bookline on http://localhost:${port}  (sandbox providers where no credentials are set)`);

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  gateway.kill(signal);
  await new Promise((r) => (gateway.exitCode !== null ? r() : gateway.once('exit', r)));
  if (redis) await redis.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
gateway.on('exit', async (code) => {
  if (stopping) return;
  if (redis) await redis.stop();
  process.exit(code ?? 1);
});
