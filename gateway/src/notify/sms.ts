import twilio from 'twilio';
import { rebasedHttpClient } from '../telephony/twilio';
import type { Outbox } from './outbox';

export interface SmsMessage {
  to: string;
  body: string;
  /** Sender number (E.164); the adapter's default when absent. */
  from?: string;
  urgent?: boolean;
  agentId?: string;
}

/** The SMS port: Twilio Messaging through the official SDK, the sandbox outbox otherwise. */
export interface SmsSender {
  readonly mode: 'sandbox' | 'live';
  send(m: SmsMessage): Promise<void>;
}

export interface TwilioSmsOptions {
  accountSid: string;
  authToken: string;
  from?: string;
  apiBaseUrl?: string;
  timeoutMs?: number;
}

export class SmsError extends Error {
  override name = 'SmsError';
}

export function twilioSms({ accountSid, authToken, from, apiBaseUrl = 'https://api.twilio.com', timeoutMs = 15_000 }: TwilioSmsOptions): SmsSender {
  const client = twilio(accountSid, authToken, { httpClient: rebasedHttpClient(apiBaseUrl, timeoutMs), autoRetry: false, timeout: timeoutMs });
  return {
    mode: 'live',
    async send(m) {
      const sender = m.from ?? from;
      if (!sender) throw new SmsError('no sender number for SMS');
      try {
        await client.messages.create({ to: m.to, from: sender, body: m.urgent ? `URGENT: ${m.body}` : m.body });
      } catch (err) {
        const e = err as { status?: number };
        throw new SmsError(`Twilio message failed${e.status ? ` with HTTP ${e.status}` : ''}`);
      }
    },
  };
}

export function sandboxSms(outbox: Outbox): SmsSender {
  return {
    mode: 'sandbox',
    async send(m) {
      await outbox.add({ channel: 'sms', to: m.to, ...(m.from ? { from: m.from } : {}), text: m.urgent ? `URGENT: ${m.body}` : m.body, urgent: Boolean(m.urgent), ...(m.agentId ? { agentId: m.agentId } : {}) });
    },
  };
}
