// A pinned clock for tests that book or remind: the suite runs at one fixed instant instead of
// the wall clock, so "the first free slot" and "is there a 2 h reminder" never depend on the
// hour `npm test` happens to run.
//
// Only `Date` is faked, and it keeps ticking at the real rate from the pinned instant
// (`shouldAdvanceTime`), so sockets, BullMQ and Redis timeouts still run on real timers while
// every `Date.now()` — in the test and in the in-process gateway — starts from the same instant.
//
// BOOKLINE_TEST_NOW (an ISO instant) overrides the default: `npm run test:clocks`
// (scripts/test-clocks.mjs, also run by .ci/run) runs the suites that book or remind at several
// such instants (early morning, evening, Friday night, both DST changes) so a test that only
// passes at some hours is caught.
import { afterAll, beforeAll, vi } from 'vitest';

/** Tuesday 9 June 2026, 10:00 in Austin (America/Chicago, CDT). */
export const DEFAULT_TEST_NOW = '2026-06-09T15:00:00.000Z';

export function testNow(): number {
  const raw = process.env.BOOKLINE_TEST_NOW ?? DEFAULT_TEST_NOW;
  const t = Date.parse(raw);
  if (!Number.isFinite(t)) throw new Error(`BOOKLINE_TEST_NOW is not an ISO instant: ${raw}`);
  return t;
}

/** Pins `Date` for the test file (call at the top level of the file); returns the pinned instant. */
export function pinClock(at: number = testNow()): number {
  beforeAll(() => {
    vi.useFakeTimers({ now: at, toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  return at;
}
