import { localDate, localParts, weekdayIndex } from '../../scheduling/zoned';
import type { CallInfo, TurnIO } from '../brain';
import type { ParsedAddress, Topic } from '../nlu';
import type { BusinessProfile } from '../profile';
import { tr, type Lang, type T } from '../i18n';
import { sayAt, sayDay, sayList, sayTime, sayWeekday, sayWhen, sayWindow } from '../speech';
import { releaseHold, type OfferedSlot, type ToolContext } from '../tools';
import type { DialogueState, Phase } from './state';

/** What every flow handler works with: the state, the business, the call, and shared phrasing. */
export interface Dialogue {
  st: DialogueState;
  profile: BusinessProfile;
  call: CallInfo;
  ctx: ToolContext;
  tz: string;
  /** The language the caller is answered in (the state's), and its translating tag. */
  readonly lang: Lang;
  readonly t: T;
  readonly ownerWord: string;
  /** "Tuesday, November 24 at 9 AM". */
  when(t: number): string;
  /** "Tuesday, November 24". */
  day(t: number): string;
  /** "9 AM". */
  time(t: number): string;
  /** "between 9 AM and 11 AM". */
  window(start: number, end: number): string;
  /** "a, b, or c" in the caller's language. */
  list(xs: readonly string[], conj?: 'or' | 'and'): string;
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
  const d: Dialogue = {
    st, profile, call, ctx, tz,
    get lang() { return st.lang ?? 'en'; },
    get t() { return tr(st.lang); },
    get ownerWord() { return profile.ownerPhone ? d.t`the owner` : d.t`the team`; },
    when: (t) => sayWhen(t, tz, d.lang),
    day: (t) => sayDay(t, tz, d.lang),
    time: (t) => sayTime(t, tz, d.lang),
    window: (a, b) => sayWindow(a, b, tz, d.lang),
    list: (xs, conj = 'or') => sayList(xs, conj, d.lang),
    localMinutes: (t) => { const p = localParts(t, tz); return p.hour * 60 + p.minute; },
    localDay: (t) => { const date = localDate(t, tz); return { date, weekday: weekdayIndex(date) }; },
    offerSentence(slots) {
      const { t } = d;
      // The technician's name only when the owner turned that on (crew settings); otherwise just the time.
      const who = (s: OfferedSlot) => (profile.sayTechnicianName && profile.technicianNames?.[s.technicianId] ? t` with ${profile.technicianNames[s.technicianId]}` : '');
      // With an arrival window the caller hears the window, never a bare start time.
      const w = profile.arrivalWindowMs ?? 0;
      const at = (s: OfferedSlot, sameDay: boolean) => {
        const day = sameDay ? sayWeekday(s.start, tz, d.lang) : d.day(s.start);
        if (w) return `${day} ${d.window(s.start, s.start + w)}`;
        return `${day} ${sayAt(s.start, tz, d.lang)}`;
      };
      const said = slots.map((s, i) => at(s, i > 0 && localDate(s.start, tz) === localDate(slots[i - 1]!.start, tz)) + who(s));
      return slots.length === 1 ? t`The first time I have is ${said[0]}. Does that work?` : t`I have ${d.list(said)}. Which works best for you?`;
    },
    async release() {
      if (st.hold) {
        await releaseHold(ctx, st.hold.id);
        st.hold = undefined;
      }
    },
  };
  return d;
}
