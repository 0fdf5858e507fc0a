import type { TurnIO } from '../../brain';
import { matchService, parseZip, topics } from '../../nlu';
import { isFree, priceText } from '../../profile';
import { understandRequest, workIn } from '../../problems';
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
    io.say(d.t`I'm the virtual assistant for ${profile.name}, an automated receptionist.`);
    answered = true;
  }
  if (tp.has('price')) {
    const s = matchService(text, profile.services) ?? st.service;
    if (s) st.service = s;
    await io.tool('list_services', {});
    io.say(s ? sayPrice(profile, s.name, d.lang) : sayServices(profile, d.lang));
    answered = true;
  } else if (tp.has('services')) {
    const u = understandRequest(profile, text);
    await io.tool('list_services', {});
    // What they asked about is what a "yes" to booking books.
    if (u && u.kind !== 'not_ours') st.service = u.service;
    if (u?.kind === 'service') io.say(d.t`Yes, we do ${u.service.name.toLowerCase()}. ${sayPrice(profile, u.service.name, d.lang)}`);
    else if (u?.kind === 'general') {
      const price = priceText(u.service, d.lang);
      const cost = !price ? '' : isFree(u.service) ? d.t`, free of charge` : `, ${price}`;
      io.say(d.t`We can send someone to take a look: a ${u.service.name.toLowerCase()}, about ${u.service.durationMinutes} minutes${cost}; the technician confirms what the job needs.`);
    } else if (u?.kind === 'not_ours') {
      st.phase = 'message_offer';
      io.say(d.t`No, ${profile.name} doesn't do ${workIn(d.lang, u.work)}. I can take a message for the owner if you like.`);
    } else io.say(sayServices(profile, d.lang));
    answered = true;
  }
  if (tp.has('hours')) {
    await io.tool('business_facts', {});
    io.say(sayHours(profile.schedule, d.lang));
    answered = true;
  }
  if (tp.has('address')) {
    const { t } = d;
    io.say(profile.travels ? (profile.address ? t`We come to you; our base is ${profile.address}.` : t`We come to you.`) : profile.address ? t`We're at ${profile.address}.` : t`I don't have the address on file; the owner can give you directions.`);
    answered = true;
  }
  if (tp.has('area')) {
    const zip = parseZip(text);
    if (!profile.travels) io.say(profile.address ? d.t`Customers come to us at ${profile.address}.` : d.t`Customers come to us.`);
    else if (zip) {
      const r = await io.tool<{ inArea: boolean } | ToolError>('check_service_area', { zip });
      const spoken = zip.split('').join(' ');
      io.say(isToolError(r) ? r.say : r.inArea ? d.t`Yes, ${spoken} is in our service area.` : d.t`I'm sorry, ${spoken} is outside our ${profile.radiusMiles}-mile service area.`);
    } else io.say(profile.address ? d.t`We serve customers within ${profile.radiusMiles} miles of ${profile.address}. What's your ZIP code?` : d.t`We serve customers within ${profile.radiusMiles} miles. What's your ZIP code?`);
    answered = true;
  }
  if (tp.has('payment')) {
    io.say(profile.paymentOptions ? d.t`About payment: ${profile.paymentOptions}` : d.t`I don't have the payment options on file; the technician can go over that with you.`);
    answered = true;
  }
  return answered;
}
