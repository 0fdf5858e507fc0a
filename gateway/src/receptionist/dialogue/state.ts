import type { ServiceOffering } from '@bookline/contracts';
import type { Preference } from '../../scheduling';
import type { CallInfo } from '../brain';
import type { Booking as LedgerBooking } from '../../calendar/bookings';
import type { ParsedAddress } from '../nlu';
import type { OfferedSlot } from '../tools';
import type { Lang } from '../i18n';

/** Where the conversation stands: which question is open. */
export type Phase =
  | 'open' | 'offer_booking' | 'emergency_offer' | 'ask_service' | 'ask_address' | 'offer' | 'ask_name' | 'confirm_phone'
  | 'ask_phone' | 'readback' | 'fix' | 'ask_email' | 'anything_else' | 'pick_booking' | 'resched_when' | 'resched_offer' | 'resched_confirm'
  | 'cancel_confirm' | 'message_body' | 'message_offer' | 'verify_identity' | 'confirm_address';

/**
 * The whole dialogue state of one call: plain JSON (numbers, strings, arrays, objects — no
 * functions, Maps or Dates; instants are epoch milliseconds), so a session can persist it after
 * every turn and restore it on a ConversationRelay reconnect.
 */
export interface DialogueState {
  v: 1;
  phase: Phase;
  /** The language the caller is answered in: the widget's or the call's, or Spanish once the caller speaks it. */
  lang?: Lang;
  /** Booking in progress. */
  service?: ServiceOffering;
  preference?: Preference;
  address?: ParsedAddress;
  offered: OfferedSlot[];
  hold?: { id: string; start: number; end: number; technicianId: string };
  /** Who is calling. */
  name?: string;
  phone?: string;
  /** The phone was confirmed or given by the caller (not only the caller id). */
  phoneConfirmed: boolean;
  email?: string;
  /** The optional email question is asked once per booking; misses before giving up. */
  emailAsked: boolean;
  emailMisses: number;
  /** Not understood in a row, outside any question. */
  strikes: number;
  /** Questions answered so far: each one is progress for the loop guard, even when no other state moves. */
  answered?: number;
  /** Emergency flow. */
  emergencyHandled: boolean;
  emergencyText: string;
  /** Change flow (reschedule / cancel). */
  purpose: 'reschedule' | 'cancel';
  target?: LedgerBooking;
  candidates: LedgerBooking[];
  newSlot?: OfferedSlot;
  /** Message flow: urgent when the owner did not answer a transfer. */
  urgentMessage: boolean;
  /** Loop guards: caller turns so far, turns in a row the open question stayed open, sentences said (count). */
  turns: number;
  stall: number;
  said: Record<string, number>;
  /** A returning caller (their number has bookings): greeted by name; the address on file offered. */
  known?: { name?: string; address?: string };
  /** Identity for changes from a number that is not the booking's: the second detail still missing. */
  verify?: { bookingIds: string[]; name: string; misses: number };
}

export function initialState(call: CallInfo): DialogueState {
  const message = call.mode === 'message';
  return {
    v: 1, phase: message ? 'message_body' : 'open', offered: [], strikes: 0, emergencyHandled: message, emergencyText: '',
    candidates: [], urgentMessage: message, emailAsked: false, emailMisses: 0, phoneConfirmed: false, purpose: 'reschedule', turns: 0, stall: 0, said: {},
    ...(call.callerPhone ? { phone: call.callerPhone } : {}),
    ...(call.lang === 'es' ? { lang: 'es' as const } : {}),
  };
}

/** The state as a string (for Redis). */
export function serializeState(st: DialogueState): string {
  return JSON.stringify(st);
}

/** A state read back from `serializeState`; undefined when it is not one (other version, garbage). */
export function restoreState(raw: string | unknown): DialogueState | undefined {
  let v: unknown = raw;
  if (typeof raw === 'string') {
    try { v = JSON.parse(raw); } catch { return undefined; }
  }
  if (!v || typeof v !== 'object') return undefined;
  const s = v as Partial<DialogueState>;
  if (s.v !== 1 || typeof s.phase !== 'string' || !Array.isArray(s.offered) || !Array.isArray(s.candidates)) return undefined;
  return s as DialogueState;
}
