// npm run bench -- extraction: per-field precision/recall of website analysis over the fixture
// corpus (real crawler on loopback), and extraction CPU time per site excluding the network.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractBusinessData } from '../../gateway/src/extraction';
import { crawlSite } from '../../gateway/src/extraction/crawl';
import { fixtureResolver, listSites, SITES_DIR, startFixtureServer } from '../fixtures/corpus';
import { runCorpus } from '../fixtures/run-corpus';
import { reasonMistakes, scoreCorpus } from '../fixtures/score';
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

// CPU time of extraction alone: pages are fetched once, then extracted ROUNDS times each.
const fixtures = await startFixtureServer();
const perSite: number[] = [];
try {
  for (const site of listSites()) {
    const crawl = await crawlSite(fixtures.urlOf(site), {
      resolve: fixtureResolver,
      allowPrivate: true,
      userAgent: 'BooklineBot/1.0',
      maxPageBytes: 2 * 1024 * 1024,
      budgetMs: 10_000,
    }).catch(() => undefined);
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
  { sites: listSites().length, samples: perSite.length, 'p50 ms': round(percentile(perSite, 50), 2), 'p95 ms': round(percentile(perSite, 95), 2), 'max ms': round(Math.max(...perSite), 2) },
]);
