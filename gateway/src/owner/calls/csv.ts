import type { CallListItem } from '@bookline/contracts';

/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return; a bare +digits phone number excepted) gets a leading apostrophe first: a caller who
 * says their name is "=HYPERLINK(…)" stays text in the owner's spreadsheet.
 */
export function csvCell(v: string | number | undefined): string {
  let s = v === undefined ? '' : String(v);
  // A bare phone number (+15125550142) can run nothing; keep it as it is.
  if (/^[=+\-@\t\r]/.test(s) && !/^\+\d{6,15}$/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const CSV_HEADER = ['Started', 'Ended', 'Channel', 'Caller number', 'Caller name', 'Outcome', 'Length (s)', 'Summary'];

export function csvRow(c: CallListItem, localTime: (t: number) => string): string {
  const len = c.endedAt ? Math.round((c.endedAt - c.startedAt) / 1000) : undefined;
  return [localTime(c.startedAt), c.endedAt ? localTime(c.endedAt) : '', c.channel, c.from, c.callerName, c.outcome, len, c.summary].map(csvCell).join(',');
}
