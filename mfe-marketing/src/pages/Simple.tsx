import type { ReactNode } from 'react';
import { PageFrame, type NavLink } from '@bookline/ui';
import '../marketing.css';
import { Disclaimer, MarketingFooter } from '../components/Footer';

export const MAIN_LINKS: NavLink[] = [
  { to: '/#pricing', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
  { to: '/about', label: 'About Us' },
];

export const BACK_HOME: NavLink[] = [{ to: '/', label: 'Back to Home' }];

/** Header, one h1, content, disclaimer and footer: the frame of the simpler marketing pages. */
export function SimplePage({ title, lead, links = MAIN_LINKS, children, disclaimer = true }: { title: string; lead?: ReactNode; links?: NavLink[]; children?: ReactNode; disclaimer?: boolean }) {
  return (
    <PageFrame
      title={title}
      lead={lead}
      links={links}
      after={
        <>
          {disclaimer ? <Disclaimer /> : null}
          <MarketingFooter />
        </>
      }
    >
      {children}
    </PageFrame>
  );
}
