import { Component, type ReactNode } from 'react';
import { reportClientError } from './report';

/** The fallback for errors no page handled (spec §8: Unexpected Application Error!). */
export function RouterError() {
  return (
    <main id="main" className="bl-container bl-page" style={{ textAlign: 'center' }}>
      <h1>Unexpected Application Error!</h1>
      <p className="bl-lead" style={{ margin: '0 auto 24px' }}>
        Something went wrong while showing this page. Please reload, or go back to the home page.
      </p>
      <p style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        <button type="button" className="bl-btn bl-btn--primary" onClick={() => location.reload()}>
          Reload
        </button>
        <a className="bl-btn bl-btn--secondary" href="/">
          Return to Home
        </a>
      </p>
    </main>
  );
}

/** Catches what escapes the routes themselves (remote slots have their own boundary). */
export class RouterErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[bookline] unexpected application error', error);
    reportClientError('router', { message: String((error as Error)?.message ?? error).slice(0, 300) });
  }
  override render() {
    return this.state.failed ? <RouterError /> : this.props.children;
  }
}
