import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLIND_DIR, blindHalves, listSites, SITES_DIR } from '../../../tests/fixtures/corpus';
import { runCorpus } from '../../../tests/fixtures/run-corpus';
import { DETAIL_FIELDS, priceCents, reasonMistakes, scoreCorpus, scoreDetailed, SCORED_FIELDS, type DetailScore, type FieldScore, type SiteOutcome } from '../../../tests/fixtures/score';

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

describe('website analysis over the blind corpus of real sites (issue 17)', () => {
  const floors = JSON.parse(readFileSync(join(BLIND_DIR, 'floors.json'), 'utf8')) as Record<string, Record<string, { precision: number; recall: number }>>;
  const halves = blindHalves();
  const scored: Record<string, Map<string, DetailScore>> = {};
  beforeAll(async () => {
    for (const half of ['tune', 'held'] as const) {
      const outcomes = await runCorpus(listSites(BLIND_DIR).filter((s) => halves.get(s) === half));
      scored[half] = new Map(scoreDetailed(outcomes).fields.map((f) => [f.field, f]));
    }
  }, 120_000);

  it('records every blind site with its source and half', () => {
    const manifest = JSON.parse(readFileSync(join(BLIND_DIR, 'manifest.json'), 'utf8')) as { sites: Array<{ site: string; repository: string; commit: string; pages: unknown[] }> };
    expect(manifest.sites.map((s) => s.site).sort()).toStrictEqual(listSites(BLIND_DIR));
    expect(manifest.sites.every((s) => /^[\w.-]+\/[\w.-]+$/.test(s.repository) && /^[0-9a-f]{40}$/.test(s.commit) && s.pages.length > 0)).toBe(true);
  });

  it.each(['tune', 'held'].flatMap((half) => [...DETAIL_FIELDS, 'services'].map((field) => [half, field])))('%s half does not fall below its recorded floor on %s', (half, field) => {
    const s = scored[half]!.get(field)!;
    const f = floors[half]![field]!;
    expect({ half, field, precision: s.precision >= f.precision, recall: s.recall >= f.recall }).toStrictEqual({ half, field, precision: true, recall: true });
  });
});

describe('reading a key\'s price as written', () => {
  it('reads single prices, ranges and "and up" ends, with or without the "$"', () => {
    expect(priceCents('$129')).toStrictEqual([12900, undefined]);
    expect(priceCents('from $89')).toStrictEqual([8900, undefined]);
    expect(priceCents('$150–$300')).toStrictEqual([15000, 30000]);
    expect(priceCents('$550-800')).toStrictEqual([55000, 80000]);
    expect(priceCents('$45+ - 50+')).toStrictEqual([4500, 5000]);
    expect(priceCents('$70 - 1 hour')).toStrictEqual([7000, undefined]);
    expect(priceCents('15.00')).toStrictEqual([1500, undefined]);
    expect(priceCents('15-25')).toStrictEqual([1500, 2500]);
    expect(priceCents('Call for quote')).toBeUndefined();
  });
});
