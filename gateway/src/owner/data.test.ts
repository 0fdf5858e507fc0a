import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgent, saveNewAgent, type AgentRecord } from '../agents';
import { agentsOf } from '../accounts';
import { createRedis, keys, type Redis } from '../store';
import { testApp, testConfig } from '../../../tests/kit/app';
import { deleteAgentData } from './delete-agent';
import { questionStore } from './questions';
import { pruneExpired, setRetentionDays } from './retention';
import { seedBooking, testAccounts, writeCall } from '../../../tests/kit/owner';

const config = testConfig();
let redis: Redis;
beforeAll(() => {
  redis = createRedis(config.REDIS_URL);
});
afterAll(() => redis.disconnect());

const DAY = 86_400_000;

async function newAgent(): Promise<AgentRecord> {
  const agent = buildAgent({
    email: 'owner@example.com', smsConsent: true, now: new Date('2026-01-01T12:00:00Z'),
    businessData: {
      BusinessName: 'Keyway Locksmith', BusinessPhoneNumber: '', BusinessEmail: 'owner@example.com', TimeZone: 'America/Chicago', ServiceType: 'Travel to Customer', ServiceRangeMiles: 25,
      BusinessDescription: '', BusinessAddressStreet: '', BusinessAddressCity: 'Austin', BusinessAddressState: 'TX', BusinessAddressZipcode: '78701', WebsiteAddress: '', BusinessHours: '', DaysOpen: '',
    },
  });
  await saveNewAgent(redis, agent);
  return agent;
}

/** Every key that mentions the agent, by SCAN (what deletion must leave empty). */
async function keysOf(agentId: string): Promise<string[]> {
  const out: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `*${agentId}*`, 'COUNT', 1000);
    cursor = next;
    out.push(...batch);
  } while (cursor !== '0');
  return out;
}

describe('retention', () => {
  it('keeps calls and questions 400 days by default; older ones go with their transcripts when a call ends', async () => {
    const agent = await newAgent();
    const now = Date.parse('2026-11-20T12:00:00Z');
    const old = await writeCall(redis, { agentId: agent.id, startedAt: now - 401 * DAY });
    const kept = await writeCall(redis, { agentId: agent.id, startedAt: now - 399 * DAY });
    await questionStore(redis).record(agent.id, { text: 'Do you cut keys for cars?', callId: old, at: now - 401 * DAY });
    await questionStore(redis).record(agent.id, { text: 'Are you open on Sundays?', callId: kept, at: now - 10 * DAY });
    expect(await redis.exists(keys.call(old), keys.callTranscript(old))).toBe(2);
    // A call ending now prunes (the record hook runs pruneExpired with the call's end time).
    await writeCall(redis, { agentId: agent.id, startedAt: now - 60_000, lengthMs: 60_000 });
    expect(await redis.exists(keys.call(old), keys.callTranscript(old))).toBe(0);
    expect(await redis.zscore(keys.ownerCalls(agent.id), old)).toBeNull();
    expect(await redis.hexists(keys.ownerCallRows(agent.id), old)).toBe(0);
    expect(await redis.exists(keys.call(kept))).toBe(1);
    expect((await questionStore(redis).list(agent.id)).map((q) => q.text)).toStrictEqual(['Are you open on Sundays?']);
  });

  it('a shorter retention removes what it no longer covers; out-of-range settings get a 400', async () => {
    const agent = await newAgent();
    const now = Date.now();
    const a = await writeCall(redis, { agentId: agent.id, startedAt: now - 100 * DAY });
    const b = await writeCall(redis, { agentId: agent.id, startedAt: now - 10 * DAY });
    const accounts = testAccounts(redis);
    const { app } = testApp({ redis });
    const owner = await accounts.signIn([agent.id]);
    const put = (body: unknown) => app.request(`/api/owner/agents/${agent.id}/retention`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie: owner.cookie }, body: JSON.stringify(body) });
    const bad = await put({ days: 5 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('days');
    const res = await put({ days: 30 });
    expect(await res.json()).toStrictEqual({ days: 30, removed: 1 });
    expect(await redis.exists(keys.call(a))).toBe(0);
    expect(await redis.exists(keys.call(b))).toBe(1);
    await setRetentionDays(redis, agent.id, 5);
    expect(await pruneExpired(redis, agent.id, now)).toBe(1);
  });
});

describe('deleting an agent', () => {
  it('removes its calls, transcripts, indexes, questions, bookings, settings and the agent; other agents keep theirs', async () => {
    const agent = await newAgent();
    const neighbour = await newAgent();
    const now = Date.now();
    const calls = [await writeCall(redis, { agentId: agent.id, startedAt: now - DAY, outcomes: ['booked'] }), await writeCall(redis, { agentId: agent.id, startedAt: now, outcomes: ['message'], message: { text: 'hi' } })];
    const theirs = await writeCall(redis, { agentId: neighbour.id, startedAt: now });
    await seedBooking(redis, { id: 'bk_del', agentId: agent.id, start: now + DAY, end: now + DAY + 3_600_000, serviceName: 'Rekey locks', priceText: '', sequence: 0, status: 'confirmed', customer: { phone: '+15125550100' }, createdAt: now, updatedAt: now });
    await questionStore(redis).record(agent.id, { text: 'Do you make car keys?', callId: calls[0]!, at: now });
    await setRetentionDays(redis, agent.id, 100);
    await redis.set(keys.agentPhone(agent.id), '+15555550123');
    await redis.set(keys.phoneOwner('+15555550123'), agent.id);
    expect((await keysOf(agent.id)).length).toBeGreaterThan(8);

    const accounts = testAccounts(redis);
    const { app } = testApp({ redis });
    const owner = await accounts.signIn([agent.id, neighbour.id]);
    const res = await app.request(`/api/owner/agents/${agent.id}`, { method: 'DELETE', headers: { cookie: owner.cookie } });
    expect(res.status).toBe(200);
    expect(await keysOf(agent.id)).toStrictEqual([]);
    for (const id of calls) expect(await redis.exists(keys.call(id), keys.callTranscript(id))).toBe(0);
    expect(await redis.exists(keys.phoneOwner('+15555550123'))).toBe(0);
    expect(await redis.exists(keys.call(theirs))).toBe(1);
    expect(await redis.hexists(keys.agent(neighbour.id), 'record')).toBe(1);
    // The account no longer lists it; its routes now answer 404.
    expect(await agentsOf(redis, owner.accountId)).toStrictEqual([neighbour.id]);
    expect((await app.request(`/api/owner/agents/${agent.id}/calls`, { headers: { cookie: owner.cookie } })).status).toBe(404);
  });

  it('deleteAgentData on an agent with nothing stored is a no-op', async () => {
    await expect(deleteAgentData(redis, 'agent_nothingStoredHere00')).resolves.toBeUndefined();
  });
});

describe('deleting an account (real accounts)', () => {
  it('removes every agent it owns with their data, its sessions and the account; signed-out afterwards', async () => {
    const { attachAgent, ensureAccount } = await import('../accounts');
    const { SESSION_COOKIE } = await import('../http');
    const email = `owner-${Date.now()}@example.com`;
    const account = await ensureAccount(redis, email, new Date());
    const a = await newAgent();
    const b = await newAgent();
    await attachAgent(redis, a.id, account.id);
    await attachAgent(redis, b.id, account.id);
    const call = await writeCall(redis, { agentId: a.id, startedAt: Date.now() });
    const sid = 'S'.repeat(32);
    await redis.set(keys.session(sid), JSON.stringify({ id: sid, createdAt: new Date().toISOString(), data: { accountId: account.id } }), 'EX', 600);
    await redis.zadd(keys.accountSessions(account.id), Date.now(), sid);
    const { app } = testApp({ redis });
    const cookie = `${SESSION_COOKIE}=${sid}`;
    // The default access is the accounts module's: this session sees both agents.
    const me = (await (await app.request('/api/owner/me', { headers: { cookie } })).json()) as { agents: Array<{ agentId: string }> };
    expect(me.agents.map((x) => x.agentId).sort()).toStrictEqual([a.id, b.id].sort());
    expect((await app.request('/api/owner/account', { method: 'DELETE', headers: { cookie } })).status).toBe(200);
    expect(await keysOf(a.id)).toStrictEqual([]);
    expect(await keysOf(b.id)).toStrictEqual([]);
    expect(await redis.exists(keys.call(call), keys.account(account.id), keys.accountAgents(account.id), keys.session(sid))).toBe(0);
    expect((await app.request('/api/owner/me', { headers: { cookie } })).status).toBe(401);
  });
});
