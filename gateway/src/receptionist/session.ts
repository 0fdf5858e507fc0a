import type { Redis } from 'ioredis';
import type { FetchBusy } from '../calendar/book';
import { createBookingStore } from '../calendar/bookings';
import { getAgent } from '../agents';
import type { FollowUps } from '../jobs/events';
import type { Logger } from '../logging';
import { offlineCallTravel, type CallTravel } from './call-travel';
import type { Brain, CallInfo, Handoff, TurnIO } from './brain';
import { createCallRecord } from './relay/call-record';
import { parseFrame, readSetup, type SetupFrame } from './relay/protocol';
import { createTurnRunner } from './relay/turn-runner';
import { timeOffStore, withTimeOff } from '../calendar/time-off';
import { webWording } from './web-wording';
import { callRecords } from './calls';
import { restoreState, serializeState, type DialogueState } from './dialogue';
import { keys } from '../store';
import { inLang, langOf, SPEECH_TAG, tr, type Lang } from './i18n';
import { profileFromAgent, type BusinessProfile } from './profile';
import { isToolError, TOOLS, type ToolContext } from './tools';
import { BOOKING_UNAVAILABLE, createDeferredDelivery, isStoreOutage, MESSAGE_TAKEN, type DeferredDelivery } from './outage';

/** `state`: the dialogue state a suspended session left (a resumed call), when there is one. */
export type BrainFactory = (a: { profile: BusinessProfile; call: CallInfo; ctx: ToolContext; state?: DialogueState }) => Brain;
export type SetupBrainFactory = (a: { call: CallInfo; callSid: string }) => Brain;

export interface RelayDeps {
  redis: Redis;
  log: Logger;
  followUps: FollowUps;
  brain: BrainFactory;
  setupBrain?: SetupBrainFactory;
  /** A fixed busy source for every call (tests); otherwise `busyFor`, otherwise none. */
  fetchBusy?: FetchBusy;
  /** The owner's connected calendars for one call of one agent (createOwnerBusy). */
  busyFor?: (a: { agentId: string; timeZone: string }) => FetchBusy;
  /** Drive times for the business's zone (travelFromConfig); the offline model by default. */
  travelFor?: (timeZone: string) => CallTravel;
  now?: () => number;
  /** Silence before "are you still there?", and again before goodbye. Default 8 s. */
  idleMs?: number;
  /** A tool slower than this gets a holding phrase. Default 300 ms. */
  holdingMs?: number;
  /** How long a chosen slot is held while details are taken. Default 5 min. */
  holdMs?: number;
  /** Partial prompts keep the call alive at most this long without a final one. Default 60 s. */
  maxPartialMs?: number;
  /** Caller turns, and characters of transcript, per call before it is ended politely. */
  maxTurns?: number;
  maxTranscriptChars?: number;
  /** Messages taken during a Redis outage, delivered once it is back (one per gateway). */
  deferred?: DeferredDelivery;
}

const TOO_LONG = "I'm sorry, this call has gone on longer than I can handle. Please call again, or leave a message for the owner. Goodbye.";

/** What the handshake established: the agent the token is bound to, if any. */
export interface RelayAuth { agentId?: string; kind: 'widget' | 'phone' | 'twilio' | 'setup' }

export interface RelaySocket {
  send(frame: Record<string, unknown>): void;
  /** Refuse (policy), finish (normal), or hand over to another gateway (this one is restarting). */
  close(kind?: 'refused' | 'done' | 'restart'): void;
}

/**
 * One ConversationRelay session: setup → prompts → replies streamed as text tokens → end.
 * Turns run one at a time. A hang-up mid-turn lets the turn finish its writes (a booking is
 * one atomic confirm of a hold) but nothing more is sent; an unconfirmed hold is released.
 */
export function createRelaySession(socket: RelaySocket, auth: RelayAuth, deps: RelayDeps) {
  const { redis, log } = deps;
  const now = deps.now ?? Date.now;
  const idleMs = deps.idleMs ?? 8_000;
  const record = createCallRecord(redis);
  const hangup = new AbortController();
  const deferred = deps.deferred ?? createDeferredDelivery({ followUps: deps.followUps, log });
  const maxPartialMs = deps.maxPartialMs ?? 60_000;
  const maxTurns = deps.maxTurns ?? 200;
  const maxTranscriptChars = deps.maxTranscriptChars ?? 200_000;
  /** Redis is unreachable: booking is off, the next thing the caller says is taken as a message. */
  let outage = false;
  let turns = 0;
  let lastFinalAt = now();

  let callSid = '';
  let brain: Brain | undefined;
  let ctx: ToolContext | undefined;
  let profile: BusinessProfile | undefined;
  let call: CallInfo | undefined;
  let ready: Promise<boolean> | undefined;
  let chain: Promise<void> = Promise.resolve();
  let ended = false;
  let closed = false;
  /** This gateway is going away: the call continues elsewhere, so nothing is released or closed. */
  let suspended = false;
  let idleTimer: NodeJS.Timeout | undefined;
  let idleStrikes = 0;
  /** The language the call is answered in: the widget's, or what the brain switched to. */
  let lang: Lang = 'en';

  const send = (frame: Record<string, unknown>) => {
    if (!closed) socket.send(frame);
  };

  const runner = createTurnRunner({
    record, log, now, send, signal: hangup.signal, holdingMs: deps.holdingMs ?? 300, runTool,
    callSid: () => callSid,
    // Website chat: no phone phrasing ("Thanks for calling", "say or type"), issue 14.
    wording: (t) => (call?.channel === 'web' && lang === 'en' ? webWording(t) : t),
    lang: () => lang,
    language(next) {
      if (next === lang) return;
      lang = next;
      // ConversationRelay speaks and transcribes in the new language from here on (protocols.md §3).
      send({ type: 'language', ttsLanguage: SPEECH_TAG[next], transcriptionLanguage: SPEECH_TAG[next] });
    },
    clientTool: (name, parameters) => {
      if (call?.channel === 'web') send({ type: 'clientTool', name, parameters });
    },
    onEnd(h: Handoff) {
      ended = true;
      record.handoff = h;
      if (h.reason === 'transfer' || h.reason === 'emergency') record.outcomes.add(h.reason);
      if (h.spam) record.outcomes.add('spam');
      send({ type: 'end', handoffData: JSON.stringify(h) });
      clearTimeout(idleTimer);
      // Twilio closes the session on `end`; close it ourselves if the other side lingers.
      setTimeout(() => { if (!closed) socket.close('done'); }, 5_000).unref?.();
    },
    onReply: () => armIdle(),
    onFailure(err) {
      if (!isStoreOutage(err, redis)) return undefined;
      log.warn({ err: (err as Error).message, callSid }, 'relay turn hit a store outage; offering to take a message');
      outage = true;
      return { say: inLang(lang, BOOKING_UNAVAILABLE) };
    },
  });

  const speakTurn: typeof runner.speakTurn = async (fn) => {
    if (ended || !brain || !ctx && !call) return;
    return runner.speakTurn(fn);
  };

  function armIdle() {
    clearTimeout(idleTimer);
    // Website chat: people type at their own pace; no "are you still there?" (issue 14).
    if (ended || closed || !brain || call?.channel === 'web') return;
    idleTimer = setTimeout(() => {
      idleStrikes++;
      chain = chain.then(() => (idleStrikes === 1
        ? speakTurn((io) => io.say(inLang(lang, "Are you still there? I'm here whenever you're ready.")))
        : speakTurn((io) => {
          const t = tr(lang);
          const who = profile?.name ?? t`us`;
          io.say(call?.channel === 'web'
            ? t`I haven't heard from you, so I'll close this chat now. Thank you for contacting ${who}. Goodbye.`
            : t`I haven't heard anything, so I'll end the call now. Thank you for calling ${who}. Goodbye.`);
          record.outcomes.add('idle');
          io.end({ reason: 'done', idle: true });
        }))).catch((err: Error) => log.error({ err: err.message, callSid }, 'relay idle turn failed'));
    }, idleMs);
    idleTimer.unref?.();
  }

  async function runTool(name: string, args: unknown): Promise<unknown> {
    const tool = TOOLS.find((t) => t.name === name);
    if (!tool || !ctx) return { error: 'unknown_tool', say: "I can't do that." };
    const parsed = tool.parameters.safeParse(args);
    if (!parsed.success) return { error: 'bad_arguments', say: "I didn't get all the details for that." };
    const res = await (tool.execute as (a: unknown, c: ToolContext) => Promise<unknown>)(parsed.data, ctx);
    if (!isToolError(res)) record.noteTool(name, res as { id?: string });
    return res;
  }

  async function setup(m: SetupFrame): Promise<boolean> {
    const s = readSetup(m, auth, `call_${now().toString(36)}`);
    const agentId = auth.agentId ?? s.str(s.params.agentId);
    if (auth.agentId && s.str(s.params.agentId) && s.str(s.params.agentId) !== auth.agentId) {
      log.warn({ callSid: m.callSid }, 'relay setup for a different agent than the token');
      return false;
    }
    callSid = s.callSid;
    const { channel, mode, callerPhone, from, to } = s;
    // The widget's data-language (customParameters.lang); a phone call starts in English.
    lang = langOf(s.params.lang);
    call = { channel, mode, ...(callerPhone ? { callerPhone } : {}), ...(lang === 'es' ? { lang } : {}) };
    if (mode === 'setup') {
      if (!deps.setupBrain) return false;
      brain = deps.setupBrain({ call, callSid });
      await record.open({ callSid, agentId: 'setup', channel, from, to, startedAt: now() });
      armIdle();
      return true;
    }
    // A call id belongs to one call of one agent: another agent's call is never reopened (its
    // record and transcript would be overwritten); a call of this agent is resumed where it
    // stopped (a gateway went away, or the widget reconnected with its session id).
    const prev = await callRecords(redis).get(callSid);
    if (prev && prev.agentId !== agentId) {
      log.warn({ callSid }, 'relay setup for a call of another agent');
      return false;
    }
    if (prev?.endedAt !== undefined) await redis.hdel(keys.call(callSid), 'endedAt');
    // Only a call that a shutting-down gateway handed over continues its dialogue; a new stage of
    // the same call (the urgent-message relay after an unanswered transfer) starts its own.
    const handedOver = prev && mode === 'receptionist' ? await redis.get(keys.callHandover(callSid)).catch(() => null) : null;
    const savedState = handedOver ? await redis.get(keys.callState(callSid)).catch(() => null) : null;
    if (handedOver) await redis.del(keys.callHandover(callSid)).catch(() => undefined);
    // The owner's blocked time is read alongside the agent (no extra wait before the first turn).
    const timeOff = agentId ? timeOffStore(redis, agentId).list().catch(() => []) : Promise.resolve([]);
    const agent = agentId ? await getAgent(redis, agentId) : null;
    if (!agent) {
      log.warn({ callSid }, 'relay setup for an unknown agent');
      return false;
    }
    profile = profileFromAgent(agent);
    const travel = (deps.travelFor ?? offlineCallTravel)(profile.timeZone);
    // The owner's holiday closures and blocked time (portal) count as busy for every search.
    const fetchBusy = withTimeOff(deps.fetchBusy ?? deps.busyFor?.({ agentId: agent.id, timeZone: profile.timeZone }) ?? (async () => []), {
      redis, agentId: agent.id, closures: profile.closures, timeZone: profile.timeZone,
      initial: await timeOff,
    });
    ctx = {
      redis, profile, store: createBookingStore({ redis, agentId: agent.id }), travel: travel.model,
      ...(travel.prepare ? { prepareTravel: travel.prepare.bind(travel) } : {}),
      fetchBusy, followUps: deps.followUps, now, callSid, ...(callerPhone ? { callerPhone } : {}),
      holdMs: deps.holdMs ?? 5 * 60_000,
    };
    // Start reading the owner's calendar now, so the first slot search finds it (memoised) ready.
    if (!deps.fetchBusy && deps.busyFor) void fetchBusy({ technicianId: 'default', from: now() - 86_400_000, to: now() + 15 * 86_400_000 }).catch(() => undefined);
    const restored = savedState ? restoreState(savedState) : undefined;
    if (restored?.lang) lang = restored.lang;
    brain = deps.brain({ profile, call, ctx, ...(restored ? { state: restored } : {}) });
    if (prev) {
      record.resume(prev);
      log.info({ callSid, agentId: agent.id, channel, mode, restored: Boolean(restored) }, 'relay session resumed');
    } else {
      await record.open({ callSid, agentId: agent.id, channel, from, to, startedAt: now() });
      log.info({ callSid, agentId: agent.id, channel, mode }, 'relay session started');
    }
    armIdle();
    return true;
  }

  /** During an outage the caller's words are the message: queued in the background, retried until Redis is back. */
  function takeOutageMessage(text: string, io: TurnIO) {
    if (profile) {
      deferred.deliver({ kind: 'message', message: { agentId: profile.agentId, callSid, urgent: false, message: text, ...(call?.callerPhone ? { callerPhone: call.callerPhone } : {}) } });
      record.outcomes.add('message');
    }
    io.say(inLang(lang, MESSAGE_TAKEN));
    io.end({ reason: 'done', outage: true });
  }

  /** The dialogue state after a turn, so that another gateway can continue the call. */
  async function saveState() {
    const snap = brain?.snapshot?.();
    if (!snap || !callSid || ended) return;
    await redis.set(keys.callState(callSid), serializeState(snap as DialogueState), 'EX', 3600).catch((err: Error) => log.warn({ err: err.message, callSid }, 'dialogue state not saved'));
  }

  function onPrompt(text: string) {
    idleStrikes = 0;
    lastFinalAt = now();
    clearTimeout(idleTimer);
    chain = chain.then(async () => {
      if (ended || !brain) return;
      turns++;
      record.transcript.push({ role: 'caller', text, at: now() });
      const chars = record.transcript.reduce((n, e) => n + e.text.length, 0);
      if (turns > maxTurns || chars > maxTranscriptChars) {
        log.warn({ callSid, turns, chars }, 'relay call over its turn or transcript cap; ending it');
        return speakTurn((io) => {
          io.say(inLang(lang, TOO_LONG));
          io.end({ reason: 'done', capped: true });
        });
      }
      if (outage) return speakTurn((io) => takeOutageMessage(text, io));
      await speakTurn((io) => brain!.turn(text, io));
      await saveState();
    }).catch((err: Error) => log.error({ err: err.message, callSid }, 'relay turn chain failed'));
  }

  return {
    async message(raw: string): Promise<void> {
      const m = parseFrame(raw);
      if (!m) {
        log.warn('relay frame is not JSON or of no known type');
        return;
      }
      if (m.type === 'setup') {
        if (ready) return;
        ready = setup(m).catch((err) => {
          log.error({ err: (err as Error).message }, 'relay setup failed');
          return false;
        });
        if (!(await ready)) socket.close();
        return;
      }
      if (!ready || !(await ready)) return;
      switch (m.type) {
        case 'prompt':
          if (m.last === false) {
            // Partials show the caller is speaking, but only for so long without a final result.
            if (now() - lastFinalAt > maxPartialMs) return;
            idleStrikes = 0;
            armIdle();
            return;
          }
          return onPrompt(String(m.voicePrompt ?? '').slice(0, 2_000));
        case 'interrupt':
          return runner.interrupt(String(m.utteranceUntilInterrupt ?? ''));
        case 'dtmf':
          if (m.digit === '0') {
            chain = chain.then(() => speakTurn(async (io) => {
              record.transcript.push({ role: 'caller', text: '[pressed 0]', at: now() });
              if (ctx) await io.tool('transfer_to_owner', { reason: 'transfer' });
              io.say(inLang(lang, 'Connecting you to the owner now. Please hold.'));
              io.end({ reason: 'transfer', via: 'dtmf' });
            })).catch((err: Error) => log.error({ err: err.message, callSid }, 'relay dtmf turn failed'));
          }
          return;
        case 'error':
          log.warn({ callSid, description: String(m.description ?? '').slice(0, 300) }, 'relay error from the telephony side');
          return;
      }
    },
    /**
     * This gateway is shutting down: let the running turn finish, then hand the call over. A
     * phone call ends its relay with `handoffData {"reason":"resume"}`, and Twilio asks
     * /voice/handoff (any gateway) for a new relay that continues from the saved state: same
     * hold, no question asked again. The widget reconnects by itself with the same call id.
     */
    async suspend(): Promise<void> {
      if (closed) return;
      if (!callSid || ended || !(await ready?.catch(() => false))) return socket.close('restart');
      suspended = true;
      await chain.catch(() => undefined);
      clearTimeout(idleTimer);
      if (ended) return;
      ended = true;
      await record.persist().catch(() => undefined);
      await redis.set(keys.callHandover(callSid), '1', 'EX', 600).catch((err: Error) => log.warn({ err: err.message, callSid }, 'handover mark not saved'));
      if (call?.channel === 'phone') send({ type: 'end', handoffData: JSON.stringify({ reason: 'resume' }) });
      socket.close('restart');
    },
    /** The socket closed: finish the running turn without sending, release holds, close the record. */
    async closed(): Promise<void> {
      if (closed) return;
      closed = true;
      hangup.abort();
      clearTimeout(idleTimer);
      await chain.catch(() => undefined);
      if (!callSid || !(await ready?.catch(() => false))) return;
      if (suspended) {
        // The call goes on elsewhere: the hold, the record and the summary are the next session's.
        await record.persist().catch(() => undefined);
        log.info({ callSid }, 'relay session handed over');
        return;
      }
      if (ctx && brain?.dispose) await brain.dispose(ctx).catch(() => undefined);
      await record.close(now());
      // Spam gets no summary (and, having no outcome, nothing billed).
      if (profile && !record.spam) await deps.followUps.emit({ kind: 'callEnded', call: { agentId: profile.agentId, callSid } }).catch((err) => log.warn({ err: (err as Error).message }, 'call summary not queued'));
      log.info({ callSid, outcomes: [...record.outcomes] }, 'relay session ended');
    },
    get callSid() {
      return callSid;
    },
  };
}
export type RelaySession = ReturnType<typeof createRelaySession>;
