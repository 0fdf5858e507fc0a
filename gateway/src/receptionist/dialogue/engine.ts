import type { Brain, CallInfo, TurnIO } from '../brain';
import { topics, yesNo } from '../nlu';
import type { BusinessProfile } from '../profile';
import type { ToolContext } from '../tools';
import { createDialogue, type Cues, type PhaseHandlers } from './context';
import { bookingPhases } from './flows/booking';
import { changePhases } from './flows/change';
import { detectEmergency, emergencyPhases } from './flows/emergency';
import { askForMessage, messagePhases } from './flows/message';
import { openPhases, routeIntent } from './flows/open';
import { goodbye, transfer } from './flows/outcomes';
import { initialState, type DialogueState } from './state';

const PHASES: PhaseHandlers = { ...openPhases, ...bookingPhases, ...changePhases, ...messagePhases, ...emergencyPhases };

export interface DialogueBrain extends Brain {
  /** The dialogue state now (plain JSON; persist it with `serializeState`). */
  snapshot(): DialogueState;
}

/**
 * The built-in dialogue engine: intent detection and slot filling over the caller's words,
 * offline and deterministic. It states no fact (price, hour, slot) that did not come from a
 * tool or the business profile. All it knows of the call is one `DialogueState`; pass a
 * restored one as `state` to continue a call after a reconnect.
 */
export function createDialogueEngine({ profile, call, ctx, state }: { profile: BusinessProfile; call: CallInfo; ctx: ToolContext; state?: DialogueState }): DialogueBrain {
  const st = state ?? initialState(call);
  const d = createDialogue({ st, profile, call, ctx });

  async function turn(raw: string, io: TurnIO): Promise<void> {
    const text = raw.trim();
    const c: Cues = { text, yn: yesNo(text), tp: topics(text) };
    const { tp } = c;

    // Interruptions that outrank the open question.
    if (detectEmergency(d, c, io)) return;
    if (tp.has('human') && st.phase !== 'message_body') return transfer(d, io, 'transfer', text.slice(0, 200));
    if (tp.has('message') && st.phase !== 'message_body') return askForMessage(d, io);
    if (tp.has('goodbye') && !['message_body', 'readback', 'ask_email'].includes(st.phase) && !tp.has('book')) {
      await d.release();
      return goodbye(d, io);
    }

    const handler = PHASES[st.phase];
    if (handler && (await handler(d, c, io))) return;
    await routeIntent(d, c, io);
  }

  return {
    turn,
    snapshot: () => st,
    async dispose() {
      await d.release();
    },
  };
}
