// npm run bench -- extraction: per-field precision/recall of website analysis over the fixture
// corpora (real crawler on loopback) — the first corpus, and the blind corpus of real sites
// (issue 17) reported per half: `tune` (may be used to improve the extractor) and `held`
// (never looked at while tuning) — plus crawl time and extraction CPU time per site.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractBusinessData } from '../../gateway/src/extraction';
import { crawlSite } from '../../gateway/src/extraction/crawl';
import { BLIND_DIR, blindHalves, fixtureResolver, listSites, SITES_DIR, startFixtureServer } from '../fixtures/corpus';
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
