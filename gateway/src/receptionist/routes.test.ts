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

describe('GET /widget/agent/:agentId/summary (what the demo page shows the owner)', () => {
  it('answers what any caller may hear — name, address, hours, services with prices, area — and nothing private', async () => {
    const { app, redis } = testApp();
    const { defaultWeeklySchedule } = await import('@bookline/contracts');
    const week = defaultWeeklySchedule();
    week.friday = { isOpen: true, ranges: [{ startTime: '8:00 AM', endTime: '12:00 PM' }, { startTime: '1:00 PM', endTime: '5:00 PM' }] };
    week.sunday = { isOpen: false, ranges: [] };
    const { buildAgent, saveNewAgent } = await import('../agents');
    const agent = buildAgent({
      email: 'owner@summary.example', smsConsent: true, now: new Date(),
      businessData: {
        BusinessName: 'Summary Plumbing', TimeZone: 'America/Chicago', ServiceType: 'Travel to Customer', ServiceRangeMiles: 20, BusinessPhoneNumber: '(512) 867-5309', BusinessEmail: 'hello@summary.example',
        BusinessDescription: '', BusinessAddressStreet: '500 Congress Ave', BusinessAddressCity: 'Austin', BusinessAddressState: 'TX', BusinessAddressZipcode: '78701', WebsiteAddress: '',
        BusinessHours: '', DaysOpen: '', WeeklySchedule: week,
        OwnerMobile: '(512) 555-0142',
      },
      services: [{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 15000 }, { name: 'Water heater install', durationMinutes: 180, priceFromCents: 120000, priceToCents: 250000 }],
    });
    await saveNewAgent(redis, agent);
    const res = await app.request(`/widget/agent/${agent.id}/summary`, {}, fakeIpEnv('10.6.2.1'));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as { businessName: string; address: string; serviceArea: string; hours: Array<{ day: string; text: string }>; services: Array<{ name: string; durationMinutes: number; price: string | null }> };
    expect(body.businessName).toBe('Summary Plumbing');
    expect(body.address).toContain('500 Congress Ave');
    expect(body.serviceArea).toBe('Within 20 miles');
    expect(body.hours.find((h) => h.day === 'Friday')!.text).toBe('8:00 AM – 12:00 PM, 1:00 PM – 5:00 PM');
    expect(body.hours.find((h) => h.day === 'Sunday')!.text).toBe('Closed');
    expect(body.services).toContainEqual({ name: 'Drain cleaning', durationMinutes: 60, price: '$150' });
    expect(body.services.find((s) => s.name === 'Water heater install')!.price).toMatch(/\$1,?200 to \$2,?500/);
    // Nothing private: not the owner's mobile or email, not the calendar secret.
    const raw = JSON.stringify(body);
    for (const secret of ['555-0142', '5550142', 'owner@summary.example', agent.calendarSecret]) expect(raw).not.toContain(secret);
    // The same public answer with someone else's session cookie as with none.
    const withSession = await app.request(`/widget/agent/${agent.id}/summary`, { headers: { cookie: 'bl_sid=' + 'x'.repeat(32) } }, fakeIpEnv('10.6.2.4'));
    expect(withSession.status).toBe(200);
    expect(await withSession.json()).toStrictEqual(body);
    // It reads no body: a POST with none, with null, or with 10 MB is refused without a 5xx and changes nothing.
    const post = (b?: string) => app.request(`/widget/agent/${agent.id}/summary`, { method: 'POST', headers: { 'content-type': 'application/json' }, ...(b === undefined ? {} : { body: b }) }, fakeIpEnv('10.6.2.5'));
    for (const b of [undefined, 'null', 'x'.repeat(10 * 1024 * 1024)]) {
      const r = await post(b);
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    expect(await (await app.request(`/widget/agent/${agent.id}/summary`, {}, fakeIpEnv('10.6.2.6'))).json()).toStrictEqual(body);
    expect(await (await app.request('/widget/agent/agent_nobodyHome2/summary', {}, fakeIpEnv('10.6.2.2'))).json()).toStrictEqual({ available: false });
    expect((await app.request('/widget/agent/nope/summary', {}, fakeIpEnv('10.6.2.3'))).status).toBe(400);
    redis.disconnect();
  });
});
