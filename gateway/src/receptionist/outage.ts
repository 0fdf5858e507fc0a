// Redis outages during live calls. A turn whose tools fail because the store is unreachable
// tells the caller booking is unavailable and offers to take a message; that message is handed
// to the follow-up queue in the background and retried until Redis answers again.
import type { Redis } from 'ioredis';
import type { FollowUpEvent, FollowUps } from '../jobs/events';
import type { Logger } from '../logging';

export const BOOKING_UNAVAILABLE = "I'm sorry, our booking system is unavailable right now, so I can't book or change appointments at the moment. If you tell me your message, with your name and number, I'll pass it to the owner as soon as it's back.";
export const MESSAGE_TAKEN = "Thank you, I've got your message and I'll pass it to the owner as soon as our system is back. Goodbye.";

const OUTAGE_ERRORS = /MaxRetriesPerRequest|Connection is closed|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|Stream isn't writeable|enableOfflineQueue|CLUSTERDOWN|LOADING|READONLY/i;

/** True when an error means the store is unreachable (rather than a bug or bad input). */
export function isStoreOutage(err: unknown, redis?: Pick<Redis, 'status'>): boolean {
  const e = err as { name?: string; message?: string; code?: string } | undefined;
  if (redis && redis.status !== 'ready') return true;
  return OUTAGE_ERRORS.test(`${e?.name ?? ''} ${e?.code ?? ''} ${e?.message ?? ''}`);
}

export interface DeferredDeliveryOptions {
  followUps: FollowUps;
  log: Logger;
  /** Wait between attempts. Default 2 s. */
  retryMs?: number;
  /** Messages kept in memory while Redis is down; older ones are dropped (and logged) beyond it. */
  maxPending?: number;
}

/**
 * Delivers follow-up events that must not be lost to an outage: the first attempt runs at once,
 * failed ones are retried every `retryMs` until the queue accepts them. In memory only: a
 * gateway restarted during the outage loses what it still holds (logged when dropped).
 */
export function createDeferredDelivery({ followUps, log, retryMs = 2_000, maxPending = 1_000 }: DeferredDeliveryOptions) {
  const pending = new Set<FollowUpEvent>();
  const inFlight = new Set<FollowUpEvent>();
  let timer: NodeJS.Timeout | undefined;

  function schedule() {
    if (timer || !pending.size) return;
    timer = setTimeout(() => {
      timer = undefined;
      for (const e of [...pending]) attempt(e);
    }, retryMs);
    timer.unref?.();
  }

  function attempt(e: FollowUpEvent) {
    if (inFlight.has(e)) return;
    inFlight.add(e);
    followUps.emit(e).then(
      () => {
        inFlight.delete(e);
        if (pending.delete(e)) log.info({ kind: e.kind }, 'deferred follow-up delivered');
      },
      (err: Error) => {
        inFlight.delete(e);
        log.warn({ kind: e.kind, err: err.message }, 'follow-up not delivered yet; retrying');
        schedule();
      },
    );
  }

  return {
    deliver(e: FollowUpEvent): void {
      if (pending.size >= maxPending) {
        const oldest = pending.values().next().value as FollowUpEvent;
        pending.delete(oldest);
        log.error({ kind: oldest.kind }, 'deferred follow-up dropped: too many pending');
      }
      pending.add(e);
      attempt(e);
    },
    get pending() {
      return pending.size;
    },
  };
}
export type DeferredDelivery = ReturnType<typeof createDeferredDelivery>;
