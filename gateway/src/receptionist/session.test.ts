import { afterAll, describe, expect, it } from 'vitest';
import { pinClock } from '../../../tests/kit/clock';
import { createLogger } from '../logging';
import { createRedis } from '../store';
import { testConfig } from '../../../tests/kit/app';
import { PLUMBER } from '../../../tests/kit/fixtures';
import { makeAgent } from '../../../tests/kit/conversation';
import { createDialogueEngine } from './engine';
import { createRelaySession } from './session';

pinClock();

const redis = createRedis(testConfig().REDIS_URL);
afterAll(() => redis.disconnect());

function harness(agentId: string, { busyDelayMs, holdingMs }: { busyDelayMs: number; holdingMs: number }) {
  const frames: Array<Record<string, unknown>> = [];
  const session = createRelaySession({ send: (f) => frames.push(f), close: () => undefined }, { agentId, kind: 'phone' }, {
    redis, log: createLogger({ level: 'silent' }), followUps: { emit: async () => undefined }, brain: (a) => createDialogueEngine(a),
    holdingMs, idleMs: 60_000,
    // The owner's calendar answers slowly (a remote free/busy read).
    fetchBusy: () => new Promise((r) => setTimeout(() => r([]), busyDelayMs)),
  });
  const frame = (f: Record<string, unknown>) => session.message(JSON.stringify(f));
  return { frames, session, frame };
}

const textOf = (frames: Array<Record<string, unknown>>) => frames.filter((f) => f.type === 'text').map((f) => String(f.token)).join('');

async function settle(frames: Array<Record<string, unknown>>) {
  for (let i = 0; i < 100 && !frames.some((f) => f.type === 'text' && f.last === true); i++) await new Promise((r) => setTimeout(r, 20));
}

describe('relay session timing', () => {
  it('says a holding phrase first when a tool takes longer than the threshold', async () => {
    const { agent } = await makeAgent(redis, PLUMBER);
    const h = harness(agent.id, { busyDelayMs: 400, holdingMs: 30 });
    await h.frame({ type: 'setup', callSid: `CAhold${Date.now()}`, from: '+15125550111', to: '', customParameters: { agentId: agent.id } });
    await h.frame({ type: 'prompt', voicePrompt: 'I need a drain cleaning at 1200 Barton Springs Road 78704', last: true });
    await settle(h.frames);
    expect(textOf(h.frames)).toMatch(/^One moment while I check that\. .*I have/);
    expect(h.frames.find((f) => f.type === 'text')).toMatchObject({ last: false });
    await h.session.closed();
  });
  it('says no holding phrase when the tools are quick', async () => {
    const { agent } = await makeAgent(redis, PLUMBER);
    // A generous threshold: on a loaded machine the engine's own work can take tens of ms.
    const h = harness(agent.id, { busyDelayMs: 0, holdingMs: 5_000 });
    await h.frame({ type: 'setup', callSid: `CAquick${Date.now()}`, from: '+15125550112', to: '', customParameters: { agentId: agent.id } });
    await h.frame({ type: 'prompt', voicePrompt: 'I need a drain cleaning at 1200 Barton Springs Road 78704', last: true });
    await settle(h.frames);
    expect(textOf(h.frames)).toMatch(/^I have/);
    await h.session.closed();
  });
});
