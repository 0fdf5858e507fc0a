import { Link } from 'react-router';
import { SiteFooter } from '@bookline/ui';
import { reportConversion } from '../lib/conversion';
import { siteConfig } from '../lib/site';
import { TEXTS } from '../texts';

/** Trial call to action. The second landing reading sends it to the card checkout in a new tab. */
export function TrialCta({ checkout = false }: { checkout?: boolean }) {
  return (
    <section className="mk-section" aria-labelledby="trial-cta">
      <div className="bl-container">
        <div className="mk-cta">
          <h2 id="trial-cta">{TEXTS.trialCtaHeading}</h2>
          <p>Set up in minutes. Your receptionist starts answering today.</p>
          <div className="mk-actions" style={{ justifyContent: 'center' }}>
            {checkout ? (
              <a className="bl-btn bl-btn--secondary" href={siteConfig().checkoutUrl} target="_blank" rel="noopener noreferrer" onClick={() => reportConversion('checkout', 'cta-start-free-trial')}>
                {TEXTS.startFreeTrial}
              </a>
            ) : (
              <Link className="bl-btn bl-btn--secondary" to="/create-agent">
                {TEXTS.startFreeTrial}
              </Link>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/** Disclaimer footer with the terms note (spec §1). */
export function Disclaimer() {
  return (
    <aside className="mk-disclaimer" aria-labelledby="disclaimer">
      <div className="bl-container">
        <h2 id="disclaimer">{TEXTS.disclaimerHeading}</h2>
        <p>{TEXTS.disclaimer}</p>
        <p>
          {TEXTS.termsNote} <Link to="/privacy">Read the Terms of Service</Link>.
        </p>
      </div>
    </aside>
  );
}

/** Footer with links to /privacy, /faq, /about, the logo-provider attribution and the support phone. */
export function MarketingFooter() {
  return (
    <SiteFooter>
      <a href="https://clearbit.com" target="_blank" rel="noopener noreferrer">
        {TEXTS.logoAttribution}
      </a>
    </SiteFooter>
  );
}
