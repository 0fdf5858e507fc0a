import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpEmail } from './email';

// A real local SMTP server (the smtp-server package) receives what nodemailer sends.
let server: SMTPServer;
let port = 0;
const received: Array<{ from: string; to: string[]; raw: string }> = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  port = (server.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('SMTP email adapter (nodemailer)', () => {
  it('sends a booking alert with the calendar invitation as a text/calendar part', async () => {
    const email = smtpEmail({ url: `smtp://127.0.0.1:${port}`, from: 'Bookline <receptionist@bookline.example>' });
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:bk_1.agent_x@bookline\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    await email.send({ to: 'owner@example.com', subject: 'New booking: Haircut', text: 'Service: Haircut', invitation: { method: 'REQUEST', content: ics } });
    const m = received.at(-1)!;
    expect(m.from).toBe('receptionist@bookline.example');
    expect(m.to).toStrictEqual(['owner@example.com']);
    expect(m.raw).toContain('Subject: New booking: Haircut');
    expect(m.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(m.raw).toContain('UID:bk_1.agent_x@bookline');
  });
  it('marks urgent messages in the subject and with high priority headers', async () => {
    const email = smtpEmail({ url: `smtp://127.0.0.1:${port}`, from: 'receptionist@bookline.example' });
    await email.send({ to: 'owner@example.com', subject: 'Urgent message from Jane', text: 'Pipe burst', urgent: true });
    const m = received.at(-1)!;
    expect(m.raw).toContain('Subject: URGENT: Urgent message from Jane');
    expect(m.raw).toMatch(/X-Priority: 1/);
    expect(m.raw).toMatch(/Importance: High/i);
  });
  it('fails loudly when the server is unreachable (the job retries)', async () => {
    const email = smtpEmail({ url: 'smtp://127.0.0.1:1', from: 'x@bookline.example' });
    await expect(email.send({ to: 'a@b.co', subject: 's', text: 't' })).rejects.toThrow();
  });
});
