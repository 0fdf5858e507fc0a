import { LogAgentCreatorStepBody } from '@bookline/contracts';
import { appendLog } from '../store';
import { defineFunction } from './define';

/** Spec §7: records one step of the agent creator in a bounded Redis stream. */
export const logAgentCreatorStep = defineFunction({
  name: 'log-agent-creator-step',
  body: LogAgentCreatorStepBody,
  maxBodyBytes: 64 * 1024,
  async run(input, { redis, session }) {
    await appendLog(redis, 'creatorSteps', {
      step: input.step,
      agentId: input.agentId,
      origin: input.origin,
      session: session.id.slice(0, 8),
      userEmail: input.userEmail,
      stepData: input.stepData,
      at: new Date().toISOString(),
    });
    return { success: true };
  },
});
