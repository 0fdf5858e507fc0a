// Issue 17: city/state without a street, menu prices, discounts that are not prices, names a page repeats.
import { describe, expect, it } from 'vitest';
import { extractBusinessData } from './extract';
import { parseServiceLine } from './extractors';
import { findCityOnly } from './normalize/address';

const page = (html: string) => [{ url: new URL('https://shop.example/'), html }];

describe('city and state without a street', () => {
  it('reads "Serving Austin, TX", "Based in Methuen, Massachusetts" and a bare "Champaign, IL 61821" line', () => {
    expect(findCityOnly('Proudly serving Austin, TX and nearby')).toStrictEqual([{ street: '', city: 'Austin', state: 'TX', zip: '', served: true }]);
    expect(findCityOnly('Based in Methuen, Massachusetts.')).toStrictEqual([{ street: '', city: 'Methuen', state: 'MA', zip: '', served: true }]);
    expect(findCityOnly('Champaign, IL 61821')).toStrictEqual([{ street: '', city: 'Champaign', state: 'IL', zip: '61821', served: false }]);
  });

  it('ignores places that are not real: a city not in that state, a ZIP from another state', () => {
    expect(findCityOnly('Serving Gotham, NY')).toStrictEqual([]);
    expect(findCityOnly('Champaign, IL 90210')).toStrictEqual([]);
    expect(findCityOnly('Family Owned, ME')).toStrictEqual([]);
  });

  it('keeps a stated street address over a "Serving …" line elsewhere on the site', () => {
    const { businessData } = extractBusinessData(
      page('<title>Acme Heating</title><body><p>Serving Dallas, TX</p><footer><p>1420 NW 36th St.<br>Newton, KS 67114</p></footer></body>'),
      'https://shop.example/',
    );
    expect([businessData.BusinessAddressStreet, businessData.BusinessAddressCity, businessData.BusinessAddressState]).toStrictEqual(['1420 NW 36th St.', 'Newton', 'KS']);
  });

  it('fills city, state and time zone from "Serving Fresno, CA" when no street is stated', () => {
    const { businessData } = extractBusinessData(page('<title>Acme Roofing</title><body><h2>Proudly serving Fresno, CA</h2></body>'), 'https://shop.example/');
    expect([businessData.BusinessAddressStreet, businessData.BusinessAddressCity, businessData.BusinessAddressState, businessData.TimeZone]).toStrictEqual(['', 'Fresno', 'CA', 'America/Los_Angeles']);
  });
});

describe('services and prices as written', () => {
  it('reads salon-menu lines and ranges', () => {
    expect(parseServiceLine("Women's Cut $54+")).toStrictEqual({ name: "Women's Cut", durationMinutes: 60, priceFromCents: 5400 });
    expect(parseServiceLine('Perm $55 & up')).toStrictEqual({ name: 'Perm', durationMinutes: 60, priceFromCents: 5500 });
    expect(parseServiceLine('Drain cleaning — from $89')).toStrictEqual({ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 8900 });
    expect(parseServiceLine('Water heater install: $150–$300')).toStrictEqual({ name: 'Water heater install', durationMinutes: 60, priceFromCents: 15000, priceToCents: 30000 });
    expect(parseServiceLine('$59.99 Tune-Up Special')).toStrictEqual({ name: 'Tune-Up Special', durationMinutes: 60, priceFromCents: 5999 });
  });

  it('does not take discounts, savings, values or big sums for prices', () => {
    for (const line of ['$40 Off Any Service or Repair', 'Save $35 on duct cleaning', 'Free maintenance - a $200+ value', 'Meta plans a $35 billion data center fund', 'Coupon: $25 off']) {
      expect({ line, parsed: parseServiceLine(line) }).toStrictEqual({ line, parsed: undefined });
    }
  });

  it('names a price alone on its line after the heading above it', () => {
    const { businessData } = extractBusinessData(
      page('<title>Acme Barbers</title><body><ul><li><h3>Haircut</h3><p>$25</p></li><li><h3>Beard Trim</h3><p>$15</p></li></ul></body>'),
      'https://shop.example/',
    );
    expect(businessData.Services).toStrictEqual([
      { name: 'Haircut', durationMinutes: 60, priceFromCents: 2500 },
      { name: 'Beard Trim', durationMinutes: 60, priceFromCents: 1500 },
    ]);
  });
});

describe('names and emails', () => {
  it('takes the title part the page repeats, not the slogan beside it', () => {
    const html = '<title>Ephraim Family Dental | Dentistry Designed Around People</title><body><p>Welcome to Ephraim Family Dental.</p><p>Ephraim Family Dental serves Central Utah.</p></body>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName).toBe('Ephraim Family Dental');
  });

  it('leaves the name empty when title parts disagree and nothing else decides', () => {
    const html = '<title>Best Plumbing Deals | Joe Smith Pipes</title><body><p>Hello</p></body>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName).toBe('');
  });

  it('believes the address a mail link shows over a different one in its href', () => {
    const html = '<title>Acme</title><body><a href="mailto:info@template.example">owner@acme.example</a></body>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessEmail).toBe('owner@acme.example');
  });

  it('keeps scraped text plain: markup in a name or service never comes through as HTML', () => {
    const html = '<title>&lt;img src=x onerror=alert(1)&gt; Plumbing</title><body><p>Drain cleaning &lt;script&gt;x&lt;/script&gt; — $129</p></body>';
    const { businessData } = extractBusinessData(page(html), 'https://shop.example/');
    expect(JSON.stringify(businessData)).not.toMatch(/<script|<img/i);
  });
});
