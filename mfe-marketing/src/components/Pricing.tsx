import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSupport } from '@bookline/ui';
import { PLAN_BULLETS } from '../content/features';
import { reportConversion } from '../lib/conversion';
import { siteConfig } from '../lib/site';
import { TEXTS } from '../texts';

/** The one plan of most pages: $29/month + $3.50 per booked appointment (no "Most Popular": it is the only one). */
export function PlanCard({ cta = 'Start Your Free Trial', headingLevel = 3 }: { cta?: string; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <div className="bl-card mk-plan mk-plan--featured">
      <Heading>Bookline AI Receptionist</Heading>
      <p className="bl-price">
        {TEXTS.planPrice} <small>{TEXTS.planPerAppointment}</small>
      </p>
      <p style={{ margin: 0, fontWeight: 600 }}>{TEXTS.noFees}</p>
      <ul className="bl-checks">
        {PLAN_BULLETS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <Link className="bl-btn bl-btn--primary" to="/create-agent">
        {cta}
      </Link>
      <p className="mk-note" style={{ margin: 0 }}>
        {TEXTS.trialNote}
      </p>
    </div>
  );
}

export function PricingSection({ children, lead = 'One plan. Pay for results, not minutes.' }: { children?: ReactNode; lead?: string }) {
  return (
    <section id="pricing" tabIndex={-1} className="mk-section mk-section--soft mk-center" aria-labelledby="pricing-title">
      <div className="bl-container">
        <h2 id="pricing-title">{TEXTS.pricingHeading}</h2>
        <p className="mk-section__lead">{lead}</p>
        {children ?? <PlanCard />}
      </div>
    </section>
  );
}

/** Second reading: $67/month with 200 minutes, and Enterprise. Checkout opens in a new tab. */
export function TwoPlans() {
  const { email } = useSupport();
  const { checkoutUrl } = siteConfig();
  return (
    <div className="mk-plans mk-plans--2">
      <div className="bl-card mk-plan mk-plan--featured">
        <span className="mk-plan__ribbon">{TEXTS.mostPopular}</span>
        <h3>Professional</h3>
        <p className="bl-price">{TEXTS.plan2Price}</p>
        <ul className="bl-checks">
          <li>{TEXTS.plan2Minutes}</li>
          <li>{TEXTS.plan2Extra}</li>
          <li>24/7 answering and calendar booking</li>
          <li>Email and text alerts</li>
        </ul>
        <a className="bl-btn bl-btn--primary" href={checkoutUrl} target="_blank" rel="noopener noreferrer" onClick={() => reportConversion('checkout', 'pricing-start-free-trial')}>
          {TEXTS.startFreeTrial}
        </a>
      </div>
      <div className="bl-card mk-plan">
        <h3>{TEXTS.enterprise}</h3>
        <p className="bl-price">{TEXTS.enterprisePrice}</p>
        <ul className="bl-checks">
          <li>{TEXTS.enterpriseMinutes}</li>
          <li>Multiple locations and teams</li>
          <li>Priority support</li>
          <li>Custom integrations</li>
        </ul>
        <a className="bl-btn bl-btn--secondary" href={`mailto:${email}?subject=${encodeURIComponent('Bookline Enterprise')}`}>
          {TEXTS.contactSales}
        </a>
      </div>
    </div>
  );
}
