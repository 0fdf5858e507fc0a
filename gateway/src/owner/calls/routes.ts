import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { CallsQuery, type CallBookingRef, type CallDetail, type CallsPage } from '@bookline/contracts';
import { ApiError } from '../../http';
import { getAgent } from '../../agents';
import { callRecords } from '../../receptionist/calls';
import { createBookingStore } from '../../calendar/bookings';
import { addDays, localToInstant } from '../../scheduling';
import type { OwnerVariables } from '../access';
import { parseQuery } from '../parse';
import { callIndex } from './call-index';
import { CSV_HEADER, csvRow } from './csv';
import type { CallEventHub } from './live';
import { listItem } from './outcome';

export interface CallsRoutesOptions {
  redis: Redis;
  hub: CallEventHub;
  /** Seconds between keep-alive comments on an open event stream. */
  keepAliveS?: number;
}

const CsvQuery = z.object({
  from: z.string({ error: 'from is required (YYYY-MM-DD)' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be a date (YYYY-MM-DD)'),
  to: z.string({ error: 'to is required (YYYY-MM-DD)' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'to must be a date (YYYY-MM-DD)'),
});

async function timeZoneOf(redis: Redis, agentId: string): Promise<string> {
  return (await getAgent(redis, agentId))?.businessData.TimeZone || 'America/New_York';
}

/** [from 00:00, the day after `to` 00:00) in the agent's zone; 400 when `to` is before `from`. */
function dayRange(timeZone: string, from?: string, to?: string): { fromMs?: number; toMs?: number } {
  if (from && to && to < from) throw new ApiError(400, 'Invalid request: to must not be before from.');
  return {
    ...(from ? { fromMs: localToInstant({ date: from, minutes: 0, timeZone }) } : {}),
    ...(to ? { toMs: localToInstant({ date: addDays(to, 1), minutes: 0, timeZone }) } : {}),
  };
}

/** `/agents/:agentId/calls…` (owner only; the guard sits in owner/routes.ts). */
export function callsRoutes({ redis, hub, keepAliveS = 25 }: CallsRoutesOptions) {
  const app = new Hono<{ Variables: OwnerVariables }>();
  const index = callIndex(redis);

  app.get('/calls', async (c) => {
    const agentId = c.req.param('agentId')!;
    const q = parseQuery(c, CallsQuery);
    const timeZone = await timeZoneOf(redis, agentId);
    const range = q.from || q.to ? dayRange(timeZone, q.from, q.to) : {};
    const page = await index.page({ agentId, limit: q.limit, ...(q.cursor ? { cursor: q.cursor } : {}), ...(q.outcome ? { outcome: q.outcome } : {}), ...(q.q ? { q: q.q } : {}), ...range });
    return c.json({ timeZone, ...page } satisfies CallsPage);
  });

  app.get('/calls/events', async (c) => {
    const agentId = c.req.param('agentId')!;
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: string[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = await hub.subscribe(agentId, (event) => {
        queue.push(event);
        wake?.();
      });
      let open = true;
      stream.onAbort(() => {
        open = false;
        wake?.();
      });
      try {
        await stream.writeSSE({ event: 'ready', data: '{}' });
        while (open) {
          while (queue.length && open) await stream.writeSSE({ event: 'call', data: queue.shift()! });
          if (!open) break;
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, keepAliveS * 1000).unref?.();
          });
          wake = undefined;
          if (!queue.length && open) await stream.write(': keep-alive\n\n');
        }
      } finally {
        await unsubscribe();
      }
    });
  });

  app.get('/calls.csv', async (c) => {
    const agentId = c.req.param('agentId')!;
    const q = parseQuery(c, CsvQuery);
    const timeZone = await timeZoneOf(redis, agentId);
    const { fromMs, toMs } = dayRange(timeZone, q.from, q.to);
    if (toMs! - fromMs! > 400 * 86_400_000) throw new ApiError(400, 'Invalid request: export at most 400 days at a time.');
    const fmt = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    const lines = [CSV_HEADER.join(',')];
    let cursor: string | undefined;
    do {
      const page = await index.page({ agentId, limit: 100, fromMs, toMs, ...(cursor ? { cursor } : {}) });
      for (const call of page.calls) lines.push(csvRow(call, (t) => fmt.format(t)));
      cursor = page.next ?? undefined;
    } while (cursor);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="calls-${q.from}-to-${q.to}.csv"`);
    c.header('Cache-Control', 'no-store');
    return c.body(lines.join('\r\n') + '\r\n');
  });

  app.get('/calls/:callId', async (c) => {
    const agentId = c.req.param('agentId')!;
    const rec = await callRecords(redis).get(c.req.param('callId'));
    if (!rec || rec.agentId !== agentId) throw new ApiError(404, 'No such call.');
    const timeZone = await timeZoneOf(redis, agentId);
    const store = createBookingStore({ redis, agentId });
    const ledger = (await Promise.all(rec.bookingIds.map((id) => store.get(id)))).filter((b) => b !== null);
    const bookings: CallBookingRef[] = ledger.map((b) => ({
      bookingId: b.id, service: b.serviceName, start: new Date(b.start).toISOString(), end: new Date(b.end).toISOString(),
      ...(b.customer.address ? { address: b.customer.address } : {}), status: b.status === 'confirmed' ? 'booked' : 'cancelled',
    }));
    const detail: CallDetail = {
      ...listItem(rec, ledger, timeZone),
      timeZone,
      transcript: rec.transcript.filter((t) => t.text),
      outcomes: rec.outcomes,
      bookings,
      ...(rec.message ? { message: { text: rec.message.text } } : {}),
      earlier: rec.from ? await index.byCaller(agentId, rec.from, rec.startedAt) : [],
    };
    return c.json(detail);
  });

  return app;
}
