import type { TurnIO } from '../../brain';
import { matchService, parseZip, topics } from '../../nlu';
import { sayHours, sayPrice, sayServices } from '../../say-facts';
import { isToolError, type ToolError } from '../../tools';
import type { Dialogue } from '../context';

/**
 * Questions about the business (who, prices, services, hours, address, area, payment), answered
 * only from the profile and the tools. True when at least one was answered.
 *
 * Hook point for facts the owner added later (answers to questions the receptionist could not
 * answer): extend here, after the built-in topics.
 */
export async function answerQuestion(d: Dialogue, text: string, io: TurnIO): Promise<boolean> {
  const { st, profile } = d;
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
