import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ExtractionError } from '../errors';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Name → addresses. Injected in tests so "public.test" can resolve to 10.0.0.5 or ::1. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const all = await dnsLookup(hostname, { all: true, verbatim: true });
  return all.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/**
 * True unless the address is ordinary public unicast. Blocks loopback, RFC 1918, link-local
 * (169.254.169.254 metadata), CGNAT 100.64/10, unspecified, multicast, reserved, IPv6 ULA
 * (fd00:ec2::254), and IPv4-mapped/translated IPv6 forms (::ffff:127.0.0.1, 64:ff9b::…,
 * 6to4, Teredo) whose embedded IPv4 could be private.
 */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return true;
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  return parsed.range() !== 'unicast';
}

export interface AddressPolicy {
  resolve: Resolver;
  /** Test-only: allow loopback/private addresses and any port. */
  allowPrivate: boolean;
  /** Test-only: any port, while addresses are still checked. */
  allowAnyPort?: boolean;
  /** Which resolved addresses are refused; tests may treat their loopback server as "public". */
  isBlocked?: (address: string) => boolean;
}

/** Only http/https on their standard ports (any port when private addresses are allowed). */
export function checkScheme(url: URL, allowPrivate: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ExtractionError('blocked-address', url.protocol);
  if (!allowPrivate && url.port !== '') throw new ExtractionError('blocked-address', `port ${url.port}`);
}

/**
 * Resolves the URL's host and checks EVERY address it resolves to. Returns the one to
 * connect to, so the connection goes where the check looked (no DNS rebinding window).
 */
export async function resolveSafely(
  url: URL,
  { resolve, allowPrivate, allowAnyPort = false, isBlocked = isBlockedAddress }: AddressPolicy,
): Promise<ResolvedAddress> {
  checkScheme(url, allowPrivate || allowAnyPort);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  const literal = isIP(host);
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch (err) {
      throw new ExtractionError('unreachable', `dns: ${(err as Error).message}`);
    }
  }
  const first = addresses[0];
  if (!first) throw new ExtractionError('unreachable', 'dns: no addresses');
  if (!allowPrivate) {
    const bad = addresses.find((a) => isBlocked(a.address));
    if (bad) throw new ExtractionError('blocked-address', `${host} → ${bad.address}`);
  }
  return first;
}
