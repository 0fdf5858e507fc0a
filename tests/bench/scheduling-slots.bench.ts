// findSlots latency, warm, one thread: realistic full calendars over a 14-day horizon.
import { cpus, loadavg } from 'node:os';
import { defaultWeeklySchedule, type WeeklySchedule } from '@bookline/contracts';
import { createOfflineTravel, findSlots, localToInstant, addDays, localDate, type Business, type Job, type Timeline } from '../../gateway/src/scheduling';
import { mulberry32 } from '../../gateway/src/scheduling/random';
import { percentile, report, round, type Row } from './report';

const tz = 'America/Chicago';
const base = { lat: 41.88, lng: -87.63 };
const now = Date.parse('2026-06-08T13:00:00Z'); // Monday 8:00 in Chicago

function week(start: string, end: string): WeeklySchedule {
  const w = defaultWeeklySchedule();
  for (const d of Object.keys(w) as Array<keyof WeeklySchedule>) w[d] = { isOpen: true, ranges: [{ startTime: start, endTime: end }] };
  return w;
}

function scenario({ techs, jobsPerDay, open, close, jobMin, spread = 0.25 }: { techs: number; jobsPerDay: number; open: string; close: string; jobMin: number; spread?: number }) {
  const rnd = mulberry32(42);
  const near = () => ({ lat: base.lat + (rnd() - 0.5) * spread, lng: base.lng + (rnd() - 0.5) * spread * 1.2 });
  const business: Business = {
    timeZone: tz, weeklySchedule: week(open, close), base, serviceType: 'Travel to Customer', serviceRadiusMiles: 25,
    services: [{ name: 'Repair', durationMinutes: 60 }], bufferMs: 5 * 60_000, minNoticeMs: 60 * 60_000, horizonDays: 14,
    technicians: Array.from({ length: techs }, (_, i) => ({ id: `tech-${i}` })),
  };
  const [oh, om] = [Number(open.split(':')[0]) % 12 + (open.endsWith('PM') ? 12 : 0), 0];
  const today = localDate(now, tz);
  const timelines: Timeline[] = business.technicians!.map((t) => {
    const jobs: Job[] = [];
    for (let d = 0; d < 14; d++) {
      const dayStart = localToInstant({ date: addDays(today, d), minutes: oh * 60 + om, timeZone: tz });
      // jobs spread over the open hours with uneven gaps, like a real booked-up day
      const openMin = (jobsPerDay > 20 ? 24 * 60 : 12 * 60) - 60;
      const weights = Array.from({ length: jobsPerDay + 1 }, () => rnd() ** 2);
      const free = openMin - jobsPerDay * jobMin;
      const total = weights.reduce((a, b) => a + b, 0);
      let cursor = dayStart;
      for (let k = 0; k < jobsPerDay; k++) {
        cursor += Math.floor((weights[k]! / total) * free) * 60_000;
        jobs.push({ id: `${t.id}-${d}-${k}`, start: cursor, end: cursor + jobMin * 60_000, location: near() });
        cursor += jobMin * 60_000;
      }
    }
    return { technicianId: t.id, jobs, busy: [{ start: now + 26 * 3_600_000, end: now + 27 * 3_600_000 }] };
  });
  return { business, timelines, near };
}

const travel = createOfflineTravel({ timeZone: tz });
function measure(label: string, s: ReturnType<typeof scenario>, calls: number, durationMs: number): Row {
  const times: number[] = [];
  let offered = 0;
  for (let i = 0; i < calls + 50; i++) {
    const t0 = performance.now();
    const slots = findSlots({ business: s.business, timelines: s.timelines, now, travel, request: { durationMs, location: s.near() } });
    const dt = performance.now() - t0;
    if (i >= 50) { times.push(dt); offered += slots.length; } // first 50 warm the JIT and caches
  }
  return { scenario: label, calls, 'mean offers': round(offered / calls, 2), 'p50 ms': round(percentile(times, 50), 3), 'p99 ms': round(percentile(times, 99), 3), 'max ms': round(Math.max(...times), 3) };
}

const rows = [
  measure('1 technician, 14 days, 12 jobs/day', scenario({ techs: 1, jobsPerDay: 12, open: '7:00 AM', close: '7:00 PM', jobMin: 30 }), 2000, 30 * 60_000),
  measure('10 technicians, 14 days, 12 jobs/day', scenario({ techs: 10, jobsPerDay: 12, open: '7:00 AM', close: '7:00 PM', jobMin: 30 }), 500, 30 * 60_000),
  measure('1 technician, 14 days, 50 jobs/day (24 h, one neighbourhood)', scenario({ techs: 1, jobsPerDay: 50, open: '12:00 AM', close: '12:00 AM', jobMin: 10, spread: 0.03 }), 500, 10 * 60_000),
];
console.log(`load average: ${loadavg().map((x) => x.toFixed(2)).join(' ')} on ${cpus().length} cores`);
report('scheduling-slots', rows);
