import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { keys } from '../store';

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

/**
 * A one-time creator grant: the voice setup assistant creates an agent with no HTTP session at
 * hand, so it gives the browser it talks to this token (RedirectUser); redeeming it once gives
 * that browser session creator rights (until the owner claims the agent). Stored hashed, 10 min.
 */
export async function issueCreatorGrant(redis: Redis, agentId: string, ttlS = 600): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await redis.set(keys.creatorGrant(sha256(token)), agentId, 'EX', ttlS);
  return token;
}

export async function redeemCreatorGrant(redis: Redis, token: string, agentId: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return false;
  return (await redis.getdel(keys.creatorGrant(sha256(token)))) === agentId;
}
