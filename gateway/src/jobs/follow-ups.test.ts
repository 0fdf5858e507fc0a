import { randomBytes } from 'node:crypto';
import { pinClock } from '../../../tests/kit/clock';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAgent, saveNewAgent, setOwnerContacts } from '../agents';
import { createLogger } from '../logging';
import { createOutbox, sandboxEmail, type SmsSender } from '../notify';
import { bullConnection } from '../receptionist/start';
import { callRecords } from '../receptionist/calls';
import { createRedis, keys } from '../store';
import { testConfig } from '../../../tests/kit/app';
import type { BookingFacts } from './events';
import { createFollowUpQueue, startFollowUpWorker } from './follow-ups';
import { calledBackSince, textBackAt } from './text-back';
import { writeCall } from '../../../tests/kit/owner';
import { localToInstant } from '../scheduling';
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
async function rig(sms: SmsSender, { email = 'owner@example.com', smsConsent = true, mobile = '512-555-0150', now }: { email?: string; smsConsent?: boolean; mobile?: string; now?: () => number } = {}) {
  const name = `test-followups-${randomBytes(4).toString('hex')}`;
  const connection = bullConnection(url);
  const q = createFollowUpQueue({ connection, name });
  const outbox = createOutbox(redis);
  const w = startFollowUpWorker({ redis, connection, queue: q.queue, notifiers: { email: sandboxEmail(outbox), sms, outbox }, usage: sandboxUsage(redis), log: createLogger({ level: 'silent' }), publicUrl: 'http://x', isVerifiedEmail: async (_r, e) => verified.has(e), ...(now ? { now } : {}) });
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

describe('daily digest instead of a summary per call (issue 14)', () => {
  it('with the digest on, a finished call is kept for the digest and no summary goes out now', async () => {
    const { q, outbox, agent } = await rig({ mode: 'sandbox', send: async () => {} });
    await setOwnerContacts(redis, agent, { dailyDigest: true });
    const calls = callRecords(redis);
    const empty = `CA${randomBytes(16).toString('hex')}`;
    const spoken = `CA${randomBytes(16).toString('hex')}`;
    for (const sid of [empty, spoken]) await calls.open({ callSid: sid, agentId: agent.id, channel: 'phone', from: '+15125550160', to: '', startedAt: Date.now() });
    await calls.append(spoken, [{ role: 'caller', text: 'Can I get a trim on Friday?', at: Date.now() }]);
    await q.emit({ kind: 'callEnded', call: { agentId: agent.id, callSid: empty } });
    await q.emit({ kind: 'callEnded', call: { agentId: agent.id, callSid: spoken } });
    await until(async () => (await redis.llen(keys.summaryDigest(agent.id))) > 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(await redis.lrange(keys.summaryDigest(agent.id), 0, -1)).toStrictEqual([spoken]);
    expect(await outbox.list({ agentId: agent.id })).toStrictEqual([]);
  });
});


describe('missed-call text-back (issue 16)', () => {
  const TZ = 'America/Chicago';
  const local = (date: string, minutes: number) => localToInstant({ date, minutes, timeZone: TZ });
  async function endCall(q: Awaited<ReturnType<typeof rig>>['q'], agentId: string, { from, channel = 'phone', startedAt, booked = false }: { from: string; channel?: 'phone' | 'web'; startedAt: number; booked?: boolean }) {
    const sid = await writeCall(redis, { agentId, from, channel, startedAt, outcomes: booked ? ['booked'] : ['hangup'], transcript: [{ role: 'caller', text: 'Hi, I need a' }] });
    await q.emit({ kind: 'callEnded', call: { agentId, callSid: sid } });
    return sid;
  }

  it('a caller who hung up mid-call gets one text with the booking link; not twice in a day; not for a booked, web or anonymous call', async () => {
    const texts: Array<{ to: string; body: string }> = [];
    const now = local('2026-06-09', 14 * 60);
    const { q, agent } = await rig({ mode: 'sandbox', send: async (m) => void texts.push({ to: m.to, body: m.body }) }, { now: () => now });
    await endCall(q, agent.id, { from: '+15125550181', startedAt: now - 120_000 });
    await until(async () => texts.some((t) => t.to === '+15125550181'));
    await endCall(q, agent.id, { from: '+15125550181', startedAt: now - 60_000 });
    await endCall(q, agent.id, { from: '+15125550182', startedAt: now - 60_000, booked: true });
    await endCall(q, agent.id, { from: '+15125550183', channel: 'web', startedAt: now - 60_000 });
    await endCall(q, agent.id, { from: '+266696687', startedAt: now - 60_000 });
    await new Promise((r) => setTimeout(r, 800));
    const toCallers = texts.filter((t) => t.to !== '+15125550150');
    expect(toCallers).toStrictEqual([{ to: '+15125550181', body: `Sorry we missed you at Jobs Test Salon! You can book online any time: http://x/book/${agent.id} — or just call us back. Reply STOP to opt out.` }]);
  });

  it('a hang-up at 10:30 PM is texted at 8 AM the next morning, not at night', async () => {
    const texts: string[] = [];
    const now = local('2026-06-09', 22 * 60 + 30);
    const { q, agent } = await rig({ mode: 'sandbox', send: async (m) => void texts.push(m.to) }, { now: () => now });
    await endCall(q, agent.id, { from: '+15125550184', startedAt: now - 90_000 });
    const jobId = `textback_${agent.id}_+15125550184_2026-06-10`;
    await until(async () => !!(await q.queue.getJob(jobId)));
    const job = (await q.queue.getJob(jobId))!;
    expect(job.opts.delay).toBe(local('2026-06-10', 8 * 60) - now);
    expect(texts).not.toContain('+15125550184');
  });

  it('quiet hours and the call-back check', async () => {
    expect(textBackAt(local('2026-06-09', 14 * 60), TZ)).toBe(local('2026-06-09', 14 * 60));
    expect(textBackAt(local('2026-06-09', 21 * 60), TZ)).toBe(local('2026-06-10', 8 * 60));
    expect(textBackAt(local('2026-06-10', 5 * 60 + 40), TZ)).toBe(local('2026-06-10', 8 * 60));
    expect(textBackAt(local('2026-06-10', 8 * 60), TZ)).toBe(local('2026-06-10', 8 * 60));
    const { agent } = await rig({ mode: 'sandbox', send: async () => {} });
    const missedAt = local('2026-06-09', 22 * 60);
    await writeCall(redis, { agentId: agent.id, from: '+15125550185', startedAt: missedAt, outcomes: ['hangup'] });
    expect(await calledBackSince(redis, agent.id, '+15125550185', missedAt)).toBe(false);
    await writeCall(redis, { agentId: agent.id, from: '+15125550185', startedAt: missedAt + 3_600_000, outcomes: ['booked'] });
    expect(await calledBackSince(redis, agent.id, '+15125550185', missedAt)).toBe(true);
  });
});
