import type { ReactNode } from 'react';
import { SiteFooter, SiteHeader, type NavLink } from '@bookline/ui';

export const MAIN_LINKS: NavLink[] = [
  { to: '/#pricing', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
  { to: '/about', label: 'About Us' },
];

/** Header, one h1, content, footer: the frame of the simpler marketing pages. */
export function SimplePage({ title, lead, links = MAIN_LINKS, children }: { title: string; lead?: ReactNode; links?: NavLink[]; children?: ReactNode }) {
  return (
    <>
      <SiteHeader links={links} />
      <div className="bl-container bl-page">
        <h1>{title}</h1>
        {lead ? <p className="bl-lead">{lead}</p> : null}
        {children}
      </div>
      <SiteFooter />
    </>
  );
}
