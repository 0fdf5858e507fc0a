import { describe, expect, it } from 'vitest';
import { guessServiceType } from './service-type';
import { timeZoneFor } from './time-zone';

describe('timeZoneFor', () => {
  it.each([
    ['NY', '10001', 'America/New_York'],
    ['AZ', '85004', 'America/Phoenix'],
    ['IN', '46204', 'America/Indiana/Indianapolis'],
    ['HI', '96813', 'Pacific/Honolulu'],
    ['AK', '99501', 'America/Anchorage'],
  ])('maps %s %s to %s', (state, zip, zone) => {
    expect(timeZoneFor(state, zip)).toBe(zone);
  });

  it.each([
    ['FL', '32503', 'America/Chicago', 'Pensacola in the panhandle'],
    ['FL', '33101', 'America/New_York', 'Miami'],
    ['TN', '37919', 'America/New_York', 'Knoxville'],
    ['TN', '37210', 'America/Chicago', 'Nashville'],
    ['TX', '79925', 'America/Denver', 'El Paso'],
    ['IN', '47715', 'America/Chicago', 'Evansville'],
    ['ID', '83814', 'America/Los_Angeles', "Coeur d'Alene"],
    ['SD', '57702', 'America/Denver', 'Rapid City'],
  ])('splits %s by ZIP: %s is %s (%s)', (state, zip, zone) => {
    expect(timeZoneFor(state, zip)).toBe(zone);
  });

  it('finds the state from the ZIP alone', () => {
    expect(timeZoneFor(undefined, '98101')).toBe('America/Los_Angeles');
  });

  it('says nothing without a state or ZIP', () => {
    expect(timeZoneFor(undefined, undefined)).toBeUndefined();
  });
});

describe('guessServiceType', () => {
  it('sends plumbers to the customer', () => {
    expect(guessServiceType([{ text: 'Joe’s Plumbing | Austin Plumber', weight: 0.6 }], false)).toBe('Travel to Customer');
  });

  it('keeps salons at their location', () => {
    expect(guessServiceType([{ text: 'HairSalon', weight: 0.95 }], false)).toBe('Fixed Location');
  });

  it('keeps a window tinter and an auto detailer at their shop, unless they say they are mobile', () => {
    expect(guessServiceType([{ text: 'Five Star Tinting - Premium Automotive Window Tinting', weight: 0.6 }], false)).toBe('Fixed Location');
    expect(guessServiceType([{ text: "Ed's Auto Detailing - Gardiner ME. Professional auto detailing with a dedication to quality.", weight: 0.6 }], false)).toBe('Fixed Location');
    expect(guessServiceType([{ text: 'Shine Mobile Auto Detailing - we come to you', weight: 0.6 }], false)).toBe('Travel to Customer');
  });

  it('treats "mobile" grooming as travel', () => {
    expect(guessServiceType([{ text: 'Paws on Wheels | Mobile Dog Grooming', weight: 0.6 }], false)).toBe('Travel to Customer');
  });

  it('sends a business that says it comes to you to the customer, whatever its structured-data type says', () => {
    expect(guessServiceType([{ text: 'LocalBusiness AutomotiveBusiness', weight: 0.95 }, { text: 'We come to your driveway anywhere in Oakland County.', weight: 0.4 }], false)).toBe('Travel to Customer');
    expect(guessServiceType([{ text: 'AG Sewer Repair — prompt sewer and drain services', weight: 0.6 }], false)).toBe('Travel to Customer');
    // Both said: the owner chooses.
    expect(guessServiceType([{ text: 'We come to you, or visit our shop on Main St', weight: 0.4 }], false)).toBeUndefined();
  });

  it('leaves it to the owner when nothing says which', () => {
    expect(guessServiceType([{ text: 'Smith & Sons | Quality since 1950', weight: 0.6 }], false)).toBeUndefined();
  });
});
