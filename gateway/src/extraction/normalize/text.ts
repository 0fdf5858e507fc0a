/** Collapses whitespace and strips control characters: scraped text is plain data. */
export function cleanText(raw: string, max = 4000): string {
  return raw
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/** For comparing names: "Joe’s Plumbing, LLC" ≈ "joes plumbing". */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&amp;/g, '&')
    .replace(/[’'`]/g, '')
    .replace(/\b(llc|inc|co|corp|corporation|incorporated|ltd|pllc|l\.l\.c)\b\.?/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A link's percent-escapes decoded; a malformed one ("%E0%A4%A") gives `fallback` (the text as written) rather than throwing. */
export function decodeLink(raw: string, fallback = raw): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return fallback;
  }
}
