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

/** Per-zone memo tables (nested maps: no key string is built on the hot path). */
function zoneTable<K, V>(tables: Map<string, Map<K, V>>, timeZone: string): Map<K, V> {
  let t = tables.get(timeZone);
  if (!t) tables.set(timeZone, (t = new Map()));
  else if (t.size > 100_000) t.clear();
  return t;
}

const offsetCache = new Map<string, Map<number, number>>();
/**
 * Offset (local − UTC, in ms) in force at an instant. Offsets only change on whole minutes
 * past the quarter hour in every real zone, so the answer is memoised per 15-minute bucket.
 */
export function offsetAt(instant: number, timeZone: string): number {
  const bucket = Math.floor(instant / (15 * MINUTE_MS));
  const table = zoneTable(offsetCache, timeZone);
  const hit = table.get(bucket);
  if (hit !== undefined) return hit;
  const at = bucket * 15 * MINUTE_MS;
  const parts = formatter(timeZone).formatToParts(new Date(at));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const offset = asUtc - at;
  table.set(bucket, offset);
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

const dayMath = new Map<string, Map<number, string>>();
/** Calendar arithmetic on local dates (no zone involved). */
export function addDays(date: string, days: number): string {
  let from = dayMath.get(date);
  if (!from) {
    if (dayMath.size > 20_000) dayMath.clear();
    dayMath.set(date, (from = new Map()));
  }
  let out = from.get(days);
  if (out === undefined) {
    const [y, m, d] = parseDate(date);
    const t = new Date(Date.UTC(y, m - 1, d + days));
    from.set(days, (out = formatDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate())));
  }
  return out;
}

const weekdays = new Map<string, number>();
/** 0 = Monday … 6 = Sunday, matching contracts' WEEKDAYS. */
export function weekdayIndex(date: string): number {
  let w = weekdays.get(date);
  if (w === undefined) {
    const [y, m, d] = parseDate(date);
    w = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
    if (weekdays.size > 20_000) weekdays.clear();
    weekdays.set(date, w);
  }
  return w;
}

const instantCache = new Map<string, Map<string, Map<number, number>>>();
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
  const dates = zoneTable(instantCache, timeZone);
  let table = dates.get(date);
  if (!table) dates.set(date, (table = new Map()));
  const hit = table.get(minutes);
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
  table.set(minutes, result);
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
