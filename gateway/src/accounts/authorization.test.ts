import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailMessage, EmailSender } from '../notify';
import { testApp, validBusiness } from '../../../tests/kit/app';
import { keys } from '../store';
import { testBrowser, type TestBrowser } from '../../../tests/kit/browser';
import { agentsOf, NO_AGENT, ownerOf } from '.';
import { accountIdFor } from './accounts';

const sent: EmailMessage[] = [];
const email: EmailSender = { mode: 'sandbox', async send(m) { sent.push(m); } };
const tokenIn = (m: EmailMessage | undefined) => /token=([A-Za-z0-9_-]+)/.exec(m?.text ?? '')?.[1] ?? '';
const run = Date.now().toString(36);
const fakeWebm = () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(5000, 7)]).toString('base64');
let ipN = 0;
const ip = () => `10.62.${Math.floor(++ipN / 250)}.${ipN % 250}`;

const { app, redis } = testApp({ services: { email } });
afterAll(() => redis.disconnect());

async function signIn(b: TestBrowser, address: string) {
  await b.post('/api/auth/sign-in', { email: address });
  const res = await b.request(`/sign-in/verify?token=${tokenIn(sent.filter((m) => m.to === address).at(-1))}`);
  expect(res.status).toBe(303);
  return res.headers.get('location');
}

/** Every owner function, with a body that passes validation for `agentId`. */
const ROUTES: Array<[string, (agentId: string) => unknown]> = [
  ['get-onboarding-state', (agentId) => ({ agentId })],
  ['update-onboarding-checklist', (agentId) => ({ agentId, key: 'widget', complete: true })],
  ['save-calendar-ics', (agentId) => ({ agentId, icsUrl: 'https://calendar.invalid/private.ics' })],
  ['update-stripe-redirect', (agentId) => ({ agentId, queryString: '?session_id=cs_unknown' })],
  ['assign-agent-phone', (agentId) => ({ agentId })],
  ['create-voice-clone', (agentId) => ({ agentId, audioData: fakeWebm(), voiceName: 'Mine', businessName: 'Rapid' })],
  ['create-subscription', (agentId) => ({ agentId, customerInfo: { name: 'Pat', email: 'pat@example.com', address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' } })],
];

describe('authorization of owner routes', () => {
  const ownerEmail = `owner-${run}@example.com`;
  const creator = testBrowser(app, { ip: ip() });
  const owner = testBrowser(app, { ip: ip() });
  const expired = testBrowser(app, { ip: ip() });
  const stranger = testBrowser(app, { ip: ip() });
  const anonymous = testBrowser(app, { ip: ip() });
  let agentId = '';

  beforeAll(async () => {
    const r = await creator.call('create-full-agent', { email: ownerEmail, businessData: validBusiness(), smsConsent: true });
    agentId = r.json.agentId as string;
    await signIn(stranger, `stranger-${run}@example.com`);
    await signIn(expired, ownerEmail);
    await redis.pexpire(keys.session(expired.sessionId!), 1);
    await new Promise((r) => setTimeout(r, 20));
    await signIn(owner, ownerEmail);
  });

  it('the agent belongs to the account of the email it was created with, once that email signs in', async () => {
    expect(await ownerOf(redis, agentId)).toBe(accountIdFor(ownerEmail));
    expect(await agentsOf(redis, accountIdFor(ownerEmail))).toStrictEqual([agentId]);
  });

  for (const [name, body] of ROUTES) {
    it(`${name}: another account, no session and an expired session get 404; the owner does not`, async () => {
      const checklistBefore = await redis.hgetall(keys.onboarding(agentId));
      for (const b of [stranger, anonymous, expired]) {
        const r = await b.call(name, body(agentId));
        expect(r, `${name} as ${b === stranger ? 'stranger' : b === anonymous ? 'anonymous' : 'expired'}`).toStrictEqual({ status: 404, json: { success: false, error: NO_AGENT } });
      }
      expect(await redis.hgetall(keys.onboarding(agentId))).toStrictEqual(checklistBefore);
      const mine = await owner.call(name, body(agentId));
      expect(mine.json.error).not.toBe(NO_AGENT);
      expect(mine.status).toBeLessThan(500);
    });
  }

  it('the creating browser loses its rights once the owner has claimed the agent', async () => {
    expect(await creator.call('get-onboarding-state', { agentId })).toStrictEqual({ status: 404, json: { success: false, error: NO_AGENT } });
  });

  it('a stranger calling create-subscription gains nothing (the reported hole)', async () => {
    const late = testBrowser(app, { ip: ip() });
    await late.call('create-subscription', ROUTES.at(-1)![1](agentId));
    const state = await late.call('get-onboarding-state', { agentId });
    expect(state.status).toBe(404);
    expect(await late.call('save-calendar-ics', { agentId, icsUrl: 'https://evil.example/x.ics' })).toMatchObject({ status: 404 });
  });
});

describe('creating an agent', () => {
  it('signed in: the account owns it at once, and no "live" email is needed', async () => {
    const b = testBrowser(app, { ip: ip() });
    const address = `signedin-${run}@example.com`;
    await signIn(b, address);
    const before = sent.length;
    const r = await b.call('create-full-agent', { email: address, businessData: validBusiness(), smsConsent: true });
    expect(await ownerOf(redis, r.json.agentId as string)).toBe(accountIdFor(address));
    expect(sent.slice(before).filter((m) => m.subject === 'Your receptionist is live')).toHaveLength(0);
    const me = await (await b.request('/api/auth/me')).json();
    expect(me.agents).toStrictEqual([{ agentId: r.json.agentId, businessName: 'Rapid Rooter Plumbing', role: 'owner' }]);
  });

  it('signed out: the creator keeps rights, and the "live" email link claims it and opens its dashboard', async () => {
    const b = testBrowser(app, { ip: ip() });
    const address = `later-${run}@example.com`;
    const r = await b.call('create-full-agent', { email: address, businessData: validBusiness(), smsConsent: true });
    const agentId = r.json.agentId as string;
    expect(await ownerOf(redis, agentId)).toBeNull();
    expect((await b.call('get-onboarding-state', { agentId })).status).toBe(200);
    const live = sent.filter((m) => m.to === address && m.subject === 'Your receptionist is live').at(-1);
    expect(live?.text).toContain('Rapid Rooter Plumbing');
    const go = await b.request(`/sign-in/verify?token=${tokenIn(live)}`);
    expect(go.headers.get('location')).toBe(`/dashboard/${agentId}`);
    expect(await ownerOf(redis, agentId)).toBe(accountIdFor(address));
    expect((await b.call('get-onboarding-state', { agentId })).status).toBe(200);
  });
});

describe('sessions of an account', () => {
  it('lists them with device and last use, and "sign out everywhere" ends them all', async () => {
    const address = `multi-${run}@example.com`;
    const mac = testBrowser(app, { ip: ip() });
    const phone = testBrowser(app, { ip: ip(), userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1' });
    await signIn(mac, address);
    await signIn(phone, address);
    const list = (await (await mac.request('/api/auth/sessions')).json()).sessions as Array<{ device: string; current: boolean; lastUsedAt: string }>;
    expect(list.map((s) => s.device).sort()).toStrictEqual(['Chrome on Mac', 'Safari on iPhone']);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(mac.sessionId!);
    const out = await mac.post('/api/auth/sign-out-everywhere');
    expect(await out.json()).toStrictEqual({ signedOut: true, revoked: 2 });
    expect(await (await phone.request('/api/auth/me')).json()).toMatchObject({ signedIn: false });
    expect(await (await mac.request('/api/auth/me')).json()).toMatchObject({ signedIn: false });
  });

  it('sign out ends only this session', async () => {
    const address = `single-${run}@example.com`;
    const a = testBrowser(app, { ip: ip() });
    const b = testBrowser(app, { ip: ip() });
    await signIn(a, address);
    await signIn(b, address);
    await a.post('/api/auth/sign-out');
    expect(await (await a.request('/api/auth/me')).json()).toMatchObject({ signedIn: false });
    expect(await (await b.request('/api/auth/me')).json()).toMatchObject({ signedIn: true, email: address });
  });

  it('account-only routes answer 401 without an account', async () => {
    const n = testBrowser(app, { ip: ip() });
    expect((await n.request('/api/auth/sessions')).status).toBe(401);
    expect((await n.post('/api/auth/sign-out-everywhere')).status).toBe(401);
    expect((await n.post('/api/auth/passkeys/register/options')).status).toBe(401);
  });
});
