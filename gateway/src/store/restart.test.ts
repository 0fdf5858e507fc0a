import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBookingStore, type Booking } from '../calendar/bookings';
import { createRedis, type Redis } from '.';
// @ts-expect-error plain ESM helper shared with the start script
import { startRedis } from '../../../scripts/lib/redis.mjs';

// The lone Redis of `npm start` (append-only file on) killed with -9 during a booking storm and
// started again on the same files: every booking the store acknowledged is there afterwards,
// bookings go on once it is back, and no client gives up for good.
type Running = { url: string; port: number; pid: number; stop(): Promise<void> };

const dir = mkdtempSync(join(tmpdir(), 'bookline-restart-'));
let conns: Redis[] = [];
let server: Running | undefined;
afterAll(async () => {
  for (const c of conns) c.disconnect();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('Redis killed and restarted', () => {
  it('kill -9 of Redis during a booking storm: no acknowledged booking is lost, and bookings resume after the restart', async () => {
    server = (await startRedis({ dir, persist: true })) as Running;
    const port = server.port;
    conns = Array.from({ length: 3 }, () => createRedis(server!.url));
    for (const c of conns) c.on('error', () => undefined); // reconnecting is expected here
    const agents = ['agent_stormA', 'agent_stormB', 'agent_stormC', 'agent_stormD'];
    const now = Date.parse('2026-06-08T14:00:00Z');
    const acked: Array<{ agentId: string; id: string }> = [];
    let failed = 0;
    let phase: 'before' | 'down' | 'back' = 'before';
    let afterRestart = 0;
    const lane = async (agentId: string, k: number) => {
      const store = createBookingStore({ redis: conns[k % conns.length]!, agentId });
      for (let n = 0; !(phase === 'back' && afterRestart >= 60); n++) {
        const date = `2026-07-${String((n % 28) + 1).padStart(2, '0')}`;
        const start = now + n * 3_600_000;
        const b: Booking = {
          id: `bk${n}`, agentId, technicianId: `t${n}`, date, start, end: start + 1_800_000, location: { lat: 30.27, lng: -97.74 }, status: 'confirmed',
          serviceName: 'Haircut', priceText: '', sequence: 0, customer: { name: `Caller ${n}` }, createdAt: now, updatedAt: now,
        };
        try {
          const day = await store.readDay({ technicianId: b.technicianId, date, now });
          if (await store.create({ booking: b, expectedVersion: day.version, now })) {
            acked.push({ agentId, id: b.id });
            if (phase === 'back') afterRestart++;
          }
        } catch {
          failed++; // refused while Redis is away (commands past the retry limit): nothing is acknowledged
          await new Promise((r) => setTimeout(r, 50));
        }
        if (phase === 'before' && acked.length >= 150) {
          phase = 'down';
          process.kill(server!.pid, 'SIGKILL');
          void (async () => {
            await new Promise((r) => setTimeout(r, 500));
            server = (await startRedis({ dir, port, persist: true })) as Running;
            phase = 'back';
          })();
        }
      }
    };
    const giveUp = setTimeout(() => { phase = 'back'; afterRestart = Infinity; }, 40_000);
    await Promise.all(agents.map((a, k) => lane(a, k)));
    clearTimeout(giveUp);
    expect(phase).toBe('back');
    const found = await Promise.all(acked.map(({ agentId, id }) => createBookingStore({ redis: conns[0]!, agentId }).get(id)));
    const lost = acked.filter((_, i) => found[i]?.status !== 'confirmed');
    console.log(`[redis restart] acknowledged ${acked.length}, found ${acked.length - lost.length}, refused while down ${failed} (the rest waited in the client's queue for the restart)`);
    expect(lost).toStrictEqual([]);
    expect(afterRestart).toBeGreaterThanOrEqual(60);
    expect(acked.length).toBeGreaterThanOrEqual(210);
  }, 90_000);
});
