import { createServer, type IncomingMessage, type Server } from 'node:http';
import { pinClock } from '../../../tests/kit/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, type Redis } from '../store';
import { SALON } from '../../../tests/kit/fixtures';
import { Caller, dial, eventually, makeAgent, outbox, startTestGateway } from '../../../tests/kit/conversation';
import { createBookingStore } from '../calendar/bookings';

pinClock();

// A local OpenAI-compatible server that streams chat-completion chunks (SSE), recording each
// request. It answers from a script: the first turn calls find_slots (arguments split across
// chunks, as real models stream them), then speaks the first slot the tool returned.
interface ChatRequest { model: string; stream: boolean; tools: Array<{ function: { name: string; parameters: unknown } }>; messages: Array<{ role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }> }
const requests: Array<{ body: ChatRequest; auth: string | undefined }> = [];
let server: Server;
let base = '';

const chunk = (delta: unknown, finish: string | null = null) => `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

function script(body: ChatRequest): string[] {
  const last = body.messages.at(-1)!;
  if (last.role === 'user' && /haircut/i.test(last.content ?? '')) {
    return [
      chunk({ role: 'assistant', content: null, tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'find_slots', arguments: '' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: '{"serv' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: 'ice":"Haircut"}' } }] }),
      chunk({}, 'tool_calls'),
    ];
  }
  // Booking: hold the first slot find_slots returned, then confirm with the caller's email.
  if (last.role === 'user' && /book the first/i.test(last.content ?? '')) {
    const found = body.messages.find((m) => m.role === 'tool' && m.tool_call_id === 'call_1');
    const slot = (JSON.parse(found?.content ?? '{}') as { slots?: Array<{ start: number; technicianId: string }> }).slots?.[0];
    const args = JSON.stringify({ service: 'Haircut', start: slot?.start ?? 0, technicianId: slot?.technicianId ?? '' });
    return [chunk({ role: 'assistant', content: null, tool_calls: [{ index: 0, id: 'call_hold', type: 'function', function: { name: 'hold_slot', arguments: args } }] }), chunk({}, 'tool_calls')];
  }
  if (last.role === 'tool' && last.tool_call_id === 'call_hold') {
    const { holdId } = JSON.parse(last.content ?? '{}') as { holdId?: string };
    const args = JSON.stringify({ holdId, service: 'Haircut', customer: { name: 'Ann Lee', phone: '5125550142', email: 'ann.lee@example.com' } });
    return [chunk({ role: 'assistant', content: null, tool_calls: [{ index: 0, id: 'call_book', type: 'function', function: { name: 'confirm_booking', arguments: args } }] }), chunk({}, 'tool_calls')];
  }
  if (last.role === 'tool' && last.tool_call_id === 'call_book') {
    const booked = JSON.parse(last.content ?? '{}') as { id?: string; error?: string };
    return [chunk({ role: 'assistant', content: booked.id ? 'You are booked, and the invite is on its way.' : `Sorry, ${booked.error ?? 'that failed'}.` }), chunk({}, 'stop')];
  }
  if (last.role === 'tool') {
    const result = JSON.parse(last.content ?? '{}') as { slots?: Array<{ spoken: string }> };
    const said = `I have ${result.slots?.[0]?.spoken ?? 'nothing'}. Does that work for you?`;
    return [chunk({ role: 'assistant', content: '' }), ...said.match(/.{1,7}/g)!.map((p) => chunk({ content: p })), chunk({}, 'stop')];
  }
  if (last.role === 'user' && /manager/i.test(last.content ?? '')) {
    return [chunk({ role: 'assistant', content: 'Sure, connecting you now.' }), chunk({ tool_calls: [{ index: 0, id: 'call_2', type: 'function', function: { name: 'transfer_to_owner', arguments: '{"reason":"transfer"}' } }] }), chunk({}, 'tool_calls')];
  }
  return [chunk({ role: 'assistant', content: 'Okay.' }), chunk({}, 'stop')];
}

let gw: Awaited<ReturnType<typeof startTestGateway>>;
let redis: Redis;
beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as ChatRequest;
      requests.push({ body, auth: req.headers.authorization });
      if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const c of script(body)) res.write(c);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
  gw = await startTestGateway({ LLM_BASE_URL: base, LLM_MODEL: 'test-model', LLM_API_KEY: 'sk-test-123' });
  redis = createRedis(gw.redisUrl);
});
afterAll(async () => {
  await gw.close();
  redis.disconnect();
  await new Promise<void>((r) => server.close(() => r()));
});

describe('LLM brain (OpenAI-compatible streaming chat completions with tools)', () => {
  it('streams a tool call, runs the real tool, and speaks only the slot the tool returned', async () => {
    const { agent, number } = await makeAgent(redis, SALON);
    const { caller } = await dial(gw.url, number);
    const reply = await caller.say('Can I get a haircut?');
    const first = requests.find((r) => r.body.messages.at(-1)?.content === 'Can I get a haircut?')!;
    expect(first.auth).toBe('Bearer sk-test-123');
    expect(first.body).toMatchObject({ model: 'test-model', stream: true });
    expect(first.body.messages[0]).toMatchObject({ role: 'system' });
    expect(first.body.messages[0]!.content).toContain('Shear Bliss Hair Salon');
    expect(first.body.tools.map((t) => t.function.name)).toEqual(expect.arrayContaining(['find_slots', 'hold_slot', 'confirm_booking', 'transfer_to_owner']));
    const second = requests.at(-1)!;
    const toolMsg = second.body.messages.find((m) => m.role === 'tool' && m.tool_call_id === 'call_1')!;
    const slots = (JSON.parse(toolMsg.content!) as { slots: Array<{ spoken: string }> }).slots;
    expect(slots.length).toBeGreaterThanOrEqual(2);
    expect(reply).toBe(`I have ${slots[0]!.spoken}. Does that work for you?`);
    expect(await createBookingStore({ redis: redis, agentId: agent.id }).upcoming(0)).toHaveLength(0);
  });
  it('asks for the optional email before booking and books with it: the invite goes to that address', async () => {
    const { agent, number } = await makeAgent(redis, SALON);
    const { caller } = await dial(gw.url, number);
    await caller.say('Can I get a haircut?');
    const system = requests.at(-1)!.body.messages[0]!.content!;
    expect(system).toMatch(/calendar invite by email/);
    expect(await caller.say('Book the first one please. Ann Lee, 512 555 0142, email ann dot lee at example dot com')).toBe('You are booked, and the invite is on its way.');
    const bookings = await createBookingStore({ redis: redis, agentId: agent.id }).upcoming(0);
    expect(bookings).toHaveLength(1);
    const msgs = await eventually(() => outbox(gw.url, agent.id), (m) => m.some((x) => x.to === 'ann.lee@example.com'));
    expect(msgs.find((x) => x.to === 'ann.lee@example.com')!.ics).toMatch(/METHOD:REQUEST/);
  });
  it('a caller who speaks Spanish: the call switches to es-US and the model hears that it must answer in Spanish', async () => {
    const { number } = await makeAgent(redis, SALON);
    const { caller } = await dial(gw.url, number);
    expect(requests.at(-1)?.body.messages[0]?.content ?? '').not.toContain('The caller speaks Spanish');
    await caller.say('Hola, quisiera una cita para un corte de pelo');
    expect(caller.frames.find((f) => f.type === 'language')).toStrictEqual({ type: 'language', ttsLanguage: 'es-US', transcriptionLanguage: 'es-US' });
    expect(requests.at(-1)!.body.messages[0]!.content).toMatch(/Answer in the language the caller speaks/);
    // A widget that starts in Spanish tells the model up front.
    const res = await fetch(`${gw.url}/widget/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ agentId: (await makeAgent(redis, SALON)).agent.id }) });
    const { relayUrl } = (await res.json()) as { relayUrl: string };
    const web = await Caller.connect(relayUrl, { from: 'web', customParameters: { channel: 'web', lang: 'es-US' } });
    await web.say('hola');
    expect(requests.at(-1)!.body.messages[0]!.content).toContain('The caller speaks Spanish: answer in Spanish');
    caller.hangUp();
    web.hangUp();
  });
  it('a transfer_to_owner tool call ends the session with the handoff', async () => {
    const { number } = await makeAgent(redis, SALON);
    const { caller } = await dial(gw.url, number);
    expect(await caller.say('Let me talk to the manager')).toBe('Sure, connecting you now.');
    expect(await caller.ended()).toMatchObject({ reason: 'transfer' });
  });
});
