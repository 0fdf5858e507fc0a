import type { ReactNode } from 'react';
import { SiteFooter, SiteHeader, type NavLink } from '@bookline/ui';
import '../onboarding.css';

const DEFAULT_LINKS: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/faq', label: 'FAQ' },
];

export function OnboardingFrame({ title, lead, links = DEFAULT_LINKS, children }: { title: string; lead?: ReactNode; links?: NavLink[]; children?: ReactNode }) {
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
