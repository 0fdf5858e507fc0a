import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface NavLink {
  to: string;
  label: string;
  /** Opens in a new tab (spec: terms and privacy from the creator). */
  newTab?: boolean;
}

/** Site header: the logo home link plus the page's own links (each page of the spec lists its own). */
export function SiteHeader({ links = [], children }: { links?: NavLink[]; children?: ReactNode }) {
  return (
    <header className="bl-header">
      <div className="bl-container bl-header__inner">
        <Link to="/" className="bl-logo" aria-label="Bookline home">
          Bookline
        </Link>
        <nav aria-label="Main">
          {links.map((l) =>
            l.newTab ? (
              <a key={l.to + l.label} href={l.to} target="_blank" rel="noopener noreferrer">
                {l.label}
              </a>
            ) : (
              <Link key={l.to + l.label} to={l.to}>
                {l.label}
              </Link>
            ),
          )}
          {children}
        </nav>
      </div>
    </header>
  );
}

/** Support details come from the gateway's configuration (SUPPORT_PHONE, SUPPORT_EMAIL). */
export function useSupport(): { phone: string; email: string } {
  const s = (globalThis as { __BOOKLINE__?: { support?: { phone: string; email: string } } }).__BOOKLINE__?.support;
  return { phone: s?.phone || '(512) 555-0142', email: s?.email || 'support@bookline.example' };
}

/** `children` adds page-specific footer content (attributions) after the links. */
export function SiteFooter({ children }: { children?: ReactNode } = {}) {
  const { phone, email } = useSupport();
  return (
    <footer className="bl-footer">
      <div className="bl-container" style={{ display: 'flex', gap: 24, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <nav aria-label="Footer" style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Link to="/privacy">Privacy &amp; Terms</Link>
          <Link to="/faq">FAQ</Link>
          <Link to="/about">About Us</Link>
          {children}
        </nav>
        <p style={{ margin: 0 }}>
          Support: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> · <a href={`mailto:${email}`}>{email}</a>
        </p>
      </div>
    </footer>
  );
}

export interface PageFrameProps {
  title: string;
  lead?: ReactNode;
  links?: NavLink[];
  headerExtra?: ReactNode;
  /** Extra classes on the content container. */
  className?: string;
  /** What follows the content container (a remote's own footer); the site footer by default. */
  after?: ReactNode;
  children?: ReactNode;
}

/** Every simple page: header with the page's links, one h1, optional lead, content, footer. */
export function PageFrame({ title, lead, links = [], headerExtra, className = '', after = <SiteFooter />, children }: PageFrameProps) {
  return (
    <>
      <SiteHeader links={links}>{headerExtra}</SiteHeader>
      <div className={`bl-container bl-page ${className}`.trim()}>
        <h1>{title}</h1>
        {lead ? <p className="bl-lead">{lead}</p> : null}
        {children}
      </div>
      {after}
    </>
  );
}
