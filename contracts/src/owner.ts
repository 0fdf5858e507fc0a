import { z } from 'zod';
import { CALL_OUTCOMES, type CallOutcome } from './outcomes';

/**
 * The owner portal's API (`/api/owner/*`, gateway/src/owner): what mfe-owner reads. Every
 * route under `/api/owner/agents/:agentId` answers 404 unless the request's session belongs
 * to the account that owns the agent.
 */

/** `GET /api/owner/me`: the signed-in account and the agents it owns (401 when signed out). */
export interface OwnerMe {
  account: { accountId: string; email: string };
  agents: OwnerAgentSummary[];
}
export interface OwnerAgentSummary {
  agentId: string;
  businessName: string;
  phone?: string;
}

export { CALL_OUTCOMES, type CallOutcome };

/** One row of the Calls page. */
export interface CallListItem {
  callId: string;
  startedAt: number;
  endedAt?: number;
  channel: 'phone' | 'web';
  /** The caller's number (E.164) or '' for a web call. */
  from: string;
  callerName?: string;
  outcome: CallOutcome;
  summary: string;
}

/** `GET …/calls` query: newest first, `cursor` from the previous page's `next`. */
export const CallsQuery = z.object({
  cursor: z.string().regex(/^\d{1,15}:[A-Za-z0-9_.:-]{1,128}$/, 'cursor is not valid').optional(),
  limit: z.coerce.number().int().min(1, 'limit must be 1 to 100').max(100, 'limit must be 1 to 100').default(25),
  outcome: z.enum(CALL_OUTCOMES, { error: `outcome must be one of ${CALL_OUTCOMES.join(', ')}` }).optional(),
  /** Local dates (YYYY-MM-DD) in the agent's time zone, inclusive. */
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be a date (YYYY-MM-DD)').optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'to must be a date (YYYY-MM-DD)').optional(),
  /** Caller number digits or part of the caller's name. */
  q: z.string().trim().max(100, 'search is at most 100 characters').optional(),
});
export type CallsQuery = z.infer<typeof CallsQuery>;

export interface CallsPage {
  /** The business's zone (the agent's TimeZone): the portal shows every time in it. */
  timeZone: string;
  calls: CallListItem[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next: string | null;
}

export interface CallTranscriptTurn {
  role: 'caller' | 'assistant';
  text: string;
  at: number;
  interrupted?: boolean;
}

export interface CallBookingRef {
  bookingId: string;
  service: string;
  start: string;
  end: string;
  address?: string;
  status: 'booked' | 'cancelled';
}

export interface CallDetail extends CallListItem {
  /** The business's zone (the agent's TimeZone): the portal shows every time in it. */
  timeZone: string;
  transcript: CallTranscriptTurn[];
  outcomes: string[];
  bookings: CallBookingRef[];
  /** The message the caller left (handoff), if any. */
  message?: { reason?: string; text: string };
  earlier: CallListItem[];
}

/** Server-sent event `call` on `GET …/calls/events`: a call started or ended. */
export interface CallEvent {
  type: 'started' | 'ended';
  call: CallListItem;
}

export interface OverviewBooking {
  bookingId: string;
  service: string;
  start: string;
  end: string;
  customerName?: string;
  address?: string;
  /** Minutes of driving from the previous booking that day (absent for the first). */
  driveMinutesBefore?: number;
  price?: number;
}

/** `GET …/overview` */
export interface Overview {
  agentId: string;
  businessName: string;
  timeZone: string;
  /** Bookings from today for the next days, in order, grouped by local date. */
  days: Array<{ date: string; bookings: OverviewBooking[] }>;
  callsThisWeek: Record<CallOutcome, number>;
  bookedJobs: number;
  estimatedRevenue: number;
  plan: { status: 'trial'; trialDaysLeft: number } | { status: 'active' | 'cancelled' | 'past_due' | 'none'; plan?: string };
  /** This period's metered bookings: the billing page's `usage` (billing/metered.ts `periodUsage`). */
  metered: { bookings: number; amountUsd: number; unitUsd: number };
}

/** `GET …/questions` */
export interface UnansweredQuestion {
  questionId: string;
  text: string;
  count: number;
  firstAskedAt: number;
  lastAskedAt: number;
  /** The latest call that asked it. */
  callId: string;
  answer?: string;
  answeredAt?: number;
}
export interface QuestionsList {
  /** The business's zone (the agent's TimeZone): the portal shows every time in it. */
  timeZone: string;
  questions: UnansweredQuestion[];
}

export const AnswerBody = z.object({ answer: z.string().trim().min(1, 'answer is required').max(1000, 'answer is at most 1000 characters') });
export type AnswerBody = z.infer<typeof AnswerBody>;

export const RETENTION_DEFAULT_DAYS = 400;
export const RetentionBody = z.object({ days: z.coerce.number().int('days must be a whole number').min(30, 'days must be 30 to 3650').max(3650, 'days must be 30 to 3650') });
export type RetentionBody = z.infer<typeof RetentionBody>;
