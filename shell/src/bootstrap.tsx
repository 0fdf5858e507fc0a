import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoute } from '@bookline/contracts';
import '@bookline/ui/tokens.css';
import { App } from './App';
import { loadShellConfig } from './config';
import { loadPage, registerAllRemotes } from './remotes';
import { captureSalesRep } from './sales-rep';
import { holdStatic } from './carry-over';

captureSalesRep(location.pathname);

async function start() {
  const config = await loadShellConfig();
  registerAllRemotes(config.remotes);
  (window as unknown as { __BOOKLINE__: unknown }).__BOOKLINE__ = { support: config.support, salesReps: config.salesReps, site: config.site };
  const root = document.getElementById('root')!;
  // The gateway may have sent this page prerendered (static HTML of the remote's page): load
  // the remote and the page before the first render, so React swaps the static copy for the
  // live one in a single commit instead of passing through a loading state.
  if (root.hasAttribute('data-prerendered')) {
    const match = matchRoute(location.pathname, config.salesReps);
    if (match) {
      try {
        const Page = await loadPage(match.route.remote);
        await Page.preload?.(match.route.page);
      } catch {
        // The live render shows the remote's fallback page and reports the failure.
      }
    }
  }
  // As a transition, React renders in short slices instead of one long task (the page is
  // already on screen when prerendered, so nothing waits for this render).
  const carry = root.hasAttribute('data-prerendered') ? holdStatic(root) : null;
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<App config={config} onLive={() => carry?.replay(root)} />));
}

void start();
