import { LogNotFoundBody } from '@bookline/contracts';
import { appendLog } from '../store';
import { defineFunction } from './define';

/** Spec §2: an unknown path shows the 404 page and the path is logged. */
export const logNotFound = defineFunction({
  name: 'log-not-found',
  body: LogNotFoundBody,
  maxBodyBytes: 8 * 1024,
  async run(input, { redis, log }) {
    await appendLog(redis, 'notFoundLog', { path: input.path, referrer: input.referrer ?? '', at: new Date().toISOString() });
    log.info({ path: input.path }, 'page not found');
    return { success: true };
  },
});
