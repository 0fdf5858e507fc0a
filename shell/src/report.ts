/** Fire-and-forget reports to the gateway; failures are only logged to the console. */
function post(name: string, body: unknown) {
  void fetch(`/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch((err) => console.error(`[bookline] ${name} failed`, err));
}

export const reportNotFound = (path: string) => post('log-not-found', { path, referrer: document.referrer || undefined });

export const reportClientError = (kind: string, detail: Record<string, string>) => post('log-client-error', { kind, ...detail, path: location.pathname });
