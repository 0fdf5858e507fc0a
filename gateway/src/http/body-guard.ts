import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './api-error';

export interface BodyGuardOptions {
  /** Bytes any request body may have (BODY_LIMIT_BYTES). */
  maxBytes: number;
  /** Paths (prefixes) that enforce a limit of their own while streaming, e.g. per function. */
  skip?: readonly string[];
}

/**
 * One body-size limit for every route: a declared Content-Length over the limit is refused
 * before anything is read, and a chunked body is counted while it streams, so a 200 MB POST
 * never sits in memory. Answers 413 naming the limit.
 */
export function bodyGuard({ maxBytes, skip = [] }: BodyGuardOptions): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, `Request body is too large (limit ${maxBytes} bytes).`);
    },
  });
  return async function bodyGuardMiddleware(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || skip.some((p) => c.req.path.startsWith(p))) return next();
    return limit(c, next);
  };
}

/** Deepest nesting JSON bodies may have; deeper ones are refused (serialising them again can overflow the stack). */
export const MAX_JSON_DEPTH = 32;

/** The nesting depth of a parsed JSON value, counted without recursion; stops once past `cap`. */
export function jsonDepth(value: unknown, cap = MAX_JSON_DEPTH + 1): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    const depth = d + 1;
    if (depth > max) max = depth;
    if (max >= cap) return max;
    for (const child of Object.values(v as Record<string, unknown>)) if (child !== null && typeof child === 'object') stack.push([child, depth]);
  }
  return max;
}

/** Parses a JSON body, refusing malformed or too deeply nested ones with a 400 naming the problem. */
export function parseJsonBody(text: string): unknown {
  let json: unknown;
  try {
    json = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON body.');
  }
  if (jsonDepth(json) > MAX_JSON_DEPTH) throw new ApiError(400, `JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
  return json;
}
