import type { ParsedPage } from '../page';
import { collector, type AnyCandidate, type PostalAddress } from '../candidates';
import { findAddresses, fromPostal, knownCity } from '../normalize/address';
import { decodeLink } from '../normalize/text';

/** Query parameters that carry the place a map shows or routes to. `saddr` is the visitor's own start: not ours. */
const PLACE_PARAMS = ['q', 'query', 'address', 'daddr', 'destination', 'where1', 'll_address'];

const isGoogleMaps = (u: URL) => /(^|\.)google\.[a-z.]+$/i.test(u.hostname) && (u.pathname.startsWith('/maps') || u.hostname.startsWith('maps.'));
const isOtherMaps = (u: URL) => /^maps\.apple\.com$/i.test(u.hostname) || (/(^|\.)bing\.com$/i.test(u.hostname) && u.pathname.startsWith('/maps')) || /(^|\.)waze\.com$/i.test(u.hostname);

/**
 * The texts a maps link or embedded map names its place by: Google's `?q=` and `/maps/place/<text>/`,
 * an embed's `!2s<text>` segments, Apple's `?address=`, Bing's `?where1=`, Waze's `?q=`.
 */
export function mapsPlaceTexts(href: string): string[] {
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return [];
  }
  if (!isGoogleMaps(url) && !isOtherMaps(url)) return [];
  const texts = PLACE_PARAMS.map((p) => url.searchParams.get(p) ?? '').filter(Boolean);
  if (isGoogleMaps(url)) {
    const path = /\/maps\/(?:place|search|dir)\/([^@]+)/.exec(url.pathname)?.[1];
    if (path) texts.push(...path.split('/').map((p) => decodeLink(p.replace(/\+/g, ' '), '')));
    for (const m of (url.searchParams.get('pb') ?? '').matchAll(/!2s([^!]+)/g)) texts.push(decodeLink(m[1]!.replace(/\+/g, ' '), ''));
  }
  return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => t.length > 5 && t.length < 300);
}

/**
 * An address from a map's place text: a full one ("12 Main St, Austin, TX 78701", perhaps after
 * the business's name), or one without its ZIP ("12 Main St, Austin, TX") whose city the
 * gazetteer knows in that state.
 */
export function addressInPlaceText(text: string): PostalAddress | undefined {
  const full = findAddresses(text)[0];
  if (full) return full;
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  const last = /^([A-Za-z .]+?)(?:\s+(\d{5}(?:-\d{4})?))?$/.exec(parts[parts.length - 1] ?? '');
  if (parts.length < 3 || !last) return undefined;
  const [street, city] = [parts[parts.length - 3]!, parts[parts.length - 2]!];
  if (!/^\d{1,6}[A-Za-z]?\s+\S/.test(street)) return undefined;
  const address = fromPostal({ street, city, state: last[1], zip: last[2] });
  return address?.street && (address.zip || knownCity(address.city, address.state)) ? address : undefined;
}

/** Addresses in the page's links to Google, Apple or Bing maps and in its embedded maps. */
export function extractMapsLinks(page: ParsedPage): AnyCandidate[] {
  const c = collector(page.url, 'maps');
  const seen = new Set<string>();
  const said = page.lines.join(' ').toLowerCase();
  // A map the page's own text backs ("12 Main" written somewhere) is its address; one it does not
  // may show a branch, a venue or a supplier, and needs another source to agree.
  const stated = (a: PostalAddress) => {
    const m = /^(\d+[a-z]?)\s+(?:[nsew]\.?\s+|north\s+|south\s+|east\s+|west\s+)?([a-z0-9]+)/i.exec(a.street);
    return !!m && new RegExp(String.raw`\b${m[1]!.toLowerCase()}\s+(?:\S+\s+)?${m[2]!.toLowerCase()}\b`).test(said);
  };
  page.$('a[href], iframe[src]').each((_, el) => {
    const href = page.$(el).attr('href') ?? page.$(el).attr('src') ?? '';
    if (!/map|goo\.gl|waze/i.test(href)) return;
    for (const text of mapsPlaceTexts(href)) {
      const placed = addressInPlaceText(text);
      // A ZIP only the map's URL carries is not one the site states.
      const address = placed?.zip && !said.includes(placed.zip) ? { ...placed, zip: '' } : placed;
      const key = address && JSON.stringify(address);
      if (!address || seen.has(key!)) continue;
      seen.add(key!);
      c.add('address', address, stated(address) ? 0.72 : 0.6, 'link');
    }
  });
  return c.out;
}
