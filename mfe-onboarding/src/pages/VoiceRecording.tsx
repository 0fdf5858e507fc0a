import { OnboardingFrame } from './Frame';

export default function VoiceRecording() {
  return <OnboardingFrame title="Record your voice" lead="Read the quotes aloud so your receptionist can speak in your voice." />;
}
