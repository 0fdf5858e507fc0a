import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Redis } from 'ioredis';
import { keys } from '../store';
import { isHttps, type TrustProxy } from './client-ip';

export const SESSION_COOKIE = 'bl_sid';

export interface Session {
  id: string;
  createdAt: string;
  data: Record<string, unknown>;
}

export type SessionVariables = { session: Session; saveSession: () => Promise<void> };

export interface SessionOptions {
  redis: Redis;
  ttlS: number;
  trustProxy?: TrustProxy;
}

const ID_RE = /^[A-Za-z0-9_-]{32}$/;

/**
 * Server-side sessions in Redis behind an httpOnly, SameSite=Lax cookie (Secure over https).
 * The TTL slides: every request that carries a live session extends it.
 */
export function sessions({ redis, ttlS, trustProxy = false }: SessionOptions): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async function sessionMiddleware(c, next) {
    const cookieId = getCookie(c, SESSION_COOKIE);
    let session: Session | undefined;
    if (cookieId && ID_RE.test(cookieId)) {
      const raw = await redis.getex(keys.session(cookieId), 'EX', ttlS);
      if (raw) {
        try {
          session = JSON.parse(raw) as Session;
        } catch {
          session = undefined;
        }
      }
    }
    const isNew = !session;
    if (!session) {
      session = { id: randomBytes(24).toString('base64url'), createdAt: new Date().toISOString(), data: {} };
      await redis.set(keys.session(session.id), JSON.stringify(session), 'EX', ttlS);
    }
    const current = session;
    c.set('session', current);
    c.set('saveSession', async () => {
      await redis.set(keys.session(current.id), JSON.stringify(current), 'EX', ttlS);
    });
    // Re-issue the cookie on each visit so its expiry slides with the server-side TTL.
    setCookie(c, SESSION_COOKIE, current.id, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: isHttps(c, trustProxy),
      path: '/',
      maxAge: ttlS,
    });
    if (isNew) c.header('X-Session-New', '1');
    await next();
  };
}
