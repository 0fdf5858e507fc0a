import { useCallback, useEffect, useState } from 'react';
import type { OwnerMe } from '@bookline/contracts';
import { api, ApiError, paths } from './api';

let cached: Promise<OwnerMe> | null = null;

/** The signed-in account and its agents, fetched once per page load (forget() after sign-out). */
export function loadMe(): Promise<OwnerMe> {
  if (!cached) {
    cached = api<OwnerMe>(paths.me);
    cached.catch(() => (cached = null));
  }
  return cached;
}

export function forgetMe(): void {
  cached = null;
}

export type MeState = { status: 'loading' } | { status: 'signed-out' } | { status: 'error'; message: string } | { status: 'ok'; me: OwnerMe };

export function useMe(): MeState & { reload: () => void } {
  const [state, setState] = useState<MeState>({ status: 'loading' });
  const [n, setN] = useState(0);
  useEffect(() => {
    let live = true;
    loadMe().then(
      (me) => live && setState({ status: 'ok', me }),
      (err: unknown) => live && setState(err instanceof ApiError && (err.status === 401 || err.status === 404) ? { status: 'signed-out' } : { status: 'error', message: (err as Error).message }),
    );
    return () => {
      live = false;
    };
  }, [n]);
  const reload = useCallback(() => {
    forgetMe();
    setN((x) => x + 1);
  }, []);
  return { ...state, reload };
}
