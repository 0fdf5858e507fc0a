import { PortalLayout } from '../layout/PortalLayout';
import { TEXTS } from '../texts';

export default function CallsPage({ params }: { params: Record<string, string> }) {
  return (
    <PortalLayout agentId={params.agentId} section="calls" title={TEXTS.nav.calls}>
      {() => <p>{TEXTS.placeholder(TEXTS.nav.calls)}</p>}
    </PortalLayout>
  );
}
