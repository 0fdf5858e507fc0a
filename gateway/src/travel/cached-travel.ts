import type { Redis } from 'ioredis';
import { keys } from '../store';
import type { LatLng, TravelModel } from '../scheduling';
import type { MatrixProvider } from './provider';

const HOUR = 3_600_000;
const WEEK_HOURS = 168;

/** ~11 m: close enough for drive times, coarse enough for neighbours to share entries. */
export const roundedPair = (a: LatLng, b: LatLng) => `${a.lat.toFixed(4)},${a.lng.toFixed(4)};${b.lat.toFixed(4)},${b.lng.toFixed(4)}`;
/** Traffic repeats weekly: entries are keyed by hour of the week (UTC) and kept for a week. */
export const hourOfWeek = (t: number) => (((Math.floor(t / HOUR) + 72) % WEEK_HOURS) + WEEK_HOURS) % WEEK_HOURS; // 0 = Monday 00:00 UTC

export interface CachedTravelOptions {
  redis: Redis;
  provider: MatrixProvider;
  /** Short name for keys ("osrm", "google"). */
  providerName: string;
  /** Used for pairs not known yet (and when the provider fails): the offline model. */
  fallback: TravelModel;
  ttlMs?: number;
  /**
   * Whether drive times depend on the departure hour (traffic-aware providers). When false
   * (OSRM) one entry per pair serves every hour. When true, a pair known for some other hour
   * answers until its own hour is fetched (real roads beat the offline estimate).
   */
  hourly?: boolean;
}

/**
 * Network travel times behind the engine's synchronous TravelModel. Before a turn the caller
 * `prepare`s the places involved: known pairs come from Redis (or memory), unknown ones are
 * fetched in one matrix call and stored. The model itself never waits: a pair that is not
 * known yet is priced by the offline fallback and queued, and `flush` fetches the queue
 * (call it after the turn, off the caller's critical path).
 */
export function createCachedTravel({ redis, provider, providerName, fallback, ttlMs = 7 * 24 * HOUR, hourly = true }: CachedTravelOptions) {
  const memory = new Map<string, number | null>();
  /** Hourly providers: the last known time of a pair at any hour. */
  const anyHour = new Map<string, number>();
  const MAX_ENTRIES = 200_000;
  const remember = (k: string, pair: string, v: number | null) => {
    if (memory.size >= MAX_ENTRIES) { memory.clear(); anyHour.clear(); }
    memory.set(k, v);
    if (hourly && typeof v === 'number') anyHour.set(pair, v);
  };
  const queue = new Map<string, { a: LatLng; b: LatLng; hour: number }>();
  const key = (a: LatLng, b: LatLng, t: number) => keys.travelTime(providerName, roundedPair(a, b), hourly ? hourOfWeek(t) : 'any');

  async function prepare({ origins, destinations, departAt }: { origins: readonly LatLng[]; destinations: readonly LatLng[]; departAt: number }): Promise<void> {
    const pairs = origins.flatMap((a, i) => destinations.map((b, j) => ({ a, b, i, j, k: key(a, b, departAt) }))).filter((p) => !memory.has(p.k));
    if (pairs.length === 0) return;
    const cached = await redis.mget(...pairs.map((p) => p.k));
    const missing = pairs.filter((p, n) => {
      const v = cached[n];
      if (v === null || v === undefined) return true;
      remember(p.k, roundedPair(p.a, p.b), v === 'null' ? null : Number(v));
      return false;
    });
    if (missing.length === 0) return;
    const rows = [...new Set(missing.map((p) => p.i))];
    const cols = [...new Set(missing.map((p) => p.j))];
    const matrix = await provider({ origins: rows.map((i) => origins[i]!), destinations: cols.map((j) => destinations[j]!), departAt });
    const write = redis.multi();
    rows.forEach((i, r) => cols.forEach((j, c) => {
      const k = key(origins[i]!, destinations[j]!, departAt);
      const v = matrix[r]?.[c] ?? null;
      remember(k, roundedPair(origins[i]!, destinations[j]!), v);
      write.set(k, v === null ? 'null' : String(v), 'PX', ttlMs);
    }));
    await write.exec();
  }

  const model: TravelModel = {
    travelTimes(origins, destinations, departAt) {
      return origins.map((a) => destinations.map((b) => model.between!(a, b, departAt)));
    },
    between(a, b, departAt) {
      const k = key(a, b, departAt);
      const v = memory.get(k);
      if (typeof v === 'number') return v;
      if (v === undefined) {
        if (queue.size < 10_000) queue.set(k, { a, b, hour: departAt });
        const other = hourly ? anyHour.get(roundedPair(a, b)) : undefined;
        if (other !== undefined) return other;
      }
      return fallback.between ? fallback.between(a, b, departAt) : fallback.travelTimes([a], [b], departAt)[0]![0]!;
    },
  };

  /** Fetches pairs the model had to estimate. Errors are left to the caller to log. */
  async function flush(): Promise<number> {
    const items = [...queue.values()];
    queue.clear();
    for (const it of items) await prepare({ origins: [it.a], destinations: [it.b], departAt: it.hour });
    return items.length;
  }

  return { prepare, model, flush, pending: () => queue.size };
}
