import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import { callerLine } from './format';

describe('callerLine (who called, on the Calls and Call pages)', () => {
  it('shows a phone caller as the spec shows numbers: ddd-ddd-dddd, not E.164', () => {
    expect(callerLine({ channel: 'phone', from: '+15915550112' })).toBe('591-555-0112');
  });
  it('leaves a number it cannot read as ten US digits as it came', () => {
    expect(callerLine({ channel: 'phone', from: '+442071234567' })).toBe('+442071234567');
    expect(callerLine({ channel: 'phone', from: '' })).toBe('');
  });
  it('names a widget conversation a website visitor (its relay reports "web" as the caller)', () => {
    expect(callerLine({ channel: 'web', from: 'web' })).toBe(TEXTS.call.webVisitor);
  });
});
