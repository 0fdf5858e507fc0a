import { useNavigate } from 'react-router';
import { Button, Spinner } from '@bookline/ui';
import { TEXTS } from '../texts';
import { createAgent } from './actions';
import { useWizard } from './store';

/** 5-step reading, step 5: Ready to Create. */
export function ReadyStep() {
  const navigate = useNavigate();
  const busy = useWizard((s) => s.busy);
  const voiceId = useWizard((s) => s.voiceId);
  const name = useWizard((s) => s.form.BusinessName);
  const goTo = useWizard((s) => s.goTo);
  return (
    <div className="cr-stack">
      <p className={voiceId ? 'cr-ok' : undefined}>{voiceId ? TEXTS.ready.customVoice : TEXTS.ready.defaultVoice}</p>
      {busy ? <Spinner label={TEXTS.ready.creating} /> : null}
      <div className="cr-actions">
        <Button variant="ghost" onClick={() => goTo(4)} disabled={busy}>
          {TEXTS.voiceStep.back}
        </Button>
        <Button onClick={() => void createAgent(navigate)} disabled={busy || !name.trim()}>
          {busy ? TEXTS.ready.creating : TEXTS.ready.create}
        </Button>
      </div>
    </div>
  );
}
