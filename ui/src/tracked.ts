/**
 * A promise React's `use()` can read synchronously once it has settled: React looks at a
 * thenable's `status`/`value`/`reason` before suspending. Used for page modules that are
 * already loaded (a prerendered first paint must not flash a loading state).
 */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  const t = promise as Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };
  if (t.status) return t;
  t.status = 'pending';
  t.then(
    (value) => {
      t.status = 'fulfilled';
      t.value = value;
    },
    (reason: unknown) => {
      t.status = 'rejected';
      t.reason = reason;
    },
  );
  return t;
}
