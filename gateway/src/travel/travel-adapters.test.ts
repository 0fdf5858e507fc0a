import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createRedis } from '../store';
import { createOfflineTravel } from '../scheduling';
import { createCachedTravel, createGoogleRoutesMatrix, createOsrmMatrix, TravelProviderError, type MatrixProvider } from '.';
import { recordingServer } from '../testing';

declare module 'vitest' {
  export interface ProvidedContext { redisUrl: string }
}

const A = { lat: 40.7, lng: -74.0 };
const B = { lat: 40.75, lng: -73.98 };
const C = { lat: 40.8, lng: -73.95 };
const departAt = Date.parse('2026-06-09T12:30:00Z');

describe('OSRM table adapter', () => {
  it('asks the table service for sources × destinations and reads durations in seconds', async () => {
    const srv = await recordingServer(() => ({ json: { code: 'Ok', durations: [[612.3], [null]], sources: [{ location: [-74, 40.7] }, { location: [-73.98, 40.75] }], destinations: [{ location: [-73.95, 40.8] }] } }));
    const got = await createOsrmMatrix({ baseUrl: `${srv.url}/` })({ origins: [A, B], destinations: [C], departAt });
    await srv.close();
    expect(got).toStrictEqual([[612300], [null]]);
    expect(srv.requests).toHaveLength(1);
    expect(srv.requests[0]).toMatchObject({ method: 'GET', path: '/table/v1/driving/-74.000000,40.700000;-73.980000,40.750000;-73.950000,40.800000?sources=0;1&destinations=2&annotations=duration' });
  });

  it('turns an OSRM error into a TravelProviderError', async () => {
    const srv = await recordingServer(() => ({ status: 400, json: { code: 'InvalidQuery', message: 'Query string malformed' } }));
    await expect(createOsrmMatrix({ baseUrl: srv.url })({ origins: [A], destinations: [B], departAt })).rejects.toBeInstanceOf(TravelProviderError);
    await srv.close();
  });
});

describe('Google Routes computeRouteMatrix adapter', () => {
  it('posts a traffic-aware matrix request with the departure time and field mask', async () => {
    const srv = await recordingServer(() => ({ json: [
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
    expect(JSON.parse(req.body)).toStrictEqual({
      origins: [A, B].map((p) => ({ waypoint: { location: { latLng: { latitude: p.lat, longitude: p.lng } } } })),
      destinations: [C, A].map((p) => ({ waypoint: { location: { latLng: { latitude: p.lat, longitude: p.lng } } } })),
      travelMode: 'DRIVE', routingPreference: 'TRAFFIC_AWARE_OPTIMAL', departureTime: '2026-06-09T12:30:00.000Z',
    });
  });

  it('moves a past departure into the future, which the API requires', async () => {
    const srv = await recordingServer(() => ({ json: [] }));
    await createGoogleRoutesMatrix({ apiKey: 'k', baseUrl: srv.url, clock: () => departAt + 3_600_000 })({ origins: [A], destinations: [B], departAt });
    await srv.close();
    expect(JSON.parse(srv.requests[0]!.body).departureTime).toBe('2026-06-09T13:31:00.000Z');
  });
});

describe('cached travel', () => {
  const redis = createRedis(inject('redisUrl'));
  afterAll(() => redis.quit());
  const fallback = createOfflineTravel({ timeZone: 'America/New_York' });

  it('fetches a pair once, then answers from memory and from Redis without the network', async () => {
    const calls: Array<Parameters<MatrixProvider>[0]> = [];
    const provider: MatrixProvider = async (q) => { calls.push(q); return q.origins.map((_, i) => q.destinations.map((_, j) => 60_000 * (i + 1) + j)); };
    const name = `p-${randomUUID()}`;
    const first = createCachedTravel({ redis, provider, providerName: name, fallback });
    await first.prepare({ origins: [A, B], destinations: [C], departAt });
    await first.prepare({ origins: [A, B], destinations: [C], departAt: departAt + 60_000 }); // same hour
    expect(calls).toHaveLength(1);
    expect(first.model.travelTimes([A, B], [C], departAt)).toStrictEqual([[60_000], [120_000]]);
    const second = createCachedTravel({ redis, provider, providerName: name, fallback });
    await second.prepare({ origins: [A], destinations: [C], departAt: departAt + 7 * 86_400_000 }); // same hour next week
    expect(calls).toHaveLength(1);
    expect(second.model.between!(A, C, departAt)).toBe(60_000);
  });

  it('never waits in the model: unknown pairs use the offline estimate and are fetched by flush', async () => {
    let calls = 0;
    const provider: MatrixProvider = async (q) => { calls++; return q.origins.map(() => q.destinations.map(() => 999_000)); };
    const travel = createCachedTravel({ redis, provider, providerName: `p-${randomUUID()}`, fallback });
    expect(travel.model.between!(A, C, departAt)).toBe(fallback.between!(A, C, departAt));
    expect(calls).toBe(0);
    expect(travel.pending()).toBe(1);
    expect(await travel.flush()).toBe(1);
    expect(travel.model.between!(A, C, departAt)).toBe(999_000);
    expect(travel.model.between!(A, C, departAt + 3 * 3_600_000)).toBe(fallback.between!(A, C, departAt + 3 * 3_600_000)); // another hour: not known
  });
});
