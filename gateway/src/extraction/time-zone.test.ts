import { describe, expect, it } from 'vitest';
import { guessServiceType } from './service-type';
import { extractBusinessData } from './extract';
import { stateOfAreaCode } from './normalize/area-codes';
import { timeZoneFor, timeZoneOfPhone } from './time-zone';

describe('timeZoneOfPhone', () => {
  it.each([
    ['(916) 997-1356', 'America/Los_Angeles'],
    ['+1 312-555-0100', 'America/Chicago'],
    ['602.555.0199', 'America/Phoenix'],
    ['317-555-0142', 'America/Indiana/Indianapolis'],
    ['202-555-0101', 'America/New_York'],
    ['423-555-0101', 'America/New_York'], // Chattanooga, in Central Tennessee's other zone
    ['915-555-0101', 'America/Denver'], // El Paso
    ['808-555-0101', 'Pacific/Honolulu'],
  ])('%s suggests %s', (phone, zone) => {
    expect(timeZoneOfPhone(phone)).toBe(zone);
  });

  it.each([
    ['850-555-0101', 'an area code spanning two zones (Pensacola, Tallahassee)'],
    ['812-555-0101', 'Evansville and Bloomington'],
    ['800-555-0101', 'toll-free'],
    ['416-555-0101', 'Toronto'],
    ['555-0101', 'no area code'],
  ])('%s suggests none: %s', (phone) => {
    expect(timeZoneOfPhone(phone)).toBeUndefined();
  });

  it('knows each area code by its state', () => {
    expect(['512', '207', '907', '385', '203', '310', '713', '718'].map((a) => stateOfAreaCode(`${a}-555-0100`))).toStrictEqual(['TX', 'ME', 'AK', 'UT', 'CT', 'CA', 'TX', 'NY']);
  });

  it('fills the zone from the phone only when the site names no place', () => {
    const run = (body: string) =>
      extractBusinessData([{ url: new URL('https://shop.example/'), html: `<title>Shine Mobile Detailing</title><body>${body}</body>` }], 'https://shop.example').businessData.TimeZone;
    expect(run('<p>Call (916) 997-1356</p>')).toBe('America/Los_Angeles');
    expect(run('<p>Call (916) 997-1356</p><p>Visit us: 12 Main St, Austin, TX 78701</p>')).toBe('America/Chicago');
    expect(run('<p>Call 1-800-555-0101</p>')).toBe('');
  });
});

describe('timeZoneFor', () => {
  it.each([
    ['NY', '10001', 'America/New_York'],
    ['AZ', '85004', 'America/Phoenix'],
    ['IN', '46204', 'America/Indiana/Indianapolis'],
    ['HI', '96813', 'Pacific/Honolulu'],
    ['AK', '99501', 'America/Anchorage'],
    ['DC', '20006', 'America/New_York'],
    ['', '20006', 'America/New_York'],
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

  it.each(['1701 K St NW, Washington, DC 20006', '1701 K St NW<br>Washington, D.C. 20006', '1701 K St NW, Washington, District of Columbia 20006'])(
    'reads a Washington DC address (%s) with its zone, leaving State for the owner (DC is no State option)',
    (address) => {
      const data = extractBusinessData([{ url: new URL('https://shop.example/'), html: `<title>Capitol Locksmiths</title><body><address>${address}</address></body>` }], 'https://shop.example').businessData;
      expect([data.BusinessAddressStreet, data.BusinessAddressCity, data.BusinessAddressState, data.BusinessAddressZipcode, data.TimeZone]).toStrictEqual(['1701 K St NW', 'Washington', '', '20006', 'America/New_York']);
    },
  );

  it('splits a state by its city when no ZIP is given', () => {
    expect(timeZoneFor('TN', '', 'Johnson City')).toBe('America/New_York');
    expect(timeZoneFor('TN', '', 'Nashville')).toBe('America/Chicago');
    expect(timeZoneFor('FL', '', 'Pensacola')).toBe('America/Chicago');
    expect(timeZoneFor('TX', '', 'El Paso')).toBe('America/Denver');
    expect(timeZoneFor('TX', '', 'Nowhereville')).toBe('America/Chicago');
  });

  it('finds the state from the ZIP alone', () => {
    expect(timeZoneFor(undefined, '98101')).toBe('America/Los_Angeles');
  });

  it('says nothing without a state or ZIP', () => {
    expect(timeZoneFor(undefined, undefined)).toBeUndefined();
  });
});

describe('guessServiceType', () => {
  it('reads "fully equipped and mobile" in the middle of a long paragraph as travelling to the customer', () => {
    const about = `${'As the sole detailer, I bring a hands-on, meticulous approach to every job, ensuring no corners are cut. '.repeat(3)}Fully equipped and mobile. When you choose us, you support a local small business.`;
    const r = extractBusinessData([{ url: new URL('https://kw.example/'), html: `<title>KW Detailing</title><body><h1>KW Detailing</h1><p>${about}</p></body>` }], 'https://kw.example');
    expect(r.businessData.ServiceType).toBe('Travel to Customer');
    expect(guessServiceType([{ text: 'We are mobile and come to you', weight: 0.4 }], false)).toBe('Travel to Customer');
  });

  it('keeps the automotive shops schema.org names by type (body shop, car wash, tire shop) at their location', () => {
    for (const type of ['AutoBodyShop', 'AutoWash', 'TireShop', 'MotorcycleRepair', 'DryCleaningOrLaundry'])
      expect(guessServiceType([{ text: type, weight: 0.95 }, { text: 'Service Areas', weight: 0.4 }], false)).toBe('Fixed Location');
  });

  it('sends plumbers to the customer', () => {
    expect(guessServiceType([{ text: 'Joe’s Plumbing | Austin Plumber', weight: 0.6 }], false)).toBe('Travel to Customer');
  });

  it('sends maids, painters and a business named "… Electric" to the customer, but not an electric toothbrush', () => {
    for (const text of ['Sparkle Maids | Austin', 'Pro Painters - interior and exterior painting', 'Bright Electric | Austin']) {
      expect(guessServiceType([{ text, weight: 0.6 }], false), text).toBe('Travel to Customer');
    }
    expect(guessServiceType([{ text: 'We sell the Sonic electric toothbrush', weight: 0.6 }], false)).toBeUndefined();
  });

  it('sends house painters and lawn care to the customer, and keeps permanent-makeup, esthetician and collision shops at their location', () => {
    for (const text of ["Moore's Painting LLC is a residential and commercial painting company", 'LFTGU Lawn Care | Lakeland']) {
      expect(guessServiceType([{ text, weight: 0.6 }], false), text).toBe('Travel to Customer');
    }
    for (const text of ['Permanent Makeup Chicago | Microblading', 'Skin by Haxton, esthetician in Los Altos', 'Redemption Collision Center']) {
      expect(guessServiceType([{ text, weight: 0.6 }], false), text).toBe('Fixed Location');
    }
  });

  it('keeps auto shops at their location: a "Book Service" button beside "Call Us" is no service call', () => {
    const kinds = [
      { text: 'JVK Auto Service & Sales | Derry NH Auto Repair, Used Cars', weight: 0.6 },
      { text: 'Book Service Call Us', weight: 0.4 },
    ];
    expect(guessServiceType(kinds, false)).toBe('Fixed Location');
    expect(guessServiceType([{ text: 'AutoShop Machine Services | automotive machining and cylinder heads', weight: 0.6 }], false)).toBe('Fixed Location');
    expect(guessServiceType([{ text: 'Mobile mechanic: request a service call', weight: 0.6 }], false)).toBe('Travel to Customer');
    // Repair counters customers bring their devices to.
    for (const text of ['Phone, Computer & Electronics Repair in Pine Bluff, AR', 'Stellar Computer Repair', 'ElectronicsStore']) {
      expect(guessServiceType([{ text, weight: 0.6 }], false), text).toBe('Fixed Location');
    }
  });

  it('sends carpet, upholstery and window cleaners to the customer, and keeps an upholsterer at the shop', () => {
    for (const text of ['Eagle Carpet Cleaners offers truck-mount steam carpet and upholstery cleaning', 'B CLEAN - window cleaning, carpet cleaning and upholstery cleaning in Logan', 'Crystal Window Cleaners']) {
      expect(guessServiceType([{ text, weight: 0.6 }], false), text).toBe('Travel to Customer');
    }
    expect(guessServiceType([{ text: 'Main Street Upholstery - custom furniture upholstering', weight: 0.6 }], false)).toBe('Fixed Location');
    expect(guessServiceType([{ text: "Tracy's Upholstery | Quality Service | Honest Prices", weight: 0.6 }], false)).toBe('Fixed Location');
    expect(guessServiceType([{ text: 'Steam carpet and upholstery cleaning. Deep Clean Carpets, Tile & Upholstery', weight: 0.6 }], false)).toBe('Travel to Customer');
  });

  it('sends air duct and dryer vent cleaners, tow trucks, sprinkler, mold and snow crews to the customer', () => {
    for (const text of ['Duct Cleaning Nassau County, NY | Free Estimates', 'Professional air duct cleaning in Nassau County', 'Dryer vent cleaning and repair', 'Sal Towing | 24 hour tow truck service', 'Sprinkler repair and irrigation', 'Mold remediation and water damage restoration', 'Snow plowing for homes and businesses']) {
      expect(guessServiceType([{ text, weight: 0.6 }], false), text).toBe('Travel to Customer');
    }
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

  it('sends concrete and fencing contractors out, and keeps counselors, martial arts schools, dry cleaners and kennels in', () => {
    for (const text of ['Dollar Concrete | Commercial concrete contractor', "Rick's Stamped Concrete - patios and driveways", 'Acme Fencing - fence installation']) {
      expect(guessServiceType([{ text, weight: 0.6 }], false), text).toBe('Travel to Customer');
    }
    for (const text of ['Endicott Counseling | Charlotte', 'Rains Martial Arts - Taekwondo for kids', 'B&W Dry Cleaners and Alterations', 'Barking Bear | Dog Boarding and Doggie Day Care']) {
      expect(guessServiceType([{ text, weight: 0.6 }], false), text).toBe('Fixed Location');
    }
  });

  it('leaves it to the owner when nothing says which', () => {
    expect(guessServiceType([{ text: 'Smith & Sons | Quality since 1950', weight: 0.6 }], false)).toBeUndefined();
  });
});
