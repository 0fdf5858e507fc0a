import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging';
import { saveIcs } from '../onboarding';
import { createRedis } from '../store';
import { testConfig } from '../../../tests/kit/app';
import { createOwnerBusy } from './owner-calendar';

const redis = createRedis(testConfig().REDIS_URL);
afterAll(() => redis.disconnect());
const HOUR = 3_600_000;
const now = Date.parse('2026-06-09T15:00:00Z');
const stamp = (t: number) => new Date(t).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const feed = (start: number, end: number) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a@test\r\nDTSTAMP:${stamp(now)}\r\nDTSTART:${stamp(start)}\r\nDTEND:${stamp(end)}\r\nSUMMARY:Private\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;

function setup({ fetch, extra }: { fetch: typeof globalThis.fetch; extra?: Parameters<typeof createOwnerBusy>[0]['extraSources'] }) {
  const lines: string[] = [];
  const log = createLogger({ level: 'warn', destination: { write: (s: string) => { lines.push(s); } } });
  let clock = now;
  const busyFor = createOwnerBusy({ redis, log, fetch, timeoutMs: 200, maxAgeMs: 10 * 60_000, memoMs: 30_000, clock: () => clock, ...(extra ? { extraSources: extra } : {}) });
  return { busyFor, lines, tick: (ms: number) => { clock += ms; } };
}

describe('owner busy times during calls', () => {
  it("merges the saved ICS feed with other connections and reads the feed once per memo period", async () => {
    const agentId = `agent_${randomUUID().replace(/-/g, '')}`;
    await saveIcs(redis, agentId, { url: `https://cal.example.com/${agentId}.ics`, events: 1, checkedAt: '' });
    let fetches = 0;
    const { busyFor, tick } = setup({
      fetch: (async () => { fetches++; return new Response(feed(now + 2 * HOUR, now + 3 * HOUR)); }) as typeof fetch,
      extra: async () => [{ kind: 'google', freeBusy: async () => [{ start: now + 2.5 * HOUR, end: now + 4 * HOUR }] }],
    });
    const busy = busyFor({ agentId, timeZone: 'America/Chicago' });
    expect(await busy({ technicianId: 'default', from: now, to: now + 86_400_000 })).toStrictEqual([{ start: now + 2 * HOUR, end: now + 4 * HOUR }]);
    await busy({ technicianId: 'default', from: now - 86_400_000, to: now + 2 * 86_400_000 });
    expect(fetches).toBe(1);
    tick(31_000); // memo lapsed, Redis copy still fresh
    await busy({ technicianId: 'default', from: now, to: now + 86_400_000 });
    expect(fetches).toBe(1);
    tick(11 * 60_000); // Redis copy stale: fetched again
    await busy({ technicianId: 'default', from: now, to: now + 86_400_000 });
    expect(fetches).toBe(2);
  });
  it('a hanging calendar counts as free after the time limit, the others still count, and the log names no address', async () => {
    const agentId = `agent_${randomUUID().replace(/-/g, '')}`;
    await saveIcs(redis, agentId, { url: 'https://cal.example.com/very-secret-token.ics', events: 1, checkedAt: '' });
    const { busyFor, lines } = setup({
      fetch: ((_u: unknown, init?: RequestInit) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch,
      extra: async () => [{ kind: 'graph', freeBusy: async () => [{ start: now + HOUR, end: now + 2 * HOUR }] }],
    });
    expect(await busyFor({ agentId, timeZone: 'America/Chicago' })({ technicianId: 'default', from: now, to: now + 86_400_000 })).toStrictEqual([{ start: now + HOUR, end: now + 2 * HOUR }]);
    expect(lines.join('')).toMatch(/owner calendar unavailable/);
    expect(lines.join('')).toContain(agentId);
    expect(lines.join('')).not.toContain('very-secret-token');
  });
  it('an agent with nothing connected has no external busy times', async () => {
    const { busyFor } = setup({ fetch: (async () => { throw new Error('must not fetch'); }) as typeof fetch });
    expect(await busyFor({ agentId: 'agent_nothing', timeZone: 'America/Chicago' })({ technicianId: 'default', from: now, to: now + HOUR })).toStrictEqual([]);
  });
});
