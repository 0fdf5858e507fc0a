import type { TurnIO } from '../../brain';
import { isEmergency, needs911, saysOwnerEmergencyWord } from '../../kinds';
import type { Cues, Dialogue, PhaseHandlers } from '../context';
import { startBooking } from './booking';
import { transfer } from './outcomes';

/** An emergency outranks everything, except while one is being handled. True when it took the turn. */
export function detectEmergency(d: Dialogue, c: Cues, io: TurnIO): boolean {
  const { st } = d;
  if (st.emergencyHandled || !(isEmergency(d.profile.kind, c.text) || saysOwnerEmergencyWord(d.profile.emergencyWords, c.text))) return false;
  st.emergencyHandled = true;
  st.phase = 'emergency_offer';
  if (needs911(c.text)) io.say(d.t`If anyone is in danger, please hang up and dial 9 1 1 right away.`);
  io.say(d.t`That sounds like an emergency. I can connect you to ${d.ownerWord} right now. Would you like me to transfer you?`);
  st.emergencyText = c.text;
  return true;
}

export const emergencyPhases: PhaseHandlers = {
  async emergency_offer(d, { yn, text }, io) {
    if (yn === 'yes') { await transfer(d, io, 'emergency', d.st.emergencyText.slice(0, 200)); return true; }
    if (yn === 'no') {
      d.st.preference = { kind: 'asap' };
      io.say(d.t`Okay. I'll find the earliest visit I can.`);
      await startBooking(d, `${d.st.emergencyText} ${text}`, io);
      return true;
    }
    io.say(d.t`Should I connect you to ${d.ownerWord} right now? Please say yes or no.`);
    return true;
  },
};
