import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { fakeIpEnv, testApp } from '../../../tests/kit/app';

const form = (o: Record<string, string>, headers: Record<string, string> = {}) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(o).toString() });

describe('voice webhooks with a Twilio auth token configured', () => {
  const token = 'f'.repeat(32);
  const { app } = testApp({ env: { TWILIO_ACCOUNT_SID: 'AC' + '1'.repeat(32), TWILIO_AUTH_TOKEN: token, PUBLIC_URL: 'https://bookline.example' } });
  const params = { CallSid: 'CA1', From: '+15125550123', To: '+15550001111' };
  it('refuses an unsigned /voice/incoming with 403', async () => {
    const res = await app.request('/voice/incoming', form(params), fakeIpEnv('10.5.0.1'));
    expect(res.status).toBe(403);
  });
  it('accepts a request signed with validateRequest\'s scheme', async () => {
    const sig = twilio.getExpectedTwilioSignature(token, 'https://bookline.example/voice/incoming', params);
    const res = await app.request('/voice/incoming', form(params, { 'x-twilio-signature': sig }), fakeIpEnv('10.5.0.2'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<Hangup/>');
  });
  it('hides the sandbox phone and outbox when real providers are configured', async () => {
    expect((await app.request('/sandbox/call', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }, fakeIpEnv('10.5.0.3'))).status).toBe(404);
  });
});

describe('widget session limits', () => {
  it('rate-limits per IP and agent', async () => {
    const { app } = testApp({ env: { RATE_LIMIT_WIDGET: '2' } });
    const call = () => app.request('/widget/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ agentId: 'agent_ratelimitprobe1' }) }, fakeIpEnv('10.6.0.1'));
    expect((await call()).status).toBe(404);
    expect((await call()).status).toBe(404);
    const third = await call();
    expect(third.status).toBe(429);
    expect(third.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('GET /widget/agent/:agentId (what the widget shows on open)', () => {
  it('answers the business name and its web greeting, CORS open; available:false for unknown, 400 malformed', async () => {
    const { app, redis } = testApp();
    const { buildAgent, saveNewAgent } = await import('../agents');
    const agent = buildAgent({ email: '', smsConsent: false, now: new Date(), businessData: { BusinessName: 'Open Panel Salon', TimeZone: 'America/Chicago', ServiceType: 'Fixed Location', BusinessPhoneNumber: '', BusinessEmail: '', BusinessDescription: '', BusinessAddressStreet: '', BusinessAddressCity: '', BusinessAddressState: '', BusinessAddressZipcode: '', WebsiteAddress: '', BusinessHours: '', DaysOpen: '' } });
    await saveNewAgent(redis, agent);
    const res = await app.request(`/widget/agent/${agent.id}`, {}, fakeIpEnv('10.6.1.1'));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as { businessName: string; welcomeGreeting: string };
    expect(body.businessName).toBe('Open Panel Salon');
    expect(body.welcomeGreeting).toMatch(/^Hi! Welcome to Open Panel Salon\./);
    expect(body.welcomeGreeting).not.toMatch(/calling/);
    const unknown = await app.request('/widget/agent/agent_nobodyHome1', {}, fakeIpEnv('10.6.1.2'));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toStrictEqual({ available: false });
    expect((await app.request('/widget/agent/nope', {}, fakeIpEnv('10.6.1.3'))).status).toBe(400);
    redis.disconnect();
  });
});
