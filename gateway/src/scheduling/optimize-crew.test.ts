import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LatLng } from './types';
import type { TravelModel } from './travel';
import { optimizeCrewDay, type CrewJob, type CrewMember } from './optimize-crew';

const HOUR = 3_600_000;
const MIN = 60_000;
const DAY0 = Date.parse('2026-11-24T08:00:00Z');
/** Manhattan degrees × 60 min, slower (× 1.5) from 16:00 UTC: traffic by departure time. */
const travel: TravelModel = {
  travelTimes: (os, ds, t) => os.map((a) => ds.map((b) => Math.round((Math.abs(a.lat - b.lat) + Math.abs(a.lng - b.lng)) * HOUR * (new Date(t).getUTCHours() >= 16 ? 1.5 : 1)))),
};
const drive = (a: LatLng, b: LatLng, t: number) => travel.travelTimes([a], [b], t)[0]![0]!;

/** Independent check of one technician's day: starts inside promised windows, home in time. */
function walk(m: CrewMember, jobs: CrewJob[], bufferMs: number): { ok: boolean; driveMs: number } {
  let at = m.home;
  let t = m.dayStart;
  let total = 0;
  let ok = true;
  for (const j of jobs) {
    const d = drive(at, j.location, t);
    total += d;
    const start = Math.max(t + d, j.windowStart);
    if (start > j.windowEnd) ok = false;
    t = start + j.durationMs + bufferMs;
    at = j.location;
  }
  const back = drive(at, m.home, t);
  return { ok: ok && t + back <= m.dayEnd, driveMs: total + back };
}

const west = { lat: 40, lng: -75 };
const east = { lat: 40, lng: -74 };
const member = (id: string, home: LatLng, serviceNames?: string[]): CrewMember => ({ id, home, dayStart: DAY0, dayEnd: DAY0 + 10 * HOUR, ...(serviceNames ? { serviceNames } : {}) });
const job = (id: string, technicianId: string, location: LatLng, serviceName?: string): CrewJob => ({ id, technicianId, location, durationMs: HOUR, windowStart: DAY0 + 2 * HOUR, windowEnd: DAY0 + 6 * HOUR, ...(serviceName ? { serviceName } : {}) });

describe('optimizeCrewDay', () => {
  it('swaps two cross-town jobs between vans based at opposite ends (the worked example)', () => {
    const p = optimizeCrewDay({ crew: [member('w', west), member('e', east)], jobs: [job('j1', 'w', east), job('j2', 'e', west)], bufferMs: 0, travel, timeLimitMs: 1_000 });
    expect(p.changed).toBe(true);
    expect(p.moved.sort((a, b) => a.id.localeCompare(b.id))).toStrictEqual([{ id: 'j1', from: 'w', to: 'e' }, { id: 'j2', from: 'e', to: 'w' }]);
    expect(p.proposed.driveMs).toBe(0);
    expect(p.savedDriveMs).toBe(p.current.driveMs);
  });

  it('never gives a job to a technician who does not do that service', () => {
    const p = optimizeCrewDay({ crew: [member('w', west), member('e', east, ['Drain'])], jobs: [job('j1', 'w', east, 'Heater'), job('j2', 'e', west, 'Drain')], bufferMs: 0, travel, timeLimitMs: 1_000 });
    expect(p.proposed.days.find((d) => d.technicianId === 'e')!.order).not.toContain('j1');
  });

  it('keeps everyone on today\'s plan when no change saves driving', () => {
    const p = optimizeCrewDay({ crew: [member('w', west), member('e', east)], jobs: [job('j1', 'w', west), job('j2', 'e', east)], bufferMs: 0, travel, timeLimitMs: 1_000 });
    expect(p.changed).toBe(false);
    expect(p.moved).toStrictEqual([]);
    expect(p.savedDriveMs).toBe(0);
  });

  it('proposes only plans that keep every promised window, every skill, and drive no more (random crews)', () => {
    const place = fc.record({ lat: fc.integer({ min: 0, max: 40 }).map((x) => 40 + x / 100), lng: fc.integer({ min: 0, max: 40 }).map((x) => -75 + x / 100) });
    const arb = fc.record({
      crew: fc.array(fc.record({ home: place, skills: fc.option(fc.subarray(['A', 'B'], { minLength: 1 })) }), { minLength: 1, maxLength: 4 }),
      jobs: fc.array(fc.record({ at: place, tech: fc.nat(3), dur: fc.integer({ min: 15, max: 90 }), win: fc.integer({ min: 0, max: 480 }), width: fc.integer({ min: 0, max: 180 }), svc: fc.option(fc.constantFrom('A', 'B')) }), { maxLength: 12 }),
    });
    let changed = 0;
    fc.assert(fc.property(arb, ({ crew: c, jobs: js }) => {
      const crew = c.map((m, i) => member(`t${i}`, m.home, m.skills ?? undefined));
      // Today's plan: each job on a technician that can do it, in window order.
      const jobs: CrewJob[] = js.map((j, k) => {
        const able = crew.filter((m) => !m.serviceNames || !j.svc || m.serviceNames.includes(j.svc));
        const tech = (able[j.tech % Math.max(1, able.length)] ?? crew[0]!).id;
        return { id: `j${k}`, technicianId: tech, location: j.at, durationMs: j.dur * MIN, windowStart: DAY0 + j.win * MIN, windowEnd: DAY0 + (j.win + j.width) * MIN, ...(j.svc ? { serviceName: j.svc } : {}) };
      }).filter((j) => !j.serviceName || crew.find((m) => m.id === j.technicianId)!.serviceNames?.includes(j.serviceName) !== false);
      const sorted = [...jobs].sort((a, b) => a.windowStart - b.windowStart);
      let tick = 0;
      const p = optimizeCrewDay({ crew, jobs: sorted, bufferMs: 10 * MIN, travel, timeLimitMs: 400, clock: () => tick++ });
      const seen = p.proposed.days.flatMap((d) => d.order);
      expect(seen.sort()).toStrictEqual(jobs.map((j) => j.id).sort());
      if (!p.changed) return;
      changed++;
      let total = 0;
      for (const d of p.proposed.days) {
        const m = crew.find((x) => x.id === d.technicianId)!;
        const order = d.order.map((id) => jobs.find((j) => j.id === id)!);
        for (const j of order) if (m.serviceNames && j.serviceName) expect(m.serviceNames).toContain(j.serviceName);
        const w = walk(m, order, 10 * MIN);
        expect(w.ok).toBe(true);
        total += w.driveMs;
      }
      expect(total).toBe(p.proposed.driveMs);
      if (p.current.feasible) expect(total).toBeLessThan(p.current.driveMs);
    }), { numRuns: 200, seed: 11 });
    expect(changed).toBeGreaterThan(20);
  });
});
