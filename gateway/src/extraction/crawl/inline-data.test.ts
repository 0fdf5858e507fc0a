import { describe, expect, it } from 'vitest';
import { inlineDataFilter } from './inline-data';

/** Runs `text` through one filter in chunks of `size` bytes. */
function filtered(text: string, size: number): string {
  const f = inlineDataFilter();
  const bytes = Buffer.from(text);
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(f.push(bytes.subarray(i, i + size)));
  return Buffer.concat(out).toString();
}

describe('inlineDataFilter', () => {
  const page = '<img src="data:image/png;base64,iVBORw0KGgo+/AAA=="><p>base64 is a word; base64, too</p><a href="/x">x</a><img src=\'data:image/gif;base64,R0lGOD\'>';
  const expected = '<img src="data:image/png;base64,"><p>base64 is a word; base64, too</p><a href="/x">x</a><img src=\'data:image/gif;base64,\'>';

  it.each([1, 2, 3, 5, 7, 64, 10_000])('drops every base64 payload and keeps the rest, in chunks of %i bytes', (size) => {
    expect(filtered(page, size)).toBe(expected);
  });

  it('keeps text with no data URI byte for byte, multi-byte characters included', () => {
    const text = 'Café Niño — “Haircut” $25 · 基本 · base6 base64';
    expect(filtered(text, 3)).toBe(text);
  });

  it('ends a payload at the first byte outside the alphabet (a CSS url, JSON, a newline)', () => {
    expect(filtered('url(data:font/woff2;base64,d09GMgABAAAAA)format', 4)).toBe('url(data:font/woff2;base64,)format');
    expect(filtered('{"logo":"data:image/png;base64,AAAA","name":"Ace"}', 6)).toBe('{"logo":"data:image/png;base64,","name":"Ace"}');
    expect(filtered('base64,AAAA\nline', 100)).toBe('base64,\nline');
  });
});
