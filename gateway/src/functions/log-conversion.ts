import { LogConversionBody } from '@bookline/contracts';
import { appendLog } from '../store';
import { defineFunction } from './define';

/** Spec §2 (FAQ): "Try Now - Free 14 Days" reports a conversion; kept in the conversions stream. */
export const logConversion = defineFunction({
  name: 'log-conversion',
  body: LogConversionBody,
  maxBodyBytes: 8 * 1024,
  async run(input, { redis, session, log }) {
    await appendLog(redis, 'conversions', {
      event: input.event,
      label: input.label ?? '',
      path: input.path ?? '',
      salesRep: input.salesRep ?? '',
      session: session.id.slice(0, 8),
      at: new Date().toISOString(),
    });
    log.info({ event: input.event }, 'conversion');
    return { success: true };
  },
});
