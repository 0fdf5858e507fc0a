import { ExtractionError } from '../extraction/errors';
import type { AddressPolicy } from '../extraction/crawl/address-policy';
import { getFollowing } from '../extraction/crawl/fetch-page';

export interface GuardedIcsFetchOptions extends AddressPolicy {
  userAgent: string;
  maxBytes?: number;
  /** Upper bound on one fetch, redirects included (the caller's abort signal may end it sooner). */
  timeoutMs?: number;
}

/**
 * One guarded GET of an owner's calendar address through the crawler (http/https on standard
 * ports only, every redirect hop's resolved address checked and the socket pinned to it, body
 * capped). Throws the crawler's ExtractionError. Used to check an address when it is saved and
 * to read it during calls.
 */
export function getCalendar(url: URL, { userAgent, maxBytes = 5 * 1024 * 1024, timeoutMs = 10_000, ...policy }: GuardedIcsFetchOptions) {
  return getFollowing(url, { ...policy, userAgent, maxBytes, deadline: Date.now() + timeoutMs, accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1' });
}

/** A failed guarded calendar fetch. The message carries only the reason code, never the address. */
export class IcsFetchError extends Error {
  override name = 'IcsFetchError';
  constructor(readonly code: string) {
    super(`calendar fetch failed: ${code}`);
  }
}

/**
 * A `fetch` for owners' calendar addresses (createIcsBusySource's `fetch`) over getCalendar,
 * the same guarded GET save-calendar-ics checks addresses with. The saved
 * address was checked when the owner entered it; checking again on every read keeps a later
 * DNS change from pointing it into our network.
 */
export function guardedIcsFetch(options: GuardedIcsFetchOptions): typeof globalThis.fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const signal = init?.signal;
    if (signal?.aborted) throw new IcsFetchError('aborted');
    const work = getCalendar(url, options).catch((err: unknown) => {
        throw new IcsFetchError(err instanceof ExtractionError ? err.code : 'unreachable');
      });
    const res = signal
      ? await Promise.race([work, new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new IcsFetchError('timeout')), { once: true }))])
      : await work;
    const status = res.status >= 200 && res.status <= 599 ? res.status : 502;
    return new Response(status === 204 || status === 304 ? null : new Uint8Array(res.body), { status, headers: { 'content-type': 'text/calendar' } });
  }) as typeof globalThis.fetch;
}
