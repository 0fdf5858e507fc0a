import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveStatic, type StaticSite } from './resolve';

/**
 * Serves static GET/HEAD requests straight from node:http, skipping the Fetch-API
 * translation; same decisions and headers as the Hono route (`resolveStatic`).
 * Returns false when the request is not static, for the app to handle.
 */
export function createStaticFastPath(site: StaticSite) {
  return function serveStatic(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    let path = q === -1 ? url : url.slice(0, q);
    try {
      path = decodeURIComponent(path);
    } catch {
      return false;
    }
    const r = resolveStatic(site, {
      method: req.method ?? 'GET',
      path,
      acceptEncoding: req.headers['accept-encoding'],
      ifNoneMatch: req.headers['if-none-match'],
      range: req.headers.range,
      ifRange: typeof req.headers['if-range'] === 'string' ? req.headers['if-range'] : undefined,
      query: q === -1 ? undefined : url.slice(q + 1),
      cookie: req.headers.cookie,
    });
    if (!r) return false;
    res.writeHead(r.status, r.headers);
    res.end(r.body ?? undefined);
    return true;
  };
}
