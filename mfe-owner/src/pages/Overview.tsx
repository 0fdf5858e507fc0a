import { PortalLayout } from '../layout/PortalLayout';
import { TEXTS } from '../texts';

export default function OverviewPage({ params }: { params: Record<string, string> }) {
  return (
    <PortalLayout agentId={params.agentId} section="overview" title={TEXTS.nav.overview}>
      {() => <p>{TEXTS.placeholder(TEXTS.nav.overview)}</p>}
    </PortalLayout>
  );
}
