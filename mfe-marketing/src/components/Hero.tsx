import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HEADLINE_INDUSTRIES } from '../content/headlines';
import { prefersReducedMotion, startRotation, type RotationState } from '../lib/rotation';
import { wordDelays } from '../lib/reveal';
import { TEXTS } from '../texts';

/** First reading: "The AI Receptionist for <industry>", the industry rotating every 3 s. */
export function RotatingHeadline() {
  const [state, setState] = useState<RotationState>({ index: 0, visible: true });
  const [paused, setPaused] = useState(false);
  const [still] = useState(prefersReducedMotion);
  useEffect(() => {
    if (still || paused) return;
    return startRotation({ count: HEADLINE_INDUSTRIES.length, onChange: setState });
  }, [still, paused]);
  return (
    <>
      <h1 className="mk-hero__title">
        <span className="mk-hero__lead">{TEXTS.headlineLead}</span>{' '}
        <span className="mk-rotator" data-visible={state.visible || paused}>
          {HEADLINE_INDUSTRIES[state.index]}
        </span>
      </h1>
      {still ? null : (
        // WCAG 2.2.2: content that changes on its own can be paused.
        <button type="button" className="mk-pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
          {paused ? 'Resume headline' : 'Pause headline'}
        </button>
      )}
    </>
  );
}

/** Second reading: the headline's words appear one after another (CSS; still for reduced motion). */
export function WordRevealHeadline({ text = TEXTS.repHeadline }: { text?: string }) {
  return (
    <h1 className="mk-hero__title mk-words" aria-label={text}>
      {wordDelays(text).map(({ word, delayMs }, i) => (
        <span key={i} aria-hidden="true" style={{ animationDelay: `${delayMs}ms` }}>
          {word}&nbsp;
        </span>
      ))}
    </h1>
  );
}

export function Hero({ variant }: { variant: 'first' | 'second' }) {
  return (
    <section className="mk-hero">
      <div className="bl-container">
        {variant === 'first' ? <RotatingHeadline /> : <WordRevealHeadline />}
        <p className="mk-tagline">{TEXTS.tagline}</p>
        <div className="mk-actions">
          <Link className="bl-btn bl-btn--primary" to="/create-agent">
            {TEXTS.tryNow}
          </Link>
          <Link className="bl-btn bl-btn--secondary" to="/create-agent">
            {TEXTS.getStartedToday}
          </Link>
        </div>
        <p className="mk-note">{TEXTS.trialNote}</p>
      </div>
    </section>
  );
}
