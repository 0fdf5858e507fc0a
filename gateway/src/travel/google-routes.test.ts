import { describe, expect, it } from 'vitest';
import { startRecordingServer } from '../../../tests/kit/recording-server';
import { createGoogleRoutesMatrix } from './google-routes';

const A = { lat: 40.7, lng: -74.0 };
const B = { lat: 40.75, lng: -73.98 };
const C = { lat: 40.8, lng: -73.95 };
const departAt = Date.parse('2026-06-09T12:30:00Z');

describe('Google Routes computeRouteMatrix adapter', () => {
  it('posts a traffic-aware matrix request with the departure time and field mask', async () => {
    const srv = await startRecordingServer(() => ({ json: [
      { originIndex: 1, destinationIndex: 0, status: {}, condition: 'ROUTE_EXISTS', duration: '845s' },
      { originIndex: 0, destinationIndex: 0, status: {}, condition: 'ROUTE_EXISTS', duration: '1201s' },
      { originIndex: 0, destinationIndex: 1, status: {}, condition: 'ROUTE_NOT_FOUND' },
      { originIndex: 1, destinationIndex: 1, status: { code: 3, message: 'INVALID_ARGUMENT' } },
    ] }));
    const matrix = createGoogleRoutesMatrix({ apiKey: 'test-key', baseUrl: srv.url, clock: () => departAt - 86_400_000 });
    const got = await matrix({ origins: [A, B], destinations: [C, A], departAt });
    await srv.close();
    expect(got).toStrictEqual([[1201000, null], [845000, null]]);
    const req = srv.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/distanceMatrix/v2:computeRouteMatrix');
    expect(req.headers['x-goog-api-key']).toBe('test-key');
    expect(req.headers['x-goog-fieldmask']).toBe('originIndex,destinationIndex,status,condition,duration');
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.text)).toStrictEqual({
      origins: [A, B].map((p) => ({ waypoint: { location: { latLng: { latitude: p.lat, longitude: p.lng } } } })),
      destinations: [C, A].map((p) => ({ waypoint: { location: { latLng: { latitude: p.lat, longitude: p.lng } } } })),
      travelMode: 'DRIVE', routingPreference: 'TRAFFIC_AWARE_OPTIMAL', departureTime: '2026-06-09T12:30:00.000Z',
    });
  });

  it('moves a past departure into the future, which the API requires', async () => {
    const srv = await startRecordingServer(() => ({ json: [] }));
    await createGoogleRoutesMatrix({ apiKey: 'k', baseUrl: srv.url, clock: () => departAt + 3_600_000 })({ origins: [A], destinations: [B], departAt });
    await srv.close();
    expect(JSON.parse(srv.requests[0]!.text).departureTime).toBe('2026-06-09T13:31:00.000Z');
  });
});

