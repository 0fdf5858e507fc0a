import type { Redis } from 'ioredis';
import { createBookingStore } from '../calendar/bookings';
import type { PlanBooking } from './plan';

/** Every confirmed booking of one local date across the crew (holds are callers still deciding: not the owner's to move). */
export async function bookingsOfDate(redis: Redis, agentId: string, technicianIds: readonly string[], date: string, now: number): Promise<PlanBooking[]> {
  const store = createBookingStore({ redis, agentId });
  const slots = (await store.listDays({ technicianIds, dates: [date], now })).filter((b) => b.status === 'confirmed');
  return (await store.getMany(slots.map((b) => b.id))).filter((b) => b.status === 'confirmed').map((b) => ({
    id: b.id, technicianId: b.technicianId, start: b.start, end: b.end, location: b.location, serviceName: b.serviceName, customerName: b.customer.name ?? '',
    address: b.customer.address ?? '', windowStart: b.windowStart ?? b.start, windowEnd: b.windowEnd ?? b.start, sequence: b.sequence,
  }));
}
