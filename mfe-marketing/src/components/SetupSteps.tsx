import { Link } from 'react-router';
import { useSupport } from '@bookline/ui';
import { SETUP_STEPS, TEXTS } from '../texts';

/**
 * Get Started in 10 Minutes. First reading: every step has an action. Second reading: step 1
 * opens /create-agent in a new tab and the other three have no action (spec §2).
 */
export function SetupSteps({ variant = 'first', titles }: { variant?: 'first' | 'second'; titles?: readonly string[] }) {
  const { email } = useSupport();
  const action = (i: number) => {
    if (i === 0)
      return variant === 'second' ? (
        <a className="bl-btn bl-btn--primary" href="/create-agent" target="_blank" rel="noopener noreferrer">
          Start Now
        </a>
      ) : (
        <Link className="bl-btn bl-btn--primary" to="/create-agent">
          Start Now
        </Link>
      );
    if (variant === 'second') return null;
    if (i === 1) return <a href={`mailto:${email}`}>Share with {email}</a>;
    if (i === 2) return <Link to="/faq">How numbers work</Link>;
    return <Link to="/faq">Call forwarding codes</Link>;
  };
  return (
    <section className="mk-section mk-section--soft" aria-labelledby="get-started">
      <div className="bl-container">
        <h2 id="get-started">{TEXTS.getStarted10}</h2>
        <p className="mk-section__lead">Four short steps, each with one thing to do. Your number arrives while you do the rest.</p>
        <ol className="mk-grid mk-grid--4" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {SETUP_STEPS.map((s, i) => (
            <li key={s.title} className="bl-card mk-step">
              <span className="mk-step__num" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{titles?.[i] ?? s.title}</h3>
              <span className="mk-badge">{s.minutes} min</span>
              <p>{s.text}</p>
              {action(i)}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
