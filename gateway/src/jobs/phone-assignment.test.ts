import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAgent, saveNewAgent } from '../agents';
import { createLogger } from '../logging';
import { createOutbox, sandboxEmail, sandboxSms } from '../notify';
import { bullConnection } from '../receptionist/start';
import { createRedis, keys } from '../store';
import { sandboxTelephony, TelephonyError, type TelephonyProvider } from '../telephony';
import { testConfig } from '../../../tests/kit/app';
import { createPhoneQueue, phoneAssignmentStatus, PHONE_FAILED_EMAIL, startPhoneWorker } from './phone-assignment';

const url = testConfig().REDIS_URL;
const redis = createRedis(url);
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of closers) await c();
  redis.disconnect();
});

const verified = new Set<string>();

async function rig(provider: TelephonyProvider, attempts = 4) {
  const name = `test-phone-${randomBytes(4).toString('hex')}`;
  const connection = bullConnection(url);
  const q = createPhoneQueue({ connection, redis, name, attempts, backoffMs: 20 });
  const outbox = createOutbox(redis);
  const w = startPhoneWorker({
    redis, connection, queue: q.queue, provider, notifiers: { email: sandboxEmail(outbox), sms: sandboxSms(outbox), outbox },
    isVerifiedEmail: async (_r, email) => verified.has(email), publicUrl: 'https://bookline.test', log: createLogger({ level: 'silent' }),
  });
  closers.push(async () => { await w.close(); await q.close(); });
  return { q, outbox };
}

async function agent(email: string) {
  const a = buildAgent({ email, smsConsent: false, now: new Date(), businessData: { BusinessName: 'Phone Job Plumbing', BusinessPhoneNumber: '(737) 555-0100', BusinessEmail: 'info@scraped.example', TimeZone: 'America/Chicago', ServiceType: 'Fixed Location', BusinessDescription: '', BusinessAddressStreet: '', BusinessAddressCity: '', BusinessAddressState: 'TX', BusinessAddressZipcode: '', WebsiteAddress: '', BusinessHours: '', DaysOpen: '' }, services: [] });
  await saveNewAgent(redis, a);
  return a;
}

const until = async (f: () => Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await f())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('phone number assignment job', () => {
  it('retries a failing provider until the number is bought, once, with no page open', async () => {
    const base = sandboxTelephony();
    let calls = 0;
    let purchases = 0;
    const flaky: TelephonyProvider = {
      ...base,
      searchLocalNumbers: async (q) => {
        if (++calls <= 2) throw new TelephonyError('unavailable', 'provider 503', 503);
        return base.searchLocalNumbers(q);
      },
      purchaseNumber: async (r) => { purchases++; return base.purchaseNumber(r); },
    };
    const { q } = await rig(flaky);
    const a = await agent(`p${randomBytes(3).toString('hex')}@example.com`);
    await q.request(a.id);
    await q.request(a.id); // asked twice: still one job, one purchase
    expect((await phoneAssignmentStatus(redis, a.id)).state).toBe('pending');
    await until(async () => Boolean(await redis.get(keys.agentPhone(a.id))));
    expect(await redis.get(keys.agentPhone(a.id))).toMatch(/^\+173755501\d\d$/);
    expect(purchases).toBe(1);
    expect(await phoneAssignmentStatus(redis, a.id)).toStrictEqual({ state: 'done', attempts: 3 });
  });

  it('a refusal fails for good: the status says so and the verified owner is emailed once', async () => {
    const refusing: TelephonyProvider = { ...sandboxTelephony(), purchaseNumber: async () => { throw new TelephonyError('rejected', 'account suspended', 403); } };
    const { q, outbox } = await rig(refusing);
    const email = `v${randomBytes(3).toString('hex')}@example.com`;
    verified.add(email);
    const a = await agent(email);
    await q.request(a.id);
    await until(async () => (await phoneAssignmentStatus(redis, a.id)).state === 'failed');
    await until(async () => (await outbox.list({ agentId: a.id })).length > 0);
    const [mail] = await outbox.list({ agentId: a.id });
    expect(mail).toMatchObject({ channel: 'email', to: email, subject: PHONE_FAILED_EMAIL.subject });
    expect(mail!.text).toContain(`https://bookline.test/demo/agent/${a.id}`);
    expect(await redis.get(keys.agentPhone(a.id))).toBeNull();
  });

  it('fails for good after the last attempt, and an unverified owner gets no email', async () => {
    const down: TelephonyProvider = { ...sandboxTelephony(), searchLocalNumbers: async () => { throw new TelephonyError('timeout', 'slow'); } };
    const { q, outbox } = await rig(down, 3);
    const a = await agent(`u${randomBytes(3).toString('hex')}@example.com`);
    await q.request(a.id);
    await until(async () => (await phoneAssignmentStatus(redis, a.id)).state === 'failed');
    expect((await phoneAssignmentStatus(redis, a.id)).attempts).toBe(3);
    await new Promise((r) => setTimeout(r, 200));
    expect(await outbox.list({ agentId: a.id })).toStrictEqual([]);
  });
});
