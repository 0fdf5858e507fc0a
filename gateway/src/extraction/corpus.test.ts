import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listSites, SITES_DIR } from '../../../tests/fixtures/corpus';
import { runCorpus } from '../../../tests/fixtures/run-corpus';
import { reasonMistakes, scoreCorpus, SCORED_FIELDS, type FieldScore, type SiteOutcome } from '../../../tests/fixtures/score';

const baseline = JSON.parse(readFileSync(join(SITES_DIR, 'baseline.json'), 'utf8')) as Record<string, { precision: number; recall: number }>;

describe('website analysis over the fixture corpus', () => {
  let outcomes: SiteOutcome[];
  let scores: Map<string, FieldScore>;
  beforeAll(async () => {
    outcomes = await runCorpus();
    scores = new Map(scoreCorpus(outcomes).fields.map((f) => [f.field, f]));
  }, 60_000);

  it('holds at least 25 sites, each with an expected answer', () => {
    expect(listSites().length).toBeGreaterThanOrEqual(25);
    expect(outcomes.length).toBe(listSites().length);
  });

  it.each(SCORED_FIELDS)('does not fall below the recorded baseline on %s', (field) => {
    const s = scores.get(field)!;
    const b = baseline[field]!;
    expect({ field, precision: s.precision >= b.precision, recall: s.recall >= b.recall }).toEqual({ field, precision: true, recall: true });
  });

  it('fails with the expected reason exactly where a site must fail (the JavaScript-only site)', () => {
    expect(reasonMistakes(outcomes)).toEqual([]);
  });
});
