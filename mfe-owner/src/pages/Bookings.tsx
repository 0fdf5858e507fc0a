import { PortalLayout } from '../layout/PortalLayout';
import { TEXTS } from '../texts';

/** Placeholder: the bookings page (ownerops fills it in). */
export default function BookingsPage({ params }: { params: Record<string, string> }) {
  return (
    <PortalLayout agentId={params.agentId} section="bookings" title={TEXTS.nav.bookings}>
      {() => <p>{TEXTS.placeholder(TEXTS.nav.bookings)}</p>}
    </PortalLayout>
  );
}
