import { describe, expect, it } from 'vitest';
import { combineBusy, createSandboxCalendar } from './sandbox-calendar';

describe('sandbox calendar and combined busy', () => {
  it('keeps events in memory, reports them as busy, and merges several sources', async () => {
    const a = createSandboxCalendar();
    const b = createSandboxCalendar();
    const { id } = await a.createEvent({ start: 100, end: 200, summary: 'x' });
    await b.createEvent({ start: 150, end: 300, summary: 'y' });
    await b.createEvent({ start: 500, end: 600, summary: 'z' });
    const fetchBusy = combineBusy([a, b]);
    expect(await fetchBusy({ technicianId: 't', from: 0, to: 1000 })).toStrictEqual([{ start: 100, end: 300 }, { start: 500, end: 600 }]);
    await a.updateEvent(id, { start: 400, end: 450 });
    expect(await fetchBusy({ technicianId: 't', from: 0, to: 1000 })).toStrictEqual([{ start: 150, end: 300 }, { start: 400, end: 450 }, { start: 500, end: 600 }]);
    await a.cancelEvent(id);
    expect(await a.freeBusy({ from: 0, to: 1000 })).toStrictEqual([]);
    expect(a.sandbox).toBe(true);
  });
});
