/**
 * Voice-sample recording rules (spec §4 and §9), kept pure so they are testable without a
 * browser: mono 44.1 kHz with echo cancellation and noise suppression; container preference
 * mp4, then webm/opus, then webm; at least 10 s; auto-stop after 3 s of silence once 10 s are
 * reached; silence = average frequency level below 15, checked every 100 ms.
 */
export const RECORDING_RULES = {
  minMs: 10_000,
  silenceStopMs: 3_000,
  silenceLevel: 15,
  checkEveryMs: 100,
  timerEveryMs: 1_000,
} as const;

export const AUDIO_CONSTRAINTS: MediaTrackConstraints = {
  channelCount: 1,
  sampleRate: 44_100,
  echoCancellation: true,
  noiseSuppression: true,
};

export const MIME_PREFERENCE = ['audio/mp4', 'audio/webm;codecs=opus', 'audio/webm'] as const;

/** The first container the browser can record, or '' to let it choose. */
export function pickMimeType(isSupported: (t: string) => boolean): string {
  return MIME_PREFERENCE.find((t) => isSupported(t)) ?? '';
}

/** Average of an analyser's byte frequency data (0–255). */
export function averageLevel(bins: ArrayLike<number>): number {
  if (bins.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < bins.length; i++) sum += bins[i]!;
  return sum / bins.length;
}

export interface SilenceState {
  /** When the current run of silence began (ms since recording start), or null while there is sound. */
  silentSinceMs: number | null;
}

/**
 * One 100 ms check. Returns the new state and whether to stop now.
 * Example: silence from 8.5 s on stops at 11.5 s; silence from 5 s on stops at 10 s (the minimum).
 */
export function silenceCheck(state: SilenceState, { elapsedMs, level }: { elapsedMs: number; level: number }): { state: SilenceState; stop: boolean } {
  const silent = level < RECORDING_RULES.silenceLevel;
  const silentSinceMs = silent ? (state.silentSinceMs ?? elapsedMs) : null;
  const stop = silentSinceMs !== null && elapsedMs >= RECORDING_RULES.minMs && elapsedMs - silentSinceMs >= RECORDING_RULES.silenceStopMs;
  return { state: { silentSinceMs }, stop };
}

/** A take is accepted when it lasted at least 10 s. */
export const isLongEnough = (durationMs: number) => durationMs >= RECORDING_RULES.minMs;

/** 7 → "0:07", 75 → "1:15". */
export const formatElapsed = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** Blob → base64 without the data: prefix (the form create-voice-clone takes). */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(r.error ?? new Error('could not read the recording'));
    r.readAsDataURL(blob);
  });
}

export const RECORDER_TEXTS = {
  micDenied: 'Microphone access is required for voice recording.',
  startFailed: 'Failed to start recording. Please check your microphone.',
  tooShortTitle: 'Recording too short',
  tooShortBody: 'Voice cloning requires at least 10 seconds of audio. Please record again.',
  recordAgain: 'Record Again',
  reRecord: 'Re-record',
  start: 'Start Recording',
  stop: 'Stop Recording',
  recording: 'Recording…',
  accepted: 'Recording saved',
} as const;
