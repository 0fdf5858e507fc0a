import { z } from 'zod';
import type { Tool } from '../../receptionist/tools';
import { isQuestion } from './match';
import { questionStore } from './questions';

const parameters = z.object({ question: z.string().min(1).max(500) });

/**
 * The receptionist's last resort before "I can't help with that": the owner's own answer to
 * a question asked before, or else the question is recorded for the owner to answer (how
 * the agent learns). Answers `{answer}` or `{recorded}`.
 */
export const unansweredQuestion: Tool<typeof parameters, { answer: string } | { recorded: boolean }> = {
  name: 'unanswered_question',
  description: "For a caller's question none of the business facts answer: returns the owner's answer if they gave one, else records the question for the owner. Say only the returned answer.",
  parameters,
  async execute({ question }, ctx) {
    const store = questionStore(ctx.redis);
    const answer = await store.answerFor(ctx.profile.agentId, question);
    if (answer) return { answer };
    if (!isQuestion(question)) return { recorded: false };
    await store.record(ctx.profile.agentId, { text: question, callId: ctx.callSid, at: ctx.now() });
    return { recorded: true };
  },
};
