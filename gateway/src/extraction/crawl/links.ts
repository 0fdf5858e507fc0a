import type { CheerioAPI } from 'cheerio';
import { sameSite } from './site-url';

/** Words in a link's path or text that suggest facts, with how much each is worth. */
const HINTS: ReadonlyArray<[RegExp, number]> = [
  [/contact|reach[- ]us|get[- ]in[- ]touch|find[- ]us/i, 10],
  [/hours|opening|schedule/i, 9],
  [/locations?|directions|visit/i, 7],
  [/about|our[- ]story|who[- ]we[- ]are/i, 6],
  [/services?|what[- ]we[- ]do|treatments|menu/i, 6],
  [/pric(e|es|ing)|rates|fees|cost/i, 6],
  [/book|appointment|schedule/i, 2],
];

const SKIP_PATH = /\.(pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|mp[34]|mov|ics|xml|json|css|js)$/i;
const SKIP_WORDS = /login|log-in|sign-?in|sign-?up|cart|checkout|account|privacy|terms|cookie|careers|jobs|blog\/.+|wp-admin|feed/i;

/**
 * Same-site pages worth fetching besides the home page, best first. Scored on the link's
 * path and visible text; `/contact-us` ("Contact") outranks `/blog/tips`.
 */
export function pickFactPages($: CheerioAPI, base: URL, limit: number): URL[] {
  return rankLinks($, base, false).slice(0, limit);
}

/**
 * The site's other pages that no hint names and no menu lists ("Manicures", "Acrylics" cards),
 * read for their price lists only: their hours and addresses may be anyone's (an event, a
 * supplier, another branch).
 */
export function pickOtherPages($: CheerioAPI, base: URL, limit: number): URL[] {
  return rankLinks($, base, true).slice(0, limit);
}

/** Same-site links that name a price list ("Price List", "/services", "Menu"), as a fact page links them. */
export function pickPriceLinks($: CheerioAPI, base: URL, limit: number): URL[] {
  return rankLinks($, base, false, PRICE_HINT).slice(0, limit);
}
const PRICE_HINT = /pric(e|es|ing)|rates|menu|services?|treatments|packages/i;

function rankLinks($: CheerioAPI, base: URL, others: boolean, only?: RegExp): URL[] {
  const scores = new Map<string, { url: URL; score: number }>();
  // An image map's areas are links too (older sites' navigation bars: <area alt="Map & Directions" href="office.html">).
  $('a[href], area[href]').each((_, el) => {
    const href = $(el).attr('href') ?? '';
    if (/^(mailto|tel|javascript|data):/i.test(href) || href.startsWith('#')) return;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      return;
    }
    url.hash = '';
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !sameSite(url, base)) return;
    if (SKIP_PATH.test(url.pathname) || SKIP_WORDS.test(url.pathname)) return;
    if (url.pathname === base.pathname && url.search === base.search) return;
    const text = `${url.pathname} ${$(el).text()} ${$(el).attr('title') ?? ''} ${$(el).attr('alt') ?? ''}`.slice(0, 300);
    if (only && !only.test(text)) return;
    let score = 0;
    for (const [re, worth] of HINTS) if (re.test(text)) score += worth;
    // A page the site's own menu lists ("Alterations", "Our Work") when the facts pages leave room.
    if (score === 0 && $(el).closest('nav, header, [role="navigation"]').length) score = 1;
    if ((score === 0) !== others) return;
    score ||= 1;
    const key = url.href;
    const prev = scores.get(key);
    if (!prev || prev.score < score) scores.set(key, { url, score });
  });
  return [...scores.values()]
    .sort((a, b) => b.score - a.score || a.url.href.length - b.url.href.length)
    .map((s) => s.url);
}
