import { describe, expect, it } from 'vitest';
import { extractBusinessData } from '../extract';
import { addressInPlaceText, mapsPlaceTexts } from './maps-links';

// The page names "12 Main" and never its ZIP: the ZIP in the map's URL is not one the site states.
const ADDRESS = ['12 Main St', 'Austin', 'TX', ''];
const addressOf = (html: string) => {
  const b = extractBusinessData([{ url: new URL('https://shop.example/'), html: `<title>Acme Plumbing</title><body><p>Call (512) 555-0142</p>${html}</body>` }], 'https://shop.example/').businessData;
  return [b.BusinessAddressStreet, b.BusinessAddressCity, b.BusinessAddressState, b.BusinessAddressZipcode];
};

describe('addresses in maps links', () => {
  it.each([
    ['a Google place link', '<a href="https://www.google.com/maps/place/Acme+Plumbing,+12+Main+St,+Austin,+TX+78701/@30.2,-97.7,17z">Directions</a>'],
    ['a Google query link', '<a href="https://maps.google.com/?q=12%20Main%20St%2C%20Austin%2C%20TX%2078701">Map</a>'],
    ['a Google directions link', '<a href="https://www.google.com/maps/dir/?api=1&destination=12+Main+St,+Austin,+TX+78701">Get directions</a>'],
    ['an Apple Maps link', '<a href="https://maps.apple.com/?address=12%20Main%20St,%20Austin,%20TX%2078701">Map</a>'],
    ['a Bing Maps link', '<a href="https://www.bing.com/maps?where1=12%20Main%20St%2C%20Austin%2C%20TX%2078701">Map</a>'],
    ['an embedded map (pb)', '<iframe title="Map" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3445!2d-97.7!3d30.2!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2s12%20Main%20St%2C%20Austin%2C%20TX%2078701!5e0!3m2!1sen!2sus!4v1"></iframe>'],
    ['an embedded map (q)', '<iframe title="Map" src="https://maps.google.com/maps?q=12%20Main%20St%2C%20Austin%2C%20TX%2078701&z=13&output=embed"></iframe>'],
  ])('reads %s whose street the page also names', (_, link) => {
    expect(addressOf(`<p>Find us at 12 Main.</p>${link}`)).toStrictEqual(ADDRESS);
    expect(addressOf(`<p>Find us at 12 Main, ZIP 78701.</p>${link}`)).toStrictEqual([...ADDRESS.slice(0, 3), '78701']);
  });

  it('reads the place text a link names: a full address, one without its ZIP in a known city, nothing else', () => {
    expect(addressInPlaceText('Acme Plumbing, 12 Main St, Austin, TX 78701')).toMatchObject({ street: '12 Main St', city: 'Austin', state: 'TX', zip: '78701' });
    expect(addressInPlaceText('12 Main St, Austin, TX')).toMatchObject({ street: '12 Main St', city: 'Austin', state: 'TX', zip: '' });
    expect(addressInPlaceText('12 Main St, Nowhereville, TX')).toBeUndefined();
    expect(addressInPlaceText('Acme Plumbing')).toBeUndefined();
    expect(addressInPlaceText('Austin, TX')).toBeUndefined();
  });

  it('ignores the visitor’s own start (saddr), other sites’ links and links that are not URLs', () => {
    expect(mapsPlaceTexts('https://maps.google.com/?saddr=1+Elm+St,+Dallas,+TX+75201')).toStrictEqual([]);
    expect(mapsPlaceTexts('https://example.com/maps?q=12+Main+St,+Austin,+TX+78701')).toStrictEqual([]);
    expect(mapsPlaceTexts('javascript:alert(1)')).toStrictEqual([]);
    expect(mapsPlaceTexts('https://www.google.com/maps/place/%E0%A4%A')).toStrictEqual([]);
  });

  it('needs another source to agree when the page never names the map’s street (a branch, a venue)', () => {
    const link = '<a href="https://maps.google.com/?q=900+Elm+St,+Dallas,+TX+75201">Map</a>';
    expect(addressOf(link)).toStrictEqual(['', '', '', '']);
    expect(addressOf(`<footer>900 Elm St, Dallas, TX 75201</footer>${link}`)).toStrictEqual(['900 Elm St', 'Dallas', 'TX', '75201']);
  });
});
