import type { TurnIO } from '../../brain';
import type { LedgerBooking } from '../../ledger';
import { isCorrection, matchService, parseAddress, parseEmail, parseName, parsePhone, parseWhen, pickOption } from '../../nlu';
import { priceText } from '../../profile';
import { sayServices } from '../../say-facts';
import { sayDigits, sayList, sayWindow, svc } from '../../speech';
import { isToolError, type OfferedSlot, type ToolError } from '../../tools';
import type { Cues, Dialogue, PhaseHandlers } from '../context';
import { answerQuestion } from './questions';

/** Looks for times (a new booking, or a move of `st.target`) and offers them; or says why not. */
export async function searchAndOffer(d: Dialogue, io: TurnIO, kind: 'new' | 'resched'): Promise<void> {
  const { st } = d;
  const service = kind === 'resched' ? st.target!.serviceName : st.service!.name;
  const zip = kind === 'resched' ? /\b(\d{5})\b/.exec(st.target!.customer.address ?? '')?.[1] : st.address?.zip;
  const res = await io.tool<{ slots: OfferedSlot[] } | ToolError>('find_slots', { service, ...(zip ? { zip } : {}), ...(st.preference ? { preference: st.preference } : {}) });
  if (isToolError(res)) {
    if (res.error === 'location_required' || res.error === 'unknown_zip') {
      st.phase = 'ask_address';
      io.say(res.say);
      return;
    }
    io.say(res.say);
    if (res.error === 'no_slots' && st.preference) {
      st.preference = undefined;
      const again = await io.tool<{ slots: OfferedSlot[] } | ToolError>('find_slots', { service, ...(zip ? { zip } : {}) });
      if (!isToolError(again)) {
        io.say('That time is fully booked, but here is what I do have.');
        offer(d, io, again.slots, kind);
        return;
      }
    }
    st.phase = 'message_offer';
    io.say('Would you like me to take a message for the owner instead?');
    return;
  }
  offer(d, io, res.slots, kind);
}

function offer(d: Dialogue, io: TurnIO, slots: OfferedSlot[], kind: 'new' | 'resched') {
  d.st.offered = slots;
  d.st.phase = kind === 'new' ? 'offer' : 'resched_offer';
  io.say(d.offerSentence(slots));
}

/** The caller wants to book: take whatever details the words carry, then ask for what is missing. */
export async function startBooking(d: Dialogue, text: string, io: TurnIO) {
  const { st, profile } = d;
  if (!st.service) st.service = matchService(text, profile.services);
  const w = parseWhen(text, d.ctx.now(), d.tz);
  if (w.preference) st.preference = w.preference;
  const addr = parseAddress(text);
  if (addr) st.address = addr;
  if (!st.service) {
    st.phase = 'ask_service';
    io.say(`Sure, I can help with that. What do you need? ${sayServices(profile)}`);
    return;
  }
  if (profile.travels && !st.address?.zip) {
    st.phase = 'ask_address';
    io.say(`Sure, ${svc(st.service.name)}. What's the address for the visit, including the ZIP code?`);
    return;
  }
  await searchAndOffer(d, io, 'new');
}

async function afterPick(d: Dialogue, slot: OfferedSlot, io: TurnIO) {
  const { st } = d;
  const held = await io.tool<{ holdId: string; start: number; end: number } | (ToolError & { alternatives?: OfferedSlot[] })>('hold_slot', {
    service: st.service!.name, start: slot.start, technicianId: slot.technicianId, ...(st.address?.zip ? { zip: st.address.zip } : {}),
  });
  if (isToolError(held)) {
    io.say(held.say);
    if (held.alternatives?.length) offer(d, io, held.alternatives, 'new');
    else {
      st.phase = 'message_offer';
      io.say('Would you like me to take a message for the owner instead?');
    }
    return;
  }
  st.hold = { id: held.holdId, start: held.start, end: held.end, technicianId: slot.technicianId };
  io.say(`Great, I'm holding ${d.when(held.start)} for you.`);
  nextDetail(d, io);
}

function nextDetail(d: Dialogue, io: TurnIO) {
  const { st, call } = d;
  if (!st.name) {
    st.phase = 'ask_name';
    io.say('Can I have your name, please?');
  } else if (!st.phone) {
    st.phase = 'ask_phone';
    io.say('What is the best phone number to reach you?');
  } else if (st.phase !== 'readback' && st.phase !== 'fix' && call.callerPhone && st.phone === call.callerPhone && !st.phoneConfirmed) {
    st.phase = 'confirm_phone';
    io.say(`Is ${sayDigits(st.phone)} the best number to reach you?`);
  } else readBack(d, io);
}

function readBack(d: Dialogue, io: TurnIO) {
  const { st } = d;
  st.phase = 'readback';
  const parts = [`Let me read that back. Name: ${st.name}.`, `Phone: ${sayDigits(st.phone!)}.`];
  if (st.address?.full) parts.push(`Address: ${st.address.full}.`);
  if (st.email) parts.push(`Email for the calendar invite: ${st.email}.`);
  parts.push(`Appointment: ${svc(st.service!.name)} on ${d.when(st.hold!.start)}. Is that all correct?`);
  io.say(parts.join(' '));
}

/** After the read-back: once, optionally, an email for the confirmation and invite; then the booking. */
async function askEmailOrBook(d: Dialogue, io: TurnIO) {
  const { st } = d;
  if (st.email || st.emailAsked) return book(d, io);
  st.emailAsked = true;
  st.phase = 'ask_email';
  io.say('Would you like the confirmation and a calendar invite by email? If so, say or type your email address, or say no thanks.');
}

async function book(d: Dialogue, io: TurnIO) {
  const { st } = d;
  const res = await io.tool<LedgerBooking | ToolError>('confirm_booking', {
    holdId: st.hold!.id, service: st.service!.name,
    customer: { name: st.name, phone: st.phone, ...(st.address?.full ? { address: st.address.full } : {}), ...(st.email ? { email: st.email } : {}) },
  });
  if (isToolError(res)) {
    st.hold = undefined;
    io.say(res.say);
    await searchAndOffer(d, io, 'new');
    return;
  }
  st.hold = undefined;
  const price = priceText(st.service!);
  io.say(`You're all set. Your ${svc(st.service!.name)} is booked for ${d.when(res.start).split(' at ')[0]}, ${sayWindow(res.start, res.end, d.tz)}.`);
  if (price && price !== 'free') io.say(`The estimate is ${price}; the final price depends on the job.`);
  const email = st.email;
  io.say(email ? `You will get a text message confirming it, and the calendar invite at ${email}. Is there anything else I can help you with?` : 'You will get a text message confirming it. Is there anything else I can help you with?');
  st.phase = 'anything_else';
  st.emailAsked = false;
  st.emailMisses = 0;
  st.service = undefined;
  st.preference = undefined;
  st.offered = [];
}

/** Which offered time the caller picked, if any ("the second one", "2 PM", "Wednesday"). */
export function pickOffered(d: Dialogue, text: string): OfferedSlot | undefined {
  return pickOption(text, d.st.offered, parseWhen(text, d.ctx.now(), d.tz), d.localMinutes, d.localDay);
}

async function readbackOrFix(d: Dialogue, { text, yn }: Cues, io: TurnIO): Promise<boolean> {
  const { st } = d;
  if (yn === 'yes' && !isCorrection(text)) { await askEmailOrBook(d, io); return true; }
  // corrections: whatever they said replaces what we had
  let changed = false;
  const em = /@|\bat\b.*\bdot\b/i.test(text) ? parseEmail(text) : undefined;
  if (em) { st.email = em; changed = true; }
  const n = em ? undefined : parseName(text);
  if (n) { st.name = n; changed = true; }
  const p = parsePhone(text);
  if (p) { st.phone = p; changed = true; }
  const a = parseAddress(text);
  if (a?.street) { st.address = a.zip ? a : { ...a, ...(st.address?.zip ? { zip: st.address.zip } : {}) }; changed = true; }
  const w = parseWhen(text, d.ctx.now(), d.tz);
  if (w.preference && (w.date !== undefined || w.minutes !== undefined || (w.preference.kind === 'window' && w.preference.weekday !== undefined))) {
    await d.release();
    st.preference = w.preference;
    io.say('No problem, let me look at that instead.');
    await searchAndOffer(d, io, 'new');
    return true;
  }
  if (changed) { readBack(d, io); return true; }
  if (yn === 'no') { st.phase = 'fix'; io.say('Sorry about that. What should I change?'); return true; }
  io.say('Is everything correct? Please say yes to book it, or tell me what to change.');
  return true;
}

export const bookingPhases: PhaseHandlers = {
  async offer_booking(d, { text, yn, tp }, io) {
    if (yn === 'yes' && !tp.has('price') && !tp.has('hours')) { await startBooking(d, text, io); return true; }
    if (yn === 'no') {
      d.st.phase = 'anything_else';
      io.say('No problem. Is there anything else I can help you with?');
      return true;
    }
    return false;
  },
  async ask_service(d, { text }, io) {
    const s = matchService(text, d.profile.services);
    if (s) {
      d.st.service = s;
      await startBooking(d, text, io);
      return true;
    }
    if (await answerQuestion(d, text, io)) {
      io.say('Which service would you like to book?');
      return true;
    }
    io.say(`Sorry, I didn't catch which service. ${sayServices(d.profile)} Which one would you like?`);
    return true;
  },
  async ask_address(d, { text }, io) {
    const { st } = d;
    const a = parseAddress(text);
    if (a?.zip) {
      // a ZIP alone is enough to check the area and find times; the street comes later
      st.address = a.street ? a : { ...a, full: st.address?.street ? `${st.address.street}, ${a.zip}` : a.zip };
      await searchAndOffer(d, io, 'new');
      return true;
    }
    if (a?.street) {
      st.address = a;
      io.say('And the ZIP code?');
      return true;
    }
    if (await answerQuestion(d, text, io)) {
      io.say("What's the address for the visit, with the ZIP code?");
      return true;
    }
    io.say("Sorry, I didn't get the address. Please say the street address and the ZIP code.");
    return true;
  },
  async offer(d, { text, yn }, io) {
    const { st } = d;
    const pick = pickOffered(d, text);
    if (pick) { await afterPick(d, pick, io); return true; }
    if (yn === 'yes' && st.offered.length === 1) { await afterPick(d, st.offered[0]!, io); return true; }
    const w = parseWhen(text, d.ctx.now(), d.tz);
    if (w.preference) {
      st.preference = w.preference;
      await searchAndOffer(d, io, 'new');
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
  ask_name(d, { text }, io) {
    const n = parseName(text, { bare: true });
    if (n) {
      d.st.name = n;
      const p = parsePhone(text);
      if (p) { d.st.phone = p; d.st.phoneConfirmed = true; }
      nextDetail(d, io);
      return true;
    }
    io.say("Sorry, I didn't catch your name. Could you say it again?");
    return true;
  },
  confirm_phone(d, { text, yn }, io) {
    const { st } = d;
    const p = parsePhone(text);
    if (p) { st.phone = p; st.phoneConfirmed = true; readBack(d, io); return true; }
    if (yn === 'yes') { st.phoneConfirmed = true; readBack(d, io); return true; }
    if (yn === 'no') { st.phase = 'ask_phone'; io.say('What number should we use?'); return true; }
    io.say(`Should we reach you at ${sayDigits(st.phone!)}? Please say yes or no.`);
    return true;
  },
  ask_phone(d, { text }, io) {
    const p = parsePhone(text);
    if (p) { d.st.phone = p; d.st.phoneConfirmed = true; readBack(d, io); return true; }
    io.say("Sorry, I didn't get a full ten-digit number. Please say it digit by digit.");
    return true;
  },
  readback: readbackOrFix,
  fix: readbackOrFix,
  async ask_email(d, c, io) {
    const { st } = d;
    const { text, yn, tp } = c;
    const em = parseEmail(text);
    if (em) {
      st.email = em;
      await book(d, io);
      return true;
    }
    if (yn === 'no' || tp.has('thanks') && yn !== 'yes') { await book(d, io); return true; }
    if (isCorrection(text) || parseWhen(text, d.ctx.now(), d.tz).date !== undefined) {
      // "actually make it Thursday": back to the read-back's corrections
      st.phase = 'readback';
      return readbackOrFix(d, c, io);
    }
    if (yn === 'yes' && st.emailMisses === 0 && !/@|\bat\b/.test(text)) {
      st.emailMisses++;
      io.say('Sure. What is your email address? For example, jane dot doe at gmail dot com.');
      return true;
    }
    if (++st.emailMisses >= 3) {
      io.say("Sorry, I couldn't get the email address. I'll send the confirmation by text.");
      await book(d, io);
      return true;
    }
    io.say("Sorry, I didn't get that email address. Please say it like jane dot doe at gmail dot com, or say no thanks.");
    return true;
  },
};
