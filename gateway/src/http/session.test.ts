import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from '../store';
import { testApp, testConfig } from '../../../tests/kit/app';

const cookieOf = (res: Response) => /bl_sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

describe('sessions', () => {
  const { app, redis } = testApp();
  afterAll(() => redis.disconnect());

  /** A request that stores something in the session (the sign-in attempt's nonce). */
  const storing = (headers: Record<string, string> = {}, a = app) =>
    a.request('/api/auth/sign-in', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email: `s${Math.random().toString(36).slice(2)}@example.com` }) }, { incoming: { socket: { remoteAddress: `10.63.0.${Math.floor(Math.random() * 250)}` } } });

  it('issues an httpOnly, SameSite=Lax cookie and keeps the session in Redis', async () => {
    const res = await storing();
    const sc = res.headers.get('set-cookie') ?? '';
    expect(sc).toMatch(/HttpOnly/);
    expect(sc).toMatch(/SameSite=Lax/);
    expect(sc).not.toMatch(/Secure/);
    const id = cookieOf(res)!;
    expect(await redis.ttl(`bl:sess:${id}`)).toBeGreaterThan(60 * 60 * 24 * 13);
  });

  it('marks the cookie Secure behind https', async () => {
    const { app: a, redis: r } = testApp({ env: { TRUST_PROXY: 'true' } });
    const res = await storing({ 'x-forwarded-proto': 'https' }, a);
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
    r.disconnect();
  });

  it('slides the TTL on each request', async () => {
    const first = await storing();
    const id = cookieOf(first)!;
    await redis.expire(`bl:sess:${id}`, 100);
    await app.request('/api/session', { headers: { cookie: `bl_sid=${id}` } });
    expect(await redis.ttl(`bl:sess:${id}`)).toBeGreaterThan(1000);
  });

  it('survives a gateway restart because it lives in Redis', async () => {
    const first = await storing();
    void (await app.request('/api/session', { headers: { cookie: `bl_sid=${cookieOf(first)}` } }));
    const id = cookieOf(first)!;
    const body1 = await (await app.request('/api/session', { headers: { cookie: `bl_sid=${id}` } })).json();
    // A new gateway: new app, new Redis connection, same Redis server.
    const r2 = createRedis(testConfig().REDIS_URL);
    const { app: restarted } = testApp({ redis: r2 });
    const again = await restarted.request('/api/session', { headers: { cookie: `bl_sid=${id}` } });
    expect(again.headers.get('x-session-new')).toBeNull();
    expect(cookieOf(again)).toBe(id);
    expect(await again.json()).toStrictEqual(body1);
    r2.disconnect();
  });

  it('ignores a forged or unknown session id and starts a new session when something is stored', async () => {
    const res = await storing({ cookie: 'bl_sid=../../etc/passwd' });
    expect(res.headers.get('x-session-new')).toBe('1');
    expect(cookieOf(res)).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('creates no session for requests that store nothing (issue 15 item 8)', async () => {
    const before = (await redis.keys('bl:sess:*')).length;
    for (const path of ['/api/session', '/api/auth/me']) {
      const res = await app.request(path);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const fn = await app.request('/functions/v1/log-not-found', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/nope' }) });
    expect(fn.status).toBe(200);
    expect(fn.headers.get('set-cookie')).toBeNull();
    expect((await redis.keys('bl:sess:*')).length).toBe(before);
  });

  it('creates no session for requests refused with 429', async () => {
    const { app: tight, redis: r } = testApp({ env: { RATE_LIMIT_API: '2' } });
    const b = () => tight.request('/api/auth/me', {}, { incoming: { socket: { remoteAddress: '10.63.9.9' } } });
    const before = (await r.keys('bl:sess:*')).length;
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await b()).status);
    expect(statuses).toStrictEqual([200, 200, 429, 429, 429]);
    const refused = await tight.request('/api/auth/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"x@example.com"}' }, { incoming: { socket: { remoteAddress: '10.63.9.9' } } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect((await r.keys('bl:sess:*')).length).toBe(before);
    r.disconnect();
  });
});

describe('state-changing requests (issue 15 item 9)', () => {
  const { app, redis } = testApp();
  afterAll(() => redis.disconnect());
  const post = (path: string, headers: Record<string, string>, body = JSON.stringify({ path: '/x' })) =>
    app.request(path, { method: 'POST', headers, body }, { incoming: { socket: { remoteAddress: '10.63.1.1' } } });

  it('refuses a cross-site Origin', async () => {
    const res = await post('/functions/v1/log-not-found', { 'content-type': 'application/json', origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toMatch(/Cross-site/);
    expect((await post('/api/auth/sign-out', { 'content-type': 'application/json', origin: 'https://evil.example' }, '{}')).status).toBe(403);
  });

  it('accepts our own Origin and no Origin at all', async () => {
    expect((await post('/functions/v1/log-not-found', { 'content-type': 'application/json', origin: 'http://localhost' })).status).toBe(200);
    expect((await post('/functions/v1/log-not-found', { 'content-type': 'application/json', origin: 'http://localhost:8787' })).status).toBe(200);
    expect((await post('/functions/v1/log-not-found', { 'content-type': 'application/json' })).status).toBe(200);
  });

  it('refuses bodies that are not JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await post('/functions/v1/log-not-found', { 'content-type': type });
      expect(res.status, type).toBe(415);
    }
    expect((await post('/api/auth/sign-in', { 'content-type': 'text/plain' }, '{"email":"a@example.com"}')).status).toBe(415);
  });

  it('leaves the public widget and provider webhooks open to other origins', async () => {
    const widget = await post('/widget/session', { 'content-type': 'application/json', origin: 'https://customer-site.example' }, JSON.stringify({ agentId: 'agent_nobody1' }));
    expect(widget.status).not.toBe(403);
    const voice = await post('/voice/incoming', { 'content-type': 'application/x-www-form-urlencoded' }, 'CallSid=CA1&From=%2B15125550100&To=%2B15125550101');
    expect(voice.status).not.toBe(415);
  });

});
