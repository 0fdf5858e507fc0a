// Calls page API (GET /api/owner/agents/:id/calls) for an agent with 50,000 call records:
// p50/p95 of the first page and of page 100 (keyset cursor after 99 pages of 25), plus an
// outcome-filtered page, over real HTTP to the gateway app on a private Redis.
// The owner is a real account with a real session (tests/kit/owner.ts); the route, guard, index
// and Redis reads are production code.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { CallListItem, CallOutcome, CallsPage } from '@bookline/contracts';
import { buildAgent, saveNewAgent } from '../../gateway/src/agents';
import { createApp } from '../../gateway/src/app';
import { loadConfig } from '../../gateway/src/config';
import { createLogger } from '../../gateway/src/logging';
import { callIndex } from '../../gateway/src/owner/calls';
import { testAccounts } from '../kit/owner';
import { createRedis } from '../../gateway/src/store';
// @ts-expect-error plain ESM helper shared with the scripts
import { startRedis } from '../../scripts/lib/redis.mjs';
import { percentile, report, round } from './report';

const CALLS = 50_000;
const RUNS = 300;
const OUTCOMES: CallOutcome[] = ['booked', 'message', 'transferred', 'emergency', 'hungup', 'spam', 'other'];

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bookline-bench-'));
  const redisServer = await startRedis({ dir, persist: false });
  const redis = createRedis(redisServer.url);
  const config = loadConfig({ LOG_LEVEL: 'silent', REDIS_URL: redisServer.url, RATE_LIMIT_FUNCTIONS: '100000', RATE_LIMIT_API: '1000000' });
  const accounts = testAccounts(redis);
  const app = createApp({ config, redis, log: createLogger({ level: 'silent' }) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;
  try {
    const agent = buildAgent({
      email: 'owner@example.com', smsConsent: true, now: new Date(),
      businessData: {
        BusinessName: 'Bench Plumbing', BusinessPhoneNumber: '', BusinessEmail: 'owner@example.com', TimeZone: 'America/Chicago', ServiceType: 'Travel to Customer', ServiceRangeMiles: 25,
        BusinessDescription: '', BusinessAddressStreet: '', BusinessAddressCity: 'Austin', BusinessAddressState: 'TX', BusinessAddressZipcode: '78701', WebsiteAddress: '', BusinessHours: '', DaysOpen: '',
      },
    });
    await saveNewAgent(redis, agent);
    const index = callIndex(redis);
    const started = Date.now();
    const t0 = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < CALLS; i += 500) {
      await Promise.all(Array.from({ length: Math.min(500, CALLS - i) }, (_, k) => {
        const n = i + k;
        const startedAt = t0 + n * 9 * 60_000; // a call every 9 minutes: ~10 months
        const row: CallListItem = { callId: `CA${String(n).padStart(32, '0')}`, startedAt, endedAt: startedAt + 120_000, channel: 'phone', from: `+1512555${String(n % 10_000).padStart(4, '0')}`, callerName: n % 3 ? `Caller ${n % 977}` : undefined, outcome: OUTCOMES[n % OUTCOMES.length]!, summary: 'Booked Drain cleaning for Tue, Nov 24, 3:00 PM' } as CallListItem;
        return index.write(agent.id, row, 'ended');
      }));
    }
    const seedS = round((Date.now() - started) / 1000, 1);
    const owner = await accounts.signIn([agent.id]);
    const base = `http://127.0.0.1:${port}/api/owner/agents/${agent.id}/calls`;
    const get = async (qs: string) => {
      const res = await fetch(`${base}?${qs}`, { headers: { cookie: owner.cookie } });
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      return (await res.json()) as CallsPage;
    };
    let cursor = '';
    for (let p = 1; p < 100; p++) cursor = (await get(`limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).next!;
    const cases: Array<[string, string]> = [
      ['first page (25)', 'limit=25'],
      ['page 100 (25, keyset)', `limit=25&cursor=${encodeURIComponent(cursor)}`],
      ['outcome=booked, first page', 'limit=25&outcome=booked'],
      ['caller number search', `limit=25&q=${encodeURIComponent('(512) 555-0042')}`],
    ];
    const rows = [];
    for (const [name, qs] of cases) {
      for (let i = 0; i < 20; i++) await get(qs); // warm-up
      const ms: number[] = [];
      let count = 0;
      for (let i = 0; i < RUNS; i++) {
        const s = performance.now();
        count = (await get(qs)).calls.length;
        ms.push(performance.now() - s);
      }
      rows.push({ case: name, calls: CALLS, rows: count, 'p50 ms': round(percentile(ms, 50), 2), 'p95 ms': round(percentile(ms, 95), 2), 'target p95 ms': 30 });
    }
    report('owner-calls', rows, { seedS, meetsTarget: rows.every((r) => r['p95 ms'] <= 30) });
  } finally {
    server.close();
    redis.disconnect();
    await redisServer.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
