import { inLang, langOf, SPEECH_TAG, tr, type Lang } from './i18n';
import { restoreState } from './dialogue';
import { WIDGET_LABELS_ES } from './i18n/widget-es';
import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Redis } from 'ioredis';
import twilio from 'twilio';
import { isAgentId, WEEKDAYS } from '@bookline/contracts';
import { agentExists, extrasOf, getAgent, getOwnerContacts, noteForwardedToUs, safeTransferTarget, type AgentRecord } from '../agents';
import { getAgentBilling, refusedGreeting, serviceAccess, type ServiceAccess } from '../billing';
import { bookingFeed, bookingUid } from '../calendar/ics-export';
import { existingAttempt } from '../accounts/signin';
import type { Session } from '../http/session';
import { usE164, type Config } from '../config';
import { ApiError, rateLimit } from '../http';
import { sandboxUsageUnits } from '../jobs/usage';
import type { Logger } from '../logging';
import { createOutbox } from '../notify/outbox';
import { noteForwardingSeen } from '../onboarding';
import { keys } from '../store';
import { callRecords } from './calls';
import { createBookingStore } from '../calendar/bookings';
import { priceText, profileFromAgent } from './profile';

/** TwiML is written by the Twilio SDK's VoiceResponse (typed attributes; it escapes every attribute and text). */
const { VoiceResponse } = twilio.twiml;
import { issueRelayToken, SETUP_ASSISTANT_AGENT_ID, SETUP_GREETING } from './tokens';

export interface ReceptionistRoutesOptions {
  config: Config;
  redis: Redis;
  log: Logger;
}

/**
 * Where the gateway is reached from outside: PUBLIC_URL, always in production (loadConfig
 * requires it there); only a sandbox without PUBLIC_URL uses the origin the request came to.
 */
export function publicBase(c: Context, config: Config): string {
  if (config.PUBLIC_URL || !config.sandbox) return config.publicUrl;
  const u = new URL(c.req.url);
  const proto = config.TRUST_PROXY ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() ?? u.protocol.slice(0, -1) : u.protocol.slice(0, -1);
  const host = (config.TRUST_PROXY ? c.req.header('x-forwarded-host') : undefined) ?? c.req.header('host') ?? u.host;
  return `${proto}://${host}`;
}
const wsBase = (http: string) => http.replace(/^http/, 'ws');

/** Billing decides whether the agent still takes calls (billing/access.ts). */
async function accessOf(redis: Redis, agentId: string, nowMs = Date.now()): Promise<ServiceAccess> {
  return serviceAccess(await getAgentBilling(redis, agentId), Math.floor(nowMs / 1000));
}

const ACCESS_MESSAGES = {
  trial_ended: "This receptionist's free trial has ended, so it can't take conversations right now.",
  subscription_ended: 'This receptionist is no longer taking conversations. Please contact the business directly.',
} as const;

const DEFAULT_VOICE = { ttsProvider: 'Google', voice: 'en-US-Journey-O' };

/** The relay TwiML for one agent: greeting, voice, interruptions, DTMF, hints, agentId parameter. */
/**
 * A call that continues after its gateway went away: the same agent's relay, speaking the call's
 * language, whose greeting apologises and repeats the last thing the receptionist asked.
 */
async function resumeTwiml(c: Context, o: ReceptionistRoutesOptions, agentId: string, callSid: string, mode?: 'message') {
  const rec = await callRecords(o.redis).get(callSid);
  if (!rec || rec.agentId !== agentId) return hangUp();
  const state = restoreState(await o.redis.get(keys.callState(callSid)));
  const lang: Lang = state?.lang ?? 'en';
  const last = [...rec.transcript].reverse().find((e) => e.role === 'assistant' && e.text.trim())?.text ?? '';
  const question = last.match(/[^.!?]*\?\s*$/)?.[0]?.trim() ?? '';
  const sorry = inLang(lang, 'Sorry about that, the line dropped for a moment.');
  return connectTwiml(c, o, agentId, { ...(mode ? { mode } : {}), greeting: question ? `${sorry} ${question}` : sorry, lang });
}

async function connectTwiml(c: Context, o: ReceptionistRoutesOptions, agentId: string, extra: { mode?: 'message'; greeting?: string; lang?: Lang } = {}) {
  const agent = await getAgent(o.redis, agentId);
  if (!agent) return sayAndHangUp('Sorry, this number is not in service. Goodbye.');
  const p = profileFromAgent(agent);
  // A cancelled or unpaid agent (after its period) says so politely and hangs up.
  if (!(await accessOf(o.redis, agentId)).ok) return sayAndHangUp(refusedGreeting(p.name));
  const base = publicBase(c, o.config);
  const token = await issueRelayToken(o.redis, { agentId, kind: 'phone' }, 300);
  const custom = p.voiceId && !p.voiceId.startsWith('sandbox') ? { ttsProvider: 'ElevenLabs', voice: p.voiceId } : p.ttsVoice ? { ...DEFAULT_VOICE, voice: p.ttsVoice } : DEFAULT_VOICE;
  const hints = p.services.map((s) => s.name).concat(p.name).join(',').slice(0, 500);
  const mode = extra.mode ? `&stage=${extra.mode}` : '';
  const r = new VoiceResponse();
  const relay = r.connect({ action: `${base}/voice/handoff?agentId=${agentId}${mode}` }).conversationRelay({
    url: `${wsBase(base)}/relay?token=${token}`, welcomeGreeting: extra.greeting ?? p.greeting, ...custom, language: SPEECH_TAG[extra.lang ?? 'en'],
    interruptible: 'any', dtmfDetection: true, hints,
  });
  relay.parameter({ name: 'agentId', value: agentId });
  if (extra.mode) relay.parameter({ name: 'mode', value: extra.mode });
  return r.toString();
}

/**
 * The setup line's TwiML: the setup-assistant persona (a `setup` relay token, `mode=setup`), which
 * creates an agent by talking and texts the caller the link to its demo page.
 */
async function setupTwiml(c: Context, o: ReceptionistRoutesOptions) {
  const base = publicBase(c, o.config);
  const token = await issueRelayToken(o.redis, { kind: 'setup' }, 300);
  const r = new VoiceResponse();
  r.connect({ action: `${base}/voice/handoff?mode=setup` }).conversationRelay({
    url: `${wsBase(base)}/relay?token=${token}`, welcomeGreeting: SETUP_GREETING, ...DEFAULT_VOICE, language: 'en-US',
    interruptible: 'any', dtmfDetection: true, hints: 'plumbing,HVAC,salon,dental,cleaning,landscaping,locksmith,weekdays,Monday,Friday',
  }).parameter({ name: 'mode', value: 'setup' });
  return r.toString();
}

const xml = (c: Context, body: string) => c.body(body, 200, { 'content-type': 'text/xml; charset=utf-8' });

function sayAndHangUp(text: string): string {
  const r = new VoiceResponse();
  r.say(text);
  r.hangup();
  return r.toString();
}
function hangUp(): string {
  const r = new VoiceResponse();
  r.hangup();
  return r.toString();
}

function sameSecret(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function receptionistRoutes(o: ReceptionistRoutesOptions) {
  const { config, redis, log } = o;
  const sandboxPhone = !(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN);
  const app = new Hono();

  // Twilio webhooks: form bodies, signature checked when an auth token is configured.
  // Anything but Twilio's form with the call's CallSid (a JSON body, `null`, an empty form) is a 400.
  async function form(c: Context): Promise<Record<string, string>> {
    const type = c.req.header('content-type') ?? '';
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) throw new ApiError(415, 'Send the webhook as a form (application/x-www-form-urlencoded).');
    const parsed = await c.req.parseBody().catch(() => {
      throw new ApiError(400, 'Malformed form body.');
    });
    const body = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
    if (config.TWILIO_AUTH_TOKEN) {
      const u = new URL(c.req.url);
      const url = `${publicBase(c, config)}${u.pathname}${u.search}`;
      if (!twilio.validateRequest(config.TWILIO_AUTH_TOKEN, c.req.header('x-twilio-signature') ?? '', url, body)) throw new ApiError(403, 'Invalid signature.');
    }
    if (!body.CallSid) throw new ApiError(400, 'Invalid request: CallSid is required.');
    return body;
  }

  const lookupNumber = async (n: string | undefined) => (n ? redis.get(keys.phoneOwner(n.trim())) : null);

  app.post('/voice/incoming', async (c) => {
    const f = await form(c);
    // The setup line (SETUP_PHONE, /create-agent3) reaches the setup assistant, never a business agent.
    if (usE164(f.To) === config.setupPhoneE164) return xml(c, await setupTwiml(c, o));
    const toAgent = await lookupNumber(f.To);
    // A call that reached one of our numbers forwarded: its ForwardedFrom rings us, so it must never
    // become a transfer target (issue 14).
    if (toAgent && f.ForwardedFrom) {
      await noteForwardedToUs(redis, f.ForwardedFrom);
      await noteForwardingSeen(redis, toAgent, new Date());
    }
    let agentId = toAgent ?? (await lookupNumber(f.ForwardedFrom));
    // The sandbox "phone" may name the agent directly.
    if (!agentId && sandboxPhone && isAgentId(f.agentId ?? c.req.query('agentId'))) agentId = f.agentId ?? c.req.query('agentId')!;
    if (!agentId) {
      log.info({ pii: { to: f.To } }, 'call to an unknown number');
      return xml(c, sayAndHangUp("Sorry, we couldn't find the business you called. Please check the number and try again. Goodbye."));
    }
    return xml(c, await connectTwiml(c, o, agentId));
  });

  app.post('/voice/handoff', async (c) => {
    const f = await form(c);
    const agentId = c.req.query('agentId') ?? '';
    let data: { reason?: string; summary?: string } = {};
    try {
      data = JSON.parse(f.HandoffData ?? '{}') as typeof data;
    } catch {
      /* not ours */
    }
    const agent = isAgentId(agentId) ? await getAgent(redis, agentId) : null;
    // The gateway serving the call went away (redeploy, scale-in): a new relay, on whichever
    // gateway takes this request, continues the same call from its saved state.
    if (agent && data.reason === 'resume' && f.CallSid) return xml(c, await resumeTwiml(c, o, agentId, f.CallSid, c.req.query('stage') === 'message' ? 'message' : undefined));
    if (!agent || (data.reason !== 'transfer' && data.reason !== 'emergency') || c.req.query('stage') === 'message') return xml(c, hangUp());
    // The owner's own mobile, never the public business line (with *72 forwarding that line rings
    // straight back to us: a loop). Not the agent's number nor one forwarding to us either.
    const ownerE164 = await safeTransferTarget(redis, agentId, (await getOwnerContacts(redis, agent)).mobile);
    const base = publicBase(c, config);
    if (!ownerE164) return xml(c, await connectTwiml(c, o, agentId, { mode: 'message', greeting: messageGreeting() }));
    const r = new VoiceResponse();
    r.dial({ ...(f.From ? { callerId: f.From } : {}), timeout: 20, action: `${base}/voice/dial-status?agentId=${agentId}&reason=${data.reason}` })
      .number({ url: `${base}/voice/whisper?agentId=${agentId}&reason=${data.reason}` }, ownerE164);
    return xml(c, r.toString());
  });

  app.post('/voice/whisper', async (c) => {
    await form(c);
    const agent = await getAgent(redis, c.req.query('agentId') ?? '');
    const what = c.req.query('reason') === 'emergency' ? 'an emergency call' : 'a call';
    const r = new VoiceResponse();
    r.say(`Bookline: connecting ${what} for ${agent?.businessData.BusinessName ?? 'your business'}.`);
    return xml(c, r.toString());
  });

  app.post('/voice/dial-status', async (c) => {
    const f = await form(c);
    const agentId = c.req.query('agentId') ?? '';
    if (f.DialCallStatus === 'completed' || !isAgentId(agentId)) return xml(c, hangUp());
    return xml(c, await connectTwiml(c, o, agentId, { mode: 'message', greeting: messageGreeting() }));
  });

  // Widget: CORS open for this route only.
  const cors = (c: Context) => {
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Access-Control-Allow-Methods', 'POST, OPTIONS');
    c.header('Access-Control-Allow-Headers', 'content-type');
    c.header('Access-Control-Max-Age', '600');
  };
  app.options('/widget/session', (c) => {
    cors(c);
    return c.body(null, 204);
  });
  /** The body's agentId, or '' for any other body (`null`, `[]`, `"x"`, `1`, not JSON…): a 400 below, never a 500. */
  const bodyAgent = async (c: Context) => {
    const b: unknown = await c.req.json().catch(() => null);
    const id = b && typeof b === 'object' && !Array.isArray(b) ? (b as { agentId?: unknown }).agentId : undefined;
    return typeof id === 'string' ? id.slice(0, 64) : '';
  };
  app.post('/widget/session',
    async (c, next) => {
      cors(c);
      await next();
      cors(c);
    },
    rateLimit({ redis, bucket: 'widget-ip', limit: config.RATE_LIMIT_WIDGET * 4, windowS: 60, trustProxy: config.TRUST_PROXY }),
    rateLimit({ redis, bucket: 'widget-agent', limit: config.RATE_LIMIT_WIDGET, windowS: 60, trustProxy: config.TRUST_PROXY, keyPart: bodyAgent }),
    async (c) => {
      const agentId = await bodyAgent(c);
      if (!isAgentId(agentId)) throw new ApiError(400, 'Invalid request: agentId must be agent_ followed by letters or digits.');
      const setup = agentId === SETUP_ASSISTANT_AGENT_ID;
      if (!setup && !(await agentExists(redis, agentId))) throw new ApiError(404, 'This assistant is not available.');
      if (!setup) {
        // protocols.md §4: 402 with a stable code; the widget tells the visitor.
        const access = await accessOf(redis, agentId);
        if (!access.ok) return c.json({ success: false, code: access.code, error: ACCESS_MESSAGES[access.code] }, 402);
      }
      const token = await issueRelayToken(redis, { agentId, kind: setup ? 'setup' : 'widget' }, config.WIDGET_TOKEN_TTL_S);
      const agent = setup ? null : await getAgent(redis, agentId);
      const face = agent ? webFace(agent) : { businessName: 'Bookline', welcomeGreeting: SETUP_GREETING };
      const appearance = agent ? extrasOf(agent).widget : undefined;
      return c.json({ token, relayUrl: `${wsBase(publicBase(c, config))}/relay?token=${token}`, ...face, expiresInS: config.WIDGET_TOKEN_TTL_S, ...(appearance ? { appearance } : {}) });
    });

  /**
   * Our addition to protocols.md §4: `GET /widget/agent/:agentId` → `{businessName, welcomeGreeting}`,
   * what the widget shows when its panel opens, before any conversation (no token, no relay).
   * CORS open like /widget/session; `{available:false}` for an unknown agent, 400 malformed id.
   */
  app.get('/widget/agent/:agentId', async (c) => {
    cors(c);
    const agentId = c.req.param('agentId');
    if (!isAgentId(agentId)) throw new ApiError(400, 'Invalid request: agentId must be agent_ followed by letters or digits.');
    if (agentId === SETUP_ASSISTANT_AGENT_ID) return c.json({ available: true, businessName: 'Bookline', welcomeGreeting: SETUP_GREETING });
    const agent = await getAgent(redis, agentId);
    c.header('Cache-Control', 'public, max-age=60');
    // Unknown agent: a 200 saying so, so that host pages never get a console error from the widget's
    // look-ahead (the conversation itself is refused by /widget/session, with its 404).
    if (!agent) return c.json({ available: false });
    return c.json({ available: true, ...webFace(agent, langOf(c.req.query('lang'))) });
  });

  /**
   * Our addition: `GET /widget/agent/:agentId/summary` → what the receptionist knows and tells any
   * caller (name, address, hours, services and prices, service area): the demo page shows it so the
   * owner can check what was learned. Nothing private (no owner contacts, no calendar); 60 s cache.
   */
  app.get('/widget/agent/:agentId/summary', async (c) => {
    cors(c);
    const agentId = c.req.param('agentId');
    if (!isAgentId(agentId)) throw new ApiError(400, 'Invalid request: agentId must be agent_ followed by letters or digits.');
    const agent = agentId === SETUP_ASSISTANT_AGENT_ID ? null : await getAgent(redis, agentId);
    c.header('Cache-Control', 'public, max-age=60');
    if (!agent) return c.json({ available: false });
    return c.json({ available: true, ...agentSummary(agent) });
  });

  // The agent's private booking feed (protocols.md §5).
  app.get('/calendar/:agentId/:file', async (c) => {
    const agentId = c.req.param('agentId');
    const m = /^([A-Za-z0-9]{8,64})\.ics$/.exec(c.req.param('file'));
    const agent = m && isAgentId(agentId) ? await getAgent(redis, agentId) : null;
    if (!agent || !m || !sameSecret(m[1]!, agent.calendarSecret)) throw new ApiError(404, 'Not found.');
    const name = agent.businessData.BusinessName || 'Bookings';
    const events = (await createBookingStore({ redis, agentId }).all()).map((b) => ({
      uid: bookingUid(agentId, b.id), start: b.start, end: b.end, summary: `${b.serviceName}${b.customer.name ? ` — ${b.customer.name}` : ''}`,
      description: [b.customer.phone && `Phone: ${b.customer.phone}`, b.customer.address && `Address: ${b.customer.address}`, b.priceText && `Estimate: ${b.priceText}`, `Booked by the ${name} receptionist`].filter(Boolean).join('\n'),
      ...(b.customer.address ? { location: b.customer.address } : {}), status: 'CONFIRMED' as const, sequence: b.sequence, updatedAt: b.updatedAt,
    }));
    return c.body(bookingFeed({ calendarName: `${name} — Bookline`, events, now: Date.now() }), 200, { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'no-store' });
  });

  // Sandbox surfaces (protocols.md §7): only while the matching real provider is not configured.
  const sandboxMessages = !config.SMTP_URL || sandboxPhone;
  app.get('/sandbox/outbox', async (c) => {
    if (!sandboxMessages) throw new ApiError(404, 'The outbox is only available in sandbox mode.');
    const agentId = c.req.query('agentId');
    // Sign-in links are listed only to the browser that asked for them.
    const session = c.get('session' as never) as Session | undefined;
    const audience = session ? existingAttempt(session) : undefined;
    const messages = await createOutbox(redis).list({ ...(agentId ? { agentId } : {}), ...(audience ? { audience } : {}), limit: Math.min(1000, Number(c.req.query('limit')) || 200) });
    return c.json({ sandbox: true, label: 'Sandbox outbox — these messages were not really sent', email: { sandbox: !config.SMTP_URL }, sms: { sandbox: sandboxPhone }, messages });
  });
  app.get('/sandbox/usage', async (c) => {
    const agentId = c.req.query('agentId') ?? '';
    if (!isAgentId(agentId)) throw new ApiError(400, 'Invalid request: agentId must be agent_ followed by letters or digits.');
    return c.json({ sandbox: true, units: await sandboxUsageUnits(redis, agentId) });
  });
  app.get('/sandbox/calls/:callSid', async (c) => {
    if (!sandboxPhone) throw new ApiError(404, 'Call records are only listed here in sandbox mode.');
    const rec = await callRecords(redis).get(c.req.param('callSid'));
    if (!rec) throw new ApiError(404, 'No such call.');
    return c.json({ sandbox: true, call: rec });
  });
  /** The sandbox "phone": what Twilio would do when someone dials the agent (demo page's Call button). */
  app.post('/sandbox/call', async (c) => {
    if (!sandboxPhone) throw new ApiError(404, 'The sandbox phone is only available in sandbox mode.');
    const agentId = await bodyAgent(c);
    const setup = agentId === SETUP_ASSISTANT_AGENT_ID;
    if (!setup && (!isAgentId(agentId) || !(await agentExists(redis, agentId)))) throw new ApiError(404, 'This assistant is not available.');
    const body = setup ? await setupTwiml(c, o) : await connectTwiml(c, o, agentId);
    const url = /url="([^"]+)"/.exec(body)?.[1]?.replace(/&amp;/g, '&');
    const greeting = /welcomeGreeting="([^"]+)"/.exec(body)?.[1]?.replace(/&apos;/g, "'").replace(/&amp;/g, '&');
    return c.json({ sandbox: true, twiml: body, relayUrl: url, welcomeGreeting: greeting, customParameters: setup ? { mode: 'setup' } : { agentId } });
  });

  return app;
}

/** What any caller may hear about the business, for the owner's demo page. */
export function agentSummary(agent: AgentRecord) {
  const p = profileFromAgent(agent);
  const hours = WEEKDAYS.map((d) => {
    const day = p.schedule[d];
    const open = day.isOpen && day.ranges.length > 0;
    return { day: d[0]!.toUpperCase() + d.slice(1), text: open ? day.ranges.map((r) => `${r.startTime} – ${r.endTime}`).join(', ') : 'Closed' };
  });
  return {
    businessName: p.name,
    address: p.address ?? null,
    serviceArea: p.travels ? (p.baseKnown ? `Within ${p.radiusMiles} miles` : 'At the customer’s address') : 'Customers come to the business',
    timeZone: p.timeZone,
    hours,
    services: p.services.map((s) => ({ name: s.name, durationMinutes: s.durationMinutes, price: priceText(s) || null })),
  };
}

/** The agent's name and web greeting (website chat wording, not the phone's). */
function webFace(agent: AgentRecord, lang: Lang = 'en') {
  const p = profileFromAgent(agent);
  // In Spanish (the widget's data-language="es") our own greeting: the owner's is written in English.
  const greeting = lang === 'es'
    ? tr(lang)`Hi! Welcome to ${p.name}. I'm the virtual assistant: I can answer questions about our services and prices, and book an appointment. How can I help you today?`
    : p.webGreeting;
  return { businessName: p.name, welcomeGreeting: greeting, ...(lang === 'es' ? { labels: WIDGET_LABELS_ES } : {}) };
}

function messageGreeting() {
  return "I'm sorry, the owner isn't answering right now. Please tell me your message, and I'll send it to them right away, marked urgent.";
}
