import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { crawlSite } from './crawler';
import { RAW_FACTOR } from './http-get';
import { crawlOptions as options, failure, html, startServer, type TestServer } from '../../../../tests/kit/crawl-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('crawlSite limits', () => {
  it('refuses a page declared larger than it may take to read, and a page of text past the cap', async () => {
    const big = 64 * 1024 * RAW_FACTOR + 1;
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      if (req.url === '/text') return void res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(200 * 1024) }).end('x'.repeat(200 * 1024));
      // Declared only: the body never comes, so reading it would end in a timeout instead.
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(big) });
      res.write('<html>');
    });
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options()))).toBe('too-large');
    expect(await failure(crawlSite(`http://public.test:${server.port}/text`, options()))).toBe('too-large');
  });

  it('reads a page whose size is inline base64 images: their payload is dropped, its text is kept', async () => {
    // 40 KB of text around 300 KB of inline images (the cap is 64 KB), in odd-sized chunks.
    const image = (n: number) => `<img alt="van" src="data:image/jpeg;base64,${Buffer.alloc(n, n % 251).toString('base64')}">`;
    const page = `<html><head><title>Shine Mobile Detailing</title></head><body>${image(120_000)}<p>${'Hand wash and wax. '.repeat(1000)}</p>${image(100_000)}<footer>Call (512) 555-0147</footer></body></html>`;
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      for (let i = 0; i < page.length; i += 7919) res.write(page.slice(i, i + 7919));
      res.end();
    });
    expect(page.length).toBeGreaterThan(4 * 64 * 1024);
    const site = await crawlSite(`http://public.test:${server.port}/`, options());
    const html = site.pages[0]!.html;
    expect(html).toContain('<title>Shine Mobile Detailing</title>');
    expect(html).toContain('Call (512) 555-0147');
    expect(html).toContain('src="data:image/jpeg;base64,"');
    expect(html.length).toBeLessThan(64 * 1024);
  });

  it('still refuses a page of inline images past what it may take to read', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<img src="data:image/png;base64,');
      const block = 'QUJD'.repeat(16 * 1024);
      for (let i = 0; i < RAW_FACTOR * 2; i++) res.write(block);
      res.end('">');
    });
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options()))).toBe('too-large');
  });

  it('stops reading a streamed page once it passes the cap', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 100; i++) res.write('y'.repeat(4096));
      res.end();
    });
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options()))).toBe('too-large');
  });

  it('counts the cap after decompression (a small gzip bomb is too large)', async () => {
    const bomb = gzipSync(Buffer.alloc(1024 * 1024, 0x20));
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(bomb);
    });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options()))).toBe('too-large');
  });

  it('gives up on an endless redirect loop', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(302, { location: req.url === '/a' ? '/b' : '/a' }).end();
    });
    expect(await failure(crawlSite(`http://public.test:${server.port}/a`, options()))).toBe('too-many-redirects');
    expect(server.hits.filter((h) => h !== '/robots.txt').length).toBeLessThanOrEqual(3);
  });

  it('gives up on a redirect chain longer than five hops', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      const n = Number(req.url!.slice(1) || 0);
      res.writeHead(301, { location: `/${n + 1}` }).end();
    });
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options()))).toBe('too-many-redirects');
  });

  it('times out a slow-drip server within the budget', async () => {
    const timers: NodeJS.Timeout[] = [];
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html' });
      timers.push(setInterval(() => res.write(' '), 100));
    });
    const started = Date.now();
    const code = await failure(crawlSite(`http://public.test:${server.port}/`, options({ budgetMs: 1_200, pageTimeoutMs: 1_200 })));
    timers.forEach(clearInterval);
    expect(code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('times out a name that never resolves within the budget', async () => {
    const started = Date.now();
    const never = () => new Promise<never>(() => {});
    expect(await failure(crawlSite('http://public.test/', options({ resolve: never, budgetMs: 800, pageTimeoutMs: 800 })))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('skips a slow extra page and still answers with the rest within the budget', async () => {
    const timers: NodeJS.Timeout[] = [];
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      if (req.url === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(html('<a href="/contact">Contact</a><a href="/about">About</a>'));
      if (req.url === '/about') return void res.writeHead(200, { 'content-type': 'text/html' }).end(html('about'));
      res.writeHead(200, { 'content-type': 'text/html' });
      timers.push(setInterval(() => res.write(' '), 100));
    });
    const started = Date.now();
    const result = await crawlSite(`http://public.test:${server.port}/`, options({ budgetMs: 3_000, pageTimeoutMs: 700 }));
    timers.forEach(clearInterval);
    expect(result.pages.map((p) => p.url.pathname).sort()).toEqual(['/', '/about']);
    expect(result.skipped).toContainEqual({ url: `http://public.test:${server.port}/contact`, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a server error on the home page', async () => {
    server = await startServer((_req, res) => res.writeHead(500).end('oops'));
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options()))).toBe('http-error');
  });

  it('reports a home page that is not HTML', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
    });
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options()))).toBe('not-html');
  });

  it('reports a refused connection as unreachable', async () => {
    server = await startServer((_req, res) => res.end());
    const port = server.port;
    await server.close();
    server = undefined;
    expect(await failure(crawlSite(`http://public.test:${port}/`, options()))).toBe('unreachable');
  });
});

describe('crawlSite robots.txt', () => {
  it('refuses a site whose robots.txt disallows our user agent, without fetching the home page', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: BooklineBot\nDisallow: /\n');
      else res.writeHead(200, { 'content-type': 'text/html' }).end(html('hello'));
    });
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options()))).toBe('robots-disallowed');
    expect(server.hits).toEqual(['/robots.txt']);
  });

  it('crawls nothing when robots.txt answers 5xx (RFC 9309) and reports the server error', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') res.writeHead(503).end('down for maintenance');
      else res.writeHead(200, { 'content-type': 'text/html' }).end(html('hello'));
    });
    expect(await failure(crawlSite(`http://public.test:${server.port}/`, options()))).toBe('http-error');
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
    const result = await crawlSite(`http://public.test:${server.port}/`, options());
    expect(result.pages.map((p) => p.url.pathname).sort()).toEqual(['/', '/contact']);
    expect(server.hits).not.toContain('/hours');
  });
});

describe('crawlSite page choice', () => {
  it('follows fact pages, then other pages of the same site for their prices, and skips other sites, files and legal pages', async () => {
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
    const result = await crawlSite(`http://public.test:${server.port}/`, options());
    expect(result.pages.map((p) => p.url.pathname).sort()).toEqual(['/', '/about', '/contact-us', '/gallery']);
    // A page no hint or menu names is read for its price list only.
    expect(result.pages.filter((p) => p.pricesOnly).map((p) => p.url.pathname)).toEqual(['/gallery']);
  });

  it('tries the usual contact page addresses when the home page links no fact page (a menu a script draws)', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      if (req.url === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(html('<nav id="menu"></nav><a href="#top">Top</a> Tattoos in Nashville'));
      if (req.url === '/contact.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end(html('904 Main St, Suite D, Nashville, TN 37206'));
      res.writeHead(404, { 'content-type': 'text/html' }).end(html('Not found'));
    });
    const result = await crawlSite(`http://public.test:${server.port}/`, options());
    expect(result.pages.map((p) => p.url.pathname)).toEqual(['/', '/contact.html']);
    expect(result.pages[1]!.pricesOnly).toBeUndefined();
    expect(server.hits.sort()).toEqual(['/', '/contact', '/contact.html', '/robots.txt']);
  });

  it('asks for the contact page in the site\'s style when the home page links other fact pages but no contact page', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      const body: Record<string, string> = {
        '/': '<a href="new-patients.html">New Patients</a> <a href="about-us.html">About Us</a>',
        '/new-patients.html': 'Forms',
        '/about-us.html': 'Our story',
        '/contact.html': 'Hours of Operation: Monday – Friday 8:00 AM – 4:30 PM',
      };
      if (!body[req.url!]) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html' }).end(html(body[req.url!]!));
    });
    const result = await crawlSite(`http://public.test:${server.port}/`, options());
    expect(result.pages.map((p) => p.url.pathname).sort()).toEqual(['/', '/about-us.html', '/contact.html', '/new-patients.html']);
    expect(server.hits).not.toContain('/contact');
  });

  it('reads a price list one page further in, linked from a fact page, for its prices only', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      const body: Record<string, string> = {
        '/': '<a href="/about">About us</a>',
        '/about': '<a href="/pricelist">Price List</a> <a href="/team">Our team</a> <a href="/">Home</a>',
        '/pricelist': 'Basic Manicure $20',
      };
      if (!body[req.url!]) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html' }).end(html(body[req.url!]!));
    });
    const result = await crawlSite(`http://public.test:${server.port}/`, options());
    expect(result.pages.map((p) => `${p.url.pathname}${p.pricesOnly ? ' (prices)' : ''}`).sort()).toEqual(['/', '/about', '/pricelist (prices)']);
  });

  it('reads the pages a splash page leads to in full ("Choose your language", then "Towing / Used Cars"), and the fact pages they name', async () => {
    // A site of these pages (and a 404 for anything else, robots.txt included).
    const site = (body: Record<string, string>) =>
      startServer((req, res) => {
        if (!body[req.url!]) return void res.writeHead(404).end();
        res.writeHead(200, { 'content-type': 'text/html' }).end(html(body[req.url!]!));
      });
    const read = async () => (await crawlSite(`http://public.test:${server!.port}/`, options())).pages.map((p) => `${p.url.pathname}${p.pricesOnly ? ' (prices)' : ''}`).sort();
    server = await site({
      '/': '<h1>Welcome to BAM Auto</h1><p>Choose your language</p><a href="/choose.html">English</a>',
      '/choose.html': '<a href="/index.html">Back</a><a href="/towing.html">Towing &amp; Roadside</a><a href="/cars.html">Used Cars</a>',
      '/towing.html': '<p>Call 614-400-2014</p><a href="/about.html">About us</a>',
      '/cars.html': '<p>Pre-owned vehicles</p>',
      '/about.html': '<p>1820 Worthington Run Dr, Columbus, OH 43235</p>',
    });
    expect(await read()).toEqual(['/', '/about.html', '/cars.html', '/choose.html', '/towing.html']);
    // A home page with words of its own is no splash page: the page it links without a hint is read for prices only.
    await server.close();
    server = await site({ '/': `<h1>BAM Auto</h1><p>${'Towing, jump starts and tire changes across Ohio. '.repeat(15)}</p><a href="/towing.html">Towing</a>`, '/towing.html': '<p>Tow $95</p>' });
    expect(await read()).toEqual(['/', '/towing.html (prices)']);
  });

  it('reads the page a home page\'s meta refresh sends to as the home page, and stops at a refresh loop', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      const page = (body: string) => res.writeHead(200, { 'content-type': 'text/html' }).end(body);
      if (req.url === '/') return void page('<html><head><meta http-equiv="Refresh" content="0; URL=\'/home\'"></head><body></body></html>');
      if (req.url === '/home') return void page(html('<a href="/contact">Contact</a> Call 512-555-0142'));
      if (req.url === '/loop') return void page('<meta http-equiv="refresh" content="0;url=/loop2">');
      if (req.url === '/loop2') return void page('<meta http-equiv="refresh" content="0;url=/loop">');
      if (req.url === '/later') return void page(`<meta http-equiv="refresh" content="30; url=/home">${html('Call 512-555-0142')}`);
      page(html(req.url!));
    });
    const result = await crawlSite(`http://public.test:${server.port}/`, options());
    expect(result.home.pathname).toBe('/home');
    expect(result.pages.map((p) => p.url.pathname)).toEqual(['/home', '/contact']);
    // A loop is followed at most twice, then the page reached is read as it is.
    expect((await crawlSite(`http://public.test:${server.port}/loop`, options())).pages[0]!.url.pathname).toMatch(/^\/loop2?$/);
    // A refresh after a long delay (a slideshow, a session timeout) is not a redirect.
    expect((await crawlSite(`http://public.test:${server.port}/later`, options())).home.pathname).toBe('/later');
  });

  it('follows a home page that is only a script sending the browser on (a language switch: the English page), on the same site only', async () => {
    const langSwitch = `<html><head><title>Joana's</title></head><body><script>
      const lang = navigator.language;
      if (lang.startsWith('es')) { window.location.href = 'index-es.html'; } else { window.location.href = 'index-en.html'; }
    </script></body></html>`;
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      const page = (body: string) => res.writeHead(200, { 'content-type': 'text/html' }).end(body);
      if (req.url === '/') return void page(langSwitch);
      if (req.url === '/away') return void page('<html><body><script>location.replace("http://elsewhere.test/")</script></body></html>');
      if (req.url === '/story') return void page(html(`${'We groom dogs in Hollywood, Florida, at your door. '.repeat(6)}<script>if (done) location.href = '/thanks';</script>`));
      page(html(`${req.url} Call 786-555-0142`));
    });
    const result = await crawlSite(`http://public.test:${server.port}/`, options());
    expect(result.home.pathname).toBe('/index-en.html');
    // Another site, or a page with text of its own, is not followed.
    expect((await crawlSite(`http://public.test:${server.port}/away`, options())).home.pathname).toBe('/away');
    expect((await crawlSite(`http://public.test:${server.port}/story`, options())).home.pathname).toBe('/story');
  });

  it('reads the home page once when a link serves it again under another address ("/index.html")', async () => {
    const home = html('<a href="/index.html">Our services</a> <a href="/contact">Contact</a>');
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html' }).end(req.url === '/' || req.url === '/index.html' ? home : html(req.url!));
    });
    const result = await crawlSite(`http://public.test:${server.port}/`, options());
    expect(result.pages.map((p) => p.url.pathname)).toEqual(['/', '/contact']);
  });

  it('decodes a Latin-1 page sent under a UTF-8 header', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      const body = Buffer.from('<html><head><meta charset="iso-8859-1"></head><body>Ríos Café</body></html>', 'latin1');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    });
    const result = await crawlSite(`http://public.test:${server.port}/`, options());
    expect(result.pages[0]!.html).toContain('Ríos Café');
  });

  it('reads a gzip-compressed page', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(html('Compressed hello')));
    });
    const result = await crawlSite(`http://public.test:${server.port}/`, options());
    expect(result.pages[0]!.html).toContain('Compressed hello');
  });
});
