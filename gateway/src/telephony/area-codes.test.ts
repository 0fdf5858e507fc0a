import { describe, expect, it } from 'vitest';
import { areaCodeOfPhone, pickAreaCode, stateCode } from './area-codes';

describe('area codes for a new number', () => {
  it.each([
    ['TX', 'TX'],
    ['tx', 'TX'],
    ['Texas', 'TX'],
    [' new hampshire ', 'NH'],
    ['Washington', 'WA'],
    ['XX', undefined],
    ['Atlantis', undefined],
    [undefined, undefined],
  ])('reads the state %s as %s', (raw, code) => {
    expect(stateCode(raw)).toBe(code);
  });

  it('skips service codes and the fictional 555', () => {
    expect(['+1 (512) 555-0142', '411-555-0100', '555-555-0100', '5125550'].map(areaCodeOfPhone)).toStrictEqual(['512', undefined, undefined, undefined]);
  });

  it("prefers the business phone's area code, then the state's main one", () => {
    expect(pickAreaCode({ businessPhone: '916-555-0100', state: 'Texas' })).toBe('916');
    expect(pickAreaCode({ businessPhone: '', state: 'Texas' })).toBe('512');
    expect(pickAreaCode({ state: 'Nowhere' })).toBeUndefined();
  });
});
