import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { keys } from '../store';

/** An email address as typed into a form: trimmed, at most 320 characters, one `@`. */
export const EmailSchema = z.string().trim().max(320, 'email is too long').email('email must be an email address');

/** Lower-cased and trimmed: the form accounts are keyed by. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const emailHash = (email: string): string => createHash('sha256').update(normalizeEmail(email)).digest('base64url');

/** An account's id follows from its verified email, so looking one up needs no index. */
export const accountIdFor = (email: string): string => `acct_${emailHash(email).slice(0, 24).replace(/[-_]/g, 'x')}`;

export interface Account {
  id: string;
  email: string;
  createdAt: string;
}

/** True once someone proved they read this address (a sign-in link was used). */
export async function isVerifiedEmail(redis: Redis, email: string): Promise<boolean> {
  return (await redis.exists(keys.account(accountIdFor(email)))) === 1;
}

export async function getAccount(redis: Redis, accountId: string): Promise<Account | null> {
  const h = await redis.hgetall(keys.account(accountId));
  return h.email ? { id: accountId, email: h.email, createdAt: h.createdAt ?? '' } : null;
}

/** Creates the account for a just-verified email (idempotent: HSETNX keeps the first creation time). */
export async function ensureAccount(redis: Redis, email: string, now: Date): Promise<Account> {
  const id = accountIdFor(email);
  const key = keys.account(id);
  await redis.multi().hsetnx(key, 'email', normalizeEmail(email)).hsetnx(key, 'createdAt', now.toISOString()).exec();
  return (await getAccount(redis, id))!;
}
