import { Link } from 'react-router';
import { Card } from '@bookline/ui';
import { TEXTS } from '../texts';

const T = TEXTS.demo;

/** The trial link carries the agent id, so the trial works from any tab or a later visit (issue 14). */
export function PricingCard({ agentId }: { agentId?: string | undefined }) {
  return (
    <Card className="cr-pricing bl-plan" aria-labelledby="pricing-heading">
      <h2 id="pricing-heading" className="bl-price">
        {T.price} <small>{T.perAppointment}</small>
      </h2>
      <ul className="bl-checks">
        {T.bullets.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <Link className="bl-btn bl-btn--primary" to={agentId ? `/trial-signup?agentId=${encodeURIComponent(agentId)}` : '/trial-signup'}>
        {T.startTrial}
      </Link>
    </Card>
  );
}
