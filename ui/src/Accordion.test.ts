import { describe, expect, it } from 'vitest';
import { nextOpen } from './Accordion';

describe('accordion', () => {
  it('opens the clicked item and closes the one that was open', () => {
    expect(nextOpen(null, 'a')).toBe('a');
    expect(nextOpen('a', 'b')).toBe('b');
  });
  it('closes the open item when it is clicked again', () => {
    expect(nextOpen('a', 'a')).toBeNull();
  });
});
