import { describe, expect, inject, it } from 'vitest';
import { BusinessData, defaultWeeklySchedule, type WeeklySchedule } from '@bookline/contracts';
import { buildAgent, saveCrew, saveNewAgent } from '../agents';
import { seedBooking } from '../../../tests/kit/owner';
import { localToInstant } from '../scheduling';
import { createRedis } from '../store';
import { runNightlyPlans } from './nightly-plan';

const redis = createRedis((inject as (k: string) => string)('redisUrl'));
const TZ = 'America/Chicago';
const at = (date: string, minutes: number) => localToInstant({ date, minutes, timeZone: TZ });
const everyDay = (): WeeklySchedule => {
  const w = defaultWeeklySchedule();
  for (const d of Object.keys(w) as Array<keyof WeeklySchedule>) w[d] = { isOpen: true, ranges: [{ startTime: '8:00 AM', endTime: '6:00 PM' }] };
  return w;
};

/** Two vans at opposite ends of Austin, each booked across town on `date`. */
async function crossTown(date: string, { travels = true } = {}) {
  const agent = buildAgent({
    email: `vans-${Math.random().toString(36).slice(2)}@example.com`, smsConsent: false, now: new Date(),
    businessData: BusinessData.parse({ BusinessName: 'Two Vans Plumbing', TimeZone: TZ, ServiceType: travels ? 'Travel to Customer' : 'Fixed Location', ServiceRangeMiles: 40, BusinessAddressZipcode: '78758', WeeklySchedule: everyDay() }),
    services: [{ name: 'Drain cleaning', durationMinutes: 60 }],
  });
  await saveNewAgent(redis, agent);
  await saveCrew(redis, agent.id, { sayTechnicianName: false, technicians: [
    { id: 'default', name: 'Nora', mobile: '', homeAddress: '', homeZip: '78758', hours: null, timeOff: [], services: null },
    { id: 'tech_south01', name: 'Sam', mobile: '', homeAddress: '', homeZip: '78745', hours: null, timeOff: [], services: null },
  ] }, 0);
  const job = (id: string, technicianId: string, zip: string) => seedBooking(redis, {
    id, agentId: agent.id, technicianId, start: at(date, 600), end: at(date, 660), windowStart: at(date, 600), windowEnd: at(date, 720), serviceName: 'Drain cleaning',
    customer: { name: 'Pat', address: `1 Main St, Austin, TX ${zip}` },
  }, TZ);
  await job('b1', 'default', '78745');
  await job('b2', 'tech_south01', '78758');
  return agent;
}

describe('nightly plan', () => {
  it("emails the owner tomorrow's saving at 6 PM their time, once, with a link to review it; never applies it", async () => {
    const agent = await crossTown('2026-03-04');
    const fixed = await crossTown('2026-03-04', { travels: false });
    const sent: Array<{ to: string; subject: string; text: string }> = [];
    const deps = { redis, publicUrl: 'https://app.example', isVerifiedEmail: async () => true, notifiers: { email: { mode: 'sandbox' as const, send: async (m: { to: string; subject: string; text: string }) => { sent.push(m); } } } };
    // 10 AM: not the hour.
    expect(await runNightlyPlans({ ...deps, now: at('2026-03-03', 600) })).not.toContain(agent.id);
    // 6:07 PM on the day before: the email.
    const emailed = await runNightlyPlans({ ...deps, now: at('2026-03-03', 18 * 60 + 7) });
    expect(emailed).toContain(agent.id);
    expect(emailed).not.toContain(fixed.id);
    const mail = sent.find((m) => m.text.includes(`/dashboard/${agent.id}/plan?date=2026-03-04`))!;
    expect(mail.to).toBe(agent.email);
    expect(mail.subject).toMatch(/^Tomorrow's routes: save \d+ minutes of driving$/);
    expect(mail.text).toContain('Nothing changes until you apply it.');
    // The next run that hour sends nothing again; the bookings did not move.
    expect(await runNightlyPlans({ ...deps, now: at('2026-03-03', 18 * 60 + 37) })).not.toContain(agent.id);
    expect(JSON.parse((await redis.get(`bl:{${agent.id}}:bk:b1`))!).technicianId).toBe('default');
  });

  it('sends nothing to an owner whose email is not verified', async () => {
    const agent = await crossTown('2026-03-11');
    const sent: unknown[] = [];
    const emailed = await runNightlyPlans({ redis, publicUrl: 'https://app.example', isVerifiedEmail: async () => false, notifiers: { email: { mode: 'sandbox', send: async (m) => { sent.push(m); } } }, now: at('2026-03-10', 18 * 60 + 7) });
    expect(emailed).not.toContain(agent.id);
  });
});
