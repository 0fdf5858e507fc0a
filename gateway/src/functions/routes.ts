import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Logger } from '../logging';
import { ApiError } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { parseJsonBody } from '../http/body-guard';
import { describeZodError } from '../http/zod-message';
import type { SessionVariables } from '../http/session';
import type { BackendFunction, Services } from './define';

export interface FunctionRoutesOptions {
  redis: Redis;
  config: Config;
  log: Logger;
  services: Services;
  functions: ReadonlyMap<string, BackendFunction>;
}

/** Reads the body as text, refusing more than `limit` bytes (413) without buffering past it. */
async function readBody(req: Request, limit: number): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw new ApiError(413, `Request body is too large (limit ${limit} bytes).`);
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new ApiError(413, `Request body is too large (limit ${limit} bytes).`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `POST /functions/v1/:name` — protocols.md §1. */
export function functionRoutes({ redis, config, log, services, functions }: FunctionRoutesOptions) {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.post('/:name', async (c) => {
    const name = c.req.param('name');
    const fn = functions.get(name);
    if (!fn) throw new ApiError(404, `Unknown function: ${name.slice(0, 80)}`);
    const type = c.req.header('content-type') ?? '';
    if (type && !/^application\/json\b/i.test(type) && !/^text\/plain\b/i.test(type)) {
      throw new ApiError(415, 'Send the body as JSON (Content-Type: application/json).');
    }
    const text = await readBody(c.req.raw, fn.maxBodyBytes ?? config.BODY_LIMIT_BYTES);
    const json = parseJsonBody(text);
    const parsed = fn.body.safeParse(json);
    if (!parsed.success) throw new ApiError(400, describeZodError(parsed.error));
    const result = await fn.run(parsed.data, {
      redis,
      config,
      log: log.child({ fn: name }),
      session: c.get('session'),
      saveSession: c.get('saveSession'),
      ip: clientIp(c, config.TRUST_PROXY),
      services,
    });
    return c.json(result as object);
  });
  app.all('/:name', (c) => {
    throw new ApiError(405, `Use POST for /functions/v1/${c.req.param('name').slice(0, 80)}.`);
  });
  return app;
}
