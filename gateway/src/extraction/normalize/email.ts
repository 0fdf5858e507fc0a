import { decodeLink } from './text';
const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;
/** An address in running text; a match starts only where a word does (a run of thousands of letters is read once, not from each letter). */
export const EMAIL_IN_TEXT = /(?<![a-z0-9._%+-])[a-z0-9._%+-]{1,64}@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

/** Lower-cased address, or undefined for junk and image-file lookalikes ("logo@2x.png"). */
export function cleanEmail(raw: string): string | undefined {
  const e = decodeLink(raw.replace(/^mailto:/i, '').split('?')[0] ?? '').trim().toLowerCase();
  if (!EMAIL.test(e) || e.length > 254) return undefined;
  if (/\.(png|jpe?g|gif|webp|svg)$/.test(e)) return undefined;
  // A form's example ("youremail@…", "your.name@…"), not a mailbox that starts with "your" ("yourlocksmith4@gmail.com").
  if (/@(example|sentry|wixpress|domain|your[a-z-]*)\./.test(e) || /^your(?:[._-]?(?:name|e-?mail|mail|address|company|business|domain|site))?@/.test(e)) return undefined;
  // A mailing list's or a robot's address ("announce+subscribe@…", "noreply@…"): nobody answers it.
  if (/^[^@]*(?:\b|[+._-])(?:un)?subscribe\b|^(?:no-?reply|do-?not-?reply|mailer-daemon|bounces?)[@+._-]/.test(e)) return undefined;
  return e;
}

/**
 * Words before an address that make it the web designer's, not the business's: "Website by
 * Pixel Co – pixel@…", "Webmaster: …", "questions about the website please contact …".
 */
const WEB_CREDIT = /\b(?:(?:visual|graphic|web|ux|ui|front[- ]?end|software)\s+(?:designer|developer|engineer)|portfolio|webmaster|(?:web\s*|website\s+|site\s+)(?:design|develop)\w*|(?:web)?site\s+(?:by|designed|developed|built|created|made|maintained|hosted)|(?:designed|developed|built|created|maintained|hosted)\s+by|(?:about|with|regarding|on)\s+(?:the|this)\s+(?:web)?site)\b/i;

export function webCredit(before: string): boolean {
  return WEB_CREDIT.test(before.slice(-160));
}
