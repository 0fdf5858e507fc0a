import type { Redis } from 'ioredis';
import { keys, LOG_MAXLEN } from './keys';

type LogName = 'notFoundLog' | 'clientErrorLog' | 'creatorSteps' | 'conversions';

/** Appends one entry to a bounded Redis stream. Values are stored as JSON strings. */
export async function appendLog(redis: Redis, log: LogName, entry: Record<string, unknown>): Promise<string> {
  const fields: string[] = [];
  for (const [k, v] of Object.entries(entry)) fields.push(k, typeof v === 'string' ? v : JSON.stringify(v ?? null));
  const id = await redis.xadd(keys[log](), 'MAXLEN', '~', String(LOG_MAXLEN), '*', ...fields);
  return id ?? '';
}

/** Reads the newest entries of a log, newest first. */
export async function readLog(redis: Redis, log: LogName, count = 50): Promise<Array<{ id: string } & Record<string, string>>> {
  const rows = await redis.xrevrange(keys[log](), '+', '-', 'COUNT', count);
  return rows.map(([id, flat]) => {
    const o: Record<string, string> = {};
    for (let i = 0; i + 1 < flat.length; i += 2) o[flat[i]!] = flat[i + 1]!;
    return { ...o, id };
  });
}
