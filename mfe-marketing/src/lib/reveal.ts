/** Second landing reading: Add Feature reveals the extra cards one per click (spec §4: count 0 to 5). */
export function nextRevealCount(count: number, max: number): number {
  return Math.min(count + 1, max);
}

/** The button disappears once every extra card is shown. */
export function showAddFeature(count: number, max: number): boolean {
  return count < max;
}

/** Word-by-word headline reveal: each word's delay in ms. */
export function wordDelays(text: string, stepMs = 180): Array<{ word: string; delayMs: number }> {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => ({ word, delayMs: i * stepMs }));
}
