import zipcodes from 'zipcodes';
import type { LatLng } from './types';
import { localParts, weekdayIndex, formatDate } from './zoned';

/** Drive times (ms) from every origin to every destination, leaving at `departAt`. */
export interface TravelModel {
  travelTimes(origins: readonly LatLng[], destinations: readonly LatLng[], departAt: number): number[][];
  /** Optional single-pair fast path; must agree with travelTimes. */
  between?(from: LatLng, to: LatLng, departAt: number): number;
}

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function greatCircleMiles(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Centroid of a US ZIP code from the `zipcodes` package's bundled data; undefined if unknown. */
export function geocodeZip(zip: string): LatLng | undefined {
  const hit = zipcodes.lookup(zip.trim().slice(0, 5));
  return hit ? { lat: hit.latitude, lng: hit.longitude } : undefined;
}

/**
 * Offline geocoding of what a caller or a form gives us: "40.7128, -74.0060" coordinates, or
 * a US ZIP code anywhere in an address ("12 Main St, Springfield, IL 62701" → the 62701
 * centroid). Street-level geocoding is a provider's job; this is the offline fallback.
 */
export function geocode(text: string): LatLng | undefined {
  const coords = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (coords) {
    const lat = Number(coords[1]);
    const lng = Number(coords[2]);
    return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
  }
  const zips = text.match(/\b\d{5}(?:-\d{4})?\b/g);
  return zips ? geocodeZip(zips.at(-1)!) : undefined;
}

/**
 * Road distance ≈ great-circle × circuity (1.3 is the usual US urban/suburban figure).
 * Speed by distance band, applied piecewise: the first 2 road miles at 18 mph (streets,
 * lights, parking), the next 8 at 30 mph, the next 20 at 45 mph, the rest at 60 mph.
 * Plus 2 minutes to park and walk in whenever the places differ.
 * Example: 5 miles apart → 6.5 road miles → 2/18 h + 4.5/30 h = 6.7 + 9 = 15.7 min, + 2 = 17.7 min.
 */
export const CIRCUITY = 1.3;
const BANDS: ReadonlyArray<[miles: number, mph: number]> = [[2, 18], [8, 30], [20, 45], [Infinity, 60]];
const PARKING_MS = 2 * 60_000;

export function freeFlowMs(a: LatLng, b: LatLng): number {
  let road = greatCircleMiles(a, b) * CIRCUITY;
  if (road < 0.01) return 0;
  let hours = 0;
  for (const [miles, mph] of BANDS) {
    const part = Math.min(road, miles);
    hours += part / mph;
    road -= part;
    if (road <= 0) break;
  }
  return Math.round(hours * 3_600_000) + PARKING_MS;
}

/**
 * Time-of-day traffic multiplier by the departure's local hour.
 * Weekdays: 7–9 am ×1.3, 4–6 pm ×1.4, shoulders (6–7, 9–10 am, 3–4, 6–7 pm) ×1.15, else ×1.0.
 * Weekends: 11 am–3 pm ×1.1, else ×1.0.
 */
export function trafficFactor(localHour: number, weekday: number): number {
  if (weekday >= 5) return localHour >= 11 && localHour < 15 ? 1.1 : 1.0;
  if (localHour >= 7 && localHour < 9) return 1.3;
  if (localHour >= 16 && localHour < 18) return 1.4;
  if (localHour === 6 || localHour === 9 || localHour === 15 || localHour === 18) return 1.15;
  return 1.0;
}

/**
 * The offline default: no network, deterministic. Every drive is free-flow time × the traffic
 * factor of the hour it departs in the business's zone.
 */
export function createOfflineTravel({ timeZone }: { timeZone: string }): TravelModel & { factorAt(t: number): number } {
  const byQuarterHour = new Map<number, number>(); // factors only change on local hours
  const factorAt = (t: number) => {
    const bucket = Math.floor(t / 900_000);
    let f = byQuarterHour.get(bucket);
    if (f === undefined) {
      const p = localParts(bucket * 900_000, timeZone);
      f = trafficFactor(p.hour, weekdayIndex(formatDate(p.year, p.month, p.day)));
      if (byQuarterHour.size > 100_000) byQuarterHour.clear();
      byQuarterHour.set(bucket, f);
    }
    return f;
  };
  return {
    factorAt,
    travelTimes(origins, destinations, departAt) {
      const f = factorAt(departAt);
      return origins.map((o) => destinations.map((d) => Math.round(freeFlowMs(o, d) * f)));
    },
    between(from, to, departAt) {
      return Math.round(freeFlowMs(from, to) * factorAt(departAt));
    },
  };
}

/** One drive; the engine's hot path. */
export function driveMs(travel: TravelModel, from: LatLng, to: LatLng, departAt: number): number {
  if (from === to || (from.lat === to.lat && from.lng === to.lng)) return 0;
  return travel.between ? travel.between(from, to, departAt) : travel.travelTimes([from], [to], departAt)[0]![0]!;
}
