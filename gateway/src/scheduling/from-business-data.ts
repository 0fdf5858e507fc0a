import { defaultWeeklySchedule, type BusinessData } from '@bookline/contracts';
import type { Business, LatLng, Technician } from './types';
import { geocodeZip } from './travel';
import { SlotRequestError } from './errors';

export interface BusinessDefaults {
  /** Where the shop or home base is; default: the centroid of the business's ZIP code. */
  base?: LatLng;
  bufferMs?: number;
  minNoticeMs?: number;
  horizonDays?: number;
  technicians?: readonly Technician[];
  /** Used when ServiceRangeMiles is missing or unreadable. */
  defaultRadiusMiles?: number;
}

/**
 * The engine's Business from the spec's businessData. Defaults when the owner has not said:
 * 15 min buffer, 2 h notice, 14-day horizon, one technician, 25-mile radius, Monday–Friday 9–5.
 */
export function businessFromData(data: BusinessData, d: BusinessDefaults = {}): Business {
  const base = d.base ?? geocodeZip(data.BusinessAddressZipcode);
  if (!base) throw new SlotRequestError('unknown_base', 'no address or ZIP code to start from');
  if (!data.TimeZone) throw new SlotRequestError('unknown_base', 'no time zone');
  const radius = Number(data.ServiceRangeMiles);
  return {
    timeZone: data.TimeZone,
    weeklySchedule: data.WeeklySchedule ?? defaultWeeklySchedule(),
    base,
    serviceType: data.ServiceType === 'Travel to Customer' ? 'Travel to Customer' : 'Fixed Location',
    serviceRadiusMiles: Number.isFinite(radius) && radius > 0 ? radius : (d.defaultRadiusMiles ?? 25),
    services: data.Services ?? [],
    bufferMs: d.bufferMs ?? 15 * 60_000,
    minNoticeMs: d.minNoticeMs ?? 2 * 3_600_000,
    horizonDays: d.horizonDays ?? 14,
    ...(d.technicians ? { technicians: d.technicians } : {}),
  };
}
