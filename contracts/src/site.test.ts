import { describe, expect, it } from 'vitest';
import { landingVariantFor, parseLandingVariants, SITE_DEFAULTS } from './site';

describe('landing variants (configuration, not code)', () => {
  it('defaults: the home page shows the first reading, sales-rep paths the second', () => {
    expect(landingVariantFor(SITE_DEFAULTS.landingVariants, null)).toBe('first');
    expect(landingVariantFor(SITE_DEFAULTS.landingVariants, 'Jordan')).toBe('second');
  });
  it('a named rep overrides the wildcard, case-insensitively', () => {
    const map = parseLandingVariants('/=second, *=second, Alex=first');
    expect(landingVariantFor(map, 'alex')).toBe('first');
    expect(landingVariantFor(map, 'jordan')).toBe('second');
    expect(landingVariantFor(map, null)).toBe('second');
  });
  it('rejects an unknown variant', () => {
    expect(() => parseLandingVariants('/=third')).toThrow(/bad landing variant/);
  });
});
