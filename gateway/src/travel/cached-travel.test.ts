import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createRedis } from '../store';
import { createOfflineTravel } from '../scheduling';
import { createCachedTravel } from './cached-travel';
import type { MatrixProvider } from './provider';

declare module 'vitest' {
  export interface ProvidedContext { redisUrl: string }
}

const A = { lat: 40.7, lng: -74.0 };
const B = { lat: 40.75, lng: -73.98 };
const C = { lat: 40.8, lng: -73.95 };
const departAt = Date.parse('2026-06-09T12:30:00Z');

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
    // another hour: not fetched yet, so the pair's real time from the known hour (and queued for its own)
    expect(travel.model.between!(A, C, departAt + 3 * 3_600_000)).toBe(999_000);
    expect(travel.pending()).toBe(1);
    expect(travel.model.between!(B, C, departAt)).toBe(fallback.between!(B, C, departAt)); // an unknown pair: offline estimate
  });
  it('a provider without traffic (hourly: false) is asked once per pair for every hour', async () => {
    let calls = 0;
    const provider: MatrixProvider = async (q) => { calls++; return q.origins.map(() => q.destinations.map(() => 1_234_000)); };
    const travel = createCachedTravel({ redis, provider, providerName: `p-${randomUUID()}`, fallback, hourly: false });
    await travel.prepare({ origins: [A], destinations: [C], departAt });
    await travel.prepare({ origins: [A], destinations: [C], departAt: departAt + 5 * 3_600_000 });
    expect(calls).toBe(1);
    expect(travel.model.between!(A, C, departAt + 9 * 3_600_000)).toBe(1_234_000);
    expect(travel.pending()).toBe(0);
  });
});
