import { describe, expect, it } from 'vitest';
import { captureSalesRep, SALES_REP_KEY } from './sales-rep';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('originalSalesRep capture', () => {
  it('stores the first path segment capitalised', () => {
    const s = memoryStorage();
    captureSalesRep('/jordan/pricing', s);
    expect(s.getItem(SALES_REP_KEY)).toBe('Jordan');
  });
  it('never overwrites a stored value', () => {
    const s = memoryStorage();
    captureSalesRep('/jordan', s);
    captureSalesRep('/alex', s);
    expect(s.getItem(SALES_REP_KEY)).toBe('Jordan');
  });
  it('stores nothing for the home page', () => {
    const s = memoryStorage();
    captureSalesRep('/', s);
    expect(s.getItem(SALES_REP_KEY)).toBeNull();
  });
});
