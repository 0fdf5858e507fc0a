import type { ReactNode } from 'react';
import { PageFrame, type NavLink } from '@bookline/ui';
import '../marketing.css';
import { Disclaimer, MarketingFooter } from '../components/Footer';

export const BACK_HOME: NavLink = { to: '/', label: 'Back to Home' };

/** Header, one h1, content, disclaimer and footer: the frame of the simpler marketing pages. */
export function SimplePage({ title, lead, back, children, disclaimer = true }: { title: string; lead?: ReactNode; back?: NavLink; children?: ReactNode; disclaimer?: boolean }) {
  return (
    <PageFrame
      title={title}
      lead={lead}
      back={back}
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
