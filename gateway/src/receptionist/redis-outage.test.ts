// Fault suite: Redis goes away during live calls. The gateway keeps serving; callers hear that
// booking is unavailable and can leave a message, which is delivered once Redis is back; a
// hang-up while Redis is down doesn't take the process down.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the start script
import { startRedis } from '../../../scripts/lib/redis.mjs';
import { pinClock } from '../../../tests/kit/clock';
import { createRedis, type Redis } from '../store';
import { SALON } from '../../../tests/kit/fixtures';
import { dial, eventually, makeAgent, outbox, startTestGateway, type TestGateway } from '../../../tests/kit/conversation';

pinClock();

type RunningRedis = { url: string; port: number; stop: () => Promise<void> };
const dir = mkdtempSync(join(tmpdir(), 'bookline-outage-'));
let server: RunningRedis;
let gw: TestGateway;
let redis: Redis;
const rejections: unknown[] = [];
const onRejection = (r: unknown) => rejections.push(r);

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  server = (await startRedis({ dir, persist: true })) as RunningRedis;
  gw = await startTestGateway({ REDIS_URL: server.url });
  redis = createRedis(server.url);
  redis.on('error', () => undefined);
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await gw?.close();
  redis?.disconnect();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('Redis down during live calls', () => {
  it('callers hear booking is unavailable, leave a message that arrives once Redis is back; hang-ups never crash', async () => {
    const { agent, number } = await makeAgent(redis, SALON);
    const { caller: booker } = await dial(gw.url, number);
    const { caller: hanger } = await dial(gw.url, number);
    expect(await booker.say('what are your hours')).toMatch(/open/i);
    await hanger.say('what are your hours');

    await server.stop();
    expect(await booker.say('I need a haircut tomorrow')).toMatch(/booking system is unavailable.+message/);
    expect(await booker.say('Please call Jane back about a color appointment')).toMatch(/I've got your message/);
    expect(await booker.ended()).toMatchObject({ reason: 'done', outage: true });
    // A hang-up while Redis is down: the close path fails to write the call record, and that is all.
    hanger.hangUp();
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await fetch(`${gw.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${gw.url}/readyz`)).status).toBe(503);

    server = (await startRedis({ dir, port: server.port, persist: true })) as RunningRedis;
    const msgs = await eventually(() => outbox(gw.url, agent.id).catch(() => []), (m) => m.some((x) => /call Jane back about a color appointment/.test(x.text)), 30_000);
    expect(msgs.length).toBeGreaterThan(0);
    expect(rejections).toEqual([]);
  }, 90_000);
});
