import type { TurnIO } from '../../brain';
import type { Booking as LedgerBooking } from '../../../calendar/bookings';
import { isCorrection, looseStreet, ordinalIndex, wantsOtherTime, matchService, parseAddress, parseEmail, parseName, parsePhone, parseWhen, pickOption } from '../../nlu';
import { isFree, priceText } from '../../profile';
import { sayServices } from '../../say-facts';
import { sayDigits, svc } from '../../speech';
import { isToolError, type OfferedSlot, type ToolError } from '../../tools';
import type { Cues, Dialogue, PhaseHandlers } from '../context';
import { understandRequest, workIn, type Understood } from '../../problems';
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
        io.say(d.t`That time is fully booked, but here is what I do have.`);
        offer(d, io, again.slots, kind);
        return;
      }
    }
    st.phase = 'message_offer';
    io.say(d.t`Would you like me to take a message for the owner instead?`);
    return;
  }
  offer(d, io, res.slots, kind);
}

/**
 * Offers times, always in time order (ordinals refer to this order). When some match what the
 * caller asked for ("tomorrow morning"), only those are offered: a sooner time that ignores the
 * request would otherwise come first.
 */
export function offer(d: Dialogue, io: TurnIO, unsorted: OfferedSlot[], kind: 'new' | 'resched') {
  const wanted = unsorted.some((s) => s.preferred) ? unsorted.filter((s) => s.preferred) : unsorted;
  const slots = [...wanted].sort((a, b) => a.start - b.start);
  d.st.offered = slots;
  d.st.phase = kind === 'new' ? 'offer' : 'resched_offer';
  io.say(d.offerSentence(slots));
}

/** What the caller asks for, in the business's terms (services, problems, other trades). */
export function understand(d: Dialogue, text: string): Understood | undefined {
  return understandRequest(d.profile, text);
}

/** "An electrician" from a plumber: said plainly, with the offer of a message. */
export function notOurs(d: Dialogue, io: TurnIO, u: Extract<Understood, { kind: 'not_ours' }>) {
  d.st.phase = 'message_offer';
  io.say(d.t`I'm sorry, ${d.profile.name} doesn't do ${workIn(d.lang, u.work)}. I can take a message for the owner if you like; would you like that?`);
}

/** The caller wants to book: take whatever details the words carry, then ask for what is missing. */
export async function startBooking(d: Dialogue, text: string, io: TurnIO) {
  const { st, profile } = d;
  if (!st.service) {
    const u = understand(d, text);
    if (u?.kind === 'not_ours') return notOurs(d, io, u);
    if (u) st.service = u.service;
  }
  const w = parseWhen(text, d.ctx.now(), d.tz, d.lang);
  if (w.preference) st.preference = w.preference;
  const addr = parseAddress(text);
  if (addr) st.address = addr;
  if (!st.service) {
    st.phase = 'ask_service';
    io.say(d.t`Sure, I can help with that. What do you need? ${sayServices(profile, d.lang)}`);
    return;
  }
  if (profile.travels && !st.address?.zip && st.known?.address && parseAddress(st.known.address)?.zip) {
    st.phase = 'confirm_address';
    io.say(d.t`Sure, ${svc(st.service.name)}. Should we come to ${st.known.address} again?`);
    return;
  }
  if (profile.travels && !st.address?.zip) {
    st.phase = 'ask_address';
    io.say(d.t`Sure, ${svc(st.service.name)}. What's the address for the visit, including the ZIP code?`);
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
      io.say(d.t`Would you like me to take a message for the owner instead?`);
    }
    return;
  }
  st.hold = { id: held.holdId, start: held.start, end: held.end, technicianId: slot.technicianId };
  io.say(d.t`Great, I'm holding ${d.when(held.start)} for you.`);
  nextDetail(d, io);
}

function nextDetail(d: Dialogue, io: TurnIO) {
  const { st, call } = d;
  if (!st.name) {
    st.phase = 'ask_name';
    io.say(d.t`Can I have your name, please?`);
  } else if (!st.phone) {
    st.phase = 'ask_phone';
    io.say(d.t`What is the best phone number to reach you?`);
  } else if (st.phase !== 'readback' && st.phase !== 'fix' && call.callerPhone && st.phone === call.callerPhone && !st.phoneConfirmed) {
    st.phase = 'confirm_phone';
    io.say(d.t`Is ${sayDigits(st.phone)} the best number to reach you?`);
  } else readBack(d, io);
}

function readBack(d: Dialogue, io: TurnIO) {
  const { st } = d;
  st.phase = 'readback';
  const { t } = d;
  const parts = [t`Let me read that back. Name: ${st.name}.`, t`Phone: ${sayDigits(st.phone!)}.`];
  if (st.address?.full) parts.push(t`Address: ${st.address.full}.`);
  if (st.email) parts.push(t`Email for the calendar invite: ${st.email}.`);
  parts.push(t`Appointment: ${svc(st.service!.name)} on ${d.when(st.hold!.start)}. Is that all correct?`);
  io.say(parts.join(' '));
}

/** After the read-back: once, optionally, an email for the confirmation and invite; then the booking. */
async function askEmailOrBook(d: Dialogue, io: TurnIO) {
  const { st } = d;
  if (st.email || st.emailAsked) return book(d, io);
  st.emailAsked = true;
  st.phase = 'ask_email';
  io.say(d.call.channel === 'web'
    ? d.t`Would you like the confirmation and a calendar invite by email? If so, type your email address, or no thanks.`
    : d.t`Would you like the confirmation and a calendar invite by email? If so, say your email address, or say no thanks.`);
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
  const price = priceText(st.service!, d.lang);
  io.say(d.t`You're all set. Your ${svc(st.service!.name)} is booked for ${d.day(res.start)}, ${d.window(res.start, res.end)}.`);
  if (price && !isFree(st.service!)) io.say(d.t`The estimate is ${price}; the final price depends on the job.`);
  const email = st.email;
  io.say(email ? d.t`You will get a text message confirming it, and the calendar invite at ${email}. Is there anything else I can help you with?` : d.t`You will get a text message confirming it. Is there anything else I can help you with?`);
  st.phase = 'anything_else';
  st.emailAsked = false;
  st.emailMisses = 0;
  st.service = undefined;
  st.preference = undefined;
  st.offered = [];
}

/** Which offered time the caller picked, if any ("the second one", "2 PM", "Wednesday"). */
export function pickOffered(d: Dialogue, text: string): OfferedSlot | undefined {
  return pickOption(text, d.st.offered, parseWhen(text, d.ctx.now(), d.tz, d.lang), d.localMinutes, d.localDay);
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
  const w = parseWhen(text, d.ctx.now(), d.tz, d.lang);
  if (w.preference && (w.date !== undefined || w.minutes !== undefined || (w.preference.kind === 'window' && w.preference.weekday !== undefined))) {
    await d.release();
    st.preference = w.preference;
    io.say(d.t`No problem, let me look at that instead.`);
    await searchAndOffer(d, io, 'new');
    return true;
  }
  if (changed) { readBack(d, io); return true; }
  if (yn === 'no') { st.phase = 'fix'; io.say(d.t`Sorry about that. What should I change?`); return true; }
  io.say(d.t`Is everything correct? Please say yes to book it, or tell me what to change.`);
  return true;
}

export const bookingPhases: PhaseHandlers = {
  async confirm_address(d, c, io) {
    const { st } = d;
    const a = parseAddress(c.rest);
    if (c.yn === 'yes' && !a) {
      st.address = parseAddress(st.known!.address!)!;
      await searchAndOffer(d, io, 'new');
      return true;
    }
    if (c.yn === 'no' || a) {
      st.known = { ...st.known, address: undefined } as typeof st.known;
      st.phase = 'ask_address';
      if (a) return bookingPhases.ask_address!(d, c, io);
      io.say(d.t`No problem. What's the address for the visit, including the ZIP code?`);
      return true;
    }
    return false;
  },
  async offer_booking(d, { text, yn, tp }, io) {
    if (yn === 'yes' && !tp.has('price') && !tp.has('hours')) { await startBooking(d, text, io); return true; }
    if (yn === 'no') {
      d.st.phase = 'anything_else';
      io.say(d.t`No problem. Is there anything else I can help you with?`);
      return true;
    }
    return false;
  },
  async ask_service(d, { text }, io) {
    // "The first one": from the services just listed (sayServices names them in this order).
    const i = ordinalIndex(text, d.profile.services.slice(0, 5).length);
    const u = i !== undefined ? { kind: 'service' as const, service: d.profile.services[i]!, problem: false } : understand(d, text);
    if (u?.kind === 'not_ours') { notOurs(d, io, u); return true; }
    if (u) {
      d.st.service = u.service;
      await startBooking(d, text, io);
      return true;
    }
    if (await answerQuestion(d, text, io)) {
      io.say(d.t`Which service would you like to book?`);
      return true;
    }
    io.say(d.t`Sorry, I didn't catch which service. ${sayServices(d.profile, d.lang)} Which one would you like?`);
    return true;
  },
  async ask_address(d, { rest, got }, io) {
    const { st } = d;
    const a = parseAddress(rest);
    if (a?.zip) {
      // a ZIP alone is enough to check the area and find times; the street comes later
      st.address = a.street ? a : { ...a, street: st.address?.street ?? '', full: st.address?.street ? `${st.address.street}, ${a.zip}` : a.zip };
      await searchAndOffer(d, io, 'new');
      return true;
    }
    const street = a?.street ? a : st.address?.street && got.address ? st.address : undefined;
    const loose = street ? undefined : looseStreet(rest.replace(/\b(i'?m|my name is|this is)\s+\w+/i, ''));
    if (street || loose) {
      st.address = street ?? { street: loose!, full: loose! };
      io.say(got.name ? d.t`Thanks, ${got.name}. And the ZIP code?` : d.t`And the ZIP code?`);
      return true;
    }
    if (await answerQuestion(d, rest, io)) {
      io.say(d.t`What's the address for the visit, with the ZIP code?`);
      return true;
    }
    if (got.name || got.phone) {
      io.say(got.name ? d.t`Thanks, ${got.name}. And the address for the visit, with the ZIP code?` : d.t`Thanks. And the address for the visit, with the ZIP code?`);
      return true;
    }
    io.say(d.t`Sorry, I didn't get the address. Please say the street address and the ZIP code.`);
    return true;
  },
  async offer(d, { text, yn }, io) {
    const { st } = d;
    const pick = pickOffered(d, text);
    if (pick) { await afterPick(d, pick, io); return true; }
    if (yn === 'yes' && st.offered.length === 1) { await afterPick(d, st.offered[0]!, io); return true; }
    const w = parseWhen(text, d.ctx.now(), d.tz, d.lang);
    if (w.preference) {
      st.preference = w.preference;
      await searchAndOffer(d, io, 'new');
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
  ask_name(d, { rest, got }, io) {
    const bare = got.address ? rest.replace(got.address.street, ' ').replace(got.address.zip ?? '\u0000', ' ') : rest;
    const n = got.name ?? parseName(bare, { bare: true });
    if (n) {
      d.st.name = n;
      nextDetail(d, io);
      return true;
    }
    if (got.phone || got.address) { io.say(d.t`Thanks. And your name, please?`); return true; }
    io.say(d.t`Sorry, I didn't catch your name. Could you say it again?`);
    return true;
  },
  confirm_phone(d, { yn, got }, io) {
    const { st } = d;
    if (got.phone || yn === 'yes') { st.phoneConfirmed = true; readBack(d, io); return true; }
    if (yn === 'no') { st.phase = 'ask_phone'; io.say(d.t`What number should we use?`); return true; }
    io.say(d.t`Should we reach you at ${sayDigits(st.phone!)}? Please say yes or no.`);
    return true;
  },
  ask_phone(d, { text, got }, io) {
    const p = got.phone ?? parsePhone(text);
    if (p) { d.st.phone = p; d.st.phoneConfirmed = true; readBack(d, io); return true; }
    io.say(d.call.channel === 'web' ? d.t`Sorry, I didn't get a full ten-digit number. Could you write it again?` : d.t`Sorry, I didn't get a full ten-digit number. Please say it digit by digit.`);
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
    if (isCorrection(text) || parseWhen(text, d.ctx.now(), d.tz, d.lang).date !== undefined) {
      // "actually make it Thursday": back to the read-back's corrections
      st.phase = 'readback';
      return readbackOrFix(d, c, io);
    }
    if (yn === 'yes' && st.emailMisses === 0 && !/@|\bat\b/.test(text)) {
      st.emailMisses++;
      io.say(d.call.channel === 'web' ? d.t`Sure. What is your email address?` : d.t`Sure. What is your email address? For example, jane dot doe at gmail dot com.`);
      return true;
    }
    if (++st.emailMisses >= 3) {
      io.say(d.t`Sorry, I couldn't get the email address. I'll send the confirmation by text.`);
      await book(d, io);
      return true;
    }
    io.say(d.t`Sorry, I didn't get that email address. Please say it like jane dot doe at gmail dot com, or say no thanks.`);
    return true;
  },
};
