import { describe, expect, it } from 'vitest';
import { startRecordingServer } from '../../../tests/kit/recording-server';
import { createGoogleCalendar } from './google-calendar';
import { CalendarProviderError } from './port';

const from = Date.parse('2026-06-08T04:00:00Z');
const to = Date.parse('2026-06-10T04:00:00Z');

describe('Google Calendar adapter', () => {
  it('reads busy times with freeBusy.query', async () => {
    const srv = await startRecordingServer(() => ({ json: {
      kind: 'calendar#freeBusy', timeMin: '2026-06-08T04:00:00.000Z', timeMax: '2026-06-10T04:00:00.000Z',
      calendars: { 'owner@ace.example': { busy: [{ start: '2026-06-08T13:00:00Z', end: '2026-06-08T14:30:00Z' }, { start: '2026-06-09T09:00:00-04:00', end: '2026-06-09T10:00:00-04:00' }] } },
    } }));
    const cal = createGoogleCalendar({ getAccessToken: async () => 'tok-1', calendarId: 'owner@ace.example', baseUrl: srv.url });
    const busy = await cal.freeBusy({ from, to });
    await srv.close();
    expect(busy).toStrictEqual([
      { start: Date.parse('2026-06-08T13:00:00Z'), end: Date.parse('2026-06-08T14:30:00Z') },
      { start: Date.parse('2026-06-09T13:00:00Z'), end: Date.parse('2026-06-09T14:00:00Z') },
    ]);
    const req = srv.requests[0]!;
    expect([req.method, req.path, req.headers.authorization, req.headers['content-type']]).toStrictEqual(['POST', '/calendar/v3/freeBusy', 'Bearer tok-1', 'application/json']);
    expect(JSON.parse(req.text)).toStrictEqual({ timeMin: '2026-06-08T04:00:00.000Z', timeMax: '2026-06-10T04:00:00.000Z', items: [{ id: 'owner@ace.example' }] });
  });

  it('creates, moves and cancels an event, notifying attendees', async () => {
    const srv = await startRecordingServer((r) => (r.method === 'DELETE' ? { status: 204 } : { json: { kind: 'calendar#event', id: 'evt123', status: 'confirmed' } }));
    const cal = createGoogleCalendar({ getAccessToken: async () => 'tok-2', baseUrl: srv.url });
    const start = Date.parse('2026-06-09T14:00:00Z');
    expect(await cal.createEvent({ start, end: start + 3_600_000, summary: 'Drain cleaning — Sam', description: 'Phone: +1 212 555 0100', location: '12 Main St', attendees: [{ name: 'Sam Lee', email: 'sam@example.com' }], uid: 'bk1.ag@bookline' })).toStrictEqual({ id: 'evt123' });
    await cal.updateEvent('evt123', { start: start + 3_600_000, end: start + 7_200_000 });
    await cal.cancelEvent('evt123');
    await srv.close();
    expect(srv.requests.map((r) => `${r.method} ${r.url}`)).toStrictEqual([
      'POST /calendar/v3/calendars/primary/events?sendUpdates=all',
      'PATCH /calendar/v3/calendars/primary/events/evt123?sendUpdates=all',
      'DELETE /calendar/v3/calendars/primary/events/evt123?sendUpdates=all',
    ]);
    expect(JSON.parse(srv.requests[0]!.text)).toStrictEqual({
      summary: 'Drain cleaning — Sam', description: 'Phone: +1 212 555 0100', location: '12 Main St',
      start: { dateTime: '2026-06-09T14:00:00.000Z' }, end: { dateTime: '2026-06-09T15:00:00.000Z' },
      attendees: [{ email: 'sam@example.com', displayName: 'Sam Lee' }], iCalUID: 'bk1.ag@bookline',
    });
    expect(JSON.parse(srv.requests[1]!.text)).toStrictEqual({ start: { dateTime: '2026-06-09T15:00:00.000Z' }, end: { dateTime: '2026-06-09T16:00:00.000Z' } });
    expect(srv.requests[2]!.text).toBe('');
    expect(srv.requests.every((r) => r.headers.authorization === 'Bearer tok-2')).toBe(true);
  });

  it('reports a refusal without the provider\'s message', async () => {
    const srv = await startRecordingServer(() => ({ status: 401, json: { error: { code: 401, message: 'Request had invalid authentication credentials.' } } }));
    const err = await createGoogleCalendar({ getAccessToken: async () => 'bad', baseUrl: srv.url }).freeBusy({ from, to }).catch((e: unknown) => e);
    await srv.close();
    expect(err).toBeInstanceOf(CalendarProviderError);
    expect((err as Error).message).toBe('freeBusy failed with HTTP 401');
  });
});
