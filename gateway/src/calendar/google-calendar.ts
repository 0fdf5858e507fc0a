import { callJson, CalendarProviderError, type CalendarEventInput, type CalendarPort } from './port';

export interface GoogleCalendarOptions {
  /** OAuth access token for the owner (refreshing it is the connection's job). */
  getAccessToken: () => Promise<string>;
  calendarId?: string;
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

function eventBody(e: Partial<CalendarEventInput>) {
  return {
    ...(e.summary !== undefined ? { summary: e.summary } : {}),
    ...(e.description !== undefined ? { description: e.description } : {}),
    ...(e.location !== undefined ? { location: e.location } : {}),
    ...(e.start !== undefined ? { start: { dateTime: iso(e.start) } } : {}),
    ...(e.end !== undefined ? { end: { dateTime: iso(e.end) } } : {}),
    ...(e.attendees ? { attendees: e.attendees.map((a) => ({ email: a.email, ...(a.name ? { displayName: a.name } : {}) })) } : {}),
    ...(e.uid !== undefined ? { iCalUID: e.uid } : {}),
  };
}

/** Google Calendar API v3: freeBusy.query and events insert / patch / delete (attendees notified). */
export function createGoogleCalendar({ getAccessToken, calendarId = 'primary', baseUrl = 'https://www.googleapis.com', fetch = globalThis.fetch, timeoutMs = 5_000 }: GoogleCalendarOptions): CalendarPort {
  const root = `${baseUrl.replace(/\/$/, '')}/calendar/v3`;
  const events = `${root}/calendars/${encodeURIComponent(calendarId)}/events`;
  const call = async (operation: string, method: string, url: string, body?: unknown) => callJson(fetch, operation, url, { method, token: await getAccessToken(), body, timeoutMs });
  return {
    async freeBusy({ from, to }) {
      const res = (await call('freeBusy', 'POST', `${root}/freeBusy`, { timeMin: iso(from), timeMax: iso(to), items: [{ id: calendarId }] })) as {
        calendars?: Record<string, { busy?: Array<{ start: string; end: string }>; errors?: unknown[] }>;
      };
      const cal = res.calendars?.[calendarId];
      if (!cal || cal.errors?.length) throw new CalendarProviderError('freeBusy', 200);
      return (cal.busy ?? []).map((b) => ({ start: Date.parse(b.start), end: Date.parse(b.end) }));
    },
    async createEvent(e) {
      const res = (await call('events.insert', 'POST', `${events}?sendUpdates=all`, eventBody(e))) as { id: string };
      return { id: res.id };
    },
    async updateEvent(id, e) {
      await call('events.patch', 'PATCH', `${events}/${encodeURIComponent(id)}?sendUpdates=all`, eventBody(e));
    },
    async cancelEvent(id) {
      await call('events.delete', 'DELETE', `${events}/${encodeURIComponent(id)}?sendUpdates=all`);
    },
  };
}
