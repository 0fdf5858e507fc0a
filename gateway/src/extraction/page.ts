import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/** One fetched page, parsed once and shared by every extractor. */
export interface ParsedPage {
  url: URL;
  isHome: boolean;
  $: CheerioAPI;
  /** Visible text, one line per block element or <br>; table cells joined with " | ". */
  lines: string[];
}

const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'head', 'select', 'option']);
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer',
  'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table',
  'tbody', 'thead', 'tfoot', 'tr', 'ul', 'body', 'html', 'caption', 'label',
]);

/** CSS framework classes that display an inline element as a block (Bootstrap's list groups, d-block, d-flex). */
const BLOCK_CLASS = /(?:^|\s)(?:list-group-item|dropdown-item|d-block|d-flex|btn-block)(?:\s|$)/;

/**
 * Visible text as lines. `<p>Call <a href="tel:…">512-555-0142</a></p>` is one line; an
 * image's alt text counts as text (phone numbers hide there); `<td>` cells in one row become
 * "Monday | 9:00 AM – 5:00 PM".
 */
export function visibleLines($: CheerioAPI): string[] {
  return linesOf($.root()[0] as AnyNode);
}

/** The visible lines of one node (an element and what it holds), as `visibleLines` reads a page. */
export function linesOf(root: AnyNode): string[] {
  const out: string[] = [];
  // The line so far, in pieces, and its last characters: a test at the end of a long line built
  // element by element must not read (or flatten) the whole line each time.
  let parts: string[] = [];
  let tail = '';
  const add = (text: string) => {
    if (!text) return;
    parts.push(text);
    tail = (tail + text.slice(-2)).slice(-2);
  };
  const flush = () => {
    // A price written with its sign after it ("Beard Trim 5$") is read as "$5".
    const line = parts.join('').replace(/[\s\u00a0\u200b]+/g, ' ').trim().replace(/(?<![$\d.,])(?!(?:19|20)\d\d ?\$)(\d{1,5}(?:\.\d{2})?) ?\$(?!\s?\d)/g, '$$$1');
    if (line) out.push(line);
    parts = [];
    tail = '';
  };
  // Depth first without recursion (a page may nest elements thousands deep); `null` closes a block.
  const stack: Array<AnyNode | null> = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node === null) {
      flush();
      continue;
    }
    if (node.type === 'text') {
      add((node as unknown as { data: string }).data);
      continue;
    }
    if (node.type !== 'root' && node.type !== 'tag') continue; // comments, <script>, <style>
    const name = node.type === 'tag' ? node.name.toLowerCase() : 'root';
    if (SKIP.has(name)) continue;
    if (name === 'br') {
      flush();
      continue;
    }
    if (name === 'img') {
      const alt = node.type === 'tag' ? (node.attribs.alt ?? '').trim() : '';
      // An icon's alt written as an identifier ("black-diamond", "icon_phone") is decoration, not text.
      if (alt && !/^[a-z0-9]+(?:[-_][a-z0-9]+)+$/.test(alt)) add(` ${alt} `);
      continue;
    }
    // "<a class="list-group-item">Forehead <span>$5.00</span></a>" stacked by the page's stylesheet: a line of its own.
    const block = BLOCK.has(name) || (node.type === 'tag' && BLOCK_CLASS.test(node.attribs.class ?? ''));
    if (block) flush();
    if (name === 'td' || name === 'th') add(' | ');
    else if (!block && node.prev?.type === 'tag') add(between(tail, firstText(node)));
    // "$35<em>45 min</em>": a number set in its own element after a number is a number of its own.
    else if (!block && node.prev?.type === 'text' && /\d$/.test(tail) && /^\d/.test(firstText(node))) add(' ');
    if (block) stack.push(null);
    const children = 'children' in node ? node.children : [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  flush();
  // A cell holding a block ("<td><p>Mon</p></td>") leaves a line of nothing but its separator: no line at all.
  return out.map((l) => l.replace(/^\|\s*/, '').replace(/\s*\|\s*$/, '')).filter(Boolean);
}

/**
 * What separates two inline elements set side by side with no space. Spans where a word meets a
 * number are columns ("<span>Gel X Full Set</span><span>60 min</span><span>$65</span>" reads
 * "Gel X Full Set | 60 min | $65", not "Set60 min$65"); a badge set beside a name by its margin
 * ("<span>Exotic Exam</span><span class="ml-2">Exotics</span>") is a word of its own, and so is
 * a number beside a number.
 */
function between(before: string, after: string): string {
  if ((/[\p{L})]$/u.test(before) && /^[\d$]/.test(after)) || (/\d$/.test(before) && /^\p{L}/u.test(after))) return ' | ';
  // Two numbers side by side ("<span>$15</span><span>15 min</span>") are two numbers, not "$1515".
  if (/\d$/.test(before) && /^[\d$]/.test(after)) return ' ';
  // A clock's "PM" beside the next day's name ("<span>Mon–Fri: 10 AM–6 PM</span><span>Saturday: …</span>").
  // (`before` is the last two characters written.)
  if (/^[AP]M$/.test(before) && /^\p{Lu}\p{Ll}/u.test(after)) return ' ';
  return newWord(before, after) ? ' ' : '';
}

/** A lower-case letter meeting a capital across two elements ("Exotic Exam" + "Exotics", "Photography" + "LLC"): a new word. */
export const newWord = (before: string, after: string) => /\p{Ll}$/u.test(before) && /^\p{Lu}/u.test(after);

/**
 * The first `limit` elements under `root` (not `root` itself) that `test` accepts, in page order,
 * found by one walk that stops there. A selector list such as "h1, h2, h3" merges its matches at a
 * cost that grows with their square on a page of thousands.
 */
export function firstElements(root: AnyNode | undefined, test: (el: Element) => boolean, limit: number): Element[] {
  const out: Element[] = [];
  const stack: AnyNode[] = root && 'children' in root ? [...root.children].reverse() : [];
  while (stack.length && out.length < limit) {
    const n = stack.pop()!;
    if (n.type === 'tag' && test(n as Element)) out.push(n as Element);
    const children = 'children' in n ? n.children : [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return out;
}

/** `compute` answered once per node, however often it is asked (a container judged for each of its thousands of items). */
export function oncePerNode<V>(compute: (node: AnyNode) => V): (node: AnyNode) => V {
  const known = new Map<AnyNode, V>();
  return (node) => {
    if (!known.has(node)) known.set(node, compute(node));
    return known.get(node)!;
  };
}

/** The first text a node holds (its own, or its first descendant's). */
export function firstText(node: AnyNode): string {
  const stack: AnyNode[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'text') {
      const t = (n as unknown as { data: string }).data;
      if (t) return t;
      continue;
    }
    const children = 'children' in n ? n.children : [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return '';
}

/** Deeper than any real page nests (builders' pages stay well under a hundred levels). */
export const MAX_DEPTH = 400;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr', 'keygen', 'command', 'basefont', 'bgsound', 'frame']);
/** Elements a parser closes by itself (a new <li>, <p>, <td>): they do not deepen the page. */
const OPTIONAL_END = new Set(['html', 'head', 'body', 'p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'option', 'optgroup', 'colgroup', 'caption', 'rb', 'rt', 'rp', 'rtc']);
/** Elements whose content is text, not tags. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'iframe', 'noembed', 'noframes', 'plaintext']);
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][\w:-]*)[^>]*>/g;

/**
 * The page with its elements nested at most `max` deep: start tags past that depth (and the end
 * tags that close them) are left out, their text kept. Parsing and reading a page costs time in
 * proportion to its size times its depth, so a page built of tens of thousands of nested spans
 * would take minutes; no real page comes near the limit, and for those this returns `html` as is.
 * Linear: one pass over the tags, an end tag matched against the few innermost open elements.
 */
export function withinDepth(html: string, max = MAX_DEPTH): string {
  const open: string[] = [];
  let foreign = 0;
  let skipped = 0;
  let last = 0;
  let out: string[] | undefined;
  const leave = (m: RegExpExecArray) => {
    (out ??= []).push(html.slice(last, m.index));
    last = m.index + m[0].length;
  };
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const name = m[2]?.toLowerCase();
    if (!name || VOID.has(name) || OPTIONAL_END.has(name)) continue;
    if (!m[1]) {
      if (RAW_TEXT.has(name)) {
        const end = new RegExp(`</${name}\\s*>`, 'ig');
        end.lastIndex = TAG.lastIndex;
        TAG.lastIndex = end.exec(html) ? end.lastIndex : html.length;
        continue;
      }
      // "<path />" inside an <svg> closes itself; "<span/>" in HTML does not.
      if (foreign > 0 && m[0].endsWith('/>')) continue;
      if (open.length >= max) {
        leave(m);
        skipped++;
        continue;
      }
      open.push(name);
      if (name === 'svg' || name === 'math') foreign++;
    } else {
      const at = open.lastIndexOf(name, open.length - 1);
      if (at >= 0 && open.length - at <= 16) {
        for (const closed of open.splice(at)) if (closed === 'svg' || closed === 'math') foreign--;
      } else if (skipped > 0) {
        leave(m);
        skipped--;
      }
    }
  }
  return out ? out.join('') + html.slice(last) : html;
}

/**
 * A price struck through is the price it was, not the price it is ("$89" beside "<del>$120</del>",
 * or "$120" in a class the page's stylesheet strikes through): it is not read. Only a short
 * element holding a figure goes; a struck-through paragraph of prose stays text.
 */
function withoutStruckPrices($: CheerioAPI): void {
  const classes = new Set<string>();
  // The page's own stylesheet, rule by rule (split, not searched: a stylesheet of any size is read once):
  // `.price-original { text-decoration: line-through }`.
  $('style').each((_, el) => {
    for (const rule of $(el).text().split('}')) {
      const open = rule.indexOf('{');
      if (open < 0 || !rule.includes('line-through', open)) continue;
      for (const selector of rule.slice(0, open).split(',')) {
        const last = /\.([\w-]+)\s*$/.exec(selector.trim());
        if (last) classes.add(last[1]!);
      }
    }
  });
  $(`del, s, strike, [style*="line-through"]${classes.size ? ', [class]' : ''}`).each((_, el) => {
    const struck =
      el.name === 'del' || el.name === 's' || el.name === 'strike' || /line-through/.test(el.attribs.style ?? '') ||
      (el.attribs.class ?? '').split(/\s+/).some((c) => classes.has(c));
    if (!struck) return;
    const text = $(el).text().trim();
    if (text.length <= 20 && /\d/.test(text)) $(el).remove();
  });
}

/**
 * A price table's first cell with its name over a caption (`<td><strong>Full Groom</strong><br>
 * <small>Bath, haircut, nails, ears</small></td>`): the row's prices are the name's, and the
 * caption, which says what the service includes, is not read as a service of its own.
 */
function captionsInCells($: CheerioAPI): void {
  $('tr > td:first-child, tr > th:first-child').each((_, cell) => {
    const tags = cell.children.filter((c): c is Element => c.type === 'tag');
    const [name, br, caption] = tags;
    if (tags.length !== 3 || !/^(?:strong|b)$/.test(name!.name) || br!.name !== 'br' || !/^(?:small|em|i|span)$/.test(caption!.name)) return;
    const text = $(caption).text().trim();
    if (!text || /[()]/.test(text) || !$(cell.parent!).text().includes('$')) return;
    $(br!).remove();
    $(caption!).remove();
  });
}

/** A class that says its element holds a price ("list-item-price", "dollar", "menu-price"). */
const PRICE_CLASS = /^(?:[\w-]*price[\w-]*|dollars?|currency|usd)$/i;

/**
 * A price whose "$" the stylesheet draws (`<div class="dollar plus">10</div>`, `.dollar::before {
 * content: "$" }`): a bare amount alone in an element its class calls a price is read with its "$".
 * Not a small count ("3") or a year.
 */
function signedPrices($: CheerioAPI): void {
  $('[class]').each((_, el) => {
    if (!(el.attribs.class ?? '').split(/\s+/).some((c) => PRICE_CLASS.test(c))) return;
    if (el.children.some((c) => c.type === 'tag')) return;
    const text = $(el).text().trim();
    const m = /^(\d{1,4}(?:\.\d{2})?)\+?$/.exec(text);
    if (!m || (Number(m[1]) < 5 && !m[1]!.includes('.')) || Number(m[1]) >= 1900) return;
    // Its sign in an element of its own beside it (`<span class="price-sup">$</span><span class="price-num">75</span>`).
    if (el.parent && $(el.parent).text().includes('$')) return;
    $(el).text(`$${text}`);
  });
}

export function parsePage(url: URL, html: string, isHome: boolean): ParsedPage {
  const $ = load(withinDepth(html));
  // A bilingual page whose script writes each text from its English attribute
  // ('<span data-en="Monday-Friday" data-es="Lunes-Viernes"></span>'): the English is the text.
  $('[data-en]').each((_, el) => {
    const english = el.attribs['data-en']?.trim();
    if (english && el.children.length === 0) $(el).text(english);
  });
  // (Each looked for only where the page could have one: most pages have neither.)
  if (/line-through|<(?:del|s|strike)[\s>]/i.test(html)) withoutStruckPrices($);
  if (/<br[\s/>]/i.test(html) && /<t[dh][\s>]/i.test(html)) captionsInCells($);
  if (/class=["'][^"']*(?:price|dollar|currency|usd)/i.test(html)) signedPrices($);
  const lines = visibleLines($);
  // An app shell whose text is all in its <noscript> fallback: a reader without JavaScript (as
  // this one is) is shown that fallback, so it is the page. A notice or a tracking pixel is not.
  if (lines.join(' ').length < 300) {
    let opened = false;
    $('noscript').each((_, el) => {
      const inner = $(el).text();
      if (inner.length > 200 && /<[a-z]/i.test(inner)) {
        $(el).replaceWith(inner);
        opened = true;
      }
    });
    if (opened) return { url, isHome, $, lines: visibleLines($) };
  }
  return { url, isHome, $, lines };
}
