import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWeeklySchedule } from '@bookline/contracts';
import { createBookingStore, type Booking } from '../calendar/bookings';
import { bookSlot } from '../calendar/book';
import { createOfflineTravel, findSlots, type Business } from '../scheduling';
import { startCluster, type TestCluster } from '../../../tests/kit/redis-cluster';
import { deleteAgentData } from '../owner/delete-agent';
import { createRedisCluster, keys, NotDurableError, replicasFor, type Redis } from '.';

// A real 3-primary + 3-replica Redis Cluster: the booking race and a primary killed with -9
// during a booking storm (every acknowledged booking is found after the fail-over).
let cluster: TestCluster;
let conns: Redis[] = [];
beforeAll(async () => {
  cluster = await startCluster();
  conns = Array.from({ length: 4 }, () => createRedisCluster(cluster.nodes));
  await Promise.all(conns.map((c) => c.ping()));
}, 60_000);
afterAll(async () => {
  for (const c of conns) c.disconnect();
  await cluster?.stop();
});

const tz = 'America/Chicago';
const business: Business = {
  timeZone: tz, weeklySchedule: defaultWeeklySchedule(), base: { lat: 30.27, lng: -97.74 }, serviceType: 'Fixed Location',
  serviceRadiusMiles: 25, services: [{ name: 'Haircut', durationMinutes: 30 }], bufferMs: 0, minNoticeMs: 0, horizonDays: 3,
};
const travel = createOfflineTravel({ timeZone: tz });
const now = Date.parse('2026-06-08T14:00:00Z');
const request = { serviceName: 'Haircut' };

describe('bookings on Redis Cluster', () => {
  it('every booking key of an agent is in one slot, and a primary has a replica to WAIT for', async () => {
    const agentId = `agent_${randomUUID().slice(0, 8)}`;
    expect(await replicasFor(conns[0]!, keys.booking(agentId, 'x'))).toBe(1);
  });

  it('lets exactly one of 40 callers on 4 connections book the same slot', async () => {
    const agentId = `agent_${randomUUID().slice(0, 8)}`;
    const [slot] = findSlots({ business, timelines: [], now, travel, request });
    const res = await Promise.all(Array.from({ length: 40 }, (_, i) => bookSlot({
      store: createBookingStore({ redis: conns[i % conns.length]!, agentId }), business, request, slot: slot!, bookingId: `b${i}`, now, travel, fetchBusy: async () => [],
    })));
    expect(res.filter((r) => r.ok)).toHaveLength(1);
    const store = createBookingStore({ redis: conns[0]!, agentId });
    expect((await store.readDay({ technicianId: 'default', date: slot!.date, now })).bookings).toHaveLength(1);
    expect(await store.upcoming(0)).toHaveLength(1);
  });

  it('deleting an agent removes its bookings on every day and technician, wherever the cluster keeps them', async () => {
    const agentId = `agent_${randomUUID().slice(0, 8)}`;
    const neighbour = `agent_${randomUUID().slice(0, 8)}`;
    for (const [id, who] of [[agentId, 'a'], [neighbour, 'n']] as const) {
      const store = createBookingStore({ redis: conns[0]!, agentId: id });
      for (let n = 0; n < 6; n++) {
        const start = now + n * 86_400_000;
        const date = `2026-06-${String(8 + n).padStart(2, '0')}`;
        const b: Booking = {
          id: `${who}${n}`, agentId: id, technicianId: `t${n % 2}`, date, start, end: start + 1_800_000, location: business.base, status: 'confirmed',
          serviceName: 'Haircut', priceText: '', sequence: 0, customer: { name: `Caller ${n}`, phone: `+1737555020${n}` }, createdAt: now, updatedAt: now,
        };
        const day = await store.readDay({ technicianId: b.technicianId, date, now });
        expect(await store.create({ booking: b, expectedVersion: day.version, now })).toBe(true);
      }
    }
    const keysOf = async (id: string) => {
      const found: string[] = [];
      for (const node of (conns[1]! as unknown as import('ioredis').Cluster).nodes('master')) found.push(...(await node.keys(`*{${id}}*`)));
      return found;
    };
    expect((await keysOf(agentId)).length).toBeGreaterThan(10);
    await deleteAgentData(conns[1]!, agentId);
    expect(await keysOf(agentId)).toStrictEqual([]);
    expect((await createBookingStore({ redis: conns[2]!, agentId: neighbour }).upcoming(0)).length).toBe(6);
  });

  it('kill -9 of a primary during a booking storm: no acknowledged booking is lost', async () => {
    // Agents whose keys all live on one primary: the one we kill.
    const probe = `agent_${randomUUID().slice(0, 8)}`;
    const victim = cluster.primaryFor(keys.booking(probe, 'x'));
    const agents = [probe];
    while (agents.length < 6) {
      const id = `agent_${randomUUID().slice(0, 8)}`;
      if (cluster.primaryFor(keys.booking(id, 'x')) === victim) agents.push(id);
    }
    const acked: Array<{ agentId: string; id: string }> = [];
    let failed = 0;
    let killed = false;
    let failedOver = false;
    let afterFailover = 0;
    const lane = async (agentId: string, k: number) => {
      const store = createBookingStore({ redis: conns[k % conns.length]!, agentId, durability: { timeoutMs: 500 } });
      for (let n = 0; !(failedOver && afterFailover >= 60); n++) {
        const id = `bk${n}`;
        const date = `2026-07-${String(n % 28 + 1).padStart(2, '0')}`;
        const start = now + n * 3_600_000;
        const b: Booking = {
          id, agentId, technicianId: `t${n}`, date, start, end: start + 1_800_000, location: business.base, status: 'confirmed',
          serviceName: 'Haircut', priceText: '', sequence: 0, customer: { name: `Caller ${n}` }, createdAt: now, updatedAt: now,
        };
        try {
          const day = await store.readDay({ technicianId: b.technicianId, date, now });
          if (await store.create({ booking: b, expectedVersion: day.version, now })) {
            acked.push({ agentId, id });
            if (failedOver) afterFailover++;
          }
        } catch (err) {
          failed++;
          if (!(err instanceof Error)) throw err;
          if (err instanceof NotDurableError) continue;
          await new Promise((r) => setTimeout(r, 50));
        }
        if (!killed && acked.length >= 150) {
          killed = true;
          cluster.kill(victim);
          void cluster.waitFailover(victim).then(() => { failedOver = true; });
        }
      }
    };
    const deadline = setTimeout(() => { failedOver = true; afterFailover = Infinity; }, 40_000);
    await Promise.all(agents.map((a, k) => lane(a, k)));
    clearTimeout(deadline);
    expect(killed).toBe(true);
    const found = await Promise.all(acked.map(({ agentId, id }) => createBookingStore({ redis: conns[0]!, agentId }).get(id)));
    const lost = acked.filter((_, i) => found[i]?.status !== 'confirmed');
    console.log(`[cluster fail-over] acknowledged ${acked.length}, found ${acked.length - lost.length}, refused or failed ${failed}`);
    expect(lost).toStrictEqual([]);
    expect(acked.length).toBeGreaterThan(150); // bookings went on after the fail-over
  }, 90_000);
});
