import ky, { HTTPError, TimeoutError } from 'ky';
import {
  AUTH_API, IDEMPOTENT_FUNCTIONS, type AuthApiMap, type FunctionBody, type FunctionName, type FunctionResponse,
} from '@bookline/contracts';

/**
 * The one error every API call throws: the HTTP status (0 when no answer arrived) and the
 * server's own message (`{error}` of protocols.md §1) when it sent one.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(readonly status: number, message: string, readonly code?: string) {
    super(message);
  }
}
/** The former name, kept for existing imports. */
export { ApiError as FunctionError };

export const NETWORK_ERROR = 'Could not reach Bookline. Check your connection and try again.';
export const TIMEOUT_ERROR = 'Bookline took too long to answer. Please try again.';

export interface CallOptions {
  timeoutMs?: number;
  /** Origin of the gateway when it is not this page's (tests, other hosts). */
  base?: string;
}

async function toApiError(err: unknown): Promise<ApiError> {
  if (err instanceof HTTPError) {
    const body = (await err.response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
    const message = typeof body?.error === 'string' ? body.error : `HTTP ${err.response.status}`;
    return new ApiError(err.response.status, message, typeof body?.code === 'string' ? body.code : undefined);
  }
  if (err instanceof TimeoutError) return new ApiError(0, TIMEOUT_ERROR, 'timeout');
  if (err instanceof ApiError) return err;
  return new ApiError(0, NETWORK_ERROR, 'network');
}

async function send<R>(url: string, { method, json, idempotent, timeoutMs }: { method: 'GET' | 'POST' | 'DELETE'; json?: unknown; idempotent: boolean; timeoutMs: number }): Promise<R> {
  try {
    return await ky(url, {
      method,
      ...(json === undefined ? {} : { json }),
      credentials: 'same-origin',
      timeout: timeoutMs,
      // Retries only where repeating cannot change anything twice.
      retry: idempotent ? { limit: 2, methods: [method.toLowerCase()], statusCodes: [408, 502, 503, 504] } : 0,
    }).json<R>();
  } catch (err) {
    throw await toApiError(err);
  }
}

/** Calls a backend function: `POST /functions/v1/<name>` with a JSON body (protocols.md §1), typed by `FunctionMap`. */
export function callFunction<N extends FunctionName>(name: N, body: FunctionBody<N>, { timeoutMs = 15_000, base = '' }: CallOptions = {}): Promise<FunctionResponse<N>> {
  return send<FunctionResponse<N>>(`${base}/functions/v1/${name}`, { method: 'POST', json: body, idempotent: IDEMPOTENT_FUNCTIONS.has(name), timeoutMs });
}

/** Owner accounts (`/api/auth/*`, see gateway/src/accounts/README.md), typed by `AuthApiMap`. */
export function callAuth<K extends keyof AuthApiMap>(
  call: K,
  ...[body, { timeoutMs = 15_000, base = '' } = {}]: AuthApiMap[K]['body'] extends undefined ? [body?: undefined, opts?: CallOptions] : [body: AuthApiMap[K]['body'], opts?: CallOptions]
): Promise<AuthApiMap[K]['response']> {
  const { method, path } = AUTH_API[call];
  return send<AuthApiMap[K]['response']>(`${base}${path}`, { method, json: body, idempotent: method === 'GET', timeoutMs });
}

/** Revokes one session or passkey of the signed-in account. */
export const revokeSession = (handle: string, opts: CallOptions = {}) =>
  send<{ signedOut: true; revoked: number }>(`${opts.base ?? ''}/api/auth/sessions/${encodeURIComponent(handle)}`, { method: 'DELETE', idempotent: false, timeoutMs: opts.timeoutMs ?? 15_000 });
export const removePasskey = (id: string, opts: CallOptions = {}) =>
  send<{ success: boolean }>(`${opts.base ?? ''}/api/auth/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE', idempotent: false, timeoutMs: opts.timeoutMs ?? 15_000 });
