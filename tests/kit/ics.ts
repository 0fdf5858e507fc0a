// Reads VEVENTs out of the feed for assertions (a deliberately small, independent reader).
export interface FeedEvent { uid: string; summary: string; start: number; end: number; sequence: number; status: string; description: string }

const utc = (v: string) => Date.UTC(+v.slice(0, 4), +v.slice(4, 6) - 1, +v.slice(6, 8), +v.slice(9, 11), +v.slice(11, 13), +v.slice(13, 15));

export function feedEvents(ics: string): FeedEvent[] {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded.split('BEGIN:VEVENT').slice(1).map((block) => {
    const get = (k: string) => new RegExp(`^${k}(?:;[^:]*)?:(.*)$`, 'm').exec(block)?.[1]?.trim() ?? '';
    return {
      uid: get('UID'), summary: get('SUMMARY').replace(/\\,/g, ',').replace(/\\;/g, ';'), start: utc(get('DTSTART')), end: utc(get('DTEND')),
      sequence: Number(get('SEQUENCE')), status: get('STATUS'), description: get('DESCRIPTION').replace(/\\n/g, '\n'),
    };
  });
}

export const weekdayIn = (t: number, timeZone = 'America/Chicago') => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(new Date(t));
