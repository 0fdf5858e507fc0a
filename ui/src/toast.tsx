import { useEffect, useRef } from 'react';
import { create } from 'zustand';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /**
   * An error raised together with a move to another step or page ("Analysis Timed Out … then
   * step 3") explains that step, so it is kept through that one move.
   */
  carry?: boolean;
}

interface ToastState {
  toasts: Toast[];
  push: (t: Omit<Toast, 'id'>) => number;
  dismiss: (id: number) => void;
  /** The page or step changed: error toasts of the one left go (unless carried into this one). */
  leaveScope: () => void;
}

let nextId = 1;

export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  push: (t) => {
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts, { ...t, id }].slice(-4) }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  leaveScope: () =>
    set((s) => ({ toasts: s.toasts.filter((t) => t.variant !== 'destructive' || t.carry).map((t) => (t.carry ? { ...t, carry: false } : t)) })),
}));

/**
 * Error toasts belong to the page or wizard step that raised them: when `key` changes, or the
 * page or step unmounts, they are dismissed, so a "Missing Required Information" from step 3 does not linger on step 4.
 * Success toasts announce the move itself and stay for their time.
 */
export function useToastScope(key: string): void {
  const first = useRef(key);
  useEffect(() => {
    if (first.current === key) return;
    first.current = key;
    useToasts.getState().leaveScope();
  }, [key]);
  // The shell mounts each route's page afresh (keyed by route), so a key change never reaches
  // the old page: its errors go when it unmounts ("Please fill in all required fields" from
  // trial signup stayed over payment setup).
  useEffect(() => () => useToasts.getState().leaveScope(), []);
}

/** Shows a toast; `variant: 'destructive'` for the spec's error toasts. */
export const toast = (t: Omit<Toast, 'id'>) => useToasts.getState().push(t);

function ToastItem({ t, durationMs }: { t: Toast; durationMs: number }) {
  const dismiss = useToasts((s) => s.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(t.id), durationMs);
    return () => clearTimeout(timer);
  }, [t.id, durationMs, dismiss]);
  return (
    <div className={`bl-toast${t.variant === 'destructive' ? ' bl-toast--destructive' : ''}`} role={t.variant === 'destructive' ? 'alert' : 'status'}>
      <p className="bl-toast__title">{t.title}</p>
      {t.description ? <p className="bl-toast__body">{t.description}</p> : null}
    </div>
  );
}

/** Renders the toasts; place one per page tree. */
export function Toaster({ durationMs = 5000 }: { durationMs?: number }) {
  const toasts = useToasts((s) => s.toasts);
  return (
    <div className="bl-toaster" aria-live="polite">
      {toasts.map((t) => (
        <ToastItem key={t.id} t={t} durationMs={durationMs} />
      ))}
    </div>
  );
}
