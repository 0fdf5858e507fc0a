import type { z } from 'zod';
import type { FunctionName, FunctionResponse } from '@bookline/contracts';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Logger } from '../logging';
import type { Session } from '../http/session';

/** What every backend function receives besides its validated body. */
export interface FunctionContext {
  redis: Redis;
  config: Config;
  log: Logger;
  session: Session;
  saveSession: () => Promise<void>;
  ip: string;
  /** Provider ports and other services, filled in by the app's composition root. */
  services: Services;
}

/** Ports wired at start-up. Later domains add their members here. */
export interface Services {
  [name: string]: unknown;
}

export interface BackendFunction<S extends z.ZodType = z.ZodType, R = unknown> {
  name: string;
  body: S;
  /** Bytes; defaults to the gateway's BODY_LIMIT_BYTES. */
  maxBodyBytes?: number;
  run(input: z.infer<S>, ctx: FunctionContext): Promise<R>;
}

/**
 * Declares a backend function. Its name must be in the contracts' `FunctionMap`, and the map
 * types its answer, so the gateway and the browser's `callFunction` cannot drift apart.
 */
export function defineFunction<N extends FunctionName, S extends z.ZodType>(
  fn: BackendFunction<S, FunctionResponse<N>> & { name: N },
): BackendFunction<S, FunctionResponse<N>> {
  return fn;
}
