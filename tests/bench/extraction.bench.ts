// npm run bench -- extraction: per-field precision/recall of website analysis over the fixture
// corpora (real crawler on loopback) — the first corpus, and the blind corpus of real sites
// (issue 17) reported per half: `tune` (may be used to improve the extractor) and `held`
// (never looked at while tuning) — plus crawl time and extraction CPU time per site.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractBusinessData } from '../../gateway/src/extraction';
import { crawlSite } from '../../gateway/src/extraction/crawl';
import { BLIND_DIR, blindHalves, DEV_DIR, fixtureResolver, listSites, SITES_DIR, startFixtureServer } from '../fixtures/corpus';
import { runCorpus } from '../fixtures/run-corpus';
import { reasonMistakes, scoreCorpus, scoreDetailed, type DetailScore } from '../fixtures/score';
import { percentile, report, round } from './report';

const ROUNDS = 20;

const outcomes = await runCorpus();
const { fields, mistakes } = scoreCorpus(outcomes);
const baseline = JSON.parse(readFileSync(join(SITES_DIR, 'baseline.json'), 'utf8')) as Record<string, { precision: number; recall: number }>;
report(
  'extraction-accuracy',
  fields.map((f) => ({
    field: f.field,
    predicted: f.predicted,
    expected: f.expected,
    correct: f.correct,
    precision: round(f.precision),
    recall: round(f.recall),
    'baseline P': baseline[f.field]?.precision ?? null,
    'baseline R': baseline[f.field]?.recall ?? null,
  })),
  { sites: outcomes.length, mistakes, reasonMistakes: reasonMistakes(outcomes) },
);
if (mistakes.length) console.log(`\nMisses (${mistakes.length}):\n  ${mistakes.join('\n  ')}`);

const rows = (f: DetailScore[]) => f.map((x) => ({ field: x.field, predicted: x.predicted, expected: x.expected, correct: x.correct, precision: round(x.precision), recall: round(x.recall) }));
report('extraction-first-corpus-detail', rows(scoreDetailed(outcomes).fields), { sites: outcomes.length });

const halves = blindHalves();
for (const half of ['tune', 'held'] as const) {
  const sites = listSites(BLIND_DIR).filter((s) => halves.get(s) === half);
  const blind = await runCorpus(sites);
  const scored = scoreDetailed(blind);
  // Misses are printed for the tuning half only; the held-back half is reported as figures.
  report(`extraction-blind-${half}`, rows(scored.fields), { sites: blind.length, failed: blind.filter((o) => o.reason).map((o) => `${o.site}: ${o.reason}`) });
  if (half === 'tune' && scored.mistakes.length) console.log(`\nBlind tune-half misses (${scored.mistakes.length}):\n  ${scored.mistakes.join('\n  ')}`);
}

// The development set (tests/fixtures/dev): figures and misses, for study.
const dev = await runCorpus(listSites(DEV_DIR));
const devScored = scoreDetailed(dev);
report('extraction-dev', rows(devScored.fields), { sites: dev.length });
if (devScored.mistakes.length) console.log(`\nDev-set misses (${devScored.mistakes.length}):\n  ${devScored.mistakes.join('\n  ')}`);

// Crawl wall time per site (loopback) and CPU time of extraction alone: pages are fetched once,
// then extracted ROUNDS times each.
const fixtures = await startFixtureServer();
const perSite: number[] = [];
const crawlMs: number[] = [];
try {
  for (const site of [...listSites(), ...listSites(BLIND_DIR)]) {
    const t0 = performance.now();
    const crawl = await crawlSite(fixtures.urlOf(site), {
      resolve: fixtureResolver,
      allowPrivate: true,
      userAgent: 'BooklineBot/1.0',
      maxPageBytes: 2 * 1024 * 1024,
      budgetMs: 20_000,
    }).catch(() => undefined);
    crawlMs.push(performance.now() - t0);
    if (!crawl) continue;
    extractBusinessData(crawl.pages, crawl.home.href); // warm-up
    for (let i = 0; i < ROUNDS; i++) {
      const t = process.cpuUsage();
      extractBusinessData(crawl.pages, crawl.home.href);
      const d = process.cpuUsage(t);
      perSite.push((d.user + d.system) / 1000);
    }
  }
} finally {
  await fixtures.close();
}
report('extraction-cpu', [
  {
    sites: crawlMs.length,
    samples: perSite.length,
    'p50 ms': round(percentile(perSite, 50), 2),
    'p95 ms': round(percentile(perSite, 95), 2),
    'max ms': round(Math.max(...perSite), 2),
    'crawl max ms': round(Math.max(...crawlMs), 1),
  },
]);

// Pages built to be slow: half a megabyte of one pattern each (a page may be up to 2 MB). CPU time
// of extraction alone; these used to grow with the square of the page.
const HALF_MB = 500_000;
const fill = (item: string) => item.repeat(Math.floor(HALF_MB / item.length));
const hostile: Record<string, string> = {
  'inline priced links': `<div>${fill('<a class="x">Cut $5</a>')}</div>`,
  'heading and price pairs': fill('<h3>Service</h3><p>$25</p>'),
  'table rows': `<table>${fill('<tr><td>Cut</td><td>$25</td></tr>')}</table>`,
  'logo pictures': fill('<img class="logo" alt="Acme Plumbing">'),
  'addresses': `<p>${fill('123 Main St, Austin, TX 78701 ')}</p>`,
  'nested elements (8,000 deep)': `${'<span>'.repeat(8_000)}Cut $5${'</span>'.repeat(8_000)}`,
  'nested elements (80,000 deep, never closed)': `${'<span>'.repeat(80_000)}Cut $5`,
  'self-closed spans (80,000, which HTML opens)': `${'<span/>'.repeat(80_000)}Cut $5`,
  'one element of many children': `<div>${fill('<i>x</i>')}</div>`,
  'mail links in one block': `<div>${fill('<a href="mailto:a@b.co">a@b.co</a> ')}</div>`,
  'item properties in one scope': `<div itemscope itemtype="https://schema.org/LocalBusiness">${fill('<span itemprop="name">Acme</span>')}</div>`,
  'a brand element of many children': `<header><div class="brand">${fill('<b>Acme</b> ')}</div></header>`,
  'a run of letters': `<p>${fill('x')}</p>`,
};
report(
  'extraction-hostile-pages',
  Object.entries(hostile).map(([page, html]) => {
    const t = process.cpuUsage();
    extractBusinessData([{ url: new URL('https://hostile.example/'), html }], 'https://hostile.example/');
    const d = process.cpuUsage(t);
    return { page, 'KB': Math.round(html.length / 1000), 'cpu ms': round((d.user + d.system) / 1000, 0) };
  }),
);
