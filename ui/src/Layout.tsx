import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

export interface NavLink {
  to: string;
  label: string;
  /** Opens in a new tab (spec: terms and privacy from the creator). */
  newTab?: boolean;
  /** Runs before navigation (the landing page's Pricing scrolls instead of navigating). */
  onClick?: (e: MouseEvent) => void;
}

/**
 * Who the page is for (issue 19: one navigation set per audience, the same on every page).
 * Visitors browse the marketing site; owners in setup are creating an agent or starting a
 * trial; a business's customers (its public booking page) get no Bookline navigation at all.
 * Signed-in owners have the portal's own header (mfe-owner PortalLayout). The logo always
 * links home.
 */
export type Audience = 'visitor' | 'setup' | 'customer';

export const AUDIENCE_NAV: Readonly<Record<Audience, readonly NavLink[]>> = {
  visitor: [
    { to: '/#pricing', label: 'Pricing' },
    { to: '/try-now', label: 'Live Demo' },
    { to: '/faq', label: 'FAQ' },
    { to: '/about', label: 'About Us' },
    { to: '/sign-in', label: 'Sign In' },
  ],
  setup: [
    { to: '/try-now', label: 'Live Demo' },
    { to: '/pricing', label: 'Pricing' },
    { to: '/about', label: 'About Us' },
    { to: '/privacy', label: 'Terms & Privacy', newTab: true },
  ],
  customer: [],
};

/**
 * The audience's links with the page's own: a page link with the label of an audience link
 * takes its place (same position), the others follow. A link to where the back link goes is
 * left out (the back link already says it).
 */
export function navFor(audience: Audience, links: readonly NavLink[] = [], backTo?: string): NavLink[] {
  const byLabel = new Map(links.map((l) => [l.label, l]));
  const merged = AUDIENCE_NAV[audience].map((l) => byLabel.get(l.label) ?? l);
  for (const l of links) if (!AUDIENCE_NAV[audience].some((a) => a.label === l.label)) merged.push(l);
  return merged.filter((l) => l.to !== backTo);
}

function HeaderLink({ link, current }: { link: NavLink; current: boolean }) {
  if (link.newTab)
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span aria-hidden="true" className="bl-header__ext">
          ↗
        </span>
      </a>
    );
  return (
    <Link to={link.to} onClick={link.onClick} aria-current={current ? 'page' : undefined}>
      {link.label}
    </Link>
  );
}

/** "Back to Home" with "Back to " hidden on phones (the accessible name stays whole). */
export function BackLabel({ label }: { label: string }) {
  const m = /^(Back to )(.+)$/.exec(label);
  return m ? (
    <>
      <span className="bl-header__back-lead">{m[1]}</span>
      {m[2]}
    </>
  ) : (
    <>{label}</>
  );
}

export interface SiteHeaderProps {
  audience?: Audience;
  /** Page links merged into the audience's set (see navFor). */
  links?: readonly NavLink[];
  /** The page's way back ("Back to Home", "Back to Options"), shown before the navigation. */
  back?: NavLink | ReactNode;
  children?: ReactNode;
}

const isNavLink = (v: unknown): v is NavLink => typeof v === 'object' && v !== null && 'to' in v && 'label' in v;

/** Site header: logo, the page's way back, the audience's navigation and (for visitors) the call to action. */
export function SiteHeader({ audience = 'visitor', links = [], back, children }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const backLink = isNavLink(back) ? back : undefined;
  const nav = navFor(audience, links, backLink?.to);
  return (
    <header className="bl-header">
      <div className="bl-container bl-header__inner">
        <div className="bl-header__start">
          <Link to="/" className="bl-logo" aria-label="Bookline home">
            Bookline
          </Link>
          {backLink ? (
            <Link to={backLink.to} className="bl-header__back">
              <span aria-hidden="true">←</span> <BackLabel label={backLink.label} />
            </Link>
          ) : (
            (back as ReactNode)
          )}
        </div>
        <nav aria-label="Main">
          {nav.map((l) => (
            <HeaderLink key={l.to + l.label} link={l} current={l.to === pathname} />
          ))}
          {children}
        </nav>
        {audience === 'visitor' ? (
          <Link to="/create-agent" className="bl-btn bl-btn--primary bl-header__cta">
            Create Agent
          </Link>
        ) : null}
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
  audience?: Audience;
  links?: readonly NavLink[];
  back?: NavLink | ReactNode;
  /** Extra classes on the content container. */
  className?: string;
  /** What follows the content container (a remote's own footer); the site footer by default. */
  after?: ReactNode;
  children?: ReactNode;
}

/** Every simple page: header with the page's links, one h1, optional lead, content, footer. */
export function PageFrame({ title, lead, audience, links = [], back, className = '', after = <SiteFooter />, children }: PageFrameProps) {
  return (
    <>
      <SiteHeader audience={audience} links={links} back={back} />
      <div className={`bl-container bl-page ${className}`.trim()}>
        <h1>{title}</h1>
        {lead ? <p className="bl-lead">{lead}</p> : null}
        {children}
      </div>
      {after}
    </>
  );
}
