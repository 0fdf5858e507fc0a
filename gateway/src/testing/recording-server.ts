import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded { method: string; path: string; headers: IncomingHttpHeaders; body: string }
export type Reply = { status?: number; json?: unknown; text?: string };

/** A local HTTP server that records every request and answers with canned (recorded-style) replies. */
export async function recordingServer(reply: (req: Recorded) => Reply) {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const rec = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(rec);
      const r = reply(rec);
      res.writeHead(r.status ?? 200, { 'content-type': r.json !== undefined ? 'application/json' : 'text/plain' });
      res.end(r.json !== undefined ? JSON.stringify(r.json) : (r.text ?? ''));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
