import type { Interval } from '../scheduling';
import type { CalendarEventInput, CalendarPort } from './port';

/**
 * The offline calendar used when no provider is connected (labelled "sandbox" in the UI):
 * events live in memory and count as busy, so the whole booking flow can be tried.
 */
export function createSandboxCalendar(): CalendarPort & { readonly sandbox: true; events(): Array<CalendarEventInput & { id: string }> } {
  const events = new Map<string, CalendarEventInput>();
  let next = 1;
  return {
    sandbox: true,
    events: () => [...events].map(([id, e]) => ({ ...e, id })),
    async freeBusy({ from, to }): Promise<Interval[]> {
      return [...events.values()].filter((e) => e.end > from && e.start < to).map((e) => ({ start: e.start, end: e.end })).sort((a, b) => a.start - b.start);
    },
    async createEvent(e) {
      const id = `sandbox-${next++}`;
      events.set(id, { ...e });
      return { id };
    },
    async updateEvent(id, e) {
      const old = events.get(id);
      if (old) events.set(id, { ...old, ...e });
    },
    async cancelEvent(id) {
      events.delete(id);
    },
  };
}

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
