import { useEffect, useState } from 'react';
import { Pause, PhoneCall, Play } from 'lucide-react';
import { Link } from 'react-router';
import { SAMPLE_CALLS } from '../content/sample-calls';
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
        <button type="button" className="mk-pause" aria-pressed={paused} aria-label={paused ? 'Resume headline' : 'Pause headline'} title={paused ? 'Resume headline' : 'Pause headline'} onClick={() => setPaused((p) => !p)}>
          {paused ? <Play aria-hidden="true" focusable="false" size={18} /> : <Pause aria-hidden="true" focusable="false" size={18} />}
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

/**
 * The hero's second column: how a call sounds, from the first sample call (the same words as
 * "Hear It in Action" below, where it can be played). Decorative for wide screens only: the
 * lines are read in full further down the page.
 */
export function HeroCall() {
  const call = SAMPLE_CALLS[0]!;
  return (
    <figure className="mk-hero__call" aria-hidden="true">
      <figcaption className="mk-hero__call-head">
        <PhoneCall size={18} aria-hidden="true" focusable="false" /> {call.business} · answered by Bookline
      </figcaption>
      <ol>
        {call.lines.slice(0, 5).map((l, i) => (
          <li key={i} className={`mk-hero__line mk-hero__line--${l.speaker}`}>
            {l.text}
          </li>
        ))}
      </ol>
    </figure>
  );
}

export function Hero({ variant }: { variant: 'first' | 'second' }) {
  return (
    <section className="mk-hero">
      <div className="bl-container mk-hero__grid">
        <div>
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
        <HeroCall />
      </div>
    </section>
  );
}
