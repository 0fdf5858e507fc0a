import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import { CallCard } from './CallCard';

const ready = { kind: 'ready', phoneNumber: '+15125550142' } as const;

describe('CallCard ("Call this agent")', () => {
  it('with real telephony: the agent’s real number as a tel: link, no sandbox phone', () => {
    const html = renderToStaticMarkup(<CallCard agentId="agent_abc123" phone={ready} telephony="live" />);
    expect(html).toContain('href="tel:+15125550142"');
    expect(html).toContain(`${TEXTS.demo.callAgent}: 512-555-0142`);
    expect(html).not.toContain('<button');
    expect(html).not.toMatch(/sandbox/i);
  });
  it('with real telephony but no number yet: nothing to call', () => {
    expect(renderToStaticMarkup(<CallCard agentId="agent_abc123" phone={{ kind: 'loading' }} telephony="live" />)).toBe('');
  });
  it('in sandbox telephony: a labelled button that opens the in-page phone (even before a number is assigned)', () => {
    const html = renderToStaticMarkup(<CallCard agentId="agent_abc123" phone={{ kind: 'loading' }} telephony="sandbox" />);
    expect(html).toMatch(new RegExp(`<button[^>]*aria-haspopup="dialog"[^>]*>${TEXTS.demo.callAgent}</button>`));
    expect(html).toContain('Sandbox');
    expect(html).not.toContain('tel:');
  });
  it('while the mode is unknown: nothing yet', () => {
    expect(renderToStaticMarkup(<CallCard agentId="agent_abc123" phone={ready} telephony="unknown" />)).toBe('');
  });
});
