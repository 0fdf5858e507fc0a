import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ExtractionError } from '../errors';
import { isBlockedAddress } from './address-policy';
import { crawlSite, type CrawlOptions } from './crawler';
import { startServer, tableResolver, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const html = (body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>T</title></head><body>${body}</body></html>`;

/**
 * The test server stands in for the public internet: "public.test" resolves to it and its
 * loopback address counts as public, while every other address gets the real check.
 */
function options(port: number, extra: Partial<CrawlOptions> = {}): CrawlOptions {
  return {
    resolve: tableResolver({ 'public.test': '127.0.0.1', 'metadata.test': '169.254.169.254', 'intranet.test': '10.0.0.5', 'v6.test': '::1' }),
    allowPrivate: false,
    allowAnyPort: true,
    isBlocked: (a) => a !== '127.0.0.1' && isBlockedAddress(a),
    userAgent: 'BooklineBot/1.0 (+https://bookline.example/bot)',
    maxPageBytes: 64 * 1024,
    budgetMs: 3_000,
    pageTimeoutMs: 2_000,
    ...extra,
  };
  void port;
}

async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'no error';
  } catch (err) {
    return err instanceof ExtractionError ? err.code : String(err);
  }
}

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
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options(server.port)))).toBe('blocked-address');
  });

  it('refuses loopback itself when the test setting is off', async () => {
    server = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html('hi')));
    const strict = { ...options(server.port), isBlocked: undefined };
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, strict))).toBe('blocked-address');
    expect(server.hits).toEqual([]);
  });

  it('skips a same-site link that redirects to a private address, keeping the rest', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/contact') res.writeHead(301, { location: 'http://intranet.test/' }).end();
      else if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(html('<a href="/contact">Contact</a> Call 512-555-0142'));
      else res.writeHead(404).end();
    });
    const result = await crawlSite(`http://public.test:${server.port}/`, options(server.port));
    expect(result.pages.map((p) => p.url.pathname)).toEqual(['/']);
    expect(result.skipped).toContainEqual({ url: `http://public.test:${server.port}/contact`, reason: 'blocked-address' });
  });
});

describe('crawlSite limits', () => {
  it('refuses a page declared larger than the cap', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(200 * 1024) }).end('x'.repeat(200 * 1024));
    });
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options(server.port)))).toBe('too-large');
  });

  it('stops reading a streamed page once it passes the cap', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 100; i++) res.write('y'.repeat(4096));
      res.end();
    });
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options(server.port)))).toBe('too-large');
  });

  it('counts the cap after decompression (a small gzip bomb is too large)', async () => {
    const bomb = gzipSync(Buffer.alloc(1024 * 1024, 0x20));
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(bomb);
    });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options(server.port)))).toBe('too-large');
  });

  it('gives up on an endless redirect loop', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(302, { location: req.url === '/a' ? '/b' : '/a' }).end();
    });
    expect(await failure(crawlSite(`http://public.test:${server.port}/a`, options(server.port)))).toBe('too-many-redirects');
    expect(server.hits.filter((h) => h !== '/robots.txt').length).toBeLessThanOrEqual(3);
  });

  it('gives up on a redirect chain longer than five hops', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      const n = Number(req.url!.slice(1) || 0);
      res.writeHead(301, { location: `/${n + 1}` }).end();
    });
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options(server.port)))).toBe('too-many-redirects');
  });

  it('times out a slow-drip server within the budget', async () => {
    const timers: NodeJS.Timeout[] = [];
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html' });
      timers.push(setInterval(() => res.write(' '), 100));
    });
    const started = Date.now();
    const code = await failure(crawlSite(`http://public.test:${server.port}/`, options(server.port, { budgetMs: 1_200, pageTimeoutMs: 1_200 })));
    timers.forEach(clearInterval);
    expect(code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a server error on the home page', async () => {
    server = await startServer((_req, res) => res.writeHead(500).end('oops'));
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options(server.port)))).toBe('http-error');
  });

  it('reports a home page that is not HTML', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
    });
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options(server.port)))).toBe('not-html');
  });

  it('reports a refused connection as unreachable', async () => {
    server = await startServer((_req, res) => res.end());
    const port = server.port;
    await server.close();
    server = undefined;
    expect(await failure(crawlSite(`http://public.test:${port}/`, options(port)))).toBe('unreachable');
  });
});

describe('crawlSite robots.txt', () => {
  it('refuses a site whose robots.txt disallows our user agent, without fetching the home page', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: BooklineBot\nDisallow: /\n');
      else res.writeHead(200, { 'content-type': 'text/html' }).end(html('hello'));
    });
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options(server.port)))).toBe('robots-disallowed');
    expect(server.hits).toEqual(['/robots.txt']);
  });

  it('skips only the disallowed pages and ignores rules for other robots', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: OtherBot\nDisallow: /\n\nUser-agent: *\nDisallow: /hours\n');
      } else if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html' }).end(html('<a href="/contact">Contact</a><a href="/hours">Hours</a>'));
      } else res.writeHead(200, { 'content-type': 'text/html' }).end(html(req.url!));
    });
    const result = await crawlSite(`http://public.test:${server.port}/`, options(server.port));
    expect(result.pages.map((p) => p.url.pathname).sort()).toEqual(['/', '/contact']);
    expect(server.hits).not.toContain('/hours');
  });
});

describe('crawlSite page choice', () => {
  it('follows fact pages on the same site and skips other sites, files and legal pages', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      if (req.url === '/') {
        const links = [
          '<a href="/contact-us">Contact</a>',
          '<a href="/about">About us</a>',
          '<a href="/privacy">Privacy policy</a>',
          '<a href="/menu.pdf">Price list (PDF)</a>',
          '<a href="https://facebook.com/contact">Facebook</a>',
          '<a href="/gallery">Gallery</a>',
        ];
        return void res.writeHead(200, { 'content-type': 'text/html' }).end(html(links.join(' ')));
      }
      res.writeHead(200, { 'content-type': 'text/html' }).end(html(req.url!));
    });
    const result = await crawlSite(`http://public.test:${server.port}/`, options(server.port));
    expect(result.pages.map((p) => p.url.pathname).sort()).toEqual(['/', '/about', '/contact-us']);
  });

  it('decodes a Latin-1 page sent under a UTF-8 header', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      const body = Buffer.from('<html><head><meta charset="iso-8859-1"></head><body>Ríos Café</body></html>', 'latin1');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    });
    const result = await crawlSite(`http://public.test:${server.port}/`, options(server.port));
    expect(result.pages[0]!.html).toContain('Ríos Café');
  });

  it('reads a gzip-compressed page', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(html('Compressed hello')));
    });
    const result = await crawlSite(`http://public.test:${server.port}/`, options(server.port));
    expect(result.pages[0]!.html).toContain('Compressed hello');
  });
});
