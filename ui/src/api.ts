/** Calls a backend function: `POST /functions/v1/<name>` with a JSON body (protocols.md §1). */
export class FunctionError extends Error {
  override name = 'FunctionError';
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export async function callFunction<T = unknown>(name: string, body: unknown, { timeoutMs = 15_000, base = '' }: { timeoutMs?: number; base?: string } = {}): Promise<T> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), timeoutMs);
  try {
    const res = await fetch(`${base}/functions/v1/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: ctrl.signal,
    });
    const json = (await res.json().catch(() => ({}))) as T & { error?: string };
    if (!res.ok) throw new FunctionError(res.status, json.error ?? `HTTP ${res.status}`);
    return json;
  } finally {
    clearTimeout(timer);
  }
}
