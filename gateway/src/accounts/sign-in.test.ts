import { afterAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_ERRORS, SIGN_IN_SENT } from '@bookline/contracts';
import type { EmailMessage, EmailSender } from '../notify';
import { testApp } from '../../../tests/kit/app';
import { keys } from '../store';
import { testBrowser } from '../../../tests/kit/browser';
import { ensureAccount, isVerifiedEmail } from './accounts';
import { attemptOf, issueLink } from './links';

function capture(): EmailSender & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  return { mode: 'sandbox', sent, async send(m) { sent.push(m); } };
}
const tokenIn = (m: EmailMessage | undefined) => /token=([A-Za-z0-9_-]+)/.exec(m?.text ?? '')?.[1] ?? '';
let ipN = 0;
const nextIp = () => `10.61.${Math.floor(++ipN / 250)}.${ipN % 250}`;
const unique = (p: string) => `${p}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

describe('passwordless sign-in', () => {
  const email = capture();
  const { app, redis } = testApp({ services: { email } });
  afterAll(() => redis.disconnect());
  const lastTo = (to: string) => email.sent.filter((m) => m.to === to).at(-1);

  it('emails a link that signs this browser in and rotates its session id', async () => {
    const b = testBrowser(app, { ip: nextIp() });
    const addr = unique('owner');
    const res = await b.post('/api/auth/sign-in', { email: addr });
    expect(res.status).toBe(202);
    const before = b.sessionId!;
    expect(await redis.exists(keys.session(before))).toBe(1);
    expect(await isVerifiedEmail(redis, addr)).toBe(false);
    const go = await b.request(`/sign-in/verify?token=${tokenIn(lastTo(addr))}`);
    expect(go.status).toBe(303);
    expect(go.headers.get('location')).toBe('/dashboard');
    expect(b.sessionId).not.toBe(before);
    expect(await redis.exists(keys.session(before))).toBe(0);
    expect(await isVerifiedEmail(redis, addr)).toBe(true);
    expect(await (await b.request('/api/auth/me')).json()).toStrictEqual({ signedIn: true, email: addr, agents: [] });
  });

  it('answers an unknown email exactly as a known one', async () => {
    const known = unique('known');
    await ensureAccount(redis, known, new Date());
    const r1 = await testBrowser(app, { ip: nextIp() }).post('/api/auth/sign-in', { email: known });
    const r2 = await testBrowser(app, { ip: nextIp() }).post('/api/auth/sign-in', { email: unique('nobody') });
    expect([r1.status, r2.status]).toStrictEqual([202, 202]);
    const [j1, j2] = [await r1.json(), await r2.json()];
    expect(j1).toStrictEqual(j2);
    expect(j1).toStrictEqual({ sent: true, message: SIGN_IN_SENT });
  });

  it('refuses a reused link with its own message', async () => {
    const b = testBrowser(app, { ip: nextIp() });
    const addr = unique('reuse');
    await b.post('/api/auth/sign-in', { email: addr });
    const token = tokenIn(lastTo(addr));
    expect((await b.post('/api/auth/verify', { token })).status).toBe(200);
    const again = await b.post('/api/auth/verify', { token });
    expect(again.status).toBe(410);
    expect(await again.json()).toStrictEqual({ success: false, error: SIGN_IN_LINK_ERRORS.used, code: 'used' });
    const viaLink = await b.request(`/sign-in/verify?token=${token}`);
    expect(viaLink.headers.get('location')).toBe('/sign-in?error=used');
  });

  it('refuses a link opened in another browser, which stays usable where it was asked for', async () => {
    const asker = testBrowser(app, { ip: nextIp() });
    const other = testBrowser(app, { ip: nextIp() });
    const addr = unique('twobrowsers');
    await asker.post('/api/auth/sign-in', { email: addr });
    const token = tokenIn(lastTo(addr));
    const res = await other.post('/api/auth/verify', { token });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'other-browser', error: SIGN_IN_LINK_ERRORS['other-browser'] });
    expect(await (await other.request('/api/auth/me')).json()).toMatchObject({ signedIn: false });
    expect((await asker.post('/api/auth/verify', { token })).status).toBe(200);
  });

  it('refuses a forged link and an expired one, each with its own message', async () => {
    const b = testBrowser(app, { ip: nextIp() });
    const forged = await b.post('/api/auth/verify', { token: 'A'.repeat(43) });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'invalid', error: SIGN_IN_LINK_ERRORS.invalid });
    const addr = unique('late');
    await b.post('/api/auth/sign-in', { email: addr });
    const nonce = JSON.parse((await redis.get(keys.session(b.sessionId!)))!).data.signInNonce as string;
    const stale = await issueLink(redis, { email: addr, attempt: attemptOf(nonce), ttlS: 900, now: Date.now() - 16 * 60_000 });
    const expired = await b.post('/api/auth/verify', { token: stale });
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ code: 'expired', error: SIGN_IN_LINK_ERRORS.expired });
    expect(new Set([SIGN_IN_LINK_ERRORS.invalid, SIGN_IN_LINK_ERRORS.expired, SIGN_IN_LINK_ERRORS.used, SIGN_IN_LINK_ERRORS['other-browser']]).size).toBe(4);
  });

  it('stores only the hash of a link token', async () => {
    const b = testBrowser(app, { ip: nextIp() });
    const addr = unique('hash');
    await b.post('/api/auth/sign-in', { email: addr });
    const token = tokenIn(lastTo(addr));
    expect(await redis.exists(`bl:signin:${token}`)).toBe(0);
    const { createHash } = await import('node:crypto');
    expect(await redis.hget(keys.signInLink(createHash('sha256').update(token).digest('base64url')), 'email')).toBe(addr);
  });

  it('limits 100 requests for one email to a few links, whatever the IP', async () => {
    const addr = unique('flood');
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await testBrowser(app, { ip: nextIp() }).post('/api/auth/sign-in', { email: addr })).status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    expect(email.sent.filter((m) => m.to === addr)).toHaveLength(5);
  });

  it('limits sign-in requests per IP', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await testBrowser(app, { ip }).post('/api/auth/sign-in', { email: unique(`ip${i}`) })).status);
    expect(statuses.slice(0, 30).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(30)).toStrictEqual([429, 429]);
  });

  it('names a bad email address', async () => {
    const res = await testBrowser(app, { ip: nextIp() }).post('/api/auth/sign-in', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/email/);
  });
});

describe('sign-in links in the sandbox outbox', () => {
  const { app, redis } = testApp();
  afterAll(() => redis.disconnect());

  it('are listed only to the browser that asked for them', async () => {
    const asker = testBrowser(app, { ip: nextIp() });
    const stranger = testBrowser(app, { ip: nextIp() });
    const addr = unique('outbox');
    await asker.post('/api/auth/sign-in', { email: addr });
    const mine = (await (await asker.request('/sandbox/outbox')).json()).messages as Array<{ to: string; text: string }>;
    const theirs = (await (await stranger.request('/sandbox/outbox')).json()).messages as Array<{ to: string }>;
    expect(mine.filter((m) => m.to === addr)).toHaveLength(1);
    expect(mine.find((m) => m.to === addr)!.text).toMatch(/\/sign-in\/verify\?token=/);
    expect(theirs.filter((m) => m.to === addr)).toHaveLength(0);
  });
});
