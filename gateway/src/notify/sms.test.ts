import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingServer, type RecordingServer } from '../../../tests/kit/recording-server';
import { SmsError, twilioSms } from './sms';

const SID = 'AC' + 'a'.repeat(32);
let api: RecordingServer;
beforeAll(async () => {
  api = await startRecordingServer();
});
afterAll(() => api.close());

describe('Twilio SMS adapter (official SDK against a local recording server)', () => {
  it('creates a message with To, From and Body on the account', async () => {
    api.respond((r) => (r.method === 'POST' && r.path === `/2010-04-01/Accounts/${SID}/Messages.json` ? { status: 201, json: { sid: 'SM' + '1'.repeat(32), status: 'queued' } } : undefined));
    const sms = twilioSms({ accountSid: SID, authToken: 'x'.repeat(32), from: '+15125550000', apiBaseUrl: api.url });
    await sms.send({ to: '+15125550123', body: 'Your haircut is booked' });
    const req = api.requests.at(-1)!;
    expect(req.form.get('To')).toBe('+15125550123');
    expect(req.form.get('From')).toBe('+15125550000');
    expect(req.form.get('Body')).toBe('Your haircut is booked');
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${'x'.repeat(32)}`).toString('base64')}`);
  });
  it('prefixes urgent texts and uses the per-message sender', async () => {
    api.respond(() => ({ status: 201, json: { sid: 'SM' + '2'.repeat(32) } }));
    const sms = twilioSms({ accountSid: SID, authToken: 'x'.repeat(32), apiBaseUrl: api.url });
    await sms.send({ to: '+15125550123', body: 'Pipe burst', urgent: true, from: '+15125550199' });
    expect(api.requests.at(-1)!.form.get('Body')).toBe('URGENT: Pipe burst');
    expect(api.requests.at(-1)!.form.get('From')).toBe('+15125550199');
  });
  it('turns a provider error into an SmsError without the provider message', async () => {
    api.respond(() => ({ status: 400, json: { code: 21211, message: "The 'To' number secret-detail is not valid", status: 400 } }));
    const sms = twilioSms({ accountSid: SID, authToken: 'x'.repeat(32), from: '+15125550000', apiBaseUrl: api.url });
    const err = await sms.send({ to: '+15125550123', body: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsError);
    expect((err as Error).message).toBe('Twilio message failed with HTTP 400');
  });
});
