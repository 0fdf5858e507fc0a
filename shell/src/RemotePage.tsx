import { Component, Suspense, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RouteEntry } from '@bookline/contracts';
import { loadPage } from './remotes';
import { RemoteUnavailable } from './RemoteUnavailable';
import { RetryContext } from './retry';
import { reportClientError } from './report';

class RemoteErrorBoundary extends Component<{ remote: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error(`[bookline] remote "${this.props.remote}" crashed`, error);
    reportClientError('remote-render', { remote: this.props.remote, message: String(error?.message ?? error).slice(0, 300) });
  }
  override render() {
    return this.state.failed ? <RemoteUnavailable remote={this.props.remote} /> : this.props.children;
  }
}

function Loaded({ route, params, attempt }: { route: RouteEntry; params: Record<string, string>; attempt: number }) {
  // `attempt` makes a retry ask for the module again.
  const promise = useMemo(() => loadPage(route.remote), [route.remote, attempt]);
  const Page = use(promise);
  return <Page page={route.page} params={params} />;
}

export function PageLoading() {
  return (
    <div className="bl-container bl-page" style={{ minHeight: '70vh', display: 'grid', placeItems: 'center' }} aria-busy="true">
      <div role="status" style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
        <div className="bl-spinner" aria-hidden="true" />
        <span className="bl-visually-hidden">Loading…</span>
      </div>
    </div>
  );
}

/** Every remote slot: ErrorBoundary → Suspense → the remote's page. */
export function RemotePage({ route, params }: { route: RouteEntry; params: Record<string, string> }) {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    document.title = route.title;
  }, [route.title]);
  return (
    <RetryContext.Provider value={() => setAttempt((a) => a + 1)}>
      <RemoteErrorBoundary key={`${route.remote}:${attempt}`} remote={route.remote}>
        <Suspense fallback={<PageLoading />}>
          <Loaded route={route} params={params} attempt={attempt} />
        </Suspense>
      </RemoteErrorBoundary>
    </RetryContext.Provider>
  );
}
