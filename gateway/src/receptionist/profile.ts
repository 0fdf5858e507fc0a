import { defaultWeeklySchedule, formatPriceRange, industryServices, type BusinessKind, type ServiceOffering, type WeeklySchedule } from '@bookline/contracts';
import { ownerContactsOf, type AgentRecord } from '../agents';
import { geocodeZip, type Business, type LatLng } from '../scheduling';
import { inferKind } from './kinds';

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
  smsConsent: boolean;
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
  const services = agent.services.length ? agent.services : industryServices(kind);
  const paymentOptions = b.BusinessDescription.split(/(?<=[.!?])\s+/).find((x) => /\b(cash|checks?|credit|debit|visa|mastercard|amex|venmo|zelle|apple pay|financing)\b/i.test(x));
  return {
    agentId: agent.id,
    name,
    kind,
    timeZone: b.TimeZone || 'America/New_York',
    schedule: b.WeeklySchedule ?? defaultWeeklySchedule(),
    travels: b.ServiceType === 'Travel to Customer',
    radiusMiles: Number(b.ServiceRangeMiles) > 0 ? Number(b.ServiceRangeMiles) : 25,
    services,
    ...(address ? { address } : {}),
    ...(zip ? { zip } : {}),
    base: geo ?? US_CENTRE,
    baseKnown: Boolean(geo),
    ...(owner.mobile ? { ownerPhone: owner.mobile } : {}),
    ...((owner.alertEmail || agent.email).trim() ? { ownerEmail: (owner.alertEmail || agent.email).trim() } : {}),
    description: b.BusinessDescription,
    ...(paymentOptions ? { paymentOptions: paymentOptions.trim() } : {}),
    greeting: `Thanks for calling ${name}. This is the virtual assistant. How can I help you today?`,
    webGreeting: `Hi! Welcome to ${name}. I'm the virtual assistant: I can answer questions about our services and prices, and book an appointment. How can I help you today?`,
    ...(agent.customVoiceId ? { voiceId: agent.customVoiceId } : {}),
    smsConsent: agent.smsConsent.consent,
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
    services: p.services,
    bufferMs: p.travels ? 15 * 60_000 : 0,
    minNoticeMs: 60 * 60_000,
    horizonDays: 14,
    slotStepMs: 30 * 60_000,
  };
}

export function priceText(s: ServiceOffering): string {
  const r = formatPriceRange(s);
  if (!r) return '';
  return r === 'Free' ? 'free' : r.replace('–', ' to ');
}
