import { useEffect, useRef, useState } from 'react';
import { TEXTS } from '../texts';
import { useToastScope } from '@bookline/ui';
import { AnalyzingStep } from './AnalyzingStep';
import { BusinessStep } from './BusinessStep';
import { CreatingStep } from './CreatingStep';
import { Progress } from './Progress';
import { ReadyStep } from './ReadyStep';
import { VoiceStep } from './VoiceStep';
import { WebsiteStep } from './WebsiteStep';
import { progressStep, type WizardReading } from './readings';
import { useWizard } from './store';

function stepTitle(step: number, reading: WizardReading): string {
  switch (step) {
    case 1: return TEXTS.steps.website;
    case 2: return TEXTS.steps.analyzing;
    case 3: return TEXTS.steps.business;
    case 4: return reading.voiceHeading;
    case 5: return TEXTS.steps.ready;
    default: return TEXTS.steps.creating;
  }
}

/** The one agent-creation wizard, in the reading it is given. */
export function Wizard({ reading }: { reading: WizardReading }) {
  const step = useWizard((s) => s.step);
  const current = useWizard((s) => s.reading);
  const reset = useWizard((s) => s.reset);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    reset(reading);
    setReady(true);
  }, [reading, reset]);

  // Move focus to the new step's heading so screen readers announce it.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  // An error toast of the step left behind goes with it.
  useToastScope(`step ${step}`);

  if (!ready || current.id !== reading.id) return null;
  return (
    <section className="bl-card cr-wizard" aria-labelledby="wizard-step-title" data-step={step} data-reading={reading.id}>
      <Progress n={progressStep(step, reading)} total={reading.totalSteps} />
      <h2 id="wizard-step-title" ref={heading} tabIndex={-1}>
        {stepTitle(step, reading)}
      </h2>
      {step === 1 ? <WebsiteStep /> : null}
      {step === 2 ? <AnalyzingStep /> : null}
      {step === 3 ? <BusinessStep /> : null}
      {step === 4 ? <VoiceStep /> : null}
      {step === 5 ? <ReadyStep /> : null}
      {step >= 6 ? <CreatingStep /> : null}
    </section>
  );
}
