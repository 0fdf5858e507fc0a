// The built gateway reads websites on worker threads (gateway/dist/extract-thread.cjs): a page
// that takes long to read holds up no other request, and one that runs over its time is
// answered "too-large" while the next site is read as usual.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawnGateway } from '../setup/e2e';

const PLUMBER = '<html><head><title>Acme Plumbing</title></head><body><h1>Acme Plumbing</h1><p>Call (512) 555-0142</p><p>100 Main St, Austin, TX 78701</p></body></html>';
/** A megabyte of logo pictures, each weighed as the brand: over a second of reading. */
const SLOW = `<html><head><title>Logos</title></head><body>${Array.from({ length: 12_000 }, (_, i) => `<div class="brand"><img class="logo" src="/l${i}.png" alt="Acme ${i} Plumbing"></div>`).join('')}</body></html>`;

let gw: Awaited<ReturnType<typeof spawnGateway>>;
const sites: Server[] = [];
/** Resolves when the slow site has sent its page (the gateway is about to read it). */
let slowSent: Promise<void> = Promise.resolve();

async function site(html: string, onSent?: () => void): Promise<string> {
  const server = createServer((req, res) => {
    if (req.url !== '/') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html, () => onSent?.());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  sites.push(server);
  const a = server.address();
  return `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/`;
}

async function analyse(websiteAddress: string): Promise<Record<string, any>> {
  const res = await fetch(`${gw.url}/functions/v1/scrape-and-extract-business-data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ websiteAddress }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, any>;
}

beforeAll(async () => {
  // Loopback sites are reachable only with the test-only setting; a short time limit per site.
  gw = await spawnGateway({ REDIS_URL: inject('redisUrl'), RATE_LIMIT_FUNCTIONS: '100000', EXTRACTION_ALLOW_PRIVATE_HOSTS: 'true', EXTRACTION_CACHE_TTL_S: '0', EXTRACTION_THREAD_TIMEOUT_MS: '250' });
}, 60_000);
afterAll(async () => {
  await gw?.stop();
  await Promise.all(sites.map((s) => new Promise((r) => s.close(r))));
});

describe('website reading on worker threads (built gateway)', () => {
  it('reads a site and answers its business data', async () => {
    const json = await analyse(await site(PLUMBER));
    expect(json).toMatchObject({ success: true, businessData: { BusinessName: 'Acme Plumbing', BusinessAddressCity: 'Austin' } });
  });

  it('answers other requests while a slow page is read, ends that reading as "too-large", and reads the next site as usual', async () => {
    let sent!: () => void;
    slowSent = new Promise<void>((r) => (sent = r));
    const slowUrl = await site(SLOW, () => sent());
    const order: string[] = [];
    const slow = analyse(slowUrl).then((json) => {
      order.push('slow');
      return json;
    });
    await slowSent;
    const health = fetch(`${gw.url}/healthz`).then((res) => {
      order.push('healthz');
      return res.status;
    });
    expect(await health).toBe(200);
    expect(await slow).toMatchObject({ success: false, reason: 'too-large' });
    expect(order).toStrictEqual(['healthz', 'slow']);
    expect(await analyse(await site(PLUMBER))).toMatchObject({ success: true, businessData: { BusinessName: 'Acme Plumbing' } });
  });
});
