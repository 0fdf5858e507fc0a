import { decodeLink } from './text';
const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;
export const EMAIL_IN_TEXT = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

/** Lower-cased address, or undefined for junk and image-file lookalikes ("logo@2x.png"). */
export function cleanEmail(raw: string): string | undefined {
  const e = decodeLink(raw.replace(/^mailto:/i, '').split('?')[0] ?? '').trim().toLowerCase();
  if (!EMAIL.test(e) || e.length > 254) return undefined;
  if (/\.(png|jpe?g|gif|webp|svg)$/.test(e)) return undefined;
  if (/@(example|sentry|wixpress|domain)\./.test(e) || e.startsWith('your')) return undefined;
  return e;
}
