import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLogger } from '../logging';
import { createOfflineTravel } from '../scheduling';
import { createRedis } from '../store';
import { testConfig } from '../../../tests/kit/app';
import { startRecordingServer } from '../../../tests/kit/recording-server';
import { travelFromConfig, travelModeOf } from './call-travel';

const redis = createRedis(testConfig().REDIS_URL);
afterAll(() => redis.disconnect());
const A = { lat: 30.26, lng: -97.74 };
const B = { lat: 30.21, lng: -97.8 };
const at = Date.parse('2026-06-09T15:00:00Z');

describe('travel provider from the environment', () => {
  it('auto picks OSRM, then Google, else the offline (sandbox) model; a named provider needs its settings', () => {
    expect(travelModeOf(loadConfig({}))).toBe('offline');
    expect(travelModeOf(loadConfig({ GOOGLE_ROUTES_API_KEY: 'key-12345678' }))).toBe('google');
    expect(travelModeOf(loadConfig({ GOOGLE_ROUTES_API_KEY: 'key-12345678', OSRM_BASE_URL: 'http://osrm.internal:5000' }))).toBe('osrm');
    expect(travelModeOf(loadConfig({ TRAVEL_PROVIDER: 'offline', OSRM_BASE_URL: 'http://osrm.internal:5000' }))).toBe('offline');
    expect(() => loadConfig({ TRAVEL_PROVIDER: 'osrm' })).toThrow(/OSRM_BASE_URL/);
    expect(() => loadConfig({ TRAVEL_PROVIDER: 'google' })).toThrow(/GOOGLE_ROUTES_API_KEY/);
  });
  it('offline: the estimate, with nothing to prepare', () => {
    const t = travelFromConfig({ config: testConfig(), redis, log: createLogger({ level: 'silent' }) }).travelFor('America/Chicago');
    expect(t.prepare).toBeUndefined();
    expect(t.model.between!(A, B, at)).toBe(createOfflineTravel({ timeZone: 'America/Chicago' }).between!(A, B, at));
  });
  it('a failing provider never throws into the call: the offline estimate answers, and it is not asked again at once', async () => {
    const srv = await startRecordingServer(() => ({ status: 503, json: { code: 'Busy' } }));
    const lines: string[] = [];
    const log = createLogger({ level: 'warn', destination: { write: (s: string) => { lines.push(s); } } });
    const t = travelFromConfig({ config: testConfig({ OSRM_BASE_URL: srv.url }), redis, log }).travelFor('America/Chicago');
    await t.prepare!({ around: A, places: [B], departAt: at });
    await t.prepare!({ around: B, places: [A], departAt: at });
    await srv.close();
    expect(srv.requests).toHaveLength(1);
    expect(t.model.between!(A, B, at)).toBe(createOfflineTravel({ timeZone: 'America/Chicago' }).between!(A, B, at));
    expect(lines.join('')).toMatch(/travel provider unavailable/);
  });
});
