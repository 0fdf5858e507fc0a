import type { Server } from 'node:http';
import type { Redis } from 'ioredis';
import type { ConnectionOptions } from 'bullmq';
import type { Config } from '../config';
import { createFollowUpQueue, sandboxUsage, startFollowUpWorker, type FollowUps, type UsageReporter } from '../jobs';
import type { Logger } from '../logging';
import { notifiersFromConfig, type Notifiers } from '../notify';
import { attachRelay } from './relay-server';
import { brainFactory } from './brains';
import { createSetupAssistant } from './setup-assistant';

/** BullMQ connection options from a redis:// URL (BullMQ opens its own connections). */
export function bullConnection(url: string): ConnectionOptions {
  const u = new URL(url);
  return {
    host: u.hostname, port: Number(u.port) || 6379, ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}), db: Number(u.pathname.slice(1)) || 0,
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}), maxRetriesPerRequest: null,
  };
}

export interface ReceptionistRuntime {
  followUps: FollowUps;
  notifiers: Notifiers;
  relay: ReturnType<typeof attachRelay>;
  close(): Promise<void>;
}

/**
 * Composition of the receptionist at start-up: the follow-up queue (and its worker unless
 * JOBS_WORKER=false), the notifiers, the usage port and the `/relay` websocket.
 */
export function startReceptionist({ server, config, redis, log, usage }: { server: Server; config: Config; redis: Redis; log: Logger; usage?: UsageReporter }): ReceptionistRuntime {
  const connection = bullConnection(config.REDIS_URL);
  const queue = createFollowUpQueue({ connection });
  const notifiers = notifiersFromConfig(config, redis);
  const worker = config.JOBS_WORKER
    ? startFollowUpWorker({ redis, connection, queue: queue.queue, notifiers, usage: usage ?? sandboxUsage(redis), log, publicUrl: config.publicUrl })
    : undefined;
  const relay = attachRelay({
    server, config, redis, log,
    deps: {
      followUps: queue, brain: brainFactory(config, log), setupBrain: createSetupAssistant({ redis, config, log, notifiers }),
      idleMs: config.RELAY_IDLE_MS, holdingMs: config.RELAY_HOLDING_MS,
    },
  });
  log.info({ email: notifiers.email.mode, sms: notifiers.sms.mode, usage: (usage ?? { mode: 'sandbox' }).mode, worker: Boolean(worker) }, 'receptionist ready');
  return {
    followUps: queue, notifiers, relay,
    async close() {
      relay.close();
      await worker?.close();
      await queue.close();
    },
  };
}
