import { describe, expect, it } from 'vitest';
import { EXTRA_FEATURES } from '../content/features';
import { nextRevealCount, showAddFeature, wordDelays } from './reveal';

describe('Add Feature reveal', () => {
  it('reveals one card per click from 0 to 5, then the button disappears', () => {
    const max = EXTRA_FEATURES.length;
    expect(max).toBe(5);
    const counts = [0];
    const buttonShown = [showAddFeature(0, max)];
    for (let click = 0; click < 5; click++) {
      counts.push(nextRevealCount(counts.at(-1)!, max));
      buttonShown.push(showAddFeature(counts.at(-1)!, max));
    }
    expect(counts).toStrictEqual([0, 1, 2, 3, 4, 5]);
    expect(buttonShown).toStrictEqual([true, true, true, true, true, false]);
    expect(nextRevealCount(5, max)).toBe(5);
  });
  it('names the five extra cards of the spec in order', () => {
    expect(EXTRA_FEATURES.map((f) => f.title)).toStrictEqual(['Smart Scheduling', 'Multi-Calendar Sync', 'Customer Follow-up', 'Payment Collection', 'Analytics Dashboard']);
  });
});

describe('word-by-word headline', () => {
  it('gives each word a later start', () => {
    expect(wordDelays('Never  miss a call', 100)).toStrictEqual([
      { word: 'Never', delayMs: 0 },
      { word: 'miss', delayMs: 100 },
      { word: 'a', delayMs: 200 },
      { word: 'call', delayMs: 300 },
    ]);
  });
});
