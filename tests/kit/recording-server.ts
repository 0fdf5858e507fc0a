// A local HTTP server that records every request and answers from a script: the stand-in for
// a provider's API in contract tests of real adapters (twilio SDK, ElevenLabs HTTP API).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface RecordedRequest {
  method: string;
  /** The request target as sent: path and query. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The body as UTF-8 text. */
  text: string;
  /** Form-encoded bodies parsed (twilio sends application/x-www-form-urlencoded). */
  form: URLSearchParams;
}

export type Responder = (req: RecordedRequest) => { status?: number; json?: unknown; text?: string; delayMs?: number } | undefined;

export interface RecordingServer {
  url: string;
  requests: RecordedRequest[];
  /** Replaces how the server answers. */
  respond(r: Responder): void;
  close(): Promise<void>;
}

export async function startRecordingServer(initial: Responder = () => ({ status: 404, json: { message: 'not scripted' } })): Promise<RecordingServer> {
  let responder = initial;
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://local');
      const body = Buffer.concat(chunks);
      const rec: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: u.pathname,
        query: u.searchParams,
        headers: req.headers,
        body,
        text: body.toString('utf8'),
        form: /x-www-form-urlencoded/.test(req.headers['content-type'] ?? '') ? new URLSearchParams(body.toString('utf8')) : new URLSearchParams(),
      };
      requests.push(rec);
      const out = responder(rec) ?? { status: 404, json: { message: 'not scripted' } };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(out.status ?? 200, { 'content-type': out.text !== undefined ? 'text/plain' : 'application/json' });
        res.end(out.text ?? JSON.stringify(out.json ?? {}));
      };
      if (out.delayMs) setTimeout(send, out.delayMs);
      else send();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond: (r) => {
      responder = r;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
