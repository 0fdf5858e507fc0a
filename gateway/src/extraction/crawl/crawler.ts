import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';
import { ExtractionError } from '../errors';
import { firstElements, linesOf, withinDepth } from '../page';
import type { AddressPolicy } from './address-policy';
import { fetchPage, type FetchedPage } from './fetch-page';
import type { GetOptions } from './http-get';
import { pickFactPages, pickOtherPages, pickPriceLinks } from './links';
import { loadRobots, type RobotsRules } from './robots';
import { normalizeSiteUrl } from './site-url';

/** A splash page links at most this many pages and says less than this many characters. */
const SPLASH_LINKS = 3;
const SPLASH_TEXT = 600;

export interface CrawlOptions extends AddressPolicy {
  userAgent: string;
  /** Per page, after decompression. */
  maxPageBytes: number;
  /** Total time for the whole crawl. */
  budgetMs: number;
  /** One slow page may use at most this much of the budget. */
  pageTimeoutMs?: number;
  /** Pages besides the home page (plus, where no link names one, the usual address of a contact page). */
  extraPages?: number;
  concurrency?: number;
  now?: () => number;
}

export interface CrawlResult {
  home: URL;
  pages: FetchedPage[];
  /** Pages chosen but not read, with why (logs only). */
  skipped: Array<{ url: string; reason: string }>;
}

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const MAX_REFRESHES = 2;

/** Where a page's meta refresh sends the browser at once (within 10 s), if it is a web page. */
export function refreshTarget($: CheerioAPI, base: URL): URL | undefined {
  const content = $('meta[http-equiv]')
    .filter((_, el) => ($(el).attr('http-equiv') ?? '').toLowerCase() === 'refresh')
    .first()
    .attr('content');
  const m = content ? /^\s*(\d+(?:\.\d+)?)?\s*[;,]\s*(?:url\s*=\s*)?['"]?([^'"\s]+)/i.exec(content) : undefined;
  if (!m || Number(m[1] ?? 0) > 10) return undefined;
  return webPage(m[2]!, base);
}

/** A link written on a page, resolved against it, when it is a web page (its fragment dropped). */
function webPage(link: string, base: URL): URL | undefined {
  try {
    const url = new URL(link, base);
    url.hash = '';
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

const DRAWN_INTO = new Set(['div', 'main', 'section', 'nav', 'a', 'img']);
const NOT_SHOWN = new Set(['script', 'style', 'noscript', 'template']);

/** The text `root` shows (scripts and styles aside), spaces collapsed, read until it is longer than `enough`. */
function shownText(root: AnyNode | undefined, enough: number): string {
  let text = '';
  const stack: AnyNode[] = root ? [root] : [];
  while (stack.length && text.length <= enough) {
    const n = stack.pop()!;
    if (n.type === 'text') text = `${text} ${(n as Text).data}`.replace(/\s+/g, ' ').trim();
    else if ('name' in n && NOT_SHOWN.has((n as Element).name) && n !== root) continue;
    if ('children' in n) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return text;
}

/**
 * Where a page that is only a script sends the browser (`window.location.href = 'index-en.html'`,
 * `location.replace("/home")`): a page on the same site, when the page shows no text and has no
 * elements of its own and the script runs as it loads. Of several (a language switch), the
 * English one, else the last (the script's default).
 */
export function scriptRedirectTarget($: CheerioAPI, base: URL): URL | undefined {
  const body = $('body')[0];
  // Nothing to show and nothing for a script to draw into: an app shell's handlers move the browser only when clicked.
  // (Walks that stop early, not a copy of the body: a page of many thousands of elements is no app shell.)
  if (firstElements(body, (el) => DRAWN_INTO.has(el.name), 3).length > 2 || shownText(body, 40).length > 40) return undefined;
  const targets: URL[] = [];
  $('script:not([src])').each((_, el) => {
    const code = $(el).text();
    // Run as the page loads: a short script, not a handler or a function called later.
    if (code.length > 1500 || /\bfunction\b|=>|addEventListener|\bon[a-z]+\s*=|setTimeout|setInterval/.test(code)) return;
    for (const m of code.matchAll(/\blocation(?:\.href)?\s*=\s*(['"])([^'"\s]{1,300})\1|\blocation\.(?:replace|assign)\(\s*(['"])([^'"\s]{1,300})\3\s*\)/g)) {
      const url = webPage(m[2] ?? m[4]!, base);
      if (url && url.origin === base.origin && url.href !== base.href) targets.push(url);
    }
  });
  return targets.find((u) => /(?:^|[/_.-])en(?:[/_.-]|$)/i.test(u.pathname)) ?? targets[targets.length - 1];
}

/**
 * Reads a small business site: robots.txt, the home page, then up to `extraPages` same-site
 * pages likely to hold facts (contact, hours, about…), a few at a time, all within `budgetMs`.
 * The home page failing fails the crawl; a failing extra page is skipped.
 */
export async function crawlSite(address: string, options: CrawlOptions): Promise<CrawlResult> {
  const { budgetMs, pageTimeoutMs = 8_000, extraPages = 10, concurrency = 4, now = Date.now } = options;
  const start = normalizeSiteUrl(address);
  const deadline = now() + budgetMs;
  const get = (limitMs: number): GetOptions => ({
    resolve: options.resolve,
    allowPrivate: options.allowPrivate,
    allowAnyPort: options.allowAnyPort,
    isBlocked: options.isBlocked,
    userAgent: options.userAgent,
    maxBytes: options.maxPageBytes,
    deadline: Math.min(deadline, now() + limitMs),
  });

  const robotsByOrigin = new Map<string, RobotsRules>();
  const robotsFor = async (url: URL) => {
    let rules = robotsByOrigin.get(url.origin);
    if (!rules) {
      rules = await loadRobots(url, get(Math.min(pageTimeoutMs, 5_000)));
      robotsByOrigin.set(url.origin, rules);
    }
    return rules;
  };

  if (!(await robotsFor(start)).isAllowed(start)) throw new ExtractionError('robots-disallowed', start.href);
  let home = await fetchPage(start, get(budgetMs));
  if (home.url.origin !== start.origin && !(await robotsFor(home.url)).isAllowed(home.url)) {
    throw new ExtractionError('robots-disallowed', home.url.href);
  }
  // A home page that only sends the browser on (`<meta http-equiv="refresh" content="0; url=/home">`,
  // or a script doing the same): the page it sends to is the home page, read with the same checks
  // as an HTTP redirect.
  // Nested no deeper than any real page (a page of endless nesting would take minutes to parse here).
  let $home = load(withinDepth(home.html));
  for (let hop = 0; hop < MAX_REFRESHES; hop++) {
    const target = refreshTarget($home, home.url) ?? scriptRedirectTarget($home, home.url);
    if (!target || target.href === home.url.href) break;
    if (!(await robotsFor(target)).isAllowed(target)) throw new ExtractionError('robots-disallowed', target.href);
    home = await fetchPage(target, get(budgetMs));
    $home = load(withinDepth(home.html));
  }

  const pages: FetchedPage[] = [home];
  const skipped: CrawlResult['skipped'] = [];
  const rules = await robotsFor(home.url);
  const wanted = pickFactPages($home, home.url, extraPages * 2)
    .filter((u) => {
      if (rules.isAllowed(u)) return true;
      skipped.push({ url: u.href, reason: 'robots' });
      return false;
    })
    .slice(0, extraPages);
  // No contact page among the fact pages: the usual address of one, where the address and hours
  // often are. A home page that links no fact page (its menu drawn by a script, or one page
  // alone) has room kept for both usual addresses; otherwise one, in the site's own style, is
  // asked for beside the others (a single request, most often a quick "not found").
  const others = pickOtherPages($home, home.url, extraPages * 2)
    .filter((u) => rules.isAllowed(u) && !wanted.some((w) => w.href === u.href))
    .slice(0, Math.max(0, extraPages - wanted.length - (wanted.length ? 0 : 2)));
  const named = wanted.length;
  const hasContact = wanted.some((u) => /contact/i.test(u.pathname));
  const siteStyle = wanted.some((u) => u.pathname.endsWith('.html')) ? 'contact.html' : 'contact';
  const paths = !wanted.length ? ['contact', 'contact.html'] : hasContact ? [] : [siteStyle];
  if (extraPages > 0) {
    for (const path of paths) {
      const guess = new URL(path, home.url);
      const listed = [...wanted, ...others].some((w) => w.href === guess.href);
      if (guess.href !== home.url.href && rules.isAllowed(guess) && !listed) wanted.push(guess);
    }
  }
  // A splash page (a language chooser, "Towing / Used Cars") that names no fact page and says
  // little: the pages it leads to are the site, read in full, and so are the fact pages they name.
  const splash = !named && others.length > 0 && others.length <= SPLASH_LINKS && linesOf($home.root()[0] as AnyNode).join(' ').length < SPLASH_TEXT;
  /** Pages read for their prices only. */
  const pricesOnly = new Set(splash ? [] : others.map((u) => u.href));
  const seen = new Set([home.url.href, start.href]);
  const read = async (url: URL) => {
    if (now() >= deadline) {
      skipped.push({ url: url.href, reason: 'budget' });
      return;
    }
    try {
      const page = await fetchPage(url, get(pageTimeoutMs));
      // The home page again under another address ("/index.html" beside "/") says nothing new,
      // and counting it twice would make one source look like two.
      if (seen.has(page.url.href) || pages.some((p) => p.html === page.html)) return;
      seen.add(page.url.href);
      pages.push(pricesOnly.has(url.href) ? { ...page, pricesOnly: true } : page);
    } catch (err) {
      if (err instanceof ExtractionError && err.code === 'blocked-address') {
        skipped.push({ url: url.href, reason: 'blocked-address' });
      } else skipped.push({ url: url.href, reason: err instanceof ExtractionError ? err.code : 'error' });
    }
  };
  const first = [...wanted, ...others];
  await eachLimited(first, concurrency, read);
  // A price list one page further in ("Price List" linked from the about or services page), when
  // room is left: read for its prices only. Pages are parsed for it only when there is room.
  // (Behind a splash page the site may be two pages further in: the choice, then its pages.)
  const tried = new Set([...seen, ...first.map((u) => u.href)]);
  const isHome = (u: URL) => /\/index\.html?$/.test(u.pathname) && new URL('./', u).href === home.url.href;
  let from = pages.slice(1);
  for (let round = 0; round < (splash ? 3 : 1); round++) {
    const room = extraPages - (pages.length - 1);
    if (room <= 0) break;
    const deeper = new Map<string, URL>();
    const inFull = new Set<string>();
    const add = (u: URL, full: boolean) => {
      if (tried.has(u.href) || deeper.has(u.href) || !rules.isAllowed(u)) return;
      deeper.set(u.href, u);
      if (full) inFull.add(u.href);
    };
    for (const page of from) {
      if (page.pricesOnly) continue;
      const $page = load(withinDepth(page.html));
      if (splash) {
        // (A second splash page, "Towing / Used Cars" after the language, leads on the same way.)
        const facts = pickFactPages($page, page.url, extraPages).filter((u) => !tried.has(u.href) && !isHome(u));
        const onward = facts.length ? facts : pickOtherPages($page, page.url, SPLASH_LINKS + 1);
        for (const u of onward.length <= SPLASH_LINKS || facts.length ? onward : []) add(u, true);
      }
      for (const u of pickPriceLinks($page, page.url, extraPages)) add(u, false);
    }
    const next = [...deeper.values()].slice(0, room);
    if (!next.length) break;
    for (const u of next) {
      tried.add(u.href);
      if (!inFull.has(u.href)) pricesOnly.add(u.href);
    }
    const before = pages.length;
    await eachLimited(next, concurrency, read);
    from = pages.slice(before);
  }
  return { home: home.url, pages, skipped };
}
