import type { ReactNode } from 'react';
import { PageFrame, type NavLink } from '@bookline/ui';
import '../onboarding.css';

const DEFAULT_LINKS: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/faq', label: 'FAQ' },
];

export function OnboardingFrame({ title, lead, links = DEFAULT_LINKS, children }: { title: string; lead?: ReactNode; links?: NavLink[]; children?: ReactNode }) {
  return (
    <PageFrame title={title} lead={lead} links={links}>
      {children}
    </PageFrame>
  );
}
