import { afterAll, describe, expect, it } from 'vitest';
import { AGENT_ID_RE, defaultWeeklySchedule } from '@bookline/contracts';
import { getAgent } from '../agents';
import { keys } from '../store';
import { sandboxTelephony, type TelephonyProvider } from '../telephony';
import { sandboxVoice } from '../voice';
import { testApp, validBusiness, SITE } from '../../../tests/kit/app';

const creator = testApp({ env: SITE });
const { call, redis } = creator;
afterAll(() => redis.disconnect());

const createAgent = async (over: Record<string, unknown> = {}) => {
  const r = await call('create-full-agent', { email: 'owner@example.com', businessData: validBusiness(over), smsConsent: true });
  expect(r.status).toBe(200);
  return r.json.agentId as string;
};

/** ~5 KB of fake WebM: the EBML magic then filler. */
const fakeWebm = () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(5000, 7)]).toString('base64');

describe('log-agent-creator-step', () => {
  it('appends the step to the bounded creator-steps stream', async () => {
    const r = await call('log-agent-creator-step', { step: 2, agentId: 'unknown', userEmail: '', stepData: { websiteAddress: 'https://x.example' }, origin: 'WebForm' });
    expect(r).toStrictEqual({ status: 200, json: { success: true } });
    const [last] = await redis.xrevrange(keys.creatorSteps(), '+', '-', 'COUNT', 1);
    expect(last![1].join(' ')).toContain('https://x.example');
  });
  it('rejects a step that is not a number with a 400 naming the field', async () => {
    const r = await call('log-agent-creator-step', { step: 'two', stepData: {} });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/step/);
  });
});

describe('create-full-agent', () => {
  it('stores the agent with hours, services and the consent record and answers its id and feed URL', async () => {
    const week = defaultWeeklySchedule();
    week.monday.ranges = [{ startTime: '9:00 AM', endTime: '12:00 PM' }, { startTime: '1:00 PM', endTime: '5:00 PM' }];
    const r = await call('create-full-agent', {
      email: 'owner@example.com',
      businessData: validBusiness({ WeeklySchedule: week }),
      smsConsent: true,
      services: [{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 15000, priceToCents: 30000 }],
    });
    expect(r.status).toBe(200);
    const id = r.json.agentId as string;
    expect(id).toMatch(/^agent_[A-Za-z0-9]{20}$/);
    expect(id).toMatch(AGENT_ID_RE);
    const agent = (await getAgent(redis, id))!;
    expect(r.json.calendarFeedUrl).toBe(`https://bookline.test/calendar/${id}/${agent.calendarSecret}.ics`);
    expect(agent.businessData.BusinessHours.startsWith('Mon[9:00AM-12:00PM,1:00PM-5:00PM]; Tue[9:00AM-5:00PM]')).toBe(true);
    expect(agent.businessData.DaysOpen).toBe('Monday, Tuesday, Wednesday, Thursday, Friday');
    expect(agent.services).toStrictEqual([{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 15000, priceToCents: 30000 }]);
    expect(agent.smsConsent.consent).toBe(true);
    expect(agent.smsConsent.source).toBe('website sign up form');
    expect(new Date(agent.smsConsent.date!).toISOString()).toBe(agent.smsConsent.date);
  });
  it('records a null consent date when the owner did not consent', async () => {
    const r = await call('create-full-agent', { email: '', businessData: validBusiness(), smsConsent: false });
    expect((await getAgent(redis, r.json.agentId as string))!.smsConsent).toStrictEqual({ consent: false, date: null, source: 'website sign up form' });
  });
  it.each([
    ['BusinessName', { BusinessName: '  ' }],
    ['TimeZone', { TimeZone: '' }],
    ['ServiceType', { ServiceType: 'Teleport' }],
  ])('answers 400 naming %s when it is missing or wrong', async (field, over) => {
    const r = await call('create-full-agent', { email: 'a@b.co', businessData: validBusiness(over), smsConsent: false });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ success: false });
    expect(r.json.error).toContain(field);
  });
  it('answers 400 for a bad email, a missing businessData, bad services and an unknown voice', async () => {
    expect((await call('create-full-agent', { email: 'nope', businessData: validBusiness() })).json.error).toMatch(/email/);
    expect((await call('create-full-agent', { email: 'a@b.co' })).json.error).toMatch(/businessData/);
    const bad = await call('create-full-agent', { businessData: validBusiness(), services: [{ name: 'X', durationMinutes: 60, priceFromCents: 500, priceToCents: 100 }] });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/services\.0\.priceToCents/);
    const voice = await call('create-full-agent', { businessData: validBusiness({ customVoiceId: 'made_up' }) });
    expect(voice.status).toBe(400);
    expect(voice.json.error).toMatch(/customVoiceId/);
  });
});

describe('create-voice-clone (sandbox voice)', () => {
  it('keeps the sample, answers a sandbox voice id, and the id can be used by create-full-agent', async () => {
    const r = await call('create-voice-clone', { audioData: fakeWebm(), voiceName: 'Rapid Rooter Receptionist', businessName: 'Rapid Rooter', agentId: 'pending' });
    expect(r.status).toBe(200);
    const voiceId = r.json.voiceId as string;
    expect(voiceId).toMatch(/^sandbox_voice_/);
    const kept = JSON.parse((await redis.get(keys.sandboxVoiceSample(voiceId)))!);
    expect(kept.mimeType).toBe('audio/webm');
    const id = await createAgent({ customVoiceId: voiceId });
    expect((await getAgent(redis, id))!.customVoiceId).toBe(voiceId);
  });
  it('sets the voice on an existing agent', async () => {
    const id = await createAgent();
    const r = await call('create-voice-clone', { audioData: fakeWebm(), voiceName: 'V', businessName: 'B', agentId: id });
    expect((await getAgent(redis, id))!.customVoiceId).toBe(r.json.voiceId);
  });
  it.each([
    ['audioData', { audioData: '' }],
    ['audioData', { audioData: '%%%not base64%%%' }],
    ['audioData', { audioData: Buffer.alloc(100).toString('base64') }],
    ['voiceName', { voiceName: '' }],
    ['businessName', { businessName: undefined }],
    ['agentId', { agentId: 'agent_bad-id' }],
  ])('answers 400 naming %s', async (field, over) => {
    const r = await call('create-voice-clone', { audioData: fakeWebm(), voiceName: 'V', businessName: 'B', agentId: 'pending', ...over });
    expect(r.status).toBe(400);
    expect(r.json.error).toContain(field);
  });
  it('answers 404 for an agent that does not exist', async () => {
    const r = await call('create-voice-clone', { audioData: fakeWebm(), voiceName: 'V', businessName: 'B', agentId: 'agent_doesNotExist1' });
    expect(r.status).toBe(404);
  });
});

describe('assign-agent-phone and get-agent-phone (sandbox telephony)', () => {
  it('answers null before assignment, then a fictional 555-01xx number in the business area code', async () => {
    const id = await createAgent();
    expect(await call('get-agent-phone', { agentId: id })).toStrictEqual({ status: 200, json: { success: true, phoneNumber: null, assignment: 'none' } });
    const a = await call('assign-agent-phone', { agentId: id, businessName: 'Rapid Rooter', userEmail: '', userAddress: '', userCity: '', userState: 'TX', userZipcode: '' });
    expect(a.status).toBe(200);
    expect(String(a.json.assignedPhoneNumber)).toMatch(/^\+1512(55501\d\d)$/);
    expect((await call('get-agent-phone', { agentId: id })).json.phoneNumber).toBe(a.json.assignedPhoneNumber);
  });
  it('uses the state area code when the business phone gives none', async () => {
    const id = await createAgent({ BusinessPhoneNumber: '', BusinessAddressState: '' });
    const a = await call('assign-agent-phone', { agentId: id, userState: 'New York' });
    expect(String(a.json.assignedPhoneNumber)).toMatch(/^\+121255501\d\d$/);
  });
  it('gives one number to 20 concurrent calls for one agent, buying once', async () => {
    let purchases = 0;
    const base = sandboxTelephony();
    const counting: TelephonyProvider = {
      ...base,
      searchLocalNumbers: (q) => base.searchLocalNumbers(q),
      purchaseNumber: async (req) => {
        purchases++;
        await new Promise((r) => setTimeout(r, 30));
        return base.purchaseNumber(req);
      },
    };
    const t = testApp({ env: SITE, services: { telephony: counting, voice: sandboxVoice({ redis }) }, redis, cookies: creator.browser.jar });
    const id = await createAgent({ BusinessPhoneNumber: '(303) 444-1212' });
    const results = await Promise.all(Array.from({ length: 20 }, () => t.call('assign-agent-phone', { agentId: id })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json.assignedPhoneNumber)).size).toBe(1);
    expect(purchases).toBe(1);
    expect((await t.call('assign-agent-phone', { agentId: id })).json.assignedPhoneNumber).toBe(results[0]!.json.assignedPhoneNumber);
  });
  it('never gives two agents the same number, even all at once in one area code', async () => {
    // One browser creates them one after another (its session lists the agents it created); the race is over the numbers.
    const ids: string[] = [];
    for (let i = 0; i < 15; i++) ids.push(await createAgent({ BusinessPhoneNumber: '(206) 555-2368' }));
    const numbers = await Promise.all(ids.map((agentId) => call('assign-agent-phone', { agentId }).then((r) => r.json.assignedPhoneNumber as string)));
    expect(new Set(numbers).size).toBe(15);
    for (const n of numbers) expect(n).toMatch(/^\+120655501\d\d$/);
    for (const [i, n] of numbers.entries()) expect(await redis.get(keys.phoneOwner(n))).toBe(ids[i]);
  });
  it('answers 400 naming agentId for a malformed id and 404 for an unknown agent', async () => {
    for (const name of ['assign-agent-phone', 'get-agent-phone']) {
      const bad = await call(name, { agentId: 'agent_' });
      expect(bad.status).toBe(400);
      expect(bad.json.error).toContain('agentId');
      expect((await call(name, {})).json.error).toContain('agentId');
      const unknown = await call(name, { agentId: 'agent_nobodyHere123' });
      expect(unknown).toStrictEqual({ status: 404, json: { success: false, error: 'No agent with this id.' } });
    }
  });
  it('answers 400 naming the field for over-long optional fields', async () => {
    const r = await call('assign-agent-phone', { agentId: 'agent_x1', userZipcode: '12345678901' });
    expect(r.status).toBe(400);
    expect(r.json.error).toContain('userZipcode');
  });
});

const clearProviderLimits = async () => {
  const ks = await redis.keys('bl:rl:provider:*');
  if (ks.length) await redis.del(...ks);
};

describe('provider rate limit', () => {
  it('counts real purchases only: repeats for an agent that has its number are free, the next agent still gets one', async () => {
    const t = testApp({ redis, env: { ...SITE, RATE_LIMIT_PROVIDER_CALLS: '2', RATE_LIMIT_PROVIDER_WINDOW_S: '3600' }, cookies: creator.browser.jar });
    const first = await createAgent();
    await clearProviderLimits();
    expect((await t.call('assign-agent-phone', { agentId: first })).status).toBe(200);
    // Twenty repeats answer the same number and buy nothing.
    for (let i = 0; i < 20; i++) expect((await t.call('assign-agent-phone', { agentId: first })).status).toBe(200);
    const second = await createAgent();
    const r = await t.call('assign-agent-phone', { agentId: second });
    expect(r.status).toBe(200);
    expect(r.json.assignedPhoneNumber).toMatch(/^\+1/);
    // The quota (2) is now used by two purchases: a third agent's purchase is refused.
    const third = await t.call('assign-agent-phone', { agentId: await createAgent() });
    expect(third.status).toBe(429);
    expect(third.json.success).toBe(false);
    expect((await t.call('get-agent-phone', { agentId: first })).status).toBe(200);
    await clearProviderLimits();
  });
  it('counts voice clones, but not requests refused for bad input', async () => {
    const t = testApp({ redis, env: { ...SITE, RATE_LIMIT_PROVIDER_CALLS: '1', RATE_LIMIT_PROVIDER_WINDOW_S: '3600' }, cookies: creator.browser.jar });
    await clearProviderLimits();
    for (let i = 0; i < 5; i++) expect((await t.call('create-voice-clone', { audioData: 'AAAA', voiceName: 'V', businessName: 'B' })).status).toBe(400);
    expect((await t.call('create-voice-clone', { audioData: fakeWebm(), voiceName: 'V', businessName: 'B' })).status).toBe(200);
    expect((await t.call('create-voice-clone', { audioData: fakeWebm(), voiceName: 'V', businessName: 'B' })).status).toBe(429);
    await clearProviderLimits();
  });
});

describe('create-full-agent consent record (protocols.md §1)', () => {
  it('takes the spec record {consent, date, source} and keeps its date and source', async () => {
    const r = await call('create-full-agent', { email: 'a@b.co', businessData: validBusiness(), smsConsent: { consent: true, date: '2026-11-20T15:04:05.000Z', source: 'website sign up form' } });
    expect(r.status).toBe(200);
    expect((await getAgent(redis, r.json.agentId as string))!.smsConsent).toStrictEqual({ consent: true, date: '2026-11-20T15:04:05.000Z', source: 'website sign up form' });
  });
  it('records no date for a record saying no, and stamps a missing or future date with now', async () => {
    const no = await call('create-full-agent', { businessData: validBusiness(), smsConsent: { consent: false, date: '2026-11-20T15:04:05.000Z', source: 'website sign up form' } });
    expect((await getAgent(redis, no.json.agentId as string))!.smsConsent).toStrictEqual({ consent: false, date: null, source: 'website sign up form' });
    const future = await call('create-full-agent', { businessData: validBusiness(), smsConsent: { consent: true, date: '2999-01-01T00:00:00Z' } });
    const rec = (await getAgent(redis, future.json.agentId as string))!.smsConsent;
    expect(rec.consent).toBe(true);
    expect(Date.parse(rec.date!)).toBeLessThanOrEqual(Date.now());
  });
  it.each([
    [{ consent: 'yes' }],
    [{ date: '2026-11-20T15:04:05Z' }],
    [{ consent: true, date: 'yesterday' }],
    ['true'],
    [null],
  ])('answers 400 naming smsConsent for %j', async (smsConsent) => {
    const r = await call('create-full-agent', { businessData: validBusiness(), smsConsent });
    expect(r.status).toBe(400);
    expect(r.json.error).toContain('smsConsent');
  });
});

describe('sandbox status', () => {
  it('says which adapters answer', async () => {
    const { app } = testApp({ env: SITE, redis });
    const res = await app.request('/sandbox/status');
    expect(await res.json()).toStrictEqual({ telephony: { provider: 'sandbox', sandbox: true }, voice: { provider: 'sandbox', sandbox: true }, billing: { provider: 'sandbox', sandbox: true } });
  });
});
