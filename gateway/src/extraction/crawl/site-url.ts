import { ExtractionError } from '../errors';

/**
 * Spec §5: a website address parses as a web address (https:// assumed when missing) whose
 * host contains a dot and is longer than 3 characters. "joesplumbing.com/contact" →
 * "https://joesplumbing.com/contact".
 */
export function normalizeSiteUrl(input: string): URL {
  const raw = input.trim();
  if (!raw) throw new ExtractionError('invalid-address', 'empty');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ExtractionError('invalid-address', 'unparsable');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ExtractionError('invalid-address', url.protocol);
  const host = url.hostname;
  if (!host.includes('.') || host.length <= 3) {
    // IPv6 literals carry colons, not dots; they are judged by the address policy later.
    if (!host.startsWith('[')) throw new ExtractionError('invalid-address', 'host');
  }
  if (url.username || url.password) throw new ExtractionError('invalid-address', 'credentials');
  url.hash = '';
  return url;
}

/** "www.joes.com" and "joes.com" are the same site; subdomains other than www are not. */
export function siteKey(url: URL): string {
  return url.hostname.toLowerCase().replace(/^www\./, '');
}

export function sameSite(a: URL, b: URL): boolean {
  return siteKey(a) === siteKey(b);
}
