import { describe, expect, it } from 'vitest';
import { extractBusinessData } from './extract';

const home = new URL('https://shop.example/');
const page = (body: string, head = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const run = (...pages: Array<{ path: string; html: string }>) =>
  extractBusinessData(pages.map((p) => ({ url: new URL(p.path, home), html: p.html })), 'https://shop.example');

describe('extractBusinessData', () => {
  it('prefers the structured-data name over a title', () => {
    const ld = `<script type="application/ld+json">{"@type":"Plumber","name":"Acme Plumbing","telephone":"512-555-0142"}</script>`;
    const r = run({ path: '/', html: page('<h1>Welcome</h1>', `<title>Best Plumber in Town | Acme</title>${ld}`) });
    expect(r.businessData.BusinessName).toBe('Acme Plumbing');
    expect(r.businessData.BusinessPhoneNumber).toBe('512-555-0142');
    // An SEO plugin's WebSite node names the site (and so the business) when nothing else does.
    const site = run({ path: '/', html: page('<h1>Fast, friendly plumbers</h1>', '<title>Home</title><script type="application/ld+json">{"@type":"WebSite","name":"Acme Plumbing","url":"https://shop.example"}</script>') });
    expect(site.businessData.BusinessName).toBe('Acme Plumbing');
  });

  it('takes a name spelled two ways (a space, a typo) as one name, and two different names as none', () => {
    const typo = run({ path: '/', html: page('<img class="logo" src="logo.svg" alt="Dessert Star HVAC"><p>DesertStar HVAC</p>', '<title>DesertStar HVAC</title>') });
    expect(typo.businessData.BusinessName).toBe('DesertStar HVAC');
    const two = run({ path: '/', html: page('<img class="logo" src="logo.svg" alt="Apex Heating Co"><p>Acme Heating and Air</p>', '<title>Acme Heating and Air</title>') });
    expect(two.businessData.BusinessName).toBe('');
    // Short names one letter apart are different names, not typos.
    const short = run({ path: '/', html: page('<img class="logo" src="logo.svg" alt="Bolt Locks"><p>Colt Locks</p>', '<title>Colt Locks</title>') });
    expect(short.businessData.BusinessName).toBe('');
  });

  it('shows the fuller name when it only adds what the business is, and never a template placeholder', () => {
    const fuller = run({ path: '/', html: page('<img class="logo" src="logo.png" alt="The Hive Organic Salon"><p>Welcome to The Hive</p>', '<title>The Hive</title>') });
    expect(fuller.businessData.BusinessName).toBe('The Hive Organic Salon');
    // A word cut short in the markup ("Mav") is the same name; the page's own spelling shows.
    const ld = '<script type="application/ld+json">{"@type":"HVACBusiness","name":"Mav Heating and Air","telephone":"218-555-0142"}</script>';
    const cut = run({ path: '/', html: page('<footer>© 2025 Mavericks Heating and Air</footer>', `<title>Mavericks Heating and Air | Furnace Repair</title>${ld}`) });
    expect(cut.businessData.BusinessName).toBe('Mavericks Heating and Air');
    // Unless the shorter form is written in more places: the copyright line's fuller form is the odd one out.
    const copyright = run({ path: '/', html: page('<img class="logo" src="logo.png" alt="ARM Auto Repair"><h1>Professional Auto Repair</h1><footer>© 2024 ARM Auto Repair and Mechanical</footer>', '<title>ARM Auto Repair | Robstown</title>') });
    expect(copyright.businessData.BusinessName).toBe('ARM Auto Repair');
    // A place added is another name, not a fuller one: the two stay rivals.
    const place = run({ path: '/', html: page('<img class="logo" src="logo.png" alt="Spotless Maids of Tulsa"><p>Spotless Maids</p>', '<title>Spotless Maids</title>') });
    expect(place.businessData.BusinessName).toBe('');
    const placeholder = run({ path: '/', html: page('<img class="logo" src="logo.png" alt="KW Detailing"><p>KW Detailing, mobile.</p>', '<title>Your Detailing Company</title>') });
    expect(placeholder.businessData.BusinessName).toBe('KW Detailing');
    // An editor's default title ("Document") on a second page is not a rival name.
    const untitled = run(
      { path: '/', html: page('<h1>Welcome to 2CU4 Massage Therapy!</h1>', '<title>2CU4 Massage Therapy</title>') },
      { path: '/contact.html', html: page('<p>Text us</p>', '<title>Document</title>') },
    );
    expect(untitled.businessData.BusinessName).toBe('2CU4 Massage Therapy');
    // The town in the title is not a rival name, but a business named like one still is its name.
    const town = run({ path: '/', html: page('<h1>Solace Massage Therapy</h1><p>Massage in San Leandro</p>', '<title>Solace Massage Therapy | San Leandro</title>') });
    expect(town.businessData.BusinessName).toBe('Solace Massage Therapy');
    const named = run({ path: '/', html: page('<img class="logo" src="l.png" alt="Harmony Salon"><p>Harmony Salon</p>', '<title>Harmony Salon | Harmony, PA</title>') });
    expect(named.businessData.BusinessName).toBe('Harmony Salon');
  });

  it('takes one address written with more or fewer units as one, in its fullest form; other units stay rivals', () => {
    const block = '<p>45 Forest Falls Drive<br>2nd Floor, Suite B3<br>Yarmouth, Maine 04096</p>';
    const one = run({ path: '/', html: page(`${block}<footer>45 Forest Falls Dr, Suite B3, Yarmouth, ME 04096</footer>`, '<title>Smile Dental</title>') });
    expect(one.businessData.BusinessAddressStreet).toBe('45 Forest Falls Drive, 2nd Floor, Suite B3');
    expect(one.businessData.BusinessAddressCity).toBe('Yarmouth');
    const two = run({ path: '/', html: page('<p>500 N Tryon St, Suite 100, Charlotte, NC 28202</p><p>500 N Tryon St, Suite 200, Charlotte, NC 28202</p>', '<title>Two Suites</title>') });
    expect(two.businessData.BusinessAddressStreet).toBe('');
    // The city, state and ZIP both suites share are the business's all the same.
    expect([two.businessData.BusinessAddressCity, two.businessData.BusinessAddressState, two.businessData.BusinessAddressZipcode]).toStrictEqual(['Charlotte', 'NC', '28202']);
    const cities = run({ path: '/', html: page('<p>500 N Tryon St, Charlotte, NC 28202</p><p>12 Main St, Raleigh, NC 27601</p>', '<title>Two Towns</title>') });
    expect([cities.businessData.BusinessAddressStreet, cities.businessData.BusinessAddressCity, cities.businessData.BusinessAddressZipcode]).toStrictEqual(['', '', '']);
    // No street: "Serving Johnson City, TN" and "Office: Johnson City, TN, 37615" are one place, with its ZIP.
    const served = run({ path: '/', html: page('<p>Mobile mechanics serving Johnson City, TN and the Tri-Cities.</p><p><strong>Office:</strong> Johnson City, TN, 37615</p>', '<title>Driveway Mechanics</title>') });
    expect([served.businessData.BusinessAddressCity, served.businessData.BusinessAddressState, served.businessData.BusinessAddressZipcode, served.businessData.TimeZone]).toStrictEqual(['Johnson City', 'TN', '37615', 'America/New_York']);
  });

  it('joins a menu spread over pages, without a second price for a name the menu already prices', () => {
    const r = run(
      { path: '/', html: page('<h2>Popular</h2><p>Haircut $25</p><p>Manicure $20</p>', '<title>Shear Bliss Salon</title>') },
      { path: '/hair', html: page('<h2>Hair</h2><p>Haircut $25 - $45</p><p>Color $85</p><p>Blowout $40</p>', '<title>Hair | Shear Bliss Salon</title>') },
      { path: '/nails', html: page('<h2>Nails</h2><p>Manicure $20</p><p>Pedicure $35</p>', '<title>Nails | Shear Bliss Salon</title>') },
    );
    expect(r.businessData.Services?.map((s) => `${s.name} ${s.priceFromCents}${s.priceToCents ? `-${s.priceToCents}` : ''}`)).toStrictEqual([
      'Haircut 2500-4500', 'Color 8500', 'Blowout 4000', 'Manicure 2000', 'Pedicure 3500',
    ]);
    // One priced line alone on the site is not enough (it is often a promotion).
    expect(run({ path: '/', html: page('<p>Tune-Up Special $59</p>', '<title>Acme HVAC</title>') }).businessData.Services).toBeUndefined();
  });

  it('reads a header brand as a screen reader hears it: no aria-hidden monogram, no initials in front', () => {
    const hidden = run({ path: '/', html: page('<header><a class="topbar__brand"><span aria-hidden="true">MM</span><span>Mackler Master Plumbing &amp; Heating</span></a></header><p>Mackler Master Plumbing &amp; Heating since 1985</p>', '<title>Mackler Master Plumbing &amp; Heating | NYC Plumbing</title>') });
    expect(hidden.businessData.BusinessName).toBe('Mackler Master Plumbing & Heating');
    const initials = run({ path: '/', html: page('<header><div class="logo">KL Keyway Locksmith</div></header><p>Keyway Locksmith</p>', '<title>Keyway Locksmith</title>') });
    expect(initials.businessData.BusinessName).toBe('Keyway Locksmith');
  });

  it('keeps scraped text plain: markup inside structured data never reaches the answer', () => {
    const ld = `<script type="application/ld+json">{"@type":"Locksmith","name":"<img src=x onerror=alert(1)>Key <b>Pros</b>","telephone":"512-555-0142"}</script>`;
    const r = run({ path: '/', html: page('', ld) });
    expect(r.businessData.BusinessName).toBe('Key Pros');
  });

  it('finds a phone number written only in an image’s alt text', () => {
    const r = run({ path: '/', html: page('<img src="call.png" alt="Call us at (717) 555-0143"><p>Locksmith</p>', '<title>Key Co</title>') });
    expect(r.businessData.BusinessPhoneNumber).toBe('717-555-0143');
  });

  it('leaves the phone empty rather than choose between two unlabelled numbers', () => {
    const r = run({ path: '/', html: page('<p>North shop 512-555-0142</p><p>South shop 512-555-0199</p>', '<title>Two Shops</title>') });
    expect(r.businessData.BusinessPhoneNumber).toBe('');
  });

  it('takes the number a site shows most as its main line when two offices are listed, and none when neither leads', () => {
    const offices = '<nav><a href="tel:8018981448">SLC 801-898-1448</a><a href="tel:4358434333">Tooele 435-843-4333</a></nav>';
    const main = run({ path: '/', html: page(`${offices}<a class="promo" href="tel:8018981448">Call today</a><footer>801-898-1448</footer>`, '<title>Desert Star HVAC</title>') });
    expect(main.businessData.BusinessPhoneNumber).toBe('801-898-1448');
    const even = run({ path: '/', html: page(offices, '<title>Desert Star HVAC</title>') });
    expect(even.businessData.BusinessPhoneNumber).toBe('');
  });

  it('never invents hours, address or time zone the site does not state (a toll-free number names no place)', () => {
    const r = run({ path: '/', html: page('<p>Call 1-800-555-0142 for a quote.</p>', '<title>Quiet Co</title>') });
    expect(r.businessData).toMatchObject({ BusinessHours: '', DaysOpen: '', BusinessAddressStreet: '', TimeZone: '' });
    expect(r.businessData.WeeklySchedule).toBeUndefined();
  });

  it('leaves the hours empty when structured data says one week and the text’s hours another', () => {
    const ld = '<script type="application/ld+json">{"@type":"Electrician","name":"DK Electric","openingHours":"Mo-Fr 07:00-18:00"}</script>';
    const against = run({ path: '/', html: page('<p>Licensed electricians</p>', `<title>DK Electric</title>${ld}`) }, { path: '/contact.html', html: page('<h3>Hours</h3><p>Monday - Friday 8am - 4pm</p>', '<title>Contact | DK Electric</title>') });
    expect(against.businessData.BusinessHours).toBe('');
    // The text agreeing with the markup settles it when the site says that week three times as often
    // as the other (markup and two footers against one contact block); once is a contradiction.
    const footer = page('<footer><h4>Hours</h4><p>Mon-Fri 7am-6pm</p></footer>', `<title>DK Electric</title>${ld}`);
    const contact = { path: '/contact.html', html: page('<h3>Hours</h3><p>Monday - Friday 8am - 4pm</p>', '<title>Contact | DK Electric</title>') };
    expect(run({ path: '/', html: footer }, contact).businessData.BusinessHours).toBe('');
    const agreed = run({ path: '/', html: footer }, { path: '/about.html', html: page('<footer><h4>Hours</h4><p>Mon-Fri 7am-6pm</p></footer>', '<title>About | DK Electric</title>') }, contact);
    expect(agreed.businessData.BusinessHours).toMatch(/^Mon\[7:00AM-6:00PM\]/);
  });

  it('leaves the hours empty when the best-labelled hours on the site say otherwise than the rest', () => {
    const ld = '<script type="application/ld+json">{"@type":"HomeAndConstructionBusiness","name":"Claiborne Services","openingHours":"Mo-Fr 07:00-19:00"}</script>';
    const footer = '<footer><p>Mon-Fri 7am-7pm</p></footer>';
    const contact = (hours: string) => ({ path: '/contact', html: page(`<h3>Business Hours</h3><p>${hours}</p><p>Call for a free estimate.</p><p>Licensed and insured.</p><p>Serving Williamson County.</p>${footer}`, `<title>Contact</title>${ld}`) });
    const home = { path: '/', html: page(`<h1>Claiborne Services</h1>${footer}`, `<title>Claiborne Services</title>${ld}`) };
    expect(run(home, contact('Monday - Friday: 7:00 AM - 6:00 PM')).businessData.BusinessHours).toBe('');
    // Said as firmly where it is labelled, the week stands.
    expect(run(home, contact('Monday - Friday: 7:00 AM - 7:00 PM')).businessData.BusinessHours).toMatch(/^Mon\[7:00AM-7:00PM\]/);
  });

  it('reads hours laid out in columns (the days, then their times) and starts afresh under an hours heading', () => {
    const hours = (body: string) => run({ path: '/', html: page(body, '<title>Shop</title>') }).businessData.BusinessHours;
    expect(hours('<h4>Hours</h4><div><p>Mon - Sat:</p><p>Sun:</p></div><div><p>8:00 AM - 7:00 PM</p><p>Closed</p></div>')).toBe(
      'Mon[8:00AM-7:00PM]; Tue[8:00AM-7:00PM]; Wed[8:00AM-7:00PM]; Thu[8:00AM-7:00PM]; Fri[8:00AM-7:00PM]; Sat[8:00AM-7:00PM]; Sun[Closed]',
    );
    // A footer's day column over its hours column, the days written without colons.
    const column = (items: string[]) => `<div>${items.map((d) => `<p>${d}</p>`).join('')}</div>`;
    expect(hours(`<h4>Hours</h4>${column(['Mon - Fri', 'Saturday', 'Sunday'])}${column(['8am - 6pm', '9am - 2pm', 'Closed'])}`)).toBe(
      'Mon[8:00AM-6:00PM]; Tue[8:00AM-6:00PM]; Wed[8:00AM-6:00PM]; Thu[8:00AM-6:00PM]; Fri[8:00AM-6:00PM]; Sat[9:00AM-2:00PM]; Sun[Closed]',
    );
    const week = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    expect(hours(`<h4>Hours</h4>${column(week)}${column(['Closed', 'Closed', '9a - 5p', '9a - 5p', '9a - 7p', '9a - 7p', '8a - 5p'])}`)).toBe(
      'Mon[Closed]; Tue[9:00AM-5:00PM]; Wed[9:00AM-5:00PM]; Thu[9:00AM-7:00PM]; Fri[9:00AM-7:00PM]; Sat[8:00AM-5:00PM]; Sun[Closed]',
    );
    const grid = ['Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `<div><span>${d}</span><span>9:00 AM - 5:00 PM</span></div>`).join('');
    expect(hours(`<p>Text (Thu evenings): (260) 446-4430</p><h3>Hours of Operation</h3>${grid}<div><span>Saturday</span><span>8:00 AM - 12:00 PM</span></div><div><span>Sun/Mon</span><span>Closed</span></div>`)).toBe(
      'Mon[Closed]; Tue[9:00AM-5:00PM]; Wed[9:00AM-5:00PM]; Thu[9:00AM-5:00PM]; Fri[9:00AM-5:00PM]; Sat[8:00AM-12:00PM]; Sun[Closed]',
    );
  });

  it('does not take structured data naming days with no times ("Mo-Su") as open around the clock unless the text says so', () => {
    const ld = '<script type="application/ld+json">{"@type":"Plumber","name":"Applegate Plumbing","openingHours":"Mo-Su"}</script>';
    const hours = (body: string) => run({ path: '/', html: page(body, `<title>Applegate Plumbing</title>${ld}`) }).businessData.BusinessHours;
    expect(hours('<p>Available 7 days a week</p>')).toBe('');
    expect(hours('<h4>Hours</h4><p>Open 24/7</p>')).toMatch(/^Mon\[12:00AM-11:59PM\]; Tue\[12:00AM-11:59PM\]/);
  });

  it('reads the week beside an emergency line, and not the emergency line itself', () => {
    const hours = (body: string) => run({ path: '/', html: page(body, '<title>Dixieland Tree Service</title>') }).businessData.BusinessHours;
    expect(hours('<footer>Mon–Sat 7a–6p · 24/7 Emergency</footer>')).toBe(
      'Mon[7:00AM-6:00PM]; Tue[7:00AM-6:00PM]; Wed[7:00AM-6:00PM]; Thu[7:00AM-6:00PM]; Fri[7:00AM-6:00PM]; Sat[7:00AM-6:00PM]; Sun[Closed]',
    );
    expect(hours('<p>Emergency line answered 24 hours a day, 7 days a week</p>')).toBe('');
  });

  it('reads "Open 24 hrs a day" over "365 Days a year", and "Open 24/7/365", as every day around the clock', () => {
    const hours = (body: string) => run({ path: '/', html: page(body, '<title>All Hours Towing</title>') }).businessData.BusinessHours;
    const always = 'Mon[12:00AM-11:59PM]; Tue[12:00AM-11:59PM]; Wed[12:00AM-11:59PM]; Thu[12:00AM-11:59PM]; Fri[12:00AM-11:59PM]; Sat[12:00AM-11:59PM]; Sun[12:00AM-11:59PM]';
    expect(hours('<h4>Hours</h4><p>Open 24 hrs a day</p><p>365 Days a year</p>')).toBe(always);
    expect(hours('<h4>Hours</h4><p>Open 24/7/365</p>')).toBe(always);
    // A year's days in a sentence say nothing of their own; a question's "24 hours a day" is not
    // the next answer's days; an emergency label's value is the emergency's.
    const shop = 'Mon[9:00AM-5:00PM]; Tue[9:00AM-5:00PM]; Wed[9:00AM-5:00PM]; Thu[9:00AM-5:00PM]; Fri[Closed]; Sat[Closed]; Sun[Closed]';
    expect(hours('<h4>Hours</h4><p>Mon-Thu 9am-5pm</p><p>We have served the county 365 days a year since 1975.</p>')).toBe(shop);
    expect(hours('<h4>Hours</h4><p>Mon-Thu 9am-5pm</p><h3>FAQ</h3><p>Do you tow 24 hours a day?</p><p>Yes, our tow line answers every day of the year.</p>')).toBe(shop);
    expect(hours('<h4>Hours</h4><p>Mon - Fri 7am - 7pm · Sat 8am - 5pm</p><p>Emergency Service | 24/7 / 365</p>')).toBe(
      'Mon[7:00AM-7:00PM]; Tue[7:00AM-7:00PM]; Wed[7:00AM-7:00PM]; Thu[7:00AM-7:00PM]; Fri[7:00AM-7:00PM]; Sat[8:00AM-5:00PM]; Sun[Closed]',
    );
  });

  it('fills BusinessHours, DaysOpen and WeeklySchedule in the spec’s shapes', () => {
    const r = run({ path: '/', html: page('<h2>Hours</h2><p>Mon-Fri 9am-5pm</p><p>Sat 10am-2pm</p>', '<title>Shop</title>') });
    expect(r.businessData.BusinessHours).toBe(
      'Mon[9:00AM-5:00PM]; Tue[9:00AM-5:00PM]; Wed[9:00AM-5:00PM]; Thu[9:00AM-5:00PM]; Fri[9:00AM-5:00PM]; Sat[10:00AM-2:00PM]; Sun[Closed]',
    );
    expect(r.businessData.DaysOpen).toBe('Monday, Tuesday, Wednesday, Thursday, Friday, Saturday');
    expect(r.businessData.WeeklySchedule?.saturday).toEqual({ isOpen: true, ranges: [{ startTime: '10:00 AM', endTime: '2:00 PM' }] });
    expect(r.businessData.WeeklySchedule?.sunday).toEqual({ isOpen: false, ranges: [] });
  });

  it('leaves hours empty when two locations state different hours', () => {
    const r = run({
      path: '/',
      html: page('<div><h3>North</h3><p>Mon-Fri 8am-6pm</p></div><div><h3>South</h3><p>Mon-Fri 10am-7pm</p></div>', '<title>Two</title>'),
    });
    expect(r.businessData.BusinessHours).toBe('');
  });

  it('reads services with prices and stated durations', () => {
    const r = run({ path: '/services', html: page('<p>Drain cleaning — from $129</p><p>Water heater flush: $99 (45 min)</p>') });
    expect(r.businessData.Services).toEqual([
      { name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 12900 },
      { name: 'Water heater flush', durationMinutes: 45, priceFromCents: 9900 },
    ]);
  });

  it('records the service radius for a business that travels', () => {
    const r = run({ path: '/', html: page('<p>Licensed plumber. We serve homes within 25 miles of Austin.</p>', '<title>Flow Plumbing</title>') });
    expect(r.businessData).toMatchObject({ ServiceType: 'Travel to Customer', ServiceRangeMiles: 25 });
  });

  it('keeps provenance: which page and which extractor gave each field', () => {
    const r = run(
      { path: '/', html: page('<p>Welcome</p>', '<title>Acme Plumbing</title>') },
      { path: '/contact', html: page('<a href="tel:5125550142">Call</a>') },
    );
    expect(r.provenance.BusinessPhoneNumber?.sources).toEqual([{ url: 'https://shop.example/contact', extractor: 'contact-links:tel' }]);
  });

  it('flags a home page that needs JavaScript to show anything', () => {
    const r = run({ path: '/', html: page('<div id="root"></div><script src="/app.js"></script>', '<title>App</title>') });
    expect(r.needsJavaScript).toBe(true);
  });

  it('reads schema.org microdata with a nested PostalAddress', () => {
    const body = `<div itemscope itemtype="https://schema.org/HairSalon"><span itemprop="name">Bella Hair</span>
      <span itemprop="telephone">(503) 555-0187</span>
      <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">3416 SE Hawthorne Blvd</span>
      <span itemprop="addressLocality">Portland</span> <span itemprop="addressRegion">OR</span> <span itemprop="postalCode">97214</span></div></div>`;
    const r = run({ path: '/', html: page(body) });
    expect(r.businessData).toMatchObject({
      BusinessName: 'Bella Hair',
      BusinessPhoneNumber: '503-555-0187',
      BusinessAddressStreet: '3416 SE Hawthorne Blvd',
      BusinessAddressZipcode: '97214',
      TimeZone: 'America/Los_Angeles',
      ServiceType: 'Fixed Location',
    });
  });

  it('reads offered services and prices from JSON-LD', () => {
    const ld = `<script type="application/ld+json">{"@type":"Plumber","name":"Flow","telephone":"512-555-0142",
      "makesOffer":[{"@type":"Offer","price":"129","itemOffered":{"@type":"Service","name":"Drain cleaning"}}]}</script>`;
    expect(run({ path: '/', html: page('', ld) }).businessData.Services).toEqual([{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 12900 }]);
  });

  it('reads no price from an offer "By Quote" or "0", the first amount of "100-200", and a low to high range', () => {
    const offer = (name: string, price: string) => `{"@type":"Offer",${price},"itemOffered":{"@type":"Service","name":"${name}"}}`;
    const ld = `<script type="application/ld+json">{"@type":"AutoWash","name":"Shine","telephone":"512-555-0142","makesOffer":[
      ${offer('Ceramic Coating', '"price":"By Quote"')},${offer('Inspection', '"price":"0"')},${offer('Detail', '"price":"100-200"')},
      ${offer('Paint Correction', '"lowPrice":"300","highPrice":"1,400"')},${offer('Wash', '"price":"$1,299.00"')}]}</script>`;
    expect(run({ path: '/', html: page('', ld) }).businessData.Services).toEqual([
      { name: 'Ceramic Coating', durationMinutes: 60 },
      { name: 'Inspection', durationMinutes: 60 },
      { name: 'Detail', durationMinutes: 60, priceFromCents: 10000 },
      { name: 'Paint Correction', durationMinutes: 60, priceFromCents: 30000, priceToCents: 140000 },
      { name: 'Wash', durationMinutes: 60, priceFromCents: 129900 },
    ]);
  });
});
