export { createOutbox, type Outbox, type OutboxEntry } from './outbox';
export { smtpEmail, sandboxEmail, type EmailMessage, type EmailSender, type SmtpEmailOptions } from './email';
export { twilioSms, sandboxSms, SmsError, type SmsMessage, type SmsSender, type TwilioSmsOptions } from './sms';
export { notifiersFromConfig, type Notifiers } from './providers';
export { neverVerified, ownerReach, type EmailVerifiedCheck, type OwnerReach } from './owner-reach';
