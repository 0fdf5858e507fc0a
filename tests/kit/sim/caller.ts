// The caller simulator: one in-process ConversationRelay session per call (the real session,
// engine, tools and Redis), driven by a caller who answers whatever the receptionist asks
// according to a goal. Outcomes are read back from Redis (call record, bookings ledger).
import type { Redis } from 'ioredis';
import { createLogger } from '../../../gateway/src/logging';
import { callRecords, type CallRecord } from '../../../gateway/src/receptionist/calls';
import { createDialogueEngine } from '../../../gateway/src/receptionist/engine';
import { createRelaySession } from '../../../gateway/src/receptionist/session';

export type Goal =
  | { kind: 'book'; opening: string; details: string; zip: string; name: string; phone: string; pick: string; correction?: string; travels: boolean; lang?: 'es' }
  | { kind: 'ask'; opening: string; lang?: 'es' }
  | { kind: 'message'; opening: string; body: string; name: string; lang?: 'es' }
  | { kind: 'foreign'; opening: string; body: string }
  | { kind: 'cancel'; opening: string; name: string; day?: string }
  | { kind: 'reschedule'; opening: string; to: string; pick: string }
  | { kind: 'offtopic'; lines: string[] }
  | { kind: 'silence' };

export interface SimResult { record: CallRecord | null; turns: number; replies: string[]; ended: boolean; endFrame?: Record<string, unknown> }

const MAX_TURNS = 25;

/** A Spanish-speaking caller: what they say next, given the receptionist's last (Spanish) reply. */
function respondEs(goal: Goal, r: string, said: { details: boolean; corrected: boolean; turn: number }): string {
  if (/¿Qué mensaje|cuál es su mensaje|Adelante/i.test(r)) return goal.kind === 'message' ? goal.body : 'no importa';
  if (/tomar un mensaje.*\?|¿Le gustaría\?|¿Le parece bien\?/i.test(r)) return goal.kind === 'message' ? 'sí, por favor' : 'no, gracias';
  if (/¿Cuál le conviene más\?|¿Le funciona\?|¿Cuál:/.test(r)) return goal.kind === 'book' ? goal.pick : 'no, gracias';
  if (goal.kind === 'book') {
    if (/dirección de la visita|la calle con el número/.test(r)) {
      if (!said.details) { said.details = true; return goal.details; }
      return goal.zip;
    }
    if (/código postal\?/.test(r)) return goal.zip;
    if (/su nombre/.test(r)) return goal.name;
    if (/¿Le llamamos al/.test(r)) return 'sí';
    if (/número de teléfono|A qué número|diez dígitos/.test(r)) return goal.phone;
    if (/Le confirmo los datos|¿Está todo correcto\?/.test(r)) {
      if (goal.correction && !said.corrected) { said.corrected = true; return goal.correction; }
      return 'sí, correcto';
    }
    if (/por correo electrónico/.test(r)) return 'no, gracias';
    if (/¿Qué necesita\?|¿Qué servicio|qué servicio/.test(r)) return goal.opening;
  }
  if (/algo más|¿Le gustaría agendar/i.test(r)) return 'no, gracias, adiós';
  return goal.kind === 'book' ? 'sí' : 'no, gracias, adiós';
}

/** What this caller says next, given the receptionist's last reply. */
function respond(goal: Goal, reply: string, said: { details: boolean; corrected: boolean; turn: number }): string {
  const r = reply;
  if ('lang' in goal && goal.lang === 'es') return respondEs(goal, r, said);
  if (goal.kind === 'offtopic') return goal.lines[said.turn % goal.lines.length]!;
  if (/one more detail|doesn't match/.test(r)) return goal.kind === 'cancel' && goal.day ? `it's booked for ${goal.day}` : 'I do not know';
  if (/cancel it\?/.test(r)) return 'yes please';
  if (/To confirm: move/.test(r)) return 'yes';
  if (/What message|what is your message|Go ahead/i.test(r)) return goal.kind === 'message' || goal.kind === 'foreign' ? goal.body : 'never mind';
  if (/take a message.*(\?|like)|Would you like that\?/i.test(r)) return goal.kind === 'message' || goal.kind === 'foreign' ? 'yes please' : 'no thanks';
  if (/What day and time would you like instead|suit you better|would you prefer|work better for you/.test(r)) return goal.kind === 'reschedule' ? goal.to : 'any time is fine';
  if (/Which works best|Does that work|Which one:/.test(r)) return goal.kind === 'book' || goal.kind === 'reschedule' ? goal.pick : 'no thanks';
  if (/What name is the booking under/.test(r)) return goal.kind === 'cancel' ? goal.name : 'Jane Doe';
  if (goal.kind === 'book') {
    if (/address for the visit|street address/.test(r)) {
      if (!said.details) { said.details = true; return goal.details; }
      return goal.zip;
    }
    if (/ZIP code\?/.test(r)) return goal.zip;
    if (/your name/.test(r)) return goal.name;
    if (/best number|reach you at|number should we use|ten-digit/.test(r)) return /Is .* the best number|reach you at/.test(r) ? 'yes' : goal.phone;
    if (/read that back|Is everything correct/.test(r)) {
      if (goal.correction && !said.corrected) { said.corrected = true; return goal.correction; }
      return 'yes';
    }
    if (/by email/.test(r)) return 'no thanks';
    if (/What do you need|Which service|which service/.test(r)) return goal.opening;
  }
  if (/anything else|Would you like to book/i.test(r)) return 'no thanks, bye';
  return goal.kind === 'book' ? 'yes' : 'no thanks, bye';
}

/** Runs one call to its end (or MAX_TURNS caller turns). */
export async function simulateCall(o: { redis: Redis; agentId: string; from: string; goal: Goal; now: () => number; callSid: string; channel?: 'phone' | 'web' }): Promise<SimResult> {
  const frames: Array<Record<string, unknown>> = [];
  let wake: (() => void) | undefined;
  const silence = o.goal.kind === 'silence';
  const session = createRelaySession({
    send: (f) => { frames.push(f); if ((f.type === 'text' && f.last === true) || f.type === 'end') wake?.(); },
    close: () => undefined,
  }, { agentId: o.agentId, kind: o.channel === 'web' ? 'widget' : 'phone' }, {
    redis: o.redis, log: createLogger({ level: 'silent' }), followUps: { emit: async () => undefined }, brain: (a) => createDialogueEngine(a),
    now: o.now, idleMs: silence ? 40 : 60_000, holdingMs: 5_000,
  });
  const waitReply = (ms: number) => new Promise<void>((res) => { const t = setTimeout(res, ms); wake = () => { clearTimeout(t); res(); }; });
  const replies: string[] = [];
  let seen = 0;
  const collect = () => {
    const text = frames.slice(seen).filter((f) => f.type === 'text').map((f) => String(f.token)).join('');
    seen = frames.length;
    if (text) replies.push(text);
    return text;
  };
  await session.message(JSON.stringify({ type: 'setup', callSid: o.callSid, from: o.from, to: '', customParameters: { agentId: o.agentId, ...(o.channel === 'web' ? { channel: 'web' } : {}) } }));
  const ended = () => frames.some((f) => f.type === 'end');
  let turns = 0;
  if (silence) {
    for (let i = 0; i < 4 && !ended(); i++) await waitReply(500);
    collect();
  } else {
    const said = { details: false, corrected: false, turn: 0 };
    let next = o.goal.kind === 'offtopic' ? o.goal.lines[0]! : o.goal.kind === 'silence' ? '' : o.goal.opening;
    while (turns < MAX_TURNS && !ended()) {
      turns++;
      const w = waitReply(5_000);
      await session.message(JSON.stringify({ type: 'prompt', voicePrompt: next, last: true }));
      await w;
      const reply = collect();
      if (ended()) break;
      said.turn = turns;
      next = respond(o.goal, reply, said);
    }
  }
  await session.closed();
  const record = await callRecords(o.redis).get(o.callSid);
  const end = frames.find((f) => f.type === 'end');
  return { record, turns, replies, ended: Boolean(end), ...(end ? { endFrame: end } : {}) };
}

/** Sentences said three times or more in a call. */
export function repeatedSentences(replies: string[]): string[] {
  const count = new Map<string, number>();
  for (const r of replies) for (const s of r.match(/[^.!?]+[.!?]*/g) ?? []) {
    const k = s.trim().toLowerCase();
    if (k) count.set(k, (count.get(k) ?? 0) + 1);
  }
  return [...count].filter(([, n]) => n >= 3).map(([s]) => s);
}
