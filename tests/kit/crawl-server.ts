// Test helper: a loopback HTTP server whose handler each test writes, plus resolvers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ExtractionError } from '../../gateway/src/extraction/errors';
import { isBlockedAddress, type Resolver } from '../../gateway/src/extraction/crawl/address-policy';
import type { CrawlOptions } from '../../gateway/src/extraction/crawl/crawler';

export interface TestServer {
  port: number;
  /** Paths requested, in order. */
  hits: string[];
  close(): Promise<void>;
}

export async function startServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<TestServer> {
  const hits: string[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    handler(req, res);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

/** name → address table; unknown names fail like DNS does. */
export function tableResolver(table: Record<string, string>): Resolver {
  return async (host) => {
    const address = table[host];
    if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };
}

export const html = (body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>T</title></head><body>${body}</body></html>`;

/**
 * The test server stands in for the public internet: "public.test" resolves to it and its
 * loopback address counts as public, while every other address gets the real check.
 */
export function crawlOptions(extra: Partial<CrawlOptions> = {}): CrawlOptions {
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
}

export async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'no error';
  } catch (err) {
    return err instanceof ExtractionError ? err.code : String(err);
  }
}

