// The gateway as a real process: restarts keep sessions, SIGTERM lets in-flight requests finish.
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { spawnGateway } from '../setup/e2e';

const redisUrl = () => inject('redisUrl');

describe('gateway process', () => {
  it('keeps a session across a restart of the gateway process', async () => {
    const first = await spawnGateway({ REDIS_URL: redisUrl() });
    // Sessions exist only once something is stored in them: a sign-in request stores its attempt.
    const signIn = await fetch(`${first.url}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json', origin: first.url }, body: JSON.stringify({ email: 'restart@example.com' }) });
    const cookie = /bl_sid=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')![0];
    const before = await (await fetch(`${first.url}/api/session`, { headers: { cookie } })).json();
    await first.stop();
    const second = await spawnGateway({ REDIS_URL: redisUrl(), PORT: String(first.port) });
    try {
      const again = await fetch(`${second.url}/api/session`, { headers: { cookie } });
      expect(again.headers.get('x-session-new')).toBeNull();
      expect(await again.json()).toStrictEqual(before);
    } finally {
      await second.stop();
    }
  });

  it('finishes an in-flight request after SIGTERM, then exits', async () => {
    // Its own high function limit: the per-IP counter lives in the run's shared Redis, which other e2e files fill.
    const gw = await spawnGateway({ REDIS_URL: redisUrl(), RATE_LIMIT_FUNCTIONS: '100000' });
    const exited = new Promise<number | null>((r) => gw.child.once('exit', (code) => r(code)));
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${gw.url}/functions/v1/log-not-found`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write('{"path": "/in-flight');
      setTimeout(() => {
        gw.child.kill('SIGTERM');
        setTimeout(() => req.end('-request"}'), 300);
      }, 200);
    });
    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toStrictEqual({ success: true });
    expect(await exited).toBe(0);
    await expect(fetch(`${gw.url}/healthz`)).rejects.toThrow();
  });
});
