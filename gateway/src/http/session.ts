import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Redis } from 'ioredis';
import { keys } from '../store';
import { isHttps } from './client-ip';

export const SESSION_COOKIE = 'bl_sid';

export interface Session {
  id: string;
  createdAt: string;
  data: Record<string, unknown>;
}

export type SessionVariables = {
  session: Session;
  /** Stores the session (creating it, and its cookie, the first time something is stored). */
  saveSession: () => Promise<void>;
  /** Moves the session to a fresh id (on sign-in), keeping its data; the old id stops working. */
  rotateSession: () => Promise<void>;
  /** Deletes the session and its cookie (sign out). */
  destroySession: () => Promise<void>;
};

export interface SessionOptions {
  redis: Redis;
  ttlS: number;
  trustProxy?: boolean;
  now?: () => number;
}

const ID_RE = /^[A-Za-z0-9_-]{32}$/;
const newId = () => randomBytes(24).toString('base64url');

/** The account a session is signed in to, if any (set by accounts/ on sign-in). */
const accountOf = (s: Session): string | null => (typeof s.data.accountId === 'string' ? s.data.accountId : null);

/**
 * Server-side sessions in Redis behind an httpOnly, SameSite=Lax cookie (Secure over https).
 * A session exists only once something is stored in it: a cookieless request gets an
 * in-memory session and no cookie until a handler calls `saveSession()` (issue 15 item 8).
 * The TTL slides: every request that carries a live session extends it. Signed-in sessions
 * are listed per account by last use (`keys.accountSessions`).
 */
export function sessions({ redis, ttlS, trustProxy = false, now = Date.now }: SessionOptions): MiddlewareHandler<{ Variables: SessionVariables }> {
  const cookie = (c: Context, id: string) =>
    setCookie(c, SESSION_COOKIE, id, { httpOnly: true, sameSite: 'Lax', secure: isHttps(c, trustProxy), path: '/', maxAge: ttlS });
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
    let stored = Boolean(session);
    if (session) {
      // Re-issue the cookie on each visit so its expiry slides with the server-side TTL.
      cookie(c, session.id);
      const account = accountOf(session);
      if (account) await redis.zadd(keys.accountSessions(account), now(), session.id);
    } else {
      session = { id: newId(), createdAt: new Date(now()).toISOString(), data: {} };
    }
    const current = session;
    const write = () => redis.set(keys.session(current.id), JSON.stringify(current), 'EX', ttlS);
    c.set('session', current);
    c.set('saveSession', async () => {
      await write();
      if (!stored) {
        stored = true;
        cookie(c, current.id);
        c.header('X-Session-New', '1');
      }
      const account = accountOf(current);
      if (account) await redis.zadd(keys.accountSessions(account), now(), current.id);
    });
    c.set('rotateSession', async () => {
      const oldId = current.id;
      current.id = newId();
      await write();
      if (stored) await redis.del(keys.session(oldId));
      stored = true;
      cookie(c, current.id);
      const account = accountOf(current);
      if (account) await redis.multi().zrem(keys.accountSessions(account), oldId).zadd(keys.accountSessions(account), now(), current.id).exec();
    });
    c.set('destroySession', async () => {
      const account = accountOf(current);
      await redis.del(keys.session(current.id));
      if (account) await redis.zrem(keys.accountSessions(account), current.id);
      current.data = {};
      stored = false;
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c, trustProxy), httpOnly: true, sameSite: 'Lax' });
    });
    await next();
  };
}
