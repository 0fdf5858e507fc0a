import type { Redis } from 'ioredis';
import { CrewSettings, type Crew, type CrewTechnician } from '@bookline/contracts';
import { usE164 } from '../config';
import { addDays, geocodeZip, localDate, localToInstant, type LatLng, type Technician } from '../scheduling';
import { keys } from '../store';
import { randomAlnum, type AgentRecord } from './agents';
import { ownerContactsOf } from './owner-contacts';

/**
 * An agent's crew (issue 18), kept in the agent's hash beside the record (`crew`, `crewVersion`)
 * so saving it never rewrites the settings record and the settings page's version is untouched.
 * An agent without a saved crew has one technician made from its business details: id `default`,
 * the id every booking made before crews existed carries.
 */
export const DEFAULT_TECHNICIAN_ID = 'default';

export function defaultTechnician(agent: AgentRecord): CrewTechnician {
  const b = agent.businessData;
  return {
    id: DEFAULT_TECHNICIAN_ID,
    name: b.BusinessName.trim().slice(0, 80) || 'Technician',
    mobile: ownerContactsOf(agent).mobile ?? '',
    homeAddress: [b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressState].map((x) => (x ?? '').trim()).filter(Boolean).join(', ').slice(0, 200),
    homeZip: /^\d{5}$/.test(b.BusinessAddressZipcode) ? b.BusinessAddressZipcode : '',
    hours: null,
    timeOff: [],
    services: null,
  };
}

export function crewOf(agent: AgentRecord): Crew {
  return agent.crew ?? { technicians: [defaultTechnician(agent)], sayTechnicianName: false, arrivalWindowMinutes: 0 };
}

export async function crewVersion(redis: Redis, agentId: string): Promise<number> {
  return Number((await redis.hget(keys.agent(agentId), 'crewVersion')) ?? 0);
}

/** KEYS: agent hash. ARGV: expected version, crew JSON. Returns the new version, -1 stale, -2 no agent. */
const WRITE = `
if redis.call('HEXISTS', KEYS[1], 'record') == 0 then return -2 end
local v = tonumber(redis.call('HGET', KEYS[1], 'crewVersion') or '0')
if v ~= tonumber(ARGV[1]) then return -1 end
redis.call('HSET', KEYS[1], 'crew', ARGV[2], 'crewVersion', v + 1)
return v + 1`;

export async function saveCrew(redis: Redis, agentId: string, crew: Crew, expectedVersion: number): Promise<number | 'stale' | 'gone'> {
  const r = (await redis.eval(WRITE, 1, keys.agent(agentId), String(expectedVersion), JSON.stringify(crew))) as number;
  return r === -1 ? 'stale' : r === -2 ? 'gone' : r;
}

/** The crew as the owner sent it, with ids for new technicians and names' case kept. */
export function normaliseCrew(input: CrewSettings): Crew {
  return {
    sayTechnicianName: input.sayTechnicianName,
    arrivalWindowMinutes: input.arrivalWindowMinutes,
    technicians: input.technicians.map((t) => ({ ...t, id: t.id ?? `tech_${randomAlnum(12)}`, mobile: t.mobile ? (usE164(t.mobile) ?? t.mobile) : '' })),
  };
}
type CrewSettings = import('zod').infer<typeof CrewSettings>;

/** A problem the schema cannot see (it needs the agent): a message naming the technician, or null. */
export function crewProblem(crew: Crew, agent: AgentRecord): string | null {
  const services = new Map(agent.services.map((s) => [s.name.toLowerCase(), s.name]));
  for (const t of crew.technicians) {
    if (t.mobile && !usE164(t.mobile)) return `${t.name}'s mobile must be a US phone number`;
    if (t.homeZip && !geocodeZip(t.homeZip)) return `${t.name}'s home ZIP code ${t.homeZip} is not a known US ZIP code`;
    const unknown = (t.services ?? []).find((s) => services.size > 0 && !services.has(s.toLowerCase()));
    if (unknown) return `${t.name}'s service "${unknown}" is not one of the business's services`;
    if (t.services && t.services.length === 0) return `${t.name} must do at least one service`;
    if (t.hours && !Object.values(t.hours).some((d) => d.isOpen)) return `${t.name} must work on at least one day`;
  }
  return null;
}

/** The scheduling engine's technicians: home base (ZIP centroid, else the business's base), hours, days off, skills. */
export function schedulingTechnicians(crew: Crew, { timeZone, base }: { timeZone: string; base: LatLng }): Technician[] {
  return crew.technicians.map((t) => {
    const home = t.homeZip ? geocodeZip(t.homeZip) : undefined;
    return {
      id: t.id,
      home: home ?? base,
      ...(t.hours ? { schedule: t.hours } : {}),
      ...(t.timeOff.length
        ? { timeOff: t.timeOff.map((o) => ({ start: localToInstant({ date: o.from, minutes: 0, timeZone }), end: localToInstant({ date: addDays(o.to, 1), minutes: 0, timeZone }) })) }
        : {}),
      ...(t.services ? { serviceNames: t.services } : {}),
    };
  });
}

/**
 * Upcoming live bookings per technician over the next `days` local days (a technician with any
 * can't be removed until they are moved or cancelled).
 */
export async function upcomingByTechnician(redis: Redis, agentId: string, technicianIds: string[], { timeZone, now, days = 90 }: { timeZone: string; now: number; days?: number }): Promise<Record<string, number>> {
  const today = localDate(now, timeZone);
  const dates = Array.from({ length: days }, (_, d) => addDays(today, d));
  const m = redis.multi();
  for (const t of technicianIds) for (const d of dates) m.hvals(keys.bookingDay(agentId, t, d));
  const res = (await m.exec()) ?? [];
  const out: Record<string, number> = {};
  technicianIds.forEach((t, i) => {
    let n = 0;
    for (let j = 0; j < dates.length; j++) {
      for (const raw of (res[i * dates.length + j]?.[1] ?? []) as string[]) {
        const b = JSON.parse(raw) as { end: number; status: string; holdExpiresAt?: number };
        if (b.end > now && (b.status === 'confirmed' || (b.holdExpiresAt ?? 0) > now)) n++;
      }
    }
    out[t] = n;
  });
  return out;
}
