import { firstElements, type ParsedPage } from '../page';
import { collector, type AnyCandidate } from '../candidates';
import { cleanText } from '../normalize/text';

/** Lines that say whether customers come to the business or the business comes to them. */
const WHERE_WORK = /we come to you|(?:fully|100%|completely|equipped and|we are|we're) mobile\b|come to your|(at|in) your (home|door|place|business|property)|service calls?|on[- ]site|mobile service|service area|serving .{3,60} and surrounding|surrounding (areas|communities)|visit (us|our)|walk-ins|(come|drop|stop) (in|by|off)? ?(to|at|by)? our|located (at|in)|our (shop|salon|studio|clinic|office) (is|at)/i;
const RADIUS = /(?:within|up to|radius of|service area of)\s+(?:a\s+)?(\d{1,3})[\s-]*(?:miles?|mi)\b|(\d{1,3})[\s-]*mile (?:radius|service area)/i;

/** What the site says it is (title, headings, description), and any stated service radius. */
export function extractKindText(page: ParsedPage): AnyCandidate[] {
  const c = collector(page.url, 'kind-text');
  const { $ } = page;
  // (Arrays, not cheerio's .map: it copies its result once per element, slow on thousands of pictures.)
  const logoAlt = $('img')
    .toArray()
    .filter((el) => /logo/i.test(`${el.attribs.src} ${el.attribs.class}`))
    .slice(0, 4)
    .map((el) => el.attribs.alt ?? '')
    .join(' ');
  const parts = [$('title').text(), $('meta[name="description"]').attr('content') ?? '', $(firstElements($.root()[0], (el) => el.name === 'h1' || el.name === 'h2', 8)).text(), logoAlt];
  const text = cleanText(parts.join(' '), 2000);
  if (text) c.add('kind', text, page.isHome ? 0.6 : 0.4);
  for (const line of page.lines) {
    const m = RADIUS.exec(line);
    if (m) {
      c.add('serviceArea', Number(m[1] ?? m[2]), 0.6);
      break;
    }
  }
  for (const line of page.lines) {
    // A long paragraph: only its sentence that says it ("Fully equipped and mobile.").
    const said = line.length < 300 ? [line] : line.split(/(?<=[.!?])\s+/).filter((s) => s.length < 300);
    for (const sentence of said) if (WHERE_WORK.test(sentence)) c.add('kind', sentence, 0.4);
  }
  return c.out;
}
