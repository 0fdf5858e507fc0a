import { describe, expect, it } from 'vitest';
import { dial, eventually, makeAgent, useTestGateway } from '../../../../tests/kit/conversation';
import { SALON } from '../../../../tests/kit/fixtures';
import { questionStore } from './questions';

const suite = useTestGateway();

describe('questions it could not answer, over a real relay call', () => {
  it('records the question, and after the owner answers, the next caller hears the answer', async () => {
    const { agent, number } = await makeAgent(suite.redis, SALON);
    const store = questionStore(suite.redis);
    const first = (await dial(suite.gw.url, number)).caller;
    const before = await first.say('Is there parking for customers?');
    expect(before).toMatch(/I'm sorry, I can't help with that/);
    first.hangUp();
    const [q] = await eventually(() => store.list(agent.id), (l) => l.length === 1);
    expect(q).toMatchObject({ text: 'Is there parking for customers?', count: 1, callId: first.callSid });
    expect(q!.answer).toBeUndefined();

    await store.answer(agent.id, q!.questionId, 'Yes, there is free parking behind the salon.', Date.now());

    const second = (await dial(suite.gw.url, number)).caller;
    expect(await second.say('Hi, do you have parking for customers?')).toBe('Yes, there is free parking behind the salon. Is there anything else I can help you with?');
    second.hangUp();
    // Answered questions are not recorded again.
    expect((await store.list(agent.id)).map((x) => x.count)).toStrictEqual([1]);
  });

  it('does not record small talk that is not a question', async () => {
    const { agent, number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    await caller.say('blue elephants dancing');
    caller.hangUp();
    await new Promise((r) => setTimeout(r, 200));
    expect(await questionStore(suite.redis).list(agent.id)).toStrictEqual([]);
  });
});
