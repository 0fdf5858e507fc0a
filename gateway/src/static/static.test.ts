import { afterAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { makeAsset } from './assets';
import { testApp } from '../test-support';

const html = Buffer.from('<!doctype html><html><body><div id="root"></div>' + ' '.repeat(2000) + '</body></html>');
const js = Buffer.from('console.log("hello");'.repeat(200));
const assets = new Map([
  ['/index.html', makeAsset(html, 'index.html', false)],
  ['/main.0123456789.js', makeAsset(js, 'main.0123456789.js', false)],
  ['/remotes/creator/remoteEntry.js', makeAsset(js, 'remoteEntry.js', true)],
]);
const { app, redis } = testApp({ assets, env: { SALES_REPS: 'jordan' } });
afterAll(() => redis.disconnect());

describe('static serving', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const res = await app.request('/main.0123456789.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('revalidates HTML and remote entries, with 304 on a matching ETag', async () => {
    const res = await app.request('/remotes/creator/remoteEntry.js');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const etag = res.headers.get('etag')!;
    const again = await app.request('/remotes/creator/remoteEntry.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await app.request('/main.0123456789.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const gz = await app.request('/main.0123456789.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(js)).toBe(true);
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers page routes with the shell and unknown paths with the shell and 404', async () => {
    for (const path of ['/', '/plumbing', '/demo/agent/agent_abc', '/jordan']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const missing = await app.request('/definitely-not-a-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
  });

  it('answers a missing file with 404 JSON rather than the shell', async () => {
    const res = await app.request('/missing.1234567890.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });

  it('never serves the shell for API paths', async () => {
    const res = await app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
  });
});
