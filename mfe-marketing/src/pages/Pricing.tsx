import { Link } from 'react-router';
import { Accordion } from '@bookline/ui';
import { formatUsd, PER_APPOINTMENT_USD, PLAN_MONTHLY_USD } from '@bookline/contracts';
import { FAQ_ITEMS } from '../content/faq';
import { PlanCard } from '../components/Pricing';
import { SimplePage } from './Simple';

const EXCERPT = ['price', 'trial', 'setup-time', 'number'];
const EXAMPLES = [10, 20, 40];

/** /pricing: the plan, what it includes, the per-appointment model explained, an FAQ excerpt, CTA. */
export default function Pricing() {
  return (
    <SimplePage title="Pricing" lead="One simple plan: $29/month + $3.50 per booked appointment. No setup fees, no per-minute charges.">
      <div className="mk-section" style={{ paddingTop: 16 }}>
        <PlanCard headingLevel={2} />
      </div>
      <section className="mk-section mk-prose" aria-labelledby="per-appointment">
        <h2 id="per-appointment">You pay when we book you work</h2>
        <p>
          The plan costs {formatUsd(PLAN_MONTHLY_USD)} a month, plus {formatUsd(PER_APPOINTMENT_USD)} for each appointment your
          receptionist books. Calls that don’t end in a booking, questions answered and minutes on the phone cost nothing extra.
        </p>
        <table className="bl-card" style={{ width: '100%', borderCollapse: 'collapse', padding: 0 }}>
          <caption className="bl-visually-hidden">Monthly cost by booked appointments</caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left', padding: 12 }}>Appointments booked</th>
              <th scope="col" style={{ textAlign: 'right', padding: 12 }}>Your month</th>
            </tr>
          </thead>
          <tbody>
            {EXAMPLES.map((n) => (
              <tr key={n} style={{ borderTop: '1px solid var(--bl-line)' }}>
                <td style={{ padding: 12 }}>{n}</td>
                <td style={{ padding: 12, textAlign: 'right' }}>
                  {formatUsd(PLAN_MONTHLY_USD)} + {n} × {formatUsd(PER_APPOINTMENT_USD)} = <strong>{formatUsd(PLAN_MONTHLY_USD + n * PER_APPOINTMENT_USD)}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="mk-section" aria-labelledby="pricing-faq">
        <h2 id="pricing-faq">Pricing questions</h2>
        <Accordion items={FAQ_ITEMS.filter((f) => EXCERPT.includes(f.id)).map((f) => ({ id: f.id, title: f.question, content: <p>{f.answer}</p> }))} />
        <p>
          <Link to="/faq">All frequently asked questions</Link>
        </p>
      </section>
      <div className="mk-cta">
        <h2>Try it free for 14 days</h2>
        <p>Create your receptionist in about 5 minutes.</p>
        <Link className="bl-btn bl-btn--secondary" to="/create-agent">
          Get Started Today
        </Link>
      </div>
    </SimplePage>
  );
}
