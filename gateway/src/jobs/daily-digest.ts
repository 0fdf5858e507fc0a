import type { Redis } from 'ioredis';
import { getAgent } from '../agents';
import type { Logger } from '../logging';
import { neverVerified, ownerReach, type EmailVerifiedCheck, type Notifiers } from '../notify';
import { callRecords, type CallRecord } from '../receptionist/calls';
import { localDate } from '../scheduling';
import { localParts } from '../scheduling/zoned';
import { keys } from '../store';

/** The local hour (in each business's zone) the day's digest goes out. */
export const DAILY_DIGEST_HOUR = 18;
/** Calls kept waiting for a digest at most (an owner who never verifies their email stops growing it). */
const MAX_PENDING = 500;
const PENDING_TTL_S = 14 * 86_400;

/** A call worth a summary: the caller said something. Spam never gets here (the session does not queue it). */
export function worthSummary(rec: Pick<CallRecord, 'transcript'>): boolean {
  return rec.transcript.some((t) => t.role === 'caller' && t.text.trim());
}

/** Keeps a finished call for the owner's next digest instead of emailing its summary now. */
export async function queueForDigest(redis: Redis, agentId: string, callSid: string): Promise<void> {
  const key = keys.summaryDigest(agentId);
  await redis.multi().rpush(key, callSid).ltrim(key, -MAX_PENDING, -1).expire(key, PENDING_TTL_S).exec();
}

function timeOfDay(t: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(t);
}

/** One line of the digest: "9:14 AM, +15125550142 (phone), booked: I need my drain cleaned". */
export function digestLine(rec: CallRecord, timeZone: string): string {
  const said = rec.transcript.find((t) => t.role === 'caller' && t.text.trim())?.text.trim() ?? '';
  const gist = said.length > 120 ? `${said.slice(0, 117)}…` : said;
  return `${timeOfDay(rec.startedAt, timeZone)}, ${rec.from || 'unknown number'} (${rec.channel}), ${rec.outcomes.join(', ') || 'no outcome'}: ${gist}`;
}

export interface DailyDigestDeps {
  redis: Redis;
  notifiers: Pick<Notifiers, 'email'>;
  publicUrl: string;
  now: number;
  isVerifiedEmail?: EmailVerifiedCheck;
  log?: Logger;
}

/**
 * The daily digest (issue 14): run every hour; for each agent with calls waiting whose business
 * it is now 6 PM, one email to the verified owner lists them (time, caller, outcome, what they
 * wanted) with a link to the Calls page; the listed calls then leave the queue. Once per agent
 * and local date. Calls queued while the owner had the digest on are still sent if it has
 * been turned off since. Returns the agents emailed.
 */
export async function runDailyDigests(deps: DailyDigestDeps): Promise<string[]> {
  const { redis, now } = deps;
  const sent: string[] = [];
  let cursor = '0';
  do {
    const [next, ids] = await redis.sscan(keys.agentIndex(), cursor, 'COUNT', 200);
    cursor = next;
    for (const agentId of ids) {
      try {
        if (await digestOne(agentId)) sent.push(agentId);
      } catch (err) {
        deps.log?.warn({ err: (err as Error).message }, 'daily digest failed for one agent');
      }
    }
  } while (cursor !== '0');
  return sent;

  async function digestOne(agentId: string): Promise<boolean> {
    const key = keys.summaryDigest(agentId);
    const pending = await redis.lrange(key, 0, -1);
    if (!pending.length) return false;
    const agent = await getAgent(redis, agentId);
    if (!agent) return false;
    const tz = agent.businessData.TimeZone || 'America/New_York';
    if (localParts(now, tz).hour !== DAILY_DIGEST_HOUR) return false;
    const reach = await ownerReach({ redis, agent, isVerifiedEmail: deps.isVerifiedEmail ?? neverVerified });
    if (!reach.email) return false;
    const date = localDate(now, tz);
    const marker = keys.sentOnce(`digest:${agentId}:${date}`);
    if ((await redis.set(marker, '1', 'EX', 3 * 86_400, 'NX')) !== 'OK') return false;
    const records = (await Promise.all(pending.map((sid) => callRecords(redis).get(sid)))).filter((r): r is CallRecord => !!r && worthSummary(r));
    records.sort((a, b) => a.startedAt - b.startedAt);
    const name = agent.businessData.BusinessName || 'Your business';
    try {
      if (records.length) {
        const counts = new Map<string, number>();
        for (const r of records) for (const o of r.outcomes.length ? r.outcomes : ['no outcome']) counts.set(o, (counts.get(o) ?? 0) + 1);
        const tally = [...counts].map(([o, n]) => `${n} ${o}`).join(', ');
        await deps.notifiers.email.send({
          to: reach.email, agentId,
          subject: `${name}: ${records.length} call${records.length === 1 ? '' : 's'} today (${tally})`,
          text: [
            `Your receptionist's calls since the last digest (times in ${tz}):`, '',
            ...records.map((r) => `- ${digestLine(r, tz)}`), '',
            `Transcripts and details: ${deps.publicUrl}/dashboard/${agentId}/calls`,
            'To get a summary after each call instead, change "Call summaries" in Settings.',
          ].join('\n'),
        });
      }
    } catch (err) {
      await redis.del(marker);
      throw err;
    }
    // Only the calls listed leave the queue; one that ended meanwhile waits for tomorrow.
    await redis.ltrim(key, pending.length, -1);
    return records.length > 0;
  }
}
