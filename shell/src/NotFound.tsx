import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { reportNotFound } from './report';

/** Spec §2: any other path shows this page, and the path is logged. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = 'Page not found — Bookline';
    reportNotFound(pathname);
  }, [pathname]);
  return (
    <section className="bl-container bl-page" style={{ minHeight: '70vh', display: 'grid', placeItems: 'center', textAlign: 'center' }}>
      <div>
        <p style={{ fontSize: '4rem', fontWeight: 800, margin: 0, color: 'var(--bl-brand)' }} aria-hidden="true">
          404
        </p>
        <h1>Oops! Page not found</h1>
        <p className="bl-lead" style={{ margin: '0 auto 24px' }}>
          The page you were looking for doesn't exist or has moved.
        </p>
        <Link className="bl-btn bl-btn--primary" to="/">
          Return to Home
        </Link>
      </div>
    </section>
  );
}
