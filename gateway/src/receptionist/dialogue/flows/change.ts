import type { TurnIO } from '../../brain';
import type { LedgerBooking } from '../../ledger';
import { matchService, parseName, parseWhen, pickOption } from '../../nlu';
import { sayList, sayWindow, svc } from '../../speech';
import { isToolError, type OfferedSlot, type ToolError } from '../../tools';
import type { Dialogue, PhaseHandlers } from '../context';
import { pickOffered, searchAndOffer } from './booking';

/** Finds the caller's bookings (by the number, or a name) to move or cancel one. */
export async function findMine(d: Dialogue, io: TurnIO, purpose: 'reschedule' | 'cancel', text: string) {
  const { st } = d;
  const name = parseName(text) ?? st.name;
  const res = await io.tool<{ bookings: LedgerBooking[] }>('find_bookings', { ...(st.phone ? { phone: st.phone } : {}), ...(name ? { name } : {}) });
  if (!res.bookings.length) {
    if (!name) {
      st.phase = 'pick_booking';
      st.candidates = [];
      st.purpose = purpose;
      io.say("I couldn't find a booking for the number you're calling from. What name is the booking under?");
      return;
    }
    io.say(`I couldn't find an upcoming booking under ${name}. I can take a message for the owner if you like.`);
    st.phase = 'message_offer';
    return;
  }
  st.candidates = res.bookings;
  st.purpose = purpose;
  if (res.bookings.length === 1) return chooseTarget(d, res.bookings[0]!, io, text);
  st.phase = 'pick_booking';
  io.say(`I see ${res.bookings.length} bookings: ${sayList(res.bookings.slice(0, 3).map((b) => `${b.serviceName} on ${d.when(b.start)}`))}. Which one?`);
}

async function chooseTarget(d: Dialogue, b: LedgerBooking, io: TurnIO, text: string) {
  const { st } = d;
  st.target = b;
  if (st.purpose === 'cancel') {
    st.phase = 'cancel_confirm';
    io.say(`I see your ${svc(b.serviceName)} on ${d.when(b.start)}. Would you like me to cancel it?`);
    return;
  }
  const w = parseWhen(text, d.ctx.now(), d.tz);
  if (w.preference && (w.date !== undefined || w.minutes !== undefined || w.preference.kind === 'asap' || w.preference.weekday !== undefined)) {
    st.preference = w.preference;
    io.say(`I see your ${svc(b.serviceName)} on ${d.when(b.start)}.`);
    await searchAndOffer(d, io, 'resched');
    return;
  }
  st.phase = 'resched_when';
  io.say(`I see your ${svc(b.serviceName)} on ${d.when(b.start)}. What day and time would you like instead?`);
}

function confirmMove(d: Dialogue, io: TurnIO, slot: OfferedSlot, from: boolean) {
  d.st.newSlot = slot;
  d.st.phase = 'resched_confirm';
  io.say(from
    ? `To confirm: move your ${svc(d.st.target!.serviceName)} from ${d.when(d.st.target!.start)} to ${d.when(slot.start)}?`
    : `To confirm: move your ${svc(d.st.target!.serviceName)} to ${d.when(slot.start)}?`);
}

export const changePhases: PhaseHandlers = {
  async pick_booking(d, { text }, io) {
    const { st } = d;
    if (!st.candidates.length) {
      await findMine(d, io, st.purpose, text.match(/\b(my name is|under|it's|name)\b/i) ? text : `my name is ${text}`);
      return true;
    }
    const w = parseWhen(text, d.ctx.now(), d.tz);
    const b = pickOption(text, st.candidates, w, d.localMinutes, d.localDay) ?? st.candidates.find((c) => matchService(text, [{ name: c.serviceName, durationMinutes: 60 }]));
    if (b) { await chooseTarget(d, b, io, ''); return true; }
    io.say('Which booking do you mean?');
    return true;
  },
  async resched_when(d, { text }, io) {
    const w = parseWhen(text, d.ctx.now(), d.tz);
    if (w.preference) {
      d.st.preference = w.preference;
      await searchAndOffer(d, io, 'resched');
      return true;
    }
    io.say('What day and time would work better for you?');
    return true;
  },
  async resched_offer(d, { text, yn }, io) {
    const { st } = d;
    const pick = pickOffered(d, text);
    if (pick) { confirmMove(d, io, pick, true); return true; }
    if (yn === 'yes' && st.offered.length === 1) { confirmMove(d, io, st.offered[0]!, false); return true; }
    const w = parseWhen(text, d.ctx.now(), d.tz);
    if (w.preference) {
      st.preference = w.preference;
      await searchAndOffer(d, io, 'resched');
      return true;
    }
    if (yn === 'no' || /\b(none|neither|other|else|different|later|earlier)\b/i.test(text)) {
      io.say('What day or time would suit you better?');
      return true;
    }
    if (yn === 'yes') {
      io.say(`Which one: ${sayList(st.offered.map((s) => d.when(s.start)))}?`);
      return true;
    }
    return false;
  },
  async resched_confirm(d, { yn }, io) {
    const { st } = d;
    if (yn === 'yes') {
      const res = await io.tool<(LedgerBooking & { previousStart: number }) | (ToolError & { alternatives?: OfferedSlot[] })>('reschedule_booking', { bookingId: st.target!.id, start: st.newSlot!.start, technicianId: st.newSlot!.technicianId });
      if (isToolError(res)) {
        io.say(res.say);
        if (res.alternatives?.length) { st.offered = res.alternatives; st.phase = 'resched_offer'; io.say(d.offerSentence(res.alternatives)); }
        return true;
      }
      io.say(`Done. Your ${svc(res.serviceName)} is now on ${d.when(res.start).split(' at ')[0]}, ${sayWindow(res.start, res.end, d.tz)}. You'll get a text with the new time. Anything else?`);
      st.phase = 'anything_else';
      return true;
    }
    if (yn === 'no') { st.phase = 'resched_when'; io.say('Okay. What day and time would you prefer?'); return true; }
    return false;
  },
  async cancel_confirm(d, { yn }, io) {
    const { st } = d;
    if (yn === 'yes') {
      const res = await io.tool<LedgerBooking | ToolError>('cancel_booking', { bookingId: st.target!.id });
      io.say(isToolError(res) ? res.say : `Your ${svc(res.serviceName)} on ${d.when(res.start)} is cancelled. Is there anything else I can help you with?`);
      st.phase = 'anything_else';
      return true;
    }
    if (yn === 'no') { st.phase = 'anything_else'; io.say("Okay, I've left it as it is. Anything else?"); return true; }
    return false;
  },
};
