import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import { ApplyPlanBody, PlanQuery, type PlanAnswer } from '@bookline/contracts';
import { crewOf } from '../agents';
import { addDays, localDate } from '../scheduling';
import { bookingsOfDate } from './plan-bookings';
import { ApiError } from '../http';
import type { Logger } from '../logging';
import { jsonBody, ownerContext, query, type OwnerContext, type OwnerOpsDeps } from './context';
import { applyPlan, StalePlanError } from './plan-apply';
import { planDay } from './plan';

/** The plan of `date` for the agent in `o`, from the bookings as they are now. */
export async function planFor(redis: Redis, o: OwnerContext, date: string, now: number): Promise<ReturnType<typeof planDay>> {
  const crew = crewOf(o.agent);
  const technicians = o.profile.technicians ?? [];
  const bookings = await bookingsOfDate(redis, o.agent.id, crew.technicians.map((t) => t.id), date, now);
  return planDay({
    date, timeZone: o.profile.timeZone, travels: o.profile.travels, businessHours: o.profile.schedule, crew, technicians, bookings,
    bufferMs: o.profile.travels ? 15 * 60_000 : 0, travel: o.tools.travel,
  });
}

export const publicPlan = ({ members: _m, jobs: _j, ...answer }: ReturnType<typeof planDay>): PlanAnswer => answer;

/** `GET …/plan?date=` (default tomorrow in the business's zone): each technician's route and the better plan. */
export function ownerPlanRoutes({ redis, deps, log }: { redis: Redis; deps: OwnerOpsDeps; log?: Logger }) {
  const app = new Hono();
  const now = () => (deps.now ?? Date.now)();

  app.get('/plan', async (c) => {
    const q = query(c, PlanQuery);
    const o = await ownerContext(redis, c.req.param('agentId')!, deps);
    const date = q.date ?? addDays(localDate(now(), o.profile.timeZone), 1);
    return c.json(publicPlan(await planFor(redis, o, date, now())));
  });

  // Apply the proposal the owner saw (`token`): 409 when bookings changed since; the page then shows the new proposal.
  app.post('/plan/apply', async (c) => {
    const body = await jsonBody(c, ApplyPlanBody);
    const o = await ownerContext(redis, c.req.param('agentId')!, deps);
    try {
      return c.json(await applyPlan({ redis, o, date: body.date, token: body.token, now: now(), ...(deps.sms ? { sms: deps.sms } : {}), ...(log ? { log } : {}) }));
    } catch (err) {
      if (err instanceof StalePlanError) throw new ApiError(409, 'Bookings changed since you opened this plan. Reload it to see the updated proposal.');
      throw err;
    }
  });

  return app;
}
