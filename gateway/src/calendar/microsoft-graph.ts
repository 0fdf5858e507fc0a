import { callJson, type CalendarEventInput, type CalendarPort } from './port';

export interface MicrosoftGraphOptions {
  getAccessToken: () => Promise<string>;
  /** The owner's mailbox address, asked about in getSchedule. */
  mailbox: string;
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** Graph wants wall time plus a zone name; we always speak UTC. */
const utc = (ms: number) => ({ dateTime: new Date(ms).toISOString().replace('Z', ''), timeZone: 'UTC' });
/** "2026-06-08T13:00:00.0000000" in UTC → ms. */
const fromGraph = (dt: string) => Date.parse(`${dt.replace(/(\.\d{3})\d*$/, '$1')}Z`);

function eventBody(e: Partial<CalendarEventInput>) {
  return {
    ...(e.summary !== undefined ? { subject: e.summary } : {}),
    ...(e.description !== undefined ? { body: { contentType: 'text', content: e.description } } : {}),
    ...(e.location !== undefined ? { location: { displayName: e.location } } : {}),
    ...(e.start !== undefined ? { start: utc(e.start) } : {}),
    ...(e.end !== undefined ? { end: utc(e.end) } : {}),
    ...(e.attendees ? { attendees: e.attendees.map((a) => ({ emailAddress: { address: a.email, ...(a.name ? { name: a.name } : {}) }, type: 'required' })) } : {}),
    ...(e.uid !== undefined ? { transactionId: e.uid } : {}),
  };
}

/** Microsoft Graph v1.0: calendar getSchedule and /me/events create / patch / cancel. */
export function createMicrosoftGraphCalendar({ getAccessToken, mailbox, baseUrl = 'https://graph.microsoft.com/v1.0', fetch = globalThis.fetch, timeoutMs = 5_000 }: MicrosoftGraphOptions): CalendarPort {
  const root = baseUrl.replace(/\/$/, '');
  const call = async (operation: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    callJson(fetch, operation, `${root}${path}`, { method, token: await getAccessToken(), body, timeoutMs, ...(headers ? { headers } : {}) });
  return {
    async freeBusy({ from, to }) {
      const res = (await call('getSchedule', 'POST', '/me/calendar/getSchedule', {
        schedules: [mailbox], startTime: utc(from), endTime: utc(to), availabilityViewInterval: 15,
      }, { prefer: 'outlook.timezone="UTC"' })) as { value?: Array<{ scheduleItems?: Array<{ status: string; start: { dateTime: string }; end: { dateTime: string } }> }> };
      return (res.value?.[0]?.scheduleItems ?? [])
        .filter((i) => i.status.toLowerCase() !== 'free')
        .map((i) => ({ start: fromGraph(i.start.dateTime), end: fromGraph(i.end.dateTime) }));
    },
    async createEvent(e) {
      const res = (await call('events.create', 'POST', '/me/events', eventBody(e))) as { id: string };
      return { id: res.id };
    },
    async updateEvent(id, e) {
      await call('events.update', 'PATCH', `/me/events/${encodeURIComponent(id)}`, eventBody(e));
    },
    async cancelEvent(id) {
      await call('events.cancel', 'POST', `/me/events/${encodeURIComponent(id)}/cancel`, { comment: 'Cancelled by the receptionist.' });
    },
  };
}
