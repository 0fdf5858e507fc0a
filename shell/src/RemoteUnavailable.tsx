import { useState } from 'react';

/** Shown in the frame when a remote cannot be loaded; the rest of the site keeps working. */
export function RemoteUnavailable({ remote }: { remote: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <section className="bl-container bl-page" aria-labelledby="remote-down-title">
      <div className="bl-card" style={{ maxWidth: 560, margin: '0 auto', textAlign: 'center' }} role="alert">
        <h1 id="remote-down-title">This page couldn't load</h1>
        <p>
          We couldn't reach this part of Bookline just now. Your connection may have dropped, or we may be updating it. Please try
          again in a moment.
        </p>
        <p style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
          <button
            type="button"
            className="bl-btn bl-btn--primary"
            disabled={busy}
            onClick={() => {
              // A fresh page load gives the federation runtime a clean slate for this remote.
              setBusy(true);
              location.reload();
            }}
          >
            Try again
          </button>
          <a className="bl-btn bl-btn--secondary" href="/">
            Return to Home
          </a>
        </p>
        <p className="bl-field__hint" data-remote={remote}>
          Part: {remote}
        </p>
      </div>
    </section>
  );
}
