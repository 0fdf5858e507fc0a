import type { Brain, CallInfo, TurnIO } from '../brain';
import type { Booking as LedgerBooking } from '../../calendar/bookings';
import { asksForSpanish, soundsSpanish } from '../i18n';
import { isRobocall } from './spam';
import { cutPhone, introducedName, parseAddress, topics, yesNo } from '../nlu';
import type { BusinessProfile } from '../profile';
import type { ToolContext } from '../tools';
import { createDialogue, type Cues, type PhaseHandlers } from './context';
import { bookingPhases } from './flows/booking';
import { changePhases } from './flows/change';
import { detectEmergency, emergencyPhases } from './flows/emergency';
import { askForMessage, messagePhases } from './flows/message';
import { openPhases, routeIntent } from './flows/open';
import { goodbye, transfer } from './flows/outcomes';
import { bufferedIo, flush, MAX_TURNS, wouldRepeat } from './guard';
import { initialState, type DialogueState } from './state';

/** Phases of a booking in progress, where details given in passing are kept. */
const CAPTURING = new Set(['open', 'confirm_address', 'offer_booking', 'ask_service', 'ask_address', 'offer', 'ask_name', 'confirm_phone', 'ask_phone', 'anything_else']);

const PHASES: PhaseHandlers = { ...openPhases, ...bookingPhases, ...changePhases, ...messagePhases, ...emergencyPhases };

export interface DialogueBrain extends Brain {
  /** The dialogue state now (plain JSON; persist it with `serializeState`). */
  snapshot(): DialogueState;
}

/**
 * The built-in dialogue engine: intent detection and slot filling over the caller's words,
 * offline and deterministic. It states no fact (price, hour, slot) that did not come from a
 * tool or the business profile. All it knows of the call is one `DialogueState`; pass a
 * restored one as `state` to continue a call after a reconnect.
 */
export function createDialogueEngine({ profile, call, ctx, state }: { profile: BusinessProfile; call: CallInfo; ctx: ToolContext; state?: DialogueState }): DialogueBrain {
  const st = state ?? initialState(call);
  if (st.lang) ctx.lang = st.lang;
  const d = createDialogue({ st, profile, call, ctx });

  /** Everything that is not the dialogue's progress: the loop guards' own counters. */
  const progress = () => JSON.stringify({ ...st, said: 0, turns: 0, stall: 0, strikes: 0 });

  /** One caller turn, with the loop guards around the flows. */
  async function turn(raw: string, io: TurnIO): Promise<void> {
    st.turns++;
    const before = st.phase;
    const sig = progress();
    const buf = bufferedIo(io);
    speakTheirLanguage(raw, buf.io);
    if (st.turns === 1 && call.callerPhone && call.mode === 'receptionist') await recognise(buf.io);
    await understandTurn(raw, buf.io);
    if (buf.ended) return flush(d, io, buf.out);
    st.stall = st.phase === before && progress() === sig ? st.stall + 1 : 0;
    if (st.turns >= MAX_TURNS) return closeOut(io);
    if (st.stall >= 2 || wouldRepeat(d, buf.out)) return changeApproach(io, before);
    flush(d, io, buf.out);
  }

  /** The same question twice without an answer (or a sentence about to be said a third time): another way. */
  async function changeApproach(io: TurnIO, phase: string) {
    st.stall = 0;
    if (phase === 'emergency_offer') return transfer(d, { ...io, say: (t) => flush(d, io, [t]) }, 'emergency', st.emergencyText.slice(0, 200));
    const offer = d.t`Let me try another way: I can take a message and have ${d.ownerWord} get back to you. Would you like that?`;
    if (phase === 'message_offer' || phase === 'message_body' || wouldRepeat(d, [offer])) {
      await d.release();
      flush(d, io, [d.call.channel === 'web' ? d.t`I'm sorry we couldn't sort this out now. You can write to us again any time. Goodbye.` : d.t`I'm sorry we couldn't sort this out now. You can call back any time. Goodbye.`]);
      io.end({ reason: 'done', stuck: true });
      return;
    }
    await d.release();
    st.phase = 'message_offer';
    flush(d, io, [offer]);
  }

  /** A call that reached no outcome in MAX_TURNS: a message for the owner with what is known, then goodbye. */
  async function closeOut(io: TurnIO) {
    await d.release();
    const known = [st.name && `name ${st.name}`, st.service && `asked about ${st.service.name}`, st.address?.full && `address ${st.address.full}`].filter(Boolean).join(', ');
    if (st.phone) {
      await io.tool('take_message', { message: `The caller did not finish on the line${known ? ` (${known})` : ''}. Please call back.`, ...(st.name ? { name: st.name } : {}), phone: st.phone, urgent: false });
      flush(d, io, [d.t`I've asked ${d.ownerWord} to get back to you. Goodbye.`]);
    } else flush(d, io, [d.t`I'm sorry we couldn't finish this now. Goodbye.`]);
    io.end({ reason: 'done', stuck: true });
  }

  async function understandTurn(raw: string, io: TurnIO): Promise<void> {
    const text = raw.trim();
    const c: Cues = { text, yn: yesNo(text), tp: topics(text), ...capture(text) };
    const { tp } = c;

    // Robocalls and recorded sales pitches: end at once, marked spam.
    if (st.turns <= 3 && !st.hold && isRobocall(text)) {
      io.say(d.t`Goodbye.`);
      io.end({ reason: 'done', spam: true });
      return;
    }
    // Interruptions that outrank the open question.
    if (detectEmergency(d, c, io)) return;
    if (tp.has('human') && st.phase !== 'message_body') return transfer(d, io, 'transfer', text.slice(0, 200));
    if (tp.has('message') && st.phase !== 'message_body') return askForMessage(d, io);
    if (tp.has('goodbye') && !['message_body', 'readback', 'ask_email'].includes(st.phase) && !tp.has('book')) {
      await d.release();
      return goodbye(d, io);
    }

    const handler = PHASES[st.phase];
    if (handler && (await handler(d, c, io))) return;
    await routeIntent(d, c, io);
  }

  /**
   * A caller who speaks Spanish (in their first turns, or asking for it at any point) is answered
   * in Spanish from this turn on: speech and transcription switch to es-US and the engine's
   * phrasing and date reading follow the state's language.
   */
  function speakTheirLanguage(text: string, io: TurnIO) {
    if (st.lang === 'es' || call.mode === 'setup') return;
    if (!asksForSpanish(text) && (st.turns > 2 || !soundsSpanish(text))) return;
    st.lang = 'es';
    ctx.lang = 'es';
    io.language?.('es');
  }

  /** A returning caller: their bookings by the number they call from give the name and address on file. */
  async function recognise(io: TurnIO) {
    const res = await io.tool<{ bookings?: LedgerBooking[] }>('find_bookings', {});
    const b = res.bookings?.find((x) => x.customer.name);
    if (!b) return;
    st.known = { ...(b.customer.name ? { name: b.customer.name } : {}), ...(b.customer.address ? { address: b.customer.address } : {}) };
    if (!st.name && b.customer.name) st.name = b.customer.name;
    io.say(d.t`Welcome back, ${b.customer.name!.split(' ')[0]}!`);
  }

  /** Details given in any order ("I'm Dana, 233 South Wacker Drive, 312 555 0199"), kept while booking. */
  function capture(text: string): Pick<Cues, 'got' | 'rest'> {
    const { phone, rest } = cutPhone(text);
    if (!CAPTURING.has(st.phase)) return { got: {}, rest };
    const got: Cues['got'] = {};
    const name = introducedName(rest);
    if (name) { got.name = name; st.name = name; }
    if (phone) { got.phone = phone; st.phone = phone; st.phoneConfirmed = true; }
    const a = parseAddress(rest);
    if (a?.street) {
      got.address = a;
      st.address = a.zip ? a : { ...a, ...(st.address?.zip ? { zip: st.address.zip, full: `${a.full}, ${st.address.zip}` } : {}) };
    }
    return { got, rest };
  }

  return {
    turn,
    snapshot: () => st,
    async dispose() {
      await d.release();
    },
  };
}
