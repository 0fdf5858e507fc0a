import { useLayoutEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { matchRoute, ROUTES } from '@bookline/contracts';
import type { ShellConfig } from './config';
import { NotFound } from './NotFound';
import { RemotePage } from './RemotePage';
import { RouterErrorBoundary } from './RouterError';

/** Catch-all: sales-rep names (configuration) show the landing page, anything else the 404. */
function Fallthrough({ salesReps }: { salesReps: string[] }) {
  const { pathname } = useLocation();
  const match = matchRoute(pathname, salesReps);
  if (!match) return <NotFound />;
  return <RemotePage key={match.route.path} route={match.route} params={match.params} />;
}

function RoutePage({ path }: { path: string }) {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  const route = ROUTES.find((r) => r.path === path)!;
  return <RemotePage key={route.path} route={route} params={match?.params ?? {}} />;
}

/**
 * The router and the page frame every route renders in (pages bring their own header and
 * footer). Declarative routing: the shell needs no loaders or actions, and this keeps the
 * shared react-router small (see react-router.shared.mjs).
 */
export function App({ config, onLive }: { config: ShellConfig; onLive?: () => void }) {
  // The live page has replaced a prerendered copy (if there was one): say so on the root, and
  // drop the copy's inlined styles (the page's own stylesheets are loaded by now; the inlined
  // ones, last in the document, would otherwise outrank every page visited after).
  // In the commit itself (a layout effect), not after it: until then the focus is on the body,
  // and a key pressed in between (Enter on the email field) would go nowhere.
  useLayoutEffect(() => {
    document.getElementById('root')?.removeAttribute('data-prerendered');
    document.querySelector('style[data-prerendered]')?.remove();
    // What the visitor typed or pressed on the static copy meanwhile (shell/src/carry-over.ts).
    onLive?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <BrowserRouter>
      <RouterErrorBoundary>
        <a className="bl-skip" href="#main">
          Skip to content
        </a>
        <main id="main" tabIndex={-1}>
          <Routes>
            {ROUTES.map((r) => (
              <Route key={r.path} path={r.path} element={<RoutePage path={r.path} />} />
            ))}
            <Route path="*" element={<Fallthrough salesReps={config.salesReps} />} />
          </Routes>
        </main>
      </RouterErrorBoundary>
    </BrowserRouter>
  );
}
