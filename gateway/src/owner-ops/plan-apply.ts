import type { Redis } from 'ioredis';
import type { ApplyPlanAnswer, Crew, PlanRoute } from '@bookline/contracts';
import { crewOf } from '../agents';
import { slotOf, type Booking } from '../calendar/bookings';
import type { Logger } from '../logging';
import type { SmsSender } from '../notify';
import { localDate } from '../scheduling';
import { keys } from '../store';
import { getAgentPhone } from '../telephony';
import type { OwnerContext } from './context';
import { planFor, publicPlan } from './plan-routes';

const RETENTION_MS = 400 * 86_400_000;

export class StalePlanError extends Error {
  override name = 'StalePlanError';
}

/** The day sheet texted to a technician: their stops in order, with times, places and drives. */
export function daySheet(route: PlanRoute, { business, date, timeZone }: { business: string; date: string; timeZone: string }): string {
  const time = (t: number) => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(t);
  const day = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(Date.parse(`${date}T12:00:00Z`));
  const lines = route.stops.map((s, i) => `${i + 1}. ${time(s.start)} ${s.serviceName}${s.customerName ? `, ${s.customerName}` : ''}${s.address ? `, ${s.address}` : ''} (${s.driveMinutesBefore} min drive)`);
  return [`${business} day sheet for ${route.name}, ${day}:`, ...lines, `Home drive ${route.homeDriveMinutes} min. Total driving ${route.driveMinutes} min.`].join('\n');
}

/**
 * Applies the day's proposal, all or nothing: the bookings it was made from must be exactly as
 * they were (`token`), and stay so until the write (WATCH on every touched record and day
 * version; all keys share the agent's hash tag, so this also holds on Redis Cluster). Each
 * changed booking keeps its id and the window its customer was promised; it gets its new
 * technician and start, a higher SEQUENCE for the calendar, and moves between day hashes.
 * Customers are not messaged: their windows do not change. Technicians with a mobile get
 * their day sheet by SMS.
 */
export async function applyPlan({ redis, o, date, token, now, sms, log }: {
  redis: Redis; o: OwnerContext; date: string; token: string; now: number; sms?: SmsSender; log?: Logger;
}): Promise<ApplyPlanAnswer> {
  const agentId = o.agent.id;
  const plan = await planFor(redis, o, date, now);
  if (plan.token !== token) throw new StalePlanError('Bookings changed since this plan was made.');
  const changes: Array<{ id: string; technicianId: string; start: number }> = [];
  for (const r of plan.proposed) {
    for (const s of r.stops) {
      const was = plan.current.find((c) => c.stops.some((x) => x.bookingId === s.bookingId))!;
      const before = was.stops.find((x) => x.bookingId === s.bookingId)!;
      if (was.technicianId !== r.technicianId || before.start !== s.start) changes.push({ id: s.bookingId, technicianId: r.technicianId, start: s.start });
    }
  }
  if (plan.changed && changes.length) {
    const bookingKeys = changes.map((c) => keys.booking(agentId, c.id));
    await redis.watch(...bookingKeys);
    try {
      const records = (await redis.mget(...bookingKeys)).map((raw) => (raw ? (JSON.parse(raw) as Booking) : null));
      const days = new Set<string>();
      const next: Booking[] = [];
      changes.forEach((c, i) => {
        const b = records[i];
        const seen = plan.current.flatMap((r) => r.stops.map((s) => ({ ...s, technicianId: r.technicianId }))).find((s) => s.bookingId === c.id)!;
        if (!b || b.status !== 'confirmed' || b.technicianId !== seen.technicianId || b.start !== seen.start) throw new StalePlanError('A booking changed since this plan was made.');
        const windowStart = b.windowStart ?? b.start;
        const windowEnd = b.windowEnd ?? b.start;
        if (c.start < windowStart || c.start > windowEnd) throw new StalePlanError('The proposal would break a promised window.');
        const moved: Booking = {
          ...b, technicianId: c.technicianId, start: c.start, end: c.start + (b.end - b.start), date: localDate(c.start, o.profile.timeZone),
          windowStart, windowEnd, sequence: b.sequence + 1, updatedAt: now,
        };
        days.add(`${b.technicianId}|${b.date}`).add(`${moved.technicianId}|${moved.date}`);
        next.push(moved);
      });
      const versionKeys = [...days].map((d) => keys.bookingDayVersion(agentId, ...(d.split('|') as [string, string])));
      await redis.watch(...versionKeys);
      const m = redis.multi();
      changes.forEach((c, i) => {
        const b = records[i]!;
        const n = next[i]!;
        m.hdel(keys.bookingDay(agentId, b.technicianId, b.date), c.id);
        m.hset(keys.bookingDay(agentId, n.technicianId, n.date), c.id, JSON.stringify(slotOf(n)));
        m.pexpire(keys.bookingDay(agentId, n.technicianId, n.date), RETENTION_MS);
        m.set(keys.booking(agentId, c.id), JSON.stringify(n), 'KEEPTTL');
        m.zadd(keys.bookingsByStart(agentId), n.start, c.id);
      });
      for (const v of versionKeys) m.incr(v).pexpire(v, RETENTION_MS);
      if ((await m.exec()) === null) throw new StalePlanError('Bookings changed while the plan was being applied.');
    } finally {
      await redis.unwatch().catch(() => undefined);
    }
  }
  const fresh = await planFor(redis, o, date, now);
  const daySheets = await sendDaySheets({ redis, o, crew: crewOf(o.agent), routes: fresh.current, date, ...(sms ? { sms } : {}), ...(log ? { log } : {}) });
  return { applied: plan.changed ? changes.length : 0, daySheets, plan: publicPlan(fresh) };
}

async function sendDaySheets({ redis, o, crew, routes, date, sms, log }: { redis: Redis; o: OwnerContext; crew: Crew; routes: PlanRoute[]; date: string; sms?: SmsSender; log?: Logger }): Promise<number> {
  if (!sms) return 0;
  const from = await getAgentPhone(redis, o.agent.id);
  let sent = 0;
  for (const r of routes) {
    const mobile = crew.technicians.find((t) => t.id === r.technicianId)?.mobile;
    if (!mobile || !r.stops.length) continue;
    try {
      await sms.send({ to: mobile, body: daySheet(r, { business: o.profile.name, date, timeZone: o.profile.timeZone }), agentId: o.agent.id, ...(from ? { from } : {}) });
      sent++;
    } catch (err) {
      log?.warn({ err: (err as Error).message }, 'day sheet not sent');
    }
  }
  return sent;
}
