import type { Hono } from 'hono';

/**
 * A test "browser": drives the app with `app.request()`, keeping cookies like a browser does
 * (set, replace, delete on Max-Age=0), with its own client IP and User-Agent.
 */
export function testBrowser(app: Pick<Hono, 'request'>, { ip = '10.50.0.1', userAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 Chrome/130.0 Safari/537.36', origin, jar = new Map<string, string>() }: { ip?: string; userAgent?: string; origin?: string; jar?: Map<string, string> } = {}) {
  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    headers.set('user-agent', userAgent);
    if (origin && init.method && init.method !== 'GET') headers.set('origin', origin);
    const res = await app.request(path, { ...init, headers }, { incoming: { socket: { remoteAddress: ip } } });
    for (const sc of res.headers.getSetCookie()) {
      const m = /^([^=]+)=([^;]*)/.exec(sc);
      if (!m) continue;
      if (m[2] === '' || /Max-Age=0\b/i.test(sc)) jar.delete(m[1]!);
      else jar.set(m[1]!, m[2]!);
    }
    return res;
  }
  const post = (path: string, body?: unknown) =>
    request(path, body === undefined ? { method: 'POST' } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const call = async (name: string, body: unknown) => {
    const res = await post(`/functions/v1/${name}`, body);
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  return { request, post, call, jar, get sessionId() { return jar.get('bl_sid'); } };
}
export type TestBrowser = ReturnType<typeof testBrowser>;
