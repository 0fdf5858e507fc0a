import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isAgentId, type CreateVoiceCloneResponse, type OnboardingState } from '@bookline/contracts';
import { Button, callFunction, Card, toast, VoiceRecorder, type Recording } from '@bookline/ui';
import { QUOTES, TEXTS } from '../texts';
import { OnboardingFrame } from './Frame';

const T = TEXTS.voice;

/** /voice-recording?agentId — 12 quotes, the shared recorder, create-voice-clone (spec §2, §9). */
export default function VoiceRecording() {
  const [search] = useSearchParams();
  const raw = search.get('agentId');
  const agentId = isAgentId(raw) ? raw : null;
  const [recording, setRecording] = useState<Recording | null>(null);
  const [businessName, setBusinessName] = useState('');
  const [busy, setBusy] = useState(false);
  const [voiceId, setVoiceId] = useState<string | null>(null);

  useEffect(() => {
    if (!agentId) return;
    callFunction('get-onboarding-state', { agentId })
      .then((s) => setBusinessName(s.businessName))
      .catch(() => {});
  }, [agentId]);

  const upload = async () => {
    if (!recording || !agentId) return;
    setBusy(true);
    try {
      const name = businessName || 'My Business';
      const r = await callFunction('create-voice-clone', { audioData: recording.base64, voiceName: `${name} Receptionist`, businessName: name, agentId }, { timeoutMs: 90_000 });
      if (!r.success || !r.voiceId) throw new Error(r.error ?? 'no voice');
      setVoiceId(r.voiceId);
      toast({ title: T.successTitle, description: T.successBody });
    } catch {
      toast({ title: T.failTitle, description: T.failBody, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const calendarLink = agentId ? `/calendar-setup?agentId=${agentId}` : '/calendar-setup';
  return (
    <OnboardingFrame title={T.title} lead={T.lead} links={[{ to: '/about-us', label: T.about }]}>
      <div className="ob-stack">
        {!agentId ? (
          <Card role="alert">
            <p>{T.needsAgent}</p>
          </Card>
        ) : null}
        <Card aria-labelledby="quotes-heading">
          <h2 id="quotes-heading">Read these aloud</h2>
          <ol className="ob-quotes">
            {QUOTES.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ol>
        </Card>
        <Card>
          <VoiceRecorder onChange={setRecording} disabled={busy} />
          <p>
            <Button onClick={() => void upload()} disabled={!recording || !agentId || busy}>
              {busy ? T.uploading : T.upload}
            </Button>
          </p>
          {voiceId ? (
            <p role="status" data-testid="voice-created">
              {T.successBody}
            </p>
          ) : null}
        </Card>
        <nav className="ob-links" aria-label="Next steps">
          <Link className="bl-btn bl-btn--primary" to={calendarLink}>
            {T.next}
          </Link>
          <Link to="/pricing">{T.pricing}</Link>
          <Link to="/about-us">{T.about}</Link>
        </nav>
      </div>
    </OnboardingFrame>
  );
}
