import { OnboardingFrame } from './Frame';

export default function PaymentSetup() {
  return <OnboardingFrame title="Payment setup" lead="Add a payment method for billing after your free trial." />;
}
