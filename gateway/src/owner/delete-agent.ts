import { Cluster, type Redis } from 'ioredis';
import { CALL_OUTCOMES } from '@bookline/contracts';
import { ownerOf, revokeSessions } from '../accounts';
import { keys } from '../store';
import { callIndex } from './calls/call-index';
import { deleteCalls } from './retention';

/**
 * Every key matching a registry pattern (`keys.x(agentId, '*')`), by SCAN. On a Redis Cluster
 * SCAN sees one node's keys, so every primary is scanned.
 */
async function scanKeys(redis: Redis, pattern: string): Promise<string[]> {
  const client: unknown = redis;
  const nodes = client instanceof Cluster ? client.nodes('master') : [redis];
  const out: string[] = [];
  for (const node of nodes) {
    let cursor = '0';
    do {
      const [next, batch] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      out.push(...batch);
    } while (cursor !== '0');
  }
  return out;
}

/**
 * Deletes an agent and everything kept for it: calls (records, transcripts, the portal's
 * indexes), questions and portal settings, bookings (their records, booking days and
 * indexes), imported calendar busy times, the checklist, its phone number's link and
 * the agent record itself, and the owning account's link to it.
 * Deleting an account calls this for each of its agents.
 */
export async function deleteAgentData(redis: Redis, agentId: string): Promise<void> {
  const owner = await ownerOf(redis, agentId);
  if (owner) await redis.srem(keys.accountAgents(owner), agentId);
  await redis.unlink(keys.agentOwner(agentId));
  await redis.srem(keys.agentIndex(), agentId);
  for (;;) {
    const ids = [...new Set([...(await redis.zrange(keys.ownerCalls(agentId), '0', '499')), ...(await redis.zrange(keys.agentCalls(agentId), '0', '499'))])];
    if (!ids.length) break;
    await deleteCalls(redis, agentId, ids);
  }
  const phone = await redis.get(keys.agentPhone(agentId));
  if (phone && (await redis.get(keys.phoneOwner(phone))) === agentId) await redis.unlink(keys.phoneOwner(phone));
  const patterns = [
    keys.ownerCallsByCaller(agentId, '*'), keys.ownerCallsByOutcome(agentId, '*'),
    keys.booking(agentId, '*'), keys.callerBookings(agentId, '*'),
    keys.bookingDay(agentId, '*', '*'), keys.bookingDayVersion(agentId, '*', '*'),
    keys.calendarBusy(agentId, '*'),
  ];
  const scanned = (await Promise.all(patterns.map((p) => scanKeys(redis, p)))).flat();
  const fixed = [
    keys.ownerCalls(agentId), keys.ownerCallRows(agentId), keys.ownerQuestions(agentId), keys.ownerSettings(agentId),
    ...CALL_OUTCOMES.map((o) => keys.ownerCallsByOutcome(agentId, o)),
    keys.agentCalls(agentId), keys.bookingsByStart(agentId), keys.meteredBookings(agentId), keys.ownerTimeOff(agentId), keys.onboarding(agentId), keys.sandboxUsage(agentId),
    keys.agentPhone(agentId), keys.agentPhoneLock(agentId), keys.summaryDigest(agentId), keys.agent(agentId),
  ];
  await Promise.all([...new Set([...scanned, ...fixed])].map((k) => redis.unlink(k)));
}

/**
 * Deletes an account: every agent it owns (deleteAgentData), its sessions everywhere, its
 * passkeys and the account record. Signing in with the same email later starts afresh.
 */
export async function deleteAccountData(redis: Redis, accountId: string): Promise<void> {
  for (const agentId of await redis.smembers(keys.accountAgents(accountId))) await deleteAgentData(redis, agentId);
  await revokeSessions(redis, accountId);
  const passkeys = await redis.hkeys(keys.accountPasskeys(accountId));
  await Promise.all(passkeys.map((id) => redis.unlink(keys.passkeyOwner(id))));
  await redis.unlink(keys.accountPasskeys(accountId), keys.accountSessions(accountId), keys.accountAgents(accountId), keys.account(accountId));
}
