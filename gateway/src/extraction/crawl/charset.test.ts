import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { decodeBody } from './charset';

describe('decodeBody', () => {
  it('uses the charset of the Content-Type header', () => {
    expect(decodeBody(iconv.encode('Crème brûlée', 'windows-1252'), 'text/html; charset=windows-1252').text).toBe('Crème brûlée');
  });

  it('uses the meta charset when the header has none', () => {
    const body = Buffer.concat([Buffer.from('<meta charset="iso-8859-1">'), iconv.encode('Ríos', 'latin1')]);
    expect(decodeBody(body, 'text/html').text).toContain('Ríos');
  });

  it('does not trust a UTF-8 header over bytes that are not UTF-8', () => {
    expect(decodeBody(iconv.encode('Café Olé', 'latin1'), 'text/html; charset=utf-8').text).toBe('Café Olé');
  });

  it('skips an unknown charset label', () => {
    expect(decodeBody(Buffer.from('Señor Plumbing', 'utf8'), 'text/html; charset=x-made-up').text).toBe('Señor Plumbing');
  });

  it('honours a byte-order mark', () => {
    expect(decodeBody(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Zoë')]), 'text/html; charset=windows-1252').text).toBe('Zoë');
  });

  it('decodes Shift_JIS when declared', () => {
    expect(decodeBody(iconv.encode('東京', 'shift_jis'), 'text/html; charset=Shift_JIS').text).toBe('東京');
  });

  it('turns text read once as Windows-1252 and saved as UTF-8 back into what it was ("MONâ€“SAT 9AMâ€“5PM")', () => {
    // What an editor does: UTF-8 bytes read as 1252, then saved as UTF-8 again (with or without a BOM).
    // ("”" is left out: its last byte, 0x9D, has no 1252 character and editors differ over it.)
    const doubled = (s: string) => Buffer.from(iconv.decode(Buffer.from(s, 'utf8'), 'windows-1252'), 'utf8');
    const hours = 'MON–SAT 9AM–5PM · SUN 10AM–4PM — it’s “open all week';
    expect(decodeBody(doubled(hours), 'text/html; charset=utf-8').text).toBe(hours);
    expect(decodeBody(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), doubled(hours)])).text).toBe(hours);
    // Real accents and quotes that only look alike stay as written.
    for (const real of ['José’s Café', 'naïve résumé ©2024', 'Ã la carte']) expect(decodeBody(Buffer.from(real, 'utf8'), 'text/html; charset=utf-8').text).toBe(real);
  });
});
