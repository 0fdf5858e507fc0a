/**
 * What the receptionist tells the after-call machinery. Each event becomes one or more
 * BullMQ jobs with deterministic ids, so a retried enqueue never doubles a message.
 */
export interface BookingFacts {
  agentId: string;
  /** Receptionist booking id: stable across reschedules (the calendar UID comes from it). */
  id: string;
  start: number;
  end: number;
  serviceName: string;
  priceText: string;
  sequence: number;
  customer: { name?: string; phone?: string; email?: string; address?: string; lang?: 'es' };
  callSid?: string;
}

export interface MessageFacts {
  agentId: string;
  callSid?: string;
  urgent: boolean;
  message: string;
  callerName?: string;
  callerPhone?: string;
}

export interface CallFacts {
  agentId: string;
  callSid: string;
}

export type FollowUpEvent =
  | { kind: 'booked'; booking: BookingFacts }
  | { kind: 'rescheduled'; booking: BookingFacts; previousStart: number }
  | { kind: 'cancelled'; booking: BookingFacts }
  | { kind: 'message'; message: MessageFacts }
  | { kind: 'callEnded'; call: CallFacts };

/** The port the receptionist uses; the BullMQ queue implements it. */
export interface FollowUps {
  emit(event: FollowUpEvent): Promise<void>;
}
