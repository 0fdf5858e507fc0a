import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADLINE_INDUSTRIES } from '../content/headlines';
import { FADE_MS, ROTATE_EVERY_MS, startRotation, type RotationState } from './rotation';

describe('rotating headline', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('has 16 industry variants', () => {
    expect(HEADLINE_INDUSTRIES).toHaveLength(16);
    expect(new Set(HEADLINE_INDUSTRIES).size).toBe(16);
  });

  it('fades out after 3 s and shows the next variant 300 ms later', () => {
    const seen: Array<RotationState & { at: number }> = [];
    const stop = startRotation({ count: 16, onChange: (s) => seen.push({ ...s, at: Date.now() }) });
    const t0 = Date.now();
    vi.advanceTimersByTime(ROTATE_EVERY_MS - 1);
    expect(seen).toStrictEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toStrictEqual([{ index: 0, visible: false, at: t0 + 3000 }]);
    vi.advanceTimersByTime(FADE_MS);
    expect(seen.at(-1)).toStrictEqual({ index: 1, visible: true, at: t0 + 3300 });
    stop();
  });

  it('cycles through all 16 and wraps to the first', () => {
    const shown: number[] = [];
    const stop = startRotation({ count: 16, onChange: (s) => s.visible && shown.push(s.index) });
    vi.advanceTimersByTime(16 * ROTATE_EVERY_MS + FADE_MS);
    expect(shown).toStrictEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0]);
    stop();
  });

  it('stops when asked, including a pending fade', () => {
    const onChange = vi.fn();
    const stop = startRotation({ count: 3, onChange });
    vi.advanceTimersByTime(ROTATE_EVERY_MS);
    stop();
    vi.advanceTimersByTime(10 * ROTATE_EVERY_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
