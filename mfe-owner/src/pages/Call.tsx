import { PortalLayout } from '../layout/PortalLayout';
import { TEXTS } from '../texts';

export default function CallPage({ params }: { params: Record<string, string> }) {
  return (
    <PortalLayout agentId={params.agentId} section="calls" title={TEXTS.call.title}>
      {() => <p>{TEXTS.placeholder(TEXTS.call.title)}</p>}
    </PortalLayout>
  );
}
