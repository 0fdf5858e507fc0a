/** JSON over the owner API (`/api/owner/*`): one error type carrying the server's message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(readonly status: number, message: string, readonly code?: string) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export async function api<T>(path: string, { method = 'GET', body, timeoutMs = 15_000, signal }: RequestOptions = {}): Promise<T> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), timeoutMs);
  signal?.addEventListener('abort', () => ctrl.abort(), { once: true });
  try {
    const res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: ctrl.signal,
    });
    const json = (await res.json().catch(() => ({}))) as T & { error?: string; code?: string };
    if (!res.ok) throw new ApiError(res.status, json.error ?? `HTTP ${res.status}`, json.code);
    return json;
  } finally {
    clearTimeout(timer);
  }
}

/** Owner API paths, one place. */
export const paths = {
  me: '/api/owner/me',
  agent: (agentId: string) => `/api/owner/agents/${encodeURIComponent(agentId)}`,
  overview: (agentId: string) => `/api/owner/agents/${encodeURIComponent(agentId)}/overview`,
  calls: (agentId: string) => `/api/owner/agents/${encodeURIComponent(agentId)}/calls`,
  call: (agentId: string, callId: string) => `/api/owner/agents/${encodeURIComponent(agentId)}/calls/${encodeURIComponent(callId)}`,
  callEvents: (agentId: string) => `/api/owner/agents/${encodeURIComponent(agentId)}/calls/events`,
  callsCsv: (agentId: string) => `/api/owner/agents/${encodeURIComponent(agentId)}/calls.csv`,
  questions: (agentId: string) => `/api/owner/agents/${encodeURIComponent(agentId)}/questions`,
  answer: (agentId: string, questionId: string) => `/api/owner/agents/${encodeURIComponent(agentId)}/questions/${encodeURIComponent(questionId)}/answer`,
  retention: (agentId: string) => `/api/owner/agents/${encodeURIComponent(agentId)}/retention`,
};
