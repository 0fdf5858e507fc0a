import { describe, expect, it } from 'vitest';
import { defaultEmailFor, normalizeWebsite, parseWebsite } from './website';
import { READINGS, progressStep } from './readings';

describe('website address rule', () => {
  it.each(['example.com', 'www.example.com', 'https://example.com/path', 'http://127.0.0.1:8080', 'a.co'])('accepts %s', (s) => {
    expect(parseWebsite(s)).not.toBeNull();
  });
  it.each(['', '   ', 'example', 'a.b', 'ftp://example.com', 'exa mple.com', 'https://localhost'])('rejects %j', (s) => {
    expect(parseWebsite(s)).toBeNull();
  });
  it('assumes https:// and derives the default email', () => {
    expect(normalizeWebsite('example.com')).toBe('https://example.com');
    expect(defaultEmailFor('www.rapidrooter.com')).toBe('info@rapidrooter.com');
  });
});

describe('wizard readings', () => {
  it('shows the total for steps past the end (4-step creating step is "4 of 4")', () => {
    expect(progressStep(6, READINGS.quick4)).toBe(4);
    expect(progressStep(5, READINGS.quick5)).toBe(5);
    expect(progressStep(3, READINGS.quick5)).toBe(3);
  });
});
