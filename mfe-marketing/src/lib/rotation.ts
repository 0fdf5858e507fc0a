/** Rotating headline timing (spec §9): a new variant every 3 s with a 300 ms fade. */
export const ROTATE_EVERY_MS = 3000;
export const FADE_MS = 300;

export interface RotationState {
  index: number;
  /** false while fading out; the index changes when the fade-out ends. */
  visible: boolean;
}

/**
 * Every `intervalMs` the current variant fades out; `fadeMs` later the next one is shown
 * (fading in by CSS). Example with 3 variants: t=3000 {0, hidden}, t=3300 {1, visible},
 * t=6300 {2, visible}, t=9300 {0, visible}. Returns a stop function.
 */
export function startRotation({ count, onChange, intervalMs = ROTATE_EVERY_MS, fadeMs = FADE_MS }: { count: number; onChange: (s: RotationState) => void; intervalMs?: number; fadeMs?: number }): () => void {
  if (count < 2) return () => {};
  let index = 0;
  let fade: ReturnType<typeof setTimeout> | undefined;
  const tick = setInterval(() => {
    onChange({ index, visible: false });
    fade = setTimeout(() => {
      index = (index + 1) % count;
      onChange({ index, visible: true });
    }, fadeMs);
  }, intervalMs);
  return () => {
    clearInterval(tick);
    clearTimeout(fade);
  };
}

/** Users who ask for reduced motion get a still headline. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
