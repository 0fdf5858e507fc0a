/**
 * Refreshes calendar feeds on a schedule until stopped. A failed refresh is reported and
 * retried at the next tick (the cached copy keeps serving meanwhile). The jobs worker may
 * run this instead of each gateway once BullMQ repeatable jobs exist.
 */
export function scheduleRefresh({ sources, intervalMs = 10 * 60_000, clock = Date.now, onError }: {
  sources: ReadonlyArray<{ refresh(q: { now: number }): Promise<unknown> }>;
  intervalMs?: number;
  clock?: () => number;
  onError?: (error: unknown) => void;
}): { stop(): void; tick(): Promise<void> } {
  let running = false;
  async function tick() {
    if (running) return; // never overlap two refresh rounds
    running = true;
    try {
      const results = await Promise.allSettled(sources.map((s) => s.refresh({ now: clock() })));
      for (const r of results) if (r.status === 'rejected') onError?.(r.reason);
    } finally {
      running = false;
    }
  }
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}
