import { Hono } from 'hono';
import { resolveStatic, type StaticSite } from './resolve';

/** Static files and the single-page app as a Hono route (the server also has a faster Node path). */
export function staticRoutes(site: StaticSite) {
  const app = new Hono();
  app.on(['GET', 'HEAD'], '*', (c, next) => {
    const r = resolveStatic(site, {
      method: c.req.method,
      path: c.req.path,
      acceptEncoding: c.req.header('accept-encoding'),
      ifNoneMatch: c.req.header('if-none-match'),
      range: c.req.header('range'),
      ifRange: c.req.header('if-range'),
      query: new URL(c.req.url).search.slice(1) || undefined,
      cookie: c.req.header('cookie'),
    });
    if (!r) return next();
    return new Response(r.body ? new Uint8Array(r.body) : null, { status: r.status, headers: r.headers });
  });
  return app;
}
