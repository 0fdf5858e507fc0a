import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8787);
    expect(c.publicUrl).toBe('http://localhost:8787');
  });
  it('names the variable with a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nope' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ SETUP_PHONE: '555-01' })).toThrow(/SETUP_PHONE/);
  });
  it('reads the setup line in display or E.164 form', () => {
    expect(loadConfig({}).SETUP_PHONE).toBe('(800) 555-0199');
    expect(loadConfig({}).setupPhoneE164).toBe('+18005550199');
    expect(loadConfig({ SETUP_PHONE: '+1 512 555 0177' }).setupPhoneE164).toBe('+15125550177');
    expect(loadConfig({ SETUP_PHONE: '512.555.0177' }).setupPhoneE164).toBe('+15125550177');
  });
});
