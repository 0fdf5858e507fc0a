import type { LatLng } from './types';
import type { TravelModel } from './travel';
import { optimizeDay, simulateDay, type DayPlan, type FlexibleJob } from './optimize-day';

/** One technician's day as the crew planner sees it. */
export interface CrewMember {
  id: string;
  home: LatLng;
  /** Earliest departure from home and latest return, for this day. */
  dayStart: number;
  dayEnd: number;
  /** Services this technician can do (by name, any case); undefined = every service. */
  serviceNames?: readonly string[];
}

/** A booked job with the window promised to its customer and who has it today. */
export interface CrewJob extends FlexibleJob {
  technicianId: string;
  serviceName?: string;
}

export interface OptimizeCrewInput {
  crew: readonly CrewMember[];
  /** Each technician's jobs in today's order. */
  jobs: readonly CrewJob[];
  bufferMs: number;
  travel: TravelModel;
  timeLimitMs?: number;
  clock?: () => number;
}

export interface CrewPlan {
  days: Array<{ technicianId: string } & DayPlan>;
  driveMs: number;
  feasible: boolean;
}

export interface CrewProposal {
  current: CrewPlan;
  proposed: CrewPlan;
  savedDriveMs: number;
  /** Jobs whose technician changes, with the old and new one. */
  moved: Array<{ id: string; from: string; to: string }>;
  changed: boolean;
}

const canDo = (m: CrewMember, j: CrewJob) =>
  !m.serviceNames || j.serviceName === undefined || m.serviceNames.some((s) => s.toLowerCase() === j.serviceName!.toLowerCase());

/**
 * Tomorrow's better plan for a crew: jobs re-sequenced and, where it cuts driving, moved to
 * another technician who can do them — every customer still inside the arrival window they
 * were promised, every technician inside their own day. Each day is walked with traffic
 * priced at the real departures (simulateDay). Moves: take one job out and put it back at
 * the place, on any able technician, that adds least driving; repeated until nothing
 * improves or time runs out; then each day is re-sequenced on its own (optimizeDay).
 * A proposal only; nothing is written. Worked example: two vans based at opposite ends of
 * town, each with one job at the other end; swapping the jobs saves both cross-town drives.
 */
export function optimizeCrewDay(input: OptimizeCrewInput): CrewProposal {
  const { crew, jobs, bufferMs, travel, timeLimitMs = 200, clock = () => performance.now() } = input;
  const deadline = clock() + timeLimitMs;
  const byTech = new Map(crew.map((m) => [m.id, [] as CrewJob[]]));
  for (const j of jobs) byTech.get(j.technicianId)?.push(j);
  const dayOf = (m: CrewMember, order: readonly CrewJob[]) => simulateDay({ home: m.home, dayStart: m.dayStart, dayEnd: m.dayEnd, jobs: order, bufferMs, travel }, order);
  const plan = (routes: Map<string, CrewJob[]>): CrewPlan => {
    const days = crew.map((m) => ({ technicianId: m.id, ...dayOf(m, routes.get(m.id) ?? []) }));
    return { days, driveMs: days.reduce((s, d) => s + d.driveMs, 0), feasible: days.every((d) => d.feasible) };
  };
  const current = plan(byTech);

  const routes = new Map([...byTech].map(([k, v]) => [k, v.slice()]));
  const drive = new Map(crew.map((m) => [m.id, dayOf(m, routes.get(m.id)!)]));
  let improved = true;
  while (improved && clock() < deadline) {
    improved = false;
    for (const j of jobs) {
      if (clock() >= deadline) break;
      const fromId = [...routes].find(([, r]) => r.includes(j))![0];
      const from = crew.find((m) => m.id === fromId)!;
      const without = routes.get(fromId)!.filter((x) => x !== j);
      const fromAfter = dayOf(from, without);
      if (!fromAfter.feasible && drive.get(fromId)!.feasible) continue;
      let best: { tech: CrewMember; order: CrewJob[]; day: DayPlan; gain: number } | null = null;
      for (const m of crew) {
        if (!canDo(m, j)) continue;
        const base = m.id === fromId ? without : routes.get(m.id)!;
        const before = m.id === fromId ? drive.get(fromId)!.driveMs : drive.get(m.id)!.driveMs;
        const removedGain = m.id === fromId ? 0 : drive.get(fromId)!.driveMs - fromAfter.driveMs;
        for (let p = 0; p <= base.length; p++) {
          const order = [...base.slice(0, p), j, ...base.slice(p)];
          const day = dayOf(m, order);
          if (!day.feasible) continue;
          const gain = removedGain + before - day.driveMs;
          if (gain > 1_000 && (!best || gain > best.gain)) best = { tech: m, order, day, gain };
        }
      }
      if (!best) continue;
      if (best.tech.id !== fromId) {
        routes.set(fromId, without);
        drive.set(fromId, fromAfter);
      }
      routes.set(best.tech.id, best.order);
      drive.set(best.tech.id, best.day);
      improved = true;
    }
  }
  // Each day on its own: the single-technician sequencer may find a shorter order still.
  for (const m of crew) {
    const order = routes.get(m.id)!;
    if (order.length < 2) continue;
    const left = Math.max(1, Math.min(20, deadline - clock()));
    const p = optimizeDay({ home: m.home, dayStart: m.dayStart, dayEnd: m.dayEnd, jobs: order, bufferMs, travel, timeLimitMs: left, clock });
    if (p.changed) routes.set(m.id, p.proposed.order.map((id) => order.find((x) => x.id === id)!));
  }
  const candidate = plan(routes);
  const wins = candidate.feasible && (!current.feasible || candidate.driveMs < current.driveMs);
  const proposed = wins ? candidate : current;
  const moved = wins
    ? jobs.flatMap((j) => {
      const to = proposed.days.find((d) => d.order.includes(j.id))!.technicianId;
      return to === j.technicianId ? [] : [{ id: j.id, from: j.technicianId, to }];
    })
    : [];
  const sameOrder = proposed.days.every((d, i) => d.order.join() === current.days[i]!.order.join());
  return { current, proposed, savedDriveMs: current.driveMs - proposed.driveMs, moved, changed: wins && !sameOrder };
}
