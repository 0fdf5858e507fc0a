import type { TurnIO } from '../../brain';
import { matchService } from '../../nlu';
import type { Cues, Dialogue, PhaseHandlers } from '../context';
import { startBooking } from './booking';
import { findMine } from './change';
import { goodbye } from './outcomes';
import { answerQuestion } from './questions';

const MENU = 'I can book an appointment, answer questions about our services, prices and hours, or take a message for the owner.';

/** Outside any question (or an answer that was not one): what does the caller want? */
export async function routeIntent(d: Dialogue, { text, tp }: Cues, io: TurnIO): Promise<void> {
  const { st } = d;
  if (tp.has('cancel')) return findMine(d, io, 'cancel', text);
  if (tp.has('reschedule')) return findMine(d, io, 'reschedule', text);
  const answered = await answerQuestion(d, text, io);
  const s = matchService(text, d.profile.services);
  if (tp.has('book') || (s && !answered)) {
    if (s) st.service = s;
    st.strikes = 0;
    return startBooking(d, text, io);
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

export const openPhases: PhaseHandlers = {
  async anything_else(d, { yn, tp }, io) {
    if (yn === 'no' || tp.has('thanks') && !tp.has('book')) { await d.release(); goodbye(d, io); return true; }
    return false;
  },
  open: () => false,
};
