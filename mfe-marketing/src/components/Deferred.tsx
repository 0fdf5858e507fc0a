import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` after the first paint, as a transition React can split into small
 * slices: the hero (the page's largest paint) shows sooner and the rest of the page does not
 * block the main thread in one long task. The placeholder is a screen tall, so the footer
 * starts below the fold and nothing visible moves when the content arrives.
 */
export function Deferred({ children, onShown }: { children: ReactNode; onShown?: () => void }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);
  return shown ? <div className="mk-deferred">{children}</div> : <div style={{ minHeight: '100vh' }} aria-busy="true" data-deferred="pending" />;
}
