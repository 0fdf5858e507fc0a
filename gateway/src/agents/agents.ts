import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { BusinessData, formatBusinessHours, formatDaysOpen, type Crew, type ServiceOffering, type SmsConsentInput, type SmsConsentRecord } from '@bookline/contracts';
import { keys } from '../store';
import type { OwnerExtras } from './settings';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `n` random letters or digits, without modulo bias (bytes ≥ 248 are redrawn). */
export function randomAlnum(n: number): string {
  let out = '';
  while (out.length < n) {
    for (const b of randomBytes(n * 2)) {
      if (b < 248 && out.length < n) out += ALNUM[b % 62];
    }
  }
  return out;
}

/** `agent_` + 20 letters or digits (spec §3 agent id). */
export const newAgentId = () => `agent_${randomAlnum(20)}`;

export interface AgentRecord {
  id: string;
  createdAt: string;
  email: string;
  businessData: BusinessData;
  services: ServiceOffering[];
  smsConsent: SmsConsentRecord;
  /** Secret part of the private ICS feed URL. Never logged. */
  calendarSecret: string;
  customVoiceId?: string;
  /** What the owner set in the portal beyond the business data (agents/settings.ts). */
  ownerSettings?: OwnerExtras;
  /** The crew the owner saved (agents/crew.ts; its own hash field, read with the record). */
  crew?: Crew;
  /** The owner's contacts as changed after creation (owner settings); see owner-contacts.ts. */
  ownerContacts?: { mobile: string | null; alertEmail: string | null; dailyDigest: boolean };
}

export interface NewAgent {
  email: string;
  businessData: BusinessData;
  services?: ServiceOffering[];
  /** A bare boolean (the wizard's checkbox) or the spec's record `{consent, date, source}`. */
  smsConsent: boolean | SmsConsentInput;
  /** Passed in so tests can pin it. */
  now: Date;
}

const DEFAULT_SOURCE = 'website sign up form';

/**
 * Spec §3 consent record: the date only when consent was given. A record sent by the client keeps
 * its date when it is not in the future (else ours) and its source.
 */
export function consentRecord(given: boolean | SmsConsentInput, now: Date): SmsConsentRecord {
  if (typeof given === 'boolean') return { consent: given, date: given ? now.toISOString() : null, source: DEFAULT_SOURCE };
  const source = given.source?.trim() || DEFAULT_SOURCE;
  if (!given.consent) return { consent: false, date: null, source };
  const d = given.date ? new Date(given.date) : null;
  const date = d && d.getTime() <= now.getTime() ? d.toISOString() : now.toISOString();
  return { consent: true, date, source };
}

/**
 * Builds the stored record. The weekly schedule is the source of truth for the hours text:
 * BusinessHours and DaysOpen are recomputed from it when it is present.
 */
export function buildAgent(input: NewAgent, id = newAgentId(), calendarSecret = randomAlnum(32)): AgentRecord {
  const { Services, ...rest } = input.businessData;
  const businessData: BusinessData = { ...rest };
  if (businessData.WeeklySchedule) {
    businessData.BusinessHours = formatBusinessHours(businessData.WeeklySchedule);
    businessData.DaysOpen = formatDaysOpen(businessData.WeeklySchedule);
  }
  return {
    id,
    createdAt: input.now.toISOString(),
    email: input.email,
    businessData,
    services: input.services ?? Services ?? [],
    smsConsent: consentRecord(input.smsConsent, input.now),
    calendarSecret,
    ...(businessData.customVoiceId ? { customVoiceId: businessData.customVoiceId } : {}),
  };
}

/**
 * Layout: one hash per agent. `record` is the JSON written once at creation; later changes
 * (the custom voice) are their own fields, so no read-modify-write of the JSON is needed.
 */
export async function saveNewAgent(redis: Redis, agent: AgentRecord): Promise<void> {
  const ok = await redis.hsetnx(keys.agent(agent.id), 'record', JSON.stringify(agent));
  if (ok === 1) await redis.sadd(keys.agentIndex(), agent.id);
  if (ok !== 1) throw new Error('agent id collision');
}

export async function getAgent(redis: Redis, agentId: string): Promise<AgentRecord | null> {
  const h = await redis.hgetall(keys.agent(agentId));
  if (!h.record) return null;
  const agent = JSON.parse(h.record) as AgentRecord;
  // Records written by older code (or by hand) may lack fields: read them with the schema's defaults.
  const data = BusinessData.safeParse(agent.businessData);
  if (data.success) agent.businessData = { ...agent.businessData, ...data.data };
  if (h.customVoiceId) {
    agent.customVoiceId = h.customVoiceId;
    agent.businessData.customVoiceId = h.customVoiceId;
  }
  if (h.crew) agent.crew = JSON.parse(h.crew) as Crew;
  if (h.ownerContacts) agent.ownerContacts = JSON.parse(h.ownerContacts) as NonNullable<AgentRecord['ownerContacts']>;
  return agent;
}

export async function agentExists(redis: Redis, agentId: string): Promise<boolean> {
  return (await redis.hexists(keys.agent(agentId), 'record')) === 1;
}

/** Sets the agent's custom voice; false when there is no such agent. */
const SET_VOICE = `
if redis.call('HEXISTS', KEYS[1], 'record') == 0 then return 0 end
redis.call('HSET', KEYS[1], 'customVoiceId', ARGV[1])
return 1`;

export async function setAgentVoice(redis: Redis, agentId: string, voiceId: string): Promise<boolean> {
  return (await redis.eval(SET_VOICE, 1, keys.agent(agentId), voiceId)) === 1;
}

/** The private ICS feed address (protocols.md §5); the feed itself is served elsewhere. */
export const calendarFeedUrl = (publicUrl: string, agent: Pick<AgentRecord, 'id' | 'calendarSecret'>) =>
  `${publicUrl}/calendar/${agent.id}/${agent.calendarSecret}.ics`;
