import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crawlSite } from '../gateway/src/extraction/crawl';
import { extractBusinessData } from '../gateway/src/extraction';
import { parsePage } from '../gateway/src/extraction/page';
import { EXTRACTORS } from '../gateway/src/extraction/extractors';
import { BLIND_DIR, blindHalves, fixtureResolver, startFixtureServer } from './fixtures/corpus';

const [site, field] = process.argv.slice(2);
if (blindHalves().get(site!) === 'held') throw new Error('tune sites only');
const fx = await startFixtureServer();
try {
  const crawl = await crawlSite(fx.urlOf(site!), { resolve: fixtureResolver, allowPrivate: true, userAgent: 'BooklineBot/1.0', maxPageBytes: 2 * 1024 * 1024, budgetMs: 10_000 });
  const ex = extractBusinessData(crawl.pages, crawl.home.href);
  console.log(JSON.stringify({...ex.businessData, WeeklySchedule: undefined}, null, 1).slice(0, 6000));
  if (field) {
    for (const p of crawl.pages) {
      const page = parsePage(p.url, p.html, p === crawl.pages[0]);
      for (const e of EXTRACTORS) for (const c of e(page)) if (c.field === field) console.log(String(p.url), c.extractor, c.confidence, JSON.stringify(c.value).slice(0, 300));
    }
  }
  if (process.env.LINES) for (const p of crawl.pages) { const page = parsePage(p.url, p.html, p === crawl.pages[0]); console.log('==', p.url); console.log(page.lines.join('\n')); }
} finally { await fx.close(); }
