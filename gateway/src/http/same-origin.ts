import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';

export interface SameOriginOptions {
  /** Origins whose pages may change state here (PUBLIC_URL's origin, remote origins). */
  allowedOrigins: readonly string[];
  /** Path prefixes that take cross-site or non-JSON posts by design (public widget, webhooks). */
  exempt?: readonly string[];
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const hasBody = (req: Request) => {
  const len = req.headers.get('content-length');
  return (len !== null && len !== '0') || req.headers.has('transfer-encoding') || (len === null && req.body !== null && req.headers.has('content-type'));
};

/**
 * State-changing requests (anything but GET/HEAD/OPTIONS) must come from one of our own pages
 * and carry JSON (issue 15 item 9): an `Origin` other than the allowed ones is 403 (no `Origin`
 * at all is allowed — non-browser clients and same-origin navigations in older browsers), and a
 * body in anything but `application/json` is 415. Together with the SameSite=Lax session cookie
 * this stops cross-site form posts and `text/plain` "simple requests".
 * Example: `POST /functions/v1/create-subscription` with `Origin: https://evil.example` → 403.
 */
export function sameOrigin({ allowedOrigins, exempt = [] }: SameOriginOptions): MiddlewareHandler {
  return async function sameOriginMiddleware(c, next) {
    if (SAFE.has(c.req.method) || exempt.some((p) => c.req.path.startsWith(p))) return next();
    const origin = c.req.header('origin');
    const own = new URL(c.req.url).origin;
    if (origin !== undefined && origin !== own && !allowedOrigins.includes(origin)) {
      throw new ApiError(403, 'Cross-site request refused: this request must come from a Bookline page.');
    }
    if (hasBody(c.req.raw) && !/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
      throw new ApiError(415, 'Send the body as JSON (Content-Type: application/json).');
    }
    return next();
  };
}
