import type { Context } from 'hono';
import type { Redis } from 'ioredis';
import type { ZodType } from 'zod';
import { getAgent, type AgentRecord } from '../agents';
import type { FetchBusy } from '../calendar/book';
import { createBookingStore } from '../calendar/bookings';
import { timeOffStore, withTimeOff } from '../calendar/time-off';
import { ApiError } from '../http';
import type { FollowUps } from '../jobs/events';
import { offlineCallTravel, type CallTravel } from '../receptionist/call-travel';
import { profileFromAgent, type BusinessProfile } from '../receptionist/profile';
import type { ToolContext } from '../receptionist/tools';

/** What the owner's booking operations share with calls: the same follow-ups, calendars and drive times. */
export interface OwnerOpsDeps {
  followUps: FollowUps;
  /** The owner's connected calendars (as during calls); none when absent. */
  busyFor?: (q: { agentId: string; timeZone: string }) => FetchBusy;
  /** Drive times per zone (as during calls); the offline model when absent. */
  travelFor?: (timeZone: string) => CallTravel;
  now?: () => number;
  /** Texts technicians their day sheet when a plan is applied; none sent when absent. */
  sms?: import('../notify').SmsSender;
}

/** Marks bookings the owner made in the portal (the call id slot of a receptionist booking). */
export const PORTAL_SOURCE = 'portal';

export interface OwnerContext {
  agent: AgentRecord;
  profile: BusinessProfile;
  /** The receptionist's tool context, so the owner's changes take the tools' exact code path. */
  tools: ToolContext;
}

/** The agent and a tool context for one owner request; 404 when the agent is gone. */
export async function ownerContext(redis: Redis, agentId: string, deps: OwnerOpsDeps): Promise<OwnerContext> {
  const agent = await getAgent(redis, agentId);
  if (!agent) throw new ApiError(404, 'Not found.');
  const profile = profileFromAgent(agent);
  const travel = (deps.travelFor ?? offlineCallTravel)(profile.timeZone);
  const base: FetchBusy = deps.busyFor?.({ agentId, timeZone: profile.timeZone }) ?? (async () => []);
  const tools: ToolContext = {
    redis, profile, store: createBookingStore({ redis, agentId }), travel: travel.model,
    ...(travel.prepare ? { prepareTravel: travel.prepare.bind(travel) } : {}),
    fetchBusy: withTimeOff(base, { redis, agentId, closures: profile.closures, timeZone: profile.timeZone, initial: await timeOffStore(redis, agentId).list() }),
    followUps: deps.followUps, now: deps.now ?? Date.now, callSid: PORTAL_SOURCE, holdMs: 2 * 60_000,
  };
  return { agent, profile, tools };
}

/** A JSON body checked with zod (a ZodError becomes a 400 naming the field in the error handler). */
export async function jsonBody<T>(c: Context, schema: ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiError(400, 'Invalid request: the body must be JSON.');
  }
  return schema.parse(raw);
}

/** Query parameters checked with zod. */
export function query<T>(c: Context, schema: ZodType<T>): T {
  return schema.parse(c.req.query());
}
