import type { Context } from 'hono';

/**
 * How many reverse proxies in front of the gateway append to X-Forwarded-For (TRUST_PROXY):
 * `false`/0 none, `true` one, a number that many.
 */
export type TrustProxy = boolean | number;

export const proxyHops = (t: TrustProxy | undefined): number => (t === true ? 1 : typeof t === 'number' && t > 0 ? Math.floor(t) : 0);

/**
 * The client address X-Forwarded-For names behind `hops` trusted proxies: each proxy appends the
 * address it received the request from, so only the last `hops` entries were written by us; the
 * entries to their left are the client's own to invent. With one proxy, `spoofed, 203.0.113.7`
 * gives 203.0.113.7. Undefined when the header is missing or shorter than the chain.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  const entries = header.split(',').map((s) => s.trim()).filter(Boolean);
  if (entries.length < hops) return undefined;
  const ip = entries[entries.length - hops]!;
  return ip.length <= 64 ? ip : undefined;
}

/** The caller's IP: the socket address, or the address the trusted proxies saw (TRUST_PROXY hops from the right). */
export function clientIp(c: Context, trustProxy: TrustProxy): string {
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
  return forwardedClient(c.req.header('x-forwarded-for'), proxyHops(trustProxy)) ?? socket;
}

/** True when the request came over https (directly or via a trusted proxy). */
export function isHttps(c: Context, trustProxy: TrustProxy): boolean {
  if (proxyHops(trustProxy) > 0 && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}
