import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { sandboxEmail, smtpEmail, type EmailSender } from './email';
import { createOutbox, type Outbox } from './outbox';
import { sandboxSms, twilioSms, type SmsSender } from './sms';

export interface Notifiers {
  email: EmailSender;
  sms: SmsSender;
  outbox: Outbox;
}

/** SMTP when SMTP_URL is set, Twilio SMS when Twilio credentials are set; the sandbox outbox otherwise. */
export function notifiersFromConfig(config: Config, redis: Redis): Notifiers {
  const outbox = createOutbox(redis);
  const email = config.SMTP_URL
    ? smtpEmail({ url: config.SMTP_URL, from: config.EMAIL_FROM, insecureTls: config.SMTP_INSECURE_TLS })
    : sandboxEmail(outbox, config.EMAIL_FROM);
  const sms = config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN
    ? twilioSms({ accountSid: config.TWILIO_ACCOUNT_SID, authToken: config.TWILIO_AUTH_TOKEN, ...(config.TWILIO_SMS_FROM ? { from: config.TWILIO_SMS_FROM } : {}), apiBaseUrl: config.TWILIO_API_BASE_URL, timeoutMs: config.TWILIO_TIMEOUT_MS })
    : sandboxSms(outbox);
  return { email, sms, outbox };
}
