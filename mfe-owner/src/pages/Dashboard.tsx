import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OwnerMe } from '@bookline/contracts';
import { PortalLayout } from '../layout/PortalLayout';
import { TEXTS } from '../texts';

function AgentList({ me }: { me: OwnerMe }) {
  const navigate = useNavigate();
  const only = me.agents.length === 1 ? me.agents[0]!.agentId : null;
  useEffect(() => {
    if (only) navigate(`/dashboard/${only}`, { replace: true });
  }, [only, navigate]);
  if (!me.agents.length)
    return (
      <div>
        <p>{TEXTS.dashboard.none}</p>
        <Link className="bl-btn bl-btn--primary" to="/create-agent">
          {TEXTS.dashboard.create}
        </Link>
      </div>
    );
  return (
    <ul className="ow-list">
      {me.agents.map((a) => (
        <li key={a.agentId} className="ow-row">
          <Link to={`/dashboard/${a.agentId}`}>{a.businessName}</Link>
          {a.phone ? <span className="ow-muted">{a.phone}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** `/dashboard`: the account's receptionists; straight to the one when there is only one. */
export default function DashboardPage() {
  return (
    <PortalLayout section="overview" title={TEXTS.dashboard.title}>
      {(me) => <AgentList me={me} />}
    </PortalLayout>
  );
}
