import { randomBytes } from 'node:crypto';
import { pinClock } from '../../../tests/support/clock';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAgent, saveNewAgent } from '../agents';
import { createLogger } from '../logging';
import { createOutbox, sandboxEmail, type SmsSender } from '../notify';
import { bullConnection } from '../receptionist/start';
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

async function rig(sms: SmsSender) {
  const name = `test-followups-${randomBytes(4).toString('hex')}`;
  const connection = bullConnection(url);
  const q = createFollowUpQueue({ connection, name });
  const outbox = createOutbox(redis);
  const w = startFollowUpWorker({ redis, connection, queue: q.queue, notifiers: { email: sandboxEmail(outbox), sms, outbox }, usage: sandboxUsage(redis), log: createLogger({ level: 'silent' }), publicUrl: 'http://x' });
  closers.push(async () => { await w.close(); await q.close(); });
  const agent = buildAgent({ email: 'owner@example.com', smsConsent: true, now: new Date(), businessData: { BusinessName: 'Jobs Test Salon', BusinessPhoneNumber: '512-555-0150', BusinessEmail: 'owner@example.com', TimeZone: 'America/Chicago', ServiceType: 'Fixed Location', BusinessDescription: '', BusinessAddressStreet: '', BusinessAddressCity: '', BusinessAddressState: '', BusinessAddressZipcode: '', WebsiteAddress: '', BusinessHours: '', DaysOpen: '' }, services: [] });
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
