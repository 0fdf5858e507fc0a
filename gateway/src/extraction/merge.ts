import type { Candidate, Field, FieldValues } from './candidates';

export interface Chosen<F extends Field> {
  value: FieldValues[F];
  confidence: number;
  /** Every page/extractor that said this value (provenance). */
  sources: Array<{ url: string; extractor: string }>;
}

/** Minimum merged confidence for a field to be filled in; below it the field stays empty. */
export const THRESHOLDS: Record<Field, number> = {
  name: 0.5,
  phone: 0.55,
  email: 0.6,
  address: 0.7,
  hours: 0.6,
  description: 0.55,
  services: 0.55,
  kind: 0,
  serviceArea: 0.55,
};

/**
 * Picks one value per field. Candidates with the same key agree: the group scores its best
 * confidence plus 0.08 for each further independent source (another page or extractor); groups
 * are ranked on that sum, and the confidence reported is capped at 0.99. A close runner-up from
 * weak sources makes the field ambiguous and it stays empty — two different phone numbers in
 * plain text is a question for the owner, not a coin toss.
 * Example: title part "Joe's Plumbing" (0.4) + logo alt (0.5) + copyright (0.55) → 0.71.
 */
export function choose<F extends Field>(
  candidates: ReadonlyArray<Candidate<F>>,
  key: (v: FieldValues[F]) => string,
  threshold: number,
): Chosen<F> | undefined {
  const groups = new Map<string, { best: Candidate<F>; sources: Map<string, Candidate<F>> }>();
  for (const cand of candidates) {
    const k = key(cand.value);
    if (!k) continue;
    const g = groups.get(k) ?? { best: cand, sources: new Map() };
    if (cand.confidence > g.best.confidence) g.best = cand;
    const sk = `${cand.url} ${cand.extractor}`;
    const prev = g.sources.get(sk);
    if (!prev || prev.confidence < cand.confidence) g.sources.set(sk, cand);
    groups.set(k, g);
  }
  // Ranked and compared before the cap: six pages' footers saying both a shop's hours and its
  // fuel station's still rank the shop's (labelled more firmly) first.
  const scored = [...groups.values()]
    .map((g) => {
      const extra = g.sources.size - 1;
      return { g, score: g.best.confidence + 0.08 * extra };
    })
    .sort((a, b) => b.score - a.score);
  const top = scored[0];
  if (!top || top.score < threshold) return undefined;
  const runnerUp = scored[1];
  if (runnerUp && top.g.best.confidence < 0.9 && top.score - runnerUp.score < 0.1) return undefined;
  return {
    value: top.g.best.value,
    confidence: Math.min(0.99, top.score),
    sources: [...top.g.sources.values()].map((s) => ({ url: s.url, extractor: s.extractor })),
  };
}
