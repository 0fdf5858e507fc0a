import { LogClientErrorBody } from '@bookline/contracts';
import { appendLog } from '../store';
import { defineFunction } from './define';

/** Front-end failures worth knowing about (a remote that would not load, a router error). */
export const logClientError = defineFunction({
  name: 'log-client-error',
  body: LogClientErrorBody,
  maxBodyBytes: 8 * 1024,
  async run(input, { redis, log }) {
    await appendLog(redis, 'clientErrorLog', { ...input, at: new Date().toISOString() });
    log.warn({ kind: input.kind, remote: input.remote, lifecycle: input.lifecycle }, 'client reported an error');
    return { success: true };
  },
});
