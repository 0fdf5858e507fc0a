import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingAnswer, CallDetail, CallsPage, Overview, QuestionsList } from '@bookline/contracts';
import { recordMeteredBooking } from '../billing';
import { buildAgent, saveNewAgent, type AgentRecord } from '../agents';
import { createRedis, keys, type Redis } from '../store';
import { testApp, testConfig } from '../../../tests/kit/app';
import { questionStore } from './questions';
import { seedBooking, testAccounts, writeCall } from '../../../tests/kit/owner';
import { accountsAccess } from './accounts-access';

const config = testConfig();
let redis: Redis;
let accounts: ReturnType<typeof testAccounts>;
let app: ReturnType<typeof testApp>['app'];

beforeAll(() => {
  redis = createRedis(config.REDIS_URL);
  accounts = testAccounts(redis);
  app = testApp({ redis }).app;
});
afterAll(() => redis.disconnect());

async function newAgent(name = 'Rapid Rooter Plumbing'): Promise<AgentRecord> {
  const agent = buildAgent({
    email: 'owner@example.com', smsConsent: true, now: new Date('2026-11-01T12:00:00Z'),
    businessData: {
      BusinessName: name, BusinessPhoneNumber: '', BusinessEmail: 'owner@example.com', TimeZone: 'America/Chicago', ServiceType: 'Travel to Customer', ServiceRangeMiles: 25,
      BusinessDescription: '', BusinessAddressStreet: '', BusinessAddressCity: 'Austin', BusinessAddressState: 'TX', BusinessAddressZipcode: '78701', WebsiteAddress: '', BusinessHours: '', DaysOpen: '',
    },
    services: [{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 15000, priceToCents: 30000 }],
  });
  await saveNewAgent(redis, agent);
  return agent;
}

const get = (path: string, cookie?: string) => app.request(path, { headers: cookie ? { cookie } : {} });
const send = (method: string, path: string, body: unknown, cookie?: string) =>
  app.request(path, { method, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

describe('owner API authorization', () => {
  it('answers every agent route for the owning account only: other account, no session and an expired session get 404', async () => {
    const agent = await newAgent();
    const callId = await writeCall(redis, { agentId: agent.id, startedAt: Date.parse('2026-11-20T15:00:00Z') });
    const { id: questionId } = { id: (await questionStore(redis).record(agent.id, { text: 'Do you sell gift cards?', callId, at: Date.now() })).questionId };
    const owner = await accounts.signIn([agent.id]);
    const other = await accounts.signIn([(await newAgent('Other Co')).id]);
    const base = `/api/owner/agents/${agent.id}`;
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `${base}/overview`], ['GET', `${base}/calls`], ['GET', `${base}/calls/${callId}`], ['GET', `${base}/calls.csv?from=2026-11-01&to=2026-11-30`],
      ['GET', `${base}/questions`], ['POST', `${base}/questions/${questionId}/answer`, { answer: 'Yes, at the front desk.' }],
      ['GET', `${base}/retention`], ['PUT', `${base}/retention`, { days: 400 }],
    ];
    for (const [method, path, body] of routes) {
      for (const cookie of [other.cookie, undefined, accounts.expiredCookie()]) {
        const res = method === 'GET' ? await get(path, cookie) : await send(method, path, body, cookie);
        expect(res.status, `${method} ${path} with ${cookie ? 'another session' : 'no session'}`).toBe(404);
      }
      const res = method === 'GET' ? await get(path, owner.cookie) : await send(method, path, body, owner.cookie);
      expect(res.status, `${method} ${path} as owner`).toBe(200);
    }
    // Events stream and deletion: refused the same way, nothing deleted.
    for (const cookie of [other.cookie, undefined]) {
      expect((await get(`${base}/calls/events`, cookie)).status).toBe(404);
      expect((await send('DELETE', base, {}, cookie)).status).toBe(404);
    }
    expect(await redis.hexists(keys.agent(agent.id), 'record')).toBe(1);
    // A call of another agent is not readable through this agent's path.
    const foreign = await writeCall(redis, { agentId: (await newAgent('Third')).id, startedAt: Date.now() });
    expect((await get(`${base}/calls/${foreign}`, owner.cookie)).status).toBe(404);
  });

  it('GET /api/owner/me lists the account and its agents; 401 signed out', async () => {
    const a = await newAgent('Alpha Plumbing');
    const owner = await accounts.signIn([a.id]);
    expect(await (await get('/api/owner/me', owner.cookie)).json()).toStrictEqual({ account: { accountId: owner.accountId, email: owner.email }, agents: [{ agentId: a.id, businessName: 'Alpha Plumbing' }] });
    expect((await get('/api/owner/me')).status).toBe(401);
  });
});

describe('calls', () => {
  it('lists newest first, pages by cursor without gaps or repeats (ties included), filters by outcome, date and caller', async () => {
    const agent = await newAgent();
    const owner = await accounts.signIn([agent.id]);
    const t0 = Date.parse('2026-11-02T15:00:00Z');
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      // Pairs share a start time: the cursor must still step over each once.
      const startedAt = t0 + Math.floor(i / 2) * 3_600_000;
      ids.push(await writeCall(redis, { agentId: agent.id, startedAt, from: i % 5 === 0 ? '+15125550111' : '+15125550199', outcomes: i % 3 === 0 ? ['booked'] : ['info'] }));
    }
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const res = await get(`/api/owner/agents/${agent.id}/calls?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, owner.cookie);
      const page = (await res.json()) as CallsPage;
      expect(page.timeZone).toBe('America/Chicago');
      seen.push(...page.calls.map((c) => c.callId));
      cursor = page.next;
      pages++;
    }
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(23);
    expect([...seen].sort()).toStrictEqual([...ids].sort());
    const starts = await Promise.all(seen.map(async (id) => JSON.parse((await redis.hget(keys.ownerCallRows(agent.id), id))!).startedAt as number));
    expect(starts).toStrictEqual([...starts].sort((a, b) => b - a));

    const booked = (await (await get(`/api/owner/agents/${agent.id}/calls?outcome=booked&limit=100`, owner.cookie)).json()) as CallsPage;
    expect(booked.calls.map((c) => c.callId).sort()).toStrictEqual(ids.filter((_, i) => i % 3 === 0).sort());
    expect(booked.calls.every((c) => c.outcome === 'booked')).toBe(true);

    const byNumber = (await (await get(`/api/owner/agents/${agent.id}/calls?q=${encodeURIComponent('(512) 555-0111')}`, owner.cookie)).json()) as CallsPage;
    expect(byNumber.calls.map((c) => c.callId).sort()).toStrictEqual(ids.filter((_, i) => i % 5 === 0).sort());
    const partial = (await (await get(`/api/owner/agents/${agent.id}/calls?q=0111&limit=100`, owner.cookie)).json()) as CallsPage;
    expect(partial.calls).toHaveLength(5);

    // All 23 started 09:00–20:00 on 2026-11-02 in Austin (UTC−6).
    const range = async (q: string) => ((await (await get(`/api/owner/agents/${agent.id}/calls?${q}&limit=100`, owner.cookie)).json()) as CallsPage).calls.length;
    expect(await range('from=2026-11-02&to=2026-11-02')).toBe(23);
    expect(await range('to=2026-11-01')).toBe(0);
    expect(await range('from=2026-11-03')).toBe(0);
  });

  it('rejects a bad query with a 400 naming the field', async () => {
    const agent = await newAgent();
    const owner = await accounts.signIn([agent.id]);
    for (const [q, word] of [['outcome=maybe', 'outcome'], ['limit=0', 'limit'], ['from=yesterday', 'from'], ['cursor=zzz', 'cursor'], ['from=2026-11-05&to=2026-11-01', 'to']]) {
      const res = await get(`/api/owner/agents/${agent.id}/calls?${q}`, owner.cookie);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain(word);
    }
  });

  it('opens a call: transcript as spoken, summary, outcome, its booking, the message and the caller’s earlier calls', async () => {
    const agent = await newAgent();
    const owner = await accounts.signIn([agent.id]);
    const from = '+15125550123';
    const first = await writeCall(redis, { agentId: agent.id, from, startedAt: Date.parse('2026-11-10T15:00:00Z'), outcomes: ['message'], message: { text: 'Call me about a quote', callerName: 'Dana Reyes' } });
    const start = Date.parse('2026-11-25T15:00:00Z');
    await seedBooking(redis, { id: 'bk_1', agentId: agent.id, start, end: start + 3_600_000, serviceName: 'Drain cleaning', priceText: '$150 to $300', sequence: 0, status: 'confirmed', customer: { name: 'Dana Reyes', phone: from, address: '12 Elm St, Austin, TX 78704' }, createdAt: start, updatedAt: start });
    const second = await writeCall(redis, {
      agentId: agent.id, from, startedAt: Date.parse('2026-11-20T15:00:00Z'), outcomes: ['booked'], bookingIds: ['bk_1'],
      transcript: [{ role: 'assistant', text: 'Thanks for calling.' }, { role: 'caller', text: 'I need a drain cleaned' }],
    });
    const d = (await (await get(`/api/owner/agents/${agent.id}/calls/${second}`, owner.cookie)).json()) as CallDetail;
    expect(d.outcome).toBe('booked');
    expect(d.callerName).toBe('Dana Reyes');
    // The business's zone, named: the portal shows every time of the business in it, whatever the browser's zone.
    expect(d.summary).toBe('Booked Drain cleaning for Wed, Nov 25, 9:00 AM CST');
    expect(d.timeZone).toBe('America/Chicago');
    expect(d.transcript.map((t) => [t.role, t.text])).toStrictEqual([['assistant', 'Thanks for calling.'], ['caller', 'I need a drain cleaned']]);
    expect(d.bookings).toStrictEqual([{ bookingId: 'bk_1', service: 'Drain cleaning', start: new Date(start).toISOString(), end: new Date(start + 3_600_000).toISOString(), address: '12 Elm St, Austin, TX 78704', status: 'booked' }]);
    expect(d.earlier.map((c) => c.callId)).toStrictEqual([first]);
    const m = (await (await get(`/api/owner/agents/${agent.id}/calls/${first}`, owner.cookie)).json()) as CallDetail;
    expect(m).toMatchObject({ outcome: 'message', message: { text: 'Call me about a quote' }, summary: 'Message: Call me about a quote', earlier: [] });
  });

  it('exports a date range as CSV with formula cells neutralised', async () => {
    const agent = await newAgent();
    const owner = await accounts.signIn([agent.id]);
    await writeCall(redis, { agentId: agent.id, startedAt: Date.parse('2026-11-10T15:00:00Z'), outcomes: ['message'], message: { text: '=HYPERLINK("http://evil.example","x")', callerName: '@SUM(A1)' } });
    await writeCall(redis, { agentId: agent.id, startedAt: Date.parse('2026-12-10T15:00:00Z') });
    const res = await get(`/api/owner/agents/${agent.id}/calls.csv?from=2026-11-01&to=2026-11-30`, owner.cookie);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('Started,Ended,Channel,Caller number,Caller name,Outcome,Length (s),Summary');
    expect(lines[1]).toBe(`2026-11-10 09:00:00,2026-11-10 09:01:00,phone,+15125550199,'@SUM(A1),message,60,"Message: =HYPERLINK(""http://evil.example"",""x"")"`);
    const bad = await get(`/api/owner/agents/${agent.id}/calls.csv?from=2026-11-01`, owner.cookie);
    expect(bad.status).toBe(400);
  });

  it('streams new calls to an open page from another gateway process (Redis pub/sub)', async () => {
    const agent = await newAgent();
    const owner = await accounts.signIn([agent.id]);
    const res = await get(`/api/owner/agents/${agent.id}/calls/events`, owner.cookie);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const dec = new TextDecoder();
    let buf = '';
    const until = async (pred: (s: string) => boolean) => {
      while (!pred(buf)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buf += dec.decode(value);
      }
    };
    await until((s) => s.includes('event: ready'));
    // The call is written over a different Redis connection, as another gateway would.
    const other = createRedis(config.REDIS_URL);
    const callId = await writeCall(other, { agentId: agent.id, startedAt: Date.now(), outcomes: ['booked'] });
    await until((s) => s.includes('"type":"ended"'));
    other.disconnect();
    await reader.cancel();
    expect(buf).toContain(`"callId":"${callId}"`);
    expect(buf).toMatch(/event: call\ndata: \{"type":"started"/);
  });
});

describe('overview and questions', () => {
  it('overview: upcoming bookings by day with the drive between, calls this week by outcome, revenue, metered bookings', async () => {
    const agent = await newAgent();
    const now = Date.parse('2026-11-25T14:00:00Z'); // Wednesday 08:00 in Austin
    const owner = await accounts.signIn([agent.id]);
    const at = (iso: string) => Date.parse(iso);
    const bk = (id: string, start: number, zip: string) => seedBooking(redis, { id, agentId: agent.id, start, end: start + 3_600_000, serviceName: 'Drain cleaning', priceText: '', sequence: 0, status: 'confirmed', customer: { name: 'C', address: `1 Main St, Austin, TX ${zip}` }, createdAt: now, updatedAt: now });
    await bk('b1', at('2026-11-25T15:00:00Z'), '78701');
    await bk('b2', at('2026-11-25T17:00:00Z'), '78745');
    await bk('b3', at('2026-11-26T15:00:00Z'), '78701');
    await writeCall(redis, { agentId: agent.id, startedAt: at('2026-11-23T16:00:00Z'), outcomes: ['booked'] });
    await writeCall(redis, { agentId: agent.id, startedAt: at('2026-11-24T16:00:00Z'), outcomes: ['emergency'] });
    await writeCall(redis, { agentId: agent.id, startedAt: at('2026-11-22T16:00:00Z'), outcomes: ['booked'] }); // last week
    const { ownerRoutes } = await import('./routes');
    const api = ownerRoutes({ redis, access: accountsAccess(redis), now: () => now });
    const { Hono } = await import('hono');
    const { sessions } = await import('../http');
    const wrapped = new Hono().use(sessions({ redis, ttlS: 600 })).route('/api/owner', api);
    const o = (await (await wrapped.request(`/api/owner/agents/${agent.id}/overview`, { headers: { cookie: owner.cookie } })).json()) as Overview;
    expect(o.days.map((d) => [d.date, d.bookings.map((b) => b.bookingId)])).toStrictEqual([['2026-11-25', ['b1', 'b2']], ['2026-11-26', ['b3']]]);
    expect(o.days[0]!.bookings[0]!.driveMinutesBefore).toBeUndefined();
    expect(o.days[0]!.bookings[1]!.driveMinutesBefore).toBeGreaterThan(5);
    expect(o.callsThisWeek).toMatchObject({ booked: 1, emergency: 1, message: 0 });
    expect(o.bookedJobs).toBe(3);
    expect(o.estimatedRevenue).toBe(675); // 3 × the middle of $150–$300
    expect(o.metered).toStrictEqual({ bookings: 0, unitUsd: 3.5, amountUsd: 0 }); // booked calls are not metered bookings
  });

  it("overview: this period's bookings are the billing page's metered bookings in the billing period, not booked calls", async () => {
    const agent = await newAgent();
    const now = Date.parse('2026-11-25T14:00:00Z'); // Wednesday 08:00 in Austin
    const owner = await accounts.signIn([agent.id]);
    // One call booked two jobs, each metered once by the follow-up worker; one job was metered last month.
    await writeCall(redis, { agentId: agent.id, startedAt: Date.parse('2026-11-23T16:00:00Z'), outcomes: ['booked'], bookingIds: ['j1', 'j2'] });
    await recordMeteredBooking(redis, { agentId: agent.id, bookingId: 'j1', at: Date.parse('2026-11-23T16:02:00Z') });
    await recordMeteredBooking(redis, { agentId: agent.id, bookingId: 'j2', at: Date.parse('2026-11-23T16:03:00Z') });
    await recordMeteredBooking(redis, { agentId: agent.id, bookingId: 'j0', at: Date.parse('2026-10-31T16:00:00Z') });
    const { ownerRoutes } = await import('./routes');
    const { ownerBillingRoutes } = await import('../owner-ops/billing');
    const { sandboxBilling } = await import('../billing');
    const { createLogger } = await import('../logging');
    const { Hono } = await import('hono');
    const { sessions } = await import('../http');
    const wrapped = new Hono()
      .use(sessions({ redis, ttlS: 600 }))
      .route('/api/owner', ownerRoutes({ redis, access: accountsAccess(redis), now: () => now }))
      .route('/billing/:agentId', ownerBillingRoutes({ redis, billing: () => sandboxBilling({ redis }), log: createLogger({ level: 'silent' }), now: () => now }));
    const o = (await (await wrapped.request(`/api/owner/agents/${agent.id}/overview`, { headers: { cookie: owner.cookie } })).json()) as Overview;
    const b = (await (await wrapped.request(`/billing/${agent.id}/billing`)).json()) as BillingAnswer;
    expect(b.usage).toMatchObject({ bookings: 2, amountUsd: 7 });
    expect(o.metered).toStrictEqual({ bookings: 2, unitUsd: 3.5, amountUsd: 7 });
  });

  it('lists questions grouped with counts and takes the owner’s answer', async () => {
    const agent = await newAgent();
    const owner = await accounts.signIn([agent.id]);
    const store = questionStore(redis);
    await store.record(agent.id, { text: 'Do you sell gift cards?', callId: 'CA1', at: 1 });
    await store.record(agent.id, { text: 'Um, do you guys sell gift cards?', callId: 'CA2', at: 2 });
    await store.record(agent.id, { text: 'Is there parking nearby?', callId: 'CA3', at: 3 });
    const list = (await (await get(`/api/owner/agents/${agent.id}/questions`, owner.cookie)).json()) as QuestionsList;
    expect(list.timeZone).toBe('America/Chicago');
    expect(list.questions.map((q) => [q.text, q.count, q.callId])).toStrictEqual([['Is there parking nearby?', 1, 'CA3'], ['Do you sell gift cards?', 2, 'CA2']]);
    const gift = list.questions[1]!;
    expect((await send('POST', `/api/owner/agents/${agent.id}/questions/${gift.questionId}/answer`, { answer: '' }, owner.cookie)).status).toBe(400);
    expect((await send('POST', `/api/owner/agents/${agent.id}/questions/nope/answer`, { answer: 'x' }, owner.cookie)).status).toBe(404);
    const ok = await send('POST', `/api/owner/agents/${agent.id}/questions/${gift.questionId}/answer`, { answer: 'Yes, gift cards come in any amount.' }, owner.cookie);
    expect(ok.status).toBe(200);
    expect(await store.answerFor(agent.id, 'can I buy a gift card')).toBe('Yes, gift cards come in any amount.');
    expect(await store.answerFor(agent.id, 'do you fix boilers')).toBeUndefined();
  });
});

describe('owner API with the accounts module (the default access)', () => {
  it('the owning account’s session reads; another account, a creator-only browser session and no session get 404', async () => {
    const { attachAgent, ensureAccount } = await import('../accounts');
    const { SESSION_COOKIE } = await import('../http');
    const real = testApp({ redis }).app;
    const agent = await newAgent();
    const owner = await ensureAccount(redis, `a-${agent.id}@example.com`, new Date());
    const other = await ensureAccount(redis, `b-${agent.id}@example.com`, new Date());
    await attachAgent(redis, agent.id, owner.id);
    const session = async (data: Record<string, unknown>) => {
      const sid = Math.random().toString(36).slice(2).padEnd(32, 'x').slice(0, 32);
      await redis.set(keys.session(sid), JSON.stringify({ id: sid, createdAt: new Date().toISOString(), data }), 'EX', 600);
      return `${SESSION_COOKIE}=${sid}`;
    };
    const path = `/api/owner/agents/${agent.id}/calls`;
    expect((await real.request(path, { headers: { cookie: await session({ accountId: owner.id }) } })).status).toBe(200);
    for (const cookie of [await session({ accountId: other.id }), await session({ agents: [agent.id] }), undefined]) {
      const res = await real.request(path, { headers: cookie ? { cookie } : {} });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'No agent with this id.' });
    }
  });
});
