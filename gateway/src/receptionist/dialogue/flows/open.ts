import type { TurnIO } from '../../brain';
import type { Cues, Dialogue, PhaseHandlers } from '../context';
import { notOurs, startBooking, understand } from './booking';
import { findMine } from './change';
import { goodbye } from './outcomes';
import { answerQuestion } from './questions';


/** Outside any question (or an answer that was not one): what does the caller want? */
export async function routeIntent(d: Dialogue, { text, tp }: Cues, io: TurnIO): Promise<void> {
  const { st } = d;
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
    if (st.phase === 'open' || st.phase === 'anything_else' || st.phase === 'offer_booking') {
      st.phase = 'offer_booking';
      io.say(d.t`Would you like to book an appointment?`);
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
