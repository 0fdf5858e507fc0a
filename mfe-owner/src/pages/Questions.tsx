import { PortalLayout } from '../layout/PortalLayout';
import { TEXTS } from '../texts';

export default function QuestionsPage({ params }: { params: Record<string, string> }) {
  return (
    <PortalLayout agentId={params.agentId} section="questions" title={TEXTS.nav.questions}>
      {() => <p>{TEXTS.placeholder(TEXTS.nav.questions)}</p>}
    </PortalLayout>
  );
}
