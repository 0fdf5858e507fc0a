import { Link } from 'react-router';
import { DEMO_CAPABILITIES } from '../content/features';
import { LiveWidget } from '../components/LiveWidget';
import { TEXTS } from '../texts';
import { BACK_HOME, SimplePage } from './Simple';

/** Things a visitor can say to the demo receptionist, and what it does with each. */
const TRY_SAYING: ReadonlyArray<{ say: string; then: string }> = [
  { say: 'How much is a drain cleaning?', then: 'It quotes the price the business set, and offers to book.' },
  { say: 'Can someone come Tuesday afternoon?', then: 'It offers free times that fit the job and the drive between jobs.' },
  { say: 'Water is pouring through my ceiling!', then: 'It treats it as an emergency and puts you through to the owner.' },
  { say: 'I need to move my appointment to Friday.', then: 'It finds your booking and moves it, after checking it is yours.' },
  { say: '¿Hablan español?', then: 'It carries on in Spanish, booking included.' },
  { say: 'Can you have the owner call me back?', then: 'It takes a message and sends it to the owner straight away.' },
];

/** /try-now — spec "Demo page without agent id": the widget bound to the configured demo agent. */
export default function TryNow() {
  return (
    <SimplePage
      title={TEXTS.tryNowHeading}
      back={BACK_HOME}
      lead="Talk to a demo receptionist for a home-services business. Ask about prices, or book a job."
    >
      <div className="mk-grid mk-grid--2" style={{ alignItems: 'start' }}>
        <section className="bl-card" aria-labelledby="can-do">
          <h2 id="can-do" style={{ marginTop: 0 }}>
            {TEXTS.whatThisAgentCanDo}
          </h2>
          <ul className="bl-checks">
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
      {/* The spec's 1000 px below the call to action, used for something to do: what to try. */}
      <section className="mk-spacer mk-try" aria-labelledby="try-saying">
        <h2 id="try-saying">{TEXTS.trySaying}</h2>
        <ul className="mk-grid mk-grid--2 mk-try__list">
          {TRY_SAYING.map((t) => (
            <li key={t.say} className="bl-card">
              <p className="mk-try__say">“{t.say}”</p>
              <p className="mk-try__then">{t.then}</p>
            </li>
          ))}
        </ul>
      </section>
    </SimplePage>
  );
}
