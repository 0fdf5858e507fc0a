import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeIpEnv, postJson, testApp } from '../../tests/kit/app';

const { app, redis } = testApp();
afterAll(() => redis.disconnect());
const ip = () => fakeIpEnv(`10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);

describe('backend functions', () => {
  it('answers 404 JSON for an unknown function', async () => {
    const res = await app.request('/functions/v1/no-such-thing', postJson({}), ip());
    expect(res.status).toBe(404);
    expect(await res.json()).toStrictEqual({ success: false, error: 'Unknown function: no-such-thing' });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await app.request('/functions/v1/log-agent-creator-step', postJson('{"step": 1,'), ip());
    expect(res.status).toBe(400);
    expect(await res.json()).toStrictEqual({ success: false, error: 'Malformed JSON body.' });
  });

  it('answers 400 naming the field that is wrong', async () => {
    const res = await app.request('/functions/v1/log-agent-creator-step', postJson({ step: 'one' }), ip());
    expect(res.status).toBe(400);
    const body = (await res.json()) as { success: boolean; error: string };
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/^Invalid request: step: /);
  });

  it('answers 413 for a body over the limit and stores nothing', async () => {
    const before = await redis.xlen('bl:log:creator-steps');
    const huge = { step: 1, stepData: { blob: 'x'.repeat(70 * 1024) } };
    const res = await app.request('/functions/v1/log-agent-creator-step', postJson(huge), ip());
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toMatch(/too large/);
    expect(await redis.xlen('bl:log:creator-steps')).toBe(before);
  });

  it('refuses an oversized body sent without a content-length', async () => {
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 20; i++) c.enqueue(new TextEncoder().encode('y'.repeat(8 * 1024)));
        c.close();
      },
    });
    const res = await app.request(
      '/functions/v1/log-not-found',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit,
      ip(),
    );
    expect(res.status).toBe(413);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await app.request('/functions/v1/log-not-found', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=b' }, ip());
    expect(res.status).toBe(415);
  });

  it('answers 405 for GET on a function', async () => {
    const res = await app.request('/functions/v1/log-not-found', {}, ip());
    expect(res.status).toBe(405);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });

  it('records a creator step in the bounded stream', async () => {
    const marker = randomUUID();
    const res = await app.request('/functions/v1/log-agent-creator-step', postJson({ step: 2, agentId: 'unknown', userEmail: 'a@b.co', stepData: { marker }, origin: 'WebForm' }), ip());
    expect(res.status).toBe(200);
    expect(await res.json()).toStrictEqual({ success: true });
    const rows = await redis.xrevrange('bl:log:creator-steps', '+', '-', 'COUNT', 20);
    expect(rows.some(([, f]) => f.join(' ').includes(marker))).toBe(true);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once an IP passes the limit', async () => {
    const { app: limited, redis: r } = testApp({ env: { RATE_LIMIT_FUNCTIONS: '3', RATE_LIMIT_WINDOW_S: '60' } });
    const env = fakeIpEnv(`203.0.113.${Math.floor(Math.random() * 250)}`);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await limited.request('/functions/v1/log-not-found', postJson({ path: '/x' }), env)).status);
    expect(statuses).toStrictEqual([200, 200, 200, 429, 429]);
    const res = await limited.request('/functions/v1/log-not-found', postJson({ path: '/x' }), env);
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(((await res.json()) as { error: string }).error).toMatch(/Too many requests/);
    // another IP is not affected
    expect((await limited.request('/functions/v1/log-not-found', postJson({ path: '/x' }), fakeIpEnv('198.51.100.7'))).status).toBe(200);
    r.disconnect();
  });
});

describe('headers', () => {
  it('sets security headers on every response', async () => {
    const res = await app.request('/healthz');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS behind a trusted https proxy', async () => {
    const { app: proxied, redis: r } = testApp({ env: { TRUST_PROXY: 'true' } });
    const res = await proxied.request('/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    r.disconnect();
  });

  it('serves /remotes.json from configuration', async () => {
    const { app: a, redis: r } = testApp({ env: { REMOTE_CREATOR_URL: 'https://cdn.example.com/creator/mf-manifest.json', SALES_REPS: 'Sam, Pat' } });
    const res = await a.request('/remotes.json');
    const doc = (await res.json()) as { remotes: Record<string, string>; salesReps: string[] };
    expect(doc.remotes.creator).toBe('https://cdn.example.com/creator/mf-manifest.json');
    expect(doc.remotes.marketing).toBe('/remotes/marketing/mf-manifest.json');
    expect(doc.salesReps).toStrictEqual(['sam', 'pat']);
    expect(res.headers.get('content-security-policy')).toContain('https://cdn.example.com');
    r.disconnect();
  });
});
