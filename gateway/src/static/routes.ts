import { Hono } from 'hono';
import { matchRoute } from '@bookline/contracts';
import { pickEncoding, type Asset } from './assets';

export interface StaticRoutesOptions {
  assets: ReadonlyMap<string, Asset>;
  salesReps: readonly string[];
  /** Paths owned by the API; never answered with the app shell. */
  apiPrefixes?: readonly string[];
}

/** Builds the response headers for one asset; shared with the Node fast path in server.ts. */
export function assetHeaders(asset: Asset, encoding: string | undefined, length: number): Record<string, string> {
  const h: Record<string, string> = {
    'Content-Type': asset.type,
    'Content-Length': String(length),
    'Cache-Control': asset.cacheControl,
    ETag: asset.etag,
  };
  if (asset.gzip || asset.br) h.Vary = 'Accept-Encoding';
  if (encoding) h['Content-Encoding'] = encoding;
  if (asset.crossOrigin) {
    h['Access-Control-Allow-Origin'] = '*';
    h['Cross-Origin-Resource-Policy'] = 'cross-origin';
  }
  return h;
}

/**
 * Static files and the single-page app: built files by exact path, page routes
 * (spec §2) answered with the shell's index.html, unknown paths with the same HTML and 404.
 */
export function staticRoutes({ assets, salesReps, apiPrefixes = [] }: StaticRoutesOptions) {
  const app = new Hono();
  const index = assets.get('/index.html');
  app.on(['GET', 'HEAD'], '*', (c, next) => {
    const path = c.req.path;
    if (apiPrefixes.some((p) => path.startsWith(p))) return next();
    let asset = assets.get(path);
    let status = 200;
    if (!asset || path.endsWith('/index.html')) {
      if (!index) return next();
      if (path !== '/' && extnameOf(path)) return next();
      asset = index;
      if (!matchRoute(path, salesReps)) status = 404;
    }
    if (c.req.header('if-none-match') === asset.etag && status === 200) {
      return c.body(null, 304, { ETag: asset.etag, 'Cache-Control': asset.cacheControl });
    }
    const { body, encoding } = pickEncoding(asset, c.req.header('accept-encoding'));
    const headers = assetHeaders(asset, encoding, body.length);
    return c.body(c.req.method === 'HEAD' ? null : new Uint8Array(body), status as 200, headers);
  });
  return app;
}

function extnameOf(path: string): string {
  const last = path.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot) : '';
}
