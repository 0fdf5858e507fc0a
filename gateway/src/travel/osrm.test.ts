import { describe, expect, it } from 'vitest';
import { startRecordingServer } from '../../../tests/kit/recording-server';
import { createOsrmMatrix } from './osrm';
import { TravelProviderError } from './provider';

const A = { lat: 40.7, lng: -74.0 };
const B = { lat: 40.75, lng: -73.98 };
const C = { lat: 40.8, lng: -73.95 };
const departAt = Date.parse('2026-06-09T12:30:00Z');

describe('OSRM table adapter', () => {
  it('asks the table service for sources × destinations and reads durations in seconds', async () => {
    const srv = await startRecordingServer(() => ({ json: { code: 'Ok', durations: [[612.3], [null]], sources: [{ location: [-74, 40.7] }, { location: [-73.98, 40.75] }], destinations: [{ location: [-73.95, 40.8] }] } }));
    const got = await createOsrmMatrix({ baseUrl: `${srv.url}/` })({ origins: [A, B], destinations: [C], departAt });
    await srv.close();
    expect(got).toStrictEqual([[612300], [null]]);
    expect(srv.requests).toHaveLength(1);
    expect(srv.requests[0]).toMatchObject({ method: 'GET', url: '/table/v1/driving/-74.000000,40.700000;-73.980000,40.750000;-73.950000,40.800000?sources=0;1&destinations=2&annotations=duration' });
  });

  it('turns an OSRM error into a TravelProviderError', async () => {
    const srv = await startRecordingServer(() => ({ status: 400, json: { code: 'InvalidQuery', message: 'Query string malformed' } }));
    await expect(createOsrmMatrix({ baseUrl: srv.url })({ origins: [A], destinations: [B], departAt })).rejects.toBeInstanceOf(TravelProviderError);
    await srv.close();
  });
});

