import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRecordingServer, type RecordingServer } from '../../../tests/kit/recording-server';
import { keys } from '../store';
import { sandboxVoice } from '../voice';
import { testApp, validBusiness, SITE } from '../../../tests/kit/app';
import { twilioTelephony } from './twilio';

const SID = 'AC' + '0123456789abcdef'.repeat(2);
const TOKEN = 'test-auth-token-0123456789';
const SEARCH = `/2010-04-01/Accounts/${SID}/AvailablePhoneNumbers/US/Local.json`;
const BUY = `/2010-04-01/Accounts/${SID}/IncomingPhoneNumbers.json`;

let api: RecordingServer;
beforeAll(async () => {
  api = await startRecordingServer();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

const available = (numbers: string[]) => ({
  available_phone_numbers: numbers.map((n) => ({ phone_number: n, friendly_name: n, iso_country: 'US', capabilities: { voice: true } })),
  uri: SEARCH,
  end: numbers.length,
  first_page_uri: SEARCH,
  next_page_uri: null,
  page: 0,
  page_size: 20,
  previous_page_uri: null,
  start: 0,
});

/** A Twilio that has numbers in 512 only and sells them. */
const happyTwilio = (req: { method: string; path: string; query: URLSearchParams; form: URLSearchParams }) => {
  if (req.method === 'GET' && req.path === SEARCH) return { json: available(req.query.get('AreaCode') === '512' ? ['+15124960001', '+15124960002'] : []) };
  if (req.method === 'POST' && req.path === BUY) return { status: 201, json: { sid: 'PN' + 'a'.repeat(32), phone_number: req.form.get('PhoneNumber'), voice_url: req.form.get('VoiceUrl') } };
  return undefined;
};

const adapter = (timeoutMs = 2_000) => twilioTelephony({ accountSid: SID, authToken: TOKEN, apiBaseUrl: api.url, timeoutMs });

describe('Twilio adapter (official SDK against a recording server)', () => {
  it('searches local voice numbers by area code with basic auth', async () => {
    api.respond(happyTwilio);
    expect(await adapter().searchLocalNumbers({ areaCode: '512', limit: 20 })).toStrictEqual(['+15124960001', '+15124960002']);
    const [req] = api.requests;
    expect(req!.method).toBe('GET');
    expect(req!.path).toBe(SEARCH);
    expect(req!.query.get('AreaCode')).toBe('512');
    expect(req!.query.get('VoiceEnabled')).toBe('true');
    expect(req!.query.get('PageSize')).toBe('20');
    expect(req!.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
  });

  it('searches by state when no area code is known', async () => {
    api.respond(happyTwilio);
    await adapter().searchLocalNumbers({ state: 'TX', limit: 5 });
    expect(api.requests[0]!.query.get('InRegion')).toBe('TX');
    expect(api.requests[0]!.query.get('AreaCode')).toBeNull();
  });

  it('buys a number and points its voice webhook at /voice/incoming', async () => {
    api.respond(happyTwilio);
    const out = await adapter().purchaseNumber({ phoneNumber: '+15124960001', voiceUrl: 'https://bookline.test/voice/incoming', friendlyName: 'Bookline Rapid Rooter' });
    expect(out.phoneNumber).toBe('+15124960001');
    const [req] = api.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe(BUY);
    expect(Object.fromEntries(req!.form)).toStrictEqual({
      PhoneNumber: '+15124960001',
      VoiceUrl: 'https://bookline.test/voice/incoming',
      VoiceMethod: 'POST',
      FriendlyName: 'Bookline Rapid Rooter',
    });
  });
});

describe('assign-agent-phone with the Twilio adapter', () => {
  const base = testApp({ env: SITE });
  const { call, redis } = base;
  afterAll(() => redis.disconnect());
  const withTwilio = (timeoutMs?: number) => testApp({ env: SITE, services: { telephony: adapter(timeoutMs), voice: sandboxVoice({ redis }) }, redis, cookies: base.browser.jar });

  const newAgent = async () => (await call('create-full-agent', { email: 'o@example.com', businessData: validBusiness({ BusinessPhoneNumber: '512-867-5309' }), smsConsent: false })).json.agentId as string;

  it('searches the business area code, buys the first number and keeps it', async () => {
    api.respond(happyTwilio);
    const t = withTwilio();
    const agentId = await newAgent();
    const r = await t.call('assign-agent-phone', { agentId });
    expect(r).toStrictEqual({ status: 200, json: { success: true, assignedPhoneNumber: '+15124960001' } });
    expect(api.requests.map((q) => `${q.method} ${q.path}`)).toStrictEqual([`GET ${SEARCH}`, `POST ${BUY}`]);
    expect(api.requests[1]!.form.get('VoiceUrl')).toBe('https://bookline.test/voice/incoming');
    expect(await redis.get(keys.phoneOwner('+15124960001'))).toBe(agentId);
    // Idempotent: no second purchase.
    expect((await t.call('assign-agent-phone', { agentId })).json.assignedPhoneNumber).toBe('+15124960001');
    expect(api.requests).toHaveLength(2);
    await redis.del(keys.phoneOwner('+15124960001'));
  });

  it.each([
    ['a 4xx from the purchase', 400, 502],
    ['a 5xx from the purchase', 503, 502],
  ])('turns %s into the spec error with nothing half-written', async (_what, twilioStatus, ours) => {
    api.respond((req) =>
      req.method === 'POST' ? { status: twilioStatus, json: { code: 21422, message: 'PhoneNumber is not available', status: twilioStatus } } : happyTwilio(req),
    );
    const agentId = await newAgent();
    const r = await withTwilio().call('assign-agent-phone', { agentId });
    expect(r).toStrictEqual({ status: ours, json: { success: false, error: 'Phone number assignment failed. Please refresh the page in a moment.' } });
    expect(await redis.get(keys.agentPhone(agentId))).toBeNull();
    expect(await redis.get(keys.phoneOwner('+15124960001'))).toBeNull();
    expect(await redis.get(keys.agentPhoneLock(agentId))).toBeNull();
    expect((await call('get-agent-phone', { agentId })).json.phoneNumber).toBeNull();
  });

  it('turns a 5xx from the search into the spec error', async () => {
    api.respond(() => ({ status: 500, json: { message: 'boom', status: 500 } }));
    const agentId = await newAgent();
    const r = await withTwilio().call('assign-agent-phone', { agentId });
    expect(r.status).toBe(502);
    expect(r.json.error).toBe('Phone number assignment failed. Please refresh the page in a moment.');
    expect(await redis.get(keys.agentPhone(agentId))).toBeNull();
  });

  it('turns a time-out into a 504 with nothing written', async () => {
    api.respond((req) => (req.method === 'POST' ? { delayMs: 1_500, status: 201, json: {} } : happyTwilio(req)));
    const agentId = await newAgent();
    const r = await withTwilio(300).call('assign-agent-phone', { agentId });
    expect(r).toStrictEqual({ status: 504, json: { success: false, error: 'Phone number assignment failed. Please refresh the page in a moment.' } });
    expect(await redis.get(keys.agentPhone(agentId))).toBeNull();
    expect(await redis.get(keys.phoneOwner('+15124960001'))).toBeNull();
  });

  it('answers 503 when Twilio has no numbers anywhere', async () => {
    api.respond((req) => (req.method === 'GET' ? { json: available([]) } : undefined));
    const agentId = await newAgent();
    const r = await withTwilio().call('assign-agent-phone', { agentId });
    expect(r.status).toBe(503);
    // Area code, then state, then anywhere.
    expect(api.requests.map((q) => [q.query.get('AreaCode'), q.query.get('InRegion')])).toStrictEqual([['512', null], [null, 'TX'], [null, null]]);
  });
});
