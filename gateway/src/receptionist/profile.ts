import { defaultWeeklySchedule, formatPriceRange, industryServices, type BusinessKind, type ServiceOffering, type WeeklySchedule } from '@bookline/contracts';
import { crewOf, extrasOf, ownerContactsOf, schedulingTechnicians, type AgentRecord } from '../agents';
import type { Closure } from '@bookline/contracts';
import { geocodeZip, type Business, type LatLng, type Technician } from '../scheduling';
import { inferKind } from './kinds';
import { generalVisitFor, tradeOf, type Trade } from './problems';

/** What the receptionist knows about the business: only facts from the owner's profile. */
export interface BusinessProfile {
  agentId: string;
  name: string;
  kind: BusinessKind;
  timeZone: string;
  schedule: WeeklySchedule;
  travels: boolean;
  radiusMiles: number;
  services: ServiceOffering[];
  /** The trade (problems → services table) and its general visit ("service call", "diagnostic visit"). */
  trade: Trade;
  generalVisit: ServiceOffering;
  address?: string;
  zip?: string;
  base: LatLng;
  /** Whether `base` came from a real address (else radius checks are skipped). */
  baseKnown: boolean;
  /** The owner's own mobile (transfers), never the public business line (issue 14). */
  ownerPhone?: string;
  /** The owner's alert email, never the public business email. */
  ownerEmail?: string;
  description: string;
  paymentOptions?: string;
  greeting: string;
  /** The greeting on the website chat (no phone wording there). */
  webGreeting: string;
  voiceId?: string;
  /** The standard voice the owner picked (settings), used when there is no cloned voice. */
  ttsVoice?: string;
  smsConsent: boolean;
  /** Whole local days the business is closed (holidays), from the owner's settings. */
  closures: Closure[];
  /** The owner's own words that mean an emergency for this business (settings). */
  emergencyWords: string[];
  /** The crew as the scheduling engine sees it (issue 18); absent = one technician at the base. */
  technicians?: Technician[];
  /** Technician id → name, said to callers only when `sayTechnicianName` is on. */
  technicianNames?: Record<string, string>;
  sayTechnicianName?: boolean;
  /** The arrival window promised for jobs at the caller's address (ms); 0 = an exact time. */
  arrivalWindowMs?: number;
}

const US_CENTRE: LatLng = { lat: 39.8283, lng: -98.5795 };

export function profileFromAgent(agent: AgentRecord): BusinessProfile {
  const b = agent.businessData;
  const owner = ownerContactsOf(agent);
  const name = b.BusinessName.trim() || 'the business';
  const kind = inferKind([b.BusinessName, b.BusinessDescription, ...agent.services.map((s) => s.name)].join(' '));
  const zip = b.BusinessAddressZipcode.trim() || undefined;
  const geo = zip ? geocodeZip(zip) : undefined;
  const address = [b.BusinessAddressStreet, b.BusinessAddressCity, [b.BusinessAddressState, zip].filter(Boolean).join(' ')]
    .map((x) => (x ?? '').trim()).filter(Boolean).join(', ');
  // No services from the owner: the trade's typical services, by name only. Their typical
  // prices were never confirmed by the owner, so the receptionist must not quote them.
  const services = agent.services.length ? agent.services : industryServices(kind).map(({ priceFromCents: _f, priceToCents: _t, ...s }) => s);
  const extras = extrasOf(agent);
  const trade = tradeOf(kind, [b.BusinessName, b.BusinessDescription, ...services.map((s) => s.name)].join(' '));
  const crew = crewOf(agent);
  const timeZone = b.TimeZone || 'America/New_York';
  const base = geo ?? US_CENTRE;
  const paymentOptions = b.BusinessDescription.split(/(?<=[.!?])\s+/).find((x) => /\b(cash|checks?|credit|debit|visa|mastercard|amex|venmo|zelle|apple pay|financing)\b/i.test(x));
  return {
    agentId: agent.id,
    name,
    kind,
    timeZone,
    schedule: b.WeeklySchedule ?? defaultWeeklySchedule(),
    travels: b.ServiceType === 'Travel to Customer',
    radiusMiles: Number(b.ServiceRangeMiles) > 0 ? Number(b.ServiceRangeMiles) : 25,
    services,
    trade,
    generalVisit: generalVisitFor(trade, services),
    ...(address ? { address } : {}),
    ...(zip ? { zip } : {}),
    base,
    baseKnown: Boolean(geo),
    ...(owner.mobile ? { ownerPhone: owner.mobile } : {}),
    ...((owner.alertEmail || agent.email).trim() ? { ownerEmail: (owner.alertEmail || agent.email).trim() } : {}),
    description: b.BusinessDescription,
    ...(paymentOptions ? { paymentOptions: paymentOptions.trim() } : {}),
    greeting: extras.greeting || `Thanks for calling ${name}. This is the virtual assistant. How can I help you today?`,
    // The owner's own greeting on the web too, unless it is worded for the phone.
    webGreeting: extras.greeting && !/\b(call|calling|phone)\b/i.test(extras.greeting) ? extras.greeting : `Hi! Welcome to ${name}. I'm the virtual assistant: I can answer questions about our services and prices, and book an appointment. How can I help you today?`,
    ...(agent.customVoiceId ? { voiceId: agent.customVoiceId } : {}),
    ...(extras.voice ? { ttsVoice: extras.voice } : {}),
    smsConsent: agent.smsConsent.consent,
    closures: extras.closures,
    emergencyWords: extras.emergencyWords,
    technicians: schedulingTechnicians(crew, { timeZone, base }),
    technicianNames: Object.fromEntries(crew.technicians.map((t) => [t.id, t.name])),
    sayTechnicianName: crew.sayTechnicianName,
    arrivalWindowMs: b.ServiceType === 'Travel to Customer' ? (crew.arrivalWindowMinutes ?? 0) * 60_000 : 0,
  };
}

/** The scheduling engine's view of the business. */
export function schedulingBusiness(p: BusinessProfile): Business {
  return {
    timeZone: p.timeZone,
    weeklySchedule: p.schedule,
    base: p.base,
    serviceType: p.travels ? 'Travel to Customer' : 'Fixed Location',
    serviceRadiusMiles: p.travels && p.baseKnown ? p.radiusMiles : 100_000,
    services: p.services.includes(p.generalVisit) ? p.services : [...p.services, p.generalVisit],
    bufferMs: p.travels ? 15 * 60_000 : 0,
    minNoticeMs: 60 * 60_000,
    horizonDays: 14,
    slotStepMs: 30 * 60_000,
    ...(p.technicians?.length ? { technicians: p.technicians } : {}),
  };
}

/** A price as said: "$150 to $300", "$89", "free" (Spanish "$150 a $300", "gratis"), or "" when none is set. */
export function priceText(s: ServiceOffering, lang: 'en' | 'es' = 'en'): string {
  const r = formatPriceRange(s);
  if (!r) return '';
  if (r === 'Free') return lang === 'es' ? 'gratis' : 'free';
  return r.replace('–', lang === 'es' ? ' a ' : ' to ');
}

/** A service offered at no charge. */
export const isFree = (s: ServiceOffering): boolean => formatPriceRange(s) === 'Free';
