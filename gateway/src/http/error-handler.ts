import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import type { Logger } from '../logging';
import { ApiError } from './api-error';
import { describeZodError } from './zod-message';

export const GENERIC_ERROR = 'Something went wrong on our side. Please try again in a moment.';

export function errorJson(c: Context, status: number, error: string, headers: Record<string, string> = {}) {
  for (const [k, v] of Object.entries(headers)) c.header(k, v);
  return c.json({ success: false, error }, status as 400);
}

/** The one place errors become the `{success:false, error}` shape of protocols.md §1. */
export function createErrorHandler({ log }: { log: Logger }): ErrorHandler {
  return function handleError(err, c) {
    if (err instanceof ApiError) return errorJson(c, err.status, err.message, err.headers);
    if (err instanceof ZodError) return errorJson(c, 400, describeZodError(err));
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 413 ? 'Request body is too large.' : err.message || 'Bad request.';
      return errorJson(c, status, message);
    }
    log.error({ err, reqId: c.get('requestId' as never), path: c.req.path }, 'unhandled error');
    return errorJson(c, 500, GENERIC_ERROR);
  };
}
