import type { Redis } from 'ioredis';
import type { Handoff } from '../brain';
import { callRecords, type Outcome, type TranscriptEntry } from '../calls';

/**
 * The call record as the session builds it: transcript (flushed to Redis after each turn),
 * outcomes drawn from the tools that succeeded, booking ids, and the hand-off.
 */
export function createCallRecord(redis: Redis) {
  const records = callRecords(redis);
  const transcript: TranscriptEntry[] = [];
  const outcomes = new Set<Outcome>();
  const bookingIds: string[] = [];
  let flushed = 0;
  let callSid = '';
  let handoff: Handoff | undefined;

  return {
    transcript, outcomes, bookingIds,
    get flushed() { return flushed; },
    get handoff() { return handoff; },
    set handoff(h: Handoff | undefined) { handoff = h; },
    async open(r: Parameters<ReturnType<typeof callRecords>['open']>[0]) {
      callSid = r.callSid;
      await records.open(r);
    },
    /** Continues a call another session began (a gateway went away): its transcript, outcomes and bookings so far. */
    resume(prev: { callSid: string; transcript: TranscriptEntry[]; outcomes: Outcome[]; bookingIds: string[] }) {
      callSid = prev.callSid;
      transcript.push(...prev.transcript);
      flushed = transcript.length;
      for (const o of prev.outcomes) outcomes.add(o);
      bookingIds.push(...prev.bookingIds);
    },
    /** Appends what was said since the last flush. */
    async persist() {
      if (!callSid) return;
      const fresh = transcript.slice(flushed);
      flushed = transcript.length;
      await records.append(callSid, fresh);
    },
    /** An entry already flushed changed (an interrupted reply). */
    replace(index: number, entry: TranscriptEntry) {
      if (index < flushed && callSid) void records.replace(callSid, index, entry);
    },
    /** A tool succeeded: what it means for the call's outcomes. */
    noteTool(name: string, res: { id?: string }) {
      if (name === 'confirm_booking') { outcomes.add('booked'); if (res.id) bookingIds.push(res.id); }
      if (name === 'reschedule_booking') { outcomes.add('rescheduled'); if (res.id) bookingIds.push(res.id); }
      if (name === 'cancel_booking') { outcomes.add('cancelled'); if (res.id) bookingIds.push(res.id); }
      if (name === 'take_message') outcomes.add('message');
      if (name === 'list_services' || name === 'business_facts') outcomes.add('info');
    },
    /** Robocalls, recorded pitches, calls with no words at all: marked spam, no summary, nothing billed. */
    get spam(): boolean {
      return outcomes.has('spam') || (outcomes.has('idle') && !transcript.some((t) => t.role === 'caller' && t.text.trim()));
    },
    async close(endedAt: number) {
      if (this.spam) outcomes.add('spam');
      if (!handoff && !outcomes.size) outcomes.add('hangup');
      await this.persist().catch(() => undefined);
      await records.close(callSid, { endedAt, outcomes: [...outcomes], bookingIds, ...(handoff ? { handoff } : {}) });
    },
  };
}
export type CallRecord = ReturnType<typeof createCallRecord>;
