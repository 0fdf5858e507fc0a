import type { Interval } from '../scheduling';

/** Busy times from several sources (connected calendars, ICS feeds), merged into one list. */
export function combineBusy(sources: ReadonlyArray<{ freeBusy(q: { from: number; to: number }): Promise<Interval[]> }>) {
  return async function fetchBusy({ from, to }: { technicianId: string; from: number; to: number }): Promise<Interval[]> {
    const all = (await Promise.all(sources.map((s) => s.freeBusy({ from, to })))).flat().sort((a, b) => a.start - b.start);
    const merged: Interval[] = [];
    for (const x of all) {
      const last = merged.at(-1);
      if (last && x.start <= last.end) last.end = Math.max(last.end, x.end);
      else merged.push({ ...x });
    }
    return merged;
  };
}
