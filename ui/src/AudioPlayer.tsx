import { useRef, useState } from 'react';
import { formatClock } from '@bookline/contracts';
import './audio-player.css';

export const AUDIO_FALLBACK = 'Your browser does not support the audio element.';

export interface AudioPlayerProps {
  src: string;
  /** What plays, for the button's accessible name ("Play Salon booking"). */
  title: string;
  /** Known length in seconds, shown before the file loads (the file is not fetched until play). */
  durationS?: number;
  fallback?: string;
}

/**
 * Sample-call player: play/pause, equalizer bars while playing, elapsed / total as m:ss, and
 * back to the play icon at the end. The total is known up front so nothing shifts on load.
 */
export function AudioPlayer({ src, title, durationS = 0, fallback = AUDIO_FALLBACK }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [total, setTotal] = useState(durationS);

  const toggle = () => {
    const a = audio.current;
    if (!a) return;
    if (a.paused) {
      a.play().catch((err: unknown) => {
        console.warn('[bookline] audio could not play', err);
        setPlaying(false);
      });
    } else a.pause();
  };

  return (
    <div className="bl-audio" data-playing={playing}>
      <button type="button" className="bl-audio__toggle" onClick={toggle} aria-label={`${playing ? 'Pause' : 'Play'} ${title}`}>
        {playing ? (
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" data-icon="pause">
            <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
            <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" data-icon="play">
            <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" fill="currentColor" />
          </svg>
        )}
      </button>
      <span className="bl-audio__eq" aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
        <span />
      </span>
      <span className="bl-audio__time">
        <span className="bl-audio__elapsed">{formatClock(elapsed)}</span> / <span className="bl-audio__total">{formatClock(total)}</span>
      </span>
      <audio
        ref={audio}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(e) => setElapsed(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => {
          if (Number.isFinite(e.currentTarget.duration)) setTotal(e.currentTarget.duration);
        }}
        onEnded={(e) => {
          setPlaying(false);
          e.currentTarget.currentTime = 0;
          setElapsed(0);
        }}
      >
        {fallback}
      </audio>
    </div>
  );
}
