import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, validBusiness, SITE } from '../../../tests/kit/app';
import { NO_AGENT } from '../accounts';
import { testBrowser } from '../../../tests/kit/browser';
import { getIcs } from './checklist';
import { ICS_MESSAGES } from './ics-check';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nBEGIN:VEVENT\r\nUID:1@test\r\nDTSTART:20261201T150000Z\r\nDTEND:20261201T160000Z\r\nSUMMARY:Busy\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
let server: Server;
let base: string;
const t = testApp({ env: { ...SITE, EXTRACTION_ALLOW_PRIVATE_HOSTS: 'true' } });
const strict = testApp({ env: SITE, redis: t.redis });

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/secret/basic.ics') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.end(ICS);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>not a calendar</html>');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const a = server.address();
  base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
});
afterAll(() => {
  server.close();
  t.redis.disconnect();
});

// Browsers: the one that creates the agents, and a stranger who only knows the (public) agent ids.
const owner = testBrowser(t.app, { ip: '10.64.0.1' }).call;
const strictOwner = testBrowser(strict.app, { ip: '10.64.0.2' }).call;
const stranger = testBrowser(t.app, { ip: '10.64.0.3' }).call;
const newAgent = async (call = owner) => (await call('create-full-agent', { email: 'pat@example.com', businessData: validBusiness(), smsConsent: false })).json.agentId as string;

describe('calendar setup checklist (server-side per agent)', () => {
  it('starts with every step incomplete and keeps a toggled step', async () => {
    const agentId = await newAgent();
    const first = await owner('get-onboarding-state', { agentId });
    expect(first.json.checklist).toStrictEqual({ calendar: false, invite: false, widget: false, voice: false, test: false, phone: false });
    await owner('update-onboarding-checklist', { agentId, key: 'widget', complete: true });
    const later = await owner('get-onboarding-state', { agentId });
    expect((later.json.checklist as Record<string, boolean>).widget).toBe(true);
    await owner('update-onboarding-checklist', { agentId, key: 'widget', complete: false });
    expect(((await owner('get-onboarding-state', { agentId })).json.checklist as Record<string, boolean>).widget).toBe(false);
  });

  it('answers the agent booking feed URL and billing status to the session that created the agent', async () => {
    const agentId = await newAgent();
    const r = await owner('get-onboarding-state', { agentId });
    expect(r.json.owner).toBe(true);
    expect(r.json.calendarFeedUrl).toMatch(new RegExp(`^https://bookline\\.test/calendar/${agentId}/[A-Za-z0-9]{32}\\.ics$`));
    expect(r.json.billingStatus).toBe('none');
  });

  it('keeps the state (booking feed URL, checklist) from anyone else who knows the (public) agent id', async () => {
    const agentId = await newAgent();
    expect(await stranger('get-onboarding-state', { agentId })).toStrictEqual({ status: 404, json: { success: false, error: NO_AGENT } });
    expect((await stranger('update-onboarding-checklist', { agentId, key: 'widget', complete: true })).status).toBe(404);
    expect(((await owner('get-onboarding-state', { agentId })).json.checklist as Record<string, boolean>).widget).toBe(false);
  });

  it('answers 404 for an unknown agent and 400 for an unknown step', async () => {
    expect((await t.call('get-onboarding-state', { agentId: 'agent_nosuch1' })).status).toBe(404);
    expect((await t.call('update-onboarding-checklist', { agentId: 'agent_nosuch1', key: 'lunch', complete: true })).status).toBe(400);
  });
});

describe('save-calendar-ics', () => {
  it('fetches the address once and saves it when it is a calendar, answering it masked', async () => {
    const agentId = await newAgent();
    const r = await owner('save-calendar-ics', { agentId, icsUrl: `${base}/secret/basic.ics` });
    expect(r.status).toBe(200);
    expect(r.json.icsEvents).toBe(1);
    expect(r.json.icsUrlMasked).not.toContain('secret');
    expect((await getIcs(t.redis, agentId))!.url).toBe(`${base}/secret/basic.ics`);
  });

  it('refuses an address that is not a calendar with 422', async () => {
    const agentId = await newAgent();
    const r = await owner('save-calendar-ics', { agentId, icsUrl: `${base}/page.html` });
    expect(r).toStrictEqual({ status: 422, json: { success: false, error: ICS_MESSAGES.notCalendar } });
    expect(await getIcs(t.redis, agentId)).toBeNull();
  });

  it('refuses a private address when the loopback test setting is off (SSRF guard)', async () => {
    const agentId = await newAgent(strictOwner);
    const r = await strictOwner('save-calendar-ics', { agentId, icsUrl: 'http://169.254.169.254/latest/meta-data' });
    expect(r).toStrictEqual({ status: 422, json: { success: false, error: ICS_MESSAGES.blocked } });
  });

  it('refuses to save a calendar address for a session that does not own the agent (404, as for an unknown agent)', async () => {
    const agentId = await newAgent();
    const r = await stranger('save-calendar-ics', { agentId, icsUrl: `${base}/secret/basic.ics` });
    expect(r).toStrictEqual({ status: 404, json: { success: false, error: NO_AGENT } });
    expect(await getIcs(t.redis, agentId)).toBeNull();
  });

  it('accepts webcal:// addresses as https', async () => {
    const agentId = await newAgent(strictOwner);
    const r = await strictOwner('save-calendar-ics', { agentId, icsUrl: 'webcal://127.0.0.1/x.ics' });
    expect(r.json.error).toBe(ICS_MESSAGES.blocked);
  });
});
