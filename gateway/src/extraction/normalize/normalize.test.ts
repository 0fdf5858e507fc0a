import { describe, expect, it } from 'vitest';
import { findAddresses, fromPostal, isUsCityName, streetKey } from './address';
import { cleanEmail } from './email';
import { PHONE_IN_TEXT, phoneDigits } from './phone';
import { cleanText, nameKey } from './text';

describe('isUsCityName', () => {
  it('knows towns in any state, with or without the state, and not other words', () => {
    expect(['San Leandro', 'san leandro', 'Tulsa, OK', 'Macon GA'].every(isUsCityName)).toBe(true);
    expect(['Solace Massage Therapy', 'Plumbing', 'Tulsa, ZZ'].some(isUsCityName)).toBe(false);
  });
});

describe('phoneDigits', () => {
  it.each(['(512) 555-0142', '512.555.0142', '+1 512 555 0142', 'tel:+15125550142', '512-555-0142'])('reads %s', (raw) => {
    expect(phoneDigits(raw)).toBe('5125550142');
  });

  it.each(['555-0142', '012-555-0142', '512-055-0142', '1234567890123', '000-000-0000'])('rejects %s', (raw) => {
    expect(phoneDigits(raw)).toBeUndefined();
  });
  it('finds numbers in text however the groups are spaced, and not years or ranges', () => {
    const found = (text: string) => [...text.matchAll(PHONE_IN_TEXT)].map((m) => phoneDigits(m[0]));
    expect(found('Appointment line: (478) 501 - 9462, text only')).toStrictEqual(['4785019462']);
    expect(found('Call 512 555 0142 or 512.555.0143')).toStrictEqual(['5125550142', '5125550143']);
    expect(found('Serving since 2019 - 2024, 300 - 450 jobs a year')).toStrictEqual([]);
  });
});

describe('findAddresses', () => {
  it('reads a street, city, state and ZIP split over lines', () => {
    expect(findAddresses('Visit us\n500 N Tryon St, Suite 200\nCharlotte, NC 28202')).toEqual([
      { street: '500 N Tryon St, Suite 200', city: 'Charlotte', state: 'NC', zip: '28202' },
    ]);
  });

  it('keeps a floor and a suite written on their own line under the street', () => {
    expect(findAddresses('36 East 20th Street\n8th Floor\nNew York, NY 10003')[0]?.street).toBe('36 East 20th Street, 8th Floor');
    expect(findAddresses('45 Forest Falls Drive\n2nd Floor, Suite B3\nYarmouth, Maine 04096')[0]).toEqual({ street: '45 Forest Falls Drive, 2nd Floor, Suite B3', city: 'Yarmouth', state: 'ME', zip: '04096' });
    // Street, unit, city and "ST ZIP" each on a line of their own.
    expect(findAddresses('Address:\n4480 Riverside Dr.\nSte 3\nMacon\nGA 31210')).toEqual([{ street: '4480 Riverside Dr., Ste 3', city: 'Macon', state: 'GA', zip: '31210' }]);
  });

  it('takes no street from structured data whose street is the city again or has no number', () => {
    expect(fromPostal({ street: 'Commerce Township', city: 'Commerce Township', state: 'MI', zip: '48382' })).toEqual({ street: '', city: 'Commerce Township', state: 'MI', zip: '48382' });
    expect(fromPostal({ street: 'Serving Oakland County', city: 'Novi', state: 'MI' })?.street).toBe('');
    expect(fromPostal({ street: '3316 West Cary Street', city: 'Richmond', state: 'VA', zip: '23221' })?.street).toBe('3316 West Cary Street');
  });

  it('accepts a spelled-out state', () => {
    expect(findAddresses('3690 N High St, Columbus, Ohio 43214')[0]?.state).toBe('OH');
  });

  it('rejects a ZIP that is not in the stated state', () => {
    expect(findAddresses('123 Main St, Austin, TX 10001')).toEqual([]);
  });

  it('does not start a street inside a phone number', () => {
    expect(findAddresses('Call 812-555-0123\n1900 N Green River Rd, Evansville, IN 47715')[0]?.street).toBe('1900 N Green River Rd');
  });
});

describe('comparison keys', () => {
  it('treats abbreviations and full words as the same street', () => {
    expect(streetKey('123 N. Main St., Ste 4')).toBe(streetKey('123 North Main Street Suite 4'));
  });

  it('ignores legal suffixes and punctuation in names', () => {
    expect(nameKey('Joe’s Plumbing, LLC')).toBe(nameKey("Joe's Plumbing"));
  });
});

describe('scraped text stays plain text', () => {
  it('strips markup and control characters', () => {
    expect(cleanText('<b>Joe</b>\u0007 <script>x</script>Plumbing')).toBe('Joe x Plumbing');
  });

  it('rejects image file names that look like emails', () => {
    expect(cleanEmail('logo@2x.png')).toBeUndefined();
    expect(cleanEmail('mailto:Office@Example-Plumbing.com?subject=Hi')).toBe('office@example-plumbing.com');
  });

  it('rejects a form’s example address but keeps a real mailbox that starts with "your"', () => {
    for (const example of ['youremail@gmail.com', 'your.name@company.com', 'your@email.com', 'your-email@gmail.com', 'info@yourdomain.com']) expect(cleanEmail(example)).toBeUndefined();
    expect(cleanEmail('mailto:yourlocksmith4@gmail.com')).toBe('yourlocksmith4@gmail.com');
    expect(cleanEmail('yourfriendlyplumber@outlook.com')).toBe('yourfriendlyplumber@outlook.com');
  });
});
