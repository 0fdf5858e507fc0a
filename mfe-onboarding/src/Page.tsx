import { createPageSwitch } from '@bookline/ui';

export default createPageSwitch('onboarding', {
  'trial-signup': () => import('./pages/TrialSignup'),
  'payment-setup': () => import('./pages/PaymentSetup'),
  'calendar-setup': () => import('./pages/CalendarSetup'),
  'voice-recording': () => import('./pages/VoiceRecording'),
  testforwarding: () => import('./pages/TestForwarding'),
});
