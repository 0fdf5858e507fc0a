import { localDate, localParts, weekdayIndex } from '../../scheduling/zoned';
import type { CallInfo, TurnIO } from '../brain';
import type { ParsedAddress, Topic } from '../nlu';
import type { BusinessProfile } from '../profile';
import { sayList, sayWhen } from '../speech';
import { releaseHold, type OfferedSlot, type ToolContext } from '../tools';
import type { DialogueState, Phase } from './state';

/** What every flow handler works with: the state, the business, the call, and shared phrasing. */
export interface Dialogue {
  st: DialogueState;
  profile: BusinessProfile;
  call: CallInfo;
  ctx: ToolContext;
  tz: string;
  ownerWord: string;
  when(t: number): string;
  localMinutes(t: number): number;
  localDay(t: number): { date: string; weekday: number };
  offerSentence(slots: OfferedSlot[]): string;
  /** Lets go of a held slot, if any. */
  release(): Promise<void>;
}

/** What was read from the caller's words once per turn, shared by the handlers. */
export interface Cues {
  text: string;
  yn: 'yes' | 'no' | undefined;
  tp: Set<Topic>;
  /** Details the caller gave in passing, whatever the question was (already kept in the state). */
  got: { name?: string; phone?: string; address?: ParsedAddress };
  /** The text without a phone number in it (so its digits are not read as a ZIP or a house number). */
  rest: string;
}

/**
 * One phase's handler: true when it handled the turn, false to fall through to the
 * open-intent router (the caller said something else than an answer).
 */
export type PhaseHandler = (d: Dialogue, c: Cues, io: TurnIO) => Promise<boolean> | boolean;
export type PhaseHandlers = Partial<Record<Phase, PhaseHandler>>;

export function createDialogue({ st, profile, call, ctx }: { st: DialogueState; profile: BusinessProfile; call: CallInfo; ctx: ToolContext }): Dialogue {
  const tz = profile.timeZone;
  const when = (t: number) => sayWhen(t, tz);
  const sayTimeOnly = (t: number) => `${when(t).split(' at ')[1]}`;
  return {
    st, profile, call, ctx, tz, when,
    ownerWord: profile.ownerPhone ? 'the owner' : 'the team',
    localMinutes: (t) => { const p = localParts(t, tz); return p.hour * 60 + p.minute; },
    localDay: (t) => { const date = localDate(t, tz); return { date, weekday: weekdayIndex(date) }; },
    offerSentence(slots) {
      // The technician's name only when the owner turned that on (crew settings); otherwise just the time.
      const who = (s: OfferedSlot) => (profile.sayTechnicianName && profile.technicianNames?.[s.technicianId] ? ` with ${profile.technicianNames[s.technicianId]}` : '');
      // With an arrival window the caller hears the window, never a bare start time.
      const w = profile.arrivalWindowMs ?? 0;
      const at = (s: OfferedSlot, sameDay: boolean) => {
        const day = when(s.start).split(' at ')[0]!;
        if (w) return `${sameDay ? day.split(',')[0] : day} between ${sayTimeOnly(s.start)} and ${sayTimeOnly(s.start + w)}`;
        return sameDay ? `${when(s.start).split(',')[0]} at ${sayTimeOnly(s.start)}` : when(s.start);
      };
      const said = slots.map((s, i) => at(s, i > 0 && localDate(s.start, tz) === localDate(slots[i - 1]!.start, tz)) + who(s));
      return slots.length === 1 ? `The first time I have is ${said[0]}. Does that work?` : `I have ${sayList(said)}. Which works best for you?`;
    },
    async release() {
      if (st.hold) {
        await releaseHold(ctx, st.hold.id);
        st.hold = undefined;
      }
    },
  };
}
