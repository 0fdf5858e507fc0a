import type { TurnIO } from '../../brain';
import { weekdayIndex } from '../../../scheduling/zoned';
import type { Booking as LedgerBooking } from '../../../calendar/bookings';
import { matchService, wantsOtherTime, parseName, parseWhen, pickOption } from '../../nlu';
import { svc } from '../../speech';
import { isToolError, type OfferedSlot, type ToolError } from '../../tools';
import type { Dialogue, PhaseHandlers } from '../context';
import { offer, pickOffered, searchAndOffer } from './booking';

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
      io.say(d.t`I couldn't find a booking for the number you're calling from. What name is the booking under?`);
      return;
    }
    io.say(d.t`I couldn't find an upcoming booking under ${name}. I can take a message for the owner if you like.`);
    st.phase = 'message_offer';
    return;
  }
  st.purpose = purpose;
  // Found by name only (not from the booking's own number): one more detail before any change.
  const own = res.bookings.filter((b) => d.call.callerPhone && b.customer.phone === d.call.callerPhone);
  if (!own.length) {
    st.candidates = res.bookings;
    st.verify = { bookingIds: res.bookings.map((b) => b.id), name: name ?? '', misses: 0 };
    st.phase = 'verify_identity';
    io.say(d.t`I found a booking under ${name}. For your security, I need one more detail: the address on the booking, or the day it's booked for.`);
    return;
  }
  res.bookings = own;
  st.candidates = res.bookings;
  if (res.bookings.length === 1) return chooseTarget(d, res.bookings[0]!, io, text);
  st.phase = 'pick_booking';
  io.say(d.t`I see ${res.bookings.length} bookings: ${d.list(res.bookings.slice(0, 3).map((b) => d.t`${b.serviceName} on ${d.when(b.start)}`))}. Which one?`);
}

async function chooseTarget(d: Dialogue, b: LedgerBooking, io: TurnIO, text: string) {
  const { st } = d;
  st.target = b;
  if (st.purpose === 'cancel') {
    st.phase = 'cancel_confirm';
    io.say(d.t`I see your ${svc(b.serviceName)} on ${d.when(b.start)}. Would you like me to cancel it?`);
    return;
  }
  const w = parseWhen(text, d.ctx.now(), d.tz, d.lang);
  if (w.preference && (w.date !== undefined || w.minutes !== undefined || w.preference.kind === 'asap' || w.preference.weekday !== undefined)) {
    st.preference = w.preference;
    io.say(d.t`I see your ${svc(b.serviceName)} on ${d.when(b.start)}.`);
    await searchAndOffer(d, io, 'resched');
    return;
  }
  st.phase = 'resched_when';
  io.say(d.t`I see your ${svc(b.serviceName)} on ${d.when(b.start)}. What day and time would you like instead?`);
}

function confirmMove(d: Dialogue, io: TurnIO, slot: OfferedSlot, from: boolean) {
  d.st.newSlot = slot;
  d.st.phase = 'resched_confirm';
  io.say(from
    ? d.t`To confirm: move your ${svc(d.st.target!.serviceName)} from ${d.when(d.st.target!.start)} to ${d.when(slot.start)}?`
    : d.t`To confirm: move your ${svc(d.st.target!.serviceName)} to ${d.when(slot.start)}?`);
}

/** Does what the caller said match the booking's address or day? */
function detailMatches(d: Dialogue, b: LedgerBooking, text: string): boolean {
  const t = text.toLowerCase();
  const addr = (b.customer.address ?? '').toLowerCase();
  const num = /\b(\d{1,6})\s+([a-z]+)/.exec(addr);
  if (num && new RegExp(`\\b${num[1]}\\b`).test(t) && t.includes(num[2]!)) return true;
  const w = parseWhen(text, d.ctx.now(), d.tz, d.lang);
  const day = d.localDay(b.start);
  // "It's on Tuesday": the named weekday within a week either way (a bare weekday that is today reads as next week's).
  if (w.date) return w.date === day.date || (weekdayIndex(w.date) === day.weekday && Math.abs(Date.parse(w.date) - Date.parse(day.date)) <= 7 * 86_400_000);
  return w.preference?.kind === 'window' && w.preference.weekday !== undefined && w.preference.weekday === day.weekday;
}

export const changePhases: PhaseHandlers = {
  async verify_identity(d, { text }, io) {
    const { st } = d;
    const matched = st.candidates.filter((b) => detailMatches(d, b, text));
    if (matched.length) {
      st.verify = undefined;
      st.candidates = matched;
      if (matched.length === 1) await chooseTarget(d, matched[0]!, io, '');
      else {
        st.phase = 'pick_booking';
        io.say(d.t`I see ${matched.length} bookings: ${d.list(matched.slice(0, 3).map((b) => d.t`${b.serviceName} on ${d.when(b.start)}`))}. Which one?`);
      }
      return true;
    }
    if (++st.verify!.misses >= 2) {
      st.verify = undefined;
      st.candidates = [];
      st.phase = 'message_offer';
      io.say(d.t`I'm sorry, those details don't match, so I can't change that booking. I can take a message for the owner if you like.`);
      return true;
    }
    io.say(d.t`That doesn't match what I have. What's the street address on the booking, or the day it's booked for?`);
    return true;
  },
  async pick_booking(d, { text }, io) {
    const { st } = d;
    if (!st.candidates.length) {
      await findMine(d, io, st.purpose, text.match(/\b(my name is|under|it's|name|nombre|me llamo|soy)\b/i) ? text : `my name is ${text}`);
      return true;
    }
    const w = parseWhen(text, d.ctx.now(), d.tz, d.lang);
    const b = pickOption(text, st.candidates, w, d.localMinutes, d.localDay) ?? st.candidates.find((c) => matchService(text, [{ name: c.serviceName, durationMinutes: 60 }]));
    if (b) { await chooseTarget(d, b, io, ''); return true; }
    io.say(d.t`Which booking do you mean?`);
    return true;
  },
  async resched_when(d, { text }, io) {
    const w = parseWhen(text, d.ctx.now(), d.tz, d.lang);
    if (w.preference) {
      d.st.preference = w.preference;
      await searchAndOffer(d, io, 'resched');
      return true;
    }
    io.say(d.t`What day and time would work better for you?`);
    return true;
  },
  async resched_offer(d, { text, yn }, io) {
    const { st } = d;
    const pick = pickOffered(d, text);
    if (pick) { confirmMove(d, io, pick, true); return true; }
    if (yn === 'yes' && st.offered.length === 1) { confirmMove(d, io, st.offered[0]!, false); return true; }
    const w = parseWhen(text, d.ctx.now(), d.tz, d.lang);
    if (w.preference) {
      st.preference = w.preference;
      await searchAndOffer(d, io, 'resched');
      return true;
    }
    if (yn === 'no' || wantsOtherTime(text)) {
      io.say(d.t`What day or time would suit you better?`);
      return true;
    }
    if (yn === 'yes') {
      io.say(d.t`Which one: ${d.list(st.offered.map((s) => d.when(s.start)))}?`);
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
        const alternatives = (res as ToolError & { alternatives?: OfferedSlot[] }).alternatives;
        if (alternatives?.length) offer(d, io, alternatives, 'resched');
        return true;
      }
      io.say(d.t`Done. Your ${svc(res.serviceName)} is now on ${d.day(res.start)}, ${d.window(res.start, res.end)}. You'll get a text with the new time. Anything else?`);
      st.phase = 'anything_else';
      return true;
    }
    if (yn === 'no') { st.phase = 'resched_when'; io.say(d.t`Okay. What day and time would you prefer?`); return true; }
    return false;
  },
  async cancel_confirm(d, { yn }, io) {
    const { st } = d;
    if (yn === 'yes') {
      const res = await io.tool<LedgerBooking | ToolError>('cancel_booking', { bookingId: st.target!.id });
      io.say(isToolError(res) ? res.say : d.t`Your ${svc(res.serviceName)} on ${d.when(res.start)} is cancelled. Is there anything else I can help you with?`);
      st.phase = 'anything_else';
      return true;
    }
    if (yn === 'no') { st.phase = 'anything_else'; io.say(d.t`Okay, I've left it as it is. Anything else?`); return true; }
    return false;
  },
};
