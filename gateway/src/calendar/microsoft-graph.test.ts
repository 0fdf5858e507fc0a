import { describe, expect, it } from 'vitest';
import { startRecordingServer } from '../../../tests/kit/recording-server';
import { createMicrosoftGraphCalendar } from './microsoft-graph';

describe('Microsoft Graph calendar adapter', () => {
  it('reads busy, tentative and out-of-office items from getSchedule in UTC', async () => {
    const srv = await startRecordingServer(() => ({ json: {
      '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#Collection(microsoft.graph.scheduleInformation)',
      value: [{
        scheduleId: 'owner@ace.example', availabilityView: '0022000000',
        scheduleItems: [
          { isPrivate: false, status: 'busy', subject: 'Supplier', start: { dateTime: '2026-06-08T13:00:00.0000000', timeZone: 'UTC' }, end: { dateTime: '2026-06-08T13:30:00.0000000', timeZone: 'UTC' } },
          { isPrivate: false, status: 'free', subject: 'Lunch?', start: { dateTime: '2026-06-08T16:00:00.0000000', timeZone: 'UTC' }, end: { dateTime: '2026-06-08T17:00:00.0000000', timeZone: 'UTC' } },
          { isPrivate: true, status: 'oof', start: { dateTime: '2026-06-09T00:00:00.0000000', timeZone: 'UTC' }, end: { dateTime: '2026-06-10T00:00:00.0000000', timeZone: 'UTC' } },
        ],
        workingHours: { daysOfWeek: ['monday'], startTime: '08:00:00.0000000', endTime: '17:00:00.0000000', timeZone: { name: 'Eastern Standard Time' } },
      }],
    } }));
    const cal = createMicrosoftGraphCalendar({ getAccessToken: async () => 'ms-tok', mailbox: 'owner@ace.example', baseUrl: srv.url });
    const busy = await cal.freeBusy({ from: Date.parse('2026-06-08T04:00:00Z'), to: Date.parse('2026-06-10T04:00:00Z') });
    await srv.close();
    expect(busy).toStrictEqual([
      { start: Date.parse('2026-06-08T13:00:00Z'), end: Date.parse('2026-06-08T13:30:00Z') },
      { start: Date.parse('2026-06-09T00:00:00Z'), end: Date.parse('2026-06-10T00:00:00Z') },
    ]);
    const req = srv.requests[0]!;
    expect([req.method, req.path, req.headers.authorization, req.headers.prefer]).toStrictEqual(['POST', '/me/calendar/getSchedule', 'Bearer ms-tok', 'outlook.timezone="UTC"']);
    expect(JSON.parse(req.text)).toStrictEqual({
      schedules: ['owner@ace.example'], startTime: { dateTime: '2026-06-08T04:00:00.000', timeZone: 'UTC' },
      endTime: { dateTime: '2026-06-10T04:00:00.000', timeZone: 'UTC' }, availabilityViewInterval: 15,
    });
  });

  it('creates, updates and cancels an event', async () => {
    const srv = await startRecordingServer((r) => (r.path.endsWith('/cancel') ? { status: 202 } : { status: r.method === 'POST' ? 201 : 200, json: { id: 'AAMkAGI2TG93AAA=', subject: 'x' } }));
    const cal = createMicrosoftGraphCalendar({ getAccessToken: async () => 'ms-tok', mailbox: 'owner@ace.example', baseUrl: srv.url });
    const start = Date.parse('2026-06-09T14:00:00Z');
    expect(await cal.createEvent({ start, end: start + 3_600_000, summary: 'Leak repair', description: 'Gate code 12', location: '5 Elm Rd', attendees: [{ email: 'sam@example.com' }], uid: 'bk9.ag@bookline' })).toStrictEqual({ id: 'AAMkAGI2TG93AAA=' });
    await cal.updateEvent('AAMkAGI2TG93AAA=', { summary: 'Leak repair (moved)' });
    await cal.cancelEvent('AAMkAGI2TG93AAA=');
    await srv.close();
    expect(srv.requests.map((r) => `${r.method} ${r.path}`)).toStrictEqual([
      'POST /me/events', 'PATCH /me/events/AAMkAGI2TG93AAA%3D', 'POST /me/events/AAMkAGI2TG93AAA%3D/cancel',
    ]);
    expect(JSON.parse(srv.requests[0]!.text)).toStrictEqual({
      subject: 'Leak repair', body: { contentType: 'text', content: 'Gate code 12' }, location: { displayName: '5 Elm Rd' },
      start: { dateTime: '2026-06-09T14:00:00.000', timeZone: 'UTC' }, end: { dateTime: '2026-06-09T15:00:00.000', timeZone: 'UTC' },
      attendees: [{ emailAddress: { address: 'sam@example.com' }, type: 'required' }], transactionId: 'bk9.ag@bookline',
    });
    expect(JSON.parse(srv.requests[1]!.text)).toStrictEqual({ subject: 'Leak repair (moved)' });
    expect(JSON.parse(srv.requests[2]!.text)).toStrictEqual({ comment: 'Cancelled by the receptionist.' });
  });
});
