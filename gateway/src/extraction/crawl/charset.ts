import iconv from 'iconv-lite';

const utf8Strict = new TextDecoder('utf-8', { fatal: true });

function labelFromContentType(value: string | undefined): string | undefined {
  return value ? /charset\s*=\s*["']?([\w.:-]+)/i.exec(value)?.[1]?.toLowerCase() : undefined;
}

/** `<meta charset=…>` or the http-equiv form, looked for in the first 4 KB as the HTML spec's prescan does. */
function labelFromMeta(body: Buffer): string | undefined {
  const head = body.subarray(0, 4096).toString('latin1');
  const m = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return m?.[1]?.toLowerCase();
}

function isUtf8(label: string): boolean {
  return label === 'utf-8' || label === 'utf8' || label === 'unicode-1-1-utf-8';
}

function tryDecode(body: Buffer, label: string): string | undefined {
  if (isUtf8(label)) {
    try {
      return utf8Strict.decode(body);
    } catch {
      return undefined;
    }
  }
  // Per the WHATWG encoding standard, latin1 labels mean windows-1252.
  const name = /^(iso-8859-1|latin1|us-ascii|ascii)$/.test(label) ? 'windows-1252' : label;
  return iconv.encodingExists(name) ? iconv.decode(body, name) : undefined;
}

/**
 * Bytes → text. Order: BOM, the Content-Type charset, the meta charset, then UTF-8, then
 * windows-1252. A label that is unknown, or that claims UTF-8 for bytes that are not, is
 * skipped rather than trusted, so "Café" sent as Latin-1 under a UTF-8 header reads right.
 */
export function decodeBody(body: Buffer, contentType?: string): { text: string; charset: string } {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return { text: undoubled(body.subarray(3).toString('utf8')), charset: 'utf-8' };
  if (body[0] === 0xff && body[1] === 0xfe) return { text: iconv.decode(body.subarray(2), 'utf-16le'), charset: 'utf-16le' };
  if (body[0] === 0xfe && body[1] === 0xff) return { text: iconv.decode(body.subarray(2), 'utf-16be'), charset: 'utf-16be' };
  const candidates = [labelFromContentType(contentType), labelFromMeta(body), 'utf-8', 'windows-1252'];
  for (const label of candidates) {
    if (!label || /^utf-?16/.test(label)) continue;
    const text = tryDecode(body, label);
    if (text !== undefined) return { text: undoubled(text), charset: label };
  }
  return { text: body.toString('latin1'), charset: 'latin1' };
}

/** Windows-1252's characters for the bytes 0x80–0x9F (a UTF-8 continuation byte read as 1252). */
const CP1252_HIGH = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
/** A UTF-8 lead byte read as 1252 ("Ã", "Â", "â"), then one to three continuation bytes read the same way. */
const DOUBLED = new RegExp(`[\\u00c2-\\u00f4][\\u00a0-\\u00bf${CP1252_HIGH}]{1,3}`, 'g');

/**
 * Text saved as UTF-8 after being read as Windows-1252 once ("MONâ€“SAT 9AMâ€“5PM", "Â·"): each
 * such run is turned back into the character it was ("MON–SAT 9AM–5PM"). A run that is not
 * valid UTF-8 once turned back ("José’s") is real text and stays.
 */
export function undoubled(text: string): string {
  if (!/â€|Ã[\u0080-\u00bf]|Â[\u00a0-\u00bf]/.test(text)) return text;
  return text.replace(DOUBLED, (run) => {
    const bytes = iconv.encode(run, 'windows-1252');
    if (iconv.decode(bytes, 'windows-1252') !== run) return run;
    try {
      return utf8Strict.decode(bytes);
    } catch {
      return run;
    }
  });
}
