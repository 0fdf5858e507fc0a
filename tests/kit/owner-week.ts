// An owner's week in Austin, written through the real stores at fixed times (the visual suite's
// portal pages and the portal's time-zone and usage tests read it): three calls, three jobs,
// an unanswered question, and the metered booking the follow-up worker notes for the job a
// call booked.
import type { Redis } from 'ioredis';
import { recordMeteredBooking } from '../../gateway/src/billing';
import { questionStore } from '../../gateway/src/owner/questions';
import { addDays, localToInstant } from '../../gateway/src/scheduling';
import { seedBooking, writeCall } from './owner';

export const WEEK_TZ = 'America/Chicago';
/** Monday 16 November 2026, 9:00 AM in Austin (15:00 UTC): "now" for the week. */
export const WEEK_NOW = Date.parse('2026-11-16T15:00:00Z');

/** A local time in Austin: `day` days after Monday 16 November 2026, at `hour`:`minute`. */
export const austin = (day: number, hour: number, minute = 0) => localToInstant({ date: addDays('2026-11-16', day), minutes: hour * 60 + minute, timeZone: WEEK_TZ });

/**
 * The week so far and to come: three calls (Monday 7:40 AM booked Tuesday's 10 AM job, Monday
 * 8:15 AM left a message, the Friday before asked about Saturdays), three jobs (Monday 2 PM,
 * Tuesday 10 AM and 1 PM, each an hour with a two-hour arrival window) and the question the
 * message call asked.
 */
export async function seedWeek(redis: Redis, agentId: string): Promise<{ callId: string; bookedJobId: string }> {
  const job = (n: number, start: number, name: string, street: string, zip: string) => seedBooking(redis, {
    id: `${agentId}_visual-${n}`, agentId, start, end: start + 3_600_000, serviceName: 'Drain cleaning', priceText: '$150', windowStart: start, windowEnd: start + 7_200_000,
    customer: { name, phone: `+1512555014${n}`, address: `${street}, Austin, TX ${zip}` }, createdAt: austin(-3, 16), updatedAt: austin(-3, 16),
  }, WEEK_TZ);
  await job(1, austin(0, 14), 'Pat Doe', '1200 Barton Springs Rd', '78704');
  await job(2, austin(1, 10), 'Lee Park', '9500 N Lamar Blvd', '78753');
  await job(3, austin(1, 13), 'Ana Ruiz', '4500 S Congress Ave', '78745');
  const bookedJobId = `${agentId}_visual-2`;
  const callId = await writeCall(redis, {
    agentId, startedAt: austin(0, 7, 40), from: '+15125550171', outcomes: ['booked'], bookingIds: [bookedJobId], lengthMs: 154_000,
    transcript: [
      { role: 'assistant', text: 'Thanks for calling Visual Check Plumbing. How can I help?' },
      { role: 'caller', text: 'My kitchen sink drain is clogged. Can someone come tomorrow morning?' },
      { role: 'assistant', text: 'I can book a drain cleaning tomorrow between 10 AM and noon at 9500 North Lamar. Shall I?' },
      { role: 'caller', text: 'Yes please, the name is Lee Park.' },
    ],
  });
  // What the follow-up worker notes when the receptionist books a job (jobs/follow-ups.ts).
  await recordMeteredBooking(redis, { agentId, bookingId: bookedJobId, at: austin(0, 7, 42) });
  await writeCall(redis, {
    agentId, startedAt: austin(0, 8, 15), from: '+15125550172', outcomes: ['message'], lengthMs: 71_000,
    message: { text: 'Please call back about a quote for a new water heater.', callerName: 'Sam Ortiz' },
    transcript: [{ role: 'caller', text: 'Do you install tankless water heaters?' }, { role: 'assistant', text: "I'll take a message and the owner will call you back." }],
  });
  await writeCall(redis, { agentId, startedAt: austin(-3, 16, 5), from: '+15125550173', outcomes: ['info'], lengthMs: 38_000, transcript: [{ role: 'caller', text: 'Are you open on Saturdays?' }] });
  await questionStore(redis).record(agentId, { text: 'Do you install tankless water heaters?', callId, at: austin(0, 8, 16) });
  return { callId, bookedJobId };
}
