import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from '../store';
import { testApp, testConfig } from '../test-support';

const cookieOf = (res: Response) => /bl_sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

describe('sessions', () => {
  const { app, redis } = testApp();
  afterAll(() => redis.disconnect());

  it('issues an httpOnly, SameSite=Lax cookie and keeps the session in Redis', async () => {
    const res = await app.request('/api/session');
    const sc = res.headers.get('set-cookie') ?? '';
    expect(sc).toMatch(/HttpOnly/);
    expect(sc).toMatch(/SameSite=Lax/);
    expect(sc).not.toMatch(/Secure/);
    const id = cookieOf(res)!;
    expect(await redis.ttl(`bl:sess:${id}`)).toBeGreaterThan(60 * 60 * 24 * 13);
  });

  it('marks the cookie Secure behind https', async () => {
    const { app: a, redis: r } = testApp({ env: { TRUST_PROXY: 'true' } });
    const res = await a.request('/api/session', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
    r.disconnect();
  });

  it('slides the TTL on each request', async () => {
    const first = await app.request('/api/session');
    const id = cookieOf(first)!;
    await redis.expire(`bl:sess:${id}`, 100);
    await app.request('/api/session', { headers: { cookie: `bl_sid=${id}` } });
    expect(await redis.ttl(`bl:sess:${id}`)).toBeGreaterThan(1000);
  });

  it('survives a gateway restart because it lives in Redis', async () => {
    const first = await app.request('/api/session');
    const id = cookieOf(first)!;
    const body1 = await first.json();
    // A new gateway: new app, new Redis connection, same Redis server.
    const r2 = createRedis(testConfig().REDIS_URL);
    const { app: restarted } = testApp({ redis: r2 });
    const again = await restarted.request('/api/session', { headers: { cookie: `bl_sid=${id}` } });
    expect(again.headers.get('x-session-new')).toBeNull();
    expect(cookieOf(again)).toBe(id);
    expect(await again.json()).toStrictEqual(body1);
    r2.disconnect();
  });

  it('ignores a forged or unknown session id and starts a new session', async () => {
    const res = await app.request('/api/session', { headers: { cookie: 'bl_sid=../../etc/passwd' } });
    expect(res.headers.get('x-session-new')).toBe('1');
    expect(cookieOf(res)).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
