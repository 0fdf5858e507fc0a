import type { Redis } from 'ioredis';
import { WIDGET_TEST_AGENT_ID, type BusinessData, type ServiceOffering, type WeeklySchedule } from '@bookline/contracts';
import type { Config } from '../config';
import type { Logger } from '../logging';
import { keys } from '../store';
import { buildAgent, type AgentRecord } from './agents';

/**
 * The public demos (landing widget and /try-now → DEMO_AGENT_ID, /widget-test → the widget-test
 * agent) talk to agents that must exist on a fresh machine. They are a sample business, named as
 * a demo everywhere it is shown, with no owner contacts: nothing is ever sent to anyone from them.
 * Bump DEMO_VERSION when the sample changes; start-up then rewrites the record.
 */
export const DEMO_VERSION = '1';

const open = (startTime: string, endTime: string) => ({ isOpen: true, ranges: [{ startTime, endTime }] });
const DEMO_WEEK: WeeklySchedule = {
  monday: open('7:00 AM', '6:00 PM'), tuesday: open('7:00 AM', '6:00 PM'), wednesday: open('7:00 AM', '6:00 PM'),
  thursday: open('7:00 AM', '6:00 PM'), friday: open('7:00 AM', '6:00 PM'), saturday: open('8:00 AM', '2:00 PM'),
  sunday: { isOpen: false, ranges: [] },
};

const usd = (d: number) => d * 100;
export const DEMO_SERVICES: ServiceOffering[] = [
  { name: 'Drain cleaning', durationMinutes: 60, priceFromCents: usd(129), description: 'Kitchen, bath or laundry drain, cleared with a cable machine.' },
  { name: 'Leak repair', durationMinutes: 90, priceFromCents: usd(150), priceToCents: usd(350) },
  { name: 'Water heater flush', durationMinutes: 60, priceFromCents: usd(99) },
  { name: 'Water heater replacement', durationMinutes: 240, priceFromCents: usd(1450), priceToCents: usd(2400) },
  { name: 'Toilet repair', durationMinutes: 60, priceFromCents: usd(110), priceToCents: usd(240) },
  { name: 'Emergency call-out', durationMinutes: 60, priceFromCents: usd(249), description: 'Burst pipes and flooding, any open hour.' },
];

export const DEMO_BUSINESS: BusinessData = {
  BusinessName: 'Bluebird Plumbing (demo business)',
  BusinessPhoneNumber: '',
  BusinessEmail: '',
  TimeZone: 'America/Chicago',
  ServiceType: 'Travel to Customer',
  ServiceRangeMiles: 20,
  BusinessDescription:
    'This is a demo business for trying the Bookline receptionist — it is not a real plumber. Bluebird Plumbing is a family plumbing company serving Austin, Texas within 20 miles: drains, leaks, water heaters and toilets. We take cash, checks and all major credit cards.',
  BusinessAddressStreet: '600 Congress Ave',
  BusinessAddressCity: 'Austin',
  BusinessAddressState: 'TX',
  BusinessAddressZipcode: '78701',
  WebsiteAddress: '',
  BusinessHours: '',
  DaysOpen: '',
  WeeklySchedule: DEMO_WEEK,
};

/** The demo agents: ids from config (DEMO_AGENT_ID) and the widget-test page. */
export function demoAgents(config: Pick<Config, 'DEMO_AGENT_ID'>, now: Date): AgentRecord[] {
  const ids = [...new Set([config.DEMO_AGENT_ID, WIDGET_TEST_AGENT_ID])];
  // A random feed secret like any agent's (public callers book on the demo; their details stay private).
  return ids.map((id) => buildAgent({ email: '', businessData: DEMO_BUSINESS, services: DEMO_SERVICES, smsConsent: false, now }, id));
}

const UPSERT = `
if redis.call('HGET', KEYS[1], 'demoVersion') == ARGV[2] and redis.call('HEXISTS', KEYS[1], 'record') == 1 then return 0 end
local rec = redis.call('HGET', KEYS[1], 'record')
if rec and not redis.call('HGET', KEYS[1], 'demoVersion') then return -1 end
redis.call('HSET', KEYS[1], 'record', ARGV[1], 'demoVersion', ARGV[2])
return 1`;

/**
 * Creates the demo agents at start-up, idempotently (several gateways may start at once). An
 * agent with that id that is not a demo (someone's real agent) is left alone.
 */
export async function ensureDemoAgents({ redis, config, log, now = new Date() }: { redis: Redis; config: Pick<Config, 'DEMO_AGENT_ID'>; log: Logger; now?: Date }): Promise<void> {
  for (const agent of demoAgents(config, now)) {
    try {
      const r = (await redis.eval(UPSERT, 1, keys.agent(agent.id), JSON.stringify(agent), DEMO_VERSION)) as number;
      if (r === 1) log.info({ agentId: agent.id }, 'demo agent created');
      if (r === -1) log.warn({ agentId: agent.id }, 'demo agent id belongs to a real agent; left as it is');
    } catch (err) {
      log.warn({ agentId: agent.id, err: (err as Error).message }, 'demo agent could not be created');
    }
  }
}
