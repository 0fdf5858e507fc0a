import type { Redis } from 'ioredis';
import zipcodes from 'zipcodes';
import { CreateFullAgentBody, defaultWeeklySchedule, industryServices, WEEKDAYS, type BusinessKind, type ServiceOffering, type WeeklySchedule } from '@bookline/contracts';
import { attachNewAgent, issueCreatorGrant } from '../accounts';
import { buildAgent, checkTransferNumber, saveNewAgent, TransferNumberError } from '../agents';
import type { PhoneJobs } from '../jobs';
import type { Config } from '../config';
import type { Logger } from '../logging';
import type { Notifiers } from '../notify';
import type { Brain, CallInfo } from './brain';
import { inferKind } from './kinds';
import { matchService, norm, parseAddress, parseEmail, yesNo } from './nlu';

/**
 * The setup-assistant persona: creates an agent by talking (Voice Setup on /create-agent, and
 * /create-agent3 by phone), through the same schema and store code as create-full-agent.
 *
 * On the web channel it then asks the page to run the spec's `RedirectUser` client tool with
 * one frame (an extension of protocols.md §3, server → widget, web channel only):
 *
 * | type | fields |
 * | --- | --- |
 * | clientTool | name (`"RedirectUser"`), parameters `{agentId, userEmail, businessName, userAddress, userCity, userState, userZipcode}` (strings) |
 *
 * The widget hands `parameters` to the page's registered handler (window.Bookline.clientTools),
 * which assigns a phone number and goes to /demo/agent/{agentId} (spec §4). By phone, the
 * owner gets a text with the link to that demo page instead.
 */

const TRAVELS: ReadonlySet<BusinessKind> = new Set(['Plumbing', 'HVAC', 'Cleaning', 'Landscaping', 'Locksmith', 'Appliance Repair', 'Fixture Services']);
const ZONES: Array<[string, RegExp]> = [
  ['America/Los_Angeles', /^(CA|WA|OR|NV)$/], ['America/Denver', /^(CO|UT|NM|MT|WY|ID)$/], ['America/Phoenix', /^AZ$/],
  ['America/Chicago', /^(TX|IL|MN|WI|IA|MO|AR|LA|MS|AL|OK|KS|NE|SD|ND|TN)$/], ['America/Anchorage', /^AK$/], ['Pacific/Honolulu', /^HI$/],
];
const zoneOf = (state: string) => ZONES.find(([, re]) => re.test(state))?.[0] ?? 'America/New_York';

export { parseEmail } from './nlu';

const DAY_WORDS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** "Monday to Friday 8 to 6", "weekdays 9am-5pm", "every day 10 to 4" → a weekly schedule. */
export function parseHours(text: string): WeeklySchedule | undefined {
  const t = norm(text);
  const week = defaultWeeklySchedule();
  let days: number[] | undefined;
  if (/\b(every ?day|7 days|seven days|daily)\b/.test(t)) days = [0, 1, 2, 3, 4, 5, 6];
  else if (/\bweekdays?\b/.test(t)) days = [0, 1, 2, 3, 4];
  const range = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\s+(?:to|through|thru|-)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)/.exec(t);
  if (!days && range) {
    const a = DAY_WORDS.indexOf(range[1]!);
    const b = DAY_WORDS.indexOf(range[2]!);
    days = [];
    for (let d = a; ; d = (d + 1) % 7) { days.push(d); if (d === b || days.length > 7) break; }
  }
  const times = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a m|p m)?\s*(?:to|till|until|-)\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm|a m|p m)?/.exec(t);
  if (!days && !times) return undefined;
  const fmt = (h: number, m: number) => `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  let start = '9:00 AM';
  let end = '5:00 PM';
  if (times) {
    let h1 = Number(times[1]);
    let h2 = Number(times[4]);
    const ap1 = times[3]?.replace(' ', '');
    const ap2 = times[6]?.replace(' ', '');
    if (ap1 === 'pm' && h1 < 12) h1 += 12;
    if (ap1 === 'am' && h1 === 12) h1 = 0;
    if (ap2 === 'pm' && h2 < 12) h2 += 12;
    if (!ap2 && h2 <= h1) h2 += 12;
    if (!ap1 && h1 < 6) h1 += 12;
    start = fmt(h1, Number(times[2] ?? 0));
    end = fmt(h2 % 24, Number(times[5] ?? 0));
  }
  const open = new Set(days ?? [0, 1, 2, 3, 4]);
  WEEKDAYS.forEach((d, i) => {
    week[d] = open.has(i) ? { isOpen: true, ranges: [{ startTime: start, endTime: end }] } : { isOpen: false, ranges: [] };
  });
  return week;
}

function servicesFrom(text: string, kind: BusinessKind): ServiceOffering[] {
  // The trade's typical services give names and lengths only: prices the owner never said are not theirs.
  const defaults = industryServices(kind).map(({ priceFromCents: _f, priceToCents: _t, ...s }) => s);
  const parts = text.split(/,|\band\b|;/i).map((s) => s.replace(/\b(we do|we offer|mainly|mostly|also|um|uh)\b/gi, '').trim()).filter((s) => s.length > 2);
  const out: ServiceOffering[] = [];
  for (const p of parts) {
    const known = matchService(p, defaults);
    const name = known?.name ?? p.charAt(0).toUpperCase() + p.slice(1);
    if (!out.some((s) => s.name === name)) out.push(known ?? { name: name.slice(0, 120), durationMinutes: 60 });
  }
  return out.length ? out : defaults;
}

type Step = 'name' | 'kind' | 'email' | 'mobile' | 'smsConsent' | 'alertEmail' | 'address' | 'hours' | 'services' | 'confirm' | 'done';

/** The setup questions about the owner's own contacts (issue 14), as the assistant says them. */
export const SETUP_CONTACT_PROMPTS = {
  mobile: 'What is your own mobile number? I put urgent calls through to it and text you urgent messages. Please give your personal cell, not the business line.',
  mobileThisPhone: 'You can also say "this phone".',
  mobileAgain: "Sorry, I didn't get that number. Please say your 10-digit mobile number.",
  smsConsent: 'May I text you at that number about urgent calls and messages? Message and data rates may apply; reply STOP to opt out. Please say yes or no.',
  alertEmail: (email: string) => `Should call alerts go to ${email}? Say yes, or tell me another email address for alerts.`,
} as const;

/** "this phone", "this number", "the one I'm calling from" → use the caller's number. */
const THIS_PHONE = /\b(this|same|my current) (phone|number|one)\b|calling (you )?from/i;

export function createSetupAssistant({ redis, config, log, notifiers, phoneJobs }: { redis: Redis; config: Config; log: Logger; notifiers: Notifiers; phoneJobs?: PhoneJobs }) {
  return ({ call, callSid }: { call: CallInfo; callSid: string }): Brain => {
    let step: Step = 'name';
    const d: {
      name?: string; kind?: BusinessKind; email?: string; mobile?: string; smsConsent?: boolean; alertEmail?: string;
      street?: string; city?: string; state?: string; zip?: string; hours?: WeeklySchedule; services?: ServiceOffering[];
    } = {};
    const askMobile = () => `${SETUP_CONTACT_PROMPTS.mobile}${call.channel === 'web' ? '' : ` ${SETUP_CONTACT_PROMPTS.mobileThisPhone}`}`;
    return {
      async turn(text, io) {
        const t = text.trim();
        switch (step) {
          case 'name': {
            const name = t.replace(/^(it'?s|it is|we are|we're|the name is|my business is|the business is( called)?|called)\s+/i, '').replace(/[.!?]+$/, '').trim();
            if (name.length < 2) { io.say("Sorry, what's the name of your business?"); return; }
            d.name = name.slice(0, 200);
            step = 'kind';
            io.say(`Great, ${d.name}. What kind of business is it? For example plumbing, HVAC, a salon or a dental office.`);
            return;
          }
          case 'kind':
            d.kind = inferKind(t);
            step = 'email';
            io.say(`Got it${d.kind === 'Other' ? '' : `, ${d.kind.toLowerCase()}`}. What email address should we send bookings to?`);
            return;
          case 'email': {
            const e = parseEmail(t);
            if (!e) { io.say('Sorry, I didn\'t get that email. Please spell it, for example john at example dot com.'); return; }
            d.email = e;
            step = 'mobile';
            io.say(`Thanks. ${askMobile()}`);
            return;
          }
          case 'mobile': {
            const raw = call.channel !== 'web' && THIS_PHONE.test(t) && call.callerPhone ? call.callerPhone : t.replace(/[^\d+]/g, '');
            try {
              d.mobile = await checkTransferNumber(redis, raw);
            } catch (err) {
              if (!(err instanceof TransferNumberError)) throw err;
              io.say(raw.replace(/\D/g, '').length >= 10 ? err.message : SETUP_CONTACT_PROMPTS.mobileAgain);
              return;
            }
            step = 'smsConsent';
            io.say(SETUP_CONTACT_PROMPTS.smsConsent);
            return;
          }
          case 'smsConsent': {
            const yn = yesNo(t);
            if (!yn) { io.say('Please say yes or no: may I text you about urgent calls?'); return; }
            d.smsConsent = yn === 'yes';
            step = 'alertEmail';
            io.say(SETUP_CONTACT_PROMPTS.alertEmail(d.email ?? ''));
            return;
          }
          case 'alertEmail': {
            const other = parseEmail(t);
            const yn = other ? undefined : yesNo(t);
            if (!other && !yn) { io.say(SETUP_CONTACT_PROMPTS.alertEmail(d.email ?? '')); return; }
            if (yn === 'no') { io.say('What email address should alerts go to?'); return; }
            d.alertEmail = other ?? d.email;
            step = 'address';
            io.say('Thanks. What is the business address, with the city, state and ZIP code?');
            return;
          }
          case 'address': {
            const a = parseAddress(t);
            if (!a?.zip) { io.say('Sorry, I need the ZIP code as well. What is the full address?'); return; }
            const z = zipcodes.lookup(a.zip);
            d.street = a.street;
            d.zip = a.zip;
            d.city = z?.city ?? '';
            d.state = z?.state ?? '';
            step = 'hours';
            io.say('And what are your opening hours? For example, Monday to Friday, 8 to 5.');
            return;
          }
          case 'hours':
            d.hours = parseHours(t) ?? defaultWeeklySchedule();
            step = 'services';
            io.say('What are your main services? Just list a few.');
            return;
          case 'services':
            d.services = servicesFrom(t, d.kind ?? 'Other');
            step = 'confirm';
            io.say(`Let me confirm: ${d.name}, email ${d.email}, at ${d.street}, ${d.city} ${d.state} ${d.zip}, offering ${d.services.slice(0, 4).map((s) => s.name).join(', ')}. Shall I create your receptionist?`);
            return;
          case 'confirm': {
            const yn = yesNo(t);
            if (yn === 'no') { step = 'name'; io.say("No problem, let's start again. What's the name of your business?"); return; }
            if (yn !== 'yes') { io.say('Shall I create your receptionist now? Please say yes or no.'); return; }
            const body = CreateFullAgentBody.parse({
              email: d.email,
              businessData: {
                BusinessName: d.name, BusinessEmail: d.email, TimeZone: zoneOf(d.state ?? ''), ServiceType: TRAVELS.has(d.kind ?? 'Other') ? 'Travel to Customer' : 'Fixed Location',
                ServiceRangeMiles: 25, BusinessAddressStreet: d.street, BusinessAddressCity: d.city, BusinessAddressState: d.state, BusinessAddressZipcode: d.zip,
                WeeklySchedule: d.hours, BusinessDescription: d.kind && d.kind !== 'Other' ? `${d.kind} business` : '',
                OwnerMobile: d.mobile, OwnerAlertEmail: d.alertEmail,
              },
              smsConsent: { consent: Boolean(d.smsConsent), source: call.channel === 'web' ? 'voice setup assistant' : 'phone setup line' },
              services: d.services,
            });
            const agent = buildAgent({ email: body.email, businessData: body.businessData, ...(body.services ? { services: body.services } : {}), smsConsent: body.smsConsent, now: new Date() });
            await saveNewAgent(redis, agent);
            await phoneJobs?.request(agent.id).catch((err: Error) => log.warn({ agentId: agent.id, err: err.message }, 'phone assignment could not be queued'));
            log.info({ agentId: agent.id, callSid, channel: call.channel }, 'agent created by the setup assistant');
            // No browser session here: the email becomes a pending claim and gets the "live" email.
            await attachNewAgent({ redis, config, log, email: notifiers.email, now: Date.now }, null, { agentId: agent.id, email: agent.email, businessName: d.name ?? '' });
            const creatorGrant = call.channel === 'web' ? await issueCreatorGrant(redis, agent.id) : '';
            step = 'done';
            if (call.channel === 'web') {
              io.say('Your receptionist is ready! Taking you to its demo page now.');
              io.clientTool('RedirectUser', { agentId: agent.id, userEmail: d.email ?? '', businessName: d.name ?? '', userAddress: d.street ?? '', userCity: d.city ?? '', userState: d.state ?? '', userZipcode: d.zip ?? '', creatorGrant });
            } else {
              // Only with the SMS consent just recorded (issue 14), and to the mobile the owner gave.
              if (d.smsConsent && d.mobile) {
                await notifiers.sms.send({ to: d.mobile, body: `Your Bookline receptionist for ${d.name} is ready: ${config.publicUrl}/demo/agent/${agent.id}`, agentId: agent.id });
                io.say('Your receptionist is ready! I just texted you the link to try it. Goodbye!');
              } else {
                io.say(`Your receptionist is ready! We'll email ${d.email} a link to sign in and try it. Goodbye!`);
              }
            }
            io.end({ reason: 'done', agentId: agent.id });
            return;
          }
          case 'done':
            return;
        }
      },
    };
  };
}
