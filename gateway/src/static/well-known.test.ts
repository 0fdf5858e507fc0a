import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/kit/app';

const { app, redis } = testApp();
afterAll(() => redis.disconnect());

describe('well-known files', () => {
  it('serves /favicon.ico as the Bookline mark', async () => {
    const res = await app.request('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg [^>]+>.*#0b5fff/);
  });
  it('serves /robots.txt keeping crawlers out of the API and per-agent pages', async () => {
    const res = await app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/functions\/$/m);
    expect(text).toMatch(/^Disallow: \/demo\/agent\/$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});
