import type { ReactNode } from 'react';
import { SiteHeader, useSupport, type NavLink } from '@bookline/ui';

export const CREATOR_LINKS: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/privacy', label: 'Terms & Privacy', newTab: true },
];

export function CreatorFrame({ title, lead, links = CREATOR_LINKS, children }: { title: string; lead?: ReactNode; links?: NavLink[]; children?: ReactNode }) {
  const { phone } = useSupport();
  return (
    <>
      <SiteHeader links={links} />
      <div className="bl-container bl-page">
        <h1>{title}</h1>
        {lead ? <p className="bl-lead">{lead}</p> : null}
        {children}
        <p className="bl-field__hint">
          Want us to set it up for you? Call <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> for full setup assistance.
        </p>
      </div>
    </>
  );
}
