import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import { CALL_OUTCOMES, type Overview } from '@bookline/contracts';
import { ApiError } from '../../http';
import { getAgent } from '../../agents';
import { getAgentBilling, periodUsage } from '../../billing';
import { createBookingStore } from '../../calendar/bookings';
import { addDays, createOfflineTravel, localDate, localToInstant } from '../../scheduling';
import type { OwnerVariables } from '../access';
import { callIndex } from '../calls/call-index';
import { metered, upcomingDays, weekStart } from './overview';

const DAY_MS = 86_400_000;
/** Today and the next six days. */
const DAYS_AHEAD = 7;

/** `GET /agents/:agentId/overview` (owner only). */
export function overviewRoutes({ redis, now = Date.now }: { redis: Redis; now?: () => number }) {
  const app = new Hono<{ Variables: OwnerVariables }>();
  app.get('/overview', async (c) => {
    const agentId = c.req.param('agentId')!;
    const agent = await getAgent(redis, agentId);
    if (!agent) throw new ApiError(404, 'No such agent.');
    const t = now();
    const timeZone = agent.businessData.TimeZone || 'America/New_York';
    const today = localDate(t, timeZone);
    const from = localToInstant({ date: today, minutes: 0, timeZone });
    const until = localToInstant({ date: addDays(today, DAYS_AHEAD), minutes: 0, timeZone });
    const bookings = (await createBookingStore({ redis, agentId }).upcoming(from)).filter((b) => b.start < until);
    const days = upcomingDays({ bookings, services: agent.services, timeZone, travel: createOfflineTravel({ timeZone }) });
    const index = callIndex(redis);
    const [callsThisWeek, billing] = await Promise.all([
      index.countByOutcome(agentId, weekStart(t, timeZone), t + 1, CALL_OUTCOMES),
      getAgentBilling(redis, agentId),
    ]);
    // The billing page's count (metered bookings in the billing period), not booked calls.
    const usage = await periodUsage(redis, { agentId, billing, timeZone, now: t });
    const list = days.flatMap((d) => d.bookings);
    const body: Overview = {
      agentId,
      businessName: agent.businessData.BusinessName || agentId,
      timeZone,
      days,
      callsThisWeek,
      bookedJobs: list.length,
      estimatedRevenue: Math.round(list.reduce((s, b) => s + (b.price ?? 0), 0)),
      plan: billing.status === 'trialing' && billing.trialEnd
        ? { status: 'trial', trialDaysLeft: Math.max(0, Math.ceil((billing.trialEnd * 1000 - t) / DAY_MS)) }
        : { status: billing.status === 'active' ? 'active' : billing.status === 'canceled' ? 'cancelled' : billing.status === 'past_due' || billing.status === 'unpaid' ? 'past_due' : 'none', ...(billing.status === 'active' ? { plan: 'Bookline monthly' } : {}) },
      metered: metered(usage),
    };
    return c.json(body);
  });
  return app;
}
