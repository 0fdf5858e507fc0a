import { PortalLayout } from '../layout/PortalLayout';
import { TEXTS } from '../texts';

/** Placeholder: the billing page (ownerops fills it in). */
export default function BillingPage({ params }: { params: Record<string, string> }) {
  return (
    <PortalLayout agentId={params.agentId} section="billing" title={TEXTS.nav.billing}>
      {() => <p>{TEXTS.placeholder(TEXTS.nav.billing)}</p>}
    </PortalLayout>
  );
}
