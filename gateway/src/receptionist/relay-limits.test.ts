// The relay websocket under hostile clients: other upgrade paths are answered and closed, a
// socket that never sends setup is closed, partial prompts can't keep a call alive forever,
// and turns and transcript size per call are capped.
import { createConnection } from 'node:net';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { SALON } from '../../../tests/kit/fixtures';
import { dial, makeAgent, useTestGateway } from '../../../tests/kit/conversation';

const suite = useTestGateway({ RELAY_SETUP_TIMEOUT_MS: '300', RELAY_MAX_PARTIAL_MS: '600', RELAY_MAX_TURNS: '3', RELAY_MAX_TRANSCRIPT_CHARS: '3000', RELAY_IDLE_MS: '250' });

/** Sends a raw upgrade request; answers the status line and whether the server closed the socket. */
function rawUpgrade(port: number, path: string): Promise<{ status: string; closed: boolean }> {
  return new Promise((resolve) => {
    const sock = createConnection(port, '127.0.0.1');
    let data = '';
    const timer = setTimeout(() => { sock.destroy(); resolve({ status: data.split('\r\n')[0] ?? '', closed: false }); }, 3_000);
    sock.on('connect', () => sock.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`));
    sock.on('data', (d) => (data += String(d)));
    sock.on('close', () => { clearTimeout(timer); resolve({ status: data.split('\r\n')[0] ?? '', closed: true }); });
    sock.on('error', () => undefined);
  });
}

describe('relay websocket limits', () => {
  it('answers and closes upgrades to any path but /relay', async () => {
    for (const path of ['/', '/ws', '/relayx', '/sandbox/outbox', '/%%%']) {
      const r = await rawUpgrade(suite.gw.port, path);
      expect(r.closed, path).toBe(true);
      expect(r.status, path).toMatch(/^HTTP\/1\.1 (400|404)/);
    }
  });

  it('refuses a relay upgrade without a valid token', async () => {
    const r = await rawUpgrade(suite.gw.port, '/relay?token=nope');
    expect(r).toEqual({ status: 'HTTP/1.1 401 Unauthorized', closed: true });
  });

  it('closes a relay socket that never sends setup', async () => {
    const { agent } = await makeAgent(suite.redis, SALON);
    const res = (await (await fetch(`${suite.gw.url}/sandbox/call`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ agentId: agent.id }) })).json()) as { relayUrl: string };
    const ws = new WebSocket(res.relayUrl);
    const code = await new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
    expect(code).toBe(1008);
  });

  it('ends a call kept alive only by partial prompts', async () => {
    const { number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    const timer = setInterval(() => caller.send({ type: 'prompt', voicePrompt: 'uh', lang: 'en-US', last: false }), 100);
    try {
      expect(await caller.ended(8_000)).toMatchObject({ reason: 'done', idle: true });
    } finally {
      clearInterval(timer);
    }
  });

  it('ends a call politely after the turn cap', async () => {
    const { number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    for (let i = 0; i < 3; i++) await caller.say('what are your hours');
    expect(await caller.say('what are your hours')).toMatch(/longer than I can handle/);
    expect(await caller.ended()).toMatchObject({ reason: 'done', capped: true });
  });

  it('ends a call whose transcript grows past the cap', async () => {
    const { number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    // Prompts are cut at 2,000 characters each; the second pushes the call past its 3,000.
    expect(await caller.say(`hello ${'blah '.repeat(380)}`)).not.toMatch(/longer than I can handle/);
    expect(await caller.say(`hello ${'blah '.repeat(380)}`)).toMatch(/longer than I can handle/);
    expect(await caller.ended()).toMatchObject({ capped: true });
  });
});
