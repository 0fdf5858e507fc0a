import { useCallback, useEffect, useState } from 'react';
import { api } from './api';

export type Loaded<T> = { data?: T; error?: string; loading: boolean; reload: () => void };

/** GETs `path` (null: nothing yet) and re-fetches when it changes or on reload(). */
export function useApi<T>(path: string | null): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({ loading: Boolean(path) });
  const [n, setN] = useState(0);
  useEffect(() => {
    if (!path) return;
    const ctrl = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    api<T>(path, { signal: ctrl.signal }).then(
      (data) => setState({ data, loading: false }),
      (err: Error) => !ctrl.signal.aborted && setState({ error: err.message, loading: false }),
    );
    return () => ctrl.abort();
  }, [path, n]);
  const reload = useCallback(() => setN((x) => x + 1), []);
  return { ...state, reload };
}
