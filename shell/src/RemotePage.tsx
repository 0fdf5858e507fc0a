import { Component, Suspense, use, useEffect, type ReactNode } from 'react';
import type { RouteEntry } from '@bookline/contracts';
import { loadPage } from './remotes';
import { RemoteUnavailable } from './RemoteUnavailable';
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

function Loaded({ route, params }: { route: RouteEntry; params: Record<string, string> }) {
  const Page = use(loadPage(route.remote));
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
  useEffect(() => {
    document.title = route.title;
  }, [route.title]);
  return (
    <RemoteErrorBoundary remote={route.remote}>
      <Suspense fallback={<PageLoading />}>
        <Loaded route={route} params={params} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
