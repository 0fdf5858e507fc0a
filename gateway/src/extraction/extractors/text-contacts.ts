import type { ParsedPage } from '../page';
import { collector, type AnyCandidate } from '../candidates';
import { findAddresses, findCityOnly, findCityStateWords, findStateOnly, findTownsAlone } from '../normalize/address';
import { cleanEmail, EMAIL_IN_TEXT, webCredit } from '../normalize/email';
import { PHONE_IN_TEXT, phoneDigits, SECONDARY } from '../normalize/phone';

const PHONE_LABEL = /\b(call|phone|tel|telephone|text|office|main|ph)\b|📞|☎/i;
const NOT_OURS = /\b(fax|licen[cs]e|lic\.?|permit|tax id|ein)\b/i;
/** A quoted review: a line of some length in quotation marks ("“Jacky rewired our unit…”"). */
const QUOTED = (line: string) => line.length >= 40 && (/^\W{0,3}["“”]/.test(line) || /["“”]\W{0,3}$/.test(line));

/** Phone numbers, emails and postal addresses written in the page's text (alt text included). */
export function extractTextContacts(page: ParsedPage): AnyCandidate[] {
  const c = collector(page.url, 'text');
  page.lines.forEach((line, i) => {
    for (const m of line.matchAll(PHONE_IN_TEXT)) {
      const before = line.slice(Math.max(0, m.index! - 40), m.index!);
      if (NOT_OURS.test(before)) continue;
      const digits = phoneDigits(m[0]);
      if (!digits) continue;
      c.add('phone', digits, SECONDARY.test(before) ? 0.4 : PHONE_LABEL.test(before) || PHONE_LABEL.test(line.slice(0, 30)) ? 0.7 : 0.55);
    }
    for (const m of line.matchAll(EMAIL_IN_TEXT)) {
      const email = cleanEmail(m[0]);
      // The words before it on its line, or on the line above when the address starts its own.
      // (Only the words just before count: a long line is not copied for each address on it.)
      const before = `${m.index! < 10 ? (page.lines[i - 1] ?? '').slice(-160) : ''} ${line.slice(Math.max(0, m.index! - 160), m.index!)}`;
      if (email && !webCredit(before)) c.add('email', email, 0.65);
    }
  });
  const text = page.lines.join('\n');
  for (const address of findAddresses(text)) c.add('address', address, 0.75);
  // The description and the title shared to social sites, found in one pass over the page.
  const metas = page.$('meta[name="description"], meta[property="og:title"]').toArray();
  const meta = (test: (m: { name?: string; property?: string }) => boolean) => metas.find((m) => test(m.attribs))?.attribs.content ?? '';
  const head = `${page.$('title').first().text()}\n${meta((m) => m.name === 'description')}`;
  // City/state without a street: weaker, and dropped when a full address is known (extract.ts).
  // A town signed under a quoted review is the reviewer's, not the business's; its state, like a
  // state the site serves, is a last resort checked against the phone's area code.
  // (Its own short line with no ZIP, at most three lines under the quote: "Bo, property owner" / "Berkeley, CA".)
  const signed = (line: string, i: number) => line.length <= 40 && !/\d/.test(line) && page.lines.slice(Math.max(0, i - 3), i).some(QUOTED);
  const unsigned = page.lines.map((line, i) => (signed(line, i) ? '' : line)).join('\n');
  for (const { served, ...place } of [...findCityOnly(unsigned), ...findCityOnly(head, { visible: false })]) c.add('address', place, served ? 0.7 : 0.72, served ? 'served' : 'city');
  const reviewers = page.lines.filter(signed).join('\n');
  for (const { state } of reviewers ? findCityOnly(reviewers) : []) c.add('address', { street: '', city: '', state, zip: '' }, 0.6, 'region');
  // A state alone: used only when no town is known, and only if the phone's area code agrees (extract.ts).
  for (const state of findStateOnly(`${text}\n${head}`)) c.add('address', { street: '', city: '', state, zip: '' }, 0.6, 'region');
  for (const place of findCityStateWords(`${text}\n${head}`)) c.add('address', place, 0.7, 'served');
  // A town named with no state ("Serving the Greater Nashville Area"): the last resort, checked
  // against the phone's area code (extract.ts). The title shared to social sites counts as a title.
  for (const town of findTownsAlone(`${text}\n${head}\n${meta((m) => m.property === 'og:title')}`)) c.add('address', { street: '', zip: '', ...town }, 0.5, 'town');
  return c.out;
}
