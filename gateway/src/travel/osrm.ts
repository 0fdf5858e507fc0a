import { TravelProviderError, type MatrixProvider } from './provider';

export interface OsrmOptions {
  /** e.g. http://router.project-osrm.org or your own osrm-routed. */
  baseUrl: string;
  profile?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/**
 * OSRM table service: GET /table/v1/{profile}/{lng,lat;…}?sources=…&destinations=…&annotations=duration.
 * OSRM has no traffic: departAt is ignored (the cache's hour key still separates hours, so a
 * traffic-aware provider can replace it without a cache flush).
 */
export function createOsrmMatrix({ baseUrl, profile = 'driving', fetch = globalThis.fetch, timeoutMs = 3_000 }: OsrmOptions): MatrixProvider {
  return async function osrmTable({ origins, destinations }) {
    const coords = [...origins, ...destinations].map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
    const sources = origins.map((_, i) => i).join(';');
    const dests = destinations.map((_, i) => origins.length + i).join(';');
    const url = `${baseUrl.replace(/\/$/, '')}/table/v1/${profile}/${coords}?sources=${sources}&destinations=${dests}&annotations=duration`;
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await res.json().catch(() => null)) as { code?: string; durations?: Array<Array<number | null>> } | null;
    if (!res.ok || body?.code !== 'Ok' || !body.durations) throw new TravelProviderError(`osrm table failed: ${res.status} ${body?.code ?? 'unreadable'}`);
    return body.durations.map((row) => row.map((s) => (s === null ? null : Math.round(s * 1000))));
  };
}
