// npm run test:clocks: the suites that book or remind, run with the clock pinned at several
// instants (tests/kit/clock.ts reads BOOKLINE_TEST_NOW), so a test that passes only at some
// hours of the day fails here instead of at random in CI. Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled } from './lib/install-check.mjs';
import { ensureRedis } from './lib/system.mjs';

/** Local times are America/Chicago, the time zone of the test businesses. */
export const TEST_INSTANTS = {
  'business hours': '2026-11-23T21:26:00.000Z', // Mon 15:26 CST, when the 2 h reminder test first failed (first slot 54 min away)
  'early morning': '2026-06-10T10:05:00.000Z', // Wed 05:05 CDT, before opening
  evening: '2026-06-10T02:26:00.000Z', // Tue 21:26 CDT, after closing
  'late afternoon': '2026-06-09T22:06:00.000Z', // Tue 17:06 CDT, under an hour before closing
  'friday night': '2026-06-13T04:40:00.000Z', // Fri 23:40 CDT, a weekend ahead
  'spring forward': '2026-03-08T07:30:00.000Z', // Sun 01:30 CST, half an hour before 02:00 becomes 03:00
  'fall back': '2026-11-01T06:30:00.000Z', // Sun 01:30 CDT, the first of the two 01:30s
  'new year': '2026-12-31T23:30:00.000Z', // Thu 17:30 CST, the year turns during the booking window
};

export const CLOCK_SUITES = [
  'gateway/src/receptionist/conversation/',
  'gateway/src/receptionist/session.test.ts',
  'gateway/src/receptionist/llm.test.ts',
  'gateway/src/jobs/follow-ups.test.ts',
  'gateway/src/owner-ops/flows.test.ts',
];

const root = process.cwd();
ensureInstalled(root);
ensureRedis();
const failed = [];
for (const [name, at] of Object.entries(TEST_INSTANTS)) {
  // Output is kept and shown only on failure: one line per instant otherwise (and CI reads the
  // test count from npm test's own summary, not from these runs).
  const r = spawnSync(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'unit', '--reporter=dot', ...CLOCK_SUITES, ...process.argv.slice(2)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, BOOKLINE_TEST_NOW: at, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const count = /Tests\s+(.*)/.exec(r.stdout ?? '')?.[1]?.trim() ?? 'no summary';
  console.log(`[test:clocks] ${name} (${at}): ${count}`);
  if (r.status !== 0) console.log(`${r.stdout}\n${r.stderr}`);
  if (r.status !== 0) failed.push(`${name} (${at})`);
}
if (failed.length) {
  console.error(`\n[test:clocks] failed at: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\n[test:clocks] all ${Object.keys(TEST_INSTANTS).length} instants passed`);
