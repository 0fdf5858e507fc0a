import type { TurnIO } from '../../brain';
import { parseName } from '../../nlu';
import type { Dialogue, PhaseHandlers } from '../context';

/** Takes the caller's message for the owner (urgent after an unanswered transfer). */
export async function takeMessage(d: Dialogue, text: string, io: TurnIO) {
  const { st } = d;
  const name = parseName(text) ?? st.name;
  await io.tool('take_message', { message: text, ...(name ? { name } : {}), ...(st.phone ? { phone: st.phone } : {}), urgent: st.urgentMessage });
  if (st.urgentMessage) {
    io.say(d.t`Thank you. I've sent your message to ${d.ownerWord} marked urgent, and they'll call you back as soon as possible. Goodbye.`);
    io.end({ reason: 'done' });
    return;
  }
  io.say(d.t`Thank you, I've passed your message on. Is there anything else I can help you with?`);
  st.phase = 'anything_else';
}

export function askForMessage(d: Dialogue, io: TurnIO) {
  d.st.phase = 'message_body';
  io.say(d.t`Of course. What message would you like me to pass on?`);
}

export const messagePhases: PhaseHandlers = {
  async message_body(d, { text }, io) {
    if (text.length < 3) {
      io.say(d.t`Sorry, I didn't catch that. What message should I pass on?`);
      return true;
    }
    await takeMessage(d, text, io);
    return true;
  },
  message_offer(d, { yn }, io) {
    if (yn === 'yes') {
      d.st.phase = 'message_body';
      io.say(d.t`Go ahead, what is your message?`);
      return true;
    }
    if (yn === 'no') {
      d.st.phase = 'anything_else';
      io.say(d.t`Okay. Is there anything else I can help you with?`);
      return true;
    }
    return false;
  },
};
