import nodemailer from 'nodemailer';
import type { Outbox } from './outbox';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  urgent?: boolean;
  /** An iCalendar invitation sent as a calendar part (METHOD must match the content). */
  invitation?: { method: 'REQUEST' | 'CANCEL'; content: string };
  agentId?: string;
  /** Sandbox outbox only: who may see it there (the sign-in attempt that asked for it). */
  audience?: string;
}

/** The email port: nodemailer over SMTP when configured, the sandbox outbox otherwise. */
export interface EmailSender {
  readonly mode: 'sandbox' | 'live';
  send(m: EmailMessage): Promise<void>;
}

export interface SmtpEmailOptions {
  /** smtp://user:pass@host:port or smtps://… */
  url: string;
  from: string;
  /** Accept self-signed certificates (local test servers only). */
  insecureTls?: boolean;
}

export function smtpEmail({ url, from, insecureTls = false }: SmtpEmailOptions): EmailSender {
  const u = new URL(url);
  const transport = nodemailer.createTransport({
    host: u.hostname, port: Number(u.port) || (u.protocol === 'smtps:' ? 465 : 587), secure: u.protocol === 'smtps:',
    ...(u.username ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } } : {}),
    ...(insecureTls ? { tls: { rejectUnauthorized: false } } : {}),
  });
  return {
    mode: 'live',
    async send(m) {
      await transport.sendMail({
        from, to: m.to, subject: m.urgent ? `URGENT: ${m.subject}` : m.subject, text: m.text,
        ...(m.urgent ? { priority: 'high' as const } : {}),
        ...(m.invitation ? { icalEvent: { method: m.invitation.method, content: m.invitation.content, filename: 'invite.ics' } } : {}),
      });
    },
  };
}

export function sandboxEmail(outbox: Outbox, from = 'receptionist@bookline.example'): EmailSender {
  return {
    mode: 'sandbox',
    async send(m) {
      await outbox.add({
        channel: 'email', to: m.to, from, subject: m.urgent ? `URGENT: ${m.subject}` : m.subject, text: m.text, urgent: Boolean(m.urgent),
        ...(m.invitation ? { ics: m.invitation.content } : {}), ...(m.agentId ? { agentId: m.agentId } : {}), ...(m.audience ? { audience: m.audience } : {}),
      });
    },
  };
}
