import type { ParsedPage } from '../page';
import { collector, type AnyCandidate } from '../candidates';
import { plausibleName } from './names';
import { schemaBusiness, schemaTypes, type SchemaNode } from './schema-business';

/** Flattens JSON-LD: arrays, @graph, and nested objects one level down (mainEntity, department, etc.). */
function nodes(value: unknown, out: SchemaNode[] = [], depth = 0): SchemaNode[] {
  if (depth > 4 || !value || typeof value !== 'object') return out;
  if (Array.isArray(value)) {
    for (const v of value) nodes(v, out, depth + 1);
    return out;
  }
  const obj = value as SchemaNode;
  if (obj['@type']) out.push(obj);
  if (obj['@graph']) nodes(obj['@graph'], out, depth + 1);
  // An organisation's "department": the shop itself, with its address and hours.
  for (const key of ['mainEntity', 'about', 'publisher', 'provider', 'author', 'department']) if (obj[key]) nodes(obj[key], out, depth + 1);
  return out;
}

/**
 * JSON as hand-written JSON-LD often is: a tab or line break typed inside a string, a comma
 * before a closing bracket. Search engines read such blocks; so do we. Undefined when it is not JSON at all.
 */
export function lenientJson(text: string): unknown {
  // Control characters are only legal as whitespace between tokens, where a space does as well.
  const tidy = (t: string) => t.replace(/[\u0000-\u001f]+/g, ' ').replace(/,(\s*[}\]])/g, '$1');
  // Script pasted into the same tag after the data ("}\n (function() {…})()"): the data alone.
  for (const attempt of [text, tidy(text), tidy(firstValue(text))]) {
    try {
      return JSON.parse(attempt);
    } catch {
      // the next, more forgiving reading
    }
  }
  return undefined;
}

/** The first whole JSON object or array at the start of `text` (brackets counted outside strings). */
function firstValue(text: string): string {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth++;
    else if ((ch === '}' || ch === ']') && --depth === 0) return text.slice(0, i + 1);
  }
  return text;
}

/** schema.org LocalBusiness (and subtypes) from `<script type="application/ld+json">`. */
export function extractJsonLd(page: ParsedPage): AnyCandidate[] {
  const c = collector(page.url, 'json-ld');
  page.$('script[type="application/ld+json"]').each((_, el) => {
    const data = lenientJson(page.$(el).text().trim().replace(/^<!--|-->$/g, ''));
    if (data === undefined) return;
    for (const node of nodes(data)) {
      schemaBusiness(node, c.add, 0.95);
      // The WebSite node's name is the site's name (SEO plugins fill it from the site title,
      // which is the business's name): as strong as og:site_name, which it usually repeats.
      const siteName = schemaTypes(node).includes('WebSite') && typeof node.name === 'string' ? plausibleName(node.name) : undefined;
      if (siteName) c.add('name', siteName, 0.7, 'website');
    }
  });
  return c.out;
}
