import type { Redis } from 'ioredis';
import { crewOf, getAgent } from '../agents';
import type { Logger } from '../logging';
import { neverVerified, ownerReach, type EmailVerifiedCheck, type Notifiers } from '../notify';
import { bookingsOfDate } from '../owner-ops/plan-bookings';
import { planDay } from '../owner-ops/plan';
import { offlineCallTravel, type CallTravel } from '../receptionist/call-travel';
import { profileFromAgent } from '../receptionist/profile';
import { addDays, localDate } from '../scheduling';
import { localParts } from '../scheduling/zoned';
import { keys } from '../store';

/** The local hour (in each business's zone) the evening proposal is computed and emailed. */
export const NIGHTLY_PLAN_HOUR = 18;
/** Below this many minutes saved, the owner is not disturbed. */
export const NIGHTLY_PLAN_MIN_SAVING = 5;

export interface NightlyPlanDeps {
  redis: Redis;
  notifiers: Pick<Notifiers, 'email'>;
  publicUrl: string;
  now: number;
  isVerifiedEmail?: EmailVerifiedCheck;
  travelFor?: (timeZone: string) => CallTravel;
  log?: Logger;
}

/**
 * The nightly plan (issue 18): run every hour; for each agent whose business it is now 6 PM,
 * tomorrow's proposal is computed, and when it would save driving the owner gets one email
 * with the minutes and a link to review and apply it (never applied by itself). Once per agent
 * and date; only to an owner email that is verified (ownerReach).
 * Returns the agents emailed.
 */
export async function runNightlyPlans(deps: NightlyPlanDeps): Promise<string[]> {
  const { redis, now } = deps;
  const emailed: string[] = [];
  let cursor = '0';
  do {
    const [next, ids] = await redis.sscan(keys.agentIndex(), cursor, 'COUNT', 200);
    cursor = next;
    for (const agentId of ids) {
      try {
        if (await planOne(deps, agentId)) emailed.push(agentId);
      } catch (err) {
            deps.log?.warn({ err: (err as Error).message }, 'nightly plan failed for one agent');
      }
    }
  } while (cursor !== '0');
  return emailed;

  async function planOne(d: NightlyPlanDeps, agentId: string): Promise<boolean> {
    const agent = await getAgent(redis, agentId);
    if (!agent) return false;
    const profile = profileFromAgent(agent);
    if (!profile.travels || localParts(now, profile.timeZone).hour !== NIGHTLY_PLAN_HOUR) return false;
    const date = addDays(localDate(now, profile.timeZone), 1);
    const crew = crewOf(agent);
    const bookings = await bookingsOfDate(redis, agentId, crew.technicians.map((t) => t.id), date, now);
    if (bookings.length < 2) return false;
    const plan = planDay({
      date, timeZone: profile.timeZone, travels: true, businessHours: profile.schedule, crew, technicians: profile.technicians ?? [], bookings,
      bufferMs: 15 * 60_000, travel: (d.travelFor ?? offlineCallTravel)(profile.timeZone).model,
    });
    if (!plan.changed || plan.savedMinutes < NIGHTLY_PLAN_MIN_SAVING) return false;
    const reach = await ownerReach({ redis, agent, isVerifiedEmail: d.isVerifiedEmail ?? neverVerified });
    if (!reach.email) return false;
    if ((await redis.set(keys.sentOnce(`nightly-plan:${agentId}:${date}`), '1', 'EX', 3 * 86_400, 'NX')) !== 'OK') return false;
    const link = `${d.publicUrl}/dashboard/${agentId}/plan?date=${date}`;
    try {
      await d.notifiers.email.send({
        to: reach.email, agentId,
        subject: `Tomorrow's routes: save ${plan.savedMinutes} minutes of driving`,
        text: [
          `${profile.name}: tomorrow's ${bookings.length} jobs are booked with ${plan.driveMinutesBefore} minutes of driving.`,
          `Re-ordered${plan.moved.length ? ' and shared differently between your technicians' : ''}, the same jobs take ${plan.driveMinutesAfter} minutes: ${plan.savedMinutes} minutes saved.`,
          'Every customer keeps the arrival time they were promised. Nothing changes until you apply it.',
          '', `Review and apply: ${link}`,
        ].join('\n'),
      });
    } catch (err) {
      await redis.del(keys.sentOnce(`nightly-plan:${agentId}:${date}`));
      throw err;
    }
    return true;
  }
}
