import { describe, expect, it } from 'vitest';
import { matchRoute, salesRepFromPath, ROUTES } from './routes';
import { formatPhoneDisplay } from './phone';
import { isAgentId } from './ids';

describe('route table', () => {
  it('routes every spec path to exactly one remote page', () => {
    for (const r of ROUTES) {
      const concrete = r.path.replace(':agentId', 'agent_abc123');
      expect(matchRoute(concrete)?.route.page).toBe(r.page);
    }
  });
  it('reads the agent id parameter', () => {
    expect(matchRoute('/demo/agent/agent_X1')?.params).toStrictEqual({ agentId: 'agent_X1' });
  });
  it('shows the landing page for configured sales-rep names only', () => {
    expect(matchRoute('/jordan', ['jordan'])?.route.page).toBe('landing-rep');
    expect(matchRoute('/Jordan/', ['jordan'])?.route.page).toBe('landing-rep');
    expect(matchRoute('/nobody', ['jordan'])).toBeNull();
  });
  it('answers null for unknown paths', () => {
    expect(matchRoute('/create-agent/extra')).toBeNull();
  });
});

describe('sales rep capture', () => {
  it('capitalises the first path segment', () => {
    expect(salesRepFromPath('/jordan/x')).toBe('Jordan');
    expect(salesRepFromPath('/')).toBeNull();
  });
});

describe('phone display', () => {
  it('strips +1 and formats ten digits', () => {
    expect(formatPhoneDisplay('+15125550142')).toBe('512-555-0142');
    expect(formatPhoneDisplay('(512) 555-0142')).toBe('512-555-0142');
    expect(formatPhoneDisplay('12345')).toBe('12345');
  });
  it('checks agent ids', () => {
    expect(isAgentId('agent_abc123')).toBe(true);
    expect(isAgentId('agent_')).toBe(false);
    expect(isAgentId('agent_a-b')).toBe(false);
  });
});
