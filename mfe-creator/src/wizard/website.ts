/**
 * Spec §5: a web address (https:// assumed if missing) whose host contains a dot and is
 * longer than 3 characters. Returns the URL or null.
 */
export function parseWebsite(raw: string): URL | null {
  const t = raw.trim();
  if (!t || /\s/.test(t)) return null;
  try {
    const u = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(t) ? t : `https://${t}`);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
    if (!u.hostname.includes('.') || u.hostname.length <= 3) return null;
    return u;
  } catch {
    return null;
  }
}

/** The address to send: as typed when it had a scheme, https:// prepended otherwise. */
export const normalizeWebsite = (raw: string) => parseWebsite(raw)?.href.replace(/\/$/, '') ?? raw.trim();

/** info@{site} for a website (spec §7 default email). */
export function defaultEmailFor(website: string): string {
  const u = parseWebsite(website);
  if (!u) return '';
  return `info@${u.hostname.replace(/^www\./, '')}`;
}
