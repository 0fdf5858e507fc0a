import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import { PutCrewBody, type CrewAnswer } from '@bookline/contracts';
import { crewOf, crewProblem, crewVersion, getAgent, normaliseCrew, saveCrew, upcomingByTechnician, type AgentRecord } from '../agents';
import { ApiError } from '../http';
import { jsonBody } from './context';

/**
 * The crew (issue 18): technicians with their mobile, home base, hours, days off and services.
 * Calls read the agent per call, so a saved crew applies to the next slot search. A technician
 * with upcoming bookings can't be removed until they are moved or cancelled.
 */
export function ownerCrewRoutes({ redis, now = Date.now }: { redis: Redis; now?: () => number }) {
  const app = new Hono();

  const answer = async (agent: AgentRecord, version: number): Promise<CrewAnswer> => {
    const crew = crewOf(agent);
    const upcoming = await upcomingByTechnician(redis, agent.id, crew.technicians.map((t) => t.id), { timeZone: agent.businessData.TimeZone || 'America/New_York', now: now() });
    return { crew, version, upcoming, services: agent.services.map((s) => s.name) };
  };

  app.get('/crew', async (c) => {
    const agentId = c.req.param('agentId')!;
    const [agent, version] = await Promise.all([getAgent(redis, agentId), crewVersion(redis, agentId)]);
    if (!agent) throw new ApiError(404, 'Not found.');
    return c.json(await answer(agent, version));
  });

  app.put('/crew', async (c) => {
    const agentId = c.req.param('agentId')!;
    const body = await jsonBody(c, PutCrewBody);
    const agent = await getAgent(redis, agentId);
    if (!agent) throw new ApiError(404, 'Not found.');
    const crew = normaliseCrew(body.crew);
    const problem = crewProblem(crew, agent);
    if (problem) throw new ApiError(400, `Invalid request: ${problem}.`);
    const before = crewOf(agent).technicians;
    const unknown = crew.technicians.find((t) => body.crew.technicians.some((x) => x.id === t.id) && !before.some((b) => b.id === t.id));
    if (unknown) throw new ApiError(400, `Invalid request: technician id ${unknown.id} is not on this crew.`);
    const removed = before.filter((b) => !crew.technicians.some((t) => t.id === b.id));
    if (removed.length) {
      const busy = await upcomingByTechnician(redis, agentId, removed.map((r) => r.id), { timeZone: agent.businessData.TimeZone || 'America/New_York', now: now() });
      const blocked = removed.find((r) => (busy[r.id] ?? 0) > 0);
      if (blocked) {
        const n = busy[blocked.id]!;
        throw new ApiError(409, `${blocked.name} has ${n} upcoming booking${n === 1 ? '' : 's'}. Move or cancel ${n === 1 ? 'it' : 'them'} first, then remove ${blocked.name}.`);
      }
    }
    const saved = await saveCrew(redis, agentId, crew, body.version);
    if (saved === 'gone') throw new ApiError(404, 'Not found.');
    if (saved === 'stale') throw new ApiError(409, 'The crew was changed in another window. Reload to see the latest, then make your change again.');
    return c.json(await answer((await getAgent(redis, agentId))!, saved));
  });

  return app;
}
