import type { Redis } from 'ioredis';
import type { CallEvent } from '@bookline/contracts';
import { getAgent } from '../../agents';
import { createBookingStore } from '../../calendar/bookings';
import { callIndex } from './call-index';
import { listItem, type CallFacts } from './outcome';
import { pruneExpired } from '../retention';

/**
 * Called by the call record (receptionist/calls.ts) each time it is written: the call's row
 * goes into the owner's Calls index and live pages hear of it. Calls of unknown agents (the
 * setup line) are not indexed. Ending a call also prunes the agent's calls past retention.
 */
export async function indexCallRecord(redis: Redis, agentId: string, call: CallFacts, type: CallEvent['type'], now: number): Promise<void> {
  const agent = await getAgent(redis, agentId);
  if (!agent) return;
  const store = createBookingStore({ redis, agentId });
  const bookings = (await Promise.all((call.bookingIds ?? []).map((id) => store.get(id)))).filter((b) => b !== null);
  await callIndex(redis).write(agentId, listItem(call, bookings, agent.businessData.TimeZone || 'America/New_York'), type);
  if (type === 'ended') await pruneExpired(redis, agentId, now);
}
