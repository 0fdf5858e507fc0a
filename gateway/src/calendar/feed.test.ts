import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { defaultWeeklySchedule } from '@bookline/contracts';
import { createRedis } from '../store';
import { createOfflineTravel, findSlots, type Business } from '../scheduling';
import { createBookingStore } from './bookings';
import { bookSlot } from './book';
import { agentFeed } from './feed';

declare module 'vitest' {
  export interface ProvidedContext { redisUrl: string }
}

describe('agent booking feed', () => {
  const redis = createRedis(inject('redisUrl'));
  afterAll(() => redis.quit());

  it('lists the stored bookings with stable UIDs, confirmed and tentative', async () => {
    const agentId = `agent-${randomUUID()}`;
    const store = createBookingStore({ redis, agentId });
    const business: Business = {
      timeZone: 'America/Denver', weeklySchedule: defaultWeeklySchedule(), base: { lat: 39.74, lng: -104.99 }, serviceType: 'Fixed Location',
      serviceRadiusMiles: 10, services: [{ name: 'Haircut', durationMinutes: 30 }], bufferMs: 0, minNoticeMs: 0, horizonDays: 7,
    };
    const now = Date.parse('2026-06-08T14:00:00Z');
    const travel = createOfflineTravel({ timeZone: business.timeZone });
    const request = { serviceName: 'Haircut' };
    const [s1, s2] = findSlots({ business, timelines: [], now, travel, request });
    const fetchBusy = async () => [];
    await bookSlot({ store, business, request, slot: s1!, bookingId: 'one', now, travel, fetchBusy, details: { serviceName: 'Haircut', customer: { name: 'Kim' } } });
    await bookSlot({ store, business, request, slot: s2!, bookingId: 'two', now, travel, fetchBusy, holdMs: 600_000, details: { serviceName: 'Haircut' } });
    const text = await agentFeed({ store, business, agentId, businessName: 'Mile High Cuts', now });
    const cal = new ICAL.Component(ICAL.parse(text));
    const events = cal.getAllSubcomponents('vevent').map((v) => [v.getFirstPropertyValue('uid'), v.getFirstPropertyValue('status'), new ICAL.Event(v).startDate.toJSDate().getTime(), v.getFirstPropertyValue('summary')]);
    expect(events).toStrictEqual([[`one.${agentId}@bookline`, 'CONFIRMED', s1!.start, 'Haircut — Kim'], [`two.${agentId}@bookline`, 'TENTATIVE', s2!.start, 'Haircut']]);
    const later = await agentFeed({ store, business, agentId, businessName: 'Mile High Cuts', now: now + 700_000 });
    expect(later).not.toContain('TENTATIVE'); // the hold lapsed
  });
});
