import WebSocket from 'ws';
import { pinClock } from '../../../../tests/kit/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAgent } from '../../agents';
import { createRedis, keys, type Redis } from '../../store';
import { createBookingStore } from '../../calendar/bookings';
import { SETUP_ASSISTANT_AGENT_ID } from '../tokens';
import { PLUMBER, SALON } from '../../../../tests/kit/fixtures';
import { callRecord, Caller, dial, eventually, makeAgent, outbox, randomCaller, startTestGateway } from '../../../../tests/kit/conversation';

pinClock();

let gw: Awaited<ReturnType<typeof startTestGateway>>;
let quick: Awaited<ReturnType<typeof startTestGateway>>;
let redis: Redis;
beforeAll(async () => {
  gw = await startTestGateway();
  // A gateway with a short idle time.
  quick = await startTestGateway({ RELAY_IDLE_MS: '300', JOBS_WORKER: 'false' });
  redis = createRedis(gw.redisUrl);
});
afterAll(async () => {
  await quick.close();
  await gw.close();
  redis.disconnect();
});

const session = (base: string, agentId: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/widget/session`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://customer-site.example', ...headers }, body: JSON.stringify({ agentId }) });

const refused = (url: string) => new Promise<number>((resolve) => {
  const ws = new WebSocket(url);
  ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
  ws.on('open', () => resolve(101));
  ws.on('error', () => resolve(-1));
});

describe('widget path', () => {
  it('session token → relay → booking on the web channel; CORS open on this route', async () => {
    const { agent } = await makeAgent(redis, SALON);
    const res = await session(gw.url, agent.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const { token, relayUrl, welcomeGreeting } = (await res.json()) as { token: string; relayUrl: string; welcomeGreeting: string };
    expect(relayUrl).toBe(`${gw.url.replace('http', 'ws')}/relay?token=${token}`);
    expect(welcomeGreeting).toMatch(/virtual assistant/);
    const caller = await Caller.connect(relayUrl, { from: 'web', customParameters: { agentId: agent.id, channel: 'web' } });
    await caller.say('I want a haircut');
    await caller.say('the first one');
    expect(await caller.say('my name is Web Visitor')).toMatch(/best phone number/);
    expect(await caller.say('512 555 0177')).toMatch(/Phone: 5 1 2, 5 5 5, 0 1 7 7/);
    expect(await caller.say('yes')).toMatch(/by email/);
    // typed into the widget
    expect(await caller.say('web.visitor+salon@example.org')).toMatch(/booked.*invite at web\.visitor\+salon@example\.org/);
    expect((await createBookingStore({ redis: redis, agentId: agent.id }).upcoming(0))[0]?.customer).toMatchObject({ name: 'Web Visitor', phone: '+15125550177', email: 'web.visitor+salon@example.org' });
    caller.hangUp();
    const rec = await eventually(() => callRecord(gw.url, caller.callSid), (r) => Boolean(r?.endedAt));
    expect(rec).toMatchObject({ outcomes: ['booked'] });
  });
  it('answers the CORS preflight for /widget/session only', async () => {
    const pre = await fetch(`${gw.url}/widget/session`, { method: 'OPTIONS', headers: { origin: 'https://x.example', 'access-control-request-method': 'POST' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    const other = await fetch(`${gw.url}/sandbox/outbox`, { headers: { origin: 'https://x.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
  it('a used token is refused', async () => {
    const { agent } = await makeAgent(redis, SALON);
    const { relayUrl } = (await (await session(gw.url, agent.id)).json()) as { relayUrl: string };
    const c = await Caller.connect(relayUrl, { customParameters: { agentId: agent.id, channel: 'web' } });
    expect(await refused(relayUrl)).toBe(401);
    c.hangUp();
  });
  it('an expired token is refused', async () => {
    const { agent } = await makeAgent(redis, SALON);
    const { token, relayUrl } = (await (await session(gw.url, agent.id)).json()) as { token: string; relayUrl: string };
    await redis.pexpire(keys.relayToken(token), 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(await refused(relayUrl)).toBe(401);
  });
  it('a token for another agent is refused at setup', async () => {
    const a = await makeAgent(redis, SALON);
    const b = await makeAgent(redis, PLUMBER);
    const { relayUrl } = (await (await session(gw.url, a.agent.id)).json()) as { relayUrl: string };
    const c = await Caller.connect(relayUrl, { customParameters: { agentId: b.agent.id, channel: 'web' } });
    await eventually(async () => c.closed, (x) => x === true);
    expect(c.frames).toStrictEqual([]);
    expect(await redis.exists(keys.call(c.callSid))).toBe(0);
  });
  it('no token, no relay', async () => {
    expect(await refused(`${gw.url.replace('http', 'ws')}/relay`)).toBe(401);
  });
  it('refuses unknown agents and malformed ids', async () => {
    expect((await session(gw.url, 'agent_doesnotexist123')).status).toBe(404);
    expect((await session(gw.url, 'agent-bad!')).status).toBe(400);
  });
});

describe('setup assistant', () => {
  // Name, kind, email, the owner's own mobile, SMS consent, alert email, address, hours, services (issue 14: the owner's contacts).
  const before = ['Sunrise Plumbing', 'we are a plumbing company', 'owner at sunrise plumbing dot com'];
  const after = ['42 Oak Street, Austin, Texas 78704', 'Monday to Friday 8 to 6', 'drain cleaning, water heater repair and leak repair'];
  const answers = [...before, '512 555 0166', 'yes', 'yes', ...after];
  it('on the web: creates the agent and sends the RedirectUser clientTool message', async () => {
    const res = await session(gw.url, SETUP_ASSISTANT_AGENT_ID);
    const { relayUrl } = (await res.json()) as { relayUrl: string };
    const c = await Caller.connect(relayUrl, { from: 'web', customParameters: { agentId: SETUP_ASSISTANT_AGENT_ID, channel: 'web', mode: 'setup' } });
    for (const a of answers) await c.say(a);
    expect(await c.say('yes')).toMatch(/ready/);
    const tool = c.frames.find((f) => f.type === 'clientTool')!;
    expect(tool).toMatchObject({ name: 'RedirectUser', parameters: { userEmail: 'owner@sunriseplumbing.com', businessName: 'Sunrise Plumbing', userAddress: '42 Oak Street', userCity: 'Austin', userState: 'TX', userZipcode: '78704' } });
    const agentId = (tool.parameters as { agentId: string }).agentId;
    expect(agentId).toMatch(/^agent_[A-Za-z0-9]{20}$/);
    const agent = await getAgent(redis, agentId);
    expect(agent?.businessData).toMatchObject({ BusinessName: 'Sunrise Plumbing', ServiceType: 'Travel to Customer', TimeZone: 'America/Chicago' });
    expect(agent?.businessData.WeeklySchedule?.monday).toStrictEqual({ isOpen: true, ranges: [{ startTime: '8:00 AM', endTime: '6:00 PM' }] });
    expect(agent?.services.map((s) => s.name)).toStrictEqual(['Drain cleaning', 'Water heater repair', 'Leak repair']);
    // The owner's own contacts and the consent record, as asked.
    expect(agent?.businessData).toMatchObject({ OwnerMobile: '+15125550166', OwnerAlertEmail: 'owner@sunriseplumbing.com' });
    expect(agent?.smsConsent).toMatchObject({ consent: true, source: 'voice setup assistant' });
    expect(await c.ended()).toMatchObject({ reason: 'done', agentId });
  });
  it('asks for the owner mobile, refuses the agent numbers and forwarded ones, and takes another alert email', async () => {
    const { number } = await makeAgent(redis, SALON);
    const res = await session(gw.url, SETUP_ASSISTANT_AGENT_ID);
    const { relayUrl } = (await res.json()) as { relayUrl: string };
    const c = await Caller.connect(relayUrl, { from: 'web', customParameters: { agentId: SETUP_ASSISTANT_AGENT_ID, channel: 'web', mode: 'setup' } });
    for (const a of before.slice(0, 2)) await c.say(a);
    expect(await c.say(before[2]!)).toMatch(/own mobile number.*not the business line/);
    expect(await c.say(number.slice(2))).toMatch(/receptionist's own number/);
    expect(await c.say('twelve')).toMatch(/10-digit mobile number/);
    expect(await c.say('(512) 555-0167')).toMatch(/May I text you/);
    expect(await c.say('no')).toMatch(/Should call alerts go to owner@sunriseplumbing\.com/);
    expect(await c.say('alerts at sunrise plumbing dot com')).toMatch(/business address/);
    for (const a of after) await c.say(a);
    expect(await c.say('yes')).toMatch(/ready/);
    const agentId = (c.frames.find((f) => f.type === 'clientTool')!.parameters as { agentId: string }).agentId;
    const agent = await getAgent(redis, agentId);
    expect(agent?.businessData).toMatchObject({ OwnerMobile: '+15125550167', OwnerAlertEmail: 'alerts@sunriseplumbing.com' });
    expect(agent?.smsConsent).toStrictEqual({ consent: false, date: null, source: 'voice setup assistant' });
  });
  it('by phone: creates the agent and texts the owner the demo link (no clientTool frame)', async () => {
    const res = await session(gw.url, SETUP_ASSISTANT_AGENT_ID);
    const { relayUrl } = (await res.json()) as { relayUrl: string };
    const from = randomCaller();
    const c = await Caller.connect(relayUrl, { from, customParameters: { mode: 'setup' } });
    for (const a of answers) await c.say(a);
    await c.say('yes');
    const h = await c.ended();
    expect(c.frames.some((f) => f.type === 'clientTool')).toBe(false);
    const msgs = await outbox(gw.url, String(h.agentId));
    // Texted to the mobile the owner gave, with the consent just recorded.
    expect(msgs.find((m) => m.to === '+15125550166')?.text).toMatch(new RegExp(`/demo/agent/${String(h.agentId)}$`));
  });
  it('the setup line (SETUP_PHONE): /voice/incoming → relay → the setup assistant creates the agent and texts the caller', async () => {
    const from = randomCaller();
    // Twilio posts the number as dialled (E.164); SETUP_PHONE is configured in display form.
    const { caller: c, twiml } = await dial(gw.url, '+18005550199', from);
    expect(twiml).toContain('<Parameter name="mode" value="setup"/>');
    expect(twiml).not.toContain('name="agentId"');
    expect(twiml).toContain(`action="${gw.url}/voice/handoff?mode=setup"`);
    expect(twiml).toMatch(/welcomeGreeting="Hi! I'm the Bookline setup assistant/);
    expect(await c.say(answers[0]!)).toMatch(/What kind of business/);
    for (const a of before.slice(1, 2)) await c.say(a);
    expect(await c.say(before[2]!)).toMatch(/You can also say "this phone"/);
    expect(await c.say('this phone')).toMatch(/May I text you/);
    for (const a of ['yes', 'yes', ...after]) await c.say(a);
    expect(await c.say('yes')).toMatch(/texted you the link/);
    const h = await c.ended();
    expect(h).toMatchObject({ reason: 'done' });
    const agentId = String(h.agentId);
    expect(agentId).toMatch(/^agent_[A-Za-z0-9]{20}$/);
    expect((await getAgent(redis, agentId))?.businessData).toMatchObject({ BusinessName: 'Sunrise Plumbing', BusinessEmail: 'owner@sunriseplumbing.com', BusinessAddressZipcode: '78704', OwnerMobile: from });
    const sms = (await outbox(gw.url, agentId)).filter((m) => m.channel === 'sms' && m.to === from);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toMatch(new RegExp(`^Your Bookline receptionist for Sunrise Plumbing is ready: https?://[^ ]+/demo/agent/${agentId}$`));
    expect(c.frames.some((f) => f.type === 'clientTool')).toBe(false);
    // The call record is the setup assistant's, with the caller's words in it.
    c.hangUp();
    const rec = await eventually(() => callRecord(gw.url, c.callSid), (r) => Boolean(r?.endedAt));
    expect(rec?.transcript.some((e) => e.role === 'caller' && e.text === 'Sunrise Plumbing')).toBe(true);
    // The handoff Twilio posts after `end` just hangs up.
    const handoff = await fetch(`${gw.url}/voice/handoff?mode=setup`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ CallSid: c.callSid, HandoffData: JSON.stringify(h) }) });
    expect(await handoff.text()).toContain('<Hangup/>');
  });
  it('another number still reaches its business agent, not the setup assistant', async () => {
    const { agent, number } = await makeAgent(redis, SALON);
    const { caller, twiml } = await dial(gw.url, number);
    expect(twiml).toContain(`<Parameter name="agentId" value="${agent.id}"/>`);
    expect(twiml).not.toContain('value="setup"');
    caller.hangUp();
  });
});

describe('timing behaviour', () => {
  it('an idle caller hears a prompt, then a goodbye and end', async () => {
    const { agent, number } = await makeAgent(redis, SALON);
    const { caller } = await dial(quick.url, number);
    expect(await caller.reply(5_000)).toMatch(/Are you still there/);
    expect(await caller.reply(5_000)).toMatch(/end the call now\. Thank you for calling Shear Bliss/);
    expect(await caller.ended()).toMatchObject({ reason: 'done', idle: true });
    const rec = await eventually(() => callRecord(quick.url, caller.callSid), (r) => Boolean(r?.endedAt));
    expect(rec?.outcomes).toContain('idle');
    expect(agent.id).toBeTruthy();
  });
});

describe('sandbox phone', () => {
  it('POST /sandbox/call gives the relay a local "phone" uses to book', async () => {
    const { agent } = await makeAgent(redis, SALON);
    const r = (await (await fetch(`${gw.url}/sandbox/call`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ agentId: agent.id }) })).json()) as { relayUrl: string; welcomeGreeting: string; sandbox: boolean };
    expect(r.sandbox).toBe(true);
    expect(r.welcomeGreeting).toMatch(/Thanks for calling Shear Bliss/);
    const c = await Caller.connect(r.relayUrl, { customParameters: { agentId: agent.id } });
    await c.say('color please');
    await c.say('the first one');
    await c.say('Pat Kim');
    await c.say('yes');
    expect(await c.say('yes')).toMatch(/by email/);
    expect(await c.say('nope')).toMatch(/booked/);
    expect(await createBookingStore({ redis: redis, agentId: agent.id }).upcoming(0)).toHaveLength(1);
  });
});
