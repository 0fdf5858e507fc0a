import type { LatLng } from '../scheduling';
import { TravelProviderError, type MatrixProvider } from './provider';

export interface GoogleRoutesOptions {
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Wall clock, for keeping departureTime in the future (the API rejects past times). */
  clock?: () => number;
  timeoutMs?: number;
}

interface Element { originIndex?: number; destinationIndex?: number; status?: { code?: number; message?: string }; condition?: string; duration?: string }

const waypoint = (p: LatLng) => ({ waypoint: { location: { latLng: { latitude: p.lat, longitude: p.lng } } } });

/**
 * Google Routes API computeRouteMatrix (v2) with traffic: POST /distanceMatrix/v2:computeRouteMatrix,
 * travelMode DRIVE, routingPreference TRAFFIC_AWARE_OPTIMAL (at most 100 elements), and the
 * departure time in RFC 3339. The response is a JSON array of elements, each with its indices.
 */
export function createGoogleRoutesMatrix({ apiKey, baseUrl = 'https://routes.googleapis.com', fetch = globalThis.fetch, clock = Date.now, timeoutMs = 5_000 }: GoogleRoutesOptions): MatrixProvider {
  return async function googleRouteMatrix({ origins, destinations, departAt }) {
    if (origins.length * destinations.length > 100) throw new TravelProviderError('TRAFFIC_AWARE_OPTIMAL allows at most 100 elements');
    const res = await fetch(`${baseUrl.replace(/\/$/, '')}/distanceMatrix/v2:computeRouteMatrix`, {
      method: 'POST',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'x-goog-api-key': apiKey,
        'x-goog-fieldmask': 'originIndex,destinationIndex,status,condition,duration',
      },
      body: JSON.stringify({
        origins: origins.map(waypoint),
        destinations: destinations.map(waypoint),
        travelMode: 'DRIVE',
        routingPreference: 'TRAFFIC_AWARE_OPTIMAL',
        departureTime: new Date(Math.max(departAt, clock() + 60_000)).toISOString(),
      }),
    });
    const body = (await res.json().catch(() => null)) as Element[] | null;
    if (!res.ok || !Array.isArray(body)) throw new TravelProviderError(`computeRouteMatrix failed: ${res.status}`);
    const out: Array<Array<number | null>> = origins.map(() => destinations.map(() => null));
    for (const e of body) {
      const row = out[e.originIndex ?? 0];
      if (!row || (e.status?.code ?? 0) !== 0 || e.condition !== 'ROUTE_EXISTS' || !e.duration) continue;
      row[e.destinationIndex ?? 0] = Math.round(parseFloat(e.duration) * 1000);
    }
    return out;
  };
}
