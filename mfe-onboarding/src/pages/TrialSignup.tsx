import { OnboardingFrame } from './Frame';

export default function TrialSignup() {
  return <OnboardingFrame title="Start Your 14-Day Free Trial" lead="Tell us where to send your trial details." />;
}
