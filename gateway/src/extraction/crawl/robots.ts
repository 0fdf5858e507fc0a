import robotsParser from 'robots-parser';
import { ExtractionError } from '../errors';
import { getFollowing } from './fetch-page';
import type { GetOptions } from './http-get';

export interface RobotsRules {
  isAllowed(url: URL): boolean;
}

const ALLOW_ALL: RobotsRules = { isAllowed: () => true };

/** The product token robots.txt groups are matched against ("BooklineBot/1.0 (+…)" → "BooklineBot"). */
export function robotsToken(userAgent: string): string {
  return /^[A-Za-z0-9_-]+/.exec(userAgent)?.[0] ?? userAgent;
}

/**
 * Reads `/robots.txt` of the URL's origin (RFC 9309). 4xx means no rules; a 5xx means the
 * site is off limits (RFC 9309 §2.3.1.4: assume complete disallow). A robots.txt we cannot
 * reach at all is treated as no rules: the home page fetch that follows reports the real
 * problem (unreachable, timeout). Address-safety refusals still propagate.
 */
export async function loadRobots(origin: URL, opts: GetOptions): Promise<RobotsRules> {
  const robotsUrl = new URL('/robots.txt', origin);
  let text: string;
  try {
    const res = await getFollowing(robotsUrl, { ...opts, maxBytes: Math.min(opts.maxBytes, 512 * 1024), accept: 'text/plain,*/*;q=0.5' });
    // Crawling nothing is what the RFC asks; the owner hears that their site is failing.
    if (res.status >= 500) throw new ExtractionError('http-error', robotsUrl.href);
    if (res.status < 200 || res.status >= 300) return ALLOW_ALL;
    text = res.body.toString('utf8');
  } catch (err) {
    if (err instanceof ExtractionError && (err.code === 'blocked-address' || err.code === 'http-error')) throw err;
    return ALLOW_ALL;
  }
  const robot = robotsParser(robotsUrl.href, text);
  const token = robotsToken(opts.userAgent);
  return { isAllowed: (url) => robot.isAllowed(url.href, token) !== false };
}
