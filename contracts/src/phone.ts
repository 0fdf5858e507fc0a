/**
 * Spec §5 phone display: strip a leading +1 and non-digits, format 10 digits as ddd-ddd-dddd.
 * Anything that does not come to 10 digits is returned as given.
 */
export function formatPhoneDisplay(raw: string): string {
  const digits = raw.trim().replace(/^\+1/, '').replace(/\D/g, '');
  if (digits.length !== 10) return raw;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
