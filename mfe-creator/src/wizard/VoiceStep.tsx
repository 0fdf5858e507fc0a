import { useNavigate } from 'react-router';
import { Button, VoiceRecorder } from '@bookline/ui';
import { TEXTS } from '../texts';
import { cloneVoice, skipVoice } from './actions';
import { useWizard } from './store';

export function VoiceStep() {
  const navigate = useNavigate();
  const reading = useWizard((s) => s.reading);
  const busy = useWizard((s) => s.busy);
  const audio = useWizard((s) => s.audioBase64);
  const setAudio = useWizard((s) => s.setAudio);
  const goTo = useWizard((s) => s.goTo);
  return (
    <div className="cr-stack">
      <ol className="cr-how">
        {TEXTS.voiceStep.how.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ol>
      <p>{TEXTS.voiceStep.readAloud}</p>
      <ul className="cr-quotes">
        {TEXTS.voiceStep.quotes.map((q) => (
          <li key={q}>
            <blockquote>“{q}”</blockquote>
          </li>
        ))}
      </ul>
      <VoiceRecorder label="Record your voice sample" disabled={busy} onChange={(r) => setAudio(r?.base64 ?? null)} />
      <div className="cr-actions">
        <Button variant="ghost" onClick={() => goTo(3)} disabled={busy}>
          {TEXTS.voiceStep.back}
        </Button>
        <Button onClick={() => void cloneVoice(navigate)} disabled={busy || !audio} aria-busy={busy}>
          {busy ? TEXTS.voiceStep.cloning : reading.cloneLabel}
        </Button>
        <Button variant="secondary" onClick={() => skipVoice(navigate)} disabled={busy}>
          {reading.skipVoiceLabel}
        </Button>
      </div>
    </div>
  );
}
