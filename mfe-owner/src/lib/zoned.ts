/** Dates and times in the business's zone, in the browser (no library: Intl only). */

const parts = (t: number, timeZone: string) => {
  const f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const o = Object.fromEntries(f.formatToParts(t).map((p) => [p.type, p.value]));
  return { y: Number(o.year), m: Number(o.month), d: Number(o.day), h: Number(o.hour), min: Number(o.minute) };
};

/** YYYY-MM-DD of an instant in the zone. */
export function localDate(t: number, timeZone: string): string {
  const p = parts(t, timeZone);
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

/** The instant of a local date and "HH:MM" in the zone (two passes settle DST offsets). */
export function zonedInstant(date: string, hhmm: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  const want = Date.UTC(y, m - 1, d, h, min);
  let t = want;
  for (let i = 0; i < 2; i++) {
    const p = parts(t, timeZone);
    t += want - Date.UTC(p.y, p.m - 1, p.d, p.h, p.min);
  }
  return t;
}

export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Monday of the week that holds `date`. */
export function mondayOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wd = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(date, -wd);
}

export const fmtDay = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/*
 * Times of the business — calls, jobs, time off, questions, billing dates — are shown in the
 * business's zone (the agent's TimeZone), never the browser's, and each time of day carries the
 * zone's name, so an owner reading the portal away from home sees the times their customers were
 * told. Every formatter here takes the zone; none falls back to the browser's.
 */

const clockOf = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });

/** The zone's short name at that instant: "CST", "CDT" in summer, "GMT+5:30" where US English has no abbreviation. */
export function zoneName(t: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(t).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** "Mon, Nov 16, 7:40 AM CST" */
export const fmtWhen = (t: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(t);

/**
 * "2:00 PM–3:00 PM CST"; an exact time (start = end) is "2:00 PM CST". The zone is named once,
 * unless the span crosses a clock change: 1:30 AM for an hour on 1 November 2026 in Chicago is
 * "1:30 AM CDT–1:30 AM CST".
 */
export function fmtTimes(start: number, end: number, timeZone: string): string {
  const clock = clockOf(timeZone);
  const [zs, ze] = [zoneName(start, timeZone), zoneName(end, timeZone)];
  if (start === end) return `${clock.format(start)} ${zs}`;
  return zs === ze ? `${clock.format(start)}–${clock.format(end)} ${ze}` : `${clock.format(start)} ${zs}–${clock.format(end)} ${ze}`;
}

/** "Mon, Nov 16, 2:00 PM–3:00 PM CST": the day of the start, then the times. */
export function fmtSpan(start: number, end: number, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(start);
  return `${day}, ${fmtTimes(start, end, timeZone)}`;
}

/** "November 30, 2026": the business's date of an instant (a billing period's end, an invoice). */
export const fmtDate = (t: number, timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' }).format(t);
/** A period [start, end) as the days it covers: "November 1 – November 30, 2026", not "… – December 1". */
export const fmtPeriod = (start: number, end: number, timeZone: string) => `${fmtDate(start, timeZone)} – ${fmtDate(Math.max(start, end - 1), timeZone)}`;

