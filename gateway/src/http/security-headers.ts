import type { MiddlewareHandler } from 'hono';
import { isHttps, type TrustProxy } from './client-ip';

export interface SecurityHeadersOptions {
  /** Extra origins the page may load scripts and manifests from (remotes hosted elsewhere). */
  extraOrigins?: readonly string[];
  trustProxy?: TrustProxy;
}

/** The Content-Security-Policy that fits the shell and its remotes. */
export function contentSecurityPolicy(extraOrigins: readonly string[] = []): string {
  const extra = extraOrigins.length ? ` ${extraOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss:${extra}`,
    "worker-src 'self' blob:",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The fixed header set every response carries; computed once. */
export function baseSecurityHeaders(extraOrigins: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(extraOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), geolocation=(), microphone=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders({ extraOrigins = [], trustProxy = false }: SecurityHeadersOptions = {}): MiddlewareHandler {
  const base = Object.entries(baseSecurityHeaders(extraOrigins));
  return async function securityHeadersMiddleware(c, next) {
    await next();
    for (const [k, v] of base) if (!c.res.headers.has(k)) c.res.headers.set(k, v);
    if (isHttps(c, trustProxy)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}
