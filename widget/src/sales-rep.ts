/**
 * The sales-person label the setup assistant receives (spec §2): the stored `originalSalesRep`, else
 * the referring page's last path segment capitalised, else `SalesRep`.
 * Example: referrer https://bookline.example/alex/ → "Alex".
 */
export function salesRep(stored: string | null | undefined, referrer: string): string {
  if (stored && stored.trim()) return stored.trim();
  let segment = '';
  try {
    segment = decodeURIComponent(new URL(referrer).pathname.split('/').filter(Boolean).pop() ?? '');
  } catch {
    /* no referrer or not a URL */
  }
  return segment ? segment.charAt(0).toUpperCase() + segment.slice(1) : 'SalesRep';
}

/** Reads the page's session storage, which may be blocked (sandboxed iframes, privacy modes). */
export function storedSalesRep(): string | null {
  try {
    return sessionStorage.getItem('originalSalesRep');
  } catch {
    return null;
  }
}
