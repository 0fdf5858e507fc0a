import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultWeeklySchedule, type Crew, type PlanRoute } from '@bookline/contracts';
import { schedulingTechnicians } from '../agents/crew';
import { createOfflineTravel, driveMs, geocodeZip, localToInstant, type LatLng, type TravelModel } from '../scheduling';
import { planDay, planToken, type PlanBooking } from './plan';

const TZ = 'America/Chicago';
const DATE = '2026-03-03'; // a Tuesday
const at = (hhmm: string) => localToInstant({ date: DATE, minutes: Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), timeZone: TZ });
const MIN = 60_000;
const travel = createOfflineTravel({ timeZone: TZ });
const north = geocodeZip('78758')!; // north Austin
const south = geocodeZip('78745')!; // south Austin
const hours = { ...defaultWeeklySchedule() }; // Mon–Fri 9–5

const tech = (id: string, name: string, homeZip: string, over: Partial<Crew['technicians'][number]> = {}): Crew['technicians'][number] => ({
  id, name, mobile: '', homeAddress: '', homeZip, hours: null, timeOff: [], services: null, ...over,
});
const booking = (id: string, technicianId: string, start: string, location: LatLng, over: Partial<PlanBooking> = {}): PlanBooking => ({
  id, technicianId, start: at(start), end: at(start) + 60 * MIN, location, serviceName: 'Drain cleaning', customerName: 'Jane Q Customer', address: '1 Main St',
  windowStart: at(start), windowEnd: at(start) + 120 * MIN, sequence: 0, ...over,
});
const input = (crew: Crew, bookings: PlanBooking[], t: TravelModel = travel) => ({
  date: DATE, timeZone: TZ, travels: true, businessHours: hours, crew, technicians: schedulingTechnicians(crew, { timeZone: TZ, base: north }),
  bookings, bufferMs: 15 * MIN, travel: t, timeLimitMs: 2_000,
});

/** Independent walk of a proposed route: drives priced at departure, starts inside promised windows, home before closing. */
function walk(route: PlanRoute, home: LatLng, dayStart: number, dayEnd: number, t: TravelModel): string[] {
  const problems: string[] = [];
  let here = home;
  let clock = dayStart;
  for (const s of route.stops) {
    const arrive = clock + driveMs(t, here, s.location, clock);
    if (s.start < arrive - 1) problems.push(`${s.bookingId} starts before ${route.name} can get there`);
    if (s.start < s.windowStart || s.start > s.windowEnd) problems.push(`${s.bookingId} is outside its promised window`);
    clock = s.end + 15 * MIN;
    here = s.location;
  }
  if (clock + driveMs(t, here, home, clock) > dayEnd) problems.push(`${route.name} is not home by closing`);
  return problems;
}

describe('planDay', () => {
  it('swaps cross-town jobs between vans based at opposite ends, keeping every promised window', () => {
    const crew: Crew = { sayTechnicianName: false, technicians: [tech('default', 'Nora North', '78758'), tech('tech_south01', 'Sam South', '78745')] };
    // Each van drives across town twice; swapping the jobs saves both crossings.
    const plan = planDay(input(crew, [booking('b1', 'default', '10:00', south), booking('b2', 'tech_south01', '10:00', north)]));
    expect(plan.changed).toBe(true);
    expect(plan.moved.map((m) => m.bookingId).sort()).toStrictEqual(['b1', 'b2']);
    expect(plan.savedMinutes).toBeGreaterThan(20);
    expect(plan.driveMinutesAfter).toBeLessThan(plan.driveMinutesBefore);
    const nora = plan.proposed.find((r) => r.name === 'Nora North')!;
    expect(nora.stops.map((s) => s.bookingId)).toStrictEqual(['b2']);
    expect(nora.stops[0]!.customerName).toBe('Jane');
    for (const r of plan.proposed) expect(walk(r, r.home, at('09:00'), at('17:00'), travel)).toStrictEqual([]);
  });

  it('never gives a job to a technician who is off that day or does not do the service', () => {
    const crew: Crew = {
      sayTechnicianName: false,
      technicians: [
        tech('default', 'Nora North', '78758'),
        tech('tech_south01', 'Sam South', '78745', { timeOff: [{ from: DATE, to: DATE, label: 'Off' }] }),
        tech('tech_south02', 'Sue South', '78745', { services: ['Water heater repair'] }),
      ],
    };
    const plan = planDay(input(crew, [booking('b1', 'default', '10:00', south), booking('b2', 'default', '14:00', south)]));
    expect(plan.proposed.flatMap((r) => (r.name === 'Nora North' ? [] : r.stops))).toStrictEqual([]);
    expect(plan.changed).toBe(false);
  });

  it('does nothing for a business whose customers come to it', () => {
    const crew: Crew = { sayTechnicianName: false, technicians: [tech('default', 'Nora North', '78758')] };
    const plan = planDay({ ...input(crew, [booking('b1', 'default', '10:00', north)]), travels: false });
    expect(plan).toMatchObject({ changed: false, savedMinutes: 0, moved: [] });
    expect(plan.current[0]!.stops.map((s) => s.bookingId)).toStrictEqual(['b1']);
  });

  it('fingerprints the bookings: any new, moved or revised booking changes the token', () => {
    const a = [booking('b1', 'default', '10:00', south), booking('b2', 'default', '13:00', north)];
    expect(planToken([...a].reverse())).toBe(planToken(a));
    expect(planToken([...a, booking('b3', 'default', '15:00', north)])).not.toBe(planToken(a));
    expect(planToken([a[0]!, { ...a[1]!, sequence: 1 }])).not.toBe(planToken(a));
    expect(planToken([a[0]!, { ...a[1]!, technicianId: 'x' }])).not.toBe(planToken(a));
  });

  it('property: over random crews and days, every proposed route keeps each booking once, its window, its skills and the day', () => {
    const zips = ['78701', '78704', '78745', '78758', '78723', '78731', '78613', '78660'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ zip: fc.constantFrom(...zips), drains: fc.boolean() }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.record({ tech: fc.nat(3), slot: fc.nat(3), zip: fc.constantFrom(...zips), window: fc.constantFrom(0, 60, 120), heater: fc.boolean() }), { maxLength: 10 }),
        (techs, jobs) => {
          const crew: Crew = {
            sayTechnicianName: false,
            technicians: techs.map((t, i) => tech(i === 0 ? 'default' : `tech_t${i}xx`, `Tech ${i}`, t.zip, { services: t.drains ? ['Drain cleaning'] : null })),
          };
          // Current days as the slot engine would make them: at most one job per two-hour slot per technician.
          const taken = new Set<string>();
          const bookings = jobs.flatMap((j, n) => {
            const t = crew.technicians[j.tech % crew.technicians.length]!;
            const key = `${t.id}:${j.slot}`;
            const service = j.heater && !t.services ? 'Water heater repair' : 'Drain cleaning';
            if (taken.has(key)) return [];
            taken.add(key);
            const start = `${String(10 + j.slot * 2).padStart(2, '0')}:00`;
            return [booking(`b${n}`, t.id, start, geocodeZip(j.zip)!, { serviceName: service, windowEnd: at(start) + j.window * MIN })];
          });
          const plan = planDay(input(crew, bookings));
          const seen = plan.proposed.flatMap((r) => r.stops.map((s) => s.bookingId)).sort();
          expect(seen).toStrictEqual(bookings.map((b) => b.id).sort());
          expect(plan.driveMinutesAfter).toBeLessThanOrEqual(plan.driveMinutesBefore);
          if (!plan.changed) return;
          for (const r of plan.proposed) {
            const t = crew.technicians.find((x) => x.id === r.technicianId)!;
            for (const s of r.stops) if (t.services) expect(t.services).toContain(s.serviceName);
            expect(walk(r, r.home, at('09:00'), at('17:00'), travel)).toStrictEqual([]);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
