import { OnboardingFrame } from './Frame';

export default function CalendarSetup() {
  return <OnboardingFrame title="Calendar setup" lead="Five steps to connect your calendar, website widget, voice and phone." />;
}
