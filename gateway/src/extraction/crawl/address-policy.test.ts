import { describe, expect, it } from 'vitest';
import { ExtractionError } from '../errors';
import { isBlockedAddress, resolveSafely } from './address-policy';
import { tableResolver } from '../../../../tests/kit/crawl-server';

describe('isBlockedAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'RFC 1918'],
    ['172.16.0.9', 'RFC 1918'],
    ['192.168.1.1', 'RFC 1918'],
    ['169.254.169.254', 'link-local metadata'],
    ['100.64.0.1', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['::1', 'IPv6 loopback'],
    ['fd00:ec2::254', 'IPv6 unique local'],
    ['fe80::1', 'IPv6 link-local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['not-an-ip', 'garbage'],
  ])('blocks %s (%s)', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows public %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('resolveSafely', () => {
  const policy = (table: Record<string, string>) => ({ resolve: tableResolver(table), allowPrivate: false });
  const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => (e instanceof ExtractionError ? e.code : String(e)));

  it('refuses a name resolving to a private address', async () => {
    expect(await code(resolveSafely(new URL('http://shop.example/'), policy({ 'shop.example': '10.0.0.7' })))).toBe('blocked-address');
  });

  it('refuses when any one of several resolved addresses is private', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '127.0.0.1', family: 4 as const },
    ];
    expect(await code(resolveSafely(new URL('https://shop.example/'), { resolve, allowPrivate: false }))).toBe('blocked-address');
  });

  it('refuses an IP literal without asking DNS', async () => {
    expect(await code(resolveSafely(new URL('http://[::1]/'), policy({})))).toBe('blocked-address');
  });

  it('refuses a non-standard port', async () => {
    expect(await code(resolveSafely(new URL('http://shop.example:8080/'), policy({ 'shop.example': '93.184.216.34' })))).toBe(
      'blocked-address',
    );
  });

  it('answers the checked public address to connect to', async () => {
    expect(await resolveSafely(new URL('https://shop.example/'), policy({ 'shop.example': '93.184.216.34' }))).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
  });

  it('allows loopback on any port only with the test setting on', async () => {
    const r = await resolveSafely(new URL('http://fixture.test:4321/'), { resolve: tableResolver({ 'fixture.test': '127.0.0.1' }), allowPrivate: true });
    expect(r.address).toBe('127.0.0.1');
  });

  it('reports a name that does not resolve as unreachable', async () => {
    expect(await code(resolveSafely(new URL('https://nowhere.example/'), policy({})))).toBe('unreachable');
  });
});
