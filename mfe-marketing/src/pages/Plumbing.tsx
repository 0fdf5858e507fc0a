import { Link } from 'react-router';
import '../marketing.css';
import { PLUMBING_FEATURES } from '../content/features';
import { Deferred } from '../components/Deferred';
import { Disclaimer, MarketingFooter } from '../components/Footer';
import { WhatsIncluded } from '../components/Features';
import { LandingHeader } from '../components/Headers';
import { PricingSection } from '../components/Pricing';
import { ResultPicture } from '../components/ResultPicture';
import { PlumbingRoiCalculator, RoiSection } from '../components/Roi';
import { SampleCalls } from '../components/SampleCalls';
import { SetupSteps } from '../components/SetupSteps';
import { ProductFacts } from '../components/ProductFacts';
import { TEXTS } from '../texts';

/** /plumbing: the landing page for plumbers (spec §2). */
export default function Plumbing() {
  return (
    <>
      <LandingHeader />
      <section className="mk-hero">
        <div className="bl-container">
          <h1 className="mk-hero__title">{TEXTS.plumbingHeading}</h1>
          <p className="mk-tagline">Answer every emergency call, even with your hands in a drain. {TEXTS.tagline}</p>
          <div className="mk-actions">
            <Link className="bl-btn bl-btn--primary" to="/create-agent">
              {TEXTS.tryNow}
            </Link>
          </div>
          <p className="mk-note">{TEXTS.plumbingTrialNote}</p>
        </div>
      </section>
      <Deferred>
      <SampleCalls only="plumbing-emergency" heading="Hear a Plumbing Emergency Call" />
      <ResultPicture />
      <SetupSteps titles={['Create Your Plumbing Agent', 'Share Calendar', 'Get Your Number', 'Forward Calls']} />
      <WhatsIncluded features={PLUMBING_FEATURES} heading="Built for Plumbing Businesses" />
      <PricingSection />
      <RoiSection lead="See what missed emergency calls cost you, and what answering them is worth.">
        <PlumbingRoiCalculator />
      </RoiSection>
      <ProductFacts />
      <Disclaimer />
      </Deferred>
      <MarketingFooter />
    </>
  );
}
