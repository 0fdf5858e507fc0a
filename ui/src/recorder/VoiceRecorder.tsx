import { Button } from '../Button';
import { formatElapsed, RECORDER_TEXTS } from './recorder';
import { useVoiceRecorder, type Recording, type UseVoiceRecorderOptions } from './useVoiceRecorder';

export interface VoiceRecorderProps extends UseVoiceRecorderOptions {
  /** Accessible name of the recorder region. */
  label?: string;
  disabled?: boolean;
}

/** Record / stop / too short → Record Again / accepted → preview and Re-record. */
export function VoiceRecorder({ label = 'Voice recorder', disabled, ...options }: VoiceRecorderProps) {
  const { status, elapsedS, recording, start, stop, reset } = useVoiceRecorder(options);
  return (
    <section className="bl-recorder" aria-label={label} data-status={status}>
      <p className="bl-recorder__timer" aria-live="off">
        <span className="bl-visually-hidden">Elapsed </span>
        <time data-testid="recorder-elapsed">{formatElapsed(elapsedS)}</time>
        {status === 'recording' ? <span className="bl-recorder__dot" aria-hidden="true" /> : null}
      </p>
      <div role="status" aria-live="polite" className="bl-recorder__status">
        {status === 'recording' ? <p>{RECORDER_TEXTS.recording}</p> : null}
        {status === 'too-short' ? (
          <div className="bl-recorder__warn">
            <p className="bl-recorder__title">{RECORDER_TEXTS.tooShortTitle}</p>
            <p>{RECORDER_TEXTS.tooShortBody}</p>
          </div>
        ) : null}
        {status === 'accepted' && recording ? <p>{`${RECORDER_TEXTS.accepted} (${formatElapsed(Math.round(recording.durationMs / 1000))})`}</p> : null}
      </div>
      {status === 'accepted' && recording ? <Preview recording={recording} /> : null}
      <div className="bl-recorder__actions">
        {status === 'idle' || status === 'starting' ? (
          <Button onClick={() => void start()} disabled={disabled || status === 'starting'}>
            {RECORDER_TEXTS.start}
          </Button>
        ) : null}
        {status === 'recording' ? (
          <Button onClick={stop} variant="secondary">
            {RECORDER_TEXTS.stop}
          </Button>
        ) : null}
        {status === 'too-short' ? <Button onClick={() => { reset(); void start(); }}>{RECORDER_TEXTS.recordAgain}</Button> : null}
        {status === 'accepted' ? (
          <Button onClick={reset} variant="secondary" disabled={disabled}>
            {RECORDER_TEXTS.reRecord}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function Preview({ recording }: { recording: Recording }) {
  return (
    <audio controls src={recording.url} className="bl-recorder__preview">
      Your browser does not support the audio element.
    </audio>
  );
}
