import '../marketing.css';
import { Deferred } from '../components/Deferred';
import { Disclaimer, MarketingFooter, TrialCta } from '../components/Footer';
import { WhatsIncluded } from '../components/Features';
import { LandingHeader, scrollToPricing } from '../components/Headers';
import { Hero } from '../components/Hero';
import { LiveWidgetSection } from '../components/LiveWidget';
import { PricingSection, TwoPlans } from '../components/Pricing';
import { ResultPicture } from '../components/ResultPicture';
import { MainRoiCalculator, PlanRoiCalculator, RoiSection } from '../components/Roi';
import { SampleCalls } from '../components/SampleCalls';
import { SetupSteps } from '../components/SetupSteps';
import { ProductFacts } from '../components/ProductFacts';
import { landingVariant } from '../lib/site';

/**
 * The main landing page (/ and the sales-rep paths). Which of its two readings a path shows
 * is configuration (`LANDING_VARIANTS`): the first has the rotating headline, two sample
 * calls and the $29 plan; the second the word-by-word headline, one sample call, the Add
 * Feature button, the $67 and Enterprise plans and checkout links in a new tab.
 */
/** Arriving from another page's "Pricing" link (/#pricing), once the section exists. */
function scrollToHash() {
  if (location.hash === '#pricing') scrollToPricing(undefined, false);
}

export default function Landing({ params }: { params: Record<string, string> }) {
  const variant = landingVariant(params.rep);
  const second = variant === 'second';
  return (
    <div data-landing-variant={variant}>
      <LandingHeader />
      <Hero variant={variant} />
      <Deferred onShown={scrollToHash}>
      <SampleCalls only={second ? 'plumbing-emergency' : undefined} />
      <ResultPicture />
      <LiveWidgetSection />
      <SetupSteps variant={variant} />
      <WhatsIncluded revealable={second} />
      {second ? (
        <PricingSection lead="Start free for 14 days, then pick the plan that fits.">
          <TwoPlans />
        </PricingSection>
      ) : (
        <PricingSection />
      )}
      <RoiSection>{second ? <PlanRoiCalculator /> : <MainRoiCalculator />}</RoiSection>
      <ProductFacts />
      <TrialCta checkout={second} />
      <Disclaimer />
      </Deferred>
      <MarketingFooter />
    </div>
  );
}
