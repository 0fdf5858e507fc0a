import { describe, expect, it } from 'vitest';
import type { BusinessData } from '@bookline/contracts';
import { buildAgent } from '../agents/agents';
import { profileFromAgent } from './profile';

const businessData = (name: string): BusinessData => ({
  BusinessName: name, BusinessPhoneNumber: '', BusinessEmail: '', TimeZone: 'America/Chicago', ServiceType: 'Travel to Customer',
  BusinessDescription: 'Drain cleaning and water heaters', BusinessAddressStreet: '', BusinessAddressCity: '', BusinessAddressState: '',
  BusinessAddressZipcode: '', WebsiteAddress: '', BusinessHours: '', DaysOpen: '',
});

describe('receptionist profile services (issue 14 item 6)', () => {
  it('falls back to the trade’s typical services by name only, never their typical prices', () => {
    const agent = buildAgent({ email: 'o@x.example', businessData: businessData('Rapid Plumbing'), services: [], smsConsent: false, now: new Date('2026-11-23T12:00:00Z') });
    const { services } = profileFromAgent(agent);
    expect(services.length).toBeGreaterThan(0);
    expect(services.filter((s) => s.priceFromCents !== undefined || s.priceToCents !== undefined)).toStrictEqual([]);
  });

  it('quotes the owner’s own prices exactly as given', () => {
    const own = [{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 12900 }];
    const agent = buildAgent({ email: 'o@x.example', businessData: businessData('Rapid Plumbing'), services: own, smsConsent: false, now: new Date('2026-11-23T12:00:00Z') });
    expect(profileFromAgent(agent).services).toStrictEqual(own);
  });
});
