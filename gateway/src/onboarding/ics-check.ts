import { ExtractionError } from '../extraction/errors';
import type { Resolver } from '../extraction/crawl';
import { getCalendar } from './ics-fetch';

export interface IcsCheckOptions {
  resolve: Resolver;
  /** Test only (EXTRACTION_ALLOW_PRIVATE_HOSTS): loopback fixture servers. */
  allowPrivate: boolean;
  userAgent: string;
  timeoutMs?: number;
  maxBytes?: number;
}

export type IcsCheck = { ok: true; events: number; url: string } | { ok: false; error: string };

export const ICS_MESSAGES = {
  notCalendar: 'That address does not return a calendar (ICS). Copy the secret address in iCal format (Google) or the ICS link from Publish calendar (Outlook).',
  unreachable: 'We could not fetch that calendar address. Please check it and try again.',
  blocked: 'That calendar address cannot be used. Please paste the secret address your calendar provider gives you.',
} as const;

/**
 * Fetches the owner's calendar address once through the guarded GET (getCalendar: every hop's
 * address is checked and the socket pinned to it, no SSRF into our network) and checks that
 * it is an iCalendar document.
 */
export async function checkIcsAddress(url: string, { resolve, allowPrivate, userAgent, timeoutMs, maxBytes }: IcsCheckOptions): Promise<IcsCheck> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { ok: false, error: ICS_MESSAGES.notCalendar };
  }
  try {
    const res = await getCalendar(u, { resolve, allowPrivate, userAgent, timeoutMs, maxBytes });
    if (res.status < 200 || res.status >= 300) return { ok: false, error: ICS_MESSAGES.unreachable };
    const text = res.body.toString('utf8').replace(/^\uFEFF/, '').trimStart();
    if (!/^BEGIN:VCALENDAR\r?\n/i.test(text) || !/END:VCALENDAR\s*$/i.test(text)) return { ok: false, error: ICS_MESSAGES.notCalendar };
    const events = (text.match(/^BEGIN:VEVENT\r?$/gim) ?? []).length;
    return { ok: true, events, url: u.href };
  } catch (err) {
    if (err instanceof ExtractionError) return { ok: false, error: err.code === 'blocked-address' ? ICS_MESSAGES.blocked : ICS_MESSAGES.unreachable };
    throw err;
  }
}
