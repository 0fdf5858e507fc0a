import { describe, expect, it } from 'vitest';
import { averageLevel, formatElapsed, isLongEnough, pickMimeType, silenceCheck, type SilenceState } from './recorder';

describe('recorder rules', () => {
  it('prefers mp4, then webm with opus, then webm', () => {
    expect(pickMimeType(() => true)).toBe('audio/mp4');
    expect(pickMimeType((t) => t.startsWith('audio/webm'))).toBe('audio/webm;codecs=opus');
    expect(pickMimeType((t) => t === 'audio/webm')).toBe('audio/webm');
    expect(pickMimeType(() => false)).toBe('');
  });

  it('averages frequency bins', () => {
    expect(averageLevel([10, 20, 30])).toBe(20);
    expect(averageLevel([])).toBe(0);
  });

  const run = (levels: Array<[number, number]>) => {
    let state: SilenceState = { silentSinceMs: null };
    for (let t = 0; t <= 30_000; t += 100) {
      const level = levels.find(([from]) => t >= from) ? levels.filter(([from]) => t >= from).at(-1)![1] : 50;
      const r = silenceCheck(state, { elapsedMs: t, level });
      state = r.state;
      if (r.stop) return t;
    }
    return null;
  };

  it('stops 3 s after silence starts once 10 s are reached', () => {
    expect(run([[0, 40], [8_500, 5]])).toBe(11_500);
  });
  it('does not stop before 10 s even after long silence', () => {
    expect(run([[0, 40], [2_000, 5]])).toBe(10_000);
  });
  it('treats a level of exactly 15 as sound, and sound resets the silence', () => {
    expect(run([[0, 15]])).toBeNull();
    expect(run([[0, 40], [9_000, 5], [11_000, 60], [12_000, 3]])).toBe(15_000);
  });
  it('accepts takes of 10 s or more and formats the timer', () => {
    expect(isLongEnough(9_999)).toBe(false);
    expect(isLongEnough(10_000)).toBe(true);
    expect(formatElapsed(7)).toBe('0:07');
    expect(formatElapsed(75)).toBe('1:15');
  });
});
