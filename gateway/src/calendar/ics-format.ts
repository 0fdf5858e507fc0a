/** RFC 5545 text building blocks. */

/**
 * TEXT value escaping (§3.3.11): backslash, semicolon and comma get a backslash, line breaks
 * become \n. Control characters other than tab are not allowed in TEXT and are dropped.
 * Example: `Fix sink; bring parts, ok?\nGate code 12\3` → `Fix sink\; bring parts\, ok?\nGate code 12\\3`.
 */
export function escapeText(s: string): string {
  return s
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** A parameter value (CN=…): quoted when it holds : ; or , (DQUOTE itself cannot appear). */
export function paramValue(s: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = s.replace(/["\u0000-\u001f\u007f]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

const encoder = new TextEncoder();

/**
 * Folds a content line to at most 75 octets per physical line (§3.1): CRLF then one space.
 * Counts UTF-8 bytes and never splits a character (surrogate pairs stay together).
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with the space
    if (bytes + n > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** UTC DATE-TIME form: 20260608T130000Z. */
export function formatUtc(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Joins content lines into an iCalendar object: folded, CRLF-terminated. */
export function serialize(lines: readonly string[]): string {
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
