import { describe, expect, it } from 'vitest';
import { consumePrefill, currentAgentId } from './session';

function memoryStorage(init: Record<string, string>): Storage {
  const m = new Map(Object.entries(init));
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

describe('trial signup prefill (spec §3 session storage keys)', () => {
  it('maps the voice-setup keys to the customer info and removes them once read', () => {
    const s = memoryStorage({ userEmail: 'pat@example.com', businessName: 'Rapid Rooter', userAddress: '1 Main St', userCity: 'Austin', userState: 'TX', userZipcode: '78701', currentAgentId: 'agent_abc123', originalSalesRep: 'Alex' });
    expect(consumePrefill(s)).toStrictEqual({ email: 'pat@example.com', name: 'Rapid Rooter', address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' });
    expect(consumePrefill(s)).toStrictEqual({});
    expect(s.getItem('currentAgentId')).toBe('agent_abc123');
    expect(s.getItem('originalSalesRep')).toBe('Alex');
  });
  it('reads only a well-formed current agent id', () => {
    expect(currentAgentId(memoryStorage({ currentAgentId: 'agent_abc123' }))).toBe('agent_abc123');
    expect(currentAgentId(memoryStorage({ currentAgentId: 'nope' }))).toBeNull();
  });
});
