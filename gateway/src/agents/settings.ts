import type { Redis } from 'ioredis';
import { defaultWeeklySchedule, formatBusinessHours, formatDaysOpen, VOICES, WidgetAppearance, type AgentSettings, type BusinessData, type Closure } from '@bookline/contracts';
import { keys } from '../store';
import type { AgentRecord } from './agents';
import { ownerContactsOf } from './owner-contacts';

/** Settings the owner sets in the portal that the creation record has no field for. */
export interface OwnerExtras {
  closures: Closure[];
  emergencyWords: string[];
  /** '' = the standard greeting. */
  greeting: string;
  /** One of VOICES, or '' (the cloned voice when there is one, else the default). */
  voice: string;
  widget: WidgetAppearance;
  contacts: { mobile: string; alertEmail: string };
}

export const DEFAULT_WIDGET: WidgetAppearance = WidgetAppearance.parse({});

export function extrasOf(agent: AgentRecord): OwnerExtras {
  const x = agent.ownerSettings;
  return {
    closures: x?.closures ?? [],
    emergencyWords: x?.emergencyWords ?? [],
    greeting: x?.greeting ?? '',
    voice: x?.voice ?? '',
    widget: x?.widget ?? DEFAULT_WIDGET,
    contacts: x?.contacts ?? { mobile: '', alertEmail: '' },
  };
}

/** The settings page's view of an agent record. */
export function settingsOf(agent: AgentRecord): AgentSettings {
  const b = agent.businessData;
  const x = extrasOf(agent);
  const miles = Number(b.ServiceRangeMiles);
  return {
    business: {
      BusinessName: b.BusinessName, BusinessPhoneNumber: b.BusinessPhoneNumber, BusinessEmail: b.BusinessEmail, TimeZone: b.TimeZone || 'America/New_York',
      ServiceType: b.ServiceType === 'Travel to Customer' ? 'Travel to Customer' : 'Fixed Location',
      ServiceRangeMiles: miles > 0 && miles <= 500 ? Math.round(miles) : 25,
      BusinessDescription: b.BusinessDescription, BusinessAddressStreet: b.BusinessAddressStreet, BusinessAddressCity: b.BusinessAddressCity,
      BusinessAddressState: b.BusinessAddressState, BusinessAddressZipcode: /^\d{5}$/.test(b.BusinessAddressZipcode) ? b.BusinessAddressZipcode : '',
      WebsiteAddress: b.WebsiteAddress,
    },
    hours: b.WeeklySchedule ?? defaultWeeklySchedule(),
    closures: x.closures,
    services: agent.services,
    emergencyWords: x.emergencyWords,
    greeting: x.greeting,
    voice: x.voice,
    widget: x.widget,
    // The owner's contacts live in their own field (owner-contacts.ts), checked as transfer targets.
    contacts: (({ mobile, alertEmail, dailyDigest }) => ({ mobile: mobile ?? '', alertEmail: alertEmail ?? '', summaries: dailyDigest ? 'daily_digest' as const : 'each_call' as const }))(ownerContactsOf(agent)),
  };
}

/** The record with the settings applied; the hours text is recomputed from the schedule as at creation. */
export function applySettings(agent: AgentRecord, s: AgentSettings): AgentRecord {
  const businessData: BusinessData = {
    ...agent.businessData, ...s.business, WeeklySchedule: s.hours,
    BusinessHours: formatBusinessHours(s.hours), DaysOpen: formatDaysOpen(s.hours),
  };
  const closures = [...new Map(s.closures.map((c) => [c.date, c])).values()].sort((a, b) => a.date.localeCompare(b.date));
  return {
    ...agent, businessData, services: s.services,
    ownerSettings: { closures, emergencyWords: s.emergencyWords, greeting: s.greeting, voice: s.voice, widget: s.widget, contacts: agent.ownerSettings?.contacts ?? { mobile: '', alertEmail: '' } },
  };
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** A settings problem the schema cannot see (it needs the record): a message for the owner, or null. */
export function settingsProblem(s: AgentSettings): string | null {
  if (s.voice && !VOICES.some((v) => v.id === s.voice)) return `voice must be one of ${VOICES.map((v) => v.id).join(', ')} or empty`;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: s.business.TimeZone });
  } catch {
    return 'TimeZone is not a known time zone';
  }
  return null;
}

/**
 * Compare-and-set on the record: written only while `settingsVersion` is still the one the
 * owner loaded, so two tabs can't silently overwrite each other. Every reader (calls, widget,
 * follow-ups) reads the record per call, so the next call sees the change.
 * KEYS: agent hash. ARGV: expected version, record JSON. Returns new version, -1 stale, -2 no agent.
 */
const WRITE = `
if redis.call('HEXISTS', KEYS[1], 'record') == 0 then return -2 end
local v = tonumber(redis.call('HGET', KEYS[1], 'settingsVersion') or '0')
if v ~= tonumber(ARGV[1]) then return -1 end
redis.call('HSET', KEYS[1], 'record', ARGV[2], 'settingsVersion', v + 1)
return v + 1`;

export async function settingsVersion(redis: Redis, agentId: string): Promise<number> {
  return Number((await redis.hget(keys.agent(agentId), 'settingsVersion')) ?? 0);
}

export async function saveSettings(redis: Redis, agent: AgentRecord, expectedVersion: number): Promise<number | 'stale' | 'gone'> {
  // The crew and the owner's contacts live in their own hash fields, never in the record.
  const { crew: _crew, ownerContacts: _contacts, ...record } = agent;
  const r = (await redis.eval(WRITE, 1, keys.agent(agent.id), String(expectedVersion), JSON.stringify(record))) as number;
  return r === -1 ? 'stale' : r === -2 ? 'gone' : r;
}
