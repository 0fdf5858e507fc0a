import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logging';

const ID_OK = /^[A-Za-z0-9._-]{1,64}$/;

/** Gives each request an id (kept from X-Request-Id when sane) and logs one line when it ends. */
export function requestLog({ log }: { log: Logger }): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async function requestLogMiddleware(c, next) {
    const incoming = c.req.header('x-request-id');
    const id = incoming && ID_OK.test(incoming) ? incoming : crypto.randomUUID();
    c.set('requestId', id);
    const started = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', id);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { reqId: id, method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) log.error(line, 'request failed');
    else if (c.req.path.startsWith('/functions/') || status >= 400) log.info(line, 'request');
    else log.debug(line, 'request');
  };
}
