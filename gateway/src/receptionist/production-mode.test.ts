// Production mode (SANDBOX=false or any provider configured): no sandbox surface, and the relay
// URL comes from PUBLIC_URL alone, whatever Host / X-Forwarded-Host the request claims.
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/kit/app';
import { SALON } from '../../../tests/kit/fixtures';
import { makeAgent } from '../../../tests/kit/conversation';

describe('production mode', () => {
  const { app, redis } = testApp({ env: { SANDBOX: 'false', PUBLIC_URL: 'https://bookline.example', TRUST_PROXY: 'true' } });

  it('has no sandbox routes', async () => {
    for (const path of ['/sandbox/status', '/sandbox/outbox', '/sandbox/usage?agentId=agent_x', '/sandbox/calls/CA1']) expect((await app.request(path)).status, path).toBe(404);
    expect((await app.request('/sandbox/call', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"agentId":"agent_x"}' })).status).toBe(404);
  });

  it('builds relay URLs from PUBLIC_URL only', async () => {
    const { agent } = await makeAgent(redis, SALON);
    const res = await app.request('/widget/session', { method: 'POST', headers: { 'content-type': 'application/json', host: 'evil.example', 'x-forwarded-host': 'evil.example' }, body: JSON.stringify({ agentId: agent.id }) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { relayUrl: string }).relayUrl).toMatch(/^wss:\/\/bookline\.example\/relay\?token=/);
  });
});

describe('sandbox mode', () => {
  const { app } = testApp({ env: {} });
  it('keeps the sandbox routes', async () => {
    expect((await app.request('/sandbox/status')).status).toBe(200);
  });
});
