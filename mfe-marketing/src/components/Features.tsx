import { useState } from 'react';
import { Button } from '@bookline/ui';
import { EXTRA_FEATURES, INCLUDED_FEATURES, type Feature } from '../content/features';
import { nextRevealCount, showAddFeature } from '../lib/reveal';
import { TEXTS } from '../texts';
import { FeatureIcon } from './FeatureIcon';

export function FeatureCard({ f }: { f: Feature }) {
  return (
    <li className="bl-card mk-feature">
      <FeatureIcon title={f.title} />
      <h3>{f.title}</h3>
      <p>{f.text}</p>
    </li>
  );
}

export function FeatureList({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="mk-grid mk-grid--3">
      {features.map((f) => (
        <FeatureCard key={f.title} f={f} />
      ))}
    </ul>
  );
}

/** What's Included: six cards; the second reading adds the Add Feature button (five more, one per click). */
export function WhatsIncluded({ revealable = false, features = INCLUDED_FEATURES, heading = TEXTS.whatsIncluded }: { revealable?: boolean; features?: readonly Feature[]; heading?: string }) {
  const [shown, setShown] = useState(0);
  const max = EXTRA_FEATURES.length;
  return (
    <section className="mk-section" aria-labelledby="included">
      <div className="bl-container">
        <h2 id="included">{heading}</h2>
        <p className="mk-section__lead">Everything a front desk does, without the hold music.</p>
        <FeatureList features={revealable ? [...features, ...EXTRA_FEATURES.slice(0, shown)] : features} />
        {revealable && showAddFeature(shown, max) ? (
          <p className="mk-center" style={{ marginTop: 24 }}>
            <Button variant="secondary" onClick={() => setShown((n) => nextRevealCount(n, max))}>
              {TEXTS.addFeature}
            </Button>
          </p>
        ) : null}
      </div>
    </section>
  );
}
