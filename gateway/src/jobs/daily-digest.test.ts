import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { BusinessData, type SettingsAnswer } from '@bookline/contracts';
import { buildAgent, ownerContactsOf, saveNewAgent, setOwnerContacts, getAgent } from '../agents';
import { testAccounts, writeCall } from '../../../tests/kit/owner';
import { localToInstant } from '../scheduling';
import { createRedis, keys } from '../store';
import { testApp } from '../../../tests/kit/app';
import { queueForDigest, runDailyDigests } from './daily-digest';

const redis = createRedis((inject as (k: string) => string)('redisUrl'));
const TZ = 'America/Denver';
const at = (date: string, minutes: number) => localToInstant({ date, minutes, timeZone: TZ });

async function digestAgent(email = `digest-${randomBytes(4).toString('hex')}@example.com`) {
  const agent = buildAgent({
    email, smsConsent: false, now: new Date(),
    businessData: BusinessData.parse({ BusinessName: 'Peak Locksmiths', TimeZone: TZ, ServiceType: 'Travel to Customer', ServiceRangeMiles: 20, BusinessAddressZipcode: '80202' }),
    services: [{ name: 'Rekey locks', durationMinutes: 60 }],
  });
  await saveNewAgent(redis, agent);
  await setOwnerContacts(redis, agent, { dailyDigest: true });
  return agent;
}

function rig(verified: (email: string) => boolean = () => true) {
  const sent: Array<{ to: string; subject: string; text: string }> = [];
  const deps = { redis, publicUrl: 'https://app.example', isVerifiedEmail: async (_r: unknown, e: string) => verified(e), notifiers: { email: { mode: 'sandbox' as const, send: async (m: { to: string; subject: string; text: string }) => { sent.push(m); } } } };
  return { sent, deps };
}

describe('daily digest', () => {
  it('goes out at 6 PM local with every waiting call in order, once per date, and empties the queue', async () => {
    const agent = await digestAgent();
    const morning = await writeCall(redis, { agentId: agent.id, startedAt: at('2026-05-12', 9 * 60 + 14), from: '+17205550111', outcomes: ['booked'], transcript: [{ role: 'caller', text: 'I locked myself out of my car' }] });
    const noon = await writeCall(redis, { agentId: agent.id, startedAt: at('2026-05-12', 12 * 60 + 40), from: '+17205550112', outcomes: ['message'], transcript: [{ role: 'caller', text: 'Please call me about a safe' }] });
    for (const sid of [noon, morning]) await queueForDigest(redis, agent.id, sid);
    const { sent, deps } = rig();

    expect(await runDailyDigests({ ...deps, now: at('2026-05-12', 15 * 60) })).not.toContain(agent.id);
    expect(await runDailyDigests({ ...deps, now: at('2026-05-12', 18 * 60 + 9) })).toContain(agent.id);
    const mail = sent.filter((m) => m.to === agent.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Peak Locksmiths: 2 calls today (1 booked, 1 message)');
    const lines = mail[0]!.text.split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toStrictEqual([
      '- 9:14 AM, +17205550111 (phone), booked: I locked myself out of my car',
      '- 12:40 PM, +17205550112 (phone), message: Please call me about a safe',
    ]);
    expect(mail[0]!.text).toContain(`https://app.example/dashboard/${agent.id}/calls`);
    expect(await redis.llen(keys.summaryDigest(agent.id))).toBe(0);

    // A call after the digest waits for tomorrow's: nothing more today.
    await queueForDigest(redis, agent.id, await writeCall(redis, { agentId: agent.id, startedAt: at('2026-05-12', 18 * 60 + 20), transcript: [{ role: 'caller', text: 'Are you open late?' }] }));
    expect(await runDailyDigests({ ...deps, now: at('2026-05-12', 18 * 60 + 39) })).not.toContain(agent.id);
    expect(await runDailyDigests({ ...deps, now: at('2026-05-13', 18 * 60 + 9) })).toContain(agent.id);
    expect(sent.filter((m) => m.to === agent.email)[1]!.subject).toBe('Peak Locksmiths: 1 call today (1 info)');
  });

  it('sends nothing to an owner whose email is not verified, and keeps the calls', async () => {
    const agent = await digestAgent();
    await queueForDigest(redis, agent.id, await writeCall(redis, { agentId: agent.id, startedAt: at('2026-05-12', 600), transcript: [{ role: 'caller', text: 'Do you rekey?' }] }));
    const { sent, deps } = rig(() => false);
    expect(await runDailyDigests({ ...deps, now: at('2026-05-12', 18 * 60 + 9) })).not.toContain(agent.id);
    expect(sent.filter((m) => m.to === agent.email)).toStrictEqual([]);
    expect(await redis.llen(keys.summaryDigest(agent.id))).toBe(1);
  });

  it('is an owner setting: Settings takes each_call or daily_digest and refuses anything else by name', async () => {
    const agent = await digestAgent();
    await setOwnerContacts(redis, agent, { dailyDigest: false });
    const { app } = testApp({ redis });
    const owner = await testAccounts(redis).signIn([agent.id]);
    const base = `/api/owner/agents/${agent.id}/settings`;
    const current = (await (await app.request(base, { headers: { cookie: owner.cookie } })).json()) as SettingsAnswer;
    expect(current.settings.contacts.summaries).toBe('each_call');
    const put = (summaries: unknown) => app.request(base, {
      method: 'PUT', headers: { 'content-type': 'application/json', cookie: owner.cookie, origin: 'http://localhost' },
      body: JSON.stringify({ version: current.version, settings: { ...current.settings, contacts: { ...current.settings.contacts, summaries } } }),
    });
    const bad = await put('weekly');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('summaries');
    expect(ownerContactsOf((await getAgent(redis, agent.id))!).dailyDigest).toBe(false);
    const ok = await put('daily_digest');
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as SettingsAnswer).settings.contacts.summaries).toBe('daily_digest');
    expect(ownerContactsOf((await getAgent(redis, agent.id))!).dailyDigest).toBe(true);
  });
});
