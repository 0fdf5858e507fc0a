import { createHash } from 'node:crypto';

const FILLER = new Set(['um', 'uh', 'hi', 'hey', 'hello', 'so', 'well', 'like', 'please', 'just', 'the', 'a', 'an', 'you', 'your', 'guys', 'i', 'me', 'my', 'we', 'is', 'are', 'do', 'does', 'can', 'could', 'would', 'will', 'to', 'of', 'for', 'it', 'there', 'any', 'okay', 'ok', 'yeah', 'tell', 'know', 'wondering', 'was', 'want', 'if']);
const QUESTION_START = /^(do|does|did|can|could|would|will|is|are|was|were|have|has|what|what's|whats|when|where|which|who|whom|whose|why|how|should|may|might)\b/i;

/** "Um, do you guys have gift cards?" → "do you guys have gift cards" (lower case, words only, fillers at the start gone). */
export function normalizeQuestion(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').replace(/^(\s*(um|uh|hi|hey|hello|so|well|okay|ok|yeah|and)\b)+/g, '').replace(/\s+/g, ' ').trim();
}

/** The words that carry the question's meaning ("gift", "cards"), for matching one asked another way. */
export function contentWords(text: string): Set<string> {
  return new Set(normalizeQuestion(text).split(' ').filter((w) => w.length > 1 && !FILLER.has(w)).map((w) => w.replace(/'s$/, '').replace(/s$/, '')));
}

/** Whether the caller asked something (a question the business could answer) rather than said something else. */
export function isQuestion(text: string): boolean {
  const n = normalizeQuestion(text);
  const words = n.split(' ').filter(Boolean);
  if (words.length < 3 || words.length > 60) return false;
  return text.trim().endsWith('?') || QUESTION_START.test(n);
}

/**
 * How alike two questions are, 0 to 1: shared content words over all content words
 * (Jaccard). "Do you sell gift cards?" and "Can I buy a gift card?" share {gift, card} of
 * {sell, gift, card, buy} → 0.5.
 */
export function similarity(a: string, b: string): number {
  const x = contentWords(a);
  const y = contentWords(b);
  if (!x.size || !y.size) return 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / (x.size + y.size - shared);
}

/** Questions at least this alike are the same question. */
export const SAME_QUESTION = 0.5;

export const questionId = (text: string) => createHash('sha256').update(normalizeQuestion(text)).digest('base64url').slice(0, 16);
