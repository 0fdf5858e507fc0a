import { afterAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { makeAsset } from './assets';
import { testApp } from '../../../tests/kit/app';

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

describe('byte ranges (media seeking)', () => {
  const audio = Buffer.from(Array.from({ length: 4000 }, (_, i) => i % 251));
  const site = { assets: new Map([['/a/call.0123456789.mp3', makeAsset(audio, 'call.0123456789.mp3', true)]]), salesReps: [], apiPrefixes: [] };
  const { app: rangeApp, redis: r2 } = testApp({ assets: site.assets });
  afterAll(() => r2.disconnect());

  it('answers one range with 206 and the exact bytes', async () => {
    const res = await rangeApp.request('/a/call.0123456789.mp3', { headers: { range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 100-199/4000');
    expect(res.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await res.arrayBuffer()).equals(audio.subarray(100, 200))).toBe(true);
  });

  it('handles open-ended and suffix ranges and advertises range support', async () => {
    const open = await rangeApp.request('/a/call.0123456789.mp3', { headers: { range: 'bytes=3990-' } });
    expect(open.headers.get('content-range')).toBe('bytes 3990-3999/4000');
    const tail = await rangeApp.request('/a/call.0123456789.mp3', { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(audio.subarray(3990))).toBe(true);
    const whole = await rangeApp.request('/a/call.0123456789.mp3');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
  });

  it('answers 416 outside the file and sends the whole file for a malformed or stale range', async () => {
    const out = await rangeApp.request('/a/call.0123456789.mp3', { headers: { range: 'bytes=5000-6000' } });
    expect(out.status).toBe(416);
    expect(out.headers.get('content-range')).toBe('bytes */4000');
    for (const headers of [{ range: 'bytes=1-2,5-6' }, { range: 'items=1-2' }, { range: 'bytes=1-2', 'if-range': '"old"' }] as Array<Record<string, string>>) {
      const res = await rangeApp.request('/a/call.0123456789.mp3', { headers });
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBe(4000);
    }
  });

  it('sends compressed text whole', async () => {
    const res = await app.request('/main.0123456789.js', { headers: { range: 'bytes=0-9' } });
    expect(res.status).toBe(200);
  });
});
