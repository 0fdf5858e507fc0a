import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { getAgent } from '../agents';
import type { Logger } from '../logging';
import { neverVerified, ownerReach, type EmailVerifiedCheck, type Notifiers } from '../notify';
import { createBookingStore } from '../calendar/bookings';
import { callRecords } from '../receptionist/calls';
import { getAgentPhone } from '../telephony';
import { keys } from '../store';
import { recordMeteredBooking } from '../billing/metered';
import type { BookingFacts, FollowUpEvent, FollowUps } from './events';
import { bookingInvitation, callerSms, ownerBookingAlert, urgentMessage } from './messages';
import type { UsageReporter } from './usage';
import { runNightlyPlans } from './nightly-plan';
import { queueForDigest, runDailyDigests, worthSummary } from './daily-digest';
import { calledBackSince, claimTextBack, missedCaller, releaseTextBack, textBackAt, textBackSms } from './text-back';
import { localDate } from '../scheduling';

export const QUEUE = 'bookline-followups';

/** A missed caller's text-back, queued when the call ends (delayed into the business's daytime). */
interface TextBackJob {
  agentId: string;
  to: string;
  startedAt: number;
}
/** BullMQ key prefix with a hash tag: each queue's keys (which its scripts touch together) share one Redis Cluster slot. */
export const QUEUE_PREFIX = '{bl}';
const HOUR = 3_600_000;
const REMINDERS = [{ label: '24h', before: 24 * HOUR }, { label: '2h', before: 2 * HOUR }] as const;

/** BullMQ custom ids may not contain ':'. */
const jid = (...parts: Array<string | number>) => parts.join('_').replace(/:/g, '-');

function jobIdOf(e: FollowUpEvent): string {
  switch (e.kind) {
    case 'booked': return jid('booked', e.booking.agentId, e.booking.id);
    case 'rescheduled': return jid('moved', e.booking.agentId, e.booking.id, e.booking.sequence);
    case 'cancelled': return jid('cancelled', e.booking.agentId, e.booking.id);
    case 'message': return jid('msg', e.message.agentId, e.message.callSid ?? 'x', Buffer.from(e.message.message).toString('base64url').slice(0, 40));
    case 'callEnded': return jid('call', e.call.agentId, e.call.callSid);
  }
}

/** The FollowUps port on a BullMQ queue: retried, with deterministic job ids (idempotent enqueue). */
export function createFollowUpQueue({ connection, onError, name = QUEUE }: { connection: ConnectionOptions; onError?: (err: Error) => void; name?: string }): FollowUps & { queue: Queue; close(): Promise<void> } {
  const queue = new Queue(name, { connection, prefix: QUEUE_PREFIX, defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 1_000 }, removeOnComplete: 1_000, removeOnFail: 5_000 } });
  queue.on('error', (err) => onError?.(err));
  return {
    queue,
    async emit(e) {
      await queue.add(e.kind, e, { jobId: jobIdOf(e) });
    },
    close: () => queue.close(),
  };
}

export interface WorkerDeps {
  redis: Redis;
  connection: ConnectionOptions;
  queue: Queue;
  notifiers: Notifiers;
  usage: UsageReporter;
  log: Logger;
  publicUrl: string;
  /** Whether the owner's email is verified (accounts/); until then no owner email goes out. */
  isVerifiedEmail?: EmailVerifiedCheck;
  now?: () => number;
}

/**
 * Runs follow-ups. Each outgoing message is sent once even when a job is retried: a marker
 * is set before sending and removed if the send fails (so the retry sends it).
 */
export function startFollowUpWorker(deps: WorkerDeps): { worker: Worker; close(): Promise<void> } {
  const { redis, notifiers, log } = deps;
  const now = deps.now ?? Date.now;

  async function once(key: string, send: () => Promise<void>) {
    const k = keys.sentOnce(key);
    if ((await redis.set(k, '1', 'EX', 14 * 86_400, 'NX')) !== 'OK') return;
    try {
      await send();
    } catch (err) {
      await redis.del(k);
      throw err;
    }
  }

  async function agentInfo(agentId: string) {
    const agent = await getAgent(redis, agentId);
    if (!agent) return null;
    const b = agent.businessData;
    // The owner's own contacts, and only with consent: email once the owner's address is verified,
    // texts once SMS consent is recorded. Never the public contacts scraped from the website.
    const reach = await ownerReach({ redis, agent, isVerifiedEmail: deps.isVerifiedEmail ?? neverVerified });
    const ownerEmail = reach.email ?? undefined;
    const ownerPhone = reach.sms ?? undefined;
    const agentPhone = (await getAgentPhone(redis, agentId)) ?? undefined;
    return { agent, name: b.BusinessName || 'Your business', tz: b.TimeZone || 'America/New_York', ownerEmail, ownerPhone, agentPhone, dailyDigest: reach.dailyDigest };
  }

  async function scheduleReminders(b: BookingFacts) {
    for (const r of REMINDERS) {
      const id = jid('rem', b.agentId, b.id, r.label);
      await deps.queue.remove(id).catch(() => 0);
      const delay = b.start - r.before - now();
      if (delay > 0 && b.customer.phone) await deps.queue.add('reminder', { agentId: b.agentId, id: b.id, start: b.start, label: r.label }, { jobId: id, delay, removeOnComplete: true, removeOnFail: 1_000, attempts: 3 });
    }
  }
  async function dropReminders(b: BookingFacts) {
    for (const r of REMINDERS) await deps.queue.remove(jid('rem', b.agentId, b.id, r.label)).catch(() => 0);
  }

  async function bookingChange(e: Extract<FollowUpEvent, { kind: 'booked' | 'rescheduled' | 'cancelled' }>, jobKey: string) {
    const b = e.booking;
    const info = await agentInfo(b.agentId);
    if (!info) return;
    const alert = ownerBookingAlert(b, info.tz, e.kind, e.kind === 'rescheduled' ? e.previousStart : undefined);
    const method = e.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
    if (info.ownerEmail) {
      const ics = bookingInvitation(b, { business: info.name, organizerEmail: 'receptionist@bookline.example', attendee: { name: info.name, email: info.ownerEmail }, method, now: now() });
      await once(`${jobKey}:owner-email`, () => notifiers.email.send({ to: info.ownerEmail!, subject: alert.subject, text: alert.text, invitation: { method, content: ics }, agentId: b.agentId }));
    }
    if (info.ownerPhone) await once(`${jobKey}:owner-sms`, () => notifiers.sms.send({ to: info.ownerPhone!, body: alert.sms, ...(info.agentPhone ? { from: info.agentPhone } : {}), agentId: b.agentId }));
    if (b.customer.phone) await once(`${jobKey}:caller-sms`, () => notifiers.sms.send({ to: b.customer.phone!, body: callerSms(b, info.tz, info.name, e.kind), ...(info.agentPhone ? { from: info.agentPhone } : {}), agentId: b.agentId }));
    if (b.customer.email) {
      const ics = bookingInvitation(b, { business: info.name, organizerEmail: info.ownerEmail ?? 'receptionist@bookline.example', attendee: { ...(b.customer.name ? { name: b.customer.name } : {}), email: b.customer.email }, method, now: now() });
      await once(`${jobKey}:caller-email`, () => notifiers.email.send({ to: b.customer.email!, subject: `${info.name}: ${b.serviceName}`, text: callerSms(b, info.tz, info.name, e.kind), invitation: { method, content: ics }, agentId: b.agentId }));
    }
    if (e.kind === 'cancelled') await dropReminders(b);
    else await scheduleReminders(b);
    // One metered unit per appointment the receptionist booked (not for ones the owner added in the portal).
    if (e.kind === 'booked' && b.callSid !== 'portal') {
      await deps.usage.reportBooking({ agentId: b.agentId, bookingId: b.id, idempotencyKey: `booking-${b.agentId}-${b.id}`, at: b.start });
      await recordMeteredBooking(redis, { agentId: b.agentId, bookingId: b.id, at: now() });
    }
  }

  async function process(job: Job) {
    const key = job.id ?? job.name;
    const data = job.data as FollowUpEvent | { agentId: string; id: string; start: number; label: string };
    if (job.name === 'nightly-plans') {
      const sent = await runNightlyPlans({ redis, notifiers, publicUrl: deps.publicUrl, now: now(), ...(deps.isVerifiedEmail ? { isVerifiedEmail: deps.isVerifiedEmail } : {}), log });
      if (sent.length) log.info({ agents: sent.length }, 'nightly plans emailed');
      return;
    }
    if (job.name === 'daily-digests') {
      const sent = await runDailyDigests({ redis, notifiers, publicUrl: deps.publicUrl, now: now(), ...(deps.isVerifiedEmail ? { isVerifiedEmail: deps.isVerifiedEmail } : {}), log });
      if (sent.length) log.info({ agents: sent.length }, 'daily digests emailed');
      return;
    }
    if (job.name === 'text-back') {
      const t = data as unknown as TextBackJob;
      const info = await agentInfo(t.agentId);
      if (!info || (await calledBackSince(redis, t.agentId, t.to, t.startedAt))) return;
      if (!(await claimTextBack(redis, t.agentId, t.to))) return;
      try {
        await notifiers.sms.send({ to: t.to, body: textBackSms(info.name, `${deps.publicUrl}/book/${t.agentId}`), ...(info.agentPhone ? { from: info.agentPhone } : {}), agentId: t.agentId });
      } catch (err) {
        await releaseTextBack(redis, t.agentId, t.to);
        throw err;
      }
      return;
    }
    if (job.name === 'reminder') {
      const r = data as { agentId: string; id: string; start: number; label: string };
      const b = await createBookingStore({ redis, agentId: r.agentId }).get(r.id);
      if (!b || b.status !== 'confirmed' || b.start !== r.start || !b.customer.phone) return; // changed since: dropped
      const info = await agentInfo(r.agentId);
      if (!info) return;
      await once(`${key}:${b.start}`, () => notifiers.sms.send({ to: b.customer.phone!, body: callerSms(b, info.tz, info.name, 'reminder'), ...(info.agentPhone ? { from: info.agentPhone } : {}), agentId: b.agentId }));
      return;
    }
    const e = data as FollowUpEvent;
    if (e.kind === 'booked' || e.kind === 'rescheduled' || e.kind === 'cancelled') return bookingChange(e, key);
    if (e.kind === 'message') {
      const info = await agentInfo(e.message.agentId);
      if (!info) return;
      const m = urgentMessage(e.message, info.name);
      if (info.ownerPhone) await once(`${key}:sms`, () => notifiers.sms.send({ to: info.ownerPhone!, body: m.sms, urgent: e.message.urgent, ...(info.agentPhone ? { from: info.agentPhone } : {}), agentId: e.message.agentId }));
      if (info.ownerEmail) await once(`${key}:email`, () => notifiers.email.send({ to: info.ownerEmail!, subject: m.subject, text: m.text, urgent: e.message.urgent, agentId: e.message.agentId }));
      return;
    }
    if (e.kind === 'callEnded') {
      const info = await agentInfo(e.call.agentId);
      const rec = await callRecords(redis).get(e.call.callSid);
      if (!info || !rec) return;
      // Hung up before anything was settled: one text with a link to book on the web.
      const missed = missedCaller(rec);
      if (missed) {
        const sendAt = textBackAt(now(), info.tz);
        const job: TextBackJob = { agentId: rec.agentId, to: missed, startedAt: rec.startedAt };
        await deps.queue.add('text-back', job, { jobId: jid('textback', rec.agentId, missed, localDate(sendAt, info.tz)), delay: Math.max(0, sendAt - now()), attempts: 3, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: 1_000, removeOnFail: 1_000 });
      }
      // An empty call (the caller never said a word) is not worth a summary.
      if (!worthSummary(rec)) return;
      // The owner chose one digest a day: the call waits for it (sent at 6 PM their time).
      if (info.dailyDigest) return once(`${key}:digest`, () => queueForDigest(redis, e.call.agentId, e.call.callSid));
      if (!info.ownerEmail) return;
      const lines = [
        `Caller: ${rec.from || 'unknown'} (${rec.channel})`,
        `Started: ${new Date(rec.startedAt).toISOString()}`,
        `Outcome: ${rec.outcomes.join(', ') || 'none'}`,
        ...(rec.bookingIds.length ? [`Bookings: ${rec.bookingIds.join(', ')}`] : []),
        '', 'Transcript:',
        ...rec.transcript.map((t) => `${t.role === 'caller' ? 'Caller' : 'Receptionist'}: ${t.text}${t.interrupted ? ' [interrupted]' : ''}`),
      ];
      const wanted = rec.transcript.find((t) => t.role === 'caller')?.text ?? '';
      await once(`${key}:summary`, () => notifiers.email.send({ to: info.ownerEmail!, subject: `Call summary: ${rec.outcomes.join(', ') || 'call'} — ${wanted.slice(0, 60)}`, text: lines.join('\n'), agentId: e.call.agentId }));
    }
  }

  const worker = new Worker(deps.queue.name, process, { connection: deps.connection, prefix: QUEUE_PREFIX, concurrency: 8 });
  // Tomorrow's plan, every hour (each business gets it at 6 PM its time); one scheduler however many workers run.
  void deps.queue.upsertJobScheduler('nightly-plans', { pattern: '7 * * * *' }, { name: 'nightly-plans', opts: { removeOnComplete: 100, removeOnFail: 100 } })
    .catch((err: Error) => log.warn({ err: err.message }, 'nightly plan schedule not set'));
  // The owners' daily call digests, every hour (each business gets its own at 6 PM its time).
  void deps.queue.upsertJobScheduler('daily-digests', { pattern: '9 * * * *' }, { name: 'daily-digests', opts: { removeOnComplete: 100, removeOnFail: 100 } })
    .catch((err: Error) => log.warn({ err: err.message }, 'daily digest schedule not set'));
  worker.on('error', (err) => log.warn({ err: err.message }, 'follow-up worker error'));
  worker.on('failed', (job, err) => log.warn({ job: job?.name, attempts: job?.attemptsMade, err: err.message }, 'follow-up job failed'));
  return { worker, close: () => worker.close() };
}
