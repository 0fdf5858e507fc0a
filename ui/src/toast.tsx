import { useEffect } from 'react';
import { create } from 'zustand';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ToastState {
  toasts: Toast[];
  push: (t: Omit<Toast, 'id'>) => number;
  dismiss: (id: number) => void;
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
}));

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
