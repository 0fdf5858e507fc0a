import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import { PutSettingsBody, type SettingsAnswer } from '@bookline/contracts';
import { applySettings, getAgent, saveSettings, settingsOf, settingsProblem, settingsVersion } from '../agents';
import { ApiError } from '../http';
import { getAgentPhone } from '../telephony';
import { jsonBody } from './context';

/**
 * Agent settings: read and replace (business details, hours and closures, services, service
 * area, emergency words, contacts, greeting, voice, widget). Calls read the agent record when
 * they start, so a saved change applies to the next call without a restart.
 */
export function ownerSettingsRoutes({ redis }: { redis: Redis }) {
  const app = new Hono();

  app.get('/settings', async (c) => {
    const agentId = c.req.param('agentId')!;
    const [agent, version, phone] = await Promise.all([getAgent(redis, agentId), settingsVersion(redis, agentId), getAgentPhone(redis, agentId)]);
    if (!agent) throw new ApiError(404, 'Not found.');
    const answer: SettingsAnswer = { settings: settingsOf(agent), version, phoneNumber: phone ?? null };
    return c.json(answer);
  });

  app.put('/settings', async (c) => {
    const agentId = c.req.param('agentId')!;
    const body = await jsonBody(c, PutSettingsBody);
    const problem = settingsProblem(body.settings);
    if (problem) throw new ApiError(400, `Invalid request: ${problem}.`);
    const agent = await getAgent(redis, agentId);
    if (!agent) throw new ApiError(404, 'Not found.');
    const saved = await saveSettings(redis, applySettings(agent, body.settings), body.version);
    if (saved === 'gone') throw new ApiError(404, 'Not found.');
    if (saved === 'stale') throw new ApiError(409, 'These settings were changed in another window. Reload to see the latest, then make your change again.');
    const fresh = (await getAgent(redis, agentId))!;
    const answer: SettingsAnswer = { settings: settingsOf(fresh), version: saved, phoneNumber: (await getAgentPhone(redis, agentId)) ?? null };
    return c.json(answer);
  });

  return app;
}
