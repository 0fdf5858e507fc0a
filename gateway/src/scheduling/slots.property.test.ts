// Property tests: every slot the engine offers is feasible according to a small, independent
// simulator written here (its own wall-clock reading, overlap, drive and radius maths), and
// with ≤ 7 jobs a day the best offer's added driving equals brute-force enumeration.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS, minutesToTime, type WeeklySchedule } from '@bookline/contracts';
import type { Business, Interval, Job, LatLng, Slot, Timeline } from './types';
import type { TravelModel } from './travel';
import { feasibleSlots, findSlots } from './slots';

const HOUR = 3_600_000;
const MIN = 60_000;

/** A time-dependent test travel model: Manhattan degrees × 60 min, × 1 / 1.25 / 1.5 by UTC hour. */
const travel: TravelModel = {
  travelTimes: (os, ds, t) => os.map((a) => ds.map((b) => Math.round((Math.abs(a.lat - b.lat) + Math.abs(a.lng - b.lng)) * HOUR * [1, 1.25, 1.5][Math.floor(t / HOUR) % 3]!))),
};
const drive = (a: LatLng, b: LatLng, t: number) => travel.travelTimes([a], [b], t)[0]![0]!;

// ---- the independent simulator ------------------------------------------------------------
const fmts = new Map<string, Intl.DateTimeFormat>();
const walls = new Map<string, ReturnType<typeof wallUncached>>();
function wall(t: number, tz: string) {
  const key = `${tz} ${t}`;
  let w = walls.get(key);
  if (!w) {
    if (walls.size > 500_000) walls.clear();
    walls.set(key, (w = wallUncached(t, tz)));
  }
  return w;
}
function wallUncached(t: number, tz: string) {
  let f = fmts.get(tz);
  if (!f) fmts.set(tz, (f = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })));
  const p = Object.fromEntries(f.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute), weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(p.weekday!) };
}
const toMin = (s: string) => { const m = /^(\d+):(\d+) (AM|PM)$/.exec(s)!; return (Number(m[1]) % 12) * 60 + Number(m[2]) + (m[3] === 'PM' ? 720 : 0); };
function miles(a: LatLng, b: LatLng) {
  const r = Math.PI / 180;
  const x = Math.sin(((b.lat - a.lat) * r) / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 7917.6 * Math.asin(Math.sqrt(x));
}
const plusDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 24 * HOUR).toISOString().slice(0, 10);
const firsts = new Map<string, number>();
/** First instant whose wall clock reads ≥ `minutes` on `date`: a scan over quarter hours. */
function firstAtOrAfter(date: string, minutes: number, tz: string): number {
  const key = `${tz} ${date} ${minutes}`;
  if (firsts.has(key)) return firsts.get(key)!;
  const [d, m] = minutes >= 1440 ? [plusDays(date, 1), minutes - 1440] : [date, minutes];
  let t = Date.parse(`${date}T00:00:00Z`) - 16 * HOUR;
  for (;; t += 15 * MIN) { const w = wall(t, tz); if (w.date > d || (w.date === d && w.minutes >= m)) break; }
  firsts.set(key, t);
  return t;
}
function simRanges(b: Business, date: string, schedule: WeeklySchedule = b.weeklySchedule): Array<[number, number]> {
  const day = schedule[WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!];
  if (!day.isOpen) return [];
  return day.ranges.map((r) => [firstAtOrAfter(date, toMin(r.startTime), b.timeZone), firstAtOrAfter(date, toMin(r.endTime) || 1440, b.timeZone)]);
}
const daysBetween = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / (24 * HOUR);

interface World { business: Business; timelines: Timeline[]; now: number; duration: number; location: LatLng; serviceName?: string }

/** Returns the reason a slot is infeasible, or the drives it computes when it is feasible. */
function simulate(w: World, techId: string, s: number): string | { added: number; dIn: number; dOut: number } {
  const b = w.business;
  const e = s + w.duration;
  const tz = b.timeZone;
  const travels = b.serviceType === 'Travel to Customer';
  const loc = travels ? w.location : b.base;
  if (s < w.now + b.minNoticeMs) return 'notice';
  const ws = wall(s, tz);
  const diff = daysBetween(wall(w.now, tz).date, ws.date);
  if (diff < 0 || diff >= (b.horizonDays ?? 14)) return 'horizon';
  const tech = b.technicians?.find((t) => t.id === techId);
  if (w.serviceName && tech?.serviceNames && !tech.serviceNames.map((x) => x.toLowerCase()).includes(w.serviceName.toLowerCase())) return 'skills';
  if (!simRanges(b, ws.date, tech?.schedule).some(([r0, r1]) => r0 <= s && e <= r1)) return 'hours';
  if (travels && miles(b.base, loc) > b.serviceRadiusMiles) return 'radius';
  const tl = w.timelines.find((t) => t.technicianId === techId)!;
  for (const j of tl.jobs) if (s < j.end + b.bufferMs && j.start < e + b.bufferMs) return 'overlap';
  let dIn = 0, dOut = 0, old = 0;
  if (travels) {
    const home = b.technicians?.find((t) => t.id === techId)?.home ?? b.base;
    const same = tl.jobs.filter((j) => wall(j.start, tz).date === ws.date).sort((x, y) => x.start - y.start);
    const prev = same.filter((j) => j.start < s).pop();
    const next = same.find((j) => j.start > s);
    const leavePrev = prev ? prev.end + b.bufferMs : 0;
    dIn = prev ? drive(prev.location, loc, leavePrev) : drive(home, loc, s - drive(home, loc, s));
    if (prev && leavePrev + dIn > s) return 'late arrival';
    dOut = drive(loc, next ? next.location : home, e + b.bufferMs);
    if (next && e + b.bufferMs + dOut > next.start) return 'late for next';
    if (prev) old = drive(prev.location, next ? next.location : home, leavePrev);
    else if (next) old = drive(home, next.location, next.start - drive(home, next.location, next.start));
  }
  for (const x of tl.busy) if (x.start < e + b.bufferMs + dOut && x.end > s - dIn) return 'busy';
  for (const x of tech?.timeOff ?? []) if (x.start < e + b.bufferMs + dOut && x.end > s - dIn) return 'time off';
  return { added: dIn + dOut - old, dIn, dOut };
}

// ---- random worlds --------------------------------------------------------------------------
const ZONES = ['America/New_York', 'America/St_Johns', 'Asia/Kolkata', 'America/Los_Angeles', 'Australia/Lord_Howe', 'Pacific/Honolulu'];
const DAYS = ['2026-03-07', '2026-03-08', '2026-10-31', '2026-11-01', '2026-04-04', '2026-10-03', '2026-07-10', '2026-12-24'];
const base: LatLng = { lat: 40.7, lng: -74.0 };

const rangeArb = fc.tuple(fc.integer({ min: 0, max: 46 }), fc.integer({ min: 1, max: 20 })).map(([a, len]) => [a * 30, Math.min(48, a + len) * 30] as const);
const dayArb = fc.record({ isOpen: fc.integer({ min: 0, max: 4 }).map((x) => x > 0), ranges: fc.array(rangeArb, { minLength: 1, maxLength: 2 }) }).map(({ isOpen, ranges }) => {
  const sorted = [...ranges].sort((x, y) => x[0] - y[0]);
  const merged = sorted.length === 2 && sorted[1]![0] < sorted[0]![1] ? [sorted[0]!] : sorted;
  return { isOpen, ranges: merged.map(([a, z]) => ({ startTime: minutesToTime(a), endTime: minutesToTime(z % 1440) })) };
});
const scheduleArb = fc.tuple(...WEEKDAYS.map(() => dayArb)).map((ds) => Object.fromEntries(WEEKDAYS.map((d, i) => [d, ds[i]])) as unknown as WeeklySchedule);
const offset = fc.tuple(fc.integer({ min: -25, max: 25 }), fc.integer({ min: -25, max: 25 })).map(([a, b]) => ({ lat: base.lat + a / 100, lng: base.lng + b / 100 }));

function worldArb(maxJobsPerDay: number, maxHorizon: number) {
  return fc.record({
    tz: fc.constantFrom(...ZONES), day: fc.constantFrom(...DAYS), nowMin: fc.integer({ min: 0, max: 1439 }),
    schedule: scheduleArb, travels: fc.boolean(), radius: fc.integer({ min: 5, max: 40 }),
    buffer: fc.constantFrom(0, 10, 15, 30), notice: fc.constantFrom(0, 45, 120, 1440), horizon: fc.integer({ min: 1, max: maxHorizon }),
    techHomes: fc.array(fc.option(offset), { minLength: 1, maxLength: 3 }), duration: fc.constantFrom(30, 45, 60, 90, 120),
    location: offset,
    jobs: fc.array(fc.record({ tech: fc.nat(2), day: fc.nat(maxHorizon), startMin: fc.integer({ min: 0, max: 1439 }), dur: fc.integer({ min: 15, max: 180 }), gap: fc.integer({ min: 0, max: 120 }), at: offset }), { maxLength: maxJobsPerDay * maxHorizon }),
    busy: fc.array(fc.record({ tech: fc.nat(2), fromNowMin: fc.integer({ min: -600, max: maxHorizon * 1440 }), dur: fc.integer({ min: 15, max: 240 }) }), { maxLength: 4 }),
    // Crews: own working hours, time off and skills for some technicians.
    techSchedules: fc.array(fc.option(scheduleArb, { freq: 2 }), { minLength: 3, maxLength: 3 }),
    timeOff: fc.array(fc.record({ tech: fc.nat(2), fromNowMin: fc.integer({ min: -600, max: maxHorizon * 1440 }), dur: fc.integer({ min: 30, max: 600 }) }), { maxLength: 3 }),
    skills: fc.array(fc.option(fc.subarray(['Drain', 'Heater', 'Leak'], { minLength: 1 }), { freq: 2 }), { minLength: 3, maxLength: 3 }),
    service: fc.option(fc.constantFrom('Drain', 'heater', 'Leak')),
  }).map((r): World => {
    const now = Date.parse(`${r.day}T00:00:00Z`) + r.nowMin * MIN;
    const technicians = r.techHomes.map((h, i) => {
      const schedule = r.techSchedules[i];
      const skills = r.skills[i];
      const timeOff = r.timeOff.filter((x) => x.tech === i).map((x) => ({ start: now + x.fromNowMin * MIN, end: now + (x.fromNowMin + x.dur) * MIN }));
      return { id: `t${i}`, ...(h ? { home: h } : {}), ...(schedule ? { schedule } : {}), ...(skills ? { serviceNames: skills } : {}), ...(timeOff.length ? { timeOff } : {}) };
    });
    const timelines: Timeline[] = technicians.map((t, i) => {
      const jobs: Job[] = [];
      let cursor = -Infinity;
      const mine = r.jobs.filter((j) => j.tech === i).sort((a, b) => a.day - b.day || a.startMin - b.startMin);
      const perDay = new Map<number, number>();
      for (const [k, j] of mine.entries()) {
        if ((perDay.get(j.day) ?? 0) >= maxJobsPerDay) continue;
        perDay.set(j.day, (perDay.get(j.day) ?? 0) + 1);
        const start = Math.max(cursor, now - 12 * HOUR + j.day * 24 * HOUR + j.startMin * MIN);
        jobs.push({ id: `${t.id}-j${k}`, start, end: start + j.dur * MIN, location: j.at });
        cursor = start + j.dur * MIN + 15 * MIN + j.gap * MIN; // ≥ buffer 15; 30-min buffers may abut: engine must still be right
      }
      const busy: Interval[] = r.busy.filter((x) => x.tech === i).map((x) => ({ start: now + x.fromNowMin * MIN, end: now + (x.fromNowMin + x.dur) * MIN }));
      return { technicianId: t.id, jobs, busy };
    });
    const business: Business = {
      timeZone: r.tz, weeklySchedule: r.schedule, base, serviceType: r.travels ? 'Travel to Customer' : 'Fixed Location',
      serviceRadiusMiles: r.radius, services: ['Drain', 'Heater', 'Leak'].map((name) => ({ name, durationMinutes: r.duration })), bufferMs: r.buffer * MIN, minNoticeMs: r.notice * MIN, horizonDays: r.horizon, technicians,
    };
    return { business, timelines, now, duration: r.duration * MIN, location: r.location, ...(r.service ? { serviceName: r.service } : {}) };
  });
}

const input = (w: World, limit = 3) => ({ business: w.business, timelines: w.timelines, now: w.now, travel, request: { ...(w.serviceName ? { serviceName: w.serviceName } : { durationMs: w.duration }), location: w.location, limit } });

describe('findSlots against an independent simulator', () => {
  it('offers only slots the simulator finds feasible, with the same drive figures', () => {
    fc.assert(fc.property(worldArb(8, 3), (w) => {
      for (const slot of feasibleSlots(input(w))) {
        const sim = simulate(w, slot.technicianId, slot.start);
        expect(sim, `${new Date(slot.start).toISOString()} ${slot.technicianId}`).toStrictEqual({ added: slot.addedDriveMs, dIn: slot.driveInMs, dOut: slot.driveOutMs });
        expect(slot.date).toBe(wall(slot.start, w.business.timeZone).date);
      }
    }), { numRuns: 2000 });
  }, 60_000);

  it('gives a best offer whose added driving equals brute force over every start and technician (≤ 7 jobs a day)', () => {
    let compared = 0;
    fc.assert(fc.property(worldArb(7, 2), (w) => {
      const best = findSlots(input(w, 1))[0];
      let min = Infinity;
      const today = wall(w.now, w.business.timeZone).date;
      for (let d = 0; d < w.business.horizonDays!; d++) {
        for (const t of w.business.technicians!) {
          for (const [r0, r1] of simRanges(w.business, plusDays(today, d), t.schedule)) {
            for (let s = r0; s + w.duration <= r1; s += 15 * MIN) {
              const sim = simulate(w, t.id, s);
              if (typeof sim !== 'string') min = Math.min(min, sim.added);
            }
          }
        }
      }
      if (min === Infinity) expect(best).toBeUndefined();
      else { compared++; expect(best?.addedDriveMs).toBe(min); }
    }), { numRuns: Number(process.env.BF_RUNS ?? 1000) });
    expect(compared).toBeGreaterThan(300); // the comparison really ran on most worlds (about 60 % of worlds have a slot)
  }, 60_000);

  it('never offers two options closer than the spacing when enough spaced ones exist', () => {
    fc.assert(fc.property(worldArb(4, 3), (w) => {
      const offers: Slot[] = findSlots(input(w, 3));
      const all = feasibleSlots(input(w));
      const spaced = offers.every((a, i) => offers.every((b, k) => i === k || Math.abs(a.start - b.start) >= 2 * HOUR));
      const distinctHours = new Set(all.map((s) => Math.floor(s.start / (2 * HOUR)))).size;
      if (distinctHours >= 6) expect(spaced).toBe(true);
      expect(offers.length).toBe(Math.min(3, new Set(all.map((s) => s.start)).size));
    }), { numRuns: 500 });
  });
});
