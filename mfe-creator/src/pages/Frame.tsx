import type { ReactNode } from 'react';
import { PageFrame, useSupport, type NavLink } from '@bookline/ui';
import '../creator.css';

export const CREATOR_LINKS: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/privacy', label: 'Terms & Privacy', newTab: true },
];

/** tel: link for a display phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function CreatorFrame({ title, lead, links = CREATOR_LINKS, headerExtra, children, assistance = true }: { title: string; lead?: ReactNode; links?: NavLink[]; headerExtra?: ReactNode; children?: ReactNode; assistance?: boolean }) {
  const { phone } = useSupport();
  return (
    <PageFrame title={title} lead={lead} links={links} headerExtra={headerExtra} className="cr-page cr-container">
      {children}
      {assistance ? (
        <p className="bl-field__hint cr-assist">
          Want us to set it up for you? Call <a href={telHref(phone)}>{phone}</a> for full setup assistance.
        </p>
      ) : null}
    </PageFrame>
  );
}
