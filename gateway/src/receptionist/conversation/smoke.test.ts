import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, type Redis } from '../../store';
import { dial, makeAgent, startTestGateway, outbox, eventually, feed, callRecord } from './kit';

let gw: Awaited<ReturnType<typeof startTestGateway>>;
let redis: Redis;
beforeAll(async () => {
  gw = await startTestGateway();
  redis = createRedis(gw.redisUrl);
});
afterAll(async () => {
  await gw.close();
  redis.disconnect();
});

describe('smoke', () => {
  it('books a drain cleaning by phone', async () => {
    const { agent, number } = await makeAgent(redis, {
      name: 'Rapid Rooter Plumbing', travel: true, ownerPhone: '(512) 555-0100',
      services: [{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 15000, priceToCents: 30000 }, { name: 'Water heater repair', durationMinutes: 120, priceFromCents: 20000, priceToCents: 60000 }],
    });
    const { caller, twiml } = await dial(gw.url, number);
    expect(twiml).toContain('ConversationRelay');
    const log: string[] = [];
    const s = async (t: string) => { const r = await caller.say(t); log.push(`> ${t}\n< ${r}`); return r; };
    await s('Hi, my kitchen sink is clogged, can someone come clean the drain?');
    await s('1200 Barton Springs Road, Austin 78704');
    await s('the first one');
    await s('Jane Doe');
    await s('yes');
    const done = await s('yes');
    await s('no thanks, bye');
    console.log(log.join('\n'));
    expect(done).toMatch(/booked/);
    const f = await feed(gw.url, agent);
    expect(f).toContain('Drain cleaning — Jane Doe');
    const ob = await eventually(() => outbox(gw.url, agent.id), (m) => m.length >= 3);
    console.log(ob.map((m) => `${m.channel} ${m.to} ${m.subject ?? ''} ${m.text.slice(0, 80)}`).join('\n'));
    const rec = await eventually(() => callRecord(gw.url, caller.callSid), (r) => Boolean(r?.endedAt));
    expect(rec?.outcomes).toContain('booked');
  });
});
