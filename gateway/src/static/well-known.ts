import { Hono } from 'hono';

/** The shell's icon (the same mark its pages link inline), for browsers and tools that ask for /favicon.ico. */
export const FAVICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='#0b5fff'/><path d='M10 8h8a5 5 0 0 1 0 10h-8zM10 18h9a5 5 0 0 1 0 10h-9z' fill='white'/></svg>";

/** Public pages are crawlable; the API, owner-only pages and per-agent pages are not. */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Disallow: /functions/',
  'Disallow: /api/',
  'Disallow: /calendar/',
  'Disallow: /sandbox/',
  'Disallow: /dashboard',
  'Disallow: /demo/agent/',
  'Disallow: /payment-setup',
  'Disallow: /calendar-setup',
  '',
].join('\n');

/** `GET /favicon.ico` and `GET /robots.txt` (issue 14: both were 404). */
export function wellKnownRoutes() {
  const app = new Hono();
  app.on(['GET', 'HEAD'], '/favicon.ico', (c) => c.body(FAVICON_SVG, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' }));
  app.on(['GET', 'HEAD'], '/robots.txt', (c) => c.body(ROBOTS_TXT, 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' }));
  return app;
}
