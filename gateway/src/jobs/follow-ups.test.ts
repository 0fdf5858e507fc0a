import { randomBytes } from 'node:crypto';
import { pinClock } from '../../../tests/support/clock';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAgent, saveNewAgent } from '../agents';
import { createLogger } from '../logging';
import { createOutbox, sandboxEmail, type SmsSender } from '../notify';
import { bullConnection } from '../receptionist/start';
import { callRecords } from '../receptionist/calls';
import { createRedis } from '../store';
import { testConfig } from '../test-support';
import type { BookingFacts } from './events';
import { createFollowUpQueue, startFollowUpWorker } from './follow-ups';
import { sandboxUsage, sandboxUsageUnits } from './usage';

pinClock();

const url = testConfig().REDIS_URL;
const redis = createRedis(url);
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of closers) await c();
  redis.disconnect();
});

const verified = new Set<string>(['owner@example.com']);

/** An agent whose owner gave a mobile (512-555-0150) and email; the public contacts are the scraped ones. */
async function rig(sms: SmsSender, { email = 'owner@example.com', smsConsent = true, mobile = '512-555-0150' } = {}) {
  const name = `test-followups-${randomBytes(4).toString('hex')}`;
  const connection = bullConnection(url);
  const q = createFollowUpQueue({ connection, name });
  const outbox = createOutbox(redis);
  const w = startFollowUpWorker({ redis, connection, queue: q.queue, notifiers: { email: sandboxEmail(outbox), sms, outbox }, usage: sandboxUsage(redis), log: createLogger({ level: 'silent' }), publicUrl: 'http://x', isVerifiedEmail: async (_r, e) => verified.has(e) });
  closers.push(async () => { await w.close(); await q.close(); });
  const agent = buildAgent({ email, smsConsent, now: new Date(), businessData: { BusinessName: 'Jobs Test Salon', BusinessPhoneNumber: '512-867-5309', BusinessEmail: 'info@scraped.example', OwnerMobile: mobile, TimeZone: 'America/Chicago', ServiceType: 'Fixed Location', BusinessDescription: '', BusinessAddressStreet: '', BusinessAddressCity: '', BusinessAddressState: '', BusinessAddressZipcode: '', WebsiteAddress: '', BusinessHours: '', DaysOpen: '' }, services: [] });
  await saveNewAgent(redis, agent);
  const booking: BookingFacts = { agentId: agent.id, id: `bk_${randomBytes(4).toString('hex')}`, start: Date.now() + 3 * 86_400_000, end: Date.now() + 3 * 86_400_000 + 3_600_000, serviceName: 'Haircut', priceText: '$35 to $75', sequence: 0, customer: { name: 'Ann', phone: '+15125550151' } };
  return { q, outbox, agent, booking };
}

const until = async (f: () => Promise<boolean>) => {
  for (let i = 0; i < 100; i++) { if (await f()) return; await new Promise((r) => setTimeout(r, 100)); }
  throw new Error('timed out');
};

describe('follow-up jobs', () => {
  it('the same booking event enqueued twice sends one set of messages and one usage unit', async () => {
    const sent: string[] = [];
    const { q, outbox, agent, booking } = await rig({ mode: 'sandbox', send: async (m) => void sent.push(m.to) });
    await q.emit({ kind: 'booked', booking });
    await q.emit({ kind: 'booked', booking });
    await until(async () => (await sandboxUsageUnits(redis, agent.id)).length === 1 && sent.length >= 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(sent.sort()).toStrictEqual(['+15125550150', '+15125550151']);
    expect((await outbox.list({ agentId: agent.id })).filter((m) => m.channel === 'email')).toHaveLength(1);
    expect(await sandboxUsageUnits(redis, agent.id)).toStrictEqual([expect.objectContaining({ bookingId: booking.id, quantity: 1 })]);
  });
  it('a retried job resends only what failed', async () => {
    let fail = true;
    const sent: string[] = [];
    const { q, outbox, agent, booking } = await rig({ mode: 'sandbox', send: async (m) => {
      if (m.to === '+15125550151' && fail) { fail = false; throw new Error('provider down'); }
      sent.push(m.to);
    } });
    await q.emit({ kind: 'booked', booking });
    await until(async () => sent.includes('+15125550151'));
    expect(sent.filter((x) => x === '+15125550150')).toHaveLength(1);
    expect((await outbox.list({ agentId: agent.id })).filter((m) => m.channel === 'email')).toHaveLength(1);
  });
});

describe('owner messages need consent (issue 14)', () => {
  const never = (m: { to: string }) => m.to === 'info@scraped.example' || m.to === '+15128675309';
  it('an unverified owner email gets no booking email; an owner without SMS consent gets no text', async () => {
    const sent: string[] = [];
    const { q, outbox, agent, booking } = await rig({ mode: 'sandbox', send: async (m) => void sent.push(m.to) }, { email: `new${randomBytes(3).toString('hex')}@example.com`, smsConsent: false });
    await q.emit({ kind: 'booked', booking });
    await until(async () => (await sandboxUsageUnits(redis, agent.id)).length === 1);
    await new Promise((r) => setTimeout(r, 300));
    // Only the caller's own confirmation: nothing to the owner, nothing to the scraped contacts.
    expect(sent).toStrictEqual(['+15125550151']);
    expect((await outbox.list({ agentId: agent.id })).filter((m) => m.channel === 'email')).toStrictEqual([]);
    expect((await outbox.list({ agentId: agent.id })).some(never)).toBe(false);
  });
  it('an empty call sends no summary; a call with words does, to the verified owner', async () => {
    const { q, outbox, agent } = await rig({ mode: 'sandbox', send: async () => {} });
    const calls = callRecords(redis);
    const empty = `CA${randomBytes(16).toString('hex')}`;
    const spoken = `CA${randomBytes(16).toString('hex')}`;
    for (const sid of [empty, spoken]) {
      await calls.open({ callSid: sid, agentId: agent.id, channel: 'web', from: '', to: '', startedAt: Date.now() });
      await calls.append(sid, [{ role: 'assistant', text: 'Hi, how can I help?', at: Date.now() }]);
    }
    await calls.append(spoken, [{ role: 'caller', text: 'Do you do balayage?', at: Date.now() }]);
    await q.emit({ kind: 'callEnded', call: { agentId: agent.id, callSid: empty } });
    await q.emit({ kind: 'callEnded', call: { agentId: agent.id, callSid: spoken } });
    await until(async () => (await outbox.list({ agentId: agent.id })).length > 0);
    await new Promise((r) => setTimeout(r, 300));
    const mails = await outbox.list({ agentId: agent.id });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', to: 'owner@example.com' });
    expect(mails[0]!.subject).toMatch(/balayage/);
  });
});
