/**
 * A US phone number as 10 digits, or undefined. Accepts "(512) 555-0142", "512.555.0142",
 * "+1 512 555 0142", "tel:+15125550142". NANP rules: area code and exchange start with 2–9.
 */
export function phoneDigits(raw: string): string | undefined {
  let d = raw.replace(/\D/g, '');
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  if (d.length !== 10) return undefined;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(d)) return undefined;
  if (/^(\d)\1{9}$/.test(d)) return undefined;
  return d;
}

/** Spec §5 display form: ddd-ddd-dddd. */
export function formatPhone(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Phone-shaped runs in text: "(512) 555-0142", "512-555-0142", "512.555.0142", "+1 512 555 0142", "(478) 501 - 9462". */
export const PHONE_IN_TEXT = /(?<![\d-])(?:\+?1[\s.-]?)?\(?[2-9]\d{2}\)?(?:[ \t]?[.·•-][ \t]?|\s)?[2-9]\d{2}(?:[ \t]?[.·•-][ \t]?|\s)\d{4}(?![\d-])/g;

/** "Secondary Phone:", "Alternate:": a number beside the main one, said less firmly. */
export const SECONDARY = /\b(?:secondary|alternate|alternative|alt\.|2nd|backup)\b(?:\s+(?:phone|number|line|contact|tel))?\s*:?\s*$/i;
