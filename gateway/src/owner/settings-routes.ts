import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import { RetentionBody } from '@bookline/contracts';
import type { OwnerVariables } from './access';
import { deleteAgentData } from './delete-agent';
import { parseBody } from './parse';
import { pruneExpired, retentionDays, setRetentionDays } from './retention';

/** Retention (`/agents/:agentId/retention`) and deleting the agent (`DELETE /agents/:agentId`); owner only. */
export function dataRoutes({ redis, now = Date.now }: { redis: Redis; now?: () => number }) {
  const app = new Hono<{ Variables: OwnerVariables }>();
  app.get('/retention', async (c) => c.json({ days: await retentionDays(redis, c.req.param('agentId')!) }));
  app.put('/retention', async (c) => {
    const agentId = c.req.param('agentId')!;
    const { days } = await parseBody(c, RetentionBody);
    await setRetentionDays(redis, agentId, days);
    const removed = await pruneExpired(redis, agentId, now());
    return c.json({ days, removed });
  });
  app.delete('/', async (c) => {
    const agentId = c.req.param('agentId')!;
    await deleteAgentData(redis, agentId);
    return c.json({ deleted: true });
  });
  return app;
}
