import { Queue, UnrecoverableError, Worker, type ConnectionOptions, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { getAgent } from '../agents';
import type { Logger } from '../logging';
import { ownerReach, type EmailVerifiedCheck, type Notifiers } from '../notify';
import { keys } from '../store';
import { assignForAgent, TelephonyError, type TelephonyProvider } from '../telephony';
import { QUEUE_PREFIX } from './follow-ups';

export const PHONE_QUEUE = 'bookline-phone';

/** Where an agent's number stands: pending while the job runs or waits to retry. */
export interface PhoneAssignmentStatus {
  state: 'pending' | 'done' | 'failed' | 'none';
  attempts: number;
}

/** The port create-full-agent and the setup assistant use: ask for the agent's number. */
export interface PhoneJobs {
  request(agentId: string): Promise<void>;
}

export interface PhoneQueueOptions {
  connection: ConnectionOptions;
  redis: Redis;
  name?: string;
  /** Attempts before the assignment fails for good (backoff doubles from backoffMs). */
  attempts?: number;
  backoffMs?: number;
  onError?: (err: Error) => void;
}

/** One job per agent (job id = agent id), so asking twice never buys twice. */
export function createPhoneQueue({ connection, redis, name = PHONE_QUEUE, attempts = 10, backoffMs = 5_000, onError }: PhoneQueueOptions): PhoneJobs & { queue: Queue; close(): Promise<void> } {
  const queue = new Queue(name, { connection, prefix: QUEUE_PREFIX, defaultJobOptions: { attempts, backoff: { type: 'exponential', delay: backoffMs }, removeOnComplete: 1_000, removeOnFail: 5_000 } });
  queue.on('error', (err) => onError?.(err));
  return {
    queue,
    async request(agentId) {
      if (await redis.get(keys.agentPhone(agentId))) return;
      await redis.hsetnx(keys.agentPhoneJob(agentId), 'state', 'pending');
      await queue.add('assign', { agentId }, { jobId: `phone_${agentId}` });
    },
    close: () => queue.close(),
  };
}

export async function phoneAssignmentStatus(redis: Redis, agentId: string): Promise<PhoneAssignmentStatus> {
  const [phone, h] = await Promise.all([redis.get(keys.agentPhone(agentId)), redis.hgetall(keys.agentPhoneJob(agentId))]);
  if (phone) return { state: 'done', attempts: Number(h.attempts ?? 0) };
  const state = h.state === 'pending' || h.state === 'failed' ? h.state : 'none';
  return { state, attempts: Number(h.attempts ?? 0) };
}

export interface PhoneWorkerOptions {
  redis: Redis;
  connection: ConnectionOptions;
  queue: Queue;
  provider: TelephonyProvider;
  notifiers: Notifiers;
  isVerifiedEmail: EmailVerifiedCheck;
  publicUrl: string;
  log: Logger;
}

export const PHONE_FAILED_EMAIL = {
  subject: 'We could not set up your receptionist’s phone number',
  text: (business: string, demoUrl: string) =>
    [
      `We tried several times to get a local phone number for ${business}'s receptionist and could not.`,
      '',
      'Your receptionist still answers on your website, and nothing is charged for the number.',
      `Open your demo page to try again: ${demoUrl}`,
      '',
      'Reply to this email if it keeps happening and we will sort it out.',
    ].join('\n'),
};

/**
 * Buys the agent's number. Provider hiccups are retried with backoff; a refusal (`rejected`) or
 * the last attempt fail for good: the status says so and the owner is emailed (if verified).
 */
export function startPhoneWorker({ redis, connection, queue, provider, notifiers, isVerifiedEmail, publicUrl, log }: PhoneWorkerOptions): { worker: Worker; close(): Promise<void> } {
  async function process(job: Job<{ agentId: string }>) {
    const { agentId } = job.data;
    const agent = await getAgent(redis, agentId);
    if (!agent) throw new UnrecoverableError('agent gone');
    await redis.hset(keys.agentPhoneJob(agentId), 'state', 'pending', 'attempts', String(job.attemptsMade + 1));
    try {
      await assignForAgent({ redis, provider, log, agent, publicUrl });
      await redis.hset(keys.agentPhoneJob(agentId), 'state', 'done');
    } catch (err) {
      if (err instanceof TelephonyError && err.kind === 'rejected') throw new UnrecoverableError(err.message);
      throw err;
    }
  }

  async function failedForGood(job: Job<{ agentId: string }>, err: Error) {
    const { agentId } = job.data;
    await redis.hset(keys.agentPhoneJob(agentId), 'state', 'failed');
    log.warn({ agentId, attempts: job.attemptsMade, err: err.message }, 'phone assignment failed for good');
    const agent = await getAgent(redis, agentId);
    if (!agent) return;
    const reach = await ownerReach({ redis, agent, isVerifiedEmail });
    if (!reach.email) return;
    if ((await redis.set(keys.sentOnce(`phone-failed:${agentId}`), '1', 'EX', 30 * 86_400, 'NX')) !== 'OK') return;
    await notifiers.email.send({ to: reach.email, subject: PHONE_FAILED_EMAIL.subject, text: PHONE_FAILED_EMAIL.text(agent.businessData.BusinessName || 'your business', `${publicUrl}/demo/agent/${agentId}`), agentId });
  }

  const worker = new Worker<{ agentId: string }>(queue.name, process, { connection, prefix: QUEUE_PREFIX, concurrency: 4 });
  worker.on('error', (err) => log.warn({ err: err.message }, 'phone worker error'));
  worker.on('failed', (job, err) => {
    if (!job) return;
    const last = err instanceof UnrecoverableError || err.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
    if (last) void failedForGood(job, err).catch((e: Error) => log.warn({ err: e.message }, 'phone failure follow-up failed'));
    else log.info({ agentId: job.data.agentId, attempts: job.attemptsMade, err: err.message }, 'phone assignment will be retried');
  });
  return { worker, close: () => worker.close() };
}
