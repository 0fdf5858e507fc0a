import { Spinner } from '@bookline/ui';
import { TEXTS } from '../texts';
import { userEmail } from './actions';
import { useWizard } from './store';

/** 4-step reading, step 6: Creating Your AI Receptionist. */
export function CreatingStep() {
  const s = useWizard();
  return (
    <div className="cr-stack">
      <Spinner label={TEXTS.steps.creating} />
      <dl className="cr-summary" aria-label={TEXTS.creating.summary}>
        <dt>Business</dt>
        <dd>{s.form.BusinessName || 'My Business'}</dd>
        <dt>Email</dt>
        <dd>{userEmail(s) || '—'}</dd>
      </dl>
      {s.voiceId ? (
        <p className="cr-ok">
          <span aria-hidden="true">✓ </span>
          {TEXTS.creating.customVoice}
        </p>
      ) : null}
    </div>
  );
}
