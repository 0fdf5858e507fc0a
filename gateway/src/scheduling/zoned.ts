/**
 * Time-zone maths on top of Intl (no moment, no Temporal). Instants are epoch ms; a local
 * date is 'YYYY-MM-DD' in the business's zone; local times are minutes after local midnight.
 *
 * Everything here is deterministic, so results are memoised (Intl formatting is the slow part).
 */

const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalParts { year: number; month: number; day: number; hour: number; minute: number }

/** Wall-clock fields of an instant in a zone. */
export function localParts(instant: number, timeZone: string): LocalParts {
  const offset = offsetAt(instant, timeZone);
  const d = new Date(instant + offset);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

const offsetCache = new Map<string, number>();
/**
 * Offset (local − UTC, in ms) in force at an instant. Offsets only change on whole minutes
 * past the quarter hour in every real zone, so the answer is memoised per 15-minute bucket.
 */
export function offsetAt(instant: number, timeZone: string): number {
  const bucket = Math.floor(instant / (15 * MINUTE_MS));
  const key = `${timeZone}|${bucket}`;
  const hit = offsetCache.get(key);
  if (hit !== undefined) return hit;
  const at = bucket * 15 * MINUTE_MS;
  const parts = formatter(timeZone).formatToParts(new Date(at));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const offset = asUtc - at;
  if (offsetCache.size > 200_000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/** 'YYYY-MM-DD' → [y, m, d]. */
export function parseDate(date: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`not a local date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

export function formatDate(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Local calendar date of an instant. */
export function localDate(instant: number, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return formatDate(p.year, p.month, p.day);
}

/** Calendar arithmetic on local dates (no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parseDate(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return formatDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** 0 = Monday … 6 = Sunday, matching contracts' WEEKDAYS. */
export function weekdayIndex(date: string): number {
  const [y, m, d] = parseDate(date);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

const instantCache = new Map<string, number>();
/**
 * The first instant at which the local wall clock reads `minutes` after midnight of `date`
 * (or later). So around DST:
 * - a time skipped by spring-forward becomes the moment the clocks jump. America/New_York
 *   2026-03-08 02:30 does not exist; it becomes 03:00 EDT = 07:00Z.
 * - a time repeated by fall-back takes its first occurrence. America/New_York 2026-11-01
 *   01:30 happens twice; it is 01:30 EDT = 05:30Z (not 06:30Z).
 * A shop "open 1:30–2:00 AM" on fall-back night is thus open 05:30Z–07:00Z: the wall clock
 * shows 1:30…1:59, 1:00…1:59 again, then 2:00, like any calendar would.
 * `minutes` may be ≥ 1440 (24:00 = next midnight).
 */
export function localToInstant({ date, minutes, timeZone }: { date: string; minutes: number; timeZone: string }): number {
  const key = `${timeZone}|${date}|${minutes}`;
  const hit = instantCache.get(key);
  if (hit !== undefined) return hit;
  const [y, m, d] = parseDate(date);
  const wall = Date.UTC(y, m - 1, d) + minutes * MINUTE_MS; // the wall time read as if it were UTC
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const candidates = [wall - before, wall - after].filter((t) => t + offsetAt(t, timeZone) === wall).sort((a, b) => a - b);
  // In a gap neither offset round-trips: find the transition (offsets change on whole minutes)
  // between wall − after (still before it) and wall − before (already after it).
  let result = candidates[0];
  if (result === undefined) {
    let lo = Math.floor((wall - after) / MINUTE_MS);
    let hi = Math.ceil((wall - before) / MINUTE_MS);
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (offsetAt(mid * MINUTE_MS, timeZone) === before) lo = mid;
      else hi = mid;
    }
    result = hi * MINUTE_MS;
  }
  if (instantCache.size > 200_000) instantCache.clear();
  instantCache.set(key, result);
  return result;
}

/** ISO 8601 with the zone's offset, e.g. 2026-03-08T03:00:00-04:00 — for speech and logs. */
export function toZonedIso(instant: number, timeZone: string): string {
  const offset = offsetAt(instant, timeZone);
  const p = localParts(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset) / MINUTE_MS;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(p.year, p.month, p.day)}T${pad(p.hour)}:${pad(p.minute)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
