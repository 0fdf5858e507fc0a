import { describe, expect, it } from 'vitest';
import { BusinessData } from '@bookline/contracts';
import { businessFromData } from './from-business-data';
import { SlotRequestError } from './errors';

describe('businessFromData', () => {
  it('maps the spec fields and geocodes the ZIP code', () => {
    const data = BusinessData.parse({ BusinessName: 'Ace', TimeZone: 'America/Chicago', ServiceType: 'Travel to Customer', ServiceRangeMiles: '30', BusinessAddressZipcode: '60601', Services: [{ name: 'Repair', durationMinutes: 90 }] });
    const b = businessFromData(data);
    expect(b).toMatchObject({ timeZone: 'America/Chicago', serviceType: 'Travel to Customer', serviceRadiusMiles: 30, services: [{ name: 'Repair', durationMinutes: 90 }], horizonDays: 14 });
    expect(b.base.lat).toBeCloseTo(41.88, 1);
    expect(b.weeklySchedule.saturday.isOpen).toBe(false);
  });

  it('refuses a business with no place to start from', () => {
    const data = BusinessData.parse({ BusinessName: 'Ace', TimeZone: 'America/Chicago', ServiceType: 'Fixed Location' });
    expect(() => businessFromData(data)).toThrow(SlotRequestError);
    expect(businessFromData(data, { base: { lat: 1, lng: 2 } }).serviceRadiusMiles).toBe(25);
  });
});
