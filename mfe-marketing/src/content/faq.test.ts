import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from './faq';

describe('FAQ content', () => {
  it('has 15 questions with unique ids', () => {
    expect(FAQ_ITEMS).toHaveLength(15);
    expect(new Set(FAQ_ITEMS.map((f) => f.id)).size).toBe(15);
  });
});
