import type { ReactNode } from 'react';
import { SiteFooter, SiteHeader } from '@bookline/ui';

export function OnboardingFrame({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <SiteHeader links={[{ to: '/', label: 'Home' }, { to: '/faq', label: 'FAQ' }]} />
      <div className="bl-container bl-page">
        <h1>{title}</h1>
        {lead ? <p className="bl-lead">{lead}</p> : null}
        {children}
      </div>
      <SiteFooter />
    </>
  );
}
