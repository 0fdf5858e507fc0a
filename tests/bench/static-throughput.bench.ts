// Static serving throughput of the gateway against a bare node:http server serving the same
// bytes, measured in one run with autocannon on loopback. Each server runs as its own process.
import { spawn } from 'node:child_process';
import { get, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
// @ts-expect-error plain ESM helper shared with the scripts
import { freePort } from '../../scripts/lib/system.mjs';
import { waitForHttp } from '../setup/e2e';
import { ROOT, startStack } from './harness';
import { percentile, report, round } from './report';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 3);
const ROUNDS = 3;
const CONNECTIONS = 32;

/** The bare baseline: the same bytes (already gzipped, as the gateway sends them) from node:http. */
const BARE = `
const http = require('node:http');
const { readFileSync } = require('node:fs');
const files = JSON.parse(process.argv[1]);
const bodies = Object.fromEntries(Object.entries(files).map(([u, f]) => [u, { body: readFileSync(f.path), type: f.type }]));
http.createServer((req, res) => {
  const b = bodies[req.url];
  if (!b) { res.writeHead(404); return res.end(); }
  res.writeHead(200, { 'content-type': b.type, 'content-encoding': 'gzip', 'content-length': b.body.length });
  res.end(b.body);
}).listen(Number(process.argv[2]), '127.0.0.1');
`;

/** A GET with gzip accepted, body as sent on the wire (fetch would decompress it). */
function rawGet(url: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}

async function load(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { 'accept-encoding': 'gzip' } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function main() {
  const hashed = readdirSync(join(ROOT, 'shell/dist')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  if (!hashed) throw new Error('no built shell: run npm run build');
  const stack = await startStack({ LOG_LEVEL: 'warn' });
  const port = await freePort();
  // Exactly the bytes the gateway answers (gzip), so `/` is its prerendered document.
  const dir = mkdtempSync(join(tmpdir(), 'bookline-static-'));
  const files: Record<string, { path: string; type: string }> = {};
  for (const url of ['/', `/${hashed}`]) {
    const res = await rawGet(stack.url + url);
    if (res.headers['content-encoding'] !== 'gzip') throw new Error(`${url}: the gateway did not answer gzip`);
    const path = join(dir, `${Object.keys(files).length}.gz`);
    writeFileSync(path, res.body);
    files[url] = { path, type: String(res.headers['content-type']) };
  }
  const bare = spawn(process.execPath, ['-e', BARE, JSON.stringify(files), String(port)], { stdio: 'inherit' });
  const bareUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${bareUrl}/`);
    const rows = [];
    for (const [label, path] of [['hashed asset', `/${hashed}`], ['/ (index.html)', '/']] as const) {
      await load(stack.url + path); // warm-up passes (JIT, connection pools), not counted
      await load(bareUrl + path);
      // Alternate the two servers so background load on the machine hits both alike; take medians.
      const gws: number[] = [];
      const bases: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        gws.push(await load(stack.url + path));
        bases.push(await load(bareUrl + path));
      }
      const gw = percentile(gws, 50);
      const base = percentile(bases, 50);
      rows.push({ target: label, 'gateway req/s': Math.round(gw), 'bare node req/s': Math.round(base), ratio: round(gw / base, 2), 'meets ≥ 0.6': gw / base >= 0.6 });
    }
    report('static-throughput', rows, { durationS: DURATION_S, rounds: ROUNDS, connections: CONNECTIONS });
  } finally {
    bare.kill();
    rmSync(dir, { recursive: true, force: true });
    await stack.stop();
  }
}

await main();
