import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { forwardedClient, proxyHops } from './client-ip';

describe('client IP behind trusted proxies', () => {
  it('reads the entry the outermost trusted proxy wrote, counting hops from the right', () => {
    expect(forwardedClient('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedClient('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
    expect(forwardedClient('203.0.113.7', 2)).toBeUndefined();
    expect(forwardedClient('6.6.6.6, 203.0.113.7', 0)).toBeUndefined();
  });
  it('a client-written first entry never becomes the rate-limit key', () => {
    const ips = new Set(Array.from({ length: 150 }, (_, i) => forwardedClient(`10.9.${i}.1, 198.51.100.4`, 1)));
    expect([...ips]).toEqual(['198.51.100.4']);
  });
  it('TRUST_PROXY takes true, false or a hop count', () => {
    expect(proxyHops(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY)).toBe(1);
    expect(proxyHops(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY)).toBe(2);
    expect(proxyHops(loadConfig({}).TRUST_PROXY)).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});

describe('sandbox and production modes', () => {
  it('is sandbox without providers, production as soon as one is configured', () => {
    expect(loadConfig({}).sandbox).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://h:25', PUBLIC_URL: 'https://b.example' }).sandbox).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://h:25', PUBLIC_URL: 'https://b.example', SANDBOX: 'true' }).sandbox).toBe(true);
  });
  it('production requires PUBLIC_URL', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/PUBLIC_URL: required in production/);
    expect(() => loadConfig({ SANDBOX: 'false' })).toThrow(/PUBLIC_URL/);
  });
});
