import { PER_APPOINTMENT_USD, type Overview, type OverviewBooking, type ServiceOffering } from '@bookline/contracts';
import { addDays, geocodeZip, localDate, localToInstant, weekdayIndex, type LatLng, type TravelModel } from '../../scheduling';

export interface OverviewBookingInput {
  id: string;
  technicianId: string;
  start: number;
  end: number;
  serviceName: string;
  customer: { name?: string; address?: string };
}

const zipOf = (address?: string) => address?.match(/\b(\d{5})(?:-\d{4})?\b(?!.*\b\d{5}\b)/)?.[1];

/** A service's expected price in dollars: the middle of its range (0 when it has none). */
export function expectedPriceUsd(s: Pick<ServiceOffering, 'priceFromCents' | 'priceToCents'> | undefined): number {
  if (!s) return 0;
  const from = s.priceFromCents ?? s.priceToCents;
  const to = s.priceToCents ?? s.priceFromCents;
  return from === undefined || to === undefined ? 0 : (from + to) / 200;
}

/** Monday 00:00 of the week `now` falls in, local to the business. */
export function weekStart(now: number, timeZone: string): number {
  const today = localDate(now, timeZone);
  return localToInstant({ date: addDays(today, -weekdayIndex(today)), minutes: 0, timeZone });
}

/**
 * Groups upcoming bookings by local day, in order, with the drive from the previous job of
 * the same technician that day (the travel model at the previous job's end). Worked example:
 * a tech's 9:00–10:00 job in 78701 then an 11:00 job in 78745 shows "17 min drive" before
 * the second when the model says 17 minutes at 10:00.
 */
export function upcomingDays({ bookings, services, timeZone, travel }: { bookings: readonly OverviewBookingInput[]; services: readonly ServiceOffering[]; timeZone: string; travel: TravelModel }): Overview['days'] {
  const days = new Map<string, OverviewBooking[]>();
  const lastByTech = new Map<string, { date: string; at?: LatLng; end: number }>();
  for (const b of [...bookings].sort((a, z) => a.start - z.start)) {
    const date = localDate(b.start, timeZone);
    const zip = zipOf(b.customer.address);
    const at = zip ? geocodeZip(zip) : undefined;
    const prev = lastByTech.get(b.technicianId);
    let drive: number | undefined;
    if (prev && prev.date === date && prev.at && at) {
      const ms = travel.between ? travel.between(prev.at, at, prev.end) : travel.travelTimes([prev.at], [at], prev.end)[0]![0]!;
      drive = Math.round(ms / 60_000);
    }
    lastByTech.set(b.technicianId, { date, end: b.end, ...(at ? { at } : {}) });
    const price = expectedPriceUsd(services.find((s) => s.name === b.serviceName));
    const row: OverviewBooking = {
      bookingId: b.id, service: b.serviceName, start: new Date(b.start).toISOString(), end: new Date(b.end).toISOString(),
      ...(b.customer.name ? { customerName: b.customer.name } : {}), ...(b.customer.address ? { address: b.customer.address } : {}),
      ...(drive !== undefined ? { driveMinutesBefore: drive } : {}), ...(price ? { price } : {}),
    };
    days.set(date, [...(days.get(date) ?? []), row]);
  }
  return [...days].map(([date, list]) => ({ date, bookings: list }));
}

/** This period's metered bookings at $3.50 each, as billing counts them (billing's `periodUsage`). */
export function metered(usage: { bookings: number; amountUsd: number }): Overview['metered'] {
  return { bookings: usage.bookings, unitUsd: PER_APPOINTMENT_USD, amountUsd: usage.amountUsd };
}
