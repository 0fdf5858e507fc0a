import type { TurnIO } from '../brain';
import type { Dialogue } from './context';

/** Turns after which a call that reached no outcome is closed with a message for the owner. */
export const MAX_TURNS = 20;

const sentences = (text: string) => text.match(/[^.!?]+[.!?]*/g)?.map((s) => s.trim()).filter(Boolean) ?? [];

/**
 * A turn's output, held until the handlers are done so the loop guards can look at it: the
 * same open question at most twice, no sentence three times in a call.
 */
export function bufferedIo(io: TurnIO) {
  const out: string[] = [];
  let ended = false;
  const wrapped: TurnIO = {
    ...io,
    say: (t) => { if (t) out.push(t); },
    end: (h) => { ended = true; io.end(h); },
    tool: io.tool.bind(io),
    clientTool: io.clientTool.bind(io),
    ...(io.language ? { language: io.language.bind(io) } : {}),
    signal: io.signal,
  };
  return { io: wrapped, out, get ended() { return ended; } };
}

/** Would saying `texts` put any sentence at three times in this call? */
export function wouldRepeat(d: Dialogue, texts: string[]): boolean {
  const seen: Record<string, number> = {};
  for (const t of texts) for (const s of sentences(t)) {
    const k = s.toLowerCase();
    seen[k] = (seen[k] ?? 0) + 1;
    if ((d.st.said[k] ?? 0) + seen[k]! >= 3) return true;
  }
  return false;
}

/** Says the texts and counts their sentences. */
export function flush(d: Dialogue, io: TurnIO, texts: string[]) {
  for (const t of texts) {
    for (const s of sentences(t)) d.st.said[s.toLowerCase()] = (d.st.said[s.toLowerCase()] ?? 0) + 1;
    io.say(t);
  }
}

/** Yes/no questions: after two unclear answers the engine stops asking them the same way. */
export const YES_NO = new Set(['confirm_phone', 'cancel_confirm', 'resched_confirm', 'offer_booking', 'message_offer', 'emergency_offer']);
