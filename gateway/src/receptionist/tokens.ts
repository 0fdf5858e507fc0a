import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { keys } from '../store';
import type { RelayAuth } from './session';

/** The reserved agent id of the setup assistant (a valid agent id shape, never a real agent). */
export const SETUP_ASSISTANT_AGENT_ID = 'agent_setupassistant';

/** What the setup assistant says first, on the web and on the setup line. */
export const SETUP_GREETING = "Hi! I'm the Bookline setup assistant. I'll ask a few questions and create your receptionist. What's the name of your business?";

/** A one-time relay token bound to an agent; it expires after `ttlS` if unused. */
export async function issueRelayToken(redis: Redis, auth: RelayAuth, ttlS: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await redis.set(keys.relayToken(token), JSON.stringify(auth), 'EX', ttlS);
  return token;
}

/** Redeems a token once; null when unknown, expired or already used. */
export async function redeemRelayToken(redis: Redis, token: string): Promise<RelayAuth | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const raw = await redis.getdel(keys.relayToken(token));
  return raw ? (JSON.parse(raw) as RelayAuth) : null;
}
