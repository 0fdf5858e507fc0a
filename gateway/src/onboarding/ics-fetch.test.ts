import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingServer, type RecordingServer } from '../../../tests/kit/recording-server';
import { systemResolver } from '../extraction';
import { guardedIcsFetch, IcsFetchError } from './ics-fetch';

let srv: RecordingServer;
beforeAll(async () => { srv = await startRecordingServer(() => ({ text: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' })); });
afterAll(() => srv.close());

describe('guarded calendar fetch (production policy)', () => {
  const prod = guardedIcsFetch({ resolve: systemResolver, allowPrivate: false, userAgent: 'test' });
  it('refuses loopback, private and metadata addresses and odd ports without connecting', async () => {
    for (const url of [`${srv.url}/a.ics`, 'http://127.0.0.1/a.ics', 'http://169.254.169.254/latest', 'http://10.0.0.5/a.ics', 'http://[::1]/a.ics', 'file:///etc/passwd']) {
      await expect(prod(url)).rejects.toSatisfy((e) => e instanceof IcsFetchError && e.code === 'blocked-address' && !e.message.includes('127.0.0.1'));
    }
    expect(srv.requests).toHaveLength(0);
  });
  it('a name that resolves to a private address is refused too', async () => {
    const f = guardedIcsFetch({ resolve: async () => [{ address: '192.168.1.10', family: 4 }], allowPrivate: false, userAgent: 'test' });
    await expect(f('https://calendar.example.com/x.ics')).rejects.toMatchObject({ code: 'blocked-address' });
  });
  it('answers a Response when the policy allows the address (tests widen it to their own server)', async () => {
    const f = guardedIcsFetch({ resolve: systemResolver, allowPrivate: false, allowAnyPort: true, isBlocked: (a) => a !== '127.0.0.1', userAgent: 'test' });
    const res = await f(`${srv.url}/ok.ics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('BEGIN:VCALENDAR');
    expect(srv.requests.at(-1)?.headers['user-agent']).toBe('test');
  });
});
