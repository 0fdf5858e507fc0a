import type { Cheerio } from 'cheerio';
import type { Element } from 'domhandler';
import { firstElements, oncePerNode, type ParsedPage } from '../page';
import { collector, type AnyCandidate } from '../candidates';
import { cleanEmail, webCredit } from '../normalize/email';
import { phoneDigits, SECONDARY } from '../normalize/phone';
import { decodeLink } from '../normalize/text';

const FAX = /fax/i;
const DEVELOPER_SITE = /^https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|codepen\.io|dribbble\.com|behance\.net)\//i;

/** `tel:`, `sms:` and `mailto:` links: what a site makes clickable is what it wants called. */
export function extractContactLinks(page: ParsedPage): AnyCandidate[] {
  const c = collector(page.url, 'contact-links');
  const { $ } = page;
  // Each parent's text read once, however many links it holds.
  const textOf = oncePerNode((p) => $(p).text());
  const parentText = (el: Cheerio<Element>): string => {
    const p = el.parent()[0];
    return p ? textOf(p) : '';
  };
  // Whether an element holds a developer's own links (GitHub, Dribbble), each element judged once.
  const developerLinks = oncePerNode((p) => firstElements(p, (a) => a.name === 'a' && DEVELOPER_SITE.test(a.attribs.href ?? ''), 1).length > 0);
  $('a[href^="tel:"], a[href^="TEL:"], a[href^="callto:"]').each((_, raw) => {
    const el = $(raw);
    const context = `${el.text()} ${el.attr('title') ?? ''} ${el.attr('aria-label') ?? ''} ${parentText(el).slice(0, 80)}`;
    if (FAX.test(context)) return;
    const digits = phoneDigits(decodeLink(el.attr('href') ?? '').replace(/^(tel|callto):/i, '').split(/[;,]/)[0] ?? '');
    // A link that shows one number and dials another (a copied template): both, marked, for the
    // choice to weigh (extract.ts pickPhone).
    const shown = phoneDigits(el.text().trim());
    if (shown && digits && shown !== digits) {
      c.add('phone', shown, 0.85, 'tel-shown');
      c.add('phone', digits, 0.85, 'tel-dialed');
    } else if (digits) {
      // "Secondary Phone: <a href=tel:…>": the other number, not the main line.
      const p = raw.parent;
      const shownText = el.text().trim();
      const label = p && shownText ? (textOf(p).split(shownText)[0] ?? '') : '';
      c.add('phone', digits, SECONDARY.test(label.slice(-40)) ? 0.6 : 0.85, 'tel');
    }
  });
  // "Text me" (`sms:`): the number a one-person business answers, said less firmly than a call link.
  $('a[href^="sms:" i]').each((_, raw) => {
    const el = $(raw);
    const digits = phoneDigits(decodeLink(el.attr('href') ?? '').replace(/^sms:(?:\/\/)?/i, '').split(/[;,?&]/)[0] ?? '');
    if (digits && !FAX.test(`${el.text()} ${parentText(el).slice(0, 80)}`)) c.add('phone', digits, 0.7, 'sms');
  });
  $('a[href^="mailto:"], a[href^="MAILTO:"]').each((_, raw) => {
    const el = $(raw);
    // "Questions about the website? Contact <a>…</a>": the designer's address.
    // (A sentence's worth of text: a block of thousands of links is no sentence.)
    const parent = parentText(el).slice(0, 2000);
    const at = parent.indexOf(el.text());
    if (at > 0 && webCredit(parent.slice(0, at))) return;
    // A developer's own links in the footer (GitHub, Dribbble beside a mail icon): the developer's address.
    if (el.parents().slice(0, 3).toArray().some(developerLinks)) return;
    const email = cleanEmail(el.attr('href') ?? '');
    // A link that shows one address and mails another (a copied template): what people read wins.
    const shown = cleanEmail(el.text().trim());
    if (shown && email && shown !== email) c.add('email', shown, 0.85, 'mailto-text');
    else if (email) c.add('email', email, 0.85, 'mailto');
  });
  return c.out;
}
