import type { ReactNode } from 'react';
import { PageFrame, useSupport, type Audience, type NavLink } from '@bookline/ui';
import '../creator.css';

/** tel: link for a display phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Owners in setup: the setup audience's header (Home, Try Now, Pricing, About Us, Terms & Privacy) plus the page's own. */
export function CreatorFrame({ title, lead, audience = 'setup', links, back, children, assistance = true }: { title: string; lead?: ReactNode; audience?: Audience; links?: NavLink[]; back?: NavLink | ReactNode; children?: ReactNode; assistance?: boolean }) {
  const { phone } = useSupport();
  return (
    <PageFrame title={title} lead={lead} audience={audience} links={links} back={back} className="cr-page cr-container">
      {children}
      {assistance ? (
        <p className="bl-field__hint cr-assist">
          Want us to set it up for you? Call <a href={telHref(phone)}>{phone}</a> for full setup assistance.
        </p>
      ) : null}
    </PageFrame>
  );
}
