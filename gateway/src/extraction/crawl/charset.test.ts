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
});
