/**
 * An error whose message is safe to show to the client. Everything else that reaches
 * the error handler becomes a generic 500 and is only logged.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503 | 504,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
