// npm run dev: rspack dev servers with hot reload for the shell (3000) and each remote
// (3001-3004), the widget rebuilt on change, and the gateway in watch mode on PORT (8787)
// pointing the shell at the remotes' dev servers. Open http://localhost:3000.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled } from './lib/install-check.mjs';
import { startRedis } from './lib/redis.mjs';

const root = process.cwd();
ensureInstalled(root);
const env = { ...process.env, NODE_ENV: 'development' };
let redis;
if (!env.REDIS_URL) {
  redis = await startRedis({ dir: join(root, '.data/redis') });
  env.REDIS_URL = redis.url;
}
const rspack = join(root, 'node_modules/@rspack/cli/bin/rspack.js');
const procs = [
  ['shell', [rspack, 'serve'], 'shell'],
  ['marketing', [rspack, 'serve'], 'mfe-marketing'],
  ['creator', [rspack, 'serve'], 'mfe-creator'],
  ['onboarding', [rspack, 'serve'], 'mfe-onboarding'],
  ['owner', [rspack, 'serve'], 'mfe-owner'],
  ['widget', [rspack, 'build', '--watch'], 'widget'],
  ['gateway', [join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'src/server.ts'], 'gateway'],
].map(([name, args, cwd]) =>
  spawn(process.execPath, args, {
    cwd: join(root, cwd),
    stdio: 'inherit',
    env: {
      ...env,
      BOOKLINE_GATEWAY_MAIN: '1',
      STATIC_ROOT: root,
      REMOTE_MARKETING_URL: 'http://localhost:3001/mf-manifest.json',
      REMOTE_CREATOR_URL: 'http://localhost:3002/mf-manifest.json',
      REMOTE_ONBOARDING_URL: 'http://localhost:3003/mf-manifest.json',
      REMOTE_OWNER_URL: 'http://localhost:3004/mf-manifest.json',
    },
  }).on('exit', (code) => console.log(`[dev] ${name} exited (${code})`)),
);
console.log('[dev] open http://localhost:3000 (API and websockets proxied to the gateway on :8787)');
const stop = async () => {
  for (const p of procs) p.kill('SIGTERM');
  if (redis) await redis.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
