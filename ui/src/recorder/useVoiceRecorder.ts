import { useCallback, useEffect, useRef, useState } from 'react';
import { AUDIO_CONSTRAINTS, averageLevel, blobToBase64, isLongEnough, pickMimeType, RECORDER_TEXTS, RECORDING_RULES, silenceCheck, type SilenceState } from './recorder';

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'too-short' | 'accepted';

export interface Recording {
  blob: Blob;
  /** Base64 without a data: prefix: what create-voice-clone takes as audioData. */
  base64: string;
  mimeType: string;
  durationMs: number;
  /** An object URL for an <audio> preview; revoked on re-record and unmount. */
  url: string;
}

export interface VoiceRecorderState {
  status: RecorderStatus;
  /** Whole seconds since recording started; updates each second. */
  elapsedS: number;
  recording: Recording | null;
  start: () => Promise<void>;
  stop: () => void;
  /** Back to idle, dropping the take (Record Again / Re-record). */
  reset: () => void;
}

interface LiveTake {
  stream: MediaStream;
  rec: MediaRecorder;
  ctx?: AudioContext;
  timers: number[];
  startedAt: number;
}

export interface UseVoiceRecorderOptions {
  /** Called with the accepted take, or null when it is dropped. */
  onChange?: (recording: Recording | null) => void;
  /** Where the spec's browser alerts go (window.alert by default). */
  alert?: (message: string) => void;
}

/**
 * The voice-sample recorder (spec §4, §9): a hook so the creator wizard and the onboarding
 * voice page share one implementation. Records mono 44.1 kHz with echo cancellation and
 * noise suppression; stops by itself after 3 s of silence once 10 s are reached.
 */
export function useVoiceRecorder({ onChange, alert = (m) => window.alert(m) }: UseVoiceRecorderOptions = {}): VoiceRecorderState {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsedS, setElapsedS] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const live = useRef<LiveTake | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const teardown = useCallback(() => {
    const l = live.current;
    if (!l) return;
    for (const t of l.timers) window.clearInterval(t);
    l.stream.getTracks().forEach((t) => t.stop());
    void l.ctx?.close().catch(() => {});
    live.current = null;
  }, []);

  const stop = useCallback(() => {
    const l = live.current;
    if (!l) return;
    for (const t of l.timers) window.clearInterval(t);
    l.timers = [];
    if (l.rec.state !== 'inactive') l.rec.stop();
  }, []);

  const start = useCallback(async () => {
    if (live.current) return;
    setStatus('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS });
    } catch (err) {
      setStatus('idle');
      const name = (err as DOMException)?.name;
      alert(name === 'NotAllowedError' || name === 'SecurityError' ? RECORDER_TEXTS.micDenied : RECORDER_TEXTS.startFailed);
      return;
    }
    try {
      const mimeType = pickMimeType((t) => typeof MediaRecorder.isTypeSupported === 'function' && MediaRecorder.isTypeSupported(t));
      const rec = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      const startedAt = performance.now();
      rec.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.push(e.data);
      };
      rec.onstop = () => {
        const durationMs = performance.now() - startedAt;
        teardown();
        const type = rec.mimeType || mimeType || 'audio/webm';
        const blob = new Blob(chunks, { type });
        if (!isLongEnough(durationMs)) {
          setStatus('too-short');
          return;
        }
        void blobToBase64(blob).then((base64) => {
          const r: Recording = { blob, base64, mimeType: type, durationMs, url: URL.createObjectURL(blob) };
          setRecording(r);
          setStatus('accepted');
          onChangeRef.current?.(r);
        });
      };
      const l: LiveTake = { stream, rec, timers: [], startedAt };
      live.current = l;

      // Silence detection: average frequency level every 100 ms.
      try {
        const ctx = new AudioContext();
        const analyser = ctx.createAnalyser();
        analyser.fftSize = 256;
        ctx.createMediaStreamSource(stream).connect(analyser);
        const bins = new Uint8Array(analyser.frequencyBinCount);
        let silence: SilenceState = { silentSinceMs: null };
        l.ctx = ctx;
        l.timers.push(
          window.setInterval(() => {
            analyser.getByteFrequencyData(bins);
            const r = silenceCheck(silence, { elapsedMs: performance.now() - startedAt, level: averageLevel(bins) });
            silence = r.state;
            if (r.stop) stop();
          }, RECORDING_RULES.checkEveryMs),
        );
      } catch {
        /* no Web Audio: the owner stops by hand */
      }
      l.timers.push(window.setInterval(() => setElapsedS(Math.floor((performance.now() - startedAt) / 1000)), RECORDING_RULES.timerEveryMs));
      setElapsedS(0);
      rec.start(250);
      setStatus('recording');
    } catch {
      stream.getTracks().forEach((t) => t.stop());
      teardown();
      setStatus('idle');
      alert(RECORDER_TEXTS.startFailed);
    }
  }, [alert, stop, teardown]);

  const reset = useCallback(() => {
    stop();
    teardown();
    setRecording((r) => {
      if (r) URL.revokeObjectURL(r.url);
      return null;
    });
    setElapsedS(0);
    setStatus('idle');
    onChangeRef.current?.(null);
  }, [stop, teardown]);

  useEffect(
    () => () => {
      const l = live.current;
      if (l) {
        l.rec.onstop = null;
        for (const t of l.timers) window.clearInterval(t);
        if (l.rec.state !== 'inactive') l.rec.stop();
      }
      teardown();
    },
    [teardown],
  );
  useEffect(() => () => (recording ? URL.revokeObjectURL(recording.url) : undefined), [recording]);

  return { status, elapsedS, recording, start, stop, reset };
}
