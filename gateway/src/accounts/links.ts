import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { SignInLinkError } from '@bookline/contracts';
import { keys } from '../store';

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

export const newNonce = (): string => randomBytes(24).toString('base64url');
export const attemptOf = (nonce: string): string => sha256(`attempt:${nonce}`);

/** How long a used or expired link is remembered, so it gets "used"/"expired" rather than "invalid". */
const REMEMBER_S = 60 * 60 * 24;

export interface IssueLinkOptions {
  email: string;
  /** attemptOf(the browser's nonce): only that browser can use the link. */
  attempt: string;
  /** The agent this link claims, for "your receptionist is live" emails. */
  agentId?: string;
  ttlS: number;
  now: number;
}

/** A fresh single-use token; Redis keeps only its sha256, the email, the attempt and the expiry. */
export async function issueLink(redis: Redis, { email, attempt, agentId, ttlS, now }: IssueLinkOptions): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const key = keys.signInLink(sha256(token));
  await redis
    .multi()
    .hset(key, { email, attempt, expiresAt: String(now + ttlS * 1000), used: '0', agentId: agentId ?? '' })
    .expire(key, ttlS + REMEMBER_S)
    .exec();
  return token;
}

// KEYS[1] link; ARGV attempt, now. Checks in order: exists, used, expired, browser; then marks it used.
// A link opened in the wrong browser is not consumed, so the right browser can still use it.
const CONSUME = `
local h = redis.call('HMGET', KEYS[1], 'email', 'attempt', 'expiresAt', 'used', 'agentId')
if not h[1] then return {'invalid'} end
if h[4] == '1' then return {'used'} end
if tonumber(h[3]) <= tonumber(ARGV[2]) then return {'expired'} end
if h[2] ~= ARGV[1] then return {'other-browser'} end
redis.call('HSET', KEYS[1], 'used', '1')
return {'ok', h[1], h[5]}
`;

export type ConsumeResult = { ok: true; email: string; agentId: string | null } | { ok: false; error: SignInLinkError };

const TOKEN_RE = /^[A-Za-z0-9_-]{20,100}$/;

export async function consumeLink(redis: Redis, { token, nonce, now }: { token: string; nonce: string | undefined; now: number }): Promise<ConsumeResult> {
  if (!TOKEN_RE.test(token)) return { ok: false, error: 'invalid' };
  const r = (await redis.eval(CONSUME, 1, keys.signInLink(sha256(token)), nonce ? attemptOf(nonce) : '-', String(now))) as string[];
  if (r[0] !== 'ok') return { ok: false, error: r[0] as SignInLinkError };
  return { ok: true, email: r[1]!, agentId: r[2] || null };
}
