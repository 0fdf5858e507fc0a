import type { TurnIO } from '../../brain';
import type { Cues, Dialogue, PhaseHandlers } from '../context';
import { notOurs, startBooking, understand } from './booking';
import { findMine } from './change';
import { goodbye } from './outcomes';
import { answerQuestion } from './questions';
import { asksForSpanish } from '../../i18n';
import { wouldRepeat } from '../guard';

/** A turn that only greets ("hi there", "hello?", "hola", "buenas tardes"). */
const GREETING_ONLY = /^\s*[¡¿]?\s*(hi|hey|hello|hiya|good (morning|afternoon|evening)|hola|al[oó]|buen(os|as) (d[ií]as|tardes|noches)|buenas)( there)?\s*[!?.,]*\s*$/i;


/** Outside any question (or an answer that was not one): what does the caller want? */
export async function routeIntent(d: Dialogue, { text, tp }: Cues, io: TurnIO): Promise<void> {
  const { st } = d;
  // "Hello?", "Hola", "¿Habla español?" on their own: a greeting back, not a strike.
  if (tp.size === 0 && (GREETING_ONLY.test(text) || (asksForSpanish(text) && text.split(/\s+/).length <= 6))) {
    st.phase = st.phase === 'anything_else' ? 'anything_else' : 'open';
    io.say(asksForSpanish(text) && d.lang === 'es' ? d.t`Yes, of course. How can I help you today?` : d.t`Hello! How can I help you today?`);
    return;
  }
  if (tp.has('cancel')) return findMine(d, io, 'cancel', text);
  if (tp.has('reschedule')) return findMine(d, io, 'reschedule', text);
  const answered = await answerQuestion(d, text, io);
  const u = understand(d, text);
  if (u?.kind === 'not_ours') { if (!answered) notOurs(d, io, u); return; }
  const s = u?.service;
  if (tp.has('book') || (s && !answered)) {
    if (s) st.service = s;
    st.strikes = 0;
    return startBooking(d, text, io);
  }
  if (answered) {
    st.strikes = 0;
    st.answered = (st.answered ?? 0) + 1;
    if (st.phase === 'open' || st.phase === 'anything_else' || st.phase === 'offer_booking') {
      // Question after question: the follow-up changes once it has been asked twice, then the
      // answer stands alone (a third identical follow-up would trip the loop guard and lose the answer).
      const offerBooking = d.t`Would you like to book an appointment?`;
      const anythingElse = d.t`Is there anything else you'd like to know? I can also book a visit.`;
      if (!wouldRepeat(d, [offerBooking])) { st.phase = 'offer_booking'; io.say(offerBooking); }
      else if (!wouldRepeat(d, [anythingElse])) { st.phase = 'offer_booking'; io.say(anythingElse); }
    }
    return;
  }
  if (tp.has('thanks')) { io.say(d.t`You are welcome! Is there anything else I can help you with?`); st.phase = 'anything_else'; return; }
  // No fact for it: the owner's answer from the portal, or the question is kept for the owner.
  const learned = await io.tool<{ answer?: string }>('unanswered_question', { question: text });
  if (learned.answer) { st.strikes = 0; st.phase = 'anything_else'; io.say(d.t`${learned.answer} Is there anything else I can help you with?`); return; }
  st.strikes++;
  if (st.strikes >= 3) {
    st.phase = 'message_offer';
    io.say(d.t`I'm sorry, I'm having trouble understanding. Would you like me to take a message for the owner?`);
    return;
  }
  const menu = d.t`I can book an appointment, answer questions about our services, prices and hours, or take a message for the owner.`;
  io.say(text.length < 3 ? d.t`Sorry, I didn't catch that. ${menu}` : d.t`I'm sorry, I can't help with that. ${menu}`);
}

export const openPhases: PhaseHandlers = {
  async anything_else(d, { yn, tp }, io) {
    if (yn === 'no' || tp.has('thanks') && !tp.has('book')) { await d.release(); goodbye(d, io); return true; }
    return false;
  },
  open: () => false,
};
