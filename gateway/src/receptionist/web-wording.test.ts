import { describe, expect, it } from 'vitest';
import { webWording } from './web-wording';

describe('web chat wording', () => {
  it.each([
    ['Thank you for calling Rapid Rooter. Goodbye!', 'Thank you for chatting with Rapid Rooter. Goodbye!'],
    ['Would you like an invite by email? If so, say or type your email address, or say no thanks.', 'Would you like an invite by email? If so, type your email address, or say no thanks.'],
    ["I couldn't find a booking for the number you're calling from. What name is it under?", "I couldn't find a booking for the phone number you gave. What name is it under?"],
    ['Drain cleaning is $129.', 'Drain cleaning is $129.'],
  ])('%s', (from, to) => {
    expect(webWording(from)).toBe(to);
  });
});
