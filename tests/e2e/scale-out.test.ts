// Many gateways, separate workers, one Redis Cluster (issue 15 #13, #14): two gateway processes
// started with WORKERS=false and one `--worker` process, all from the built server, on a real
// 3-primary + 3-replica cluster. Callers on different gateways race for one slot (exactly one
// wins), the owner's live call feed open in Chromium on one gateway shows a call taken by the
// other, and each follow-up (confirmation, summary) is sent exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startCluster, type TestCluster } from '../kit/redis-cluster';
import { Caller, dial, eventually, makeAgent } from '../kit/conversation';
import { SALON } from '../kit/fixtures';
import { testAccounts } from '../kit/owner';
import { createRedisCluster, keys, type Redis } from '../../gateway/src/store';
import { createBookingStore } from '../../gateway/src/calendar/bookings';
import type { OutboxEntry } from '../../gateway/src/notify';
import { ROOT, spawnGateway } from '../setup/e2e';
import { launchBrowser } from './browser';
import { Queue } from 'bullmq';
import { QUEUE, QUEUE_PREFIX } from '../../gateway/src/jobs';
import { textBackAt } from '../../gateway/src/jobs/text-back';
import { HOLDING } from '../../gateway/src/receptionist/relay/turn-runner';

/** makeAgent's default zone (the salon names none). */
const SALON_TZ = 'America/Chicago';

let cluster: TestCluster;
let redis: Redis;
let gateways: Array<Awaited<ReturnType<typeof spawnGateway>>> = [];
let worker: ChildProcess;
let browser: Browser;

/** `npm run worker`: the same built server with --worker; ready when it says so. */
function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'gateway/dist/server.cjs'), '--worker'], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`worker did not start: ${out.slice(-500)}`)), 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += String(d);
      if (out.includes('follow-up worker started')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`worker exited (${code}): ${out.slice(-500)}`)));
  });
}

beforeAll(async () => {
  cluster = await startCluster();
  redis = createRedisCluster(cluster.nodes);
  const env = { REDIS_CLUSTER_NODES: cluster.nodes, WORKERS: 'false', SANDBOX: 'true', RATE_LIMIT_FUNCTIONS: '100000', RATE_LIMIT_PROVIDER_CALLS: '100000' };
  gateways = await Promise.all([spawnGateway(env), spawnGateway(env)]);
  worker = await startWorker({ REDIS_CLUSTER_NODES: cluster.nodes, SANDBOX: 'true' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(gateways.map((g) => g.stop()));
  if (worker && worker.exitCode === null) {
    const gone = new Promise((r) => worker.once('exit', r));
    worker.kill('SIGTERM');
    await gone;
  }
  redis?.disconnect();
  await cluster?.stop();
});

/** The sandbox outbox (one list), this agent's entries. */
async function sent(agentId: string): Promise<OutboxEntry[]> {
  return (await redis.lrange(keys.sandboxOutbox(), 0, -1)).map((x) => JSON.parse(x) as OutboxEntry).filter((m) => m.agentId === agentId);
}

describe('two gateways and a worker on Redis Cluster', () => {
  it('callers on different gateways race for one slot: exactly one wins; the feed on the other gateway shows the call; follow-ups go out once', async () => {
    const [gwA, gwB] = gateways as [(typeof gateways)[0], (typeof gateways)[0]];
    // The owner has signed in with the address the agent alerts (owners get email only at a verified address).
    const ownerEmail = `salon-${Date.now()}@example.com`;
    const { agent, number } = await makeAgent(redis, { ...SALON, ownerEmail });

    // The owner watches the live call feed in a browser signed in on gateway B.
    const owner = await testAccounts(redis).signIn([agent.id], ownerEmail);
    const context = await browser.newContext();
    const [name, value] = owner.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: gwB.url }]);
    const page = await context.newPage();
    await page.goto(`${gwB.url}/healthz`);
    await page.evaluate((agentId) => new Promise<void>((resolve, reject) => {
      const w = window as unknown as { feed: string[] };
      w.feed = [];
      const es = new EventSource(`/api/owner/agents/${agentId}/calls/events`);
      es.addEventListener('ready', () => resolve());
      es.addEventListener('call', (e) => w.feed.push((e as MessageEvent<string>).data));
      es.onerror = () => reject(new Error('event stream failed'));
    }), agent.id);

    // One caller on each gateway, both after the same first offered time.
    const [a, b] = await Promise.all([dial(gwA.url, number), dial(gwB.url, number)]);
    const [oa, ob] = await Promise.all([a.caller.say('I want a haircut'), b.caller.say('I want a haircut')]);
    // The same times offered to both. (A slot search slower than RELAY_HOLDING_MS on a busy machine
    // is first answered with the holding phrase: what one caller hears while waiting.)
    const offer = (reply: string) => (reply.startsWith(HOLDING) ? reply.slice(HOLDING.length).trimStart() : reply);
    expect(offer(oa)).toMatch(/^I have .+\. Which works best for you\?$/);
    expect(offer(oa)).toBe(offer(ob));
    const [ra, rb] = await Promise.all([a.caller.say('the first one'), b.caller.say('the first one')]);
    expect([ra, rb].filter((r) => /holding/.test(r))).toHaveLength(1);
    expect([ra, rb].find((r) => !/holding/.test(r))).toMatch(/just taken\. I have/);
    const [win, lose]: [Caller, Caller] = /holding/.test(ra) ? [a.caller, b.caller] : [b.caller, a.caller];
    await win.say('Robin Quinn');
    await win.say('yes');
    await win.say('yes');
    expect(await win.say('no thanks')).toMatch(/booked/);
    win.hangUp();
    lose.hangUp();
    const callEnded = Date.now();

    const booked = await createBookingStore({ redis, agentId: agent.id }).upcoming(0);
    expect(booked).toHaveLength(1);
    expect(booked[0]!.customer.phone).toBe(win.from);

    // The call taken on gateway A reached the browser on gateway B (and B's own call too).
    const feed = await eventually(() => page.evaluate(() => (window as unknown as { feed: string[] }).feed), (f) => [a.caller.callSid, b.caller.callSid].every((sid) => f.some((x) => x.includes(sid))), 20_000);
    expect(feed.length).toBeGreaterThanOrEqual(2);
    await context.close();

    // Follow-ups run on the worker only, each exactly once: the caller's confirmation and one
    // summary per call for the owner.
    // Every follow-up due now has landed (the missed-call text too, in the business's hours) before
    // the count is taken: a later one would be a duplicate, not a latecomer.
    const textBackNow = textBackAt(callEnded, SALON_TZ) <= callEnded;
    const messages = await eventually(
      () => sent(agent.id),
      (m) => m.some((x) => x.to === win.from) && m.filter((x) => x.to === ownerEmail && /^Call summary/.test(x.subject ?? '')).length >= 2 && (!textBackNow || m.some((x) => x.to === lose.from)),
      30_000,
    );
    await new Promise((r) => setTimeout(r, 3_000)); // a duplicate would land by now
    const again = await sent(agent.id);
    expect(again).toHaveLength(messages.length);
    const confirmations = again.filter((x) => x.to === win.from);
    expect(confirmations).toHaveLength(1);
    // The caller who hung up without an outcome gets the one missed-call text, nothing else. Texts
    // go out between 8 AM and 9 PM the business's time: in its quiet hours the text waits in the
    // queue for 8 AM (the test runs at any hour).
    const toLoser = again.filter((x) => x.to === lose.from).map((x) => x.text);
    if (textBackNow) {
      expect(toLoser).toStrictEqual([expect.stringMatching(/book online/)]);
    } else {
      expect(toLoser).toStrictEqual([]);
      const queue = new Queue(QUEUE, { connection: redis, prefix: QUEUE_PREFIX });
      try {
        const waiting = (await queue.getDelayed()).filter((j) => j.name === 'text-back' && (j.data as { agentId: string }).agentId === agent.id);
        expect(waiting.map((j) => (j.data as { to: string }).to)).toStrictEqual([lose.from]);
        // Due at the next 8 AM there (the job's own clock read is a moment after ours).
        expect(Math.abs(waiting[0]!.timestamp + waiting[0]!.opts.delay! - textBackAt(callEnded, SALON_TZ))).toBeLessThan(60_000);
      } finally {
        await queue.close();
      }
    }
    expect(again.filter((x) => x.to === ownerEmail && /^Call summary/.test(x.subject ?? ''))).toHaveLength(2);
    const texts = again.map((m) => `${m.channel} ${m.to} ${m.subject ?? ''} ${m.text}`);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('an agent created on one gateway gets its phone number from the worker', async () => {
    const res = await fetch(`${gateways[0]!.url}/functions/v1/create-full-agent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gateways[0]!.url },
      body: JSON.stringify({
        email: `plumber-${Date.now()}@example.com`,
        smsConsent: { consent: true, date: '2026-11-20T15:00:00.000Z', source: 'website sign up form' },
        businessData: { BusinessName: 'Cluster Plumbing', TimeZone: 'America/Chicago', ServiceType: 'Fixed Location', BusinessAddressStreet: '500 Congress Ave', BusinessAddressCity: 'Austin', BusinessAddressState: 'TX', BusinessAddressZipcode: '78701' },
        services: [{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 15000 }],
      }),
    });
    expect(res.status).toBe(200);
    const { agentId } = (await res.json()) as { agentId: string };
    // Gateways run no workers here: the number comes from the --worker process.
    const phone = await eventually(() => redis.get(keys.agentPhone(agentId)), (p) => Boolean(p), 30_000);
    expect(phone).toMatch(/^\+1\d{10}$/);
    expect(await redis.get(keys.phoneOwner(phone!))).toBe(agentId);
  });
});
