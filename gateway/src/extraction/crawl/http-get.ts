import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import { ExtractionError } from '../errors';
import { resolveSafely, type AddressPolicy, type ResolvedAddress } from './address-policy';
import { inlineDataFilter } from './inline-data';

export interface RawResponse {
  url: URL;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface GetOptions extends AddressPolicy {
  userAgent: string;
  /** Cap on the body kept: decompressed, without the payloads of inline base64 data URIs. */
  maxBytes: number;
  /** Epoch ms after which the request is abandoned with a timeout. */
  deadline: number;
  accept?: string;
}

/** A lookup that always answers the address we already checked. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (opts?.all) cb(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  }) as unknown as LookupFunction;
}

function decompressor(encoding: string | undefined) {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/** A slow DNS answer counts against the same deadline as the download. */
async function beforeDeadline<T>(work: Promise<T>, deadline: number, url: URL): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ExtractionError('timeout', `dns ${url.hostname}`)), Math.max(1, deadline - Date.now()));
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How many bytes a page may take to read, inline images included (decompressed): the work one
 * page can cost is bounded even when most of it is dropped.
 */
export const RAW_FACTOR = 8;

/**
 * One GET, no redirects followed. The host is resolved and checked first and the socket is
 * pinned to the checked address. The body is decompressed and its inline base64 payloads are
 * dropped as it streams (inline-data.ts); what is kept is capped at `maxBytes`, and everything
 * read at `RAW_FACTOR` times that.
 */
export async function httpGet(url: URL, opts: GetOptions): Promise<RawResponse> {
  const remaining = opts.deadline - Date.now();
  if (remaining <= 0) throw new ExtractionError('timeout', url.href);
  const target = await beforeDeadline(resolveSafely(url, opts), opts.deadline, url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<RawResponse>((resolve, reject) => {
    let settled = false;
    const fail = (err: ExtractionError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(err);
    };
    const timer = setTimeout(() => fail(new ExtractionError('timeout', url.href)), Math.max(1, opts.deadline - Date.now()));
    const req = client.request(
      url,
      {
        method: 'GET',
        // A fresh connection per request: a pooled socket must never carry a request to another host.
        agent: false,
        lookup: pinnedLookup(target),
        headers: {
          'user-agent': opts.userAgent,
          accept: opts.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en-US,en;q=0.8',
        },
      },
      (res: IncomingMessage) => {
        const declared = Number(res.headers['content-length'] ?? NaN);
        const encoded = decompressor(res.headers['content-encoding']);
        const rawCap = opts.maxBytes * RAW_FACTOR;
        if (!encoded && Number.isFinite(declared) && declared > rawCap) {
          fail(new ExtractionError('too-large', `${url.href}: ${declared} bytes declared`));
          return;
        }
        const stream = encoded ? res.pipe(encoded) : res;
        const filter = inlineDataFilter();
        const chunks: Buffer[] = [];
        let raw = 0;
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          if (settled) return;
          raw += chunk.length;
          const kept = filter.push(chunk);
          size += kept.length;
          if (size > opts.maxBytes || raw > rawCap) fail(new ExtractionError('too-large', `${url.href}: over ${size > opts.maxBytes ? opts.maxBytes : rawCap} bytes`));
          else chunks.push(kept);
        });
        stream.on('error', (err: Error) => fail(new ExtractionError('unreachable', `${url.href}: ${err.message}`)));
        stream.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({ url, status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', (err) => fail(new ExtractionError('unreachable', `${url.href}: ${err.message}`)));
    req.end();
  });
}
