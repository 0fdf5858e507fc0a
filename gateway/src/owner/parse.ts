import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, describeZodError } from '../http';

/** Query or JSON body through a zod schema; a clear 400 naming the field otherwise. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const r = schema.safeParse(c.req.query());
  if (!r.success) throw new ApiError(400, describeZodError(r.error));
  return r.data;
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new ApiError(400, 'The body must be JSON.');
  }
  const r = schema.safeParse(json);
  if (!r.success) throw new ApiError(400, describeZodError(r.error));
  return r.data;
}
