import { useEffect, useState } from 'react';
import { TEXTS } from '../texts';
import { useWidgetScript } from '../widget';
import { CreatorFrame } from './Frame';

const T = TEXTS.book;
type Face = { status: 'loading' } | { status: 'missing' } | { status: 'ok'; businessName: string };

/**
 * A business's public booking page (`/book/:agentId`, the link a missed caller is texted):
 * its name and the receptionist's web chat, open, in the page.
 */
export default function Book({ params }: { params: Record<string, string> }) {
  const agentId = params.agentId ?? '';
  const [face, setFace] = useState<Face>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetch(`/widget/agent/${encodeURIComponent(agentId)}`)
      .then(async (r) => (r.ok ? ((await r.json()) as { available?: boolean; businessName?: string }) : { available: false }))
      .then((a) => live && setFace(a.available && a.businessName ? { status: 'ok', businessName: a.businessName } : { status: 'missing' }))
      .catch(() => live && setFace({ status: 'missing' }));
    return () => {
      live = false;
    };
  }, [agentId]);
  if (face.status !== 'ok') {
    return (
      <CreatorFrame title={T.title} audience="customer" assistance={false}>
        {face.status === 'missing' ? <p role="alert">{T.unavailable}</p> : null}
      </CreatorFrame>
    );
  }
  return <Booking agentId={agentId} businessName={face.businessName} />;
}

function Booking({ agentId, businessName }: { agentId: string; businessName: string }) {
  const widget = useWidgetScript();
  return (
    <CreatorFrame title={T.titleFor(businessName)} lead={T.lead} audience="customer" assistance={false}>
      <div id="bookline-widget" className="cr-widget" data-agent-id={agentId} data-state={widget}>
        {widget === 'loading' ? <p>{TEXTS.demo.widgetLoading}</p> : null}
      </div>
    </CreatorFrame>
  );
}
