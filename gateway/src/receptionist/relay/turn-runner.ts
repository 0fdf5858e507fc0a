import type { Logger } from '../../logging';
import type { Handoff, TurnIO } from '../brain';
import { inLang, type Lang } from '../i18n';
import type { TranscriptEntry } from '../calls';
import { tokens } from '../speech';
import type { CallRecord } from './call-record';

/** Said first when a tool is slower than `holdingMs` (translated for the call's language). */
export const HOLDING = 'One moment while I check that.';

export interface TurnRunnerDeps {
  record: CallRecord;
  log: Logger;
  now: () => number;
  /** Sends a frame unless the socket is closed. */
  send(frame: Record<string, unknown>): void;
  signal: AbortSignal;
  /** A tool slower than this gets a holding phrase. */
  holdingMs: number;
  runTool(name: string, args: unknown): Promise<unknown>;
  /** Web only: a client tool for the page. */
  clientTool(name: string, parameters: Record<string, unknown>): void;
  /** The reply ended the call (after the last token). */
  onEnd(h: Handoff): void;
  /** The reply finished without ending the call. */
  onReply(): void;
  /** A failed turn: what to say instead of the generic apology and transfer (e.g. during a store outage). */
  onFailure?(err: unknown): { say: string; end?: Handoff } | undefined;
  callSid(): string;
  /** Rewrites each phrase before it is sent (website chat wording); identity by default. */
  wording?: (text: string) => string;
  /** The language the call is answered in now (holding phrase, apology). */
  lang(): Lang;
  /** The brain switched the call's language. */
  language(lang: Lang): void;
}

/**
 * Runs replies one at a time: streams whatever the brain says as text tokens (the last one
 * marked `last:true`), speaks a holding phrase for slow tools, and mutes a reply the caller
 * interrupted.
 */
export function createTurnRunner(deps: TurnRunnerDeps) {
  const { record, send } = deps;
  /** The reply being streamed: interrupted replies stop sending. */
  let current: { entry: TranscriptEntry; index: number; muted: boolean } | undefined;

  async function speakTurn(fn: (io: TurnIO) => Promise<void> | void): Promise<void> {
    const entry: TranscriptEntry = { role: 'assistant', text: '', at: deps.now() };
    const me = { entry, index: record.transcript.length, muted: false };
    record.transcript.push(entry);
    current = me;
    let pending: string | undefined;
    let holdingSaid = false;
    let endWith: Handoff | undefined;
    const emit = (token: string, last: boolean) => {
      if (me.muted) return;
      send({ type: 'text', token, last });
    };
    const say = (raw: string) => {
      const text = deps.wording ? deps.wording(raw) : raw;
      if (!text) return;
      const spaced = entry.text ? ` ${text}` : text;
      if (!me.muted) entry.text += spaced;
      for (const t of tokens(spaced)) {
        if (pending !== undefined) emit(pending, false);
        pending = t;
      }
    };
    const io: TurnIO = {
      say,
      signal: deps.signal,
      end: (h) => {
        endWith = h;
      },
      clientTool: deps.clientTool,
      language: deps.language,
      tool: async <R,>(name: string, args: unknown): Promise<R> => {
        const timer = setTimeout(() => {
          if (!holdingSaid && !me.muted) {
            holdingSaid = true;
            say(inLang(deps.lang(), HOLDING));
            if (pending !== undefined) emit(pending, false);
            pending = undefined;
          }
        }, deps.holdingMs);
        try {
          return (await deps.runTool(name, args)) as R;
        } finally {
          clearTimeout(timer);
        }
      },
    };
    try {
      await fn(io);
    } catch (err) {
      const instead = deps.onFailure?.(err);
      if (instead) {
        say(instead.say);
        if (instead.end) endWith = instead.end;
      } else {
        deps.log.error({ err: (err as Error).message, callSid: deps.callSid() }, 'relay turn failed');
        say(inLang(deps.lang(), "I'm sorry, something went wrong on my side. Let me connect you to the team."));
        endWith = { reason: 'transfer', error: true };
      }
    }
    if (pending !== undefined) emit(pending, true);
    if (current === me) current = undefined;
    if (endWith) deps.onEnd(endWith);
    else deps.onReply();
    await record.persist().catch(() => undefined);
  }

  /** The caller spoke over a reply: keep only what was heard. */
  function interrupt(spoken: string) {
    // The reply being streamed, or the last one (its tokens may all be sent but not yet spoken).
    const t = record.transcript;
    let target = current;
    if (!target) {
      for (let i = t.length - 1; i >= 0; i--) if (t[i]!.role === 'assistant') { target = { entry: t[i]!, index: i, muted: false }; break; }
    }
    if (!target) return;
    if (current) current.muted = true;
    target.entry.text = spoken.trim();
    target.entry.interrupted = true;
    record.replace(target.index, target.entry);
  }

  return { speakTurn, interrupt };
}
