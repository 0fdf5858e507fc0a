import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, callAuth, callFunction, TIMEOUT_ERROR } from './api';

// A local server standing in for the gateway: counts calls per path and answers as told.
const hits = new Map<string, number>();
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const send = (status: number, body: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(body)); };
    if (path.endsWith('/get-agent-phone')) return hits.get(path)! < 3 ? send(503, { success: false, error: 'busy' }) : send(200, { success: true, phoneNumber: '+15125550100' });
    if (path.endsWith('/assign-agent-phone')) return send(503, { success: false, error: 'Phone number assignment failed. Please refresh the page in a moment.' });
    if (path.endsWith('/log-not-found')) return void setTimeout(() => send(200, { success: true }), 500);
    if (path === '/api/auth/verify') return send(410, { success: false, error: 'This sign-in link has already been used.', code: 'used' });
    send(404, { success: false, error: 'nope' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('typed API client', () => {
  it('retries an idempotent function after a 503 and answers its typed result', async () => {
    const r = await callFunction('get-agent-phone', { agentId: 'agent_abc123' }, { base });
    expect(r.phoneNumber).toBe('+15125550100');
    expect(hits.get('/functions/v1/get-agent-phone')).toBe(3);
  });

  it('never retries a function that changes something, and carries the server message', async () => {
    const err = await callFunction('assign-agent-phone', { agentId: 'agent_abc123' }, { base }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 503, message: 'Phone number assignment failed. Please refresh the page in a moment.' });
    expect(hits.get('/functions/v1/assign-agent-phone')).toBe(1);
  });

  it('times out with the same error type', async () => {
    const err = await callFunction('log-not-found', { path: '/x' }, { base, timeoutMs: 100 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'ApiError', status: 0, code: 'timeout', message: TIMEOUT_ERROR });
  });

  it('auth calls carry the server code', async () => {
    const err = await callAuth('verify', { token: 'x'.repeat(43) }, { base }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 410, code: 'used', message: 'This sign-in link has already been used.' });
  });
});
