import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { firstElements, type ParsedPage } from '../page';
import { collector, type AnyCandidate } from '../candidates';
import { schemaBusiness, type SchemaNode } from './schema-business';

function propValue($: CheerioAPI, el: Cheerio<Element>): string {
  const tag = (el.prop('tagName') ?? '').toLowerCase();
  if (tag === 'meta') return el.attr('content') ?? '';
  if (tag === 'a' || tag === 'link') return el.attr('href') ?? '';
  if (tag === 'time') return el.attr('datetime') ?? el.text();
  if (tag === 'img') return el.attr('alt') ?? el.attr('src') ?? '';
  return el.attr('content') ?? el.text();
}

const MAX_PROPS = 2_000;

/** An itemscope as a JSON-LD-shaped object (nested scopes become nested objects). */
function scopeToNode($: CheerioAPI, scope: Cheerio<Element>, depth = 0): SchemaNode {
  const type = (scope.attr('itemtype') ?? '').split(/\s+/)[0]?.replace(/^https?:\/\/schema\.org\//, '') ?? '';
  const node: SchemaNode = { '@type': type };
  const owner = scope.get(0);
  // (A walk, not cheerio's .find: that is slow on an element with thousands of children. No
  // business states more than a few hundred properties.)
  $(firstElements(owner, (el) => el.attribs.itemprop !== undefined, MAX_PROPS)).each((_, raw) => {
    const el = $(raw);
    if (el.parent().closest('[itemscope]').get(0) !== owner) return;
    const names = (el.attr('itemprop') ?? '').split(/\s+/).filter(Boolean);
    let value: unknown;
    if (el.is('[itemscope]') && depth < 3) value = scopeToNode($, el, depth + 1);
    else value = propValue($, el).replace(/^tel:/i, '').replace(/^mailto:/i, '').trim();
    for (const name of names) {
      const prev = node[name];
      if (prev === undefined) node[name] = value;
      else if (Array.isArray(prev)) prev.push(value);
      else node[name] = [prev, value];
    }
  });
  return node;
}

/** schema.org microdata (`itemscope itemtype="https://schema.org/Plumber"`). */
export function extractMicrodata(page: ParsedPage): AnyCandidate[] {
  const c = collector(page.url, 'microdata');
  const { $ } = page;
  $('[itemscope][itemtype*="schema.org"]').each((_, raw) => {
    const el = $(raw);
    if (el.parent().closest('[itemscope]').length) return; // top-level scopes only
    schemaBusiness(scopeToNode($, el), c.add, 0.9);
  });
  return c.out;
}
