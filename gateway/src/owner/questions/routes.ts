import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import { AnswerBody, type QuestionsList } from '@bookline/contracts';
import { ApiError } from '../../http';
import { getAgent } from '../../agents';
import type { OwnerVariables } from '../access';
import { parseBody } from '../parse';
import { questionStore } from './questions';

/** `/agents/:agentId/questions…` (owner only). */
export function questionsRoutes({ redis, now = Date.now }: { redis: Redis; now?: () => number }) {
  const app = new Hono<{ Variables: OwnerVariables }>();
  const store = questionStore(redis);

  app.get('/questions', async (c) => {
    const agentId = c.req.param('agentId')!;
    const timeZone = (await getAgent(redis, agentId))?.businessData.TimeZone || 'America/New_York';
    return c.json({ timeZone, questions: await store.list(agentId) } satisfies QuestionsList);
  });

  app.post('/questions/:questionId/answer', async (c) => {
    const { answer } = await parseBody(c, AnswerBody);
    const q = await store.answer(c.req.param('agentId')!, c.req.param('questionId'), answer, now());
    if (!q) throw new ApiError(404, 'No such question.');
    return c.json(q);
  });
  return app;
}
