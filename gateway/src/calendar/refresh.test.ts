import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleRefresh } from './refresh';

describe('scheduleRefresh', () => {
  afterEach(() => vi.useRealTimers());

  it('refreshes every source each interval, reports failures, and stops', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-06-08T12:00:00Z'));
    const seen: number[] = [];
    const errors: unknown[] = [];
    const ok = { refresh: async ({ now }: { now: number }) => void seen.push(now) };
    const bad = { refresh: async () => { throw new Error('feed down'); } };
    const job = scheduleRefresh({ sources: [ok, bad], intervalMs: 60_000, onError: (e) => errors.push(e) });
    await vi.advanceTimersByTimeAsync(60_000 * 3);
    job.stop();
    await vi.advanceTimersByTimeAsync(60_000 * 3);
    expect(seen).toStrictEqual([1, 2, 3].map((k) => Date.parse('2026-06-08T12:00:00Z') + k * 60_000));
    expect(errors).toHaveLength(3);
  });
});
