import { describe, expect, it } from 'vitest';
import { createOfflineTravel, freeFlowMs, geocode, geocodeZip, greatCircleMiles, trafficFactor } from './travel';

describe('offline travel model', () => {
  it('geocodes a ZIP centroid from bundled data', () => {
    const z = geocodeZip('10001')!;
    expect(z.lat).toBeCloseTo(40.75, 1);
    expect(z.lng).toBeCloseTo(-74.0, 1);
    expect(geocodeZip('00000')).toBeUndefined();
  });

  it('geocodes coordinates and the ZIP code at the end of an address', () => {
    expect(geocode(' 40.7128, -74.0060 ')).toStrictEqual({ lat: 40.7128, lng: -74.006 });
    expect(geocode('95.1, 10')).toBeUndefined();
    expect(geocode('12 Main St, Springfield, IL 62701')).toStrictEqual(geocodeZip('62701'));
    expect(geocode('Unit 10001, 500 Oak Ave, Chicago IL 60601-1234')).toStrictEqual(geocodeZip('60601'));
    expect(geocode('somewhere nice')).toBeUndefined();
  });

  it('prices 5 miles apart as in the documented example', () => {
    const a = { lat: 40, lng: -75 };
    const b = { lat: 40 + 5 / 69.09, lng: -75 }; // 5 great-circle miles north
    expect(greatCircleMiles(a, b)).toBeCloseTo(5, 2);
    expect(freeFlowMs(a, b) / 60_000).toBeCloseTo(17.7, 1);
  });

  it('answers single pairs on the fast path exactly as the matrix does', () => {
    const travel = createOfflineTravel({ timeZone: 'America/New_York' });
    const pts = [{ lat: 40.7, lng: -74 }, { lat: 40.71, lng: -74.02 }, { lat: 40.9, lng: -73.7 }, { lat: 41.5, lng: -72.9 }];
    for (let t = Date.parse('2026-03-06T00:00:00Z'); t < Date.parse('2026-03-10T00:00:00Z'); t += 37 * 60_000) {
      const m = travel.travelTimes(pts, pts, t);
      pts.forEach((a, i) => pts.forEach((b, j) => expect(travel.between!(a, b, t)).toBe(m[i]![j])));
    }
  });

  it('applies rush hour by the departure\'s local hour, not UTC', () => {
    const travel = createOfflineTravel({ timeZone: 'America/Los_Angeles' });
    const a = { lat: 34.05, lng: -118.25 };
    const b = { lat: 34.15, lng: -118.15 };
    const at = (iso: string) => travel.travelTimes([a], [b], Date.parse(iso))[0]![0]!;
    const offPeak = at('2026-06-10T18:00:00Z'); // Wed 11:00 PDT
    expect(at('2026-06-10T15:30:00Z')).toBe(Math.round(freeFlowMs(a, b) * 1.3)); // 8:30 PDT
    expect(at('2026-06-11T00:30:00Z')).toBe(Math.round(freeFlowMs(a, b) * 1.4)); // 17:30 PDT
    expect(offPeak).toBe(freeFlowMs(a, b));
    expect(at('2026-06-13T15:30:00Z')).toBe(offPeak); // Saturday 8:30
    expect(trafficFactor(12, 5)).toBe(1.1);
  });
});
