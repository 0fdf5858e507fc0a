import { asksForSpanish, soundsSpanish } from './i18n';
import { z } from 'zod';
import { formatBusinessHours } from '@bookline/contracts';
import type { Brain, CallInfo, TurnIO } from './brain';
import type { BusinessProfile } from './profile';
import { priceText } from './profile';
import { TOOLS, type ToolContext } from './tools';

export interface LlmBrainOptions {
  profile: BusinessProfile;
  call: CallInfo;
  ctx: ToolContext;
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Tool rounds per turn before giving up. */
  maxRounds?: number;
}

type Msg =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };
interface ToolCall { id: string; type: 'function'; function: { name: string; arguments: string } }

/** Tools as OpenAI function definitions (JSON Schema from the same zod parameters). */
export function toolSpecs() {
  return TOOLS.map((t) => ({ type: 'function' as const, function: { name: t.name, description: t.description, parameters: z.toJSONSchema(t.parameters, { unrepresentable: 'any' }) } }));
}

export function systemPrompt(p: BusinessProfile, call: CallInfo, now: number): string {
  return [
    `You are the virtual assistant (an AI receptionist) of ${p.name}, answering a ${call.channel === 'web' ? 'website chat' : 'phone call'}. Say you are the virtual assistant when you greet or when asked.`,
    `Today is ${new Intl.DateTimeFormat('en-US', { timeZone: p.timeZone, dateStyle: 'full' }).format(new Date(now))} (${p.timeZone}).`,
    `Hours: ${formatBusinessHours(p.schedule)}. ${p.travels ? `The business travels to customers within ${p.radiusMiles} miles.` : `Customers come to ${p.address ?? 'the business'}.`}`,
    `Services: ${p.services.map((s) => `${s.name} (${s.durationMinutes} min${priceText(s) ? `, ${priceText(s)}` : ''})`).join('; ')}.`,
    'Rules: never state a price, hour or time that did not come from a tool result or these facts. Answer questions before pushing a booking.',
    'To book: find_slots, offer two or three concrete times (use their "spoken" text), hold_slot the chosen one, get the name and phone, read back the name, the phone number digit by digit and the address, and once the caller says yes, ask once whether they want the confirmation and a calendar invite by email (they may say no thanks); then call confirm_booking, with customer.email only when they gave one. Then confirm day, date, time window and price estimate.',
    'Emergencies (flooding, burst pipe, gas smell, no heat in freezing weather, sparking panel, locked out with a child inside, dental trauma): offer an immediate transfer and call transfer_to_owner with reason emergency when they agree.',
    'Keep replies short and spoken-style: no lists, no markdown. Politely refuse what you cannot do.',
    call.lang === 'es'
      ? 'The caller speaks Spanish: answer in Spanish (usted), all of it.'
      : 'Answer in the language the caller speaks (English or Spanish).',
  ].join('\n');
}

/** Reads an SSE stream of chat-completion chunks. */
async function* sse(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const dec = new TextDecoder();
  let buf = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += dec.decode(value, { stream: true });
    let i: number;
    while ((i = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, i).trim();
      buf = buf.slice(i + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      try {
        yield JSON.parse(data);
      } catch {
        /* keep-alive or junk */
      }
    }
  }
}

export class LlmError extends Error {
  override name = 'LlmError';
}

/**
 * The LLM brain: any OpenAI-compatible `/chat/completions` endpoint with streaming and tool
 * calls. Text deltas are spoken sentence by sentence as they arrive; tool calls run through
 * the same tools as the built-in engine.
 */
export function createLlmBrain(o: LlmBrainOptions): Brain {
  const f = o.fetchImpl ?? fetch;
  const messages: Msg[] = [{ role: 'system', content: systemPrompt(o.profile, o.call, o.ctx.now()) }];
  const tools = toolSpecs();

  async function round(io: TurnIO): Promise<ToolCall[]> {
    const ac = new AbortController();
    const timer = setTimeout(() => ac.abort(), o.timeoutMs ?? 20_000);
    try {
      const res = await f(`${o.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST', signal: ac.signal,
        headers: { 'content-type': 'application/json', ...(o.apiKey ? { authorization: `Bearer ${o.apiKey}` } : {}) },
        body: JSON.stringify({ model: o.model, messages, tools, tool_choice: 'auto', stream: true, temperature: 0.3 }),
      });
      if (!res.ok || !res.body) throw new LlmError(`LLM answered HTTP ${res.status}`);
      let text = '';
      let sentence = '';
      const calls: ToolCall[] = [];
      for await (const chunk of sse(res.body)) {
        const delta = (chunk as { choices?: Array<{ delta?: { content?: string | null; tool_calls?: Array<{ index?: number; id?: string; function?: { name?: string; arguments?: string } }> } }> }).choices?.[0]?.delta;
        if (!delta) continue;
        if (delta.content) {
          text += delta.content;
          sentence += delta.content;
          const m = /^([\s\S]*?[.!?])(\s+|$)([\s\S]*)$/.exec(sentence);
          if (m && m[2]) {
            io.say(m[1]!.trim());
            sentence = m[3]!;
          }
        }
        for (const tc of delta.tool_calls ?? []) {
          const i = tc.index ?? 0;
          const c = (calls[i] ??= { id: tc.id ?? `call_${i}`, type: 'function', function: { name: '', arguments: '' } });
          if (tc.id) c.id = tc.id;
          if (tc.function?.name) c.function.name += tc.function.name;
          if (tc.function?.arguments) c.function.arguments += tc.function.arguments;
        }
      }
      if (sentence.trim()) io.say(sentence.trim());
      messages.push({ role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: calls } : {}) });
      return calls;
    } finally {
      clearTimeout(timer);
    }
  }

  let lang = o.call.lang ?? 'en';
  return {
    async turn(text, io) {
      // A Spanish speaker: speech and transcription switch to es-US (the model follows the words).
      if (lang === 'en' && (asksForSpanish(text) || (messages.filter((m) => m.role === 'user').length < 2 && soundsSpanish(text)))) {
        lang = 'es';
        o.ctx.lang = 'es';
        io.language?.('es');
      }
      messages.push({ role: 'user', content: text });
      for (let r = 0; r < (o.maxRounds ?? 6); r++) {
        const calls = await round(io);
        if (!calls.length) return;
        let ended = false;
        for (const c of calls) {
          let args: unknown = {};
          try {
            args = JSON.parse(c.function.arguments || '{}');
          } catch {
            /* the tool answers bad_arguments */
          }
          const result = await io.tool<Record<string, unknown>>(c.function.name, args);
          messages.push({ role: 'tool', tool_call_id: c.id, content: JSON.stringify(result) });
          const h = (result as { handoff?: { reason: 'transfer' | 'emergency' } }).handoff;
          if (c.function.name === 'transfer_to_owner' && h) {
            io.end(h);
            ended = true;
          }
        }
        if (ended) return;
      }
    },
  };
}
