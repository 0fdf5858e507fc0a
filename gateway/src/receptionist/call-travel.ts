import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Logger } from '../logging';
import { createOfflineTravel, type LatLng, type TravelModel } from '../scheduling';
import { createCachedTravel, createGoogleRoutesMatrix, createOsrmMatrix, roundedPair, type MatrixProvider } from '../travel';

/** Drive times for one call: a synchronous model, and (network providers) a way to fetch ahead. */
export interface CallTravel {
  model: TravelModel;
  /**
   * Makes the drives between `around` (the caller's place) and `places` (base, booked jobs)
   * known to `model` before a slot search. Never throws; a slow or failing provider leaves
   * those drives to the offline estimate.
   */
  prepare?(q: { around: LatLng; places: readonly LatLng[]; departAt: number }): Promise<void>;
}

export type TravelMode = 'offline' | 'osrm' | 'google';

export interface TravelSetup {
  mode: TravelMode;
  travelFor(timeZone: string): CallTravel;
}

const CHUNK = 50;

function dedupe(points: readonly LatLng[]): LatLng[] {
  const seen = new Map<string, LatLng>();
  for (const p of points) seen.set(roundedPair(p, p), p);
  return [...seen.values()];
}

const offline = new Map<string, CallTravel>();
/** The offline drive-time model for a time zone (sandbox, and the fallback of network providers), one per zone. */
export function offlineCallTravel(timeZone: string): CallTravel {
  let t = offline.get(timeZone);
  if (!t) offline.set(timeZone, (t = { model: createOfflineTravel({ timeZone }) }));
  return t;
}

/** Which provider the environment configures (auto: OSRM, then Google, else the offline model). */
export function travelModeOf(config: Pick<Config, 'TRAVEL_PROVIDER' | 'OSRM_BASE_URL' | 'GOOGLE_ROUTES_API_KEY'>): TravelMode {
  if (config.TRAVEL_PROVIDER !== 'auto') return config.TRAVEL_PROVIDER;
  if (config.OSRM_BASE_URL) return 'osrm';
  if (config.GOOGLE_ROUTES_API_KEY) return 'google';
  return 'offline';
}

/**
 * The receptionist's drive times from the environment: the configured network provider
 * behind the Redis cache (createCachedTravel, offline model for pairs not known yet), or the
 * offline model alone (sandbox) when none is configured. One model per time zone.
 */
export function travelFromConfig({ config, redis, log, fetch = globalThis.fetch }: { config: Config; redis: Redis; log: Logger; fetch?: typeof globalThis.fetch }): TravelSetup {
  const mode = travelModeOf(config);
  if (mode === 'offline') return { mode, travelFor: offlineCallTravel };

  const tag = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 8);
  let provider: MatrixProvider;
  let providerName: string;
  if (mode === 'osrm') {
    provider = createOsrmMatrix({ baseUrl: config.OSRM_BASE_URL!, profile: config.OSRM_PROFILE, fetch, timeoutMs: config.TRAVEL_TIMEOUT_MS });
    // Another OSRM server (or map data) is another cache.
    providerName = `osrm-${tag(`${config.OSRM_BASE_URL}|${config.OSRM_PROFILE}`)}`;
  } else {
    provider = createGoogleRoutesMatrix({ apiKey: config.GOOGLE_ROUTES_API_KEY!, baseUrl: config.GOOGLE_ROUTES_BASE_URL, fetch, timeoutMs: config.TRAVEL_TIMEOUT_MS });
    providerName = 'google';
  }
  const hourly = mode === 'google';
  const models = new Map<string, ReturnType<typeof createCachedTravel>>();
  let pausedUntil = 0;

  return {
    mode,
    travelFor(tz) {
      let cached = models.get(tz);
      if (!cached) models.set(tz, (cached = createCachedTravel({ redis, provider, providerName, fallback: offlineCallTravel(tz).model, hourly })));
      const c = cached;
      return {
        model: c.model,
        async prepare({ around, places, departAt }) {
          if (Date.now() < pausedUntil) return;
          const others = dedupe(places);
          try {
            for (let i = 0; i < others.length; i += CHUNK) {
              const part = others.slice(i, i + CHUNK);
              await c.prepare({ origins: [...part, around], destinations: [around], departAt });
              await c.prepare({ origins: [around], destinations: part, departAt });
            }
            if (!others.length) await c.prepare({ origins: [around], destinations: [around], departAt });
          } catch (err) {
            // Don't make every turn wait on a provider that is down: offline estimates for a while.
            pausedUntil = Date.now() + 30_000;
            log.warn({ provider: mode, reason: (err as Error).name }, 'travel provider unavailable; using the offline drive-time estimate');
          }
        },
      };
    },
  };
}
