import { billingFromConfig, createUsageReporter } from './billing';
import type { Config } from './config';
import { isVerifiedEmail } from './accounts';
import { providersFromConfig } from './functions';
import { createFollowUpQueue, createPhoneQueue, sandboxUsage, startFollowUpWorker, startPhoneWorker, teeUsage } from './jobs';
import type { Logger } from './logging';
import { notifiersFromConfig } from './notify';
import { bullConnectionFor } from './receptionist/start';
import { redisFromConfig } from './store';

/**
 * `npm run worker`: only the background jobs — follow-ups (confirmations, reminders, summaries,
 * usage) and phone-number purchases — no HTTP and no calls. Run one or more beside gateways started with WORKERS=false; BullMQ hands
 * each job to one worker, and every side effect is guarded once-only (jobs/follow-ups.ts).
 */
export async function startWorkerProcess({ config, log }: { config: Config; log: Logger }): Promise<{ close(): Promise<void> }> {
  const redis = redisFromConfig(config);
  redis.on('error', (err: Error) => log.warn({ err: err.message }, 'redis connection error'));
  const connection = bullConnectionFor(config);
  const billing = billingFromConfig(config, redis);
  const usage = createUsageReporter({ redis, billing, log: log.child({ mod: 'usage' }) });
  const sweep = setInterval(() => void usage.retryPending().catch((err: Error) => log.warn({ err: err.message }, 'usage retry sweep failed')), 60_000);
  sweep.unref();
  const queue = createFollowUpQueue({ connection, onError: (err) => log.warn({ err: err.message }, 'follow-up queue error') });
  const notifiers = notifiersFromConfig(config, redis);
  // Owners get email only at an address they have verified by signing in (as on the gateway).
  const worker = startFollowUpWorker({
    redis, connection, queue: queue.queue, notifiers,
    usage: billing.mode === 'sandbox' ? teeUsage(sandboxUsage(redis), usage) : usage, log, publicUrl: config.publicUrl, isVerifiedEmail,
  });
  const phoneQueue = createPhoneQueue({ connection, redis, onError: (err) => log.warn({ err: err.message }, 'phone queue error') });
  const phoneWorker = startPhoneWorker({
    redis, connection, queue: phoneQueue.queue, provider: providersFromConfig(config, redis).telephony, notifiers, isVerifiedEmail, publicUrl: config.publicUrl, log: log.child({ mod: 'phone' }),
  });
  log.info({ cluster: Boolean(config.REDIS_CLUSTER_NODES) }, 'follow-up worker started');
  return {
    async close() {
      clearInterval(sweep);
      await worker.close();
      await phoneWorker.close();
      await queue.close();
      await phoneQueue.close();
      if (config.REDIS_CLUSTER_NODES) (connection as unknown as { disconnect(): void }).disconnect();
      await redis.quit().catch(() => redis.disconnect());
      log.info('follow-up worker stopped');
    },
  };
}
