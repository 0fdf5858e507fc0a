import { OnboardingFrame } from './Frame';

export default function TestForwarding() {
  return <OnboardingFrame title="Call forwarding test" lead="Forward your calls to your AI Receptionist: always, when busy, or when you don't answer." />;
}
