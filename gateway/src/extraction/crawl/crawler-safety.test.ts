import { afterEach, describe, expect, it } from 'vitest';
import { crawlSite } from './crawler';
import { crawlOptions as options, failure, html, startServer, type TestServer } from '../../../../tests/kit/crawl-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('crawlSite safety', () => {
  it.each([
    ['http://metadata.test/latest/meta-data/', 'a name resolving to 169.254.169.254'],
    ['http://intranet.test/admin', 'a name resolving to 10.0.0.5'],
    ['http://v6.test/', 'a name resolving to ::1'],
    ['http://10.0.0.5/', 'a private IP literal'],
    ['http://[::ffff:127.0.0.2]/', 'an IPv4-mapped loopback literal'],
  ])('refuses a public page redirecting to %s (%s)', async (target) => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') res.writeHead(404).end();
      else res.writeHead(302, { location: target }).end();
    });
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options()))).toBe('blocked-address');
  });

  it.each(['http://metadata.test/latest/meta-data/', 'http://10.0.0.5/'])('refuses a public page whose meta refresh sends the browser to %s', async (target) => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') res.writeHead(404).end();
      else res.writeHead(200, { 'content-type': 'text/html' }).end(`<meta http-equiv="refresh" content="0; url=${target}">`);
    });
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options()))).toBe('blocked-address');
  });

  it('refuses loopback itself when the test setting is off', async () => {
    server = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html('hi')));
    const strict = { ...options(), isBlocked: undefined };
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, strict))).toBe('blocked-address');
    expect(server.hits).toEqual([]);
  });

  it('skips a same-site link that redirects to a private address, keeping the rest', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/contact') res.writeHead(301, { location: 'http://intranet.test/' }).end();
      else if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(html('<a href="/contact">Contact</a> Call 512-555-0142'));
      else res.writeHead(404).end();
    });
    const result = await crawlSite(`http://public.test:${server.port}/`, options());
    expect(result.pages.map((p) => p.url.pathname)).toEqual(['/']);
    expect(result.skipped).toContainEqual({ url: `http://public.test:${server.port}/contact`, reason: 'blocked-address' });
  });
});

