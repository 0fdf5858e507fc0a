import type { Redis } from 'ioredis';
import type { FetchBusy } from '../calendar/book';
import { createBookingStore } from '../calendar/bookings';
import { getAgent } from '../agents';
import type { FollowUps } from '../jobs/events';
import type { Logger } from '../logging';
import { offlineCallTravel, type CallTravel } from './call-travel';
import type { Brain, CallInfo, Handoff, TurnIO } from './brain';
import { callRecords, type Outcome, type TranscriptEntry } from './calls';
import { webWording } from './web-wording';
import { profileFromAgent, type BusinessProfile } from './profile';
import { tokens } from './speech';
import { isToolError, TOOLS, type ToolContext } from './tools';

/** Inbound ConversationRelay frames (protocols.md §3). */
type Inbound =
  | { type: 'setup'; callSid?: string; sessionId?: string; from?: string; to?: string; customParameters?: Record<string, unknown> }
  | { type: 'prompt'; voicePrompt?: string; last?: boolean }
  | { type: 'dtmf'; digit?: string }
  | { type: 'interrupt'; utteranceUntilInterrupt?: string; durationUntilInterruptMs?: number }
  | { type: 'error'; description?: string };

export type BrainFactory = (a: { profile: BusinessProfile; call: CallInfo; ctx: ToolContext }) => Brain;
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
}

/** What the handshake established: the agent the token is bound to, if any. */
export interface RelayAuth { agentId?: string; kind: 'widget' | 'phone' | 'twilio' | 'setup' }

export interface RelaySocket {
  send(frame: Record<string, unknown>): void;
  /** Refuse (policy) or finish (normal) the socket. */
  close(kind?: 'refused' | 'done'): void;
}

const HOLDING = 'One moment while I check that.';

/**
 * One ConversationRelay session: setup → prompts → replies streamed as text tokens → end.
 * Turns run one at a time. A hang-up mid-turn lets the turn finish its writes (a booking is
 * one atomic confirm of a hold) but nothing more is sent; an unconfirmed hold is released.
 */
export function createRelaySession(socket: RelaySocket, auth: RelayAuth, deps: RelayDeps) {
  const { redis, log } = deps;
  const now = deps.now ?? Date.now;
  const idleMs = deps.idleMs ?? 8_000;
  const records = callRecords(redis);
  const hangup = new AbortController();

  let callSid = '';
  let brain: Brain | undefined;
  let ctx: ToolContext | undefined;
  let profile: BusinessProfile | undefined;
  let call: CallInfo | undefined;
  let ready: Promise<boolean> | undefined;
  let chain: Promise<void> = Promise.resolve();
  let ended = false;
  let closed = false;
  const outcomes = new Set<Outcome>();
  const bookingIds: string[] = [];
  let handoff: Handoff | undefined;
  const transcript: TranscriptEntry[] = [];
  let flushed = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let idleStrikes = 0;
  /** The reply being streamed: interrupted replies stop sending. */
  let current: { entry: TranscriptEntry; index: number; muted: boolean } | undefined;

  const send = (frame: Record<string, unknown>) => {
    if (!closed) socket.send(frame);
  };

  function armIdle() {
    clearTimeout(idleTimer);
    // Website chat: people type at their own pace; no "are you still there?" (issue 14).
    if (ended || closed || !brain || call?.channel === 'web') return;
    idleTimer = setTimeout(() => {
      idleStrikes++;
      chain = chain.then(() => (idleStrikes === 1
        ? speakTurn((io) => io.say("Are you still there? I'm here whenever you're ready."))
        : speakTurn((io) => {
          io.say(`I haven't heard anything, so I'll end the call now. Thank you for calling ${profile?.name ?? 'us'}. Goodbye.`);
          outcomes.add('idle');
          io.end({ reason: 'done', idle: true });
        })));
    }, idleMs);
    idleTimer.unref?.();
  }

  async function persist() {
    const fresh = transcript.slice(flushed);
    flushed = transcript.length;
    await records.append(callSid, fresh);
  }

  /** Runs one reply: streams whatever the brain says, the last token marked `last:true`. */
  async function speakTurn(fn: (io: TurnIO) => Promise<void> | void): Promise<void> {
    if (ended || !brain || !ctx && !call) return;
    const entry: TranscriptEntry = { role: 'assistant', text: '', at: now() };
    const me = { entry, index: transcript.length, muted: false };
    transcript.push(entry);
    current = me;
    let pending: string | undefined;
    let holdingSaid = false;
    let endWith: Handoff | undefined;
    const emit = (token: string, last: boolean) => {
      if (me.muted) return;
      send({ type: 'text', token, last });
    };
    const say = (raw: string) => {
      const text = call?.channel === 'web' ? webWording(raw) : raw;
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
      signal: hangup.signal,
      end: (h) => {
        endWith = h;
      },
      clientTool: (name, parameters) => {
        if (call?.channel === 'web') send({ type: 'clientTool', name, parameters });
      },
      tool: async <R,>(name: string, args: unknown): Promise<R> => {
        const timer = setTimeout(() => {
          if (!holdingSaid && !me.muted) {
            holdingSaid = true;
            say(HOLDING);
            if (pending !== undefined) emit(pending, false);
            pending = undefined;
          }
        }, deps.holdingMs ?? 300);
        try {
          return (await runTool(name, args)) as R;
        } finally {
          clearTimeout(timer);
        }
      },
    };
    try {
      await fn(io);
    } catch (err) {
      log.error({ err: (err as Error).message, callSid }, 'relay turn failed');
      say("I'm sorry, something went wrong on my side. Let me connect you to the team.");
      endWith = { reason: 'transfer', error: true };
    }
    if (pending !== undefined) emit(pending, true);
    if (current === me) current = undefined;
    if (endWith) {
      ended = true;
      handoff = endWith;
      if (endWith.reason === 'transfer' || endWith.reason === 'emergency') outcomes.add(endWith.reason);
      send({ type: 'end', handoffData: JSON.stringify(endWith) });
      clearTimeout(idleTimer);
      // Twilio closes the session on `end`; close it ourselves if the other side lingers.
      setTimeout(() => { if (!closed) socket.close('done'); }, 5_000).unref?.();
    } else armIdle();
    await persist().catch(() => undefined);
  }

  async function runTool(name: string, args: unknown): Promise<unknown> {
    const tool = TOOLS.find((t) => t.name === name);
    if (!tool || !ctx) return { error: 'unknown_tool', say: "I can't do that." };
    const parsed = tool.parameters.safeParse(args);
    if (!parsed.success) return { error: 'bad_arguments', say: "I didn't get all the details for that." };
    const res = await (tool.execute as (a: unknown, c: ToolContext) => Promise<unknown>)(parsed.data, ctx);
    if (!isToolError(res)) {
      const r = res as { id?: string };
      if (name === 'confirm_booking') { outcomes.add('booked'); if (r.id) bookingIds.push(r.id); }
      if (name === 'reschedule_booking') { outcomes.add('rescheduled'); if (r.id) bookingIds.push(r.id); }
      if (name === 'cancel_booking') { outcomes.add('cancelled'); if (r.id) bookingIds.push(r.id); }
      if (name === 'take_message') outcomes.add('message');
      if (name === 'list_services' || name === 'business_facts') outcomes.add('info');
    }
    return res;
  }

  async function setup(m: Extract<Inbound, { type: 'setup' }>): Promise<boolean> {
    const params = (m.customParameters ?? {}) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    const agentId = auth.agentId ?? str(params.agentId);
    if (auth.agentId && str(params.agentId) && str(params.agentId) !== auth.agentId) {
      log.warn({ callSid: m.callSid }, 'relay setup for a different agent than the token');
      return false;
    }
    callSid = str(m.callSid) || str(m.sessionId) || `call_${now().toString(36)}`;
    const channel = str(params.channel) === 'web' || auth.kind === 'widget' ? 'web' : 'phone';
    const from = str(m.from);
    const callerPhone = /^\+1\d{10}$/.test(from) ? from : undefined;
    const mode = auth.kind === 'setup' || str(params.mode) === 'setup' ? 'setup' : str(params.mode) === 'message' ? 'message' : 'receptionist';
    call = { channel, mode, ...(callerPhone ? { callerPhone } : {}) };
    if (mode === 'setup') {
      if (!deps.setupBrain) return false;
      brain = deps.setupBrain({ call, callSid });
      await records.open({ callSid, agentId: 'setup', channel, from, to: str(m.to), startedAt: now() });
      armIdle();
      return true;
    }
    const agent = agentId ? await getAgent(redis, agentId) : null;
    if (!agent) {
      log.warn({ callSid }, 'relay setup for an unknown agent');
      return false;
    }
    profile = profileFromAgent(agent);
    const travel = (deps.travelFor ?? offlineCallTravel)(profile.timeZone);
    const fetchBusy = deps.fetchBusy ?? deps.busyFor?.({ agentId: agent.id, timeZone: profile.timeZone }) ?? (async () => []);
    ctx = {
      redis, profile, store: createBookingStore({ redis, agentId: agent.id }), travel: travel.model,
      ...(travel.prepare ? { prepareTravel: travel.prepare.bind(travel) } : {}),
      fetchBusy, followUps: deps.followUps, now, callSid, ...(callerPhone ? { callerPhone } : {}),
      holdMs: deps.holdMs ?? 5 * 60_000,
    };
    // Start reading the owner's calendar now, so the first slot search finds it (memoised) ready.
    if (!deps.fetchBusy && deps.busyFor) void fetchBusy({ technicianId: 'default', from: now() - 86_400_000, to: now() + 15 * 86_400_000 }).catch(() => undefined);
    brain = deps.brain({ profile, call, ctx });
    await records.open({ callSid, agentId: agent.id, channel, from, to: str(m.to), startedAt: now() });
    log.info({ callSid, agentId: agent.id, channel, mode }, 'relay session started');
    armIdle();
    return true;
  }

  function onPrompt(text: string) {
    idleStrikes = 0;
    clearTimeout(idleTimer);
    chain = chain.then(async () => {
      if (ended || !brain) return;
      transcript.push({ role: 'caller', text, at: now() });
      await speakTurn((io) => brain!.turn(text, io));
    });
  }

  function onInterrupt(spoken: string) {
    // The reply being streamed, or the last one (its tokens may all be sent but not yet spoken).
    const target = current ?? [...transcript].reverse().map((e) => ({ entry: e, index: transcript.indexOf(e), muted: false })).find((x) => x.entry.role === 'assistant');
    if (!target) return;
    if (current) current.muted = true;
    target.entry.text = spoken.trim();
    target.entry.interrupted = true;
    if (target.index < flushed && callSid) void records.replace(callSid, target.index, target.entry);
  }

  return {
    async message(raw: string): Promise<void> {
      let m: Inbound;
      try {
        m = JSON.parse(raw) as Inbound;
      } catch {
        log.warn('relay frame is not JSON');
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
            idleStrikes = 0;
            armIdle();
            return;
          }
          return onPrompt(String(m.voicePrompt ?? '').slice(0, 2_000));
        case 'interrupt':
          return onInterrupt(String(m.utteranceUntilInterrupt ?? ''));
        case 'dtmf':
          if (m.digit === '0') {
            chain = chain.then(() => speakTurn(async (io) => {
              transcript.push({ role: 'caller', text: '[pressed 0]', at: now() });
              if (ctx) await io.tool('transfer_to_owner', { reason: 'transfer' });
              io.say('Connecting you to the owner now. Please hold.');
              io.end({ reason: 'transfer', via: 'dtmf' });
            }));
          }
          return;
        case 'error':
          log.warn({ callSid, description: String(m.description ?? '').slice(0, 300) }, 'relay error from the telephony side');
          return;
      }
    },
    /** The socket closed: finish the running turn without sending, release holds, close the record. */
    async closed(): Promise<void> {
      if (closed) return;
      closed = true;
      hangup.abort();
      clearTimeout(idleTimer);
      await chain.catch(() => undefined);
      if (!callSid || !(await ready?.catch(() => false))) return;
      if (ctx && brain?.dispose) await brain.dispose(ctx).catch(() => undefined);
      if (!handoff && !outcomes.size) outcomes.add('hangup');
      await persist().catch(() => undefined);
      await records.close(callSid, { endedAt: now(), outcomes: [...outcomes], bookingIds, ...(handoff ? { handoff } : {}) });
      if (profile) await deps.followUps.emit({ kind: 'callEnded', call: { agentId: profile.agentId, callSid } }).catch((err) => log.warn({ err: (err as Error).message }, 'call summary not queued'));
      log.info({ callSid, outcomes: [...outcomes] }, 'relay session ended');
    },
    get callSid() {
      return callSid;
    },
  };
}
export type RelaySession = ReturnType<typeof createRelaySession>;
