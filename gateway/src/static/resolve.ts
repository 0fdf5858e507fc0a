import { matchRoute, type RouteEntry } from '@bookline/contracts';
import { pickEncoding, type Asset } from './assets';
import { prerenderFits } from './prerender';

export interface StaticRequest {
  method: string;
  path: string;
  acceptEncoding?: string | undefined;
  ifNoneMatch?: string | undefined;
  /** `Range` header: media elements seek with byte ranges. */
  range?: string | undefined;
  ifRange?: string | undefined;
  /** The query string without its `?`: a prerendered page is served only when it fits. */
  query?: string | undefined;
  /** `Cookie` header: a portal page asked for without a session redirects to sign in. */
  cookie?: string | undefined;
}

export interface StaticResponse {
  status: 200 | 206 | 302 | 304 | 404 | 416;
  headers: Record<string, string>;
  body: Buffer | null;
}

export interface StaticSite {
  assets: ReadonlyMap<string, Asset>;
  /** Prerendered documents by page path (see prerender.ts), served instead of index.html. */
  pages?: ReadonlyMap<string, Asset>;
  salesReps: readonly string[];
  /** Paths owned by the API; never answered with the app shell. */
  apiPrefixes: readonly string[];
  /** Headers every response carries (security headers). */
  baseHeaders?: Readonly<Record<string, string>>;
  /**
   * The session cookie's name. Without one there is nobody to be signed in, so an owner-portal
   * page redirects to `/sign-in?next=…` at once, as the portal itself would after asking
   * (mfe-owner PortalLayout) — without loading the app first. Unset: no redirect.
   */
  sessionCookie?: string;
}

/** Response headers for one asset. */
export function assetHeaders(asset: Asset, encoding: string | undefined, length: number): Record<string, string> {
  const h: Record<string, string> = {
    'Content-Type': asset.type,
    'Content-Length': String(length),
    'Cache-Control': asset.cacheControl,
    ETag: asset.etag,
  };
  if (asset.gzip || asset.br) h.Vary = 'Accept-Encoding';
  else h['Accept-Ranges'] = 'bytes';
  if (encoding) h['Content-Encoding'] = encoding;
  if (asset.crossOrigin) {
    h['Access-Control-Allow-Origin'] = '*';
    h['Cross-Origin-Resource-Policy'] = 'cross-origin';
  }
  return h;
}

function hasExtension(path: string): boolean {
  const last = path.split('/').pop() ?? '';
  return last.lastIndexOf('.') > 0;
}

/**
 * Decides the answer for a GET/HEAD outside the API: a built file by exact path, a page
 * route (spec §2) answered with its prerendered document or the shell's index.html, an unknown page path with the same
 * HTML and 404 (the shell shows the 404 page). Null: not a static request (let the app answer).
 */
export function resolveStatic(site: StaticSite, req: StaticRequest): StaticResponse | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const { path } = req;
  if (site.apiPrefixes.some((p) => path.startsWith(p))) return null;
  let asset = site.assets.get(path);
  let status: 200 | 404 = 200;
  if (!asset || path.endsWith('/index.html')) {
    const index = site.assets.get('/index.html');
    if (!index || (path !== '/' && hasExtension(path))) return null;
    asset = index;
    const match = matchRoute(path, site.salesReps);
    if (!match) status = 404;
    else if (signedOutPortalPage(site, match.route, req.cookie)) return signInRedirect(site, path, req.query);
    else if (prerenderFits(match.route, req.query)) asset = site.pages?.get(path) ?? index;
  }
  if (status === 200 && req.ifNoneMatch === asset.etag) {
    return { status: 304, headers: { ...site.baseHeaders, ETag: asset.etag, 'Cache-Control': asset.cacheControl }, body: null };
  }
  // Byte ranges for files served as stored (audio, images); compressed text is always whole.
  if (status === 200 && req.range && !asset.gzip && !asset.br && (!req.ifRange || req.ifRange === asset.etag)) {
    const partial = rangeResponse(site, asset, req.range, req.method === 'HEAD');
    if (partial) return partial;
  }
  const { body, encoding } = pickEncoding(asset, req.acceptEncoding);
  return { status, headers: cachedHeaders(site, asset, encoding, body.length), body: req.method === 'HEAD' ? null : body };
}

function hasCookie(header: string | undefined, name: string): boolean {
  return !!header && header.split(';').some((c) => c.trim().startsWith(`${name}=`));
}

function signedOutPortalPage(site: StaticSite, route: RouteEntry, cookie: string | undefined): boolean {
  return route.remote === 'owner' && route.page !== 'sign-in' && !!site.sessionCookie && !hasCookie(cookie, site.sessionCookie);
}

/** `/dashboard?x=1` → 302 to `/sign-in?next=%2Fdashboard%3Fx%3D1` (the portal's own redirect). */
function signInRedirect(site: StaticSite, path: string, query: string | undefined): StaticResponse {
  const next = encodeURIComponent(path + (query ? `?${query}` : ''));
  return { status: 302, headers: { ...site.baseHeaders, Location: `/sign-in?next=${next}`, 'Cache-Control': 'no-store', 'Content-Length': '0' }, body: null };
}

/** Header objects are the same for every request of one asset and encoding: build them once. */
const headerCache = new WeakMap<Asset, Map<string, Record<string, string>>>();
function cachedHeaders(site: StaticSite, asset: Asset, encoding: string | undefined, length: number): Record<string, string> {
  let byEncoding = headerCache.get(asset);
  if (!byEncoding) headerCache.set(asset, (byEncoding = new Map()));
  const key = encoding ?? '';
  let h = byEncoding.get(key);
  if (!h) byEncoding.set(key, (h = Object.freeze({ ...site.baseHeaders, ...assetHeaders(asset, encoding, length) })));
  return h;
}

/**
 * One `bytes=` range (`a-b`, `a-`, `-n`) → 206 with Content-Range; a range outside the file
 * → 416. Several ranges or a malformed header: null, and the whole file is sent (RFC 9110
 * lets a server ignore Range).
 */
function rangeResponse(site: Pick<StaticSite, 'baseHeaders'>, asset: Asset, range: string, head: boolean): StaticResponse | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const size = asset.body.length;
  const suffix = m[1] === '';
  const start = suffix ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = suffix || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  const unsatisfiable = suffix ? Number(m[2]) === 0 || size === 0 : start >= size || start > end;
  if (unsatisfiable) {
    return { status: 416, headers: { ...site.baseHeaders, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' }, body: null };
  }
  const body = asset.body.subarray(start, end + 1);
  const headers = { ...site.baseHeaders, ...assetHeaders(asset, undefined, body.length), 'Content-Range': `bytes ${start}-${end}/${size}` };
  return { status: 206, headers, body: head ? null : body };
}
