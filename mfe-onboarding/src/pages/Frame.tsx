import type { ReactNode } from 'react';
import { PageFrame, type NavLink } from '@bookline/ui';
import '../onboarding.css';

/** Owners in setup: the setup audience's header, plus the page's own links (see navFor). */
export function OnboardingFrame({ title, lead, links, children }: { title: string; lead?: ReactNode; links?: NavLink[]; children?: ReactNode }) {
  return (
    <PageFrame title={title} lead={lead} audience="setup" links={links}>
      {children}
    </PageFrame>
  );
}
