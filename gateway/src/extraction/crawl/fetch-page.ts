import { ExtractionError } from '../errors';
import { decodeBody } from './charset';
import { httpGet, type GetOptions } from './http-get';

export interface FetchedPage {
  /** The address asked for. */
  requested: URL;
  /** Where the content finally came from, after redirects. */
  url: URL;
  html: string;
  charset: string;
  /** A page no link hint or menu named: read for its price list only. */
  pricesOnly?: boolean;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
export const MAX_REDIRECTS = 5;

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * GET following at most MAX_REDIRECTS redirects; every hop goes through the address check
 * again. A loop or a longer chain is `too-many-redirects`.
 */
export async function getFollowing(start: URL, opts: GetOptions) {
  let url = start;
  const seen = new Set<string>();
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (seen.has(url.href)) throw new ExtractionError('too-many-redirects', `loop at ${url.href}`);
    seen.add(url.href);
    const res = await httpGet(url, opts);
    if (!REDIRECTS.has(res.status)) return res;
    const location = header(res.headers, 'location');
    if (!location) throw new ExtractionError('http-error', `${res.status} without location`);
    try {
      url = new URL(location, url);
    } catch {
      throw new ExtractionError('http-error', `bad location ${location.slice(0, 100)}`);
    }
    url.hash = '';
  }
  throw new ExtractionError('too-many-redirects', start.href);
}

/** Fetches one HTML page: redirects followed, status and type checked, charset decoded. */
export async function fetchPage(start: URL, opts: GetOptions): Promise<FetchedPage> {
  const res = await getFollowing(start, opts);
  if (res.status >= 400 || res.status < 200) throw new ExtractionError('http-error', `${res.url.href}: ${res.status}`);
  const type = header(res.headers, 'content-type') ?? '';
  if (type && !/^\s*(text\/html|application\/xhtml\+xml)/i.test(type)) throw new ExtractionError('not-html', type.slice(0, 80));
  const { text, charset } = decodeBody(res.body, type);
  return { requested: start, url: res.url, html: text, charset };
}
