import type { Server } from 'node:http';
import type { Redis } from 'ioredis';
import type { ConnectionOptions } from 'bullmq';
import type { Config } from '../config';
import { createRedisCluster } from '../store';
import { createFollowUpQueue, sandboxUsage, startFollowUpWorker, startPhoneWorker, type FollowUps, type PhoneJobs, type UsageReporter } from '../jobs';
import type { Queue } from 'bullmq';
import type { TelephonyProvider } from '../telephony';
import type { Logger } from '../logging';
import { neverVerified, notifiersFromConfig, type EmailVerifiedCheck, type Notifiers } from '../notify';
import { attachRelay } from './relay-server';
import { brainFactory } from './brains';
import { createSetupAssistant } from './setup-assistant';
import { systemResolver, type Resolver } from '../extraction';
import type { AddressPolicy } from '../extraction/crawl/address-policy';
import { guardedIcsFetch } from '../onboarding/ics-fetch';
import { createOwnerBusy } from './owner-calendar';
import { travelFromConfig } from './call-travel';
import { createDeferredDelivery } from './outage';

/** Test seams of the receptionist composition (production passes none). */
export interface ReceptionistOverrides {
  /**
   * Address policy for fetching owners' calendar addresses. Default: the system resolver, public
   * addresses on standard ports only (private ones only with EXTRACTION_ALLOW_PRIVATE_HOSTS, as
   * save-calendar-ics). Tests widen it to their one loopback feed server.
   */
  calendarPolicy?: Partial<AddressPolicy> & { resolve?: Resolver };
}

/** BullMQ connection: a cluster client for REDIS_CLUSTER_NODES, else options from REDIS_URL (BullMQ opens its own connections). */
export function bullConnectionFor(config: Pick<Config, 'REDIS_URL' | 'REDIS_CLUSTER_NODES'>): ConnectionOptions {
  return config.REDIS_CLUSTER_NODES ? createRedisCluster(config.REDIS_CLUSTER_NODES, { maxRetriesPerRequest: null }) as unknown as ConnectionOptions : bullConnection(config.REDIS_URL);
}

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
  /** The owner's calendars and drive times as calls see them (the owner portal books with the same). */
  busyFor: ReturnType<typeof createOwnerBusy>;
  travelFor: (timeZone: string) => import('./call-travel').CallTravel;
  close(): Promise<void>;
}

/**
 * Composition of the receptionist at start-up: the follow-up queue (and its worker unless
 * JOBS_WORKER=false), the notifiers, the usage port and the `/relay` websocket.
 */
export interface ReceptionistStartOptions {
  server: Server;
  config: Config;
  redis: Redis;
  log: Logger;
  usage?: UsageReporter;
  overrides?: ReceptionistOverrides;
  /** The phone-number job queue (agents created by the setup assistant get their number from it) and the provider its worker buys from. */
  phone?: { jobs: PhoneJobs & { queue: Queue }; provider: TelephonyProvider };
  /** Whether an owner's email is verified (accounts/); until then owners get no email. */
  isVerifiedEmail?: EmailVerifiedCheck;
}

export function startReceptionist({ server, config, redis, log, usage, overrides = {}, phone, isVerifiedEmail = neverVerified }: ReceptionistStartOptions): ReceptionistRuntime {
  const connection = bullConnectionFor(config);
  const queue = createFollowUpQueue({ connection, onError: (err) => log.warn({ err: err.message }, 'follow-up queue error') });
  const notifiers = notifiersFromConfig(config, redis);
  const worker = (config.WORKERS ?? config.JOBS_WORKER)
    ? startFollowUpWorker({ redis, connection, queue: queue.queue, notifiers, usage: usage ?? sandboxUsage(redis), log, publicUrl: config.publicUrl, isVerifiedEmail })
    : undefined;
  const phoneWorker = (config.WORKERS ?? config.JOBS_WORKER) && phone
    ? startPhoneWorker({ redis, connection, queue: phone.jobs.queue, provider: phone.provider, notifiers, isVerifiedEmail, publicUrl: config.publicUrl, log: log.child({ mod: 'phone' }) })
    : undefined;
  // The owner's connected calendar (the ICS address from calendar setup), read through the same
  // SSRF guard as save-calendar-ics; cached in Redis and per process, and never fatal to a call.
  const calendarFetch = guardedIcsFetch({
    resolve: systemResolver, allowPrivate: config.EXTRACTION_ALLOW_PRIVATE_HOSTS, userAgent: config.EXTRACTION_USER_AGENT, timeoutMs: config.OWNER_CALENDAR_TIMEOUT_MS,
    ...overrides.calendarPolicy,
  });
  const busyFor = createOwnerBusy({
    redis, log: log.child({ mod: 'owner-calendar' }), fetch: calendarFetch, timeoutMs: config.OWNER_CALENDAR_TIMEOUT_MS,
    maxAgeMs: config.OWNER_CALENDAR_MAX_AGE_S * 1000, memoMs: config.OWNER_CALENDAR_MEMO_S * 1000,
  });
  // Drive times: the configured provider behind the Redis cache, the offline model otherwise.
  const travel = travelFromConfig({ config, redis, log: log.child({ mod: 'travel' }) });
  const relay = attachRelay({
    server, config, redis, log,
    deps: {
      busyFor, travelFor: travel.travelFor,
      followUps: queue, brain: brainFactory(config, log), setupBrain: createSetupAssistant({ redis, config, log, notifiers, ...(phone ? { phoneJobs: phone.jobs } : {}) }),
      idleMs: config.RELAY_IDLE_MS, holdingMs: config.RELAY_HOLDING_MS,
      maxPartialMs: config.RELAY_MAX_PARTIAL_MS, maxTurns: config.RELAY_MAX_TURNS, maxTranscriptChars: config.RELAY_MAX_TRANSCRIPT_CHARS,
      // Messages taken while Redis is down, retried until it is back.
      deferred: createDeferredDelivery({ followUps: queue, log: log.child({ mod: 'deferred' }) }),
    },
  });
  log.info({ travel: travel.mode === 'offline' ? 'offline (sandbox estimate, no provider configured)' : travel.mode, email: notifiers.email.mode, sms: notifiers.sms.mode, usage: (usage ?? { mode: 'sandbox' }).mode, worker: Boolean(worker) }, 'receptionist ready');
  return {
    followUps: queue, notifiers, relay, busyFor, travelFor: travel.travelFor,
    async close() {
      // Live calls get the grace period to hand over to another gateway.
      await relay.close(Math.min(config.SHUTDOWN_GRACE_MS, 10_000));
      await worker?.close();
      await phoneWorker?.close();
      await queue.close();
      if (config.REDIS_CLUSTER_NODES) (connection as unknown as { disconnect(): void }).disconnect();
    },
  };
}
