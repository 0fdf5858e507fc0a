import type { ServiceOffering } from '@bookline/contracts';
import type { Preference } from '../scheduling';
import { localDate, localParts, weekdayIndex } from '../scheduling/zoned';
import type { Brain, CallInfo, TurnIO } from './brain';
import { isEmergency, needs911 } from './kinds';
import type { Booking as LedgerBooking } from '../calendar/bookings';
import { isCorrection, matchService, parseAddress, parseEmail, parseName, parsePhone, parseWhen, parseZip, pickOption, topics, yesNo, type ParsedAddress, type When } from './nlu';
import { priceText, type BusinessProfile } from './profile';
import { sayHours, sayPrice, sayServices } from './say-facts';
import { sayDigits, sayList, sayWhen, sayWindow, svc } from './speech';
import { isToolError, releaseHold, type OfferedSlot, type ToolContext, type ToolError } from './tools';

type Phase =
  | 'open' | 'offer_booking' | 'emergency_offer' | 'ask_service' | 'ask_address' | 'offer' | 'ask_name' | 'confirm_phone'
  | 'ask_phone' | 'readback' | 'fix' | 'ask_email' | 'anything_else' | 'pick_booking' | 'resched_when' | 'resched_offer' | 'resched_confirm'
  | 'cancel_confirm' | 'message_body' | 'message_offer';

interface State {
  phase: Phase;
  service?: ServiceOffering;
  preference?: Preference;
  address?: ParsedAddress;
  offered: OfferedSlot[];
  hold?: { id: string; start: number; end: number; technicianId: string };
  name?: string;
  phone?: string;
  email?: string;
  strikes: number;
  emergencyHandled: boolean;
  target?: LedgerBooking;
  candidates: LedgerBooking[];
  newSlot?: OfferedSlot;
  urgentMessage: boolean;
  /** The optional email question is asked once per booking; misses before giving up. */
  emailAsked: boolean;
  emailMisses: number;
}

const MENU = 'I can book an appointment, answer questions about our services, prices and hours, or take a message for the owner.';

/**
 * The built-in dialogue engine: intent detection and slot filling over the caller's words,
 * offline and deterministic. It states no fact (price, hour, slot) that did not come from a
 * tool or the business profile.
 */
export function createDialogueEngine({ profile, call, ctx }: { profile: BusinessProfile; call: CallInfo; ctx: ToolContext }): Brain {
  const st: State = {
    phase: call.mode === 'message' ? 'message_body' : 'open', offered: [], strikes: 0, emergencyHandled: call.mode === 'message',
    candidates: [], urgentMessage: call.mode === 'message', emailAsked: false, emailMisses: 0,
  };
  if (call.callerPhone) st.phone = call.callerPhone;
  const tz = profile.timeZone;
  const when = (t: number) => sayWhen(t, tz);
  const localMinutes = (t: number) => { const p = localParts(t, tz); return p.hour * 60 + p.minute; };
  const localDay = (t: number) => { const date = localDate(t, tz); return { date, weekday: weekdayIndex(date) }; };
  const ownerWord = profile.ownerPhone ? 'the owner' : 'the team';

  async function release() {
    if (st.hold) {
      await releaseHold(ctx, st.hold.id);
      st.hold = undefined;
    }
  }

  function offerSentence(slots: OfferedSlot[]) {
    const said = slots.map((s, i) => (i > 0 && localDate(s.start, tz) === localDate(slots[i - 1]!.start, tz) ? `${when(s.start).split(',')[0]} at ${sayTimeOnly(s.start)}` : when(s.start)));
    return slots.length === 1 ? `The first time I have is ${said[0]}. Does that work?` : `I have ${sayList(said)}. Which works best for you?`;
  }
  const sayTimeOnly = (t: number) => `${when(t).split(' at ')[1]}`;

  async function searchAndOffer(io: TurnIO, kind: 'new' | 'resched'): Promise<void> {
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
          st.offered = again.slots;
          st.phase = kind === 'new' ? 'offer' : 'resched_offer';
          io.say(offerSentence(again.slots));
          return;
        }
      }
      st.phase = 'message_offer';
      io.say('Would you like me to take a message for the owner instead?');
      return;
    }
    st.offered = res.slots;
    st.phase = kind === 'new' ? 'offer' : 'resched_offer';
    io.say(offerSentence(res.slots));
  }

  async function startBooking(text: string, io: TurnIO) {
    if (!st.service) st.service = matchService(text, profile.services);
    const w = parseWhen(text, ctx.now(), tz);
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
    await searchAndOffer(io, 'new');
  }

  async function afterPick(slot: OfferedSlot, io: TurnIO) {
    const held = await io.tool<{ holdId: string; start: number; end: number } | (ToolError & { alternatives?: OfferedSlot[] })>('hold_slot', {
      service: st.service!.name, start: slot.start, technicianId: slot.technicianId, ...(st.address?.zip ? { zip: st.address.zip } : {}),
    });
    if (isToolError(held)) {
      io.say(held.say);
      if (held.alternatives?.length) {
        st.offered = held.alternatives;
        st.phase = 'offer';
        io.say(offerSentence(held.alternatives));
      } else {
        st.phase = 'message_offer';
        io.say('Would you like me to take a message for the owner instead?');
      }
      return;
    }
    st.hold = { id: held.holdId, start: held.start, end: held.end, technicianId: slot.technicianId };
    io.say(`Great, I'm holding ${when(held.start)} for you.`);
    nextDetail(io);
  }

  function nextDetail(io: TurnIO) {
    if (!st.name) {
      st.phase = 'ask_name';
      io.say('Can I have your name, please?');
    } else if (!st.phone) {
      st.phase = 'ask_phone';
      io.say('What is the best phone number to reach you?');
    } else if (st.phase !== 'readback' && st.phase !== 'fix' && call.callerPhone && st.phone === call.callerPhone && !confirmedPhone) {
      st.phase = 'confirm_phone';
      io.say(`Is ${sayDigits(st.phone)} the best number to reach you?`);
    } else readBack(io);
  }
  let confirmedPhone = false;

  function readBack(io: TurnIO) {
    st.phase = 'readback';
    const parts = [`Let me read that back. Name: ${st.name}.`, `Phone: ${sayDigits(st.phone!)}.`];
    if (st.address?.full) parts.push(`Address: ${st.address.full}.`);
    if (st.email) parts.push(`Email for the calendar invite: ${st.email}.`);
    parts.push(`Appointment: ${svc(st.service!.name)} on ${when(st.hold!.start)}. Is that all correct?`);
    io.say(parts.join(' '));
  }

  /** After the read-back: once, optionally, an email for the confirmation and invite; then the booking. */
  async function askEmailOrBook(io: TurnIO) {
    if (st.email || st.emailAsked) return book(io);
    st.emailAsked = true;
    st.phase = 'ask_email';
    io.say('Would you like the confirmation and a calendar invite by email? If so, say or type your email address, or say no thanks.');
  }

  async function book(io: TurnIO) {
    const res = await io.tool<LedgerBooking | ToolError>('confirm_booking', {
      holdId: st.hold!.id, service: st.service!.name,
      customer: { name: st.name, phone: st.phone, ...(st.address?.full ? { address: st.address.full } : {}), ...(st.email ? { email: st.email } : {}) },
    });
    if (isToolError(res)) {
      st.hold = undefined;
      io.say(res.say);
      await searchAndOffer(io, 'new');
      return;
    }
    st.hold = undefined;
    const price = priceText(st.service!);
    io.say(`You're all set. Your ${svc(st.service!.name)} is booked for ${when(res.start).split(' at ')[0]}, ${sayWindow(res.start, res.end, tz)}.`);
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

  async function findMine(io: TurnIO, purpose: 'reschedule' | 'cancel', text: string) {
    const name = parseName(text) ?? st.name;
    const res = await io.tool<{ bookings: LedgerBooking[] }>('find_bookings', { ...(st.phone ? { phone: st.phone } : {}), ...(name ? { name } : {}) });
    if (!res.bookings.length) {
      if (!name) {
        st.phase = 'pick_booking';
        st.candidates = [];
        pendingPurpose = purpose;
        io.say("I couldn't find a booking for the number you're calling from. What name is the booking under?");
        return;
      }
      io.say(`I couldn't find an upcoming booking under ${name}. I can take a message for the owner if you like.`);
      st.phase = 'message_offer';
      return;
    }
    st.candidates = res.bookings;
    pendingPurpose = purpose;
    if (res.bookings.length === 1) return chooseTarget(res.bookings[0]!, io, text);
    st.phase = 'pick_booking';
    io.say(`I see ${res.bookings.length} bookings: ${sayList(res.bookings.slice(0, 3).map((b) => `${b.serviceName} on ${when(b.start)}`))}. Which one?`);
  }
  let pendingPurpose: 'reschedule' | 'cancel' = 'reschedule';

  async function chooseTarget(b: LedgerBooking, io: TurnIO, text: string) {
    st.target = b;
    if (pendingPurpose === 'cancel') {
      st.phase = 'cancel_confirm';
      io.say(`I see your ${svc(b.serviceName)} on ${when(b.start)}. Would you like me to cancel it?`);
      return;
    }
    const w = parseWhen(text, ctx.now(), tz);
    if (w.preference && (w.date !== undefined || w.minutes !== undefined || w.preference.kind === 'asap' || w.preference.weekday !== undefined)) {
      st.preference = w.preference;
      io.say(`I see your ${svc(b.serviceName)} on ${when(b.start)}.`);
      await searchAndOffer(io, 'resched');
      return;
    }
    st.phase = 'resched_when';
    io.say(`I see your ${svc(b.serviceName)} on ${when(b.start)}. What day and time would you like instead?`);
  }

  function goodbye(io: TurnIO) {
    io.say(`Thank you for calling ${profile.name}. Goodbye!`);
    io.end({ reason: 'done' });
  }

  async function transfer(io: TurnIO, reason: 'transfer' | 'emergency', summary: string) {
    await release();
    const r = await io.tool<{ handoff: { reason: 'transfer' | 'emergency' } }>('transfer_to_owner', { reason, summary });
    io.say(`Okay, I'm connecting you to ${ownerWord} now. Please hold.`);
    io.end({ ...r.handoff, ...(st.name ? { callerName: st.name } : {}), summary });
  }

  /** Answers a question about the business; true when one was answered. */
  async function answerQuestion(text: string, io: TurnIO): Promise<boolean> {
    const tp = topics(text);
    let answered = false;
    if (tp.has('who')) {
      io.say(`I'm the virtual assistant for ${profile.name}, an automated receptionist.`);
      answered = true;
    }
    if (tp.has('price')) {
      const s = matchService(text, profile.services) ?? st.service;
      if (s) st.service = s;
      await io.tool('list_services', {});
      io.say(s ? sayPrice(profile, s.name) : sayServices(profile));
      answered = true;
    } else if (tp.has('services')) {
      const s = matchService(text, profile.services);
      await io.tool('list_services', {});
      io.say(s ? `Yes, we do ${s.name}. ${sayPrice(profile, s.name)}` : sayServices(profile));
      answered = true;
    }
    if (tp.has('hours')) {
      await io.tool('business_facts', {});
      io.say(sayHours(profile.schedule));
      answered = true;
    }
    if (tp.has('address')) {
      io.say(profile.travels ? `We come to you${profile.address ? `; our base is ${profile.address}` : ''}.` : profile.address ? `We're at ${profile.address}.` : "I don't have the address on file; the owner can give you directions.");
      answered = true;
    }
    if (tp.has('area')) {
      const zip = parseZip(text);
      if (!profile.travels) io.say(`Customers come to us${profile.address ? ` at ${profile.address}` : ''}.`);
      else if (zip) {
        const r = await io.tool<{ inArea: boolean } | ToolError>('check_service_area', { zip });
        io.say(isToolError(r) ? r.say : r.inArea ? `Yes, ${zip.split('').join(' ')} is in our service area.` : `I'm sorry, ${zip.split('').join(' ')} is outside our ${profile.radiusMiles}-mile service area.`);
      } else io.say(`We serve customers within ${profile.radiusMiles} miles${profile.address ? ` of ${profile.address}` : ''}. What's your ZIP code?`);
      answered = true;
    }
    if (tp.has('payment')) {
      io.say(profile.paymentOptions ? `About payment: ${profile.paymentOptions}` : "I don't have the payment options on file; the technician can go over that with you.");
      answered = true;
    }
    return answered;
  }

  async function handleMessageBody(text: string, io: TurnIO) {
    const name = parseName(text) ?? st.name;
    await io.tool('take_message', { message: text, ...(name ? { name } : {}), ...(st.phone ? { phone: st.phone } : {}), urgent: st.urgentMessage });
    if (st.urgentMessage) {
      io.say(`Thank you. I've sent your message to ${ownerWord} marked urgent, and they'll call you back as soon as possible. Goodbye.`);
      io.end({ reason: 'done' });
      return;
    }
    io.say(`Thank you, I've passed your message on. Is there anything else I can help you with?`);
    st.phase = 'anything_else';
  }

  async function turn(raw: string, io: TurnIO): Promise<void> {
    const text = raw.trim();
    const yn = yesNo(text);
    const tp = topics(text);

    // An emergency outranks everything, except while one is being handled.
    if (!st.emergencyHandled && isEmergency(profile.kind, text)) {
      st.emergencyHandled = true;
      st.phase = 'emergency_offer';
      if (needs911(text)) io.say('If anyone is in danger, please hang up and dial 9 1 1 right away.');
      io.say(`That sounds like an emergency. I can connect you to ${ownerWord} right now. Would you like me to transfer you?`);
      emergencyText = text;
      return;
    }
    if (tp.has('human') && st.phase !== 'message_body') return transfer(io, 'transfer', text.slice(0, 200));
    if (tp.has('message') && st.phase !== 'message_body') {
      st.phase = 'message_body';
      io.say('Of course. What message would you like me to pass on?');
      return;
    }
    if (tp.has('goodbye') && !['message_body', 'readback', 'ask_email'].includes(st.phase) && !tp.has('book')) {
      await release();
      return goodbye(io);
    }

    switch (st.phase) {
      case 'emergency_offer':
        if (yn === 'yes') return transfer(io, 'emergency', emergencyText.slice(0, 200));
        if (yn === 'no') {
          st.preference = { kind: 'asap' };
          io.say("Okay. I'll find the earliest visit I can.");
          return startBooking(`${emergencyText} ${text}`, io);
        }
        io.say('Should I connect you to the owner right now? Please say yes or no.');
        return;
      case 'message_body':
        if (text.length < 3) {
          io.say("Sorry, I didn't catch that. What message should I pass on?");
          return;
        }
        return handleMessageBody(text, io);
      case 'message_offer':
        if (yn === 'yes') {
          st.phase = 'message_body';
          io.say('Go ahead, what is your message?');
          return;
        }
        if (yn === 'no') {
          st.phase = 'anything_else';
          io.say('Okay. Is there anything else I can help you with?');
          return;
        }
        break;
      case 'offer_booking':
        if (yn === 'yes' && !tp.has('price') && !tp.has('hours')) return startBooking(text, io);
        if (yn === 'no') {
          st.phase = 'anything_else';
          io.say('No problem. Is there anything else I can help you with?');
          return;
        }
        break;
      case 'ask_service': {
        const s = matchService(text, profile.services);
        if (s) {
          st.service = s;
          return startBooking(text, io);
        }
        if (await answerQuestion(text, io)) {
          io.say('Which service would you like to book?');
          return;
        }
        io.say(`Sorry, I didn't catch which service. ${sayServices(profile)} Which one would you like?`);
        return;
      }
      case 'ask_address': {
        const a = parseAddress(text);
        if (a?.zip) {
          st.address = a.street ? a : { ...a, full: st.address?.street ? `${st.address.street}, ${a.zip}` : a.zip };
          if (!a.street && !st.address.street) {
            // ZIP only: good enough to check the area and find times; the street comes later
          }
          return searchAndOffer(io, 'new');
        }
        if (a?.street) {
          st.address = a;
          io.say('And the ZIP code?');
          return;
        }
        if (await answerQuestion(text, io)) {
          io.say("What's the address for the visit, with the ZIP code?");
          return;
        }
        io.say("Sorry, I didn't get the address. Please say the street address and the ZIP code.");
        return;
      }
      case 'offer':
      case 'resched_offer': {
        const w = parseWhen(text, ctx.now(), tz);
        const pick = pickOption(text, st.offered, w, localMinutes, localDay);
        if (pick) {
          if (st.phase === 'resched_offer') {
            st.newSlot = pick;
            st.phase = 'resched_confirm';
            io.say(`To confirm: move your ${svc(st.target!.serviceName)} from ${when(st.target!.start)} to ${when(pick.start)}?`);
            return;
          }
          return afterPick(pick, io);
        }
        if (yn === 'yes' && st.offered.length === 1) return st.phase === 'offer' ? afterPick(st.offered[0]!, io) : (st.newSlot = st.offered[0]!, st.phase = 'resched_confirm', io.say(`To confirm: move your ${svc(st.target!.serviceName)} to ${when(st.offered[0]!.start)}?`));
        if (w.preference) {
          st.preference = w.preference;
          return searchAndOffer(io, st.phase === 'offer' ? 'new' : 'resched');
        }
        if (yn === 'no' || /\b(none|neither|other|else|different|later|earlier)\b/i.test(text)) {
          io.say('What day or time would suit you better?');
          return;
        }
        if (yn === 'yes') {
          io.say(`Which one: ${sayList(st.offered.map((s) => when(s.start)))}?`);
          return;
        }
        break;
      }
      case 'ask_name': {
        const n = parseName(text, { bare: true });
        if (n) {
          st.name = n;
          const p = parsePhone(text);
          if (p) { st.phone = p; confirmedPhone = true; }
          return nextDetail(io);
        }
        io.say("Sorry, I didn't catch your name. Could you say it again?");
        return;
      }
      case 'confirm_phone': {
        const p = parsePhone(text);
        if (p) { st.phone = p; confirmedPhone = true; return readBack(io); }
        if (yn === 'yes') { confirmedPhone = true; return readBack(io); }
        if (yn === 'no') { st.phase = 'ask_phone'; io.say('What number should we use?'); return; }
        io.say(`Should we reach you at ${sayDigits(st.phone!)}? Please say yes or no.`);
        return;
      }
      case 'ask_phone': {
        const p = parsePhone(text);
        if (p) { st.phone = p; confirmedPhone = true; return readBack(io); }
        io.say("Sorry, I didn't get a full ten-digit number. Please say it digit by digit.");
        return;
      }
      case 'readback':
      case 'fix': {
        if (yn === 'yes' && !isCorrection(text)) return askEmailOrBook(io);
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
        const w = parseWhen(text, ctx.now(), tz);
        if (w.preference && (w.date !== undefined || w.minutes !== undefined || (w.preference.kind === 'window' && w.preference.weekday !== undefined))) {
          await release();
          st.preference = w.preference;
          io.say('No problem, let me look at that instead.');
          return searchAndOffer(io, 'new');
        }
        if (changed) return readBack(io);
        if (yn === 'no') { st.phase = 'fix'; io.say('Sorry about that. What should I change?'); return; }
        io.say('Is everything correct? Please say yes to book it, or tell me what to change.');
        return;
      }
      case 'ask_email': {
        const em = parseEmail(text);
        if (em) {
          st.email = em;
          return book(io);
        }
        if (yn === 'no' || tp.has('thanks') && yn !== 'yes') return book(io);
        if (isCorrection(text) || parseWhen(text, ctx.now(), tz).date !== undefined) {
          // "actually make it Thursday": back to the read-back's corrections
          st.phase = 'readback';
          return turn(text, io);
        }
        if (yn === 'yes' && st.emailMisses === 0 && !/@|\bat\b/.test(text)) {
          st.emailMisses++;
          io.say('Sure. What is your email address? For example, jane dot doe at gmail dot com.');
          return;
        }
        if (++st.emailMisses >= 3) {
          io.say("Sorry, I couldn't get the email address. I'll send the confirmation by text.");
          return book(io);
        }
        io.say("Sorry, I didn't get that email address. Please say it like jane dot doe at gmail dot com, or say no thanks.");
        return;
      }
      case 'pick_booking': {
        if (!st.candidates.length) return findMine(io, pendingPurpose, text.match(/\b(my name is|under|it's|name)\b/i) ? text : `my name is ${text}`);
        const w = parseWhen(text, ctx.now(), tz);
        const b = pickOption(text, st.candidates, w, localMinutes, localDay) ?? st.candidates.find((c) => matchService(text, [{ name: c.serviceName, durationMinutes: 60 }]));
        if (b) return chooseTarget(b, io, '');
        io.say('Which booking do you mean?');
        return;
      }
      case 'resched_when': {
        const w = parseWhen(text, ctx.now(), tz);
        if (w.preference) {
          st.preference = w.preference;
          return searchAndOffer(io, 'resched');
        }
        io.say('What day and time would work better for you?');
        return;
      }
      case 'resched_confirm': {
        if (yn === 'yes') {
          const res = await io.tool<(LedgerBooking & { previousStart: number }) | (ToolError & { alternatives?: OfferedSlot[] })>('reschedule_booking', { bookingId: st.target!.id, start: st.newSlot!.start, technicianId: st.newSlot!.technicianId });
          if (isToolError(res)) {
            io.say(res.say);
            if (res.alternatives?.length) { st.offered = res.alternatives; st.phase = 'resched_offer'; io.say(offerSentence(res.alternatives)); }
            return;
          }
          io.say(`Done. Your ${svc(res.serviceName)} is now on ${when(res.start).split(' at ')[0]}, ${sayWindow(res.start, res.end, tz)}. You'll get a text with the new time. Anything else?`);
          st.phase = 'anything_else';
          return;
        }
        if (yn === 'no') { st.phase = 'resched_when'; io.say('Okay. What day and time would you prefer?'); return; }
        break;
      }
      case 'cancel_confirm': {
        if (yn === 'yes') {
          const res = await io.tool<LedgerBooking | ToolError>('cancel_booking', { bookingId: st.target!.id });
          io.say(isToolError(res) ? res.say : `Your ${svc(res.serviceName)} on ${when(res.start)} is cancelled. Is there anything else I can help you with?`);
          st.phase = 'anything_else';
          return;
        }
        if (yn === 'no') { st.phase = 'anything_else'; io.say("Okay, I've left it as it is. Anything else?"); return; }
        break;
      }
      case 'anything_else':
        if (yn === 'no' || tp.has('thanks') && !tp.has('book')) { await release(); return goodbye(io); }
        break;
      case 'open':
        break;
    }

    // Anywhere else: what does the caller want?
    if (tp.has('cancel')) return findMine(io, 'cancel', text);
    if (tp.has('reschedule')) return findMine(io, 'reschedule', text);
    const answered = await answerQuestion(text, io);
    const s = matchService(text, profile.services);
    if (tp.has('book') || (s && !answered)) {
      if (s) st.service = s;
      st.strikes = 0;
      return startBooking(text, io);
    }
    if (answered) {
      st.strikes = 0;
      if (st.phase === 'open' || st.phase === 'anything_else' || st.phase === 'offer_booking') {
        st.phase = 'offer_booking';
        io.say('Would you like to book an appointment?');
      }
      return;
    }
    if (tp.has('thanks')) { io.say('You are welcome! Is there anything else I can help you with?'); st.phase = 'anything_else'; return; }
    st.strikes++;
    if (st.strikes >= 3) {
      st.phase = 'message_offer';
      io.say("I'm sorry, I'm having trouble understanding. Would you like me to take a message for the owner?");
      return;
    }
    io.say(text.length < 3 ? `Sorry, I didn't catch that. ${MENU}` : `I'm sorry, I can't help with that. ${MENU}`);
  }
  let emergencyText = '';

  return {
    turn,
    async dispose() {
      await release();
    },
  };
}

export type { When };
