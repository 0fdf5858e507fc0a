// Issue 17: city/state without a street, menu prices, discounts that are not prices, names a page repeats.
import { describe, expect, it } from 'vitest';
import { extractBusinessData } from './extract';
import { parseServiceLine, plausibleName } from './extractors';
import { extractServicesText } from './extractors/services-text';
import { extractNames, withoutMonogram } from './extractors/names';
import { tokenize } from './hours/tokens';
import { MAX_DEPTH, parsePage, visibleLines, withinDepth } from './page';
import { cityKey, findAddresses, findCityOnly, findCityStateWords, findStateOnly, findTownsAlone, knownCity, streetKey } from './normalize/address';

const page = (html: string) => [{ url: new URL('https://shop.example/'), html }];

describe('city and state without a street', () => {
  it('reads a state written in any case before its ZIP and a ZIP on the next line ("Wyandotte, Mi<br>48192"), but only a ZIP of that state', () => {
    expect(findCityOnly('Pine St.\nWyandotte, Mi\n48192\n(734)285-1344')).toStrictEqual([{ street: '', city: 'Wyandotte', state: 'MI', zip: '48192', served: false }]);
    expect(findCityOnly('Dallas, Tx 75201')).toStrictEqual([{ street: '', city: 'Dallas', state: 'TX', zip: '75201', served: false }]);
    // "Co" is Colorado only when a Colorado ZIP follows.
    expect(findCityOnly('Acme, Co 75201')).toStrictEqual([]);
    const { businessData: b } = extractBusinessData(page('<title>Acme</title><body><p>12 Pine St.<br>Wyandotte, Mi<br>48192</p></body>'), 'https://shop.example/');
    expect([b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressState, b.BusinessAddressZipcode]).toStrictEqual(['12 Pine St.', 'Wyandotte', 'MI', '48192']);
  });

  it('reads a town and its state in words in a heading ("Junk Removal Houston Texas"), not in a story', () => {
    expect(findCityStateWords('Junk Removal Houston Texas')).toStrictEqual([{ street: '', city: 'Houston', state: 'TX', zip: '' }]);
    expect(findCityStateWords('I began building RVs in 1984 at Beaver Coaches in Bend Oregon, and since then I have worked with many dealers.')).toStrictEqual([]);
    expect(findCityStateWords('Plumbing Springfield Texas')).toStrictEqual([]);
  });

  it('reads "Serving Austin, TX", "Based in Methuen, Massachusetts" and a bare "Champaign, IL 61821" line', () => {
    expect(findCityOnly('Proudly serving Austin, TX and nearby')).toStrictEqual([{ street: '', city: 'Austin', state: 'TX', zip: '', served: true }]);
    expect(findCityOnly('Based in Methuen, Massachusetts.')).toStrictEqual([{ street: '', city: 'Methuen', state: 'MA', zip: '', served: true }]);
    expect(findCityOnly('Champaign, IL 61821')).toStrictEqual([{ street: '', city: 'Champaign', state: 'IL', zip: '61821', served: false }]);
  });

  it('reads a list of places served (the first one), a "City, ST" line, a title or copyright ending in one, and "operating out of Sandy Oregon"', () => {
    const one = (text: string) => findCityOnly(text).map(({ city, state }) => `${city}, ${state}`);
    expect(one('Serving Emmaus, Allentown & Macungie, PA')).toContain('Emmaus, PA');
    expect(one('AG Sewer Repair — Serving Philadelphia and Bucks County, PA')).toContain('Philadelphia, PA');
    expect(one('Franklin, MA')).toStrictEqual(['Franklin, MA']);
    expect(one('© 2026 About To Shine Cleaning • Emmaus, PA')).toStrictEqual(['Emmaus, PA']);
    expect(one('Shine Cleaning | Emmaus, PA')).toStrictEqual(['Emmaus, PA']);
    expect(one('in and around Franklin, MA. Residential and commercial.')).toStrictEqual(['Franklin, MA']);
    expect(one('proudly serving neighborhoods within a 30-mile radius of Benton, Arkansas.')).toStrictEqual(['Benton, AR']);
    expect(one('Operating out of Sandy Oregon, I serve the Pacific Northwest.')).toStrictEqual(['Sandy, OR']);
    expect(one('📍 Franklin, MA')).toStrictEqual(['Franklin, MA']);
    expect(one('Birmingham, AL & Surrounding Areas')).toStrictEqual(['Birmingham, AL']);
    expect(one('📍 Miami, FL — Mobile across South Florida')).toStrictEqual(['Miami, FL']);
    expect(one('Residential & commercial — Las Vegas, NV area')).toStrictEqual(['Las Vegas, NV']);
    expect(one('Tampa, FL metro area')).toStrictEqual(['Tampa, FL']);
    // Without a phrase saying where the business is, a city and a spelled-out state are not enough.
    expect(one('I began building RVs in 1984 at Beaver Coaches in Bend Oregon.')).toStrictEqual([]);
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

  it('reads a street named for its park or center ("49 Craig Industrial Park", "100 Town Center")', () => {
    for (const street of ['49 Craig Industrial Park', '100 Town Center', '12 Oak Commons']) {
      const b = extractBusinessData(page(`<title>Acme Pest</title><body><p>${street}</p><p>Selma, AL 36701</p></body>`), 'https://shop.example/').businessData;
      expect([b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressZipcode], street).toStrictEqual([street, 'Selma', '36701']);
    }
  });

  it('reads hours in table cells with the dash in a cell of its own, and a day run into its times ("Monday8:00am-5:00pm", "Fridayclosed")', () => {
    const hours = (html: string) => extractBusinessData(page(`<title>Acme</title><body>${html}</body>`), 'https://shop.example/').businessData.BusinessHours;
    const week = 'Mon[8:00AM-5:00PM]; Tue[8:00AM-1:00PM]; Wed[Closed]; Thu[8:00AM-5:00PM]; Fri[Closed]; Sat[Closed]; Sun[Closed]';
    const row = (d: string, t: string) => (t === 'closed' ? `<tr><td>${d}</td><td>closed</td></tr>` : `<tr><td>${d}</td><td>${t.split('-')[0]}</td><td>-</td><td>${t.split('-')[1]}</td></tr>`);
    const days: Array<[string, string]> = [['Monday', '8:00am-5:00pm'], ['Tuesday', '8:00am-1:00pm'], ['Wednesday', 'closed'], ['Thursday', '8:00am-5:00pm'], ['Friday', 'closed'], ['Saturday', 'closed'], ['Sunday', 'closed']];
    expect(hours(`<h3>Office Hours</h3><table>${days.map(([d, t]) => row(d, t)).join('')}</table>`)).toBe(week);
    expect(hours(`<h3>Office Hours</h3>${days.map(([d, t]) => `<p><b>${d}</b>${t}</p>`).join('')}`)).toBe(week);
  });

  it('reads an hours label run into its days ("<b>Hours</b><span>Mon–Sat 7am–6pm</span>") as labelled hours, so JSON-LD round-the-clock hours it contradicts are left out', () => {
    const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Electrician","name":"Acme Electric","openingHoursSpecification":{"@type":"OpeningHoursSpecification","dayOfWeek":["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"],"opens":"00:00","closes":"23:59"}}</script>';
    const hours = (body: string) => extractBusinessData(page(`<title>Acme Electric</title>${ld}<body>${body}</body>`), 'https://shop.example/').businessData.BusinessHours;
    expect(hours('<div><b>Hours</b><span class="v">Mon–Sat 7am–6pm · 24/7 emergency</span></div>')).toBe('');
    expect(hours('<div><b>Hours</b><span>Mon–Fri 8am–5pm</span></div>')).toBe('');
    const text = extractBusinessData(page('<title>Acme Electric</title><body><div><b>Hours</b><span>Mon–Fri 8am–5pm</span></div></body>'), 'https://shop.example/').businessData;
    expect(text.DaysOpen).toBe('Monday, Tuesday, Wednesday, Thursday, Friday');
  });

  it.each([
    ['12345 US-290, Austin, TX 78737', '12345 US-290', 'Austin'],
    ['4500 Hwy 71 W, Austin, TX 78735', '4500 Hwy 71 W', 'Austin'],
    ['1200 FM 1626, Austin, TX 78748', '1200 FM 1626', 'Austin'],
    ['12 County Road 100, Georgetown, TX 78626', '12 County Road 100', 'Georgetown'],
    ['123 N. Lamar, Austin TX 78701', '123 N. Lamar', 'Austin'],
    ['12 MAIN ST, AUSTIN, TX 78701', '12 MAIN ST', 'Austin'],
  ])('reads a numbered road, a street without a suffix after its direction, and one in capitals: %s', (text, street, city) => {
    const b = extractBusinessData(page(`<title>Acme Plumbing</title><body><p>${text}</p></body>`), 'https://shop.example/').businessData;
    expect([b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressState]).toStrictEqual([street, city, 'TX']);
  });

  it('reads hand-written JSON-LD with a line break inside a string or a trailing comma, and a whole address typed into its street', () => {
    const ld = (json: string) => `<title>Acme Junk</title><script type="application/ld+json">${json}</script><body></body>`;
    const data = (json: string) => extractBusinessData(page(ld(json)), 'https://shop.example/').businessData;
    const broken = '{"@context":"https://schema.org","@type":"LocalBusiness","name":"Acme Junk","description":"We haul.\tFast.\nCheap.","email":"info@acmejunk.example","address":{"@type":"PostalAddress","streetAddress":"126 Hillendale Rd, Bel Air, MD 21014","addressLocality":"Bel Air, MD","addressRegion":"MD",},}';
    const b = data(broken.replace('\\t', '\t').replace('\\n', '\n'));
    expect([b.BusinessEmail, b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressState, b.BusinessAddressZipcode]).toStrictEqual(['info@acmejunk.example', '126 Hillendale Rd', 'Bel Air', 'MD', '21014']);
    // A county and its ZIP in the street field is no street.
    const county = data('{"@type":"LocalBusiness","name":"Acme Junk","address":{"@type":"PostalAddress","streetAddress":"Harford County, MD 21014","addressLocality":"Bel Air","postalCode":"21014"}}');
    expect([county.BusinessAddressStreet, county.BusinessAddressCity, county.BusinessAddressZipcode]).toStrictEqual(['', 'Bel Air', '21014']);
    // Not JSON at all: nothing, and no error.
    expect(data('{"@type": "LocalBusiness", name: Acme').BusinessEmail).toBe('');
  });

  it('keeps a town but leaves its ZIP empty when two sources give it two ZIPs', () => {
    const ld = '<script type="application/ld+json">{"@type":"LocalBusiness","name":"Up North Washing","address":{"@type":"PostalAddress","addressLocality":"Duluth","addressRegion":"MN","postalCode":"55802"}}</script>';
    const b = extractBusinessData(page(`<title>Up North Washing</title>${ld}<body><p>Duluth, MN 55811</p></body>`), 'https://shop.example/').businessData;
    expect([b.BusinessAddressCity, b.BusinessAddressState, b.BusinessAddressZipcode, b.TimeZone]).toStrictEqual(['Duluth', 'MN', '', 'America/Chicago']);
  });

  it('reads JSON-LD areaServed ("Austin, TX") as the place served when no address is given', () => {
    const ld = (area: string) => `<title>Acme Plumbing</title><script type="application/ld+json">{"@type":"Plumber","name":"Acme Plumbing","areaServed":${area}}</script><body></body>`;
    const place = (area: string) => {
      const b = extractBusinessData(page(ld(area)), 'https://shop.example/').businessData;
      return [b.BusinessAddressCity, b.BusinessAddressState, b.TimeZone];
    };
    expect(place('{"@type":"City","name":"Austin, TX"}')).toStrictEqual(['Austin', 'TX', 'America/Chicago']);
    expect(place('["Round Rock, Texas", "Austin, TX"]')).toStrictEqual(['Round Rock', 'TX', 'America/Chicago']);
    // A town without its state, or a place that is not real, says nothing.
    expect(place('"Austin"')).toStrictEqual(['', '', '']);
    expect(place('"Nowhereville, TX"')).toStrictEqual(['', '', '']);
  });

  it('gives the state a site serves without naming a town ("Serving Connecticut", "Snohomish County, WA") when its phone agrees', () => {
    const place = (body: string, phone = '(203) 555-0142') => {
      const b = extractBusinessData(page(`<title>Kenna Roofing</title><body><p>Call ${phone}</p>${body}</body>`), 'https://shop.example/').businessData;
      return [b.BusinessAddressCity, b.BusinessAddressState, b.TimeZone];
    };
    expect(place('<p>Proudly Serving Connecticut Homeowners</p>')).toStrictEqual(['', 'CT', 'America/New_York']);
    expect(place('<p>Junk removal in Snohomish County, WA</p>', '(425) 555-0123')).toStrictEqual(['', 'WA', 'America/Los_Angeles']);
    expect(place('<p>We detail cars anywhere in South Florida.</p>', '(954) 555-0100')).toStrictEqual(['', 'FL', 'America/New_York']);
    // The phone says another state, or the site names two: no state.
    expect(place('<p>Proudly Serving Connecticut Homeowners</p>', '(512) 555-0142')[1]).toBe('');
    expect(place('<p>Serving Connecticut and Rhode Island</p>')[1]).toBe('');
    // A town, when known, still wins.
    expect(place('<p>Serving Hartford, CT</p><p>Roofing across Connecticut</p>')).toStrictEqual(['Hartford', 'CT', 'America/New_York']);
  });

  it('gives a town named with no state ("Serving the Greater Nashville Area", "Tampa\'s Elite …", "| Indianapolis") when the phone\'s state has it and no other town is named', () => {
    const place = (body: string, phone = '(615) 555-0142', title = 'Squeaky Clean Washing') => {
      const b = extractBusinessData(page(`<title>${title}</title><body><p>Call ${phone}</p>${body}</body>`), 'https://shop.example/').businessData;
      return [b.BusinessAddressCity, b.BusinessAddressState, b.TimeZone];
    };
    expect(place('<p>Pressure washing across the Greater Nashville Area.</p>')).toStrictEqual(['Nashville', '', 'America/Chicago']);
    expect(place('<p>We have been serving the greater phoenix area for 20 years.</p>', '(602) 555-0100')).toStrictEqual(['Phoenix', '', 'America/Phoenix']);
    expect(place('<h1>Tampa’s Elite Pressure Washing Service</h1>', '(813) 555-0100')).toStrictEqual(['Tampa', '', 'America/New_York']);
    expect(place('<p>Welcome</p>', '(317) 555-0100', 'A.A. Ron’s Pressure Washing LLC | Indianapolis')).toStrictEqual(['Indianapolis', '', 'America/Indiana/Indianapolis']);
    expect(place('<p>Mobile repairs in Chula Vista and surrounding areas.</p>', '(619) 555-0100')).toStrictEqual(['Chula Vista', '', 'America/Los_Angeles']);
    // 812 spans two zones; the town says which.
    expect(place('<p>Proudly serving Terre Haute and surrounding areas.</p>', '(812) 555-0100')).toStrictEqual(['Terre Haute', '', 'America/Indiana/Indianapolis']);
    expect(place('<p>Proudly serving Evansville and surrounding areas.</p>', '(812) 555-0100')).toStrictEqual(['Evansville', '', 'America/Chicago']);
    // A state written as the site writes it ("La.") is kept.
    expect(place('<p>Owner-run painting company, Located in Ruston, La.</p>', '(318) 555-0100')).toStrictEqual(['Ruston', 'LA', 'America/Chicago']);
    // The phone's state has no such town; a list of towns; two towns named in two places: no town.
    expect(place('<p>Serving the Greater Nashville Area.</p>', '(512) 555-0100')[0]).toBe('');
    expect(place('<p>Serving Boca Raton, Delray Beach, Lake Worth and Wellington.</p>', '(561) 555-0100')[0]).toBe('');
    expect(place('<p>Join families across Jersey City, Hoboken &amp; Edgewater.</p>', '(201) 555-0100')[0]).toBe('');
    expect(place('<p>Serving Charlotte Area</p>', '(704) 555-0100', 'Appliance Repair | Serving Atlanta Area')[0]).toBe('');
    // Words that are no town ("Serving Quality", "for Itself") give none; a stated address still wins.
    expect(place('<p>Serving Quality Since 1990. Our Work Speaks for Itself</p>')[0]).toBe('');
    expect(place('<p>Serving the Greater Nashville Area</p><p>12 Main St, Franklin, TN 37064</p>')).toStrictEqual(['Franklin', 'TN', 'America/Chicago']);
  });

  it('takes the ZIP the footer gives an address that JSON-LD states without one', () => {
    const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Plumber","name":"Acme Plumbing","address":{"@type":"PostalAddress","streetAddress":"12 Main St","addressLocality":"Austin","addressRegion":"TX"}}</script>';
    const b = extractBusinessData(page(`<title>Acme Plumbing</title>${ld}<body><footer>12 Main St, Austin, TX 78701</footer></body>`), 'https://shop.example/').businessData;
    expect([b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressState, b.BusinessAddressZipcode]).toStrictEqual(['12 Main St', 'Austin', 'TX', '78701']);
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

  it('does not take discounts, savings, values, big sums or a calculator\'s estimate for prices', () => {
    for (const line of ['$40 Off Any Service or Repair', 'Save $35 on duct cleaning', 'Free maintenance - a $200+ value', 'Meta plans a $35 billion data center fund', 'Coupon: $25 off', 'Estimated Price Range: $650 – $975', 'Your estimate $120', 'Current offer: $1,000 upgrade with every roof replacement. Limited time, book your free inspection today.', '★ $1,000 Upgrade With Every Roof Replacement']) {
      expect({ line, parsed: parseServiceLine(line) }).toStrictEqual({ line, parsed: undefined });
    }
  });

  it('keeps which variant a dash names when a bracket adds the unit ("Lot clearing — light brush (per acre)"), and drops a description after it', () => {
    expect(parseServiceLine('Lot clearing — light brush (per acre) $1,500 – $3,000')).toMatchObject({ name: 'Lot clearing — light brush (per acre)', priceFromCents: 150000, priceToCents: 300000 });
    expect(parseServiceLine("Men's Cut - includes wash, style and a hot towel $30")?.name).toBe("Men's Cut");
  });

  it('reads a name touching its price, a variant price, a bracketed note, a leading bullet, a table row with a duration', () => {
    expect(parseServiceLine('Basic Manicure$20')).toStrictEqual({ name: 'Basic Manicure', durationMinutes: 60, priceFromCents: 2000 });
    expect(parseServiceLine('Deluxe Manicure$25 · Gel $43')).toStrictEqual({ name: 'Deluxe Manicure', durationMinutes: 60, priceFromCents: 2500, priceToCents: 4300 });
    expect(parseServiceLine('Acrylic Full Set | $35 | $25')).toStrictEqual({ name: 'Acrylic Full Set', durationMinutes: 60, priceFromCents: 2500, priceToCents: 3500 });
    expect(parseServiceLine('Kids manicure (under 10 years old): $15.00')).toStrictEqual({ name: 'Kids manicure (under 10 years old)', durationMinutes: 60, priceFromCents: 1500 });
    expect(parseServiceLine('• 2 Designs $6+')).toStrictEqual({ name: '2 Designs', durationMinutes: 60, priceFromCents: 600 });
    expect(parseServiceLine('Polish Change — Hands$10')).toStrictEqual({ name: 'Polish Change — Hands', durationMinutes: 60, priceFromCents: 1000 });
    expect(parseServiceLine('Gel Manicure | 45 min | $35')).toStrictEqual({ name: 'Gel Manicure', durationMinutes: 45, priceFromCents: 3500 });
    expect(parseServiceLine('Massage $80 / 60 min')).toStrictEqual({ name: 'Massage', durationMinutes: 60, priceFromCents: 8000 });
    expect(parseServiceLine('Removal Only $15')).toStrictEqual({ name: 'Removal Only', durationMinutes: 60, priceFromCents: 1500 });
    expect(parseServiceLine('Only $15 today')).toBeUndefined();
  });

  it('names a price alone in a card from the card’s heading, with the card’s duration, past a detail line', () => {
    const card = (name: string, detail: string, price: string, note: string) => `<div class="card"><h3>${name}</h3><p>${detail}</p><div class="price">${price}</div><p>${note}</p><ul><li>Bath &amp; Blow Dry</li></ul></div>`;
    const html = `<title>Tangle Grooming</title><body><section><h2>Our Prices</h2>${card('XS Dogs', 'Under 10 lbs', '$40+', 'Starting price | 2 hour appointment')}${card('Large Dogs', '50–80 lbs', '$100+', 'Starting price | 3 hour appointment')}</section>
      <h2>Add-Ons</h2><div><div><span>💊 Medicated Bath</span><span>+$5</span></div><div><span>✨ Deep Conditioning</span><span>+$10</span></div></div></body>`;
    const { businessData } = extractBusinessData(page(html), 'https://shop.example/');
    expect(businessData.Services?.map((s) => [s.name, s.priceFromCents, s.durationMinutes])).toStrictEqual([
      // Lines holding a name and its price come first (pictographs in front dropped), then prices named from their card.
      ['Medicated Bath', 500, 60],
      ['Deep Conditioning', 1000, 60],
      ['XS Dogs', 4000, 120],
      ['Large Dogs', 10000, 180],
    ]);
  });

  it('names a card’s "<length> · <price>" line from its heading when the length is "1 hour 30 minutes", "… and up" or "Duration Varies", and the price is per hour', () => {
    const card = (name: string, line: string) => `<div class="card"><h3><a href="#x">${name}</a></h3><p class="card-description">A restorative facial for every skin type, with a mask and a serum.</p><p class="author">${line}<br><a href="https://book.example/">Book an Appointment</a></p></div>`;
    const html = `<title>Viva Skin Spa</title><body>${card('Hydrofacial', '1 hour 30 minutes · $150')}${card('Revitalizing Anti-Aging', '1 hour 30 minutes and up · $125')}${card('Signature European Facial', 'Duration Varies · $85 to $100')}${card('Anti-Acne Peel', 'Duration Varies · $85/1hr')}</body>`;
    const { businessData } = extractBusinessData(page(html), 'https://shop.example/');
    expect(businessData.Services?.map((s) => [s.name, s.priceFromCents, s.priceToCents, s.durationMinutes])).toStrictEqual([
      ['Hydrofacial', 15000, undefined, 90],
      ['Revitalizing Anti-Aging', 12500, undefined, 90],
      ['Signature European Facial', 8500, 10000, 60],
      ['Anti-Acne Peel', 8500, undefined, 60],
    ]);
  });

  it('reads "Starts at $230" and "$100 a pair" in a card under field labels, with the card’s time', () => {
    const card = (name: string, price: string, time: string) => `<div class="card"><h3>${name}</h3><p>A thorough job, inside and out, for a like-new finish. Read more...</p><div><p>Price</p><p>${price}</p></div><div><p>Time</p><p>${time}</p></div></div>`;
    const html = `<title>Ed's Detailing</title><body>${card('The Full Detail', 'Starts at $230', '5h - 7h')}${card('Headlight Restoration', '$100 a pair', '1h - 2h')}</body>`;
    const { businessData } = extractBusinessData(page(html), 'https://shop.example/');
    expect(businessData.Services?.map((s) => [s.name, s.priceFromCents, s.durationMinutes])).toStrictEqual([
      ['The Full Detail', 23000, 300],
      ['Headlight Restoration', 10000, 60],
    ]);
  });

  it('makes one service per card when every card prices the same sizes, and keeps a name repeated once at two prices as two', () => {
    const card = (name: string, a: number, b: number) => `<div><h3>${name}</h3><ul><li>Compact / Sedan $${a}</li><li>SUV / Crossover $${b}</li></ul></div>`;
    const sizes = extractBusinessData(page(`<title>GT Detailing</title><body>${card('Exterior Detail', 90, 110)}${card('Interior Detail', 105, 125)}</body>`), 'https://shop.example/');
    expect(sizes.businessData.Services?.map((s) => [s.name, s.priceFromCents, s.priceToCents])).toStrictEqual([
      ['Exterior Detail', 9000, 11000],
      ['Interior Detail', 10500, 12500],
    ]);
    const polish = extractBusinessData(page('<title>Nails</title><body><h3>Hands</h3><p>Regular Polish Change: $15.00</p><p>Dip Manicure: $50.00</p><h3>Feet</h3><p>Regular Polish Change: $20.00</p><p>Regular Pedicure: $35.00</p></body>'), 'https://shop.example/');
    expect(polish.businessData.Services?.map((s) => `${s.name} ${s.priceFromCents}`)).toStrictEqual(['Regular Polish Change 1500', 'Dip Manicure 5000', 'Regular Polish Change 2000', 'Regular Pedicure 3500']);
    // A long menu of the same areas under two headings, naming no size: each area is a service.
    const areas = ['Forehead', 'Upper Lip', 'Chin', 'Eyebrows', 'Neck', 'Full Face'];
    const menu = (name: string, base: number) => `<div><h3>${name}</h3>${areas.map((a, i) => `<p>${a} $${base + i}.00</p>`).join('')}</div>`;
    const spa = extractBusinessData(page(`<title>Meetra Spa</title><body>${menu('Threading', 5)}${menu('Facial Waxing', 8)}</body>`), 'https://shop.example/');
    expect(spa.businessData.Services?.map((s) => `${s.name} ${s.priceFromCents}`)).toStrictEqual([...areas.map((a, i) => `${a} ${500 + 100 * i}`), ...areas.map((a, i) => `${a} ${800 + 100 * i}`)]);
  });

  it('names prices in a definition list and in a flat list that opens with prices from the right side', () => {
    const dl = '<dl><dt>Haircut</dt><dd>$25</dd><dt>Beard Trim</dt><dd>$15</dd></dl>';
    const flat = '<div class="menu"><p>$30</p><p>Color</p><p>$90</p><p>Highlights</p></div>';
    const names = (body: string) => extractBusinessData(page(`<title>Acme Barbers</title><body>${body}</body>`), 'https://shop.example/').businessData.Services?.map((s) => `${s.name} ${s.priceFromCents}`);
    expect(names(dl)).toStrictEqual(['Haircut 2500', 'Beard Trim 1500']);
    expect(names(flat)).toStrictEqual(['Color 3000', 'Highlights 9000']);
  });

  it('does not name a price after the section heading above its list when the item already names it', () => {
    const html = '<title>LK Nails</title><body><div><h4>Additional</h4><div><span>French</span><span>$7</span></div><div><span>Paraffin Wax</span><span>$9</span></div></div></body>';
    const { businessData } = extractBusinessData(page(html), 'https://shop.example/');
    expect(businessData.Services?.map((s) => `${s.name} ${s.priceFromCents}`)).toStrictEqual(['French 700', 'Paraffin Wax 900']);
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

  const services = (body: string) =>
    (extractBusinessData(page(`<title>Fade Masters</title><body>${body}</body>`), 'https://shop.example/').businessData.Services ?? []).map(
      (s) => `${s.name} ${s.priceFromCents}${s.priceToCents ? `-${s.priceToCents}` : ''} ${s.durationMinutes}m`,
    );
  const three = ['Men’s Cut 2500 60m', 'Beard Trim 1500 60m', 'Hot Towel Shave 3000 60m'];

  it('reads the price and the name in many layouts: <br> inside one item, a column of prices beside a column of names, price first in spans', () => {
    expect(services('<ul><li>Men’s Cut<br>$25</li><li>Beard Trim<br>$15</li><li>Hot Towel Shave<br>$30</li></ul>')).toStrictEqual(three);
    expect(services('<p><strong>Men’s Cut:</strong><br>Includes a wash<br>$25</p><p><strong>Beard Trim:</strong><br>Line up<br>$15</p><p><strong>Hot Towel Shave:</strong><br>Straight razor<br>$30</p>')).toStrictEqual(three);
    expect(services('<div><div><p>Men’s Cut</p><p>Beard Trim</p><p>Hot Towel Shave</p></div><div><p>$25</p><p>$15</p><p>$30</p></div></div>')).toStrictEqual(three);
    expect(services('<div><span>$25</span><span>Men’s Cut</span></div><div><span>$15</span><span>Beard Trim</span></div><div><span>$30</span><span>Hot Towel Shave</span></div>')).toStrictEqual(three);
    // A menu item's title element, not the description line nearer its price.
    expect(services('<div><div class="menu-item-title">Men’s Cut</div><div>Wash, cut and style</div><div>$25</div></div><div><div class="menu-item-title">Beard Trim</div><div>Shape and line</div><div>$15</div></div>')).toStrictEqual(three.slice(0, 2));
  });

  it('reads a card’s labelled price ("Price: $25", "Cost: $129"), a menu written price first ("$25 — Men’s Cut"), several services on one line and a length after the name', () => {
    const card = (name: string, price: string) => `<div><h3>${name}</h3><p>What the visit includes.</p><p>${price}</p></div>`;
    expect(services(card('Men’s Cut', 'Price: $25') + card('Beard Trim', '<strong>Cost:</strong> $15') + card('Hot Towel Shave', 'Price: $30'))).toStrictEqual(three);
    expect(services('<ul><li>$25 — Men’s Cut</li><li>$15 - Beard Trim</li><li>$30: Hot Towel Shave</li></ul>')).toStrictEqual(three);
    expect(services('<p>Men’s Cut $25 | Beard Trim $15 | Hot Towel Shave $30</p>')).toStrictEqual(three);
    // One service's prices by size or by person on one line are not three services.
    expect(services('<h3>Full Detail</h3><p>Small $45 · Medium $60 · Large $70</p>')).not.toContain('Small 4500 60m');
    expect(services('<ul><li>Swedish Massage (60 min) $80</li><li>Swedish Massage (90 min) $110</li><li>Hot Stone - 45 mins - $70</li></ul>')).toStrictEqual([
      'Swedish Massage (60 min) 8000 60m', 'Swedish Massage (90 min) 11000 90m', 'Hot Stone - 45 mins 7000 45m',
    ]);
  });

  it('reads an FAQ cost question answered with a range as that service, even alone, and not a single amount, a fee or a discount', () => {
    const faq = (q: string, a: string) => `<h3>${q}</h3><p>${a}</p>`;
    expect(services(faq('How much does an electrical panel upgrade cost?', 'Anywhere from about $1,500 for a like-for-like swap to $8,000+ for a full service upgrade — most jobs land between $2,500 and $4,500.'))).toStrictEqual(['Electrical panel upgrade 150000-800000 60m']);
    expect(services(faq('How Much Does Junk Removal Bel Air MD Cost?', 'It depends on the job. Generally speaking, prices range from $75 – $400 per load.'))).toStrictEqual(['Junk Removal 7500-40000 60m']);
    expect(services(faq('What does a water heater install cost?', 'Call for a quote. Ask about $50 off your first visit.'))).toStrictEqual([]);
    expect(services(faq('How much is the deposit?', 'A $50 to $100 deposit holds your spot.'))).toStrictEqual([]);
    expect(services(faq('How much does a tune-up cost?', 'Save $20 to $40 off with our plan.'))).toStrictEqual([]);
    // An answer pricing other jobs in the range's sentence gives the asked service no range; a fee in the next sentence does not count.
    expect(services(faq('How much does door installation or repair cost?', 'Typical door repairs often run around $150 to $400, while a full entry door installation commonly falls between $500 and $2,500.'))).toStrictEqual([]);
    expect(services(faq('How much does pressure washing cost?', 'House washing starts at $350. Most patios run $200 to $550, decks and fences $250 to $700, and roofs start around $450.'))).toStrictEqual([]);
    expect(services(faq('How much does AC repair cost?', 'Most repairs run between $150 and $800 depending on the part. A full diagnostic is $89, credited toward the repair.'))).toStrictEqual(['AC repair 15000-80000 60m']);
    // "it" names no service.
    expect(services(faq('How much does it cost to pressure wash a driveway in Columbia, SC?', 'Most driveways are priced at $0.20 to $0.40 per square foot.'))).toStrictEqual([]);
  });

  it('reads a price written "$32 up" under its name, and no name from a sentence about a price', () => {
    expect(services('<h3>Acrylic</h3><p>Full Set</p><p>$32 up</p><p>Fills</p><p>$25 up</p><p>Take-off</p><p>$15</p>')).toStrictEqual(['Full Set 3200 60m', 'Fills 2500 60m', 'Take-off 1500 60m']);
    expect(services('<ul><li>Apartment lockouts usually start around $195</li><li>Top lock installation usually starts around $150</li></ul>')).toStrictEqual([]);
    expect(services('<p>Memberships from the front desk.</p><p>Or just try it — $30 day pass, credited toward your first month.</p>')).toStrictEqual([]);
    expect(parseServiceLine('Quality roofing at reasonable prices - typical projects range from $10,000 to $20,000')).toBeUndefined();
    // A starred note under a name ("*Top brand, led light $35") names nothing; a starred bullet before a space still lists.
    expect(services('<ul><li>Manicure $20</li><li>*Top brand, led light $35</li><li>Pedicure $30</li></ul>')).toStrictEqual(['Manicure 2000 60m', 'Pedicure 3000 60m']);
    expect(services('<ul><li>* Gel Manicure $35</li><li>* Pedicure $30</li></ul>')).toStrictEqual(['Gel Manicure 3500 60m', 'Pedicure 3000 60m']);
    // A service named with a conjunction inside is still a service.
    expect(services('<ul><li>Wash and Fold — $2 per lb</li><li>Cut or Trim — $20</li></ul>')).toStrictEqual(['Wash and Fold 200 60m', 'Cut or Trim 2000 60m']);
  });

  it('reads no services from an illustration of what jobs cost in general: rows under a cost question or under "typical bills"', () => {
    const bills = '<ul><li>Refrigerant recharge: $200–$500</li><li>Capacitor replacement: $150–$300</li><li>Igniter replacement: $200–$400</li></ul>';
    expect(services(`<h3>What does an unplanned breakdown actually cost?</h3><p>Without a plan, common repair bills look like this:</p>${bills}`)).toStrictEqual([]);
    expect(services(`<h3>Average repair costs:</h3>${bills}`)).toStrictEqual([]);
    // The same rows under the business's own heading are its prices, its "typical price ranges" too.
    expect(services(`<h3>Repairs</h3>${bills}`)).toHaveLength(3);
    expect(services(`<h3>Power Washing</h3><p>Typical Price Ranges:</p>${bills}`)).toHaveLength(3);
    // An FAQ answered in one priced line is still that service's range.
    expect(services('<h3>How much does drain cleaning cost?</h3><p>Drain cleaning: $150–$300</p>')).toStrictEqual(['Drain cleaning 15000-30000 60m']);
  });

  it('reads a row of two prices under one name (Full Set and Fill) as one service, and an empty cell as no price', () => {
    const row = (name: string, a: string, b: string) =>
      `<div class="menu-item"><div class="menu-item-info"><span class="menu-item-name">${name}</span></div><div class="menu-item-prices"><span>${a}</span><span>${b}</span></div></div>`;
    const table = `<h3>Nails</h3><div>${row('Acrylic nails', '$45 & up', '$35 & up')}${row('Pink and white', '$60 & up', '$55 & up')}${row('Healthy nails with color', '$50 & up', '—')}</div>`;
    expect(services(table)).toStrictEqual(['Acrylic nails 3500-4500 60m', 'Pink and white 5500-6000 60m', 'Healthy nails with color 5000 60m']);
    // A column of prices beside a column of as many names is still one service per row.
    expect(services('<div><div><p>Men’s Cut</p><p>Beard Trim</p></div><div><p>$25</p><p>$15</p></div></div>')).toStrictEqual(three.slice(0, 2));
  });

  it('reads lines of lengths and prices ("60 min · $95 | 90 min · $135", "30 min $50 Couple $90") as one service from its lowest to its highest price', () => {
    const tiers = '<h3>Swedish Massage</h3><ul><li><span>30 min</span><span><strong>$50</strong><small>Couple $90</small></span></li><li><span>60 min</span><span><strong>$70</strong><small>Couple $130</small></span></li></ul>'
      + '<h3>Deep Tissue</h3><ul><li><span>60 min</span><span><strong>$90</strong><small>Couple $170</small></span></li></ul>';
    expect(services(tiers)).toStrictEqual(['Swedish Massage 5000-13000 30m', 'Deep Tissue 9000-17000 60m']);
    const cards = ['Thai Massage', 'Swedish Massage'].map((n) => `<li><div class="svc-name">${n}<small>Long, flowing strokes. On the table, with oil.</small></div><div class="svc-price">60 min · $95 | 90 min · $135</div><a href="#book">Book →</a></li>`).join('')
      + '<li><div class="svc-name">Sauna Session<small>A quiet recovery.</small></div><div class="svc-price">90 min · $165</div></li>';
    expect(services(`<ul>${cards}</ul>`)).toStrictEqual(['Thai Massage 9500-13500 60m', 'Swedish Massage 9500-13500 60m', 'Sauna Session 16500 90m']);
    // A gift card's amount is not a service.
    expect(parseServiceLine('A sizeable gift $50')).toBeUndefined();
  });

  it('reads a sign after the amount ("5$"), a trade’s call-out or diagnosis fee, "+ parts" and a footnote mark', () => {
    expect(services('<h2>Prices</h2><p>Haircut 25$</p><p>Beard Trim: 5$</p><p>Kids Cut ....... 20$</p><p>Since 2019$ in Laguna Hills</p>')).toStrictEqual([
      'Haircut 2500 60m', 'Beard Trim 500 60m', 'Kids Cut 2000 60m',
    ]);
    expect(parseServiceLine('Diagnosis fee: $89')).toMatchObject({ name: 'Diagnosis fee', priceFromCents: 8900 });
    expect(parseServiceLine('Service call fee — $79')).toMatchObject({ priceFromCents: 7900 });
    expect(parseServiceLine('Standard repair $185–$295 + parts')).toMatchObject({ name: 'Standard repair', priceFromCents: 18500, priceToCents: 29500 });
    expect(parseServiceLine('Oil change from $49.99*')).toMatchObject({ name: 'Oil change', priceFromCents: 4999 });
    // Fees that are not a job's price stay out.
    expect(parseServiceLine('Cancellation fee: $25')).toBeUndefined();
    expect(parseServiceLine('Late fee $10')).toBeUndefined();
  });

  it('reads bracketed prices, "~" and "@", "USD", "per walk", a description after a dash and a length in the name', () => {
    expect(parseServiceLine('Men’s Cut ($25)')).toStrictEqual({ name: 'Men’s Cut', durationMinutes: 60, priceFromCents: 2500 });
    expect(parseServiceLine('Beard Trim ~ $15')?.priceFromCents).toBe(1500);
    expect(parseServiceLine('Shave @ $30')?.priceFromCents).toBe(3000);
    expect(parseServiceLine('Color $85.00 USD')?.priceFromCents).toBe(8500);
    expect(parseServiceLine('Dog Walking $20 per walk')).toStrictEqual({ name: 'Dog Walking', durationMinutes: 60, priceFromCents: 2000 });
    expect(parseServiceLine('Men’s Cut - includes wash and style $25')?.name).toBe('Men’s Cut');
    expect(parseServiceLine('Polish Change — Hands $10')?.name).toBe('Polish Change — Hands');
    expect(parseServiceLine('90-Minute Massage $120')).toStrictEqual({ name: '90-Minute Massage', durationMinutes: 90, priceFromCents: 12000 });
    // Prose price lists: a dash touching the name, "ranges between", a range's top without "$".
    expect(parseServiceLine('Yearly touch-up- $300-450 (pro-rated if you come in early)')).toMatchObject({ name: 'Yearly touch-up', priceFromCents: 30000, priceToCents: 45000 });
    expect(parseServiceLine('Initial treatment ranges between $550-800, consult required')).toMatchObject({ name: 'Initial treatment', priceFromCents: 55000, priceToCents: 80000 });
    expect(parseServiceLine('Gutter cleaning costs $150')).toMatchObject({ name: 'Gutter cleaning', priceFromCents: 15000 });
    expect(parseServiceLine('Touch up fee if the appointment is missed-$60')).toBeUndefined();
    // Not a length: a 24-hour service.
    expect(parseServiceLine('24 Hour Lockout $95')?.durationMinutes).toBe(60);
    // A length alone is no service's name.
    for (const line of ['1 hour, 45 minutes | $90', '2 hours 30 minutes | $120', '90 min - $110']) expect(parseServiceLine(line), line).toBeUndefined();
    // Memberships by the year or month are not a service's price.
    expect(parseServiceLine('Silver $650/year')).toBeUndefined();
    expect(parseServiceLine('Lawn plan $40 per month')).toBeUndefined();
  });

  it('names "30 min | $25" lines after their heading, and makes one service of a heading over several lengths', () => {
    expect(services('<div><h3>Men’s Cut</h3><p>30 min | $25</p></div><div><h3>Beard Trim</h3><p>15 min | $15</p></div>')).toStrictEqual(['Men’s Cut 2500 30m', 'Beard Trim 1500 15m']);
    expect(services('<h3>Swedish Massage</h3><p>30 min $50</p><p>60 min $85</p><p>90 min $120</p><h3>Deep Tissue</h3><p>60 min - $95</p><p>90 min - $130</p>')).toStrictEqual(['Swedish Massage 5000-12000 30m', 'Deep Tissue 9500-13000 60m']);
  });

  it('reads a list priced without "$" only as a run of three or more lines, and never dates, steps or years', () => {
    expect(services('<h2>Prices</h2><ul><li>Men’s Cut 25</li><li>Beard Trim 15</li><li>Hot Towel Shave 30</li></ul>')).toStrictEqual(three);
    expect(services('<table><tr><td>Men’s Cut</td><td>25.00</td></tr><tr><td>Beard Trim</td><td>15.00</td></tr><tr><td>Hot Towel Shave</td><td>30.00</td></tr></table>')).toStrictEqual(three);
    expect(services('<p>Men’s Cut 25</p><p>Beard Trim 15</p>')).toStrictEqual([]);
    expect(services('<ul><li>Open since 1985</li><li>Established 2001</li><li>Awarded 2019</li></ul>')).toStrictEqual([]);
    expect(services('<ul><li>Step 1</li><li>Step 2</li><li>Step 3</li></ul><ul><li>Closed December 25</li><li>Closed July 4</li><li>Closed January 1</li></ul>')).toStrictEqual([]);
  });

  it('reads "Minimum of $25", "$550-800", a heading ending in "Pricing", a picture’s alt text in a cell, and names a ranged price in a card from its heading', () => {
    expect(parseServiceLine('Mowing Minimum of $25')).toStrictEqual({ name: 'Mowing', durationMinutes: 60, priceFromCents: 2500 });
    expect(parseServiceLine('Initial Treatment $550-800')).toStrictEqual({ name: 'Initial Treatment', durationMinutes: 60, priceFromCents: 55000, priceToCents: 80000 });
    expect(parseServiceLine('Cut $25 - 30 min')).toStrictEqual({ name: 'Cut', durationMinutes: 30, priceFromCents: 2500 });
    expect(parseServiceLine('Fertilization Program Pricing $350 – $600')?.name).toBe('Fertilization Program');
    expect(parseServiceLine('Lawn Mowing icon | Lawn Mowing | $160')).toStrictEqual({ name: 'Lawn Mowing', durationMinutes: 60, priceFromCents: 16000 });
    expect(services('<div><div class="card"><h3>Light Cleanup</h3><p>Moderate leaf coverage</p><div class="price">$150–$250</div></div><div class="card"><h3>Heavy Cleanup</h3><p>Branches and large lots</p><div class="price">$250 – $450</div></div></div>')).toStrictEqual([
      'Light Cleanup 15000-25000 60m',
      'Heavy Cleanup 25000-45000 60m',
    ]);
  });

  it('does not name a card from its feature list or its button', () => {
    const card = (name: string, price: string) => `<article><div><h3>${name}</h3><p>Our most complete package for the car you love.</p></div><div><ul><li>Hand wax</li><li>Aftercare kit included</li></ul><p>Starting at</p><p>${price}</p><a>Request a Quote →</a></div></article>`;
    expect(services(card('Ceramic Coating', '$800') + card('Paint Correction', '$400'))).toStrictEqual(['Ceramic Coating 80000 60m', 'Paint Correction 40000 60m']);
  });

  it('reads a removal ("No Chip take off", "Gel soak-off") as a service, and one line without "$" between priced lines', () => {
    expect(parseServiceLine('No Chip take off $10.00')?.name).toBe('No Chip take off');
    expect(parseServiceLine('$10 off any service')).toBeUndefined();
    expect(services('<ul><li>Full Set $35</li><li>Acrylic soak off 15.00</li><li>Fill $25</li></ul>')).toStrictEqual(['Full Set 3500 60m', 'Acrylic soak off 1500 60m', 'Fill 2500 60m']);
    expect(services('<ul><li>Full Set $35</li><li>Open since 1985</li><li>Fill $25</li></ul>')).toStrictEqual(['Full Set 3500 60m', 'Fill 2500 60m']);
  });

  it('reads a table row once, not again cell by cell', () => {
    expect(services('<table><tr><th></th><th>Full Set</th><th>Fill</th></tr><tr><td>Acrylic</td><td>$35</td><td>$25</td></tr><tr><td>Gel</td><td>$45</td><td>$35</td></tr></table>')).toStrictEqual(['Acrylic 2500-3500 60m', 'Gel 3500-4500 60m']);
  });

  it('names a card by the list item marked as its heading, not by its features', () => {
    const box = (name: string, price: string) => `<div class="serv_box"><ul><li class="serv_headings">${name}</li><li>HAND WASH &amp; DRY</li><li>CLEAN WINDOWS</li></ul><ul><li class="serv_footings">STARTING AT ${price}</li></ul></div>`;
    expect(services(box('BASIC DETAIL', '$50') + box('DELUXE DETAIL', '$100'))).toStrictEqual(['BASIC DETAIL 5000 60m', 'DELUXE DETAIL 10000 60m']);
  });

  it('reads a card price written with "starting" and the job’s length on its line, named by the card’s heading', () => {
    const card = (name: string, price: string, hours: string) =>
      `<div class="svc-card"><h3>${name}</h3><p>Full hand wash and dry, wheels dressed.</p><ul><li>Odor neutralizer applied</li><li>Windows cleaned inside &amp; out</li></ul><div class="meta"><span>${price}<small> starting</small></span> <span>${hours}</span></div><a href="/book">Book This Package</a></div>`;
    expect(services(card('Interior Detail', '$180', '2–4 hrs') + card('The Essentials', '$250', '3 hrs'))).toStrictEqual(['Interior Detail 18000 240m', 'The Essentials 25000 180m']);
  });

  it('does not list a vehicle size (a surcharge) as a service, yet reads size rows under a heading as its range', () => {
    const list = '<h2>Add-ons</h2><ul><li>Headlight Restoration $60</li><li>SUV / Crossover +$20</li><li>Large Trucks &amp; Vans +$40</li><li>Engine Bay Detail $50</li></ul>';
    expect(services(list)).toStrictEqual(['Headlight Restoration 6000 60m', 'Engine Bay Detail 5000 60m']);
    const row = (size: string, price: string) => `<div><span>${size}</span><span>${price}</span></div>`;
    const card = `<div class="pricing-card"><h3 class="pricing-name">Exterior Detail</h3><div>${row('Compact / Sedan', '$90')}${row('SUV / Crossover', '$110')}${row('Large SUV / Truck', '$130')}</div><ul><li>Hand wash</li></ul></div>`;
    expect(services(card + card.replace('Exterior Detail', 'Interior Detail'))).toStrictEqual(['Exterior Detail 9000-13000 60m', 'Interior Detail 9000-13000 60m']);
  });

  it('reads a card’s line of prices by size as the range of its "From" price', () => {
    const card = (name: string, from: number, up: [number, number]) =>
      `<div class="pkg-card"><p class="pkg-card__tier">Express</p><h3 class="pkg-card__name">${name}</h3><div><span>From</span> <span>$${from}</span></div><p>Small $${from} · SUV $${up[0]} · Truck/Van $${up[1]}</p><ul><li>Exterior hand wash</li><li>Windows cleaned</li></ul><a href="#contact">Book This</a></div>`;
    expect(services(card('Fast Basic Wash', 45, [60, 70]) + card('Classic Clean', 60, [75, 85]))).toStrictEqual(['Fast Basic Wash 4500-7000 60m', 'Classic Clean 6000-8500 60m']);
  });
});

describe('services laid out in columns, cards and structured data', () => {
  const services = (html: string) => (extractBusinessData(page(`<title>Acme</title><body>${html}</body>`), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}${s.priceToCents ? `-${s.priceToCents}` : ''} ${s.durationMinutes}`);
  it('reads spans set side by side with no space as columns ("Gel X Full Set" "60 min" "$65")', () => {
    const row = (n: string, d: string, p: string) => `<li><span class="name">${n}</span><span class="dur">${d}</span><span class="price">${p}</span></li>`;
    expect(services(`<ul>${row('Gel X Full Set', '60 min', '$65')}${row('Gel X Fill In', '45 min', '$55')}</ul>`)).toStrictEqual(['Gel X Full Set 6500 60', 'Gel X Fill In 5500 45']);
  });

  it('reads a name that starts with a fraction ("1/4 Truckload $150 - $200") and never names a price from a bracketed note', () => {
    expect(services('<h3>Truckload Pricing</h3><div><span>1/4 Truckload</span> <span>$150 - $200</span></div><div><span>1/2 Truckload</span> <span>$250 - $350</span></div>')).toStrictEqual(['1/4 Truckload 15000-20000 60', '1/2 Truckload 25000-35000 60']);
    expect(services('<div><p>(Regular Wand Cleaning)</p><p>$100-$200</p></div>')).toStrictEqual([]);
  });

  it('reads a price before a name that starts with a number, and a roll-off dumpster is no discount ("off")', () => {
    expect(services('<p>$400 15 Yard Roll-Off Dumpster Rental</p><p>$400 Trailer Dumpster Rental 15 Yard</p>')).toStrictEqual(['15 Yard Roll-Off Dumpster Rental 40000 60', 'Trailer Dumpster Rental 15 Yard 40000 60']);
    expect(services('<p>$20 Off Any Drain Cleaning</p><p>$15 off first visit</p>')).toStrictEqual([]);
  });

  it('reads one service priced card after card by vehicle size as one service from its lowest price to its highest, and the same name under another heading as its own', () => {
    const card = (size: string, price: string) => `<div class="card"><p>${size}</p><h3>Interior Detail</h3><p>starting at</p><p>${price}</p><ul><li>Interior only</li><li>Fabric &amp; leather care</li></ul><a href="#q">Get a Quote</a></div>`;
    expect(services(`${card('Sedan', '$190')}${card('Small SUV &amp; Truck', '$200')}${card('Large SUV', '$230')}`)).toStrictEqual(['Interior Detail 19000-23000 60']);
    expect(services('<h2>Manicures</h2><ul><li>Classic Manicure $25</li><li>Gel Manicure $40</li><li>Polish Change $10</li></ul><h2>Pedicures</h2><ul><li>Classic Pedicure $35</li><li>Polish Change $12</li></ul>')).toStrictEqual([
      'Classic Manicure 2500 60', 'Gel Manicure 4000 60', 'Polish Change 1000 60', 'Classic Pedicure 3500 60', 'Polish Change 1200 60',
    ]);
  });

  it('does not take a price calculator’s empty "$0" for a price', () => {
    expect(services('<ul><li>Exterior Wash $50</li><li>Interior Detail $150</li></ul><div><span>Main Service:</span> <span>$0</span></div><div><span>Item Fees</span> <span>$0.00</span></div>')).toStrictEqual(['Exterior Wash 5000 60', 'Interior Detail 15000 60']);
  });

  it('names a card’s price that leads its description ("Starting from $55 — lightweight, durable") from the card’s heading', () => {
    const card = (n: string, p: string) => `<div class="pill"><div><h4>${n}</h4><p>${p} — lightweight, durable, our #1 choice in 2026.</p></div></div>`;
    expect(services(`${card('Gel X Extension', 'Starting from $55')}${card('Acrylic Extension', 'Starting from $45')}`)).toStrictEqual(['Gel X Extension 5500 60', 'Acrylic Extension 4500 60']);
  });

  it('names size rows by the card’s heading, past its tagline and its badge', () => {
    const card = (n: string, badge: string, a: string, b: string) => `<article><header><h3>${n}</h3><p>Best for vehicles that need a clean reset</p><span class="badge">${badge}</span></header><div><div><strong>Sedan</strong> <span>${a}</span></div><div><strong>SUV/Truck</strong> <span>${b}</span></div></div></article>`;
    // "Exterior" is also a heading elsewhere on the page: a badge's word is not the card's name.
    expect(services(`${card('Maintenance Detail', 'Essential', '$249', '$299')}${card('Exterior Detail', 'Exterior', '$125', '$175')}<h4>Exterior</h4><p>Hand wash and dry.</p>`)).toStrictEqual(['Maintenance Detail 24900-29900 60', 'Exterior Detail 12500-17500 60']);
  });

  it('reads JSON-LD offers when script follows the data inside the same tag', () => {
    const ld = '{"@context":"https://schema.org","@type":"NailSalon","name":"T-T Nails","hasOfferCatalog":{"@type":"OfferCatalog","itemListElement":[{"@type":"Offer","itemOffered":{"@type":"Service","name":"Manicure"},"priceSpecification":{"@type":"PriceSpecification","price":"25.00"}}]}}';
    expect(services(`<script type="application/ld+json">${ld}\n  // sliders\n  (function() { if (!x) { return; } })();</script>`)).toStrictEqual(['Manicure 2500 60']);
  });
});

describe('names and emails', () => {
  it('does not take a template\'s placeholder alt text ("Company", "Logo") as a rival name', () => {
    for (const alt of ['Company', 'Logo', 'Your Business']) {
      const html = `<title>Perfect Pressure Washing</title><body><header><img class="logo" src="l.png" alt="${alt}"></header><p>Perfect Pressure Washing cleans driveways.</p></body>`;
      expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName, alt).toBe('Perfect Pressure Washing');
    }
  });

  it('does not take a logo\'s alt text naming where it sits ("footer logo", "navbar logo") as the name', () => {
    for (const alt of ['footer logo', 'navbar logo', 'Main Logo', 'white logo']) {
      const html = `<title>Residential &amp; Commercial Locksmith | Naples Locksmith</title><body><header><img class="logo" src="l.png" alt="logo"></header><h1>We Solve the Problem Simply</h1><p>Naples Locksmith opens doors.</p><footer><img src="assets/img/logo.webp" alt="${alt}"></footer></body>`;
      const contact = `<title>Contact</title><body><h1>Contact</h1><footer><img src="assets/img/logo.webp" alt="${alt}"></footer></body>`;
      expect(extractBusinessData([...page(html), { url: new URL('https://shop.example/contact.html'), html: contact }], 'https://shop.example/').businessData.BusinessName, alt).toBe('Naples Locksmith');
    }
  });

  it('takes the line or title part the site\'s own address spells ("skinbyhaxton.com", "nerosautobody@gmail.com"), and a mailbox only for a name already offered', () => {
    const name = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName;
    // The canonical address spells a line of the page; the title is a slogan.
    expect(name('<head><title>Transformational Skin Solutions for anti-aging, acne, problem skin, beauty</title><link rel="canonical" href="http://skinbyhaxton.com"></head><body><p>SKIN BY HAXTON</p><p>Book a facial.</p></body>')).toBe('SKIN BY HAXTON');
    // The mailbox spells one of the title's two parts.
    expect(name('<title>Nero\'s Auto Body — Family Owned Since 2004</title><body><h1>East Haven Collision Experts</h1><a href="mailto:nerosautobody@gmail.com">nerosautobody@gmail.com</a></body>')).toBe("Nero's Auto Body");
    // Without either, the two title parts stay rivals; a mailbox spelling only a line (a person) names nothing.
    expect(name('<title>Nero\'s Auto Body — Family Owned Since 2004</title><body><h1>East Haven Collision Experts</h1></body>')).toBe('');
    expect(name('<title>Quality Plumbing | Family Owned Since 2004</title><body><p>John Smith</p><a href="mailto:johnsmith@gmail.com">Email John</a></body>')).toBe('');
  });

  it('takes a title part without where it is ("Tat\'s Nails on Central Phoenix") when the text names the business twice without it', () => {
    const name = (title: string, text: string) => extractBusinessData(page(`<title>${title}</title><body>${text}</body>`), 'https://shop.example/').businessData.BusinessName;
    const text = "<p>Your transformation is waiting for you at Tat's Nails!</p><p>At Tat's Nails we offer quality services.</p>";
    expect(name("Tat's Nails on Central Phoenix", text)).toBe("Tat's Nails");
    expect(name("Tat's Nails in Phoenix", text)).toBe("Tat's Nails");
    // Said once only, or after "of", or before no town: the title part as written.
    expect(name("Tat's Nails on Central Phoenix", "<p>At Tat's Nails we offer quality services.</p>")).toBe("Tat's Nails on Central Phoenix");
    expect(name("Tat's Nails of Phoenix", text)).toBe("Tat's Nails of Phoenix");
    expect(name("Tat's Nails on Fifth Avenue", text)).toBe("Tat's Nails on Fifth Avenue");
  });

  it('takes the only heading when it is a family name the owner\'s mailbox carries, then only trades ("Fioravanti Painting and Landscaping", "craigfioravanti@…")', () => {
    const name = (h1: string, mail: string) => extractBusinessData(page(`<body><h1>${h1}</h1><p>Free estimates.</p><a href="mailto:${mail}">${mail}</a></body>`), 'https://shop.example/').businessData.BusinessName;
    expect(name('Fioravanti Painting and Landscaping', 'craigfioravanti@gmail.com')).toBe('Fioravanti Painting and Landscaping');
    // A heading that is not the family name and trades, or a mailbox without the name, is not enough.
    expect(name('Fioravanti Painting and Landscaping', 'craig1968@gmail.com')).toBe('');
    expect(name('Fioravanti Family', 'craigfioravanti@gmail.com')).toBe('');
    expect(name('Fioravanti Painting Done Right', 'craigfioravanti@gmail.com')).toBe('');
  });

  it('takes "Guardian Roofing" on the logo and "Guardian Roofing & Gutters" in the title and copyright as one name, shown as most places write it', () => {
    const html = (path: string) => `<title>Guardian Roofing &amp; Gutters</title><body><header><div class="brand">Guardian Roofing</div></header><p>Guardian Roofing &amp; Gutters protects homes.</p><p>Why Guardian Roofing? Call Guardian Roofing today.</p><footer>© 2026 Guardian Roofing &amp; Gutters. All rights reserved.</footer><a href="${path}">More</a></body>`;
    const pages = ['/', '/about', '/contact'].map((p) => ({ url: new URL(p, 'https://shop.example/'), html: html(p === '/' ? '/about' : '/') }));
    expect(extractBusinessData(pages, 'https://shop.example/').businessData.BusinessName).toBe('Guardian Roofing & Gutters');
  });

  it('takes the title part the page repeats, not the slogan beside it', () => {
    const html = '<title>Ephraim Family Dental | Dentistry Designed Around People</title><body><p>Welcome to Ephraim Family Dental.</p><p>Ephraim Family Dental serves Central Utah.</p></body>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName).toBe('Ephraim Family Dental');
  });

  it('takes a legal name on the copyright line the page also says in its text over a descriptive title', () => {
    const html = '<title>Mobile RV Repair</title><body><img src="glen.jpg" alt="Glen Baker of River City RV Repair"><p>My name is Glen Baker, the owner of River City RV Repair.</p><footer>© 2012 River City RV Repair, L.L.C.</footer></body>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName).toBe('River City RV Repair');
    // A bare copyright holder is often a person: it does not outweigh the title and logo.
    const dentist = '<title>Integrity Dental | Yarmouth, Maine</title><body><img class="logo" src="logo.png" alt="Integrity Dental"><p>Integrity Dental cares.</p><p>Dr. Jonathan Nutt and Jonathan Nutt’s team.</p><footer>© 2026 Jonathan Nutt</footer></body>';
    expect(extractBusinessData(page(dentist), 'https://shop.example/').businessData.BusinessName).toBe('Integrity Dental');
  });

  it('writes an all-lower-case logo text as a name', () => {
    const html = '<title>Hive</title><body><img class="logo" src="logo.png" alt="the hive organic salon"><p>the hive organic salon</p><footer>© The Hive Organic Salon</footer></body>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName).toBe('The Hive Organic Salon');
  });

  it('leaves the name empty when title parts disagree and nothing else decides', () => {
    const html = '<title>Best Plumbing Deals | Joe Smith Pipes</title><body><p>Hello</p></body>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName).toBe('');
  });

  it('reads the picture in a header brand link, a share card title the page title does not say, and shows a shouted title as written', () => {
    const name = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName;
    const footer = '<footer><p>12 Main St, Austin, TX 78701 · (512) 555-0142</p></footer>';
    expect(name(`<title>Austin Plumber</title><body><nav><a class="navbar-brand" href="/"><img src="img/ap.png" alt="Acme Plumbing"></a></nav>${footer}<p>© 2024 Acme Plumbing</p></body>`)).toBe('Acme Plumbing');
    // Pictures of the brands a shop services are not its name.
    expect(name(`<title>Acme Heating</title><body><p>Acme Heating fixes furnaces.</p><div class="brands"><img src="carrier.png" alt="Carrier"><img src="trane.png" alt="Trane"></div>${footer}</body>`)).toBe('Acme Heating');
    expect(name(`<title>Plumber Austin TX</title><meta property="og:title" content="Acme Plumbing"><body><p>Acme Plumbing is here.</p>${footer}</body>`)).toBe('Acme Plumbing');
    expect(name(`<title>ACME PLUMBING</title><body><h1>Acme Plumbing</h1><p>Acme Plumbing has served Austin since 1990.</p>${footer}</body>`)).toBe('Acme Plumbing');
  });

  it('does not take a search phrase in the title ("Plumber in Austin", "Plumber Austin TX", "near me") or a person on the copyright line for the name, and takes the home page’s repeated heading when the title names nothing', () => {
    const name = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName;
    for (const title of ['Plumber in Austin', 'Plumber Austin TX', 'Emergency Plumbing Near Me']) expect(name(`<title>${title}</title><body><p>Call now</p></body>`), title).toBe('');
    // "© 2024 Joe Smith" against a title: a question for the owner, not the owner's name.
    expect(name('<title>Acme Plumbing | Austin</title><body><h1>Hi, I’m Joe</h1><footer>© 2024 Joe Smith</footer></body>')).toBe('');
    // A site builder's name in og:site_name is not the business's; a trademark sign is not part of the name.
    expect(name('<title>Acme Plumbing</title><meta property="og:site_name" content="WordPress"><body><p>Call now</p></body>')).toBe('Acme Plumbing');
    expect(name('<title>Acme Plumbing™ | Home</title><body><p>Acme Plumbing™ serves Austin.</p></body>')).toBe('Acme Plumbing');
    // A title that names nothing ("Home"): the home page's heading, said again on the page.
    expect(name('<title>Home</title><body><h1>Acme Plumbing</h1><p>Acme Plumbing is family owned.</p></body>')).toBe('Acme Plumbing');
    expect(name('<title>Home</title><body><h1>Quality You Can Trust</h1><p>Call today.</p></body>')).toBe('');
    expect(name('<title>Home</title><body><h1>Welcome to<span>Acme Plumbing</span></h1><p>Acme Plumbing is family owned.</p></body>')).toBe('Acme Plumbing');
    // A business's own name that happens to name its town still counts.
    expect(name('<title>Austin Plumbing Co.</title><body><p>Austin Plumbing Co. since 1990</p></body>')).toBe('Austin Plumbing Co.');
  });

  it('reads the rest of a site when one mail or phone link has a malformed escape', () => {
    const html = '<title>Acme Plumbing</title><body><a href="mailto:%E0%A4%A">Email</a><a href="tel:%E0%A4%A">Call</a><a href="tel:+15125550142">Call</a><p>info@acme.example</p></body>';
    const { businessData } = extractBusinessData(page(html), 'https://shop.example/');
    expect([businessData.BusinessName, businessData.BusinessPhoneNumber, businessData.BusinessEmail]).toStrictEqual(['Acme Plumbing', '512-555-0142', 'info@acme.example']);
  });

  it('believes the address a mail link shows over a different one in its href', () => {
    const html = '<title>Acme</title><body><a href="mailto:info@template.example">owner@acme.example</a></body>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessEmail).toBe('owner@acme.example');
  });

  it('does not take the web designer’s address for the business’s ("questions about the website", "Website by", "Website Design by")', () => {
    const email = (html: string) => extractBusinessData(page(`<title>Acme</title><body>${html}</body>`), 'https://shop.example/').businessData.BusinessEmail;
    expect(email('<p>If you have any issues or questions about the website please contact <a href="mailto:dev@studio.example">dev@studio.example</a></p>')).toBe('');
    expect(email('<footer><p>Website by Pixel Studio – hello@pixel.example</p></footer>')).toBe('');
    expect(email('<p>Webmaster:</p><p>web@pixel.example</p>')).toBe('');
    expect(email('<p class="copyright">© 2020 Stony Brook Orthodontics, All Rights Reserved. | Website Design by jakesegal3@gmail.com</p>')).toBe('');
    expect(email('<p>Email us: <a href="mailto:office@acme.example">office@acme.example</a></p><footer>Website by Pixel Studio</footer>')).toBe('office@acme.example');
    // A template's placeholder address.
    expect(email('<p>officeone@youremail.com</p>')).toBe('');
  });

  it('splits a title at "::" or "»", and never takes a phone number, "All Rights Reserved" or a platform credit for a name', () => {
    const name = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName;
    expect(name('<title>Homedale Chiropractic :: Home</title><body><p>Homedale Chiropractic</p><footer>© 2016 Homedale Chiropractic. All rights reserved.</footer></body>')).toBe('Homedale Chiropractic');
    expect(name('<title>Kentucky Quality Roofing</title><body><h1>Kentucky Quality Roofing</h1><p>Discover Kentucky Quality Roofing today.</p><footer>Kentucky. © All Rights Reserved 2023</footer></body>')).toBe('Kentucky Quality Roofing');
    expect(name('<title>Junk Removal | Snap Junk | 281-610-6682</title><body><p>Snap Junk hauls it.</p><p>Call 281-610-6682.</p></body>')).toBe('Snap Junk');
    expect(name('<title>Ocean Blue Pools</title><body><footer>Copyright © 2023 - Ocean Blue Pools</footer></body>')).toBe('Ocean Blue Pools');
    expect(name('<title>Acme Junk</title><body><p>Acme Junk hauls.</p><footer>© 2024 Acme Junk Powered by Dumpster Systems</footer></body>')).toBe('Acme Junk');
  });

  it('reads a name written with its town after it, a name with commas, and never a "Town, ST Trade" or "County Trade" phrase or a contact page’s label', () => {
    const name = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName;
    expect(name('<title>Hornaman Chiropractic Center</title><body><a class="brand">⚕ Hornaman Chiropractic Center Union City, Pennsylvania</a><h1>Hornaman Chiropractic Center</h1><footer>© 2025 Hornaman Chiropractic Center — Union City</footer></body>')).toBe('Hornaman Chiropractic Center');
    expect(name('<title>Kessler, DiGiovanni &amp; Jesuele, LLP | Westfield, NJ Personal Injury Attorneys</title><body><p>Kessler, DiGiovanni &amp; Jesuele, LLP has served Union County.</p><footer>© 2024 Kessler, DiGiovanni &amp; Jesuele, LLP. All rights reserved.</footer></body>')).toBe('Kessler, DiGiovanni & Jesuele, LLP');
    expect(name('<title>Smith &amp; Smith Attorneys at Law | Tarrant County Trial Lawyers</title><body><p>Smith &amp; Smith Attorneys at Law</p><p>Tarrant County Trial Lawyers since 1990.</p></body>')).toBe('Smith & Smith Attorneys at Law');
    const pages = [page('<title>Acme Law</title><body><p>Acme Law</p></body>')[0]!, { url: new URL('https://shop.example/contact'), html: '<title>Contact Acme Law</title><body><p>Contact Us</p></body>' }];
    expect(extractBusinessData(pages, 'https://shop.example/').businessData.BusinessName).toBe('Acme Law');
  });

  it('places a law firm, an insurance agency and an accountant in their office', () => {
    const type = (text: string) => extractBusinessData(page(`<title>Acme</title><meta name="description" content="${text}"><body><p>Welcome</p></body>`), 'https://shop.example/').businessData.ServiceType;
    expect(type('Acme is a personal injury law firm; our attorneys fight for you.')).toBe('Fixed Location');
    expect(type('Acme Insurance Agency: home, auto and life cover.')).toBe('Fixed Location');
  });

  it('shows the longer form of a name ("… Clinic") only when the site writes it as often as the shorter one', () => {
    const name = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName;
    expect(name('<title>Stateline Chiropractic Clinic - Your Specialists</title><body><a class="brand">Stateline Chiropractic</a><footer>© Stateline Chiropractic, 2016</footer></body>')).toBe('Stateline Chiropractic');
    expect(name('<title>Clean Sweep Cleaning Services</title><body><img class="logo" src="l.png" alt="Clean Sweep"><footer>© 2024 Clean Sweep Cleaning Services</footer></body>')).toBe('Clean Sweep Cleaning Services');
  });

  it('reads the words inside a button (a header button saying "Proudly serving Tampa, FL")', () => {
    const html = '<title>Acme</title><body><header><button><p>Proudly serving Tampa, FL</p></button></header></body>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessAddressCity).toBe('Tampa');
  });

  it('keeps scraped text plain: markup in a name or service never comes through as HTML', () => {
    const html = '<title>&lt;img src=x onerror=alert(1)&gt; Plumbing</title><body><p>Drain cleaning &lt;script&gt;x&lt;/script&gt; — $129</p></body>';
    const { businessData } = extractBusinessData(page(html), 'https://shop.example/');
    expect(JSON.stringify(businessData)).not.toMatch(/<script|<img/i);
  });
});

describe('streets, units and names written loosely', () => {
  it('keeps a city that starts like a unit word ("Sterling Heights", "Studio City") and a unit after " , "', () => {
    expect(findAddresses('📍 2139 17 Mile Rd, Sterling Heights, MI 48310 📞')).toStrictEqual([{ street: '2139 17 Mile Rd', city: 'Sterling Heights', state: 'MI', zip: '48310' }]);
    expect(findAddresses('12 Ventura Blvd, Studio City, CA 91604')).toStrictEqual([{ street: '12 Ventura Blvd', city: 'Studio City', state: 'CA', zip: '91604' }]);
    expect(findAddresses('100 Main St Ste. 4, Austin, TX 78701')[0]?.street).toBe('100 Main St Ste. 4');
    expect(findAddresses('5008 Buford Hwy. , Ste. B Chamblee, GA 30341')[0]).toMatchObject({ street: '5008 Buford Hwy. , Ste. B', city: 'Chamblee' });
  });

  it('reads a ZIP newer than the gazetteer ("Frisco, TX 75036") when its first three digits are that state\'s alone', () => {
    expect(findAddresses('279 Main St, Suite 122\nFrisco, TX 75036')).toStrictEqual([{ street: '279 Main St, Suite 122', city: 'Frisco', state: 'TX', zip: '75036' }]);
    // Unknown ZIPs of another state's centre, or of none, are still no ZIP of Texas.
    expect(findAddresses('279 Main St, Frisco, TX 90098')).toStrictEqual([]);
    expect(findAddresses('279 Main St, Frisco, TX 00000')).toStrictEqual([]);
  });

  it('reads a street that is a path or a turnpike, after the name on its line ("Durfee Plumbing & Heating 22 Diamonds Path, Unit 7")', () => {
    expect(findAddresses('Durfee Plumbing & Heating 22 Diamonds Path, Unit 7\nDennis, MA 02660')).toStrictEqual([{ street: '22 Diamonds Path, Unit 7', city: 'Dennis', state: 'MA', zip: '02660' }]);
    expect(findAddresses('1 Berlin Tpke, Berlin, CT 06037')[0]?.street).toBe('1 Berlin Tpke');
    expect(streetKey('1 Berlin Tpke')).toBe(streetKey('1 Berlin Turnpike'));
  });

  it('reads a town, state and ZIP behind a pin or icon ("📍 Thomasville, GA 31792 US")', () => {
    expect(findCityOnly('📍 Thomasville, GA 31792 US')).toStrictEqual([{ street: '', city: 'Thomasville', state: 'GA', zip: '31792', served: false }]);
    expect(findCityOnly('Call us\n★ Frederick, MD 21701')).toStrictEqual([{ street: '', city: 'Frederick', state: 'MD', zip: '21701', served: false }]);
  });

  it('reads "Location: Payette, ID", a region line\'s state ("Tampa Bay, Florida") and the state offices in several towns share', () => {
    expect(findCityOnly('Location: Payette, ID')).toStrictEqual([{ street: '', city: 'Payette', state: 'ID', zip: '', served: false }]);
    const where = (html: string) => {
      const { businessData: b } = extractBusinessData(page(html), 'https://shop.example/');
      return [b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressState];
    };
    expect(where('<title>CMT Heating</title><body><p>Call (813) 345-7663</p><footer><p>Tampa Bay, Florida</p></footer></body>')).toStrictEqual(['', '', 'FL']);
    // The state must be the phone's: a line naming another state's region says nothing.
    expect(where('<title>CMT Heating</title><body><p>Call (813) 345-7663</p><footer><p>Hill Country, Texas</p></footer></body>')).toStrictEqual(['', '', '']);
    const offices = ['103 Twin Oaks Circle, Frankfort, KY 40601', '1304 Paris Pike, Georgetown, KY 40324', '726 Robbins Ave, Falmouth, KY 41040'].map((a) => `<p>${a}</p>`).join('');
    expect(where(`<title>Frankfort Chiropractic</title><body>${offices}</body>`)).toStrictEqual(['', '', 'KY']);
  });

  it('reads a street over "City, ST" with no ZIP when the town is known there, and nothing after the state', () => {
    expect(findAddresses('Mailing Address\n655 W Broadway\nSan Diego, CA\nAround the Web')).toStrictEqual([{ street: '655 W Broadway', city: 'San Diego', state: 'CA', zip: '' }]);
    expect(findAddresses('Visit 12 Oak St, Springfield, OK today')).toStrictEqual([]);
    expect(findAddresses('12 Oak St, Notatown, TX')).toStrictEqual([]);
  });

  it('does not read a phone number before a street as its house number; a hyphenated Queens number stays', () => {
    expect(findAddresses('Call Today (770) 457-3671 5008 Buford Hwy, Chamblee, GA 30341')[0]?.street).toBe('5008 Buford Hwy');
    expect(findAddresses('37-20 Prince St, Flushing, NY 11354')[0]?.street).toBe('37-20 Prince St');
    expect(streetKey('5008 Buford Highway #Ste. B')).toBe(streetKey('5008 Buford Hwy Suite B'));
  });

  it('reads grid addresses ("8939 S 2700 W"), gives a direction after the suffix to the town the ZIP names, and knows "Rte" is "Route"', () => {
    expect(findAddresses('8939 S 2700 W West Jordan, UT 84088')).toStrictEqual([{ street: '8939 S 2700 W', city: 'West Jordan', state: 'UT', zip: '84088' }]);
    expect(findAddresses('7235 South 900 East, Midvale, UT 84047')[0]?.street).toBe('7235 South 900 East');
    expect(findAddresses('10376 S Redwood Rd South Jordan, UT 84095')).toStrictEqual([{ street: '10376 S Redwood Rd', city: 'South Jordan', state: 'UT', zip: '84095' }]);
    // "Rd South" stays the street's when the ZIP's town is not "South …".
    expect(findAddresses('500 Old Mill Rd South, Austin, TX 78701')[0]).toMatchObject({ street: '500 Old Mill Rd South', city: 'Austin' });
    expect(streetKey('863 Rte 109')).toBe(streetKey('863 Route 109'));
    // Several locations on one page leave the street to the owner; the state they share stays.
    const html = '<title>Acme Cleaners</title><body><p>8939 S 2700 W West Jordan, UT 84088</p><p>1738 W 12600 S Riverton, UT 84065</p><p>7235 S 900 E Midvale, UT 84047</p></body>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData).toMatchObject({ BusinessAddressStreet: '', BusinessAddressState: 'UT' });
  });

  it('joins a name however its words are spaced, the longer only adding the trade ("HEADZ UP", "HEADZUP BARBERSHOP")', () => {
    const { businessData: b } = extractBusinessData(
      page('<title>HEADZ UP | THE BURG\'S PREMIER BARBERSHOP</title><body><h1>HEADZUP</h1><footer>© 2024 HEADZUP BARBERSHOP. All rights reserved.</footer></body>'),
      'https://shop.example/',
    );
    // One name, not rivals; the title and the heading write it without the trade, the copyright line alone with it.
    expect(b.BusinessName).toMatch(/^HEADZ ?UP$/);
    const { businessData: fuller } = extractBusinessData(
      page('<title>HEADZUP BARBERSHOP | THE BURG\'S PREMIER BARBERSHOP</title><body><h1>HEADZ UP</h1><footer>© 2024 HEADZUP BARBERSHOP. All rights reserved.</footer></body>'),
      'https://shop.example/',
    );
    expect(fuller.BusinessName).toBe('HEADZUP BARBERSHOP');
  });

  it('does not take a label marked up as the name ("Company rating:") beside a star rating', () => {
    const html = '<title>Acme Roofing</title><body><div itemscope itemtype="http://schema.org/LocalBusiness"><span itemprop="name">Company rating:</span><span itemprop="telephone">720-938-7663</span></div><footer>© 2024 Acme Roofing</footer></body>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName).toBe('Acme Roofing');
  });
});

describe('a phone the links dial but the page never shows', () => {
  it('leaves the phone to the owner when every link dials one number and the page shows another again and again', () => {
    const phoneOf = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessPhoneNumber;
    const call = '<a href="tel:+16785545574">Call Now</a>';
    expect(phoneOf(`<title>Lance Electric</title><body>${call}<p>Call 678-201-5977</p><p>Office: 678-201-5977</p><footer>678-201-5977</footer></body>`)).toBe('');
    // The number shown and dialled settles it, beside a second line shown once.
    expect(phoneOf(`<title>Lance Electric</title><body>${call}<p>Call 678-554-5574</p><footer>678-554-5574</footer></body>`)).toBe('678-554-5574');
    expect(phoneOf(`<title>Lance Electric</title><body>${call}<p>Call 678-554-5574</p><p>Cell 678-201-5977</p></body>`)).toBe('678-554-5574');
  });

  it('reads a link that shows one number and dials another as a contradiction, unless other links dial the one shown', () => {
    const phoneOf = (html: string) => extractBusinessData(page(`<title>Stacy Photography</title><body>${html}</body>`), 'https://shop.example/').businessData.BusinessPhoneNumber;
    const odd = '<p>Stacy: <a href="tel:419-612-5008"><span class="phone">(419) 612-2030</span></a></p>';
    expect(phoneOf(odd)).toBe('');
    // A template's leftover link under the number every other link dials: the number shown.
    expect(phoneOf(`<a href="tel:1-800-555-0123">(202) 321-2896</a><p>Call <a href="tel:202-321-2896">(202) 321-2896</a></p>`)).toBe('202-321-2896');
    // The dialled number shown as well: two numbers, the owner's call.
    expect(phoneOf(`${odd}<footer><a href="tel:419-612-2030">(419) 612-2030</a> · Office 419-612-5008</footer>`)).toBe('');
  });
});

describe('hours beside other desks, bare evening closes, bilingual pages', () => {
  it('keeps the shop\'s hours over the fuel station\'s beside them when every page\'s footer says both (many pages do not make a tie)', () => {
    const footer = '<footer><span>Service and state inspection:<br>Mon - Fri: 7:00 AM - 6:00 PM<br>Sat: 7:00 AM - 3:00 PM<br>Sun: Service and state inspection closed<br><br>Gas Station Hours:<br>Mon - Sat: 6:00 AM - 9:30 PM<br>Sun: 8:00 AM - 8:00 PM</span></footer>';
    const pages = ['/', '/about.html', '/services.html', '/contact.html', '/tires.html', '/inspection.html'].map((p) => ({ url: new URL(p, 'https://shop.example/'), html: `<title>Norwood Gulf</title><body><h1>Norwood Gulf</h1><p>Auto repair.</p>${footer}</body>` }));
    expect(extractBusinessData(pages, 'https://shop.example/').businessData.BusinessHours).toBe(
      'Mon[7:00AM-6:00PM]; Tue[7:00AM-6:00PM]; Wed[7:00AM-6:00PM]; Thu[7:00AM-6:00PM]; Fri[7:00AM-6:00PM]; Sat[7:00AM-3:00PM]; Sun[Closed]',
    );
  });

  const hoursOf = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessHours;

  it('reads a timetable of classes or sessions as no opening hours, and an hours label over it as hours still', () => {
    expect(hoursOf('<title>Sweet Berry</title><body><p>Sessions take place Mon–Fri 9am–12pm at the studio.</p></body>')).toBe('');
    expect(hoursOf('<title>Lisa</title><body><h3>Summer 2026</h3><p>Monday · Wednesday · Friday</p><p>8:00–9:15 am</p><p>June 22 – September 18. Studio classes at 23 Manters Path.</p></body>')).toBe('');
    expect(hoursOf('<title>Lisa</title><body><h3>Studio hours</h3><p>Monday - Friday 9am - 5pm</p><p>Group classes available.</p></body>')).toMatch(/^Mon\[9:00AM-5:00PM\]/);
  });

  it('prefers the business week over a gas station\'s or a phone line\'s', () => {
    const html = `<title>Norwood Gulf</title><body><h3>Hours</h3><p>Mon - Fri: 7:00 AM - 6:00 PM</p><p>Sat: 7:00 AM - 3:00 PM</p><p>Sun: Closed</p>
      <h4>Gas Station Hours:</h4><p>Mon - Sat: 6:00 AM - 9:30 PM</p><p>Sun: 8:00 AM - 8:00 PM</p></body>`;
    expect(hoursOf(html)).toMatch(/^Mon\[7:00AM-6:00PM\].*Sat\[7:00AM-3:00PM\]; Sun\[Closed\]$/);
    // A phone line's week alone is a question for the owner; a labelled one ("Phone hours:") still counts.
    expect(hoursOf('<title>Acme</title><body><h4>Phone</h4><p>Mon–Fri, 8am–5pm</p><p>931-451-5313</p></body>')).toBe('');
    expect(hoursOf('<title>Acme</title><body><h4>Phone Hours:</h4><p>Mon–Fri, 8am–5pm</p><p>931-451-5313</p></body>')).toMatch(/^Mon\[8:00AM-5:00PM\]/);
    // The gas station's week on every page still gives way to the shop's.
    const pages = ['/', '/contact', '/services'].map((p) => ({ url: new URL(p, 'https://shop.example/'), html }));
    expect(extractBusinessData(pages, 'https://shop.example/').businessData.BusinessHours).toMatch(/^Mon\[7:00AM-6:00PM\]/);
  });

  it('does not read a closure\'s dates as times ("Closed 8/15/24-8/19/24") and reads times written without a colon on a line of days', () => {
    expect(hoursOf('<title>Acme</title><body><p>Hours:</p><p>Closed 8/15/24-8/19/24, reopen on 8/20</p><p>Mon-Fri: 10:00 AM - 7:00 PM</p><p>Sat: 10:00 AM - 3:00 PM</p><p>Sun: Closed</p></body>')).toBe(
      'Mon[10:00AM-7:00PM]; Tue[10:00AM-7:00PM]; Wed[10:00AM-7:00PM]; Thu[10:00AM-7:00PM]; Fri[10:00AM-7:00PM]; Sat[10:00AM-3:00PM]; Sun[Closed]',
    );
    expect(hoursOf('<title>Acme</title><body><h4>Hours</h4><p>Mon to Fri: 730 - 630</p><p>Sat: 9 - 4</p></body>')).toBe(
      'Mon[7:30AM-6:30PM]; Tue[7:30AM-6:30PM]; Wed[7:30AM-6:30PM]; Thu[7:30AM-6:30PM]; Fri[7:30AM-6:30PM]; Sat[9:00AM-4:00PM]; Sun[Closed]',
    );
    // A street's numbers beside one day are no week.
    expect(hoursOf('<title>Acme</title><body><p>Open Monday at 1030 - 1040 Main St</p></body>')).toBe('');
  });

  it('reads a bare "9-9.30" as to half past nine at night', () => {
    expect(hoursOf('<title>Acme</title><body><h3>Hours</h3><p>Sunday 9-5.30</p><p>Monday 9-3</p><p>Tuesday - Thursday 9-9.30</p><p>Friday and Saturday 8-6.30</p></body>')).toBe(
      'Mon[9:00AM-3:00PM]; Tue[9:00AM-9:30PM]; Wed[9:00AM-9:30PM]; Thu[9:00AM-9:30PM]; Fri[8:00AM-6:30PM]; Sat[8:00AM-6:30PM]; Sun[9:00AM-5:30PM]',
    );
  });

  it('reads the English a bilingual page\'s script would write ("data-en")', () => {
    const html = `<title>Flores Auto Repair | Trusted Mechanics</title><body><header><h1 class="logo"><span>Flores</span> <span data-en="Auto Repair" data-es="Reparación"></span></h1></header>
      <div class="hours"><div><span data-en="Monday-Friday" data-es="Lunes-Viernes"></span> <span>8 AM - 7 PM</span></div><div><span data-en="Saturday" data-es="Sábado"></span> <span>9 AM - 3 PM</span></div></div></body>`;
    const { businessData: b } = extractBusinessData(page(html), 'https://shop.example/');
    expect(b.BusinessName).toBe('Flores Auto Repair');
    expect(b.BusinessHours).toMatch(/^Mon\[8:00AM-7:00PM\].*Sat\[9:00AM-3:00PM\]; Sun\[Closed\]$/);
  });
});

describe('price tables with a column per size, split names and icon alt texts', () => {
  const servicesOf = (html: string) => (extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`);

  it('reads a row priced in every column as one service from its lowest to its highest price, and a "from" cell of its own', () => {
    const html = `<title>Salon</title><body><table>
      <tr><td>women’s haircut</td><td>$47</td><td>$55</td><td>$60</td><td>$65</td></tr>
      <tr><td>blow dry</td><td></td><td></td><td>from</td><td>$40</td></tr>
      <tr><td>flat ironing</td><td></td><td></td><td>extra</td><td>$10</td></tr></table></body>`;
    expect(servicesOf(html)).toStrictEqual(['women’s haircut 4700-6500', 'blow dry 4000-', 'flat ironing 1000-']);
  });

  it('keeps a name set on two lines ("Butterfly<br><em>Fineline</em>") whole, but not a description set inside a title', () => {
    const tile = (name: string, price: string) => `<div class="flash-tile"><div class="flash-tile__name">${name}</div><div class="flash-tile__price">${price}</div></div>`;
    expect(servicesOf(`<title>Ink</title><body>${tile('Butterfly<br><em>Fineline</em>', 'From $199')}${tile('Script &amp;<br><em>Lettering</em>', 'From $299')}</body>`)).toStrictEqual(['Butterfly Fineline 19900-', 'Script & Lettering 29900-']);
    const card = '<div class="item"><h4 class="item-title">Swedish Massage <small>Long, flowing strokes for calm</small></h4><p>$85</p></div><div class="item"><h4 class="item-title">Hot Stone <small>Warm basalt stones on tight muscles</small></h4><p>$95</p></div>';
    expect(servicesOf(`<title>Spa</title><body>${card}</body>`)).toStrictEqual(['Swedish Massage 8500-', 'Hot Stone 9500-']);
  });

  it('reads a badge set beside a name by its margin as a word of its own ("Exotic Exam Exotics")', () => {
    const row = (name: string, price: string) => `<div class="price-row"><div><span>${name}</span><span class="ml-2 badge">Exotics</span></div><span>${price}</span></div>`;
    expect(servicesOf(`<title>Vet</title><body>${row('Exotic Exam', '$105.00')}${row('Recheck Exam', '$70.00')}</body>`)).toStrictEqual(['Exotic Exam Exotics 10500-', 'Recheck Exam Exotics 7000-']);
  });

  it('names a card by its heading, not by a price label ("Bundle Price $311") or a period ("/mo"); a loyalty credit is no service', () => {
    const bundle = (name: string, price: string) => `<div class="card"><h4>${name}</h4><p>Covers the usual jobs.</p><p>Bundle Price ${price}</p></div>`;
    expect(servicesOf(`<title>Handyman</title><body>${bundle('Seasonal Prep Package', '$311')}${bundle('Move-In Bundle', '$342')}</body>`)).not.toContain('Bundle Price 31100-');
    const plan = '<div class="card"><h4>Maintenance Membership</h4><div><span>$49</span> <span>/mo</span></div></div><div class="card"><h4>Drywall Patch</h4><div><span>$100</span></div></div>';
    expect(servicesOf(`<title>Handyman</title><body>${plan}</body>`).some((s) => s.startsWith('/'))).toBe(false);
    expect(parseServiceLine('Loyalty Credit $50')).toBeUndefined();
  });

  it('reads a dry cleaner\'s list priced without "$" in cents ("Regular Dress Shirts: 1.99"), not a list of steps', () => {
    const list = ['Regular Dress Shirts: 1.99', 'Fancy Dress Shirts: 3.89', 'Suit Jackets: 4.49', 'Pants: 3.89'].map((l) => `<p>${l}</p>`).join('');
    expect(servicesOf(`<title>Cleaners</title><body><h2>Prices</h2>${list}</body>`)).toStrictEqual(['Regular Dress Shirts 199-', 'Fancy Dress Shirts 389-', 'Suit Jackets 449-', 'Pants 389-']);
    const steps = ['Step 1', 'Step 2', 'Step 3'].map((l) => `<p>${l}</p>`).join('');
    expect(servicesOf(`<title>Cleaners</title><body>${steps}</body>`)).toStrictEqual([]);
  });

  it('reads a name that starts with "Off" ("Off Track Recovery") and prices marked by variant ("$449 (single) / $499 (double)")', () => {
    const card = (name: string, price: string) => `<article class="pricing-card"><h3>${name}</h3><p class="price">${price}</p><p>Done by our crew.</p></article>`;
    expect(servicesOf(`<title>MGM</title><body>${card('Off Track Recovery', '$199 and up')}${card('Door Conversion Kit', '$449 (single) / $499 (double)')}</body>`)).toStrictEqual(['Off Track Recovery 19900-', 'Door Conversion Kit 44900-49900']);
    expect(parseServiceLine('Haircut 20% off $25')).toBeUndefined();
    // A white tip is a nail, a tip is a gratuity.
    expect(parseServiceLine('DIP POWDER W/ WHITE TIP $45+')?.priceFromCents).toBe(4500);
    expect(parseServiceLine('Tip $5')).toBeUndefined();
    // A sentence in brackets describes the service; a title-case note names it.
    expect(parseServiceLine('Full Brow reconstruction (When natural brows are minimally pre-existing and camouflaging tattoos)-$650-900')).toMatchObject({ name: 'Full Brow reconstruction', priceFromCents: 65000, priceToCents: 90000 });
    expect(parseServiceLine('Selfie Ready (Full Face Wax Brows Included) - $60.00+')?.name).toBe('Selfie Ready (Full Face Wax Brows Included)');
    // Under arms are waxed; "under $50" is no service.
    expect(parseServiceLine('Under arms $30 & up')?.priceFromCents).toBe(3000);
    expect(parseServiceLine('Gifts under $50')).toBeUndefined();
  });

  it('reads plan cards priced above their names, a per-unit price in brackets among them ("($15/Tire) + Tires")', () => {
    const box = (price: string, name: string) => `<div class="pricingBox"><p class="priceText">${price}</p><br><p class="boldText">${name}</p><br><p>Tire Inspection (Including Spare)</p><p>Fluid Top Off</p></div>`;
    expect(servicesOf(`<title>Tire Ambulance</title><body>${box('$20', 'Basic Plan')}${box('($15/Tire) + Tires', 'Core Plan')}${box('($25/Tire) + Tires', 'Emergency Plan')}</body>`)).toStrictEqual(['Basic Plan 2000-', 'Core Plan 1500-', 'Emergency Plan 2500-']);
  });

  it('reads JSON-LD offers inside catalogs inside the business\'s catalog', () => {
    const ld = {
      '@context': 'https://schema.org', '@type': 'HealthAndBeautyBusiness', name: 'Tustin Massage Therapy', telephone: '+1-714-698-3484',
      hasOfferCatalog: { '@type': 'OfferCatalog', name: 'Massage Services', itemListElement: [
        { '@type': 'OfferCatalog', name: 'Swedish Massage', itemListElement: [
          { '@type': 'Offer', name: '30 min Swedish Massage', price: '50', priceCurrency: 'USD' },
          { '@type': 'Offer', name: '60 min Swedish Massage', price: '70', priceCurrency: 'USD' },
        ] },
        { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Hot Stone' }, price: '20' },
      ] },
    };
    expect(servicesOf(`<title>Tustin Massage Therapy</title><script type="application/ld+json">${JSON.stringify(ld)}</script><body></body>`)).toStrictEqual(['30 min Swedish Massage 5000-', '60 min Swedish Massage 7000-', 'Hot Stone 2000-']);
  });

  it('does not read an icon\'s identifier alt text ("black-diamond") into the name beside it', () => {
    const row = (name: string, price: string) => `<div class="line"><div class="menu-title"><img src="diamond.svg" alt="black-diamond">${name}</div><div class="price">${price}</div></div>`;
    expect(servicesOf(`<title>Nails</title><body>${row('French Manicure', '$8')}${row('Pedicure', '$25')}${row('Spa Pedicure', '$43')}</body>`)).toStrictEqual(['French Manicure 800-', 'Pedicure 2500-', 'Spa Pedicure 4300-']);
  });
});

describe('an app shell with its content in <noscript>', () => {
  it('reads the fallback a reader without JavaScript is shown, not a notice', () => {
    const fallback = `<div class="noscript-container"><h1>Eastend Tanning &amp; Laundry</h1><p>818 Coshocton Ave, Mt Vernon, OH 43050</p><p>Call (740) 555-0142</p>
      <h2>Hours</h2><p>Open daily 8:00 AM – 7:30 PM</p><p>Tanning beds, laundry and drinks for the whole family, all in one place.</p></div>`;
    const html = `<html><head><title>Eastend Tanning &amp; Laundry | Mt Vernon, OH</title><script src="/app.js"></script></head><body><noscript>${fallback}</noscript><div id="root"></div></body></html>`;
    const { businessData: b } = extractBusinessData(page(html), 'https://shop.example/');
    expect([b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressState]).toStrictEqual(['818 Coshocton Ave', 'Mt Vernon', 'OH']);
    expect(b.BusinessHours).toMatch(/^Mon\[8:00AM-7:30PM\]/);
    const shell = '<html><head><title>App</title><script src="/app.js"></script></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>';
    expect(extractBusinessData(page(shell), 'https://shop.example/').needsJavaScript).toBe(true);
  });
});

describe('names beside calls to action, doubled copyright marks and a brand\'s town', () => {
  const nameOf = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName;

  it('does not take a call to action set where the brand goes, but keeps a name that starts like one ("Let\'s Face It")', () => {
    expect(plausibleName('Let’s get started')).toBeUndefined();
    expect(plausibleName('Get a Free Quote')).toBeUndefined();
    expect(plausibleName("Let's Face It Skincare")).toBe("Let's Face It Skincare");
  });

  it('reads "© Copyright Barking Bear Pet Care" as the name after both marks, one with the title\'s "Petcare"', () => {
    expect(nameOf('<title>Barking Bear Petcare</title><body><p>Boarding and day camp.</p><footer>© Copyright Barking Bear Pet Care</footer></body>')).toMatch(/^Barking Bear Pet ?[Cc]are$/);
  });

  it('joins a name written with and without its plural, possessive or "and" ("Ruby Nail Spa", "Ruby\'s Nails & Spa")', () => {
    const html = '<title>Ruby Nail Spa | Premium Beauty Salon</title><body><header><img class="logo" src="logo.png" alt="Ruby Nail Spa"></header><h1>Ruby\'s Nails &amp; Spa</h1><footer>© 2025 Ruby\'s Nails &amp; Spa. All rights reserved.</footer></body>';
    expect(nameOf(html)).toBe("Ruby's Nails & Spa");
  });

  it('joins a person\'s name with the same name and "Photography" after it, and shows the longer', () => {
    const html = '<title>Stacy M Photography</title><body><header><a class="navbar-brand">Stacy McQuerrey</a></header><h1>Stacy McQuerrey Photography</h1><p>Stacy McQuerrey shoots weddings.</p><footer>© 2024 Shannon Thouvenin</footer></body>';
    expect(nameOf(html)).toBe('Stacy McQuerrey Photography');
  });

  it('does not take a logo\'s search phrase ("About Dallas Concrete Contractors") as a name, but keeps "About To Shine Cleaning"', () => {
    expect(nameOf('<title>Arrington\'s Custom Concrete Inc.</title><body><img class="logo" src="logo.png" alt="About Dallas Concrete Contractors"><p>Arrington\'s Custom Concrete Inc. pours driveways.</p></body>')).toBe("Arrington's Custom Concrete Inc.");
    expect(plausibleName('About To Shine Cleaning')).toBe('About To Shine Cleaning');
  });

  it('reads a line break in a logo or heading as a space ("Rick\'s Stamped<br>Concrete")', () => {
    const names = (html: string) => extractNames(parsePage(new URL('https://shop.example/'), html, true)).map((c) => `${c.extractor} ${c.value as string}`);
    expect(names('<title>Home</title><body><header><div class="logo-text">Rick\'s Stamped<br>Concrete</div></header><h1>Dr. Theodore<br><em>Davis</em></h1></body>')).toStrictEqual([
      "names:brand Rick's Stamped Concrete",
      'names:h1 Dr. Theodore Davis',
    ]);
  });

  it('leaves the town off a brand written "CAM Clinic · Pueblo"', () => {
    const { businessData: b, provenance } = extractBusinessData(page('<title>CAM Clinic</title><body><header><a class="navbar-brand">CAM Clinic · Pueblo</a></header></body>'), 'https://shop.example/');
    expect(b.BusinessName).toBe('CAM Clinic');
    expect(provenance.BusinessName?.sources.map((s) => s.extractor)).toContain('names:brand');
  });

  it('leaves the town off a copyright line "© 2025 Garage Detailing — Kansas City"', () => {
    const html = '<title>Garage Detailing | Kansas City&#39;s Premier Auto Detail Service</title><body><p>Mobile detailing at your door.</p><footer><p>© 2025 Garage Detailing — Kansas City</p></footer></body>';
    const holders = (extractBusinessData(page(html), 'https://shop.example/').provenance.BusinessName?.sources ?? []).map((s) => s.extractor);
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName).toBe('Garage Detailing');
    expect(holders).toContain('names:copyright');
  });
});

describe('a form\'s example text', () => {
  const ld = (street: string) =>
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Oak Tree Care","telephone":"352-555-0199","address":{"@type":"PostalAddress","streetAddress":"${street}","addressLocality":"Eustis","addressRegion":"FL","postalCode":"32726"}}</script>`;
  it('drops a JSON-LD street the address field shows as its placeholder, and keeps the town', () => {
    const { businessData: b } = extractBusinessData(page(`<title>Oak Tree Care</title>${ld('123 Tree Lane')}<form><input name="address" placeholder="123 Tree Lane"></form>`), 'https://shop.example/');
    expect([b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressState, b.BusinessAddressZipcode]).toStrictEqual(['', 'Eustis', 'FL', '32726']);
  });
  it('drops the town too when the placeholder names it, and keeps a street no placeholder shows', () => {
    const { businessData: b } = extractBusinessData(page(`<title>Oak Tree Care</title>${ld('123 Tree Ln')}<input placeholder="123 Tree Lane, Eustis FL">`), 'https://shop.example/');
    expect([b.BusinessAddressStreet, b.BusinessAddressCity]).toStrictEqual(['', '']);
    const { businessData: c } = extractBusinessData(page(`<title>Oak Tree Care</title>${ld('410 Lakeshore Dr')}<input placeholder="123 Tree Lane">`), 'https://shop.example/');
    expect([c.BusinessAddressStreet, c.BusinessAddressCity]).toStrictEqual(['410 Lakeshore Dr', 'Eustis']);
  });
});

describe('page labels, review badges and bullets between a number\'s digits', () => {
  it('does not take a page\'s title that the menu links it by ("Body & Face") as the name', () => {
    const pages = [
      { url: new URL('https://shop.example/'), html: '<title>Riverdale Nail Spa</title><h1>RIVERDALE NAILS SPA</h1><a href="body.html">Body &amp; Face</a><a href="waxing.html">Waxing</a>' },
      { url: new URL('https://shop.example/body.html'), html: '<title>Body &amp; Face</title><h2>Body &amp; Face</h2><p>Facial $40</p>' },
      { url: new URL('https://shop.example/waxing.html'), html: '<title>Waxing</title><p>Brow $9</p>' },
    ];
    expect(extractBusinessData(pages, 'https://shop.example/').businessData.BusinessName).toBe('Riverdale Nails Spa');
    // Without the links, the same titles are rivals and the name is left to the owner.
    const unlinked = pages.map((p, i) => (i ? p : { ...p, html: '<title>Riverdale Nail Spa</title><h1>RIVERDALE NAILS SPA</h1>' }));
    expect(extractBusinessData(unlinked, 'https://shop.example/').businessData.BusinessName).toBe('');
  });

  it('does not read a review site\'s badge linked to that site as the business\'s logo', () => {
    const html = '<title>Massage Mendocino Coast</title><p>Mendocino Coast Massage since 1998. Massage Mendocino Coast.</p><a href="http://www.tripadvisor.com/"><img src="https://www.tripadvisor.com/img/sticker_logo.png" alt="TripAdvisor"></a>';
    const names = extractNames(parsePage(new URL('https://shop.example/'), html, true)).map((c) => c.value);
    expect(names).not.toContain('TripAdvisor');
    const own = extractNames(parsePage(new URL('https://shop.example/'), '<a href="/"><img src="/logo.png" alt="Mendo Massage"></a>', true)).map((c) => c.value);
    expect(own).toContain('Mendo Massage');
  });

  it('reads a number whose parts are joined by bullets ("707•937•2305")', () => {
    const { businessData: b } = extractBusinessData(page('<title>Acme Massage</title><p>Please call 707&bull;937&bull;2305 to book.</p>'), 'https://shop.example/');
    expect(b.BusinessPhoneNumber).toBe('707-937-2305');
  });
});

describe('prices by size under a heading, and names over their prices', () => {
  const services = (html: string) => (extractBusinessData(page(`<title>Polished</title>${html}`), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`);
  it('reads sizes or weeks priced under a heading ("Full Sets" / "Short $70" … "XL $100") as one service, the rows after them as their own', () => {
    const row = (n: string, p: string) => `<div class="line"><span>${n}</span><span>${p}</span></div>`;
    const html = `<div class="t">Full Sets</div>${row('Short', '$70')}${row('Medium', '$80')}${row('Long', '$90')}${row('XL', '$100')}<div class="t">Fills</div>${row('2 Weeks', '$65')}${row('3 Weeks', '$75')}${row('Rebalance', '$85')}`;
    expect(services(html)).toStrictEqual(['Full Sets 7000-10000', 'Fills 6500-7500', 'Rebalance 8500-']);
  });

  it('reads names and prices on alternate lines of one block, three pairs or more', () => {
    const html = '<div><h2>Touch-ups</h2>Within six months<br>$100<br><br>Within one year<br>$200<br><br>After one year<br>$250</div>';
    expect(services(html)).toStrictEqual(['Within six months 10000-', 'Within one year 20000-', 'After one year 25000-']);
    // Two pairs, or a card's name, description and price, are not read this way.
    expect(services('<div>Within six months<br>$100<br>Within one year<br>$200</div>')).toStrictEqual([]);
  });
});

describe('pages read for their prices only', () => {
  it('takes the price list of a page no hint named, not its phone or hours', () => {
    const pages = [
      { url: new URL('https://shop.example/'), html: '<title>Polished Nails</title><p>Call 509-555-0142</p>' },
      { url: new URL('https://shop.example/manicures.html'), pricesOnly: true, html: '<p>Events line 509-555-0199</p><p>Open Mon-Fri 6am-11pm</p><p>Basic Manicure $45</p><p>Gel Manicure $55</p>' },
    ];
    const b = extractBusinessData(pages, 'https://shop.example/').businessData;
    expect([b.BusinessPhoneNumber, b.BusinessHours]).toStrictEqual(['509-555-0142', '']);
    expect((b.Services ?? []).map((s) => s.name)).toStrictEqual(['Basic Manicure', 'Gel Manicure']);
  });
});

describe('a home page that welcomes visitors by name', () => {
  it('reads "Welcome to Mendocino Coast Massage" as the name, one with the title\'s "Massage Mendocino Coast"', () => {
    const html = '<title>Massage Mendocino Coast - relaxing massage</title><h1>Welcome to Mendocino Coast Massage</h1><p>Massage Mendocino Coast offers Swedish massage. Massage Mendocino Coast, since 1998.</p>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName).toBe('Mendocino Coast Massage');
  });
  it('does not read "Welcome to our salon" or "Welcome to the family!" as a name', () => {
    const names = (h: string) => extractNames(parsePage(new URL('https://shop.example/'), h, true)).filter((c) => c.extractor.endsWith(':welcome'));
    expect(names('<h2>Welcome to our salon</h2><h2>Welcome to the family!</h2><h3>welcome to relaxation</h3>')).toStrictEqual([]);
    expect(names('<h2>Welcome to Joe\'s Plumbing!</h2>').map((c) => c.value)).toStrictEqual(["Joe's Plumbing"]);
  });
});

describe('descriptions in a price row, plan cards and captions', () => {
  const services = (html: string) => (extractBusinessData(page(`<title>Acme</title>${html}`), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}`);
  it('reads a row with a cell that describes the service, its name starting with a count', () => {
    const row = (n: string, d: string, p: string) => `<tr><td>${n}</td><td>${d}</td><td>${p}</td></tr>`;
    expect(services(`<table>${row('1 Ear Lobe Piercing', 'A single lobe piercing on one ear', '$45')}${row('2 Ear Lobe Piercings', 'Two piercings, one on each ear', '$70')}</table>`)).toStrictEqual(['1 Ear Lobe Piercing 4500', '2 Ear Lobe Piercings 7000']);
  });
  it('does not read a plan card\'s "$35/mo" as a service, nor name a price by its caption or button', () => {
    const card = (size: string, price: string) => `<div class="card"><div>${size}</div><div><span>${price}</span><span>/mo</span></div><ul><li>Spring turn-on</li><li>Fall blowout</li></ul><a href="/signup">Sign Up</a></div>`;
    expect(services(`${card('Small · 1–5 Zones', '$35')}${card('Medium · 6–10 Zones', '$45')}`)).toStrictEqual([]);
    const caption = '<div class="box"><h3>Blowout Now</h3></div><div class="box"><div>$75–$105</div><div>for most valley homes</div></div><div class="box"><div>Most Homes Pay</div><div>$81–$93</div></div>';
    expect(services(caption).filter((s) => /^(for|most)\b/i.test(s))).toStrictEqual([]);
  });
  it('does not read "when baby is 3–14 days old" after a list of weekdays as hours', () => {
    const { businessData: b } = extractBusinessData(page('<title>Acme</title><p>Sessions take place Monday–Friday, 9am–12pm. Weekend sessions by request.</p><p>Best time is when baby is 3–14 days old.</p>'), 'https://shop.example/');
    expect(b.BusinessHours).not.toMatch(/Sat\[3/);
  });
});

describe('site names with taglines, towns on logos, partners\' logos and legal suffixes', () => {
  const names = (html: string) => extractNames(parsePage(new URL('https://shop.example/'), html, true)).map((c) => `${c.extractor.split(':').slice(1).join(':')} ${c.value}`);
  it('reads the brand of a site name written with its tagline, or the part the page says most', () => {
    expect(names('<meta property="og:site_name" content="LeftClick - IT Strategy, Support, and Implementation">')).toContain('og:site_name LeftClick');
    expect(names('<meta property="og:site_name" content="Nail salon Hampton | Nail salon 23666 | Lee Nails &amp; spa"><p>Lee Nails &amp; spa welcomes you</p>')).toContain('og:site_name Lee Nails & spa');
  });
  it('does not take a town alone on a logo, a strip of partners\' logos, "COPYRIGHT" or a payment badge as the name', () => {
    const found = names(
      '<header><img class="logo" src="/logo.png" alt="Stony Brook"></header><p>© COPYRIGHT 2024</p>' +
        '<section><div><img src="/a.webp" alt="Allstate Logo"></div><div><img src="/g.webp" alt="Geico Logo"></div><div><img src="/t.webp" alt="TRAA Logo"></div></section><img src="/p.png" alt="Paypal Logo">',
    );
    expect(found).toStrictEqual([]);
    expect(plausibleName('First slide')).toBeUndefined();
    expect(plausibleName('Slide 2')).toBeUndefined();
    // One logo shown three times is still the business's.
    expect(names('<img src="/l.png" alt="Mystic Images Logo"><img src="/m.png" alt="Mystic Images Logo"><img src="/n.png" alt="Mystic Images Logo">')).toContain('logo-alt Mystic Images');
  });
  it('reads a brand\'s words set in their own element apart, and leaves off the town and state after it', () => {
    expect(names('<header><a class="nav-logo" href="/">Sweet Berry Photography<span>LLC · Avon Park, Florida</span></a></header>')).toContain('brand Sweet Berry Photography LLC');
  });

  it('joins a name with and without "Corporation" after it', () => {
    const pages = [{ url: new URL('https://shop.example/'), html: '<title>Sperbeck Chiropractic</title><p>Sperbeck Chiropractic in Tracy</p><p>© 2024 Sperbeck Chiropractic Corporation</p>' }];
    expect(extractBusinessData(pages, 'https://shop.example/').businessData.BusinessName).toMatch(/^Sperbeck Chiropractic/);
  });
});

describe('a town written with its first word shortened', () => {
  it('compares "E Amherst" and "East Amherst", "Ft. Myers" and "Fort Myers" as one town, and leaves a town the gazetteer does not know as written', () => {
    expect(cityKey('E Amherst', 'NY')).toBe('east amherst');
    expect(cityKey('Ft. Myers', 'FL')).toBe('fort myers');
    expect(cityKey('E Zzzz', 'NY')).toBe('e zzzz');
    const html = '<title>Aura</title><p>Visit us: 6429 Transit Rd, E Amherst, NY 14051</p><p>Proudly serving East Amherst, NY</p><iframe src="https://maps.google.com/maps?q=6429%20Transit%20Rd,%20East%20Amherst,%20NY%2014051&output=embed"></iframe>';
    const b = extractBusinessData(page(html), 'https://shop.example/').businessData;
    expect([b.BusinessAddressStreet, b.BusinessAddressZipcode]).toStrictEqual(['6429 Transit Rd', '14051']);
    // Shown as the site writes it most often (twice in full, once shortened).
    expect(b.BusinessAddressCity).toBe('East Amherst');
  });

  it('shows the town as the site writes it most often ("St. Joseph" on every page, "Saint Joseph" in one paragraph)', () => {
    const pages = [
      { url: new URL('https://shop.example/'), html: '<title>TDR</title><p>Electricians in St. Joseph, MO</p><footer>St. Joseph, MO | Mon - Fri: 7AM - 5:30PM</footer>' },
      { url: new URL('https://shop.example/contact'), html: '<footer>St. Joseph, MO | Mon - Fri: 7AM - 5:30PM</footer>' },
      { url: new URL('https://shop.example/services'), html: '<p>The most qualified electricians in the Saint Joseph, MO area.</p><p>We serve Saint Joseph and surrounding areas.</p>' },
    ];
    const b = extractBusinessData(pages, 'https://shop.example/').businessData;
    expect([b.BusinessAddressCity, b.BusinessAddressState]).toStrictEqual(['St. Joseph', 'MO']);
  });
});

describe('a web developer\'s address on the business\'s site', () => {
  it('does not take the mail link beside the developer\'s GitHub, or a designer\'s "send me an email", as the business\'s email', () => {
    const footer = '<p>Email us: neatfadesbarbers@gmail.com</p><footer><p>Alexis Luna - 2025</p><div><a href="https://github.com/someone"><img alt="GitHub"></a><a href="mailto:dev1889@gmail.com"><img alt="Gmail"></a></div></footer>';
    expect(extractBusinessData(page(`<title>Neat Fades</title>${footer}`), 'https://shop.example/').businessData.BusinessEmail).toBe('neatfadesbarbers@gmail.com');
    const credit = '<ul><li>info@revolveryoga.com</li></ul><p>Matt is a visual designer in San Francisco. For further inquiries, <a href="mailto:mattdesigns@gmail.com">send me an email</a>.</p>';
    expect(extractBusinessData(page(`<title>Revolver Yoga</title>${credit}`), 'https://shop.example/').businessData.BusinessEmail).toBe('info@revolveryoga.com');
  });
});

describe('one session\'s price under its heading', () => {
  it('names "Per Session - $80" by the heading over its description and length, not a pack\'s price', () => {
    const html = '<title>Aura</title><h3>Hypnosis</h3><p>Hypnosis is a trance-like state of focus achieved with a clinical hypnotherapist.</p><p>60 minute session</p><p>Per Session - $80</p><p>3 pack - $200</p><h3>Reflexology</h3><p>Our reflexologist will spend time on your feet.</p><p>60 minute session</p><p>Per Session - $75</p>';
    const got = (extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents} ${s.durationMinutes}`);
    expect(got).toContain('Hypnosis 8000 60');
    expect(got).toContain('Reflexology 7500 60');
  });
});

describe('lengths and prices under a label, with booking buttons between', () => {
  it('names "60 minutes $120" / "Book 60min" / "90 minutes $150" by the heading over the description and "Pricing Options"', () => {
    const html = '<title>Grip</title><h3>Swedish Massage</h3><p>Classic relaxation massage using gentle, flowing strokes.</p><h4>Pricing Options</h4><p>60 minutes $120</p><a href="/b">Book 60min</a><p>90 minutes $150</p><a href="/b">Book 90min</a><h3>Hot Stone Massage</h3><p>Smooth, heated stones placed on key points.</p><h4>Pricing Options</h4><p>60 minutes $150</p><a href="/b">Book 60min</a><p>90 minutes $175</p><a href="/b">Book 90min</a>';
    const got = (extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`);
    expect(got).toStrictEqual(['Swedish Massage 12000-15000', 'Hot Stone Massage 15000-17500']);
  });
});

describe('a region served, with a toll-free number', () => {
  it('reads "Cumberland & York Counties, Maine" and takes the state when two pages say it, though an 877 number names no state', () => {
    expect(findStateOnly('Cumberland & York Counties, Maine')).toStrictEqual(['ME']);
    expect(findStateOnly('Gutter cleaning throughout Northwest Montana')).toStrictEqual(['MT']);
    expect(findStateOnly('Serving Southeastern Pennsylvania')).toStrictEqual(['PA']);
    const pages = (n: number) => [
      { url: new URL('https://shop.example/'), html: '<title>Randy Cleaning</title><p>Call (877) 207-3123</p><p>Serving Cumberland &amp; York Counties, Maine</p>' },
      { url: new URL('https://shop.example/contact'), html: `<title>Contact</title><p>Call (877) 207-3123</p>${n > 1 ? '<p>Cumberland &amp; York Counties, Maine</p>' : ''}` },
    ];
    expect(extractBusinessData(pages(2), 'https://shop.example/').businessData.BusinessAddressState).toBe('ME');
    expect(extractBusinessData(pages(1), 'https://shop.example/').businessData.BusinessAddressState).toBe('');
  });
});

describe('an item\'s name over its description and its price with a length', () => {
  it('names "$15 15 min" by the item\'s name element, not the description under it', () => {
    const item = (n: string, d: string, p: string) => `<div class="svc-item"><div><p class="svc-item__name">${n}</p><p class="svc-item__desc">${d}</p></div><div><span>${p}</span><span>15 min</span></div></div>`;
    const html = `<title>Maxara</title>${item('Brow Wax', 'Brow waxing only', '$15')}${item('Lip', 'Upper lip wax and bottom if needed', '$12')}`;
    const got = (extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents} ${s.durationMinutes}`);
    expect(got).toStrictEqual(['Brow Wax 1500 15', 'Lip 1200 15']);
  });
});

describe('a price with its minimum in a card\'s list', () => {
  it('reads "$175 PER HOUR - 2 HOUR MINIMUM" in a card named by its heading', () => {
    const card = (n: string, p: string) => `<div class="col"><h2>${n}</h2><p><em>Ideal for smaller moves</em></p><ul><li>${p} PER HOUR - 2 HOUR MINIMUM</li><li>2 Movers</li></ul></div>`;
    const got = (extractBusinessData(page(`<title>Merit</title>${card('MERIT BASIC PACKAGE', '$175')}${card('MERIT ELITE PACKAGE', '$225')}`), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}`);
    expect(got).toStrictEqual(['MERIT BASIC PACKAGE 17500', 'MERIT ELITE PACKAGE 22500']);
  });
});

describe('memberships', () => {
  it('does not read an unlimited month, a membership or a punch card as a service', () => {
    const html = '<title>Aura</title><p>Salt Cave Session $30</p><p>Infrared Sauna $30</p><p>1 Month UNLIMITED (Per Person) $199</p><p>Maintenance Membership $49</p><p>Punch Card $250</p>';
    const got = (extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? []).map((s) => s.name);
    expect(got).toStrictEqual(['Salt Cave Session', 'Infrared Sauna']);
  });
});

describe('a name with its variant after a dash', () => {
  it('keeps "Interior — single room" whole, and still drops a description ("Men\'s Cut - includes wash and style")', () => {
    expect(parseServiceLine('Interior — single room | $350 – $800+')?.name).toBe('Interior — single room');
    expect(parseServiceLine("Men's Cut - includes wash and style $25")?.name).toBe("Men's Cut");
  });
});

describe('a price list with long dot leaders', () => {
  it('reads "Eyebrow ……(70 dots)……9" lines priced without "$" however long the leaders', () => {
    const dots = '.'.repeat(70);
    const html = `<title>Riverdale</title><h2>Waxing</h2><p>Eyebrow ${dots}9<br>Lip ${dots}7<br>Half Arms ${dots}20<br>Bikini ${dots}15-25</p><p>Gel Manicure ${'.'.repeat(160)}$35</p>`;
    const got = (extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`);
    expect(got).toStrictEqual(['Eyebrow 900-', 'Lip 700-', 'Half Arms 2000-', 'Bikini 1500-2500', 'Gel Manicure 3500-']);
  });
});

describe('builders\' site names, contact labels, slogans and signed copyright lines', () => {
  const name = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName;
  it('does not take a share card\'s site name that the page never says ("New Web Lead") over the name it does say', () => {
    const html = '<meta property="og:site_name" content="New Web Lead"><title>Home</title><body><p>Hancock Plumbing Co. Inc. has served the valley since 1971. Call Hancock Plumbing Co. Inc. today.</p><footer>© 2024 Hancock Plumbing Co Inc</footer></body>';
    expect(name(html)).toBe('Hancock Plumbing Co Inc');
    // A site name the page does say keeps its weight.
    expect(name('<meta property="og:site_name" content="Acme Plumbing"><title>Home</title><p>Welcome! AcmePlumbing is family run.</p>')).toBe('Acme Plumbing');
  });
  it('does not read a row of contact labels in the brand\'s place as a name', () => {
    expect(plausibleName('PHONE EMAIL HOURS ADDRESS')).toBeUndefined();
    expect(plausibleName('Call / Text')).toBeUndefined();
    expect(plausibleName('Phone Doctor')).toBe('Phone Doctor');
  });
  it('leaves the slogan under a brand out of it, and ends a copyright holder at "Crafted with love 🌸"', () => {
    expect(name('<title>Rainbow Florals</title><header><div class="brand"><h1>Rainbow Florals</h1><p class="tagline">We Fine Florals</p></div></header>')).toBe('Rainbow Florals');
    const copyright = extractNames(parsePage(new URL('https://shop.example/'), '<footer><p>© Rainbow Florals Crafted with love 🌸</p><p>© 2025 Stone Masonry 🧱</p></footer>', true)).filter((c) => c.extractor.endsWith(':copyright'));
    expect(copyright.map((c) => c.value)).toStrictEqual(['Rainbow Florals', 'Stone Masonry']);
  });
});

describe('a street above its post-office box, and counted carousel slides', () => {
  it('takes the street on the line above a P.O. Box as the address; a box alone stays the box', () => {
    expect(findAddresses('Harvey’s Auto Service\n100 Holmes Road\nP.O. Box 1856\nNorth Eastham, MA 02651\n(508) 255-5133')[0]).toMatchObject({ street: '100 Holmes Road', city: 'North Eastham', zip: '02651' });
    expect(findAddresses('Mail: P.O. Box 1856\nNorth Eastham, MA 02651')[0]?.street).toBe('P.O. Box 1856');
  });
  it('does not read "slide 1", "slide 2", "slide 3" as a price list', () => {
    const html = `<title>Harvey's Auto</title>${[1, 2, 3, 4, 5, 6].map((n) => `<div>slide ${n}</div>`).join('')}<div>Photo 7</div><div>Photo 8</div><div>Photo 9</div>`;
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.Services).toBeUndefined();
    // A list priced without "$" still reads.
    const list = '<title>Riverdale Nails</title><p>Manicure 10</p><p>French Manicure 15</p><p>Spa Manicure 26</p>';
    expect((extractBusinessData(page(list), 'https://shop.example/').businessData.Services ?? []).map((s) => s.priceFromCents)).toStrictEqual([1000, 1500, 2600]);
  });
});

describe('hours past midnight', () => {
  const hours = (body: string) => extractBusinessData(page(`<title>Rockstar Tattoo</title>${body}`), 'https://shop.example/').businessData.BusinessHours;
  it('reads "10am-2am" as open until 2 AM the next day and "10am-Midnight" as until 12 AM; all day stays 12 AM–11:59 PM', () => {
    expect(hours('<h3>Hours</h3><p>Monday - Thursday 10am-Midnight</p><p>Friday-Sunday 10am-2am</p>')).toBe(
      'Mon[10:00AM-12:00AM]; Tue[10:00AM-12:00AM]; Wed[10:00AM-12:00AM]; Thu[10:00AM-12:00AM]; Fri[10:00AM-2:00AM]; Sat[10:00AM-2:00AM]; Sun[10:00AM-2:00AM]',
    );
    expect(hours('<h3>Hours</h3><p>Open 24 hours, 7 days</p>')).toMatch(/^Mon\[12:00AM-11:59PM\]/);
    // A morning close after a morning opening is no night shift ("8am-5am" is not read).
    expect(hours('<h3>Hours</h3><p>Mon-Fri 8am-5am</p>')).toBe('');
  });
});

describe('a price and its length in one element, calculators and size labels', () => {
  const services = (html: string) => (extractBusinessData(page(`<title>Acme</title>${html}`), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`);
  it('reads "$35<em>45 min</em>" as $35 for 45 minutes, not $3545', () => {
    const line = (n: string, p: string, d: string) => `<div class="line"><div><div class="line-name">${n}</div><div class="line-desc">A fine service.</div></div><div class="line-price">${p}<em>${d}</em></div></div>`;
    expect(services(line('Haircut', '$30', '30 min') + line('Haircut and Beard', '$35', '45 min') + line('Beard Trim', '$15', '20 min'))).toStrictEqual(['Haircut 3000-', 'Haircut and Beard 3500-', 'Beard Trim 1500-']);
  });
  it('does not name a price in a sentence by a link further on ("See the <a>full rates & packages</a>", "on the <a>collections page</a>")', () => {
    const names = (html: string) => extractServicesText(parsePage(new URL('https://shop.example/'), html, true)).flatMap((c) => (c.value as Array<{ name: string }>).map((s) => s.name));
    const one = '<p>Labor after the first hour is billed at a flat <strong>$70/hour</strong> in quarter-hour increments. See the <a href="/rates">full rates &amp; packages</a> for details.</p>';
    const many = '<div class="faq-a">A single crystal is <strong>$55</strong>, extra crystals are <strong>+$20 ea</strong>, and full collections run <strong>$185–$265</strong>. The full menu lives on the <a href="/c">collections page</a>.</div>';
    expect(names(one + many).filter((n) => /rates|collections page/i.test(n))).toStrictEqual([]);
    // Price and name in two elements of their own, with nothing written between them, still name each other.
    const cards = '<div class="card"><span>$59.99</span> <span>Tune-Up Special</span></div><div class="card"><span>$89</span> <span>Drain Cleaning</span></div>';
    expect(names(cards)).toStrictEqual(['Tune-Up Special', 'Drain Cleaning']);
  });
  it('does not read a quote calculator\'s live figures as services', () => {
    const calc = '<form><label>Full Name</label><input name="name"><div class="qf-row"><span id="quoteLow">$360</span> – <span id="quoteHigh">$530</span></div></form>';
    expect(services(`<h3>Single Item</h3><p>From $75</p>${calc}`).filter((s) => /36000|53000/.test(s))).toStrictEqual([]);
  });
  it('names sizes under a "Vehicle Size Pricing" label by the heading over the label, never "Vehicle Size"', () => {
    const card = (h: string, p: string[]) => `<article><h3>${h}</h3><p>A deep clean.</p><p>Vehicle Size Pricing</p><ul>${p.map((x, i) => `<li>${['Sedan / Coupe', 'SUV / Small Truck', 'Truck / Van'][i]}: ${x}</li>`).join('')}</ul></article>`;
    const got = services(card('Express Refresh', ['$225+', '$250+', '$300+']) + card('Complete Interior Detail', ['$150+', '$175+']));
    expect(got).toStrictEqual(['Express Refresh 22500-30000', 'Complete Interior Detail 15000-17500']);
  });
});

describe('price labels, badges and monthly plans in service names', () => {
  const names = (html: string) => (extractBusinessData(page(`<title>Acme</title>${html}`), 'https://shop.example/').businessData.Services ?? []).map((s) => s.name);
  it('does not name a service "Starting Price" or "one-time", drops a card\'s badge, and skips a plan priced by the month', () => {
    expect(parseServiceLine('Starting Price: $120')).toBeUndefined();
    expect(parseServiceLine('one-time $249')).toBeUndefined();
    expect(parseServiceLine('Medium Job — Most Common $150–$300')?.name).toBe('Medium Job');
    expect(parseServiceLine('Gold Package - Best Value: $199')?.name).toBe('Gold Package');
    expect(parseServiceLine('Express / month $17.99')).toBeUndefined();
    expect(names('<p>Express Exterior $9.99</p><p>Express / month $17.99</p><p>Good Exterior $14.99</p>')).toStrictEqual(['Express Exterior', 'Good Exterior']);
  });
});

describe('a home town said again and again beside the towns it serves', () => {
  const place = (html: string) => {
    const b = extractBusinessData(page(html), 'https://shop.example/').businessData;
    return [b.BusinessAddressCity, b.BusinessAddressState];
  };
  const served = ['Johnston', 'Urbandale', 'Clive', 'Waukee', 'Ankeny'].map((t) => `<li>${t}, IA</li>`).join('');
  it('takes the town named three times or more, twice as often as any other', () => {
    expect(place(`<title>Weiss Lawn Care | Grimes, IA</title><p>Grimes, IA</p><p>Proudly serving Grimes, Iowa and the surrounding communities.</p><p>Local Grimes, IA Based</p><h3>Areas we serve</h3><ul>${served}</ul><footer>Weiss Lawn Care · Grimes, IA</footer>`)).toStrictEqual(['Grimes', 'IA']);
  });
  it('leaves the town to the owner when no town stands out', () => {
    expect(place(`<title>Weiss Lawn Care</title><p>Grimes, IA</p><footer>Grimes, IA</footer><h3>Areas we serve</h3><ul>${served}</ul>`)[0]).toBe('');
  });
});

describe('a footer\'s town and state code without a comma', () => {
  it('reads "… | Wadsworth OH" ending a line, and only a known town of that state', () => {
    expect(findCityOnly('Copyright @ 2017 Chris Douglas | 330-412-2717 | Wadsworth OH')).toStrictEqual([{ street: '', city: 'Wadsworth', state: 'OH', zip: '', served: false }]);
    expect(findCityOnly('Photos | Call Now OK')).toStrictEqual([]);
    expect(findCityOnly('Studio | Wadsworth OH 2017 rates')).toStrictEqual([]);
    expect(findCityOnly('Sprinkler Repair | Lowcountry Irrigation | Charleston SC', { visible: false })).toStrictEqual([]);
  });
});

describe('badges of trade bodies, makers\' credits and calls to follow', () => {
  const name = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName;
  const cands = (html: string) => extractNames(parsePage(new URL('https://shop.example/'), html, true)).map((c) => c.value);
  it('does not read a trade body\'s badge, a card network strip, a maker\'s credit or "Follow us on Facebook" as the name', () => {
    expect(cands('<img class="logo" src="sta-logo.png" alt="Salt Therapy Association"><img src="cards-logo.png" alt="Credit Card Logos">')).toStrictEqual([]);
    expect(cands('<footer><p>&copy; Made by INFINITY AUTOMATIONS</p></footer>')).toStrictEqual([]);
    expect(cands('<header><div class="logo-text">Follow us on Facebook</div></header>')).toStrictEqual([]);
  });
  it('reads "Monroe Car Wash" and "Monroe Car Wash & Detail Center" as one name', () => {
    const html = '<title>Monroe Car Wash &amp; Detail Center</title><header><div class="brand">Monroe Car Wash</div></header><p>Monroe Car Wash &amp; Detail Center has served Monroe since 1990.</p><footer>© 2024 Monroe Car Wash &amp; Detail Center</footer>';
    expect(name(html)).toBe('Monroe Car Wash & Detail Center');
  });
});

describe('a street without a suffix before its suite, a ZIP after a semicolon, a note in brackets', () => {
  it('reads "450 Fremont Suite 109, Las Vegas", "Henderson, Tennessee; 38340" and drops "(inside Salon Finesse)"', () => {
    expect(findAddresses('450 Fremont Suite 109, Las Vegas, NV 89101')[0]).toMatchObject({ street: '450 Fremont Suite 109', city: 'Las Vegas', zip: '89101' });
    expect(findAddresses('Located at 120 E Main St.\nHenderson, Tennessee; 38340')[0]).toMatchObject({ street: '120 E Main St.', city: 'Henderson', state: 'TN', zip: '38340' });
    const ld = '<script type="application/ld+json">{"@type":"BeautySalon","name":"Blush","address":{"@type":"PostalAddress","streetAddress":"732 Villa St (inside Salon Finesse)","addressLocality":"Mountain View","addressRegion":"CA","postalCode":"94041"}}</script>';
    expect(extractBusinessData(page(`<title>Blush</title>${ld}`), 'https://shop.example/').businessData.BusinessAddressStreet).toBe('732 Villa St');
  });
});

describe('hours in cells of their own and days by appointment only', () => {
  const hours = (body: string) => extractBusinessData(page(`<title>Skincare Lounge</title>${body}`), 'https://shop.example/').businessData.BusinessHours;
  it('reads "Monday | 9:00 AM | 6:00 PM" as one range, and a day "Appointment only" as closed', () => {
    const row = (d: string, a: string, b: string) => `<tr><td>${d}</td><td>${a}</td><td>${b}</td></tr>`;
    expect(hours(`<h3>Hours</h3><table>${row('Monday', '9:00 AM', '6:00 PM')}${row('Tuesday', '9:00 AM', '7:00 PM')}${row('Friday', '9:00 AM', '4:00 PM')}</table>`)).toBe(
      'Mon[9:00AM-6:00PM]; Tue[9:00AM-7:00PM]; Wed[Closed]; Thu[Closed]; Fri[9:00AM-4:00PM]; Sat[Closed]; Sun[Closed]',
    );
    expect(hours('<h3>Hours</h3><table><tr><td>Monday</td><td>Appointment only</td></tr><tr><td>Tuesday - Friday</td><td>9:00 - 5:00</td></tr><tr><td>Saturday</td><td>9:00 - 1:00</td></tr></table>')).toBe(
      'Mon[Closed]; Tue[9:00AM-5:00PM]; Wed[9:00AM-5:00PM]; Thu[9:00AM-5:00PM]; Fri[9:00AM-5:00PM]; Sat[9:00AM-1:00PM]; Sun[Closed]',
    );
  });
});

describe('a brand written beside its logo picture, pictures described, and one name spelt two ways', () => {
  const name = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName;
  const cands = (html: string) => extractNames(parsePage(new URL('https://shop.example/'), html, true)).map((c) => `${c.extractor} ${c.value as string}`);
  it('reads the name written beside a logo picture that has no text ("<img id=logo>" then "<div id=businessName>")', () => {
    expect(cands('<nav><a class="navbar-brand" href="#"><img id="logo" alt="Brand" src="logo.png"></a><div id="businessName">G&amp;S House Cleaning</div></nav>')).toStrictEqual(['names:brand G&S House Cleaning']);
  });
  it('does not read an alt text describing the picture ("Small logo of a blue rabbit") as a name', () => {
    expect(name('<title>Ark Animal Hospital</title><header><img class="logo" src="rabbit.png" alt="Small logo of a blue rabbit"></header><p>Ark Animal Hospital cares for pets.</p>')).toBe('Ark Animal Hospital');
    // A picture of the menu in the logo's place ("Beauty Bar Menu") is no rival to the title.
    expect(name('<title>Beauty Lounge by Gilena</title><header><a href="/"><img class="logo" src="menu.png" alt="Beauty Bar Menu"></a></header><p>Facials and waxing.</p>')).toBe('Beauty Lounge by Gilena');
  });
  it('shows a name written two ways as the stronger places write it ("G&S" on the header and in the text, "GS" in the title)', () => {
    const html = '<title>GS House Cleaning</title><nav><div id="businessName">G&amp;S House Cleaning</div></nav><p>G&amp;S House Cleaning is family owned. Call G&amp;S House Cleaning today.</p>';
    expect(name(html)).toBe('G&S House Cleaning');
  });
  it('reads "Pacific Tech" on the logo and "Pacific Tech Appliance Repair" in the title as one name', () => {
    const html = '<title>Pacific Tech Appliance Repair</title><header><img class="logo" src="l.png" alt="Pacific Tech"></header><h1>Our Customer Reviews</h1><h2>Welcome to Pacific Tech Appliance Repair</h2><p>Pacific Tech fixes washers. Call Pacific Tech.</p>';
    expect(name(html)).toBe('Pacific Tech Appliance Repair');
  });
});

describe('a town after "for", a shortened first word and a town between separators', () => {
  const where = (body: string) => {
    const b = extractBusinessData(page(`<title>Green Lawn</title>${body}`), 'https://shop.example/').businessData;
    return `${b.BusinessAddressCity}|${b.BusinessAddressState}`;
  };
  it('reads "Lawn Care Service for St. Petersburg, FL", keeping the site\'s "St."', () => {
    expect(where('<h2>Professional Lawn Care Service for St. Petersburg, FL</h2>')).toBe('St. Petersburg|FL');
    expect(findCityOnly('Serving Ft. Myers, Florida')[0]).toMatchObject({ city: 'Ft. Myers', state: 'FL' });
  });
  it('reads "• Kent, WA •" between a footer\'s separators, and only a known town there', () => {
    expect(where('<footer>© 2025 ZK AutoTech Services LLC • Kent, WA • (206) 551-2789</footer>')).toBe('Kent|WA');
    expect(where('<footer>© 2025 ZK AutoTech • Family Owned, OK • Call us</footer>')).toBe('|');
  });
});

describe('a street ending its line with a comma, a unit letter, and a map\'s street in the stated town', () => {
  it('reads "16351 Lee Highway," over "Gainesville, VA 20155", and "115 Railroad Ave G, Danville"', () => {
    expect(findAddresses('Location 16351 Lee Highway,\nGainesville, VA 20155')).toStrictEqual([{ street: '16351 Lee Highway', city: 'Gainesville', state: 'VA', zip: '20155' }]);
    expect(findAddresses('Address: 115 Railroad Ave G, Danville, CA 94526')).toStrictEqual([{ street: '115 Railroad Ave G', city: 'Danville', state: 'CA', zip: '94526' }]);
    // The unit letter ending its line, and the less usual suffixes ("Blv", "Cv", "Trce").
    expect(findAddresses('7704 Augusta Rd G\nPiedmont, SC 29673')).toStrictEqual([{ street: '7704 Augusta Rd G', city: 'Piedmont', state: 'SC', zip: '29673' }]);
    expect(findAddresses('4620 Colleyville Blv Ste 104\nColleyville, TX 76034')).toStrictEqual([{ street: '4620 Colleyville Blv Ste 104', city: 'Colleyville', state: 'TX', zip: '76034' }]);
    expect(streetKey('4620 Colleyville Blv Ste 104')).toBe(streetKey('4620 Colleyville Blvd Suite 104'));
    // No comma between street and town: the street runs to its suffix ("Oak Park Avenue"), and "Park City" or "St. Louis" is still a town.
    expect(findAddresses('2550 Oak Park Avenue Berwyn, IL, 60402')).toStrictEqual([{ street: '2550 Oak Park Avenue', city: 'Berwyn', state: 'IL', zip: '60402' }]);
    expect(findAddresses('100 Center Street, Park City, UT 84060')).toStrictEqual([{ street: '100 Center Street', city: 'Park City', state: 'UT', zip: '84060' }]);
    expect(findAddresses('9 Elm Dr St. Louis, MO 63101')).toStrictEqual([{ street: '9 Elm Dr', city: 'St. Louis', state: 'MO', zip: '63101' }]);
    // A word that may be a street's own ("Blue Ridge Ext") is no suffix: the street stays whole.
    expect(findAddresses('12121 Blue Ridge Ext Suite F, Grandview, MO 64030')).toStrictEqual([{ street: '12121 Blue Ridge Ext Suite F', city: 'Grandview', state: 'MO', zip: '64030' }]);
  });
  it('takes the street of a reviews link\'s map in the town the JSON-LD states, and not one in another town', () => {
    const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Plumber","name":"Mainstream Plumbing","address":{"@type":"PostalAddress","addressLocality":"Franklin Lakes","addressRegion":"NJ"}}</script>';
    const link = (q: string) => `<a href="https://www.google.com/maps/search/?api=1&amp;query=${encodeURIComponent(q)}">Read Reviews on Google</a>`;
    const addr = (body: string) => {
      const b = extractBusinessData(page(`<title>Mainstream Plumbing</title>${ld}<p>Serving Franklin Lakes, NJ</p>${body}`), 'https://shop.example/').businessData;
      return [b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressZipcode].join('|');
    };
    // The ZIP only the map's URL carries is not one the site states.
    expect(addr(link('Mainstream Plumbing, 561 Blueberry Place, Franklin Lakes, NJ 07417'))).toBe('561 Blueberry Place|Franklin Lakes|');
    expect(addr(`<p>Call us · 07417</p>${link('Mainstream Plumbing, 561 Blueberry Place, Franklin Lakes, NJ 07417')}`)).toBe('561 Blueberry Place|Franklin Lakes|07417');
    expect(addr(link('Supply House, 12 Main St, Paramus, NJ 07652'))).toBe('|Franklin Lakes|');
  });
});

describe('a map\'s form of the street the text states', () => {
  it('reads "2550 S Oak Park Ave" on the map beside the text\'s "2550 Oak Park Avenue" as the text\'s address', () => {
    const map = (q: string) => `<a href="https://www.google.com/maps/search/?api=1&amp;query=${encodeURIComponent(q)}">Directions</a>`;
    const street = (q: string) =>
      extractBusinessData(
        [
          { url: new URL('https://shop.example/'), html: `<title>Garrison Dental</title><p>2550 Oak Park Avenue Berwyn, IL, 60402</p>${map('2550 Oak Park Ave, Berwyn, IL 60402')}${map(q)}` },
          { url: new URL('https://shop.example/contact'), html: `<title>Contact</title><p>Call us</p>${map(q)}` },
        ],
        'https://shop.example',
      ).businessData.BusinessAddressStreet;
    expect(street('2550 S Oak Park Ave, Berwyn, IL 60402')).toBe('2550 Oak Park Avenue');
    // A map of a number the text never states is weaker still.
    expect(street('2560 S Oak Park Ave, Berwyn, IL 60402')).toBe('2550 Oak Park Avenue');
  });
});

describe('ZIPs a site does not state, or states two ways', () => {
  const address = (html: string) => {
    const b = extractBusinessData(page(html), 'https://shop.example/').businessData;
    return [b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressState, b.BusinessAddressZipcode].join('|');
  };
  it('takes the street a map embed shows, written in the text, without the ZIP only its URL carries', () => {
    const map = '<iframe src="https://www.google.com/maps/embed/v1/place?key=k&amp;q=22734+Mud+Lake+Rd,+Mount+Vernon,+WA+98273"></iframe>';
    expect(address(`<title>Superior Tint</title><p>Visit us at 22734 Mud Lake Rd, Mount Vernon, WA</p>${map}`)).toBe('22734 Mud Lake Rd|Mount Vernon|WA|');
  });
  it('leaves the ZIP empty when one street is written with two ZIPs, and keeps one written the same way twice', () => {
    // The footer's ZIP, on three pages, outvotes the directions' on one; the street is right either way.
    const footer = (zip: string) => `<footer>4013 Shopper's Blvd, Waterloo, IA ${zip}</footer>`;
    const twice = (a: string, b: string) => {
      const b2 = extractBusinessData(
        [
          { url: new URL('https://shop.example/'), html: `<title>Prestige Cleaners</title><p>Directions: 4013 Shopper's Blvd, Waterloo, IA ${a}</p>${footer(b)}` },
          { url: new URL('https://shop.example/contact'), html: `<title>Contact</title>${footer(b)}` },
          { url: new URL('https://shop.example/hours'), html: `<title>Hours</title>${footer(b)}` },
        ],
        'https://shop.example/',
      ).businessData;
      return [b2.BusinessAddressStreet, b2.BusinessAddressCity, b2.BusinessAddressState, b2.BusinessAddressZipcode].join('|');
    };
    expect(twice('50701', '50702')).toBe("4013 Shopper's Blvd|Waterloo|IA|");
    expect(twice('50702', '50702')).toBe("4013 Shopper's Blvd|Waterloo|IA|50702");
  });
  it('leaves the street empty when one street is given two house numbers, and keeps its town', () => {
    const footer = '<footer>4688 Convoy St #106, San Diego, CA 92111</footer>';
    const b = extractBusinessData(
      [
        { url: new URL('https://shop.example/'), html: `<title>LC Spa</title>${footer}` },
        { url: new URL('https://shop.example/contact'), html: `<title>Contact</title><p>Visit 4610 Convoy Street, Suite 106, San Diego, CA 92111</p>${footer}` },
        { url: new URL('https://shop.example/services'), html: `<title>Services</title>${footer}` },
      ],
      'https://shop.example/',
    ).businessData;
    expect([b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressState, b.BusinessAddressZipcode].join('|')).toBe('|San Diego|CA|92111');
  });
  it('leaves the street and ZIP empty when a second full street address in the same town is given, and keeps the town', () => {
    const footer = '<footer>1112 1/2 W Vermijo Ave, Colorado Springs, CO 80904</footer>';
    const site = (visit: string) =>
      extractBusinessData(
        [
          { url: new URL('https://shop.example/'), html: `<title>Atropos Beauty</title>${footer}` },
          { url: new URL('https://shop.example/contact'), html: `<title>Contact</title>${footer}` },
          { url: new URL('https://shop.example/booking'), html: `<title>Booking</title><h2>Visit us</h2><p>${visit}</p>${footer}` },
        ],
        'https://shop.example/',
      ).businessData;
    const parts = (b: ReturnType<typeof site>) => [b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressState, b.BusinessAddressZipcode].join('|');
    expect(parts(site('4360 Montebello Dr #100, Colorado Springs, CO 80917'))).toBe('|Colorado Springs|CO|');
    // Another town's address (a second branch, the designer's office) leaves the footer's in place.
    expect(parts(site('650 S Main St, Suite 1000, Salt Lake City, UT 84101'))).toBe('1112 1/2 W Vermijo Ave|Colorado Springs|CO|80904');
    // The footer's own address, written again with its suite, is no second address.
    expect(parts(site('1112 1/2 W. Vermijo Avenue, Colorado Springs, CO 80904'))).toMatch(/^1112 1\/2 W\.? Vermijo Ave(nue)?\|Colorado Springs\|CO\|80904$/);
  });
});

describe('a name and its fuller form', () => {
  it('shows the fuller form the site\'s own web address spells, though more places write the shorter one', () => {
    const pages = (host: string) =>
      ['/', '/implants.html', '/ortho.html'].map((path, i) => ({
        url: new URL(path, `https://${host}/`),
        html: `<title>${i ? 'Illini Smiles | Implants' : 'Illini Smiles Dental Care'}</title><p>At Illini Smiles Dental Care, we care.</p><footer>© 2024 Illini Smiles</footer>`,
      }));
    expect(extractBusinessData(pages('illinismilesdentalcare.com'), 'https://illinismilesdentalcare.com').businessData.BusinessName).toBe('Illini Smiles Dental Care');
    expect(extractBusinessData(pages('smiles.example'), 'https://smiles.example').businessData.BusinessName).toBe('Illini Smiles');
  });
  it('reads a JSON-LD name carrying a search phrase ("… - House Cleaning in Bradenton") and a title listing trades after a comma as the name alone', () => {
    const ld = '<script type="application/ld+json">{"@type":"HouseCleaningService","name":"Sweet Maid Cleaning Service - House Cleaning in Bradenton","telephone":"941-555-0142"}</script>';
    expect(extractBusinessData(page(`<title>Sweet Maid</title>${ld}<footer>© 2025 Sweet Maid Cleaning Service</footer>`), 'https://shop.example/').businessData.BusinessName).toBe('Sweet Maid Cleaning Service');
    expect(extractBusinessData(page('<title>Big Purple Alterations, Sewing &amp; Repair</title><img class="logo" src="l.png" alt="Big Purple Alterations"><p>Welcome! Big Purple Alterations fixes it.</p><p>Big Purple Alterations since 1998.</p>'), 'https://shop.example/').businessData.BusinessName).toBe('Big Purple Alterations');
    // A comma before other words is part of the name ("Kessler, DiGiovanni & Jesuele").
    expect(extractBusinessData(page('<title>Kessler, DiGiovanni &amp; Jesuele</title><p>Attorneys</p>'), 'https://shop.example/').businessData.BusinessName).toBe('Kessler, DiGiovanni & Jesuele');
  });
  it('takes a name with its trade said first ("Microblading Eyebrow Design Studio") and without it as one name, shown as more places write it', () => {
    const named = (copyright: string) =>
      extractBusinessData(
        ['/', '/contact', '/prices'].map((path) => ({ url: new URL(path, 'https://shop.example/'), html: `<title>Microblading Eyebrow Design Studio</title><p>Brows by appointment.</p><footer>© 2024 ${copyright}</footer>` })),
        'https://shop.example',
      ).businessData.BusinessName;
    expect(named('Eyebrow Design Studio')).toBe('Microblading Eyebrow Design Studio');
    // Another word in front is another name.
    expect(named('Queens Eyebrow Design Studio')).toBe('');
  });
  it('reads a logo\'s monogram before the name it abbreviates, an "&" between the words or not', () => {
    expect(withoutMonogram('RS Rousso & Sui')).toBe('Rousso & Sui');
    expect(withoutMonogram('MM Mackler Master Plumbing')).toBe('Mackler Master Plumbing');
    expect(withoutMonogram('AB Rousso & Sui')).toBe('AB Rousso & Sui');
  });
  it('takes initials and the words they stand for as one name, shown spelled out ("SB Lash & Wax", "Sarah Bennett Lash & Wax")', () => {
    const named = (short: string) =>
      extractBusinessData(
        [
          { url: new URL('https://shop.example/'), html: '<title>Sarah Bennett Lash &amp; Wax</title><p>Lashes and brows</p>' },
          { url: new URL('https://shop.example/lashes.html'), html: '<title>Sarah Bennett Lash And Wax</title><p>Lash sets</p>' },
          { url: new URL('https://shop.example/services.html'), html: `<title>${short}</title><p>Book with ${short} today.</p><p>${short} is in Barling.</p>` },
        ],
        'https://shop.example',
      ).businessData.BusinessName;
    expect(named('SB Lash &amp; Wax')).toBe('Sarah Bennett Lash & Wax');
    // Other letters are another name: the two stay rivals.
    expect(named('KB Lash &amp; Wax')).toBe('');
  });
});

describe('JSON-LD places that are no home town: a list of served towns, a county', () => {
  const where = (ld: object, phone: string) => {
    const html = `<title>Pure Mitten</title><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'LocalBusiness', name: 'Pure Mitten', telephone: phone, ...ld })}</script><p>Call ${phone}</p>`;
    const b = extractBusinessData(page(html), 'https://shop.example/').businessData;
    return `${b.BusinessAddressCity}|${b.BusinessAddressState}`;
  };
  it('reads a long list of served towns in one state as the state, and one served town as the town', () => {
    const towns = ['Detroit, MI', 'Ann Arbor, MI', 'Warren, MI', 'Livonia, MI', 'Ypsilanti, MI'].map((name) => ({ '@type': 'City', name }));
    expect(where({ areaServed: towns }, '734-480-8190')).toBe('|MI');
    expect(where({ areaServed: [{ '@type': 'City', name: 'Ypsilanti, MI' }] }, '734-480-8190')).toBe('Ypsilanti|MI');
  });
  it('does not take "Suffolk County" for a town, and keeps its state', () => {
    expect(where({ address: { '@type': 'PostalAddress', addressLocality: 'Suffolk County', addressRegion: 'NY' } }, '(631) 600-7871')).toBe('|NY');
  });
});

describe('a bare "24/7" under an hours label', () => {
  const hours = (body: string) => extractBusinessData(page(`<title>Sal Towing</title>${body}`), 'https://shop.example/').businessData.BusinessHours;
  it('reads "Hours of operation:" over "24/7" as open all day every day, and not a "24/7" with no label', () => {
    expect(hours('<div><h4>Hours of operation:</h4><p>24/7</p></div>')).toBe(
      'Mon[12:00AM-11:59PM]; Tue[12:00AM-11:59PM]; Wed[12:00AM-11:59PM]; Thu[12:00AM-11:59PM]; Fri[12:00AM-11:59PM]; Sat[12:00AM-11:59PM]; Sun[12:00AM-11:59PM]',
    );
    expect(hours('<div><h4>Towing you can trust</h4><p>24/7</p></div>')).toBe('');
  });
});

describe('a copyright line naming only the town', () => {
  it('does not read "© 2026 · Portland, OR" as the name', () => {
    const b = extractBusinessData(page('<title>Willie Boswick Tattoos</title><h1>WILLIE BOSWICK</h1><footer><div class="footer-copy">© 2026 · Portland, OR</div></footer>'), 'https://shop.example/').businessData;
    expect(b.BusinessName).toBe('Willie Boswick Tattoos');
  });
});

describe('a list group of links, each a service and its price', () => {
  it('reads Bootstrap list-group items as lines of their own', () => {
    const item = (name: string, price: string) => `<a href="#" class="list-group-item">${name} <span class="badge">${price}</span></a>`;
    const html = `<title>Meetra Spa</title><h3>Threading</h3><div class="list-group">${item('Forehead', '$5.00')}${item('Upper Lip', '$6.00')}${item('Eyebrows', '$8.00')}</div>`;
    expect(parsePage(new URL('https://shop.example/'), html, true).lines).toStrictEqual(['Threading', 'Forehead $5.00', 'Upper Lip $6.00', 'Eyebrows $8.00']);
    const services = extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? [];
    expect(services.map((s) => `${s.name} ${s.priceFromCents}`)).toStrictEqual(['Forehead 500', 'Upper Lip 600', 'Eyebrows 800']);
  });
});

describe('an office street in prose beside a mailing box', () => {
  it('reads "located at 78 Oceanville Rd. in Stonington, Maine" and prefers it to the P.O. Box of the same town, with the box\'s ZIP', () => {
    expect(findAddresses('Our office is located at 78 Oceanville Rd. in Stonington, Maine.')).toStrictEqual([{ street: '78 Oceanville Rd.', city: 'Stonington', state: 'ME', zip: '' }]);
    const b = extractBusinessData(
      page('<title>Haskell Electric</title><p>Our mailing address is P.O. Box 43, Stonington, Maine 04681</p><p>Our office is located at 78 Oceanville Rd. in Stonington, Maine.</p>'),
      'https://shop.example/',
    ).businessData;
    expect([b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressState, b.BusinessAddressZipcode]).toStrictEqual(['78 Oceanville Rd.', 'Stonington', 'ME', '04681']);
    // A box alone stays the address.
    expect(extractBusinessData(page('<title>Haskell Electric</title><p>P.O. Box 43, Stonington, Maine 04681</p>'), 'https://shop.example/').businessData.BusinessAddressStreet).toBe('P.O. Box 43');
  });
});

describe('pages built to be slow or deep', () => {
  it('reads text nested twenty thousand elements deep without running out of stack', () => {
    const html = `<title>Deep</title>${'<span>'.repeat(20_000)}Call 512-555-0142${'</span>'.repeat(20_000)}`;
    const lines = parsePage(new URL('https://shop.example/'), html, true).lines;
    expect(lines).toContain('Call 512-555-0142');
  });
  it('reads a page nested deeper than any real page as if nested no deeper than the limit, its text kept', () => {
    /** The deepest element of the parsed page. */
    const depthOf = (html: string) => {
      let deepest = 0;
      const stack = [{ node: parsePage(new URL('https://shop.example/'), html, true).$.root()[0] as { children?: unknown[] }, depth: 0 }];
      while (stack.length) {
        const { node, depth } = stack.pop()!;
        deepest = Math.max(deepest, depth);
        for (const child of (node.children ?? []) as Array<{ children?: unknown[]; type: string }>) if (child.type === 'tag') stack.push({ node: child, depth: depth + 1 });
      }
      return deepest;
    };
    const phone = 'Call 512-555-0142';
    // Open tags only, self-closed HTML tags (which HTML parsers open), and end tags that close nothing.
    for (const deep of [`${'<span>'.repeat(60_000)}${phone}`, `${'<span/>'.repeat(60_000)}${phone}`, `${'<span></b>'.repeat(60_000)}${phone}`, `${'<div><p>'.repeat(30_000)}${phone}`]) {
      const html = `<title>Deep</title><body>${deep}</body>`;
      expect(depthOf(html)).toBeLessThanOrEqual(MAX_DEPTH + 5);
      expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessPhoneNumber).toBe('512-555-0142');
    }
  });

  it('leaves real pages as they are: tags in scripts, an svg\'s self-closed shapes and unclosed list items or cells do not count', () => {
    const html = `<html><head><title>Acme</title><script>var s = "${'<div>'.repeat(1_000)}";</script></head><body>`
      + `<svg>${'<path d="M0 0"/>'.repeat(1_000)}</svg><ul>${'<li>item'.repeat(1_000)}</ul><table>${'<tr><td>a<td>b'.repeat(1_000)}</table>`
      + `${'<div>'.repeat(300)}deep${'</div>'.repeat(300)}<!-- <div><div> --></body></html>`;
    expect(withinDepth(html)).toBe(html);
  });

  it('reads an address after a long run of letters, thousands of mail links, item properties or marked brand elements as it reads a few', () => {
    const data = (html: string) => extractBusinessData(page(`<title>Acme Plumbing</title><body>${html}</body>`), 'https://shop.example/').businessData;
    expect(data(`<p>${'x'.repeat(100_000)} write to info@acme.example</p>`).BusinessEmail).toBe('info@acme.example');
    const mail = (n: number) => `<div>${'<a href="mailto:info@acme.example">info@acme.example</a> '.repeat(n)}</div>`;
    expect(data(mail(5_000)).BusinessEmail).toBe(data(mail(3)).BusinessEmail);
    const props = (n: number) => `<div itemscope itemtype="https://schema.org/Plumber"><span itemprop="telephone">512-555-0142</span>${'<span itemprop="name">Acme Plumbing</span>'.repeat(n)}</div>`;
    expect(data(props(5_000)).BusinessPhoneNumber).toBe(data(props(3)).BusinessPhoneNumber);
    expect(data(props(3)).BusinessPhoneNumber).toBe('512-555-0142');
    // A "brand" element of hundreds of elements is a whole header, not the brand; a small one is read.
    const names = (html: string) => extractNames(parsePage(new URL('https://shop.example/'), `<body>${html}</body>`, true)).filter((c) => c.extractor.endsWith(':brand')).map((c) => c.value);
    expect(names(`<div class="brand">Acme Plumbing${'<i></i>'.repeat(5_000)}</div>`)).toStrictEqual([]);
    expect(names('<div class="brand">Acme <b>Plumbing</b></div>')).toStrictEqual(['Acme Plumbing']);
  });

  it('reads a long flat run of priced links the same as a short one', () => {
    const html = (n: number) => `<title>Flat</title><div>${'<a class="list-group-item">Brow <span>$5</span></a>'.repeat(n)}</div>`;
    const count = (n: number) => (extractBusinessData(page(html(n)), 'https://shop.example/').businessData.Services ?? []).length;
    expect(count(3000)).toBe(count(3));
  });
});

describe('names beside credits, towns, regions and honorifics', () => {
  const nameOf = (pages: Array<{ url: URL; html: string }>) => extractBusinessData(pages, 'https://shop.example/').businessData.BusinessName;

  it('does not take a web designer\'s credit set in a "logo" box for the brand', () => {
    const credit = '<div class="dl-logo-box"><p><a href="https://designer.example/">Web Design</a>— <span>Direct Line Development</span></p></div>';
    expect(nameOf(page(`<title>Expert Local Roofers | Acme Roofing</title><body><header><div class="logo"></div></header><footer>${credit}</footer></body>`))).not.toMatch(/Direct Line/);
    // The brand box further on is still read when the first "logo" element is the credit.
    expect(nameOf(page(`<title>Acme Roofing</title><body>${credit}<div class="brand">Acme Roofing</div></body>`))).toBe('Acme Roofing');
  });

  it('reads an about page\'s title "About <name>" as the name, and keeps "About" on the home page', () => {
    const about = { url: new URL('https://shop.example/about/'), html: '<title>About Chips Roofing &amp; Exteriors, LLC</title><body><p>Family owned.</p></body>' };
    const home = { url: new URL('https://shop.example/'), html: '<title>Home</title><body><p>Call us.</p></body>' };
    expect(nameOf([home, about])).toBe('Chips Roofing & Exteriors, LLC');
    expect(nameOf(page('<title>About Face Salon</title><body><p>About Face Salon cuts hair. About Face Salon colours too.</p></body>'))).toBe('About Face Salon');
  });

  it('leaves out the title of the person a copyright line names next ("Dental Care Dr. Ajay Dhankhar")', () => {
    const html = '<title>Dentist | Issaquah Cosmetic Dentistry</title><body><p>&copy; copyright 1998 - 2008, <a href="/">Issaquah Valley Dental Care</a> Dr. Dr Ajay Dhankhar DDS, all rights reserved</p></body>';
    const names = extractNames(parsePage(new URL('https://shop.example/'), html, true)).map((c) => c.value);
    expect(names).toContain('Issaquah Valley Dental Care');
    expect(names).not.toContain('Issaquah Valley Dental Care Dr');
  });

  it('reads a logo\'s alt text "Aubrey Dental - North Texas" as the name without its region', () => {
    const html = '<title>Aubrey Dental - Denton County, Texas dentist office</title><body><img src="/logo.png" alt="Aubrey Dental - North Texas"><h2>Opening soon</h2></body>';
    expect(nameOf(page(html))).toBe('Aubrey Dental');
    // A dash inside a name that is no place stays: "Smith - Jones Plumbing".
    const names = extractNames(parsePage(new URL('https://shop.example/'), '<body><img class="logo" src="/l.png" alt="Smith - Jones Plumbing"></body>', true)).map((c) => c.value);
    expect(names).toContain('Smith - Jones Plumbing');
  });
});

describe('price columns laid out with spaces, names with a bracketed note, "&" and "and"', () => {
  const servicesOf = (html: string) => (extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? [])
    .map((s) => [s.name, s.priceFromCents, s.priceToCents ?? null]);

  it('reads "Pink & White $60+ $50+" (Full Set and Refill columns) as one service from the lower price to the higher, an empty column ("-----") as no price', () => {
    expect(parseServiceLine('Pink & White $60+ $50+')).toMatchObject({ name: 'Pink & White', priceFromCents: 5000, priceToCents: 6000 });
    expect(parseServiceLine('Solar $50+ -----')).toMatchObject({ name: 'Solar', priceFromCents: 5000 });
    expect(parseServiceLine('Color Powder $50+ $40+ - $45+')).toMatchObject({ name: 'Color Powder', priceFromCents: 4000, priceToCents: 5000 });
    expect(parseServiceLine('Ombre $60+ - 65+')).toMatchObject({ name: 'Ombre', priceFromCents: 6000, priceToCents: 6500 });
    // Words between the prices are no columns.
    expect(parseServiceLine('Save $10 today $20')).toBeUndefined();
  });

  it('reads a table row named with a fraction or an age limit ("1/2 leg", "children age 11 & under"), not a promotion "under $50"', () => {
    expect(parseServiceLine('1/2 leg | from | $35 | $40')).toMatchObject({ name: '1/2 leg', priceFromCents: 3500, priceToCents: 4000 });
    expect(parseServiceLine('children age 11 & under | $28 | $30 | $32 | $34')).toMatchObject({ name: 'children age 11 & under', priceFromCents: 2800, priceToCents: 3400 });
    expect(parseServiceLine('Kids 10 and under $15')).toMatchObject({ name: 'Kids 10 and under', priceFromCents: 1500 });
    expect(parseServiceLine('Gifts under $50 | $40')).toBeUndefined();
  });

  it('names a price from a name span that ends in a bracketed note with figures ("Refill (2-3 Weeks)")', () => {
    const row = (name: string, price: string) => `<span class="services-item">${name}</span> <span class="price-r">${price}</span>`;
    const html = `<title>Lush</title><body><h2>Eyelashes</h2><p>${row('Classic Lashes: Full Set', '$125')} ${row('Classic Lashes: Refill (2-3 Weeks)', '$65')}</p><p>${row('Hybrid Lashes: Full Set', '$145')} ${row('Hybrid Lashes: Refill (2-3 Weeks)', '$75')}</p></body>`;
    expect(servicesOf(html)).toEqual(expect.arrayContaining([['Classic Lashes: Refill (2-3 Weeks)', 6500, null], ['Hybrid Lashes: Refill (2-3 Weeks)', 7500, null]]));
  });

  it('keeps one service written "&" on the menu and "and" in the JSON-LD offers', () => {
    const ld = { '@context': 'https://schema.org', '@type': 'NailSalon', name: 'Green Nails', hasOfferCatalog: { '@type': 'OfferCatalog', itemListElement: [{ '@type': 'Offer', price: '65', priceCurrency: 'USD', itemOffered: { '@type': 'Service', name: 'Pink and White Full Set' } }] } };
    const html = `<title>Green Nails</title><script type="application/ld+json">${JSON.stringify(ld)}</script><body><ul><li>Pink &amp; White Full Set $65</li><li>Gel Manicure $40</li><li>Basic Pedicure $35</li></ul></body>`;
    expect(servicesOf(html).filter(([name]) => /pink/i.test(String(name)))).toHaveLength(1);
  });

  it('keeps one service named with and without its bracketed note at one price, named in full, and two lengths as two', () => {
    const at = (path: string, body: string) => ({ url: new URL(path, 'https://shop.example/'), html: `<title>Lisa's Studio</title><body>${body}</body>` });
    const pages = [
      at('/', '<h3>Private Pilates</h3><ul><li>At her studio (1–1.25 hrs) $90</li><li>At your place (1–1.25 hrs) $110</li><li>Massage (60 min) $80</li><li>Massage (90 min) $80</li></ul>'),
      at('/pricing.html', '<h3>Private sessions</h3><ul><li>At her studio — $90</li><li>At your place — $110</li><li>Massage — $80</li></ul>'),
    ];
    const names = (extractBusinessData(pages, 'https://shop.example/').businessData.Services ?? []).map((s) => s.name);
    expect(names).toStrictEqual(['At her studio (1–1.25 hrs)', 'At your place (1–1.25 hrs)', 'Massage (60 min)', 'Massage (90 min)']);
  });
});

describe('goods for sale beside the services', () => {
  it('leaves out priced lines under "Moving Supplies" or "Retail Products", and keeps the services above them', () => {
    const services = (supplies: string) =>
      (extractBusinessData(page(`<title>Sutton Movers</title><h3>Moving Services</h3><p>Local Move $120</p><p>Long Distance Move $900</p><label>${supplies}</label><p>Small Box $3</p><p>Packing Tape $5</p><p>Moving Blankets $15</p>`), 'https://shop.example/').businessData.Services ?? []).map((s) => s.name);
    expect(services('Moving Supplies (optional, we bring them on move day)')).toStrictEqual(['Local Move', 'Long Distance Move']);
    expect(services('Retail Products')).toStrictEqual(['Local Move', 'Long Distance Move']);
    // A shop's product cards are goods too.
    const product = (n: string, p: string) => `<article class="product-card"><div class="product-body"><h3>${n}</h3><p class="meta">Type: All-Terrain</p><p class="price">${p}</p><a href="/contact">Get a Quote</a></div></article>`;
    const shop = extractBusinessData(page(`<title>Bull Rims</title><h3>Services</h3><p>Tire Mounting $25</p><p>Wheel Balancing $40</p><div class="products">${product('GRITMASTER', '$189.99')}${product('LAND GOLDEN', 'From $165.00')}</div>`), 'https://shop.example/');
    expect((shop.businessData.Services ?? []).map((s) => s.name)).toStrictEqual(['Tire Mounting', 'Wheel Balancing']);
    // Under any other heading they are priced lines like the rest.
    expect(services('Extras')).toStrictEqual(['Local Move', 'Long Distance Move', 'Small Box', 'Packing Tape', 'Moving Blankets']);
  });
});

describe('cards that price one service by size', () => {
  it('reads "Basic" / "Standard" / "Premium" cards under "Lawn Maintenance Packages" as one service from the lowest price to the highest', () => {
    const card = (tier: string, note: string, price: string) => `<div class="card"><h4>${tier}</h4><p>${note}</p><p>${price}</p><ul><li>Mowing</li></ul></div>`;
    const html = (heading: string) =>
      page(`<title>Wild Lawn</title><h2>${heading}</h2>${card('Basic', 'Small lawns up to 5,000 sq ft', '$45–$75 / visit')}${card('Standard', 'Lawns up to 10,000 sq ft', '$75–$120 / visit')}${card('Premium', 'Large lawns', '$120–$200 / visit')}<h2>Cleanups</h2><p>Light Cleanup $150–$250</p>`);
    const services = (heading: string) => (extractBusinessData(html(heading), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`);
    expect(services('Lawn Maintenance Packages')).toStrictEqual(['Light Cleanup 15000-25000', 'Lawn Maintenance 4500-20000']);
    // Under a heading that names no service, each tier stays a service of its own.
    expect(services('Our Packages')).toStrictEqual(['Light Cleanup 15000-25000', 'Basic 4500-7500', 'Standard 7500-12000', 'Premium 12000-20000']);
  });
});

describe('markup hours the text contradicts', () => {
  it('leaves the hours empty when the line under a week closes a day the week opens ("Open: Tuesday - Sunday" / "Closed: Sunday - Monday")', () => {
    const hours = (closed: string, open = 'Tuesday - Sunday') => extractBusinessData(page(`<title>Shear Madness</title><div><p>Open: ${open}</p><p>10am - 5pm</p><p>Closed: ${closed}</p></div>`), 'https://shop.example/').businessData.BusinessHours;
    expect(hours('Sunday - Monday')).toBe('');
    // Closing only the days the week leaves out agrees with it.
    expect(hours('Sunday - Monday', 'Tuesday - Saturday')).toBe('Mon[Closed]; Tue[10:00AM-5:00PM]; Wed[10:00AM-5:00PM]; Thu[10:00AM-5:00PM]; Fri[10:00AM-5:00PM]; Sat[10:00AM-5:00PM]; Sun[Closed]');
    expect(hours('Monday')).toBe('Mon[Closed]; Tue[10:00AM-5:00PM]; Wed[10:00AM-5:00PM]; Thu[10:00AM-5:00PM]; Fri[10:00AM-5:00PM]; Sat[10:00AM-5:00PM]; Sun[10:00AM-5:00PM]');
  });

  it('leaves the hours empty when only JSON-LD states a week and the text says the team is available 24/7, not for an emergency line', () => {
    const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"One Ten Junk","openingHours":"Mo-Su 08:00-20:00"}</script>';
    const hours = (text: string) => extractBusinessData(page(`<title>One Ten Junk</title>${ld}<p>${text}</p>`), 'https://shop.example/').businessData.BusinessHours;
    expect(hours('Our team is available 24/7 for your pickup.')).toBe('');
    expect(hours('24/7 emergency service: our team is available 24/7.')).toMatch(/^Mon\[8:00AM-8:00PM\]/);
    expect(hours('Call us for a free quote.')).toMatch(/^Mon\[8:00AM-8:00PM\]/);
  });

  it('leaves the hours empty when pages state two weeks firmly and neither is said three times as often, and keeps another desk’s week beside the chosen one', () => {
    const ld = (spec: string) => `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"ACDC Home Services","openingHours":"${spec}"}</script>`;
    const at = (path: string, html: string) => ({ url: new URL(path, 'https://shop.example/'), html: `<title>ACDC Home Services</title>${html}` });
    const hoursOf = (pages: Array<{ url: URL; html: string }>) => extractBusinessData(pages, 'https://shop.example/').businessData.BusinessHours;
    const contact = at('/contacts.html', `${ld('Mo-Fr 08:00-18:00')}<h3>Hours</h3><p>Monday - Friday: 8:00 AM - 6:00 PM</p><p>Saturday: Closed</p><p>Sunday: Closed</p>`);
    expect(hoursOf([at('/', ld('Mo-Sa 08:00-20:00')), contact])).toBe('');
    // The same week on every page: no contradiction.
    expect(hoursOf([at('/', ld('Mo-Fr 08:00-18:00')), contact])).toMatch(/^Mon\[8:00AM-6:00PM\].*Sat\[Closed\]/);
    // "Office: …" and "In the field: …" in the lines under one label: the office's week.
    const desks = at('/', '<h3>Hours</h3><p>Office: Mon–Fri, 10:00 am – 3:30 pm</p><p>In the field: Mon–Fri, 9:00 am – 4:00 pm</p>');
    expect(hoursOf([{ ...desks, html: desks.html + ld('Mo-Fr 10:00-15:30') }])).toMatch(/^Mon\[10:00AM-3:30PM\]/);
  });

  it('leaves the hours empty when the site lists three full weeks or more (several offices), whichever is said most', () => {
    const office = (town: string, hours: string) => `<div><h4>${town} Office</h4><p>123 Main St</p><p>${hours}</p></div>`;
    // The West office on every page, the two others on the locations page only.
    const others = office('East', 'Monday - Saturday 9am - 1pm') + office('Falmouth', 'Monday - Thursday 8am - 6pm, Friday 8am - 12pm');
    const at = (path: string) => ({ url: new URL(path, 'https://shop.example/'), html: `<title>Chiropractic Centers</title><body>${office('West', 'Monday - Friday 9am - 5:30pm')}${path === '/locations.html' ? others : ''}</body>` });
    expect(extractBusinessData([at('/'), at('/contact.html'), at('/locations.html')], 'https://shop.example/').businessData.BusinessHours).toBe('');
    // Two offices' weeks, one said on every page: the one week still stands.
    const two = (path: string) => ({ url: new URL(path, 'https://shop.example/'), html: `<title>Chiropractic Centers</title><body>${office('West', 'Monday - Friday 9am - 5:30pm')}${path === '/' ? office('East', 'Monday - Saturday 9am - 1pm') : ''}</body>` });
    expect(extractBusinessData([two('/'), two('/contact.html'), two('/locations.html')], 'https://shop.example/').businessData.BusinessHours).toMatch(/^Mon\[9:00AM-5:30PM\]/);
  });
});

describe('figures that are not price lists', () => {
  const names = (body: string) => (extractBusinessData(page(`<title>Rahn Plumbing</title>${body}`), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}`);
  const menu = '<h2>Services</h2><p>Drain Cleaning $129</p><p>Water Heater Flush $99</p>';
  it('leaves out a price in a strip of figures ("15+ Years Experience", "5.0 Google Rating", "$39 Service Call Fee")', () => {
    const strip = (cls: string) =>
      `<div class="${cls}-row"><div class="${cls}"><div class="num">15+</div><div>Years Experience</div></div><div class="${cls}"><div class="num">5.0 ⭐</div><div>Google Rating</div></div><div class="${cls}"><div class="num">$39</div><div>Service Call Fee</div></div></div>`;
    expect(names(menu + strip('stat-block'))).toStrictEqual(['Drain Cleaning 12900', 'Water Heater Flush 9900']);
    // Unmarked, the figures beside it still tell.
    expect(names(menu + strip('box'))).toStrictEqual(['Drain Cleaning 12900', 'Water Heater Flush 9900']);
    // A card of prices beside other priced cards is a price list.
    const cards = '<div class="grid"><div class="box"><div class="num">$39</div><div>Service Call</div></div><div class="box"><div class="num">$129</div><div>Drain Cleaning</div></div></div>';
    expect(names(cards)).toStrictEqual(['Service Call 3900', 'Drain Cleaning 12900']);
  });
  it('reads "$150 USD" under a package\'s name as its price, not a service named "USD"', () => {
    const card = (n: string, p: string) => `<div class="package"><h3>${n}</h3><div class="package-price">${p} USD</div><ul><li>Hand wash</li></ul></div>`;
    expect(names(card('Basic Interior Detail', '$150') + card('Premium Exterior Detail', '$140'))).toStrictEqual(['Basic Interior Detail 15000', 'Premium Exterior Detail 14000']);
  });
});

describe('a service\'s own page', () => {
  it('names the one labelled price on a service page ("Starting Price $299") by the page\'s heading, and not on the home page', () => {
    const servicePage = (path: string, h1: string, price: string) => ({
      url: new URL(path, 'https://shop.example/'),
      html: `<title>${h1} | Sam's Softwash</title><h1>${h1}</h1><p>Soft washing that lasts.</p><h3>Quick Facts</h3><p>Typical Duration 2-4 hours</p><p>Starting Price ${price}</p>`,
    });
    const home = { url: new URL('https://shop.example/'), html: "<title>Sam's Softwash</title><h1>Clean Homes</h1><p>Starting Price $99</p>" };
    const services = extractBusinessData([home, servicePage('/house.html', 'House Washing', '$299'), servicePage('/roof.html', 'Roof Cleaning', '$349')], 'https://shop.example').businessData.Services;
    expect(services?.map((s) => `${s.name} ${s.priceFromCents}`)).toStrictEqual(['House Washing 29900', 'Roof Cleaning 34900']);
  });
});

describe('a card\'s button after its price', () => {
  it('reads "From $11 Book Now" and "From $25→" as the card\'s price', () => {
    const card = (n: string, p: string) => `<div class="card"><h3>${n}</h3><p>Shaped to your face.</p><p><span>${p}</span> <a href="/book">Book Now</a></p></div>`;
    const arrow = (n: string, p: string) => `<div class="card"><h3>${n}</h3><p>Lift and tint.</p><p><span>${p}</span>→</p></div>`;
    const services = extractBusinessData(page(`<title>Brows on Fleek</title>${card('Brows', 'From $11')}${arrow('Lashes', 'From $25')}${card('Waxing', 'From $6')}`), 'https://shop.example/').businessData.Services;
    expect(services?.map((s) => `${s.name} ${s.priceFromCents}`)).toStrictEqual(['Brows 1100', 'Lashes 2500', 'Waxing 600']);
  });
});

describe('a phone the structured data contradicts', () => {
  it('leaves the phone empty when the JSON-LD gives a number the page never shows, and keeps one it agrees with', () => {
    const html = (ld: string) => `<title>Harmony Dentistry</title><script type="application/ld+json">{"@type":"Dentist","name":"Harmony Dentistry","telephone":"${ld}"}</script><p>Call <a href="tel:3608827866">(360) 882-7866</a></p><footer>Phone: (360) 882-7866</footer>`;
    // Every page says it: the shown number outweighs the markup's, and still the two disagree.
    const phone = (ld: string) =>
      extractBusinessData(['/', '/about', '/contact'].map((path) => ({ url: new URL(path, 'https://shop.example/'), html: html(ld) })), 'https://shop.example/').businessData.BusinessPhoneNumber;
    expect(phone('+1-360-968-8817')).toBe('');
    expect(phone('+1-360-882-7866')).toBe('360-882-7866');
  });

  it('reads a contact point’s number as the markup’s: another one the page never shows leaves the phone empty, alone it is the phone', () => {
    const ld = (tel: string) => `<script type="application/ld+json">{"@type":"Organization","name":"Blue Ridge Massage","logo":"logo.png","contactPoint":[{"@type":"ContactPoint","telephone":"${tel}","contactType":"customer support"}]}</script>`;
    const phone = (html: string) => extractBusinessData([{ url: new URL('https://shop.example/'), html: `<title>Blue Ridge Massage</title>${html}` }], 'https://shop.example/').businessData.BusinessPhoneNumber;
    expect(phone(`${ld('+1-434-260-9924')}<p>Tel: <a href="tel:7039550606">703.955.0606</a></p>`)).toBe('');
    expect(phone(`${ld('+1-703-955-0606')}<p>Tel: <a href="tel:7039550606">703.955.0606</a></p>`)).toBe('703-955-0606');
    expect(phone(`${ld('+1-434-260-9924')}<p>Book a massage today.</p>`)).toBe('434-260-9924');
  });
});

describe('a table whose cells hold paragraphs', () => {
  it('reads an hours table of "<td><p>Mon</p></td><td><p>10:00 am – 08:00 pm</p></td><td></td>" rows', () => {
    const row = (d: string, h: string) => `<tr><td><p>${d}</p></td><td><p>${h}</p></td><td></td></tr>`;
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((d) => row(d, '10:00 am – 08:00 pm')).join('');
    const html = `<title>Rem Detailing</title><h4>Hours</h4><table>${days}${row('Sat', '10:00 am – 06:00 pm')}${row('Sun', '01:00 pm – 07:00 pm')}</table>`;
    expect(parsePage(new URL('https://shop.example/'), html, true).lines).not.toContain('');
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessHours).toBe(
      'Mon[10:00AM-8:00PM]; Tue[10:00AM-8:00PM]; Wed[10:00AM-8:00PM]; Thu[10:00AM-8:00PM]; Fri[10:00AM-8:00PM]; Sat[10:00AM-6:00PM]; Sun[1:00PM-7:00PM]',
    );
  });
});

describe('a tagline set as a heading', () => {
  it('does not name a card\'s price by a heading that is a clause ("that is the question"), and keeps a lower-case service name', () => {
    const box = (h: string, p: string) => `<div class="box"><h2>${h}</h2><p>Relieve lower back tension.</p><p><strong>${p}</strong></p><a href="/book">Schedule</a></div>`;
    const named = (h: string) =>
      (extractBusinessData(page(`<title>Kai Wellness</title>${box('Deep Tissue', '$120')}${box('Hot Stone', '$140')}${box(h, '$100')}`), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}`);
    expect(named('that is the question')).toStrictEqual(['Deep Tissue 12000', 'Hot Stone 14000']);
    expect(named('prenatal massage')).toStrictEqual(['Deep Tissue 12000', 'Hot Stone 14000', 'prenatal massage 10000']);
  });
});

describe('a card named by its length', () => {
  it('names "1 session for $35" by the card\'s heading "30 minute massage", never "1 session for" or a heading that is only a length and "treatment"', () => {
    const card = (h: string, p: string) => `<div class="pricing-box"><h4>${h}</h4><p>1 session for ${p}</p><p>(1-2 areas)</p></div>`;
    const named = (html: string) => (extractBusinessData(page(`<title>Align Bodywork</title>${html}`), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents} ${s.durationMinutes}m`);
    expect(named(card('30 minute massage', '$35') + card('60 minute massage', '$70') + card('90-Minute Facial', '$100'))).toStrictEqual([
      '30 minute massage 3500 30m', '60 minute massage 7000 60m', '90-Minute Facial 10000 90m',
    ]);
    expect(named(card('30 min treatment', '$35') + card('60 min treatment', '$70')).join()).not.toMatch(/treatment|session for/);
  });
});

describe('a street ending in a two-letter direction', () => {
  it('keeps "NW" whole and reads no one-letter town ("1261 Frontage RD NW, NM 87801")', () => {
    expect(findAddresses('1261 Frontage RD NW, NM 87801')).toStrictEqual([{ street: '1261 Frontage RD NW', city: '', state: 'NM', zip: '87801' }]);
    expect(findAddresses('1261 Frontage RD NW, Socorro, NM 87801')).toStrictEqual([{ street: '1261 Frontage RD NW', city: 'Socorro', state: 'NM', zip: '87801' }]);
  });
});

describe('structured-data offers that are not services', () => {
  it('leaves a membership, a maintenance plan or a gift card out of a JSON-LD catalog', () => {
    const offer = (name: string, price: string) => `{"@type":"Offer","itemOffered":{"@type":"Service","name":"${name}"},"price":"${price}","priceCurrency":"USD"}`;
    const ld = `<script type="application/ld+json">{"@type":"HomeAndConstructionBusiness","name":"Handy Neighbor","telephone":"402-555-0142","hasOfferCatalog":{"@type":"OfferCatalog","itemListElement":[${[
      offer('Home Maintenance Membership', '88'), offer('Gutter Cleaning', '45'), offer('HVAC Maintenance Plan', '15'), offer('Gift Card', '50'), offer('Caulking & Seals', '45'),
    ].join(',')}]}}</script>`;
    const services = extractBusinessData(page(`<title>Handy Neighbor</title>${ld}`), 'https://shop.example/').businessData.Services?.map((s) => `${s.name} ${s.priceFromCents}`);
    expect(services).toStrictEqual(['Gutter Cleaning 4500', 'Caulking & Seals 4500']);
  });
});

describe('a menu link over the first price', () => {
  it('does not name a price by the menu\'s last link ("About") when the cards\' names are pictures', () => {
    const card = (p: string) => `<article><a class="image fit"><img src="glow.png" alt=""></a><p>${p}</p><p>Ideal for first time or new clients.</p></article>`;
    const html = `<title>Facials | WS Beauty</title><nav><ul><li><a href="./">Home</a></li><li><a href="./faq">FAQ</a></li><li><a href="./about">About</a></li></ul></nav>${card('$155 - 45min')}${card('$175 - 45min')}`;
    const found = extractServicesText(parsePage(new URL('https://shop.example/facials'), html, false)).flatMap((c) => (c.value as Array<{ name: string }>).map((s) => s.name));
    expect(found).not.toContain('About');
  });
});

describe('a shop\'s product cards beside the services', () => {
  it('leaves out priced cards that link to a product page, and keeps the service cards', () => {
    const product = (n: string, p: string, slug: string) => `<div class="eltdf-pli"><div class="inner"><a href="https://shop.myshopify.com/products/${slug}"></a></div><div class="text"><h5><a href="https://shop.myshopify.com/products/${slug}">${n}</a></h5><div class="price"><span>${p}</span></div></div></div>`;
    const service = (n: string, p: string) => `<div class="card"><h3>${n}</h3><p>Shaped and tinted.</p><p><span>${p}</span></p></div>`;
    const html = `<title>TB Lashes</title>${service('Lash Lift', '$85')}${service('Brow Tint', '$25')}${service('Microblading', '$500')}${product('TB Lash Primer', '$18.00', 'tb-lash-primer')}${product('C-Curl lashes', '$19.00', 'c-curl')}`;
    const names = (extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}`);
    expect(names).toStrictEqual(['Lash Lift 8500', 'Brow Tint 2500', 'Microblading 50000']);
  });
});

describe('size rows under a heading with a long description', () => {
  it('reads each card\'s "Small" … "Giant" rows as its heading\'s one service, with the description running over three lines', () => {
    const rows = (prices: number[]) => ['Small', 'Medium', 'Large', 'Extra Large', 'Giant'].map((s, k) => `<li><span>${s}</span><span>$${prices[k]}+</span></li>`).join('');
    const card = (h: string, prices: number[]) => `<div class="card"><h3>${h}</h3><p>Includes all services that</p><p>come with the bath</p><p>plus a haircut.</p><ul>${rows(prices)}</ul></div>`;
    const html = `<title>Pampered Paws</title>${card('Fluff-n-Puff', [35, 50, 60, 75, 100])}${card('Full Groom', [60, 75, 90, 115, 130])}`;
    const names = (extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents}`);
    expect(names).toStrictEqual(['Fluff-n-Puff 3500-10000', 'Full Groom 6000-13000']);
  });
});

describe('a misspelt day and a reviewer\'s town', () => {
  it('reads "Wednesay" and "Thrusday" as days, and not "Thruway" or "Satay"', () => {
    const html = '<title>Cross Cleaners</title><h3>Hours of Operation</h3><p>Monday: 7:00am - 6:00pm</p><p>Tuesday: 7:00am - 6:00pm</p><p>Wednesay: 7:00am - 6:00pm</p><p>Thrusday: 7:00am - 6:00pm</p><p>Friday: 7:00am - 6:00pm</p><p>Saturday: 7:00am - 2:00pm</p><p>Sunday: Closed</p>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessHours).toBe(
      'Mon[7:00AM-6:00PM]; Tue[7:00AM-6:00PM]; Wed[7:00AM-6:00PM]; Thu[7:00AM-6:00PM]; Fri[7:00AM-6:00PM]; Sat[7:00AM-2:00PM]; Sun[Closed]',
    );
    expect(tokenize('Thruway exit 9 - 5 miles')).toStrictEqual([]);
    expect(tokenize('Chicken satay 9-5')[0]).toStrictEqual({ kind: 'time', start: 540, end: 1020, bare: true });
  });

  it('takes a "City, ST" line signed under a quoted review as the reviewer\'s town, keeping only its state as a last resort', () => {
    const review = '<p>"Jacky rewired our whole unit in a day. Knowledgeable, quick and clean; I call him every time."</p><p>Bo, property owner</p><p>Berkeley, CA</p>';
    const html = `<title>Luxon Electric</title><h1>Powering homes across the Bay Area</h1>${review}<footer>Call (650) 555-0142</footer>`;
    const { businessData: b } = extractBusinessData(page(html), 'https://shop.example/');
    expect([b.BusinessAddressCity, b.BusinessAddressState]).toStrictEqual(['', 'CA']);
    const owned = extractBusinessData(page(`<title>Luxon Electric</title><p>Berkeley, CA</p>${review}`), 'https://shop.example/').businessData;
    expect(owned.BusinessAddressCity).toBe('Berkeley');
    // A footer's town with its ZIP right after the last review is the business's.
    const footer = extractBusinessData(page(`<title>Luxon Electric</title>${review.replace('<p>Berkeley, CA</p>', '')}<footer><p>Oakland, CA 94612</p></footer>`), 'https://shop.example/').businessData;
    expect([footer.BusinessAddressCity, footer.BusinessAddressZipcode]).toStrictEqual(['Oakland', '94612']);
  });
});

describe('a logo box with the number beside the name, a town worked out of, and a street with no number', () => {
  it('reads the name in a logo box that also holds a "Logo" picture and the phone link, and not a "Navigation Bar" title', () => {
    const html = '<title>Navigation Bar</title><nav class="navbar"><div class="logo"><img src="logo3.jpg" alt="Logo" id="logo"><a>Kangu\'s Junk Removal</a><a href="tel:9512163231" class="phone">951-216-3231</a></div></nav><p>We are servicing out of San Jacinto but offer our services to all neighboring cities!</p>';
    const { businessData: b } = extractBusinessData(page(html), 'https://shop.example/');
    expect([b.BusinessName, b.BusinessAddressCity]).toStrictEqual(["Kangu's Junk Removal", 'San Jacinto']);
  });

  it('reads the town and state after a street written without a house number ("8th N. Front Street, Rio Vista, CA")', () => {
    expect(findCityOnly('8th N. Front Street, Rio Vista, CA')).toStrictEqual([{ street: '', city: 'Rio Vista', state: 'CA', zip: '', served: false }]);
    expect(findCityOnly('Rooms of every size, Rio Vista, CA')).toStrictEqual([]);
  });
});

describe('a sparkle before a service\'s name', () => {
  it('reads "✨ Deluxe Pedicure" and "🏠 Gutter Cleaning" without the pictures', () => {
    const card = (n: string, p: string) => `<div class="service-card"><h3 class="service-title">${n}</h3><p class="service-price">${p}</p><p>The ultimate pampering experience with all the works.</p></div>`;
    const html = `<title>Relax Nails</title>${card('✨ Deluxe Pedicure', '$58')}${card('🏠 Gutter Cleaning', 'Starting at $120')}`;
    const names = (extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}`);
    expect(names).toStrictEqual(['Deluxe Pedicure 5800', 'Gutter Cleaning 12000']);
  });
});

describe('a building\'s range of house numbers and a bare unit number', () => {
  it('reads "259–267 Broad St" whole and "259 Broad St, 103, Matawan" with its unit', () => {
    expect(findAddresses('259–267 Broad St, Matawan, NJ 07747')).toStrictEqual([{ street: '259–267 Broad St', city: 'Matawan', state: 'NJ', zip: '07747' }]);
    expect(findAddresses('259 Broad St, 103, Matawan, NJ 07747')).toStrictEqual([{ street: '259 Broad St, 103', city: 'Matawan', state: 'NJ', zip: '07747' }]);
  });
});

describe('a numbered price list', () => {
  it('reads rows numbered "01" … "04" as services, not as a strip of figures', () => {
    const row = (k: string, n: string, p: string) => `<a class="svc-row" href="book.html"><div class="svc-num">${k}</div><div class="svc-name">${n}</div><div class="svc-desc">Built lash by lash for a fluffy, full finish.</div><div class="svc-price">${p}<small>per set</small></div></a>`;
    const html = `<title>Niki Lash Studio</title><div class="svc">${row('01', 'Natural lash extension', 'from $5')}${row('02', 'Full volume extension', 'from $25')}${row('03', 'Mink lashes', '$30')}${row('04', 'Lash removal', '$15')}</div>`;
    const names = (extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}`);
    expect(names).toStrictEqual(['Natural lash extension 500', 'Full volume extension 2500', 'Mink lashes 3000', 'Lash removal 1500']);
    // Figures that are no numbering ("15+ years", "500 jobs", "$99 visit") are still a strip of figures.
    const stat = (f: string, l: string) => `<div><div class="big">${f}</div><div>${l}</div></div>`;
    const strip = `<title>Acme Plumbing</title><div>${stat('15+', 'Years in business')}${stat('500', 'Jobs done')}${stat('$99', 'Service call')}</div>`;
    expect(extractBusinessData(page(strip), 'https://shop.example/').businessData.Services ?? []).toStrictEqual([]);
  });
});

describe('a price table\'s figure with a footnote mark', () => {
  it('reads "SILVER PACKAGE" over "<span class="figure">$98.88*</span>" as a priced package', () => {
    const table = (n: string, p: string) => `<div class="price-table"><div class="price-table-name"><div class="title">${n}</div></div><div class="price-table-price"><div class="price-wrap"><span class="figure">${p}</span></div></div><div class="price-table-features"><ul><li>Oil change</li><li>Tire rotation</li></ul></div></div>`;
    const html = `<title>Sam's Auto</title>${table('SILVER PACKAGE', '$98.88*')}${table('GOLD PACKAGE', '$163.98*')}<p>*Most vehicles.</p>`;
    const names = (extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}`);
    expect(names).toStrictEqual(['SILVER PACKAGE 9888', 'GOLD PACKAGE 16398']);
  });
});

describe('a service page titled with the home town', () => {
  it('reads "Dental Implants in Murfreesboro" on a Murfreesboro dentist\'s site as "Dental Implants"', () => {
    const html = '<title>Dream Team Dentistry</title><p>1848 Memorial Blvd, Murfreesboro, TN 37129</p><h2>Dental Implants in Murfreesboro</h2><p>$2,000 - $6,000</p><h2>Whitening in Nashville</h2><p>$300</p>';
    const names = (extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? []).map((s) => s.name);
    expect(names).toStrictEqual(['Dental Implants', 'Whitening in Nashville']);
  });
});

describe('cards priced by vehicle, a caption under each row', () => {
  it('reads each card\'s "Sedan / Coupe" … "Truck / Large" rows as its heading\'s one service, and not surcharges under "Vehicle Size Adjustments"', () => {
    const row = (v: string, p: string, note: string) => `<div class="row"><div class="veh">${v}</div><div class="price">${p}</div><div class="note">${note}</div></div>`;
    const card = (h: string, p: number[]) => `<div class="card"><h3>${h}</h3><p>Deep clean every surface. Average time: 1.5 – 2.5 hours.</p>${row('Sedan / Coupe', `Starts at $${p[0]}`, '2-door &amp; 4-door cars')}${row('SUV / Crossover', `Starts at $${p[1]}`, 'Mid-size SUVs')}${row('Truck / Large', `Starts at $${p[2]}`, 'Vans, XL vehicles')}</div>`;
    const extras = `<div class="card"><h3>Vehicle Size Adjustments</h3>${row('SUV', '+$20', 'Any package')}${row('Truck', '+$50', 'Any package')}</div>`;
    const html = `<title>Miles Mobile Detailing</title>${card('🛡 Interior Detail', [150, 175, 200])}${card('⭐ Full Detail', [350, 375, 400])}${extras}`;
    const names = (extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`);
    expect(names).toStrictEqual(['Interior Detail 15000-20000', 'Full Detail 35000-40000']);
  });
});

describe('a trade said only in the name', () => {
  it('takes "Kangu\'s Junk Removal" as travelling to the customer when no heading names the trade', () => {
    const html = '<title>Navigation Bar</title><nav><div class="logo"><a>Kangu\'s Junk Removal</a></div><a href="#gallery">Gallery</a></nav><p>Call us today for a free quote!</p>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.ServiceType).toBe('Travel to Customer');
  });
});

describe('a town "based out of", and a footer\'s town before its links', () => {
  it('reads "We are based out of Columbus, Ohio" and "© 2026 Modern LUXE Flowers — Chicago, IL Privacy Policy"', () => {
    const one = (text: string) => findCityOnly(text).map(({ city, state }) => `${city}, ${state}`);
    expect(one('We are based out of Columbus, Ohio and travel to you.')).toContain('Columbus, OH');
    expect(one('© 2026 Modern LUXE Flowers — Chicago, IL Privacy Policy · Terms of Service')).toContain('Chicago, IL');
    expect(one('© 2026 Modern LUXE Flowers — Chicago, IL Bears fan')).toStrictEqual([]);
    expect(one('© 2026 Shine Cleaning. All rights reserved. Austin, TX.')).toStrictEqual(['Austin, TX']);
    // "Kansas City" is a town of Missouri as much as of Kansas; "New York City" is New York's.
    expect(findStateOnly('Lawn care serving North Kansas City and the Northland')).toStrictEqual([]);
    expect(findStateOnly('Locksmiths serving New York City')).toStrictEqual(['NY']);
  });
});

describe('a mailing list\'s address', () => {
  it('takes the studio\'s mailbox, not the list\'s "announce+subscribe@…" or a "noreply@…"', () => {
    const html = '<title>Two Rivers Martial Arts</title><p>Join our list: <a href="mailto:announce+subscribe@trma.us">announce+subscribe@trma.us</a></p><p>Receipts come from noreply@trma.us</p><footer><a href="mailto:office@trma.us">office@trma.us</a></footer>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessEmail).toBe('office@trma.us');
  });
});

describe('a logo picture described, and a page titled "Reviews"', () => {
  it('takes the title\'s name over a logo alt that describes the picture ("Broom & Bucket- With Company Name") and a reviews page\'s title', () => {
    const logo = '<header><img class="logo" src="logo.png" alt="Broom &amp; Bucket- With Company Name"></header>';
    const home = `<title>Maria's House Cleaning</title>${logo}<h1>Maria's House Cleaning</h1>`;
    const reviews = `<title>Reviews</title>${logo}<p>Great work!</p>`;
    const { businessData: b } = extractBusinessData([{ url: new URL('https://shop.example/'), html: home }, { url: new URL('https://shop.example/reviews'), html: reviews }], 'https://shop.example/');
    expect(b.BusinessName).toBe("Maria's House Cleaning");
  });
});

describe('a name said two ways as often, praise-word titles and a "Coming Soon" page', () => {
  const site = (...pages: Array<[string, string]>) =>
    extractBusinessData(pages.map(([path, html]) => ({ url: new URL(path, 'https://shop.example/'), html })), 'https://shop.example/').businessData.BusinessName;

  it('shows the surer of two forms said equally often when the longer adds only "Company", and the longer when it adds a trade', () => {
    expect(
      site(
        ['/', '<title>Chip’s Roofing &amp; Exteriors Company | Expert Local Roofers</title><p>Roofs and gutters.</p>'],
        ['/about/', '<title>About Chips Roofing &amp; Exteriors, LLC</title><meta property="og:title" content="About Chips Roofing &amp; Exteriors, LLC"><p>Family run.</p>'],
        ['/services/', '<title>Professional Residential And Commercial Roofing Services</title><p>Shingles.</p>'],
      ),
    ).toBe('Chips Roofing & Exteriors, LLC');
    expect(
      site(['/', '<title>Lisa’s Pampered Paws Pet Grooming | Reno</title><header><img class="logo" src="logo.png" alt="Lisa’s Pampered Paws"></header><p>Baths and trims.</p>']),
    ).toBe('Lisa’s Pampered Paws Pet Grooming');
  });

  it('takes no name from praise words and trades alone ("Expert Local Roofers"), or from a "Coming Soon" title', () => {
    expect(plausibleName('Expert Local Roofers')).toBeUndefined();
    expect(plausibleName('Professional Residential And Commercial Roofing Services')).toBeUndefined();
    expect(plausibleName('Professional Carpet Cleaning')).toBe('Professional Carpet Cleaning');
    expect(plausibleName('Coming Soon')).toBeUndefined();
    expect(site(['/', '<title>OnlyTires | Coming Soon</title><header><img class="logo" src="logo.png" alt="OnlyTires"></header><h1>Coming Soon</h1>'])).toBe('OnlyTires');
  });
});

describe('"Starting @ $120": the at-sign for "at"', () => {
  it('reads "Express Detail Starting @ $120" as Express Detail from $120, and "Starts@ $150" alone as no name', () => {
    expect(parseServiceLine('Express Detail Starting @ $120')).toStrictEqual({ name: 'Express Detail', durationMinutes: 60, priceFromCents: 12000 });
    expect(parseServiceLine('Starts@ $150 for Cars')).toBeUndefined();
    expect(parseServiceLine('Starting @ - $75')).toBeUndefined();
  });
});

describe('one street written with and without its kind word', () => {
  it('takes "16582 Gothard Suite Q" beside "16582 Gothard St. Suite Q" as one address, shown with the "St."', () => {
    const html = '<title>The Tint Pros</title><p>Visit us at 16582 Gothard St. Suite Q, Huntington Beach, CA 92647</p><footer>16582 Gothard Suite Q, Huntington Beach, California 92647</footer><footer>16582 Gothard Suite Q, Huntington Beach, CA 92647</footer>';
    const b = extractBusinessData(page(html), 'https://shop.example/').businessData;
    expect(b.BusinessAddressStreet).toBe('16582 Gothard St. Suite Q');
    // A different street that happens to share the first words is still a rival.
    const two = '<title>The Tint Pros</title><p>16582 Gothard St. Suite Q, Huntington Beach, CA 92647</p><p>16582 Gothard Ave. Suite Q, Huntington Beach, CA 92647</p>';
    expect(extractBusinessData(page(two), 'https://shop.example/').businessData.BusinessAddressStreet).toBe('');
  });
});

describe('a price table with a members\' column', () => {
  it('reads "Service | Price | Member Price | Time" rows at the price, not from the member price up', () => {
    const html = '<title>C&amp;F Skincare</title><table><tr><th>Service</th><th>Price</th><th>Member Price</th><th>Time</th></tr><tr><td>Back Facial</td><td>$60</td><td>$50</td><td>~40 mins</td></tr><tr><td>Mineral Salt Scrub</td><td>$65</td><td>$55</td><td>~40 mins</td></tr></table>';
    const got = extractServicesText(parsePage(new URL('https://shop.example/prices'), html, false)).flatMap((c) => c.value as unknown[]);
    expect(got).toContainEqual(expect.objectContaining({ name: 'Back Facial', priceFromCents: 6000 }));
    expect(got).not.toContainEqual(expect.objectContaining({ name: 'Back Facial', priceFromCents: 5000 }));
    // A table of two plain price columns (hands, feet) still ranges over both.
    const two = '<table><tr><th>Service</th><th>Price</th><th>Deluxe Price</th></tr><tr><td>Pedicure</td><td>$30</td><td>$45</td></tr></table>';
    expect(extractServicesText(parsePage(new URL('https://shop.example/prices'), two, false)).flatMap((c) => c.value as unknown[])).toContainEqual(expect.objectContaining({ name: 'Pedicure', priceFromCents: 3000, priceToCents: 4500 }));
  });
});

describe('a price table with a column of counts', () => {
  it('reads "Service Name | Duration | Edited Photos | Price" rows at the price, not the photo count', () => {
    const html = '<title>FC Photo</title><table><tr><th>Service Name</th><th>Duration</th><th>Edited Photos</th><th>Price</th></tr><tr><td>Mini Session</td><td>1 hr</td><td>15</td><td>$125</td></tr><tr><td>Headshots</td><td>1 hr</td><td>10–15</td><td>$125</td></tr></table>';
    const got = extractServicesText(parsePage(new URL('https://shop.example/pricing'), html, false)).flatMap((c) => c.value as unknown[]);
    expect(got).toContainEqual(expect.objectContaining({ name: 'Mini Session', priceFromCents: 12500, durationMinutes: 60 }));
    expect(got).toContainEqual(expect.objectContaining({ name: 'Headshots', priceFromCents: 12500 }));
    // The names' own column, however it is headed, stays ("id | Services | Prices": an icon, then the name).
    const named = '<table><tr><th>id</th><th>Services</th><th>Prices starts</th></tr><tr><td>Mowing icon</td><td>Lawn Mowing</td><td>$160</td></tr></table>';
    expect(extractServicesText(parsePage(new URL('https://shop.example/prices'), named, false)).flatMap((c) => c.value as unknown[])).toContainEqual(expect.objectContaining({ name: 'Lawn Mowing', priceFromCents: 16000 }));
  });
});

describe('a card\'s title written with a colon', () => {
  const read = (html: string) => extractServicesText(parsePage(new URL('https://shop.example/lashes'), html, false)).flatMap((c) => c.value as unknown[]);

  it('names "<h6>Natural Full Set:</h6> $200" Natural Full Set', () => {
    const card = (name: string, price: string) => `<div class="info-item"><h6 class="info-title">${name}</h6> <a href="">&nbsp;${price}</a></div>`;
    const got = read(`<title>TB Lashes</title>${card('Natural Full Set:', '$200')}${card('Natural Fill:', '$85')}${card('Volume Full Set:', '$250')}`);
    expect(got).toContainEqual(expect.objectContaining({ name: 'Natural Full Set', priceFromCents: 20000 }));
    expect(got).toContainEqual(expect.objectContaining({ name: 'Natural Fill', priceFromCents: 8500 }));
  });

  it('takes no service named "Includes" from a card\'s "<h6>Includes:</h6>" over its price', () => {
    const card = (price: string) => `<div class="plan"><h6>Includes:</h6><p>Wash, trim</p><p>${price}</p></div>`;
    const got = read(`<title>Shop</title>${card('$40')}${card('$60')}${card('$80')}`);
    expect(got).not.toContainEqual(expect.objectContaining({ name: expect.stringMatching(/^includes/i) }));
  });
});

describe('a price written as a sentence\'s end', () => {
  it('reads "<h3>Fringe</h3><p class=\"price\">$10 and up.</p>" as Fringe from $10', () => {
    const item = (name: string, price: string) => `<li><h3>${name}</h3><p class="price">${price}</p></li>`;
    const html = `<title>Chop Salon</title><ul>${item('Fringe', '$10 and up.')}${item('Blow Dry', '$40 and up.')}${item('Deep Conditioning', '$25')}</ul>`;
    const got = extractServicesText(parsePage(new URL('https://shop.example/services'), html, false)).flatMap((c) => c.value as unknown[]);
    expect(got).toContainEqual(expect.objectContaining({ name: 'Fringe', priceFromCents: 1000 }));
    expect(got).toContainEqual(expect.objectContaining({ name: 'Blow Dry', priceFromCents: 4000 }));
  });
});

describe('a name set right against its price\'s "starting"', () => {
  it('names "<span>Garbage Disposal</span><span>starting $210</span>" Garbage Disposal', () => {
    const row = (name: string, price: string) => `<div class="pricing-row"><span class="pricing-service">${name}</span><span class="pricing-price">${price}</span></div>`;
    const html = `<title>1AM Handyman</title>${row('Garbage Disposal', 'starting $210')}${row('Sink / Vanity Install', 'starting $280')}${row('Wire Concealment', 'from $210')}`;
    const got = extractServicesText(parsePage(new URL('https://shop.example/'), html, true)).flatMap((c) => c.value as unknown[]);
    expect(got).toContainEqual(expect.objectContaining({ name: 'Garbage Disposal', priceFromCents: 21000 }));
    expect(got).toContainEqual(expect.objectContaining({ name: 'Sink / Vanity Install', priceFromCents: 28000 }));
    expect(got).toContainEqual(expect.objectContaining({ name: 'Wire Concealment', priceFromCents: 21000 }));
  });
});

describe('a maintenance plan priced by how often it comes', () => {
  it('takes no service named "Monthly", "Bi-Monthly" or "Quarterly", and keeps a membership named with more', () => {
    const html = '<title>Cactus Auto Spa</title><h2>Maintenance Plans</h2><ul><li>Monthly $135</li><li>Bi-Monthly $155</li><li>Quarterly $175</li></ul><h2>Details</h2><ul><li>Interior Detail $190</li><li>Exterior Detail $150</li></ul><h2>Gym</h2><ul><li>Monthly (member hours only) $75</li><li>Monthly 24/7 access $125</li></ul>';
    const got = extractServicesText(parsePage(new URL('https://shop.example/'), html, true)).flatMap((c) => c.value as Array<{ name: string }>);
    expect(got.map((s) => s.name)).not.toContain('Monthly');
    expect(got.map((s) => s.name)).not.toContain('Quarterly');
    expect(got).toContainEqual(expect.objectContaining({ name: 'Interior Detail', priceFromCents: 19000 }));
    expect(got).toContainEqual(expect.objectContaining({ name: 'Monthly (member hours only)', priceFromCents: 7500 }));
  });
});

describe('a logo naming the business and then its town', () => {
  it('reads "Stone Springs Dentistry" when the logo says "Stonesprings Dentistry Aldie Virginia" on every page', () => {
    const pages = ['/', '/about.html', '/contact.html'].map((path) => ({
      url: new URL(path, 'https://shop.example/'),
      html: `<title>Stone Springs Dentistry</title><header><img class="logo" src="/logo.png" alt="Stonesprings Dentistry Aldie Virginia"></header><p>${path === '/' ? 'Stone Springs Dentistry cares for families.' : 'Call us.'}</p>`,
    }));
    expect(extractBusinessData(pages, 'https://shop.example/').businessData.BusinessName).toBe('Stone Springs Dentistry');
  });
});

describe('a text-me link', () => {
  const data = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData;

  it('reads the number of a "Text me" sms: link when the site gives no other', () => {
    expect(data('<title>Pawlish Grooming</title><p>Mobile grooming for cats and dogs.</p><a href="sms:+18162867417">Text me to book</a>').BusinessPhoneNumber).toBe('816-286-7417');
  });

  it('keeps the call link\'s number over a different texting line', () => {
    expect(data('<title>Acme Plumbing</title><a href="tel:+15125550147">Call (512) 555-0147</a><a href="sms:+15125550199">Text us</a>').BusinessPhoneNumber).toBe('512-555-0147');
  });
});

describe('a groomer\'s package priced by breed size', () => {
  it('reads "Bath and Brush Packages" / "(Includes …)" / "Small Breeds | $30+" … as one package from its lowest to its highest price', () => {
    const rows = (sizes: Array<[string, string]>) => `<table>${sizes.map(([size, price]) => `<tr><td>${size}</td><td>${price}</td><td>1 hr</td></tr>`).join('')}</table>`;
    const html = `<title>Pawlish Grooming</title><h3>Bath and Brush Packages</h3><p>(Includes Shampoo, Conditioner, Brushing, Nail Trim)</p>${rows([['Small Breeds', '$30+'], ['Medium Breeds', '$35+'], ['Large Breeds', '$39+'], ['Extra-Large Breeds', '$55+']])}<h3>Full Grooming Packages</h3><p>(Includes Bath, Haircut, Nail Trim)</p>${rows([['Small Breeds', '$60+'], ['Medium Breeds', '$75+'], ['Large Breeds', '$95+']])}`;
    const got = extractServicesText(parsePage(new URL('https://shop.example/'), html, true)).flatMap((c) => c.value as Array<{ name: string }>);
    expect(got).toContainEqual(expect.objectContaining({ name: 'Bath and Brush Packages', priceFromCents: 3000, priceToCents: 5500 }));
    expect(got).toContainEqual(expect.objectContaining({ name: 'Full Grooming Packages', priceFromCents: 6000, priceToCents: 9500 }));
    expect(got.map((s) => s.name)).not.toContain('Small Breeds');
  });
});

describe('a suburb the ZIP gazetteer files under its post town', () => {
  const data = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData;

  it('reads "Richfield, MN 55423" (a Minneapolis ZIP) as Richfield, MN 55423', () => {
    const b = data('<title>Deepers Cleaning</title><footer><p>Deepers Cleaning</p><p>3rd Ave S, Richfield, MN 55423</p></footer>');
    expect([b.BusinessAddressCity, b.BusinessAddressState, b.BusinessAddressZipcode]).toEqual(['Richfield', 'MN', '55423']);
  });

  it('takes no town from a ZIP of another state, nor from words that are no town\'s name', () => {
    expect(data('<title>Deepers Cleaning</title><p>Richfield, MN 90210</p>').BusinessAddressCity).toBe('');
    expect(data('<title>Deepers Cleaning</title><p>call today, MN 55423</p>').BusinessAddressCity).toBe('');
    expect(data('<title>Deepers Cleaning</title><p>Call Now, MN 55423</p>').BusinessAddressCity).toBe('');
    expect(data('<title>Deepers Cleaning</title><p>Family Owned, MN 55423</p>').BusinessAddressCity).toBe('');
    expect(data('<title>Deepers Cleaning</title><p>Downtown Minneapolis, MN 55401</p>').BusinessAddressCity).not.toBe('Downtown Minneapolis');
  });
});

describe('a suite the text gives and the markup leaves out', () => {
  it('reads "24601 Southwest Fwy #250", Rosenberg, TX 77471 from the text\'s suite and the JSON-LD\'s ZIP', () => {
    const ld = { '@context': 'https://schema.org', '@type': 'LocalBusiness', name: 'ARM Garage Door', telephone: '(281) 555-0134', address: { '@type': 'PostalAddress', streetAddress: '24601 Southwest Fwy', addressLocality: 'Rosenberg', addressRegion: 'TX', postalCode: '77471' } };
    const b = extractBusinessData(page(`<title>ARM Garage Door</title><script type="application/ld+json">${JSON.stringify(ld)}</script><footer><p>24601 Southwest Fwy #250, Rosenberg, TX</p></footer>`), 'https://shop.example/').businessData;
    expect([b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressZipcode]).toEqual(['24601 Southwest Fwy #250', 'Rosenberg', '77471']);
  });
});

describe('a comma typed twice in an address', () => {
  it('reads "167-4 Prospect St,, <br> Waltham MA, 02453" as one address', () => {
    const b = extractBusinessData(page('<title>Wicked Good Roofing</title><footer><p class="contact-text">167-4 Prospect St,, <br> Waltham MA, 02453</p></footer>'), 'https://shop.example/').businessData;
    expect([b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressState, b.BusinessAddressZipcode]).toEqual(['167-4 Prospect St', 'Waltham', 'MA', '02453']);
  });
});

describe('title parts that praise a page or promise help', () => {
  it('reads the logo\'s "Bachs Towing" beside titles ending "| 24/7 Support" and "| Transparent Pricing"', () => {
    const pages = [
      { url: new URL('https://shop.example/'), html: '<title>Comprehensive Towing &amp; Recovery Services in Buffalo, NY | 24/7 Support</title><header><img class="logo" src="/logo.png" alt="Bachs Towing"></header><p>Towing in Buffalo.</p>' },
      { url: new URL('https://shop.example/towing-rates.html'), html: '<title>Affordable Towing Rates in Buffalo, NY | Transparent Pricing</title><p>Rates.</p>' },
    ];
    expect(extractBusinessData(pages, 'https://shop.example/').businessData.BusinessName).toBe('Bachs Towing');
    expect(plausibleName('24/7 Support')).toBeUndefined();
    expect(plausibleName('Honest Pricing')).toBeUndefined();
    expect(plausibleName('Honest Plumbing')).toBe('Honest Plumbing');
  });
});

describe('a JSON-LD street typed into the region\'s field', () => {
  it('reads the street from "addressRegion": "126 Hillendale Road" when "streetAddress" holds only the county', () => {
    const ld = { '@context': 'https://schema.org', '@type': 'LocalBusiness', name: 'One Ten Junk Removal', telephone: '+1 443-500-4445', address: { '@type': 'PostalAddress', postalCode: '21014', addressRegion: '126 Hillendale Road', streetAddress: 'Harford County, MD 21014', addressLocality: 'Bel Air, MD' } };
    const b = extractBusinessData(page(`<title>One Ten Junk Removal</title><script type="application/ld+json">${JSON.stringify(ld)}</script><p>Junk removal in Bel Air.</p>`), 'https://shop.example/').businessData;
    expect([b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressState, b.BusinessAddressZipcode]).toEqual(['126 Hillendale Road', 'Bel Air', 'MD', '21014']);
  });
});

describe('a ZIP after the town served', () => {
  it('reads the ZIP in "customers near Franklin, MA. 02038", and none of another state', () => {
    const data = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData;
    const b = data('<title>Wills Way Landscaping</title><p>Serving residential and commercial customers near Franklin, MA. 02038</p>');
    expect([b.BusinessAddressCity, b.BusinessAddressState, b.BusinessAddressZipcode]).toEqual(['Franklin', 'MA', '02038']);
    expect(data('<title>Wills Way Landscaping</title><p>Serving customers near Franklin, MA. 90210</p>').BusinessAddressZipcode).toBe('');
  });
});

describe('round-the-clock answering, and an organisation\'s department', () => {
  const data = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData;

  it('does not read "contact us online 24 hours a day" or reps "available 24 hours a day, 7 days a week to assist you" as opening hours', () => {
    expect(data('<title>Mike\'s Hauling</title><h2>Operating Hours</h2><p>Please feel free to call anytime before 8:00pm, 7 days a week.</p><p>Or, you can contact us online 24 hours a day.</p>').BusinessHours).toBe('');
    expect(data('<title>Ragsdales</title><p>We have team members available 24 hours a day, 7 days a week to assist you.</p>').BusinessHours).toBe('');
    // Phones staffed round the clock beside the week the shop keeps: the shop's week.
    const week = data('<title>Kool Life</title><h2>Business Hours</h2><p>Monday | 7AM – 7PM</p><p>Tuesday | 7AM – 7PM</p><p>Wednesday | 7AM – 7PM</p><p>Thursday | 7AM – 7PM</p><p>Friday | 7AM – 7PM</p><p>Saturday | 8AM – 5PM</p><h3>Need Help Right Now?</h3><p>Don\'t wait for a callback. Our phones are staffed 24 hours a day, 7 days a week.</p>').BusinessHours;
    expect(week).toBe('Mon[7:00AM-7:00PM]; Tue[7:00AM-7:00PM]; Wed[7:00AM-7:00PM]; Thu[7:00AM-7:00PM]; Fri[7:00AM-7:00PM]; Sat[8:00AM-5:00PM]; Sun[Closed]');
    // A shop that says it is open round the clock still is.
    expect(data('<title>Ace Towing</title><h2>Hours</h2><p>Open 24 hours a day, 7 days a week — book online anytime.</p>').BusinessHours).toContain('Mon[12:00AM-11:59PM]');
  });

  it('reads the address and hours of an Organization\'s "department" (the shop itself)', () => {
    const ld = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Ragsdales Heat & Air', department: [{ '@type': ['LocalBusiness', 'HVACBusiness'], name: 'Ragsdales Heat & Air', address: { '@type': 'PostalAddress', streetAddress: '1854 Coley Ave', addressLocality: 'Escalon', addressRegion: 'CA', postalCode: '95320' }, telephone: '(209) 633-6332', openingHours: 'Mo-Fr 08:00-17:00' }] };
    const b = data(`<title>Ragsdales</title><script type="application/ld+json">${JSON.stringify(ld)}</script><p>Heating and cooling.</p>`);
    expect(b.BusinessAddressStreet).toBe('1854 Coley Ave');
    expect(b.BusinessHours).toBe('Mon[8:00AM-5:00PM]; Tue[8:00AM-5:00PM]; Wed[8:00AM-5:00PM]; Thu[8:00AM-5:00PM]; Fri[8:00AM-5:00PM]; Sat[Closed]; Sun[Closed]');
  });
});

describe('copyright lines written loosely, and a services page titled in praise', () => {
  const names = (html: string) => extractNames(parsePage(new URL('https://shop.example/'), html, true)).filter((c) => c.extractor === 'names:copyright').map((c) => c.value);

  it('reads "© 2018 Copyright: Best Appliance Repair" and "C&F Skincare Center Copyright © 2018." as the holder alone', () => {
    expect(names('<footer>© 2018 Copyright: Best Appliance Repair</footer>')).toStrictEqual(['Best Appliance Repair']);
    expect(names('<footer>C&amp;F Skincare Center Copyright © 2018.</footer>')).toStrictEqual(['C&F Skincare Center']);
    // The site's maker before the mark is not the holder.
    expect(names('<footer>Website designed by Pixel Co © 2018</footer>')).toStrictEqual([]);
  });

  it('takes no name from "Premium Services" or "Professional Services", but keeps "Premier Plumbing"', () => {
    expect(plausibleName('Premium Services')).toBeUndefined();
    expect(plausibleName('Professional Services')).toBeUndefined();
    expect(plausibleName('Premier Plumbing')).toBe('Premier Plumbing');
  });
});

describe('one service sold in sizes, a size on each row', () => {
  it('reads "Length (S) $5" … "Length (XL) $20" as one Length from $5 to $20, and leaves a lone "Massage (Long)" as it is', () => {
    const html = '<title>Mint Nails</title><h2>Additional Service</h2><ul><li>Length (S) $5</li><li>Length (M) $10</li><li>Length (L) $15</li><li>Length (XL) $20</li><li>Shiny Buff $8</li><li>Massage (Long) $30</li></ul>';
    const got = (extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`);
    expect(got).toStrictEqual(['Length 500-2000', 'Shiny Buff 800-', 'Massage (Long) 3000-']);
  });
});

describe('a price labelled "set price"', () => {
  it('takes no service named "set price" or "flat rate" from a card\'s price line', () => {
    expect(parseServiceLine('$185 | set price')).toBeUndefined();
    expect(parseServiceLine('Flat rate: $99')).toBeUndefined();
    expect(parseServiceLine('Set of lashes $99')).toStrictEqual({ name: 'Set of lashes', durationMinutes: 60, priceFromCents: 9900 });
  });
});

describe('the times of a weekend special', () => {
  it('does not take "late-night flash specials (Friday–Sunday, 10 PM–4 AM)" as opening hours, even after a paragraph that says "schedule"', () => {
    const html = '<title>Aliza Nadine Tattoo</title><p>Fill out the form and Aliza will schedule your session.</p><h3>How much does a tattoo cost?</h3><p>Day rates are $850. On weekends (Friday–Sunday, 10 PM–4 AM) Aliza runs late-night flash specials.</p>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessHours).toBe('');
  });
});

describe('titles naming the page, not the business', () => {
  const site = (...pages: Array<[string, string]>) =>
    extractBusinessData(pages.map(([path, html]) => ({ url: new URL(path, 'https://shop.example/'), html })), 'https://shop.example/').businessData.BusinessName;

  it('reads "Lucky Penny Tattoo | Home" as a title naming the business alone, and "Tattoo Booking" as no name', () => {
    expect(site(['/', '<title>Lucky Penny Tattoo | Home</title><p>Walk-ins welcome.</p>'], ['/contact.html', '<title>Contact Us | Lucky Penny Tattoo</title><p>Call us.</p>'])).toBe('Lucky Penny Tattoo');
    expect(plausibleName('Tattoo Booking')).toBeUndefined();
    expect(plausibleName('Salon Gallery')).toBeUndefined();
    expect(plausibleName('Gallery Salon')).toBe('Gallery Salon');
    expect(
      site(['/', '<title>Tattoo Booking</title><header><a class="navbar-brand" href="/">Maggie Campanelli</a></header>'], ['/faq.html', '<title>FAQ</title><header><a class="navbar-brand" href="/">Maggie Campanelli</a></header>']),
    ).toBe('Maggie Campanelli');
  });
});

describe('a half lot\'s house number', () => {
  it('reads "1112 1/2 W Vermijo Ave" whole, not from the "2" after the slash', () => {
    expect(findAddresses('1112 1/2 W Vermijo Ave, Colorado Springs, CO 80904')).toStrictEqual([{ street: '1112 1/2 W Vermijo Ave', city: 'Colorado Springs', state: 'CO', zip: '80904' }]);
    expect(findAddresses('Studio: 48 1/2 Main, Bozeman, MT 59715')[0]?.street).toBe('48 1/2 Main');
  });
});

describe('a price\'s unit set where a name goes', () => {
  it('takes no service named "per dog, per night" from "$50 | per dog, per night"', () => {
    const html = '<section class="pricing"><h2>Pricing</h2><p class="rate-figure"><span class="rate-num">$50</span><span class="rate-unit">per dog,<br>per night</span></p><p>One rate, no hidden fees.</p></section>';
    expect(extractServicesText(parsePage(new URL('https://shop.example/'), html, true)).flatMap((c) => c.value as unknown[])).toStrictEqual([]);
    expect(parseServiceLine('Perm $55 & up')).toStrictEqual({ name: 'Perm', durationMinutes: 60, priceFromCents: 5500 });
  });
});

describe('a text button that dials the main line', () => {
  it('takes the main line when a "Text 413-230-1451" button dials the number every other link dials and shows', () => {
    const call = '<a href="tel:413-584-9091">Call 413-584-9091</a>';
    const html = `<title>Jen Pressure Washing</title><p>Contact us today | 413-584-9091</p>${call}<a href="tel:413-584-9091">Text 413-230-1451</a><footer>${call}</footer>`;
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessPhoneNumber).toBe('413-584-9091');
    // A link showing one number and dialling another that nothing else shows or dials is still a contradiction.
    const odd = '<title>Acme</title><a href="tel:413-555-0199">Call 413-584-9091</a>';
    expect(extractBusinessData(page(odd), 'https://shop.example/').businessData.BusinessPhoneNumber).toBe('');
  });
});

describe('three priced services on one line of cells', () => {
  it('reads "Arch - $25 | Half Leg - $35 | Bikini Basic - $30" as three services, not Arch from $25 to $35', () => {
    expect(
      extractServicesText(parsePage(new URL('https://shop.example/add-ons'), '<h2>Waxing</h2><p><span>Arch - $25</span> | <span>Half Leg - $35</span> | <span>Bikini Basic - $30</span></p>', false))
        .flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number; priceToCents?: number }>)
        .map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`),
    ).toStrictEqual(['Arch 2500-', 'Half Leg 3500-', 'Bikini Basic 3000-']);
  });
});

describe('an add-on written "Name + $15"', () => {
  it('names "Essential Oil + $15" Essential Oil, without the plus', () => {
    expect(parseServiceLine('Essential Oil + $15')).toStrictEqual({ name: 'Essential Oil', durationMinutes: 60, priceFromCents: 1500 });
  });
});

describe('all-over colour', () => {
  it('reads "All Over Color $70" as a service ("over" there is no "orders over $50")', () => {
    expect(parseServiceLine('All Over Color $70')).toStrictEqual({ name: 'All Over Color', durationMinutes: 60, priceFromCents: 7000 });
    expect(parseServiceLine('Orders over $50')).toBeUndefined();
  });
});

describe('a price under "starting as low as"', () => {
  it('names "New Rollers" / "starting as low as" / "$99" New Rollers, not by the words over the price', () => {
    const coupon = (name: string, price: string) => `<a href="/coupon.png"><div><p>${name} </p><p>starting as low as</p><p> ${price}</p></div></a>`;
    const html = `<p>Call Now</p>${coupon('New Rollers', '$99')}${coupon('New Operators', '$199')}`;
    expect(
      extractServicesText(parsePage(new URL('https://shop.example/'), html, true))
        .flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number }>)
        .map((s) => `${s.name} ${s.priceFromCents}`),
    ).toStrictEqual(['New Rollers 9900', 'New Operators 19900']);
  });
});

describe('prices struck through', () => {
  const services = (html: string) =>
    extractServicesText(parsePage(new URL('https://shop.example/'), html, true))
      .flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number; priceToCents?: number }>)
      .map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`);
  const card = (name: string, now: string, was: string, wasTag = 'span class="price-original"') =>
    `<div class="card"><div class="price-name">${name}</div><div><span class="price-num">${now}</span> <${wasTag}>${was}</${wasTag.split(' ')[0]}></div><p>Starting price · Vehicles vary</p></div>`;
  it('reads the price a card charges, not the one its stylesheet strikes through', () => {
    const style = '<style>.price-original { font-size: 22px; text-decoration: line-through; }</style>';
    expect(services(`${style}<h2>Packages</h2>${card('Essential Clean', '$89', '$120')}${card('Full Detail', '$199', '$280')}`)).toStrictEqual([
      'Essential Clean 8900-',
      'Full Detail 19900-',
    ]);
    expect(services(`<h2>Packages</h2>${card('Essential Clean', '$89', '$120', 'del')}${card('Full Detail', '$199', '$280', 'del')}`)).toStrictEqual([
      'Essential Clean 8900-',
      'Full Detail 19900-',
    ]);
  });
  it('leaves both prices to be read as written when nothing strikes either through', () => {
    expect(services(`<h2>Packages</h2>${card('Essential Clean', '$89', '$120')}`)).not.toContain('Essential Clean 8900-');
  });
});

describe('a region and its state served', () => {
  it('reads the state in "Serving Homes Across MetroWest & Central Massachusetts"', () => {
    expect(findStateOnly('Serving Homes Across MetroWest & Central Massachusetts')).toStrictEqual(['MA']);
    expect(findStateOnly('Proudly serving Acton and Central Massachusetts')).toStrictEqual(['MA']);
  });
});

describe('a column of names beside a column of prices, each in a wrapper', () => {
  it('pairs `<div class="col-6"><ul>` names with the next column\'s prices, row by row', () => {
    const list = (items: string[]) => `<div class="col-6"><ul class="service">${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ul></div>`;
    const html = `<h2>Manicure</h2><div class="row">${list(['Classic Manicure', 'Gel Manicure', 'Polish Change'])}${list(['$12', '$30', '$8'])}</div>`;
    expect(
      extractServicesText(parsePage(new URL('https://shop.example/services'), html, false))
        .flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number }>)
        .map((s) => `${s.name} ${s.priceFromCents}`),
    ).toStrictEqual(['Classic Manicure 1200', 'Gel Manicure 3000', 'Polish Change 800']);
  });
});

describe('a price table\'s name over its caption in one cell', () => {
  it('prices "Full Groom", not the caption "Bath, haircut, nails, ears" under it', () => {
    const row = (name: string, caption: string, prices: string[]) => `<tr><td><strong>${name}</strong><br><small>${caption}</small></td>${prices.map((p) => `<td>${p}</td>`).join('')}</tr>`;
    const html = `<h2>Dog Grooming</h2><table><tbody>${row('Full Groom', 'Bath, haircut, nails, ears', ['$65 - $75', '$75 - $95'])}${row('Bath &amp; Brush Out', 'No haircut', ['$35 - $45', '$45 - $60'])}</tbody></table>`;
    expect(
      extractServicesText(parsePage(new URL('https://shop.example/services'), html, false))
        .flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number; priceToCents?: number }>)
        .map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents}`),
    ).toStrictEqual(['Full Groom 6500-9500', 'Bath & Brush Out 3500-6000']);
  });
});

describe('treatments priced in a sentence', () => {
  const services = (html: string) =>
    extractServicesText(parsePage(new URL('https://shop.example/facials'), html, false))
      .flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number; durationMinutes?: number }>)
      .map((s) => `${s.name} ${s.priceFromCents} ${s.durationMinutes}`);
  it('reads each "Name (30 min, $60)" of a sentence listing them', () => {
    const faq = '<h3>Which facials do you offer?</h3><p>We offer four targeted treatments: the Glow Boost Express Facial (30 min, $60) for a quick refresh; the Signature Radiance Facial (60 min, $90) for a full glow; and the Anti-Aging Treatment ($95) targeting fine lines.</p>';
    expect(services(faq)).toStrictEqual(['Glow Boost Express Facial 6000 30', 'Signature Radiance Facial 9000 60', 'Anti-Aging Treatment 9500 60']);
  });
  it('reads no service from one price in brackets in passing', () => {
    expect(services('<p>Every visit starts with a consultation, and our Deposit ($50) holds your booking for the day you choose.</p>')).toStrictEqual([]);
  });
});

describe('numbered pictures and a founding year on the copyright line', () => {
  const names = (html: string) => extractNames(parsePage(new URL('https://shop.example/'), html, true)).map((c) => `${c.extractor} ${c.value as string}`);
  it('reads no name from pictures labelled in a series ("Barber 4", "Barber 5") over a placeholder logo', () => {
    const cards = [4, 5, 6].map((n) => `<div class="card"><img src="images/shop-logo-white.jpg" alt="Barber ${n}"><h3>Barber ${n}</h3></div>`).join('');
    expect(names(`<title>Fadestation</title><header><img src="images/shop-logo.jpg" alt="Fadestation"></header>${cards}`).filter((n) => n.startsWith('names:logo-alt'))).toStrictEqual(['names:logo-alt Fadestation']);
  });
  it('reads "Copyright Fadestation Barber Est. 1999" as Fadestation Barber', () => {
    expect(names('<title>Shop</title><footer><p>Copyright Fadestation Barber Est. 1999</p></footer>')).toContain('names:copyright Fadestation Barber');
  });
});

describe('one name written with and without a plural or an "and"', () => {
  const name = (pages: Array<[string, string]>) => extractBusinessData(pages.map(([p, html]) => ({ url: new URL(p, 'https://shop.example/'), html })), 'https://shop.example/').businessData.BusinessName;
  it('shows the fuller writing when the site writes both about as often ("Aesthetics" in the titles, "Aesthetic" on the copyright line)', () => {
    const html = '<title>Marlow Finch Aesthetics</title><body><p>Brows and facials.</p><footer>© 2024 Marlow Finch Aesthetic</footer></body>';
    expect(name(['/', '/contact.html', '/waxing.html'].map((p) => [p, html]))).toBe('Marlow Finch Aesthetics');
    expect(name([['/', '<title>Tidewater Nails &amp; Spa</title><p>Welcome to Tidewater Nails &amp; Spa.</p><footer>© 2024 Tidewater Nails Spa</footer>']])).toBe('Tidewater Nails & Spa');
    // The fuller writing shouted in capitals is cased as the other writing is.
    expect(name([['/', '<title>Kingsbridge Nail SPA Inc</title><h1>KINGSBRIDGE NAILS SPA INC</h1><p>Manicures.</p>']])).toBe('Kingsbridge Nails SPA Inc');
  });
  it('keeps the shorter writing when the title and the copyright line agree on it', () => {
    const html = '<title>Harbor Light Nail &amp; Spa</title><header><a class="navbar-brand" href="/">Harbor Light Nails &amp; Spa</a></header><h1>Harbor Light Nails &amp; Spa</h1><p>Pedicures.</p><footer>© 2024 Harbor Light Nail &amp; Spa</footer>';
    expect(name([['/', html]])).toBe('Harbor Light Nail & Spa');
  });
  it('keeps the writing the site uses many times more often', () => {
    const html = `<title>Orla's Spa</title><header><a class="navbar-brand" href="/">Orla Spa</a></header><h1>Orla Spa</h1><p>Orla Spa offers massage.</p><footer>© 2024 Orla Spa</footer>`;
    expect(name(['/', '/location.html', '/services.html'].map((p) => [p, html]))).toBe('Orla Spa');
  });
});

describe('markup hours no full week of the text states', () => {
  it('leaves the hours empty when two labelled blocks state another week, however often the site says its own', () => {
    const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Locksmith","name":"Key Crown Locksmith","openingHours":"Mo-Su 07:00-22:00"}</script>';
    const own = '<h4>Hours</h4><p>Monday - Sunday: 7am - 10pm</p>';
    const other = '<h4>Business Hours</h4><p>Monday - Sunday: 8am - 8pm</p>';
    const at = (path: string, body: string) => ({ url: new URL(path, 'https://keys.example/'), html: `<title>Key Crown Locksmith</title>${ld}<body><main>${body}</main></body>` });
    const pages = [at('/', `<section>${other}</section><p>Fast lockouts.</p><footer>${own}</footer>`), at('/contact', `<footer>${own}</footer>`), at('/about', `<footer>${own}</footer>`), at('/services', `<section>${other}</section><p>Rekeys and lockouts.</p><footer>${own}</footer>`)];
    expect(extractBusinessData(pages, 'https://keys.example/').businessData.BusinessHours).toBe('');
    // Said once against many, the other week is a slip.
    expect(extractBusinessData(pages.slice(0, 3), 'https://keys.example/').businessData.BusinessHours).toMatch(/^Mon\[7:00AM-10:00PM\]/);
  });
  it('leaves the hours empty when JSON-LD says daily 7–6 and a page\'s footer "Mon-Sat: 9am-6pm"', () => {
    const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Riverbend Hauling","openingHours":"Mo-Su 07:00-18:00"}</script>';
    const pages = [
      { url: new URL('https://haul.example/'), html: `<title>Riverbend Hauling</title>${ld}<body><h1>Riverbend Hauling</h1><p>Fast junk removal.</p></body>` },
      { url: new URL('https://haul.example/pricing'), html: '<title>Pricing</title><body><h1>Pricing</h1><footer><p>Serving Eastern Iowa</p><p>Mon-Sat: 9am-6pm</p></footer></body>' },
    ];
    expect(extractBusinessData(pages, 'https://haul.example/').businessData.BusinessHours).toBe('');
  });

  it('leaves the hours empty when JSON-LD opens on Friday morning and the page twice lists Friday closed', () => {
    const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Dentist","name":"Brookside Dental","openingHours":"Mo-Th 08:00-17:00, Fr 08:00-13:00"}</script>';
    const week = '<ul><li>Monday 8am - 5pm</li><li>Tuesday 8am - 5pm</li><li>Wednesday 8am - 5pm</li><li>Thursday 8am - 5pm</li><li>Friday Closed</li><li>Saturday Closed</li><li>Sunday Closed</li></ul>';
    const hours = (body: string) => extractBusinessData(page(`<title>Brookside Dental</title>${ld}${body}`), 'https://shop.example/').businessData.BusinessHours;
    expect(hours(`<section>${week}</section><p>Gentle care for the whole family.</p><footer>${week}</footer>`)).toBe('');
    // Said once, in a footer with no label, the text's week contradicts the markup's all the same.
    expect(hours(`<footer>${week}</footer>`)).toBe('');
    // A full week of the text saying the markup's week settles it.
    const agreeing = week.replace('Friday Closed', 'Friday 8am - 1pm');
    expect(hours(`<footer>${agreeing}</footer>`)).toMatch(/^Mon\[8:00AM-5:00PM\].*Fri\[8:00AM-1:00PM\]/);
  });
});

describe('a card\'s description and its price on one line under its title', () => {
  const services = (html: string) =>
    extractServicesText(parsePage(new URL('https://shop.example/'), html, true))
      .flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number; priceToCents?: number }>)
      .map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`);
  it('names the price by the title, not by the sentence before the price', () => {
    const card = (title: string, text: string) => `<div class="card"><h3>${title}</h3><p>${text}</p></div>`;
    const html = card('Gutter Flushing', 'Clears downspouts and checks every seam. $85–$140+') + card('Hedge Shaping', 'Neat lines for every shrub. $60+') + card('Roof Rinse', 'Residential: $150+, Commercial: $300+') + card('Turf Laying', 'Fresh green yard. Residential: $1.75/sq ft, Commercial: $2.25/sq ft');
    expect(services(html)).toStrictEqual(['Gutter Flushing 8500-14000', 'Hedge Shaping 6000-', 'Roof Rinse 15000-30000', 'Turf Laying 175-225']);
  });
  it('leaves the description\'s price to the card\'s own price line below it', () => {
    expect(services('<div><h3>Paver Sealing</h3><p>Protects pavers from stains and weeds. Starts at $150.</p><p>$0.30/sqft</p></div>')).not.toContain('Paver Sealing 15000-');
  });
});

describe('a street with no suffix on its own line, and a town followed by the hours', () => {
  it('reads "3205 Ridge Pointe" above "Bettendorf, IA 52722", but no year\'s line as a street', () => {
    expect(findAddresses('Visit us\n3205 Ridge Pointe\nBettendorf, IA 52722')).toStrictEqual([{ street: '3205 Ridge Pointe', city: 'Bettendorf', state: 'IA', zip: '52722' }]);
    expect(findAddresses('1985 Family Owned\nAustin, TX 78701')).toStrictEqual([]);
    expect(findAddresses('Call 3205 Ridge Pointe\nBettendorf, IA 52722')).toStrictEqual([]);
  });
  it('reads "20926 Sheridan St, Pembroke Pines, FL Mon–Fri 8AM – 6PM" with no ZIP, and not a town before other words', () => {
    expect(findAddresses('20926 Sheridan St, Pembroke Pines, FL Mon–Fri 8AM – 6PM')).toStrictEqual([{ street: '20926 Sheridan St', city: 'Pembroke Pines', state: 'FL', zip: '' }]);
    expect(findAddresses('12 Main St, Austin, TX Monster trucks on show')).toStrictEqual([]);
  });
});

describe('a clock\'s "PM" set beside the next day in another element', () => {
  it('reads "<span>Mon–Fri: 10:00 AM–6:00 PM</span><span>Saturday: 10:00 AM–2:00 PM</span>" as two days\' hours', () => {
    const html = '<title>Gulf Tint</title><div class="hero-card"><strong>Appointment Hours</strong><span>Mon–Fri: 10:00 AM–6:00 PM</span><span>Saturday: 10:00 AM–2:00 PM</span></div>';
    expect(visibleLines(parsePage(new URL('https://shop.example/'), html, true).$)).toContain('Appointment Hours Mon–Fri: 10:00 AM–6:00 PM Saturday: 10:00 AM–2:00 PM');
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessHours).toBe('Mon[10:00AM-6:00PM]; Tue[10:00AM-6:00PM]; Wed[10:00AM-6:00PM]; Thu[10:00AM-6:00PM]; Fri[10:00AM-6:00PM]; Sat[10:00AM-2:00PM]; Sun[Closed]');
  });
});

describe('"24 hours" that is a response time, not opening hours', () => {
  it('reads no round-the-clock day from "Response within 24 hours" or "24 hours\' notice" under the week', () => {
    const week = '<h3>Business Hours</h3><p>Mon – Fri: 7:00 AM – 6:00 PM</p><p>Saturday: 8:00 AM – 2:00 PM</p><p>Sunday: Closed</p>';
    const hours = (after: string) => extractBusinessData(page(`<title>Velo Cleaning</title>${week}${after}`), 'https://shop.example/').businessData.BusinessHours;
    const expected = 'Mon[7:00AM-6:00PM]; Tue[7:00AM-6:00PM]; Wed[7:00AM-6:00PM]; Thu[7:00AM-6:00PM]; Fri[7:00AM-6:00PM]; Sat[8:00AM-2:00PM]; Sun[Closed]';
    expect(hours('<p>Free, no-obligation quotes</p><p>Response within 24 hours</p>')).toBe(expected);
    expect(hours('<p>Please give 24 hours notice to cancel</p>')).toBe(expected);
    expect(tokenize('Sunday 24 hours').map((t) => t.kind)).toContain('allday');
  });
});

describe('the text\'s week where markup only widens it', () => {
  const ld = (spec: string) => `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Prairie Carpet Care","openingHours":"${spec}"}</script>`;
  const text = '<header><b>Hours</b> Mon–Fri 8am–5pm</header><section><h3>Hours</h3><p>Mon–Fri 8:00 am – 5:00 pm</p></section><footer><h4>Hours</h4><p>Mon–Fri 8am–5pm</p></footer>';
  const hours = (spec: string) => extractBusinessData(page(`<title>Prairie Carpet Care</title>${ld(spec)}${text}`), 'https://shop.example/').businessData.BusinessHours;
  it('shows the week three labelled blocks state when the JSON-LD adds a Saturday', () => {
    expect(hours('Mo-Sa 08:00-17:00')).toBe('Mon[8:00AM-5:00PM]; Tue[8:00AM-5:00PM]; Wed[8:00AM-5:00PM]; Thu[8:00AM-5:00PM]; Fri[8:00AM-5:00PM]; Sat[Closed]; Sun[Closed]');
  });
  it('leaves the hours empty when the JSON-LD opens later than the text says', () => {
    expect(hours('Mo-Fr 08:30-17:00')).toBe('');
  });
});

describe('days named in Spanish', () => {
  const hours = (body: string) => extractBusinessData(page(`<title>Isla Beauty</title>${body}`), 'https://shop.example/').businessData.BusinessHours;
  it('reads "Mar a Sab 9:00am - 6:00pm" and "Lunes a Viernes", on a page that names no day in English', () => {
    expect(hours('<p>Aguadilla, PR 00603</p><p>Mar a Sab 9:00am - 6:00pm</p>')).toBe('Mon[Closed]; Tue[9:00AM-6:00PM]; Wed[9:00AM-6:00PM]; Thu[9:00AM-6:00PM]; Fri[9:00AM-6:00PM]; Sat[9:00AM-6:00PM]; Sun[Closed]');
    expect(hours('<h3>Horario</h3><p>Lunes a Viernes 8am - 5pm</p><p>Sábado 9am - 1pm</p>')).toBe('Mon[8:00AM-5:00PM]; Tue[8:00AM-5:00PM]; Wed[8:00AM-5:00PM]; Thu[8:00AM-5:00PM]; Fri[8:00AM-5:00PM]; Sat[9:00AM-1:00PM]; Sun[Closed]');
  });
  it('reads a bilingual page\'s hours in English only, and no Spanish day in English words ("Marketing 9-5")', () => {
    const twins = '<h3>Hours</h3><p>Mon - Fri: 10AM - 8PM</p><p>Lun - Vie: 10AM - 8PM</p><p>Sat - Sun: 10AM - 6PM</p><p>Sáb - Dom: 10AM - 6PM</p>';
    expect(hours(twins)).toBe('Mon[10:00AM-8:00PM]; Tue[10:00AM-8:00PM]; Wed[10:00AM-8:00PM]; Thu[10:00AM-8:00PM]; Fri[10:00AM-8:00PM]; Sat[10:00AM-6:00PM]; Sun[10:00AM-6:00PM]');
    expect(hours('<p>Clases: Lun a Sab 10am - 2pm</p><p>Great service.</p><p>Call us.</p><h3>Hours</h3><p>Mon–Fri 9am–5pm</p><p>Sat 9am–1pm</p>')).toBe('Mon[9:00AM-5:00PM]; Tue[9:00AM-5:00PM]; Wed[9:00AM-5:00PM]; Thu[9:00AM-5:00PM]; Fri[9:00AM-5:00PM]; Sat[9:00AM-1:00PM]; Sun[Closed]');
    expect(tokenize('Mar a Sab 9:00am - 6:00pm').filter((t) => t.kind === 'days')).toStrictEqual([]);
    expect(tokenize('Marketing 9-5', { spanish: true }).filter((t) => t.kind === 'days')).toStrictEqual([]);
  });
});

describe('a price whose "$" the stylesheet draws', () => {
  const lines = (html: string) => parsePage(new URL('https://shop.example/'), html, true).lines;
  it('reads a bare amount in an element its class calls a price with its "$", and prices the menu', () => {
    const row = (name: string, amount: string) => `<li><div class="list-item-title">${name}</div><div class="dots"></div><div class="list-item-price"><div class="dollar plus">${amount}</div></div></li>`;
    const html = `<h2>Services</h2><ul class="leaders">${row('Beard Shape Up', '10')}${row('Kids Cut', '20')}${row("Men's Haircut", '25')}${row('Wash &amp; Style', '25')}</ul>`;
    expect(lines(html)).toContain('$10');
    const services = extractServicesText(parsePage(new URL('https://shop.example/'), html, true)).flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number }>);
    expect(services.map((s) => `${s.name} ${s.priceFromCents}`)).toStrictEqual(['Beard Shape Up 1000', 'Kids Cut 2000', "Men's Haircut 2500", 'Wash & Style 2500']);
  });
  it('leaves a sign already beside the amount, a small count and a year as written', () => {
    expect(lines('<div class="price"><span class="price-sup">$</span><span class="price-num">75</span></div>')).toStrictEqual(['$75']);
    expect(lines('<p>Plans <span class="price-tier">3</span></p><p>Since <span class="price-year">1998</span></p>')).toStrictEqual(['Plans 3', 'Since 1998']);
  });
});

describe('a title saying the trade and the town', () => {
  it('reads no name from "Moving Company Charlotte, NC" or "Junk Removal Concord & Matthews, NC", but keeps a name before its town', () => {
    expect(plausibleName('Moving Company Charlotte, NC')).toBeUndefined();
    expect(plausibleName('Junk Removal Concord & Matthews, NC')).toBeUndefined();
    expect(plausibleName('Roofing in Dallas, Texas')).toBeUndefined();
    expect(plausibleName("Bob's Plumbing Austin, TX")).toBe("Bob's Plumbing Austin, TX");
    expect(extractBusinessData(page('<title>Moving Company Charlotte, NC | Junk Removal Concord &amp; Matthews, NC</title><h1>Moving Company in Charlotte, NC</h1><p>Moving Company Charlotte, NC: call us today.</p>'), 'https://shop.example/').businessData.BusinessName).toBe('');
  });
});

describe('a secondary phone beside the primary one', () => {
  it('takes the primary number when the site labels the other "Secondary Phone"', () => {
    const html = '<title>Foothill Yard Care</title><ul><li>Primary Phone: <a href="tel:+19162047510">916-204-7510</a></li><li>Secondary Phone: <a href="tel:+12092176406">209-217-6406</a></li></ul>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessPhoneNumber).toBe('916-204-7510');
    // Two numbers with no such label stay the owner's call.
    const two = '<title>Foothill Yard Care</title><ul><li>Phone: <a href="tel:+19162047510">916-204-7510</a></li><li>Phone: <a href="tel:+12092176406">209-217-6406</a></li></ul>';
    expect(extractBusinessData(page(two), 'https://shop.example/').businessData.BusinessPhoneNumber).toBe('');
  });
});

describe('prices named only by whom they are for', () => {
  const services = (html: string) =>
    extractServicesText(parsePage(new URL('https://shop.example/rates'), html, false))
      .flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number; priceToCents?: number }>)
      .map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`);
  it('names "Dogs: $9.00" / "Cats: $9.00" by the heading above their description', () => {
    const card = (title: string, rows: string) => `<h3>${title}</h3><p>Your pet is brushed gently by a certified technician.</p><p>(15 minutes)</p>${rows}`;
    const html = card('Brush &amp; Hug', '<p>Dogs: $9.00</p><p>Cats: $9.00</p>') + card('Nature Walk', '<p>Dogs: $9.00</p>') + card('Doggie Daycare', '<p>Dogs, Full Day: $29.00</p><p>Dogs, Half Day (4 hours or less): $16.00</p>');
    expect(services(html)).toStrictEqual(['Brush & Hug 900-', 'Nature Walk 900-', 'Doggie Daycare 1600-2900']);
  });
  it('looks past a description that mentions a price in passing for the heading', () => {
    const html = '<h3>Doggie Daycare</h3><p>This plan provides day boarding during our business hours and includes a Play Yard activity for social dogs. Any additional dogs will be charged at $23.00 per day.</p><p>Dogs, Full Day: $29.00</p><p>Dogs, Half Day (4 hours or less): $16.00</p>';
    expect(services(html)).toStrictEqual(['Doggie Daycare 1600-2900']);
  });
});

describe('a card\'s description opening with its price', () => {
  const services = (html: string) =>
    extractServicesText(parsePage(new URL('https://shop.example/pricing'), html, false))
      .flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number; priceToCents?: number }>)
      .map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`);
  it('prices the title from "Most projects $1,500–$4,700. Priced by the pallet …" and "From about $190 per visit. …"', () => {
    const card = (title: string, text: string) => `<div><h3>${title}</h3><p>${text}</p></div>`;
    const html = card('Sod Laying', 'Most projects $1,500–$4,700. Priced by the pallet, so small patches cost less.') + card('Turf Feeding', 'From about $190 per visit. Seasonal programs keep the lawn healthy all year.');
    expect(services(html)).toStrictEqual(['Sod Laying 150000-470000', 'Turf Feeding 19000-']);
  });
  it('reads no such price from a promotion or a plan', () => {
    const card = (title: string, text: string) => `<div><h3>${title}</h3><p>${text}</p></div>`;
    expect(services(card('Spring Cleanup', 'From $50 off your first visit. Book this month.') + card('Lawn Club', 'From $45 per month. Cancel anytime.'))).toStrictEqual([]);
  });
});

describe('a price and what comes on top of it, under a title and its description', () => {
  it('prices "🏠 Residential Security Safes" / its description / "$275 and Up plus Repair, Parts, and Service / Trip Fee."', () => {
    const card = (title: string, text: string, price: string) => `<h3>${title}</h3><p>${text}</p><p>${price}</p>`;
    const html = card('🏠 Home Safes', 'Gun safes, fire safes and wall safes.', '$275 and Up plus Repair, Parts, and Service / Trip Fee.') + card('🏢 Office Safes', 'Drop safes, money safes and ATM machines.', '$350 and Up plus Service / Trip Fee.');
    const services = extractServicesText(parsePage(new URL('https://shop.example/pricing'), html, false)).flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number }>);
    expect(services.map((s) => `${s.name} ${s.priceFromCents}`)).toStrictEqual(['Home Safes 27500', 'Office Safes 35000']);
  });
});

describe('a service\'s own page pricing it by session length', () => {
  const at = (path: string, html: string) => ({ url: new URL(path, 'https://shop.example/'), html: `<title>Cedar Mobile Massage</title>${html}` });
  const session = (minutes: number, price: number) => `<h4>${minutes} Minute Session</h4><p>${minutes / 60} hours</p><p>From $${price}</p>`;
  const page = at('/swedish.html', `<h1>Swedish Massage</h1><p>Long flowing strokes ease tension.</p><h3>Session Options</h3>${session(60, 130)}${session(90, 180)}${session(120, 230)}`);
  it('reads "60 Minute Session" / "From $130" … "120 Minute Session" / "From $230" as one service named by the page\'s heading', () => {
    const services = extractServicesText(parsePage(page.url, page.html, false)).flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number; priceToCents?: number; durationMinutes: number }>);
    expect(services.map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents} ${s.durationMinutes}`)).toStrictEqual(['Swedish Massage 13000-23000 60']);
  });
  it('widens the home page\'s "From $130" card to the range its own page gives', () => {
    const home = at('/', '<h2>Our Massages</h2><div><h3>Swedish Massage</h3><p>From $130</p></div><div><h3>Deep Tissue Massage</h3><p>From $140</p></div><a href="swedish.html">Swedish</a>');
    const offered = extractBusinessData([home, page], 'https://shop.example/').businessData.Services ?? [];
    expect(offered.map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`)).toStrictEqual(['Swedish Massage 13000-23000', 'Deep Tissue Massage 14000-']);
  });
});

describe('a suite written in lower case', () => {
  it('reads "2212 Maplecrest Rd ste 7 Fort Wayne, Indiana 46815" in a sentence', () => {
    expect(findAddresses('Our office is located at 2212 Maplecrest Rd ste 7 Fort Wayne, Indiana 46815')).toStrictEqual([{ street: '2212 Maplecrest Rd ste 7', city: 'Fort Wayne', state: 'IN', zip: '46815' }]);
  });
});

describe('a town written with its state\'s code and no comma', () => {
  it('reads "Tree Service Company in Charleston SC" as Charleston in SC, on a page that names the town with no state elsewhere', () => {
    expect(findTownsAlone('Tree Service Company in Charleston SC')).toContainEqual({ city: 'Charleston', state: 'SC' });
    const b = extractBusinessData(page('<title>Oakline Tree Men | Tree Service Company in Charleston SC</title><p>Free estimates • Call 843.727.4115</p><p>Serving the Greater Charleston Area</p>'), 'https://shop.example/').businessData;
    expect([b.BusinessAddressCity, b.BusinessAddressState]).toStrictEqual(['Charleston', 'SC']);
  });
});

describe('a city by the name people call it', () => {
  it('reads "across New York City" as New York, NY, and "NYC" as New York in New York only', () => {
    const b = extractBusinessData(page('<title>Bright Broom Cleaning</title><p>Fully insured apartment and office cleaning across New York City.</p><p>Call or text <a href="tel:9298034053">929-803-4053</a></p>'), 'https://shop.example/').businessData;
    expect([b.BusinessAddressCity, b.BusinessAddressState]).toStrictEqual(['New York', 'NY']);
    expect(knownCity('NYC', 'NY')).toBe('New York');
    expect(knownCity('NYC', 'NJ')).toBeUndefined();
  });
});

describe('an email the structured data gives and the page never shows', () => {
  const ld = (email: string) => `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Lakeview Appliance","email":"${email}"}</script>`;
  const email = (html: string) => extractBusinessData(page(`<title>Lakeview Appliance</title>${html}`), 'https://shop.example/').businessData.BusinessEmail;
  it('leaves the email empty when the page shows and links another', () => {
    expect(email(`${ld('service@lakeviewappliance.com')}<p>Email: <a href="mailto:lakeviewfix@gmail.com">lakeviewfix@gmail.com</a></p>`)).toBe('');
  });
  it('keeps the markup\'s email when the page shows it, even with its label run into it, or shows none', () => {
    expect(email(`${ld('sal@lakeviewappliance.com')}<p><a href="mailto:sal@lakeviewappliance.com">Emailsal@lakeviewappliance.com</a></p>`)).toBe('sal@lakeviewappliance.com');
    expect(email(`${ld('service@lakeviewappliance.com')}<p>Call us today.</p>`)).toBe('service@lakeviewappliance.com');
  });
});

describe('one service\'s prices each labelled in brackets on its line', () => {
  it('reads "Antique Safe Services — from $100 (appraisal), $250 (restoration), $400 (opening)" as $100–$400', () => {
    expect(parseServiceLine('🏛️ Antique Safe Services — from $100 (appraisal), $250 (restoration), $400 (opening)')).toMatchObject({ name: 'Antique Safe Services', priceFromCents: 10000, priceToCents: 40000 });
    expect(parseServiceLine('Safe Opening — from $100 (appraisal)')).toMatchObject({ name: 'Safe Opening', priceFromCents: 10000 });
    expect(parseServiceLine('Safe Opening — from $100 (appraisal)')?.priceToCents).toBeUndefined();
  });
});

describe('a note in square brackets inside a service\'s name', () => {
  it('reads "Dogs, Half Day [4-hrs or less]: $16.00" with its note', () => {
    expect(parseServiceLine('Dogs, Half Day [4-hrs or less]: $16.00')).toMatchObject({ name: 'Dogs, Half Day [4-hrs or less]', priceFromCents: 1600 });
  });
});

describe('structured data restating the menu service by service', () => {
  const offer = (name: string, price: number) => ({ '@type': 'Offer', price: String(price), priceCurrency: 'USD', itemOffered: { '@type': 'Service', name } });
  const ld = {
    '@context': 'https://schema.org', '@type': 'DaySpa', name: 'Willow Massage',
    hasOfferCatalog: { '@type': 'OfferCatalog', itemListElement: [
      offer('Swedish Massage 60 min', 85), offer('Swedish Massage 90 min', 125), offer('Deep Tissue Massage 60 min', 95), offer('Deep Tissue Massage 90 min', 135), offer('Hot Stones Add-on', 20),
    ] },
  };
  const menu = '<h2>Menu</h2><ul><li>Swedish Massage $85 – $125</li><li>Deep Tissue $95 – $135</li><li>Hot Stones +$20</li><li>Reflexology $60</li></ul>';
  const names = (html: string) => (extractBusinessData(page(html), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`);
  it('keeps the menu\'s services once when the markup names each with its length at a price within the menu\'s range', () => {
    expect(names(`<title>Willow Massage</title><script type="application/ld+json">${JSON.stringify(ld)}</script><body>${menu}</body>`)).toStrictEqual([
      'Swedish Massage 8500-12500', 'Deep Tissue 9500-13500', 'Hot Stones 2000-', 'Reflexology 6000-',
    ]);
  });
  it('keeps the markup\'s own services when they are not the menu\'s in finer grain', () => {
    const other = { ...ld, hasOfferCatalog: { '@type': 'OfferCatalog', itemListElement: [offer('Swedish Massage 60 min', 85), offer('Couples Massage 60 min', 170), offer('Prenatal Massage 60 min', 90)] } };
    expect(names(`<title>Willow Massage</title><script type="application/ld+json">${JSON.stringify(other)}</script><body>${menu}</body>`)).toEqual(expect.arrayContaining(['Couples Massage 60 min 17000-', 'Prenatal Massage 60 min 9000-']));
  });
});

describe('two offices, each written in the text and on a map', () => {
  it('leaves street, town and ZIP empty when the map writes one office\'s street with its kind word ("2501 Boardwalk St") and the text without', () => {
    const pages = [
      { url: new URL('https://clinic.example/'), html: '<title>Prairie Eye Care</title><body><h1>Prairie Eye Care</h1><footer><p>Norman Office<br>2501 Boardwalk<br>Norman, OK 73069</p><p>Moore Office<br>705 City Avenue<br>Moore, OK 73160</p></footer></body>' },
      { url: new URL('https://clinic.example/contact.html'), html: '<title>Contact | Prairie Eye Care</title><body><h1>Contact</h1><a href="https://www.google.com/maps/search/?api=1&amp;query=2501+Boardwalk+St,+Norman,+OK">Norman map</a> <a href="https://www.google.com/maps/search/?api=1&amp;query=705+City+Ave,+Moore,+OK">Moore map</a></body>' },
    ];
    const d = extractBusinessData(pages, 'https://clinic.example/').businessData;
    expect([d.BusinessAddressStreet, d.BusinessAddressCity, d.BusinessAddressState, d.BusinessAddressZipcode]).toStrictEqual(['', '', 'OK', '']);
  });
});

describe('a card\'s price with what larger vehicles add beneath it', () => {
  const services = (html: string) =>
    extractServicesText(parsePage(new URL('https://shop.example/services'), html, false))
      .flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number; priceToCents?: number }>)
      .map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`);
  const card = (name: string, price: string, note: string) =>
    `<article class="service-card"><h3>${name}</h3><p>Everything a busy driver needs, done at your door.</p><ul><li>Hand wash &amp; dry</li><li>Tire shine</li></ul><div class="price"><div>Starting at</div><div><span class="sup">$</span><span class="num">${price}</span></div><p class="note">${note}</p></div><a href="#">Get a Quote</a></article>`;
  it('names "$ 250" by the card\'s heading though "Sedan · SUV +$30 · Truck +$40" follows it', () => {
    expect(services(card('Exterior + Hand Polish', '250', 'Sedan · SUV +$30 · Truck +$40') + card('Interior Detail', '180', 'SUV +$20 · Truck +$30'))).toStrictEqual(['Exterior + Hand Polish 25000-', 'Interior Detail 18000-']);
  });
});

describe('what most customers pay', () => {
  it('reads no service from "Most PSL homes run $300–$600 for a house wash", but keeps "Most fixtures — $150"', () => {
    expect(parseServiceLine('Most PSL homes run $300–$600 for a house wash')).toBeUndefined();
    expect(parseServiceLine('Many homeowners pay $150 - $250')).toBeUndefined();
    expect(parseServiceLine('Most fixtures — $150')).toMatchObject({ name: 'Most fixtures', priceFromCents: 15000 });
  });
});

describe('markup prices the page contradicts', () => {
  const offer = (name: string, price: number) => ({ '@type': 'Offer', price: String(price), priceCurrency: 'USD', itemOffered: { '@type': 'Service', name } });
  const ld = (offers: object[]) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'AutoWash', name: 'Lakeside Details', hasOfferCatalog: { '@type': 'OfferCatalog', itemListElement: offers } })}</script>`;
  const menu = '<h2>Services</h2><ul><li>Full Detail — Starting at $350</li><li>Interior Detail — Starting at $250</li><li>Exterior Detail — Starting at $100</li><li>Boat Detail — Starting at $485</li></ul>';
  const names = (html: string) => (extractBusinessData(page(`<title>Lakeside Details</title>${html}`), 'https://shop.example/').businessData.Services ?? []).map((s) => `${s.name} ${s.priceFromCents}`);
  it('keeps only the page\'s prices when the JSON-LD catalogue prices the same services otherwise', () => {
    const contradicting = ld([offer('Full Detail Service', 290), offer('Interior Detailing', 220), offer('Exterior Detailing', 85), offer('Dealership Detailing', 75)]);
    expect(names(`${contradicting}<body>${menu}</body>`)).toStrictEqual(['Full Detail 35000', 'Interior Detail 25000', 'Exterior Detail 10000', 'Boat Detail 48500']);
  });
  it('keeps the catalogue when it agrees with the page, a length\'s price within the page\'s range included', () => {
    const agreeing = ld([offer('Full Detail', 350), offer('Interior Detail', 250), offer('Dealership Detailing', 75)]);
    expect(names(`${agreeing}<body>${menu}</body>`)).toContain('Dealership Detailing 7500');
    const lengths = ld([offer('60 min Swedish Massage', 95), offer('90 min Swedish Massage', 135), offer('60 min Deep Tissue Massage', 95), offer('Hot Stones', 30)]);
    expect(names(`${lengths}<body><ul><li>Swedish Massage $95 – $135</li><li>Deep Tissue Massage $95 – $135</li><li>Reflexology $60</li></ul></body>`)).toContain('Hot Stones 3000');
  });
});

describe('a plan\'s price by the year or the half year', () => {
  const services = (html: string) =>
    extractServicesText(parsePage(new URL('https://shop.example/plans'), html, false))
      .flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number }>)
      .map((s) => `${s.name} ${s.priceFromCents}`);
  const card = (name: string, price: string, after: string) => `<div class="card"><h3>${name}</h3><p>${price}</p><p>${after}</p><ul><li>Filters changed</li><li>Coils cleaned</li></ul></div>`;
  it('reads no service from "$120" / "Plan Cost Every Year" or "$150" / "Every 6 Months"', () => {
    expect(services(card('Basic Plan', '$120', 'Plan Cost Every Year') + card('Gold Plan', '$150', 'Every 6 Months'))).toStrictEqual([]);
  });
  it('keeps a visit\'s price said with how often the crew comes', () => {
    expect(services(card('Weekly Mowing', '$40', 'Every week, April to October') + card('Spring Cleanup', '$150', 'One visit'))).toStrictEqual(['Weekly Mowing 4000', 'Spring Cleanup 15000']);
  });
});

describe('a card\'s "From $235" and its tagline run together', () => {
  it('names the card by its title, not by "Inside & Out" beside its price', () => {
    const card = (title: string, price: string, tagline: string) =>
      `<div class="card"><p class="eyebrow">Detailing</p><h3>${title}</h3><p>A complete reset for vehicles that need everything cleaned properly in one appointment.</p><div><span class="price">${price}</span> <span class="tag">${tagline}</span></div><a href="/more">Learn More</a></div>`;
    const html = card('Full Detail', 'From $235', 'Inside &amp; Out') + card('Exterior Wash', 'From $80', 'Wash &amp; Wax Available');
    const got = extractServicesText(parsePage(new URL('https://shop.example/services'), html, false)).flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number }>);
    expect(got.map((s) => `${s.name} ${s.priceFromCents}`)).toStrictEqual(['Full Detail 23500', 'Exterior Wash 8000']);
  });
  it('reads "From $235 Inside & Out" on one line as no service, and "$35 Gel Manicure" as one', () => {
    expect(parseServiceLine('From $235 Inside & Out')).toBeUndefined();
    expect(parseServiceLine('$35 Gel Manicure')).toMatchObject({ name: 'Gel Manicure', priceFromCents: 3500 });
  });
});

describe('a guide to what jobs cost in town, each job with its description', () => {
  const services = (html: string) =>
    extractServicesText(parsePage(new URL('https://doors.example/'), html, true))
      .flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number }>)
      .map((s) => `${s.name} ${s.priceFromCents}`);
  const rows = '<p>Spring Replacement: $150-$350</p><p>This is the most common repair. Torsion springs wear out after years of daily opening and closing.</p><p>Opener Repair: $100-$250</p><p>Opener issues range from circuit board failures to motor replacements and sensor alignment.</p>';
  it('reads no prices under "Common Repair Costs in Austin"', () => {
    expect(services(`<h3>Common Repair Costs in Austin</h3>${rows}`)).toStrictEqual([]);
  });
  it('reads them under the business\'s own heading', () => {
    expect(services(`<h3>Our Repair Prices</h3>${rows}`)).toStrictEqual(['Spring Replacement 15000', 'Opener Repair 10000']);
  });
});

describe('a member\'s cost, a normal price and an agreement', () => {
  it('reads none of them as a service, and keeps the fee beside them', () => {
    for (const line of ['Annual Member Cost: $239.40', 'Diagnostic Fee Normal Price: $89', 'Pet Care Agreement - $20', 'Members Price $25']) expect(parseServiceLine(line)).toBeUndefined();
    expect(parseServiceLine('Diagnostic Fee $89')).toMatchObject({ name: 'Diagnostic Fee', priceFromCents: 8900 });
  });
});

describe('two counties named together', () => {
  it('reads no town from "throughout Bureau and LaSalle Counties, Illinois" or "• Bureau & LaSalle Counties, IL"', () => {
    expect(findCityOnly('We paint homes and farms throughout Bureau and LaSalle Counties, Illinois.')).toStrictEqual([]);
    expect(findCityOnly('© Hopps Painting • Bureau & LaSalle Counties, IL')).toStrictEqual([]);
    expect(findCityOnly('Serving Emmaus, Allentown & Macungie, PA').map((p) => p.city)).toStrictEqual(['Emmaus']);
  });
});

describe('a region given as the structured data\'s town', () => {
  it('reads no town from "addressLocality": "Capital Region", and keeps the state', () => {
    const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"HouseCleaningService","name":"Squeaky Maids","telephone":"518-555-0142","address":{"@type":"PostalAddress","addressLocality":"Capital Region","addressRegion":"NY"}}</script>';
    const d = extractBusinessData(page(`<title>Squeaky Maids</title>${ld}<body><h1>Squeaky Maids</h1><p>Call 518-555-0142</p></body>`), 'https://shop.example/').businessData;
    expect([d.BusinessAddressCity, d.BusinessAddressState]).toStrictEqual(['', 'NY']);
  });
});

describe('a name\'s words in two orders', () => {
  it('shows "M & M Cleaning Services" over the title\'s "Cleaning Services M & M"', () => {
    const html = '<title>Cleaning Services M &amp; M</title><body><header><img src="/logo.png" alt="M &amp; M Cleaning Services"></header><h1>Spotless homes across the Bay</h1><p>Cleaning Services M &amp; M keeps your home fresh.</p></body>';
    expect(extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName).toBe('M & M Cleaning Services');
  });
});

describe('a tagline after the name in the structured data', () => {
  const ld = (name: string) => `<script type="application/ld+json">{"@context":"https://schema.org","@type":"AutomotiveBusiness","name":"${name}","telephone":"575-555-0142"}</script>`;
  const named = (html: string) => extractBusinessData(page(html), 'https://shop.example/').businessData.BusinessName;
  it('shows "Zia Towing" when the markup says "Zia Towing - Light Duty Towing" and the title "Zia Towing"', () => {
    expect(named(`<title>Zia Towing | Socorro, NM</title>${ld('Zia Towing - Light Duty Towing')}<body><h1>Fast, friendly towing</h1><p>Call 575-555-0142</p></body>`)).toBe('Zia Towing');
  });
  it('keeps a name with a dash in it that nothing writes shorter', () => {
    expect(named(`<title>Home</title>${ld('Smith - Jones Plumbing')}<body><h1>Welcome</h1><p>Call 575-555-0142</p></body>`)).toBe('Smith - Jones Plumbing');
  });
});

describe('markup open around the clock and a page that says so only of its emergency line', () => {
  const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"HVACBusiness","name":"Hood Heating","openingHoursSpecification":{"@type":"OpeningHoursSpecification","dayOfWeek":["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"],"opens":"00:00","closes":"23:59"}}</script>';
  const hours = (body: string) => extractBusinessData(page(`<title>Hood Heating</title>${ld}<body>${body}</body>`), 'https://shop.example/').businessData.BusinessHours;
  it('leaves the hours empty when the page says "24/7 Emergency Service" and nothing else round the clock', () => {
    expect(hours('<h1>Heating &amp; Air</h1><p>24/7 Emergency Service</p><p>For emergencies, call us directly — we\'re available 24/7.</p>')).toBe('');
  });
  it('keeps them when the page promises emergency replies "within 24 hours", no round-the-clock line', () => {
    expect(hours('<h1>Heating &amp; Air</h1><p>Emergency calls are returned within 24 hours.</p>')).toMatch(/^Mon\[12:00AM-11:59PM\]/);
  });
  it('keeps them when the page also says the business itself answers at any hour', () => {
    expect(hours('<h1>Heating &amp; Air</h1><p>24/7 Emergency Service</p><p>Call 24/7: 860-555-0142</p>')).toMatch(/^Mon\[12:00AM-11:59PM\]/);
    expect(hours('<h1>Heating &amp; Air</h1><p>24/7 Emergency Service</p><p>Give us a call — we\'re available 24/7, including weekends.</p>')).toMatch(/^Mon\[12:00AM-11:59PM\]/);
  });
});

describe('a business with several offices, the markup naming one', () => {
  const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"MusicSchool","name":"Queen City Music","address":{"@type":"PostalAddress","streetAddress":"9865 Montgomery Rd","addressLocality":"Montgomery","addressRegion":"OH","postalCode":"45242"}}</script>';
  const office = (town: string, street: string, zip: string) => `<div class="loc"><h3>${town}</h3><p>${street}<br>${town}, OH ${zip}</p></div>`;
  const address = (body: string) => {
    const d = extractBusinessData(page(`<title>Queen City Music</title>${ld}<body>${body}</body>`), 'https://shop.example/').businessData;
    return [d.BusinessAddressStreet, d.BusinessAddressCity, d.BusinessAddressState, d.BusinessAddressZipcode];
  };
  it('leaves street, town and ZIP empty when the text gives three offices or more, each once', () => {
    expect(address(office('Montgomery', '9865 Montgomery Rd', '45242') + office('Mason', '6682 Tri Way Drive', '45040') + office('Middletown', '8 Monroe St', '45042'))).toStrictEqual(['', '', 'OH', '']);
  });
  it('keeps the markup\'s office when the text gives it more often than the others', () => {
    const main = office('Montgomery', '9865 Montgomery Rd', '45242');
    expect(address(main + office('Mason', '6682 Tri Way Drive', '45040') + office('Middletown', '8 Monroe St', '45042') + `<footer>${main}</footer>`)).toStrictEqual(['9865 Montgomery Rd', 'Montgomery', 'OH', '45242']);
  });
});

describe('a price table by model', () => {
  const services = (html: string) =>
    extractServicesText(parsePage(new URL('https://repair.example/pricing'), html, false))
      .flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number; priceToCents?: number }>)
      .map((s) => `${s.name} ${s.priceFromCents}-${s.priceToCents ?? ''}`);
  const table = (head: string, rows: Array<[string, string]>) => `<table><tr><th>${head.split(' | ')[0]}</th><th>${head.split(' | ')[1]}</th></tr>${rows.map(([m, p]) => `<tr><td>${m}</td><td>${p}</td></tr>`).join('')}</table>`;
  const models: Array<[string, string]> = [['iPhone XR', '$99.99'], ['iPhone 11', '$109.99'], ['iPhone 13 Pro', '$199.99'], ['iPhone 15 Pro Max', '$299.99']];
  it('reads "iPhone Model | Screen Replacement" and a row per model as one service, "iPhone Screen Replacement", from the lowest price to the highest', () => {
    expect(services(`<h2>iPhone Screens</h2><p>Published pricing, every model</p>${table('iPhone Model | Screen Replacement', models)}`)).toStrictEqual(['iPhone Screen Replacement 9999-29999']);
  });
  it('names the table by its heading when the price column says only "Price"', () => {
    expect(services(`<h2>Battery Replacement</h2>${table('Model | Price', models)}`)).toStrictEqual(['Battery Replacement 9999-29999']);
  });
});

describe('a card\'s price block with a note under the price', () => {
  it('names "starting at" / "$190" / "Interior only" by the card\'s name above the block', () => {
    const html = '<div class="card"><div class="card-tag">Sedan</div><div class="card-name">Full Interior Detail</div><div class="price-block"><span class="price-from">starting at</span><div class="price-amount">$190</div><div class="price-unit">Interior only</div></div><ul><li>Carpet shampoo</li><li>Leather care</li></ul><a href="/contact">Get a Quote</a></div>';
    const got = extractServicesText(parsePage(new URL('https://shop.example/services'), html, false)).flatMap((c) => c.value as Array<{ name: string; priceFromCents?: number }>);
    expect(got.map((s) => `${s.name} ${s.priceFromCents}`)).toStrictEqual(['Full Interior Detail 19000']);
  });
});

describe('what larger vehicles pay, on a line of its own', () => {
  it('reads "Larger vehicles from $165–$190/visit" as no service of its own', () => {
    const html = '<div class="plan"><h3>Bi-Monthly Detail</h3><p>$155/visit</p><p>Sedan Starting Price</p><p>Larger vehicles from $165–$190/visit</p><ul><li>1 detail every 60 days</li></ul></div>';
    const menu = '<h2>Details</h2><ul><li>Interior Detail — $190</li><li>Exterior Detail — $120</li></ul>';
    const got = extractBusinessData(page(`<title>Cactus Shine</title><body>${menu}${html}</body>`), 'https://shop.example/').businessData.Services ?? [];
    expect(got.map((s) => s.name)).toContain('Interior Detail');
    expect(got.map((s) => s.name)).not.toContain('Larger vehicles');
  });
});
