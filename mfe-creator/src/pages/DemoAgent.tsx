import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Card } from '@bookline/ui';
import { CallCard } from '../demo/CallCard';
import { PhoneCard } from '../demo/PhoneCard';
import { PricingCard } from '../demo/PricingCard';
import { SummaryCard, useAgentSummary } from '../demo/SummaryCard';
import { usePhone } from '../demo/usePhone';
import { useTelephony } from '../phone/useTelephony';
import { TEXTS } from '../texts';
import { useWidgetScript } from '../widget';
import { CreatorFrame } from './Frame';

/** The setup audience's header plus the spec's way back to the creator. */
const LINKS = [{ to: '/create-agent', label: 'Create Agent' }];
const T = TEXTS.demo;

/** /demo/agent/:agentId — the owner's new receptionist: number, "Call this agent", widget, pricing. */
export default function DemoAgent({ params }: { params: Record<string, string> }) {
  const agentId = params.agentId;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const test = search.get('test') === 'true';
  useEffect(() => {
    if (agentId && test) navigate(`/calendar-setup?test=true&agent=${encodeURIComponent(agentId)}`, { replace: true });
  }, [agentId, test, navigate]);

  if (!agentId) {
    return (
      <CreatorFrame title={T.title} links={LINKS} assistance={false}>
        <Card role="alert">
          <p>{T.noAgentId}</p>
          <Link className="bl-btn bl-btn--primary" to="/create-agent">
            {T.backToCreate}
          </Link>
        </Card>
      </CreatorFrame>
    );
  }
  return <AgentDemo agentId={agentId} />;
}

function AgentDemo({ agentId }: { agentId: string }) {
  const phone = usePhone(agentId);
  const widget = useWidgetScript();
  const telephony = useTelephony();
  const summary = useAgentSummary(agentId);
  const title = summary ? T.titleFor(summary.businessName) : T.title;
  useEffect(() => {
    if (summary) document.title = `${T.titleFor(summary.businessName)} — Bookline`;
  }, [summary]);
  return (
    <CreatorFrame title={title} links={LINKS} assistance={false}>
      <div className="cr-demo">
        <div className="cr-demo__main">
          <PhoneCard state={phone} sandbox={telephony === 'sandbox'} />
          <CallCard agentId={agentId} phone={phone} telephony={telephony} />
          {summary ? <SummaryCard summary={summary} /> : null}
        </div>
        <div className="cr-demo__side">
          <Card aria-labelledby="widget-heading">
            <h2 id="widget-heading">{T.tryIt}</h2>
            <div id="bookline-widget" className="cr-widget" data-agent-id={agentId} data-state={widget}>
              {widget === 'loading' ? <p>{T.widgetLoading}</p> : null}
            </div>
          </Card>
          <PricingCard agentId={agentId} />
        </div>
      </div>
    </CreatorFrame>
  );
}
