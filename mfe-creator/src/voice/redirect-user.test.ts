import { describe, expect, it } from 'vitest';
import { handleRedirectUser, type RedirectDeps } from './redirect-user';

function fakes(assign: RedirectDeps['assignPhone']) {
  const storage = new Map<string, string>();
  const steps: Array<[number, Record<string, unknown>]> = [];
  const went: string[] = [];
  const delays: number[] = [];
  const deps: RedirectDeps = {
    storage: { setItem: (k, v) => void storage.set(k, v) },
    logStep: async (n, d) => void steps.push([n, d]),
    assignPhone: assign,
    navigate: (to) => void went.push(to),
    delay: async (ms) => void delays.push(ms),
  };
  return { deps, storage, steps, went, delays };
}

const params = { agentId: 'agent_abc123', userEmail: 'o@example.com', businessName: 'Rapid Rooter', userAddress: '1 Main St', userCity: 'Austin', userState: 'TX', userZipcode: '78701' };

describe('RedirectUser handler', () => {
  it('stores the values, assigns a phone and goes to the demo page after 1 s', async () => {
    const bodies: unknown[] = [];
    const f = fakes(async (b) => (bodies.push(b), { success: true, assignedPhoneNumber: '+15125550100' }));
    await handleRedirectUser(params, f.deps);
    expect(Object.fromEntries(f.storage)).toStrictEqual({ currentAgentId: 'agent_abc123', userEmail: 'o@example.com', businessName: 'Rapid Rooter', userAddress: '1 Main St', userCity: 'Austin', userState: 'TX', userZipcode: '78701' });
    expect(bodies).toStrictEqual([params]);
    expect(f.steps.map(([n]) => n)).toStrictEqual([3, 6, 7]);
    expect(f.delays).toStrictEqual([1000]);
    expect(f.went).toStrictEqual(['/demo/agent/agent_abc123']);
  });
  it('still navigates when the assignment fails, logging step 99', async () => {
    const f = fakes(async () => {
      throw new Error('502');
    });
    await handleRedirectUser(params, f.deps);
    expect(f.steps.map(([n]) => n)).toStrictEqual([3, 6, 99]);
    expect(f.went).toStrictEqual(['/demo/agent/agent_abc123']);
  });
  it('logs an error step and does nothing else for a malformed id', async () => {
    const f = fakes(async () => ({ success: true, assignedPhoneNumber: 'x' }));
    await handleRedirectUser({ ...params, agentId: 'agent_bad-id' }, f.deps);
    expect(f.steps).toStrictEqual([[99, { error: 'invalid agent id format', agentId: 'agent_bad-id' }]]);
    expect(f.storage.size).toBe(0);
    expect(f.went).toStrictEqual([]);
  });
  it('does nothing at all without an agent id', async () => {
    const f = fakes(async () => ({ success: true }));
    await handleRedirectUser({ userEmail: 'x@y.z' }, f.deps);
    expect([f.steps, f.went, f.storage.size]).toStrictEqual([[], [], 0]);
  });
  it('accepts snake_case parameter names', async () => {
    const f = fakes(async () => ({ success: true, assignedPhoneNumber: '+15125550100' }));
    await handleRedirectUser({ agent_id: 'agent_Z9', user_email: 'a@b.co' }, f.deps);
    expect(f.storage.get('userEmail')).toBe('a@b.co');
    expect(f.went).toStrictEqual(['/demo/agent/agent_Z9']);
  });
});
