import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import { PutSettingsBody, type SettingsAnswer } from '@bookline/contracts';
import { applySettings, checkTransferNumber, getAgent, ownerContactsOf, saveSettings, setOwnerContacts, settingsOf, settingsProblem, settingsVersion, toUsE164, TransferNumberError } from '../agents';
import { ApiError } from '../http';
import { profileFromAgent } from '../receptionist/profile';
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
    // An agent whose owner confirmed no services answers with its trade's typical ones (names and
    // lengths, no prices): the page shows those, as the demo page does, so the owner sees what
    // callers hear and can save a greeting without first meeting "add at least one service".
    const settings = { ...settingsOf(agent), services: profileFromAgent(agent).services };
    const answer: SettingsAnswer = { settings, version, phoneNumber: phone ?? null };
    return c.json(answer);
  });

  app.put('/settings', async (c) => {
    const agentId = c.req.param('agentId')!;
    const body = await jsonBody(c, PutSettingsBody);
    const problem = settingsProblem(body.settings);
    if (problem) throw new ApiError(400, `Invalid request: ${problem}.`);
    const agent = await getAgent(redis, agentId);
    if (!agent) throw new ApiError(404, 'Not found.');
    // The transfer number is checked like at creation (a real US mobile, not ours, not forwarded to us) before anything is saved.
    const current = ownerContactsOf(agent);
    const mobile = body.settings.contacts.mobile.trim();
    const alertEmail = body.settings.contacts.alertEmail.trim();
    const mobileChanged = (toUsE164(mobile) ?? mobile) !== (current.mobile ?? '');
    if (mobileChanged && mobile) {
      try {
        await checkTransferNumber(redis, mobile);
      } catch (err) {
        if (err instanceof TransferNumberError) throw new ApiError(400, `Invalid request: contacts.mobile: ${err.message}`);
        throw err;
      }
    }
    const saved = await saveSettings(redis, applySettings(agent, body.settings), body.version);
    if (saved === 'gone') throw new ApiError(404, 'Not found.');
    if (saved === 'stale') throw new ApiError(409, 'These settings were changed in another window. Reload to see the latest, then make your change again.');
    const digest = body.settings.contacts.summaries === undefined ? current.dailyDigest : body.settings.contacts.summaries === 'daily_digest';
    if (mobileChanged || alertEmail !== (current.alertEmail ?? '') || digest !== current.dailyDigest) {
      await setOwnerContacts(redis, agent, { ...(mobileChanged ? { mobile: mobile || null } : {}), alertEmail: alertEmail || null, dailyDigest: digest });
    }
    const fresh = (await getAgent(redis, agentId))!;
    const answer: SettingsAnswer = { settings: settingsOf(fresh), version: saved, phoneNumber: (await getAgentPhone(redis, agentId)) ?? null };
    return c.json(answer);
  });

  return app;
}
