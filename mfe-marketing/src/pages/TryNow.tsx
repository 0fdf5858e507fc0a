import { Link } from 'react-router';
import { DEMO_CAPABILITIES } from '../content/features';
import { LiveWidget } from '../components/LiveWidget';
import { TEXTS } from '../texts';
import { SimplePage } from './Simple';

/** /try-now — spec "Demo page without agent id": the widget bound to the configured demo agent. */
export default function TryNow() {
  return (
    <SimplePage
      title={TEXTS.tryNowHeading}
      links={[
        { to: '/', label: 'Back to Home' },
        { to: '/#pricing', label: 'Pricing' },
        { to: '/about', label: 'About Us' },
      ]}
      lead="Talk to a demo receptionist for a home-services business. Ask about prices, or book a job."
    >
      <div className="mk-grid mk-grid--2" style={{ alignItems: 'start' }}>
        <section className="bl-card" aria-labelledby="can-do">
          <h2 id="can-do" style={{ marginTop: 0 }}>
            {TEXTS.whatThisAgentCanDo}
          </h2>
          <ul className="mk-checks">
            {DEMO_CAPABILITIES.map((c) => (
              <li key={c.title}>
                <strong>{c.title}</strong>: {c.text}
              </li>
            ))}
          </ul>
        </section>
        <LiveWidget />
      </div>
      <section className="mk-section mk-center" aria-labelledby="ready">
        <h2 id="ready">{TEXTS.readyToAdd}</h2>
        <Link className="bl-btn bl-btn--primary" to="/create-agent">
          {TEXTS.createYourOwn}
        </Link>
      </section>
      <div className="mk-spacer" aria-hidden="true" />
    </SimplePage>
  );
}
