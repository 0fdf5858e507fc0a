import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type AuthenticatorTransportFuture, type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Redis } from 'ioredis';
import type { PasskeyInfo } from '@bookline/contracts';
import { keys } from '../store';

/** A passkey as stored (hash field of keys.accountPasskeys). */
interface StoredPasskey {
  id: string;
  publicKey: string; // base64url
  counter: number;
  transports?: AuthenticatorTransportFuture[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface RelyingParty {
  rpID: string;
  rpName: string;
  /** Page origin(s) the browser reports (PUBLIC_URL's origin). */
  origin: string | string[];
}

const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export async function listPasskeys(redis: Redis, accountId: string): Promise<PasskeyInfo[]> {
  const all = Object.values(await redis.hgetall(keys.accountPasskeys(accountId))).map((r) => JSON.parse(r) as StoredPasskey);
  return all.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }));
}

export async function removePasskey(redis: Redis, accountId: string, id: string): Promise<boolean> {
  const removed = await redis.hdel(keys.accountPasskeys(accountId), id);
  if (removed) await redis.del(keys.passkeyOwner(id));
  return removed === 1;
}

/** A pending WebAuthn challenge, kept in the browser session. */
export interface PendingChallenge {
  challenge: string;
  kind: 'register' | 'authenticate';
  expiresAt: number;
}

export async function registrationOptions(redis: Redis, rp: RelyingParty, account: { id: string; email: string }, now: number) {
  const existing = Object.values(await redis.hgetall(keys.accountPasskeys(account.id))).map((r) => JSON.parse(r) as StoredPasskey);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: account.email,
    userID: new TextEncoder().encode(account.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, ...(p.transports ? { transports: p.transports } : {}) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  const pending: PendingChallenge = { challenge: options.challenge, kind: 'register', expiresAt: now + CHALLENGE_TTL_MS };
  return { options, pending };
}

export class PasskeyError extends Error {
  override name = 'PasskeyError';
}

function checkPending(pending: unknown, kind: PendingChallenge['kind'], now: number): PendingChallenge {
  const p = pending as PendingChallenge | undefined;
  if (!p || p.kind !== kind || typeof p.challenge !== 'string') throw new PasskeyError('No passkey request is in progress here. Start again.');
  if (p.expiresAt <= now) throw new PasskeyError('The passkey request timed out. Start again.');
  return p;
}

export async function verifyRegistration(redis: Redis, rp: RelyingParty, accountId: string, o: { response: unknown; pending: unknown; name?: string | undefined; now: number }): Promise<PasskeyInfo> {
  const p = checkPending(o.pending, 'register', o.now);
  let result;
  try {
    result = await verifyRegistrationResponse({ response: o.response as RegistrationResponseJSON, expectedChallenge: p.challenge, expectedOrigin: rp.origin, expectedRPID: rp.rpID, requireUserVerification: false });
  } catch (err) {
    throw new PasskeyError(`The passkey could not be verified: ${(err as Error).message.slice(0, 200)}`);
  }
  if (!result.verified) throw new PasskeyError('The passkey could not be verified.');
  const { credential } = result.registrationInfo;
  const stored: StoredPasskey = {
    id: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    ...(credential.transports ? { transports: credential.transports } : {}),
    name: o.name || 'Passkey',
    createdAt: new Date(o.now).toISOString(),
    lastUsedAt: null,
  };
  const claimed = await redis.set(keys.passkeyOwner(credential.id), accountId, 'NX');
  if (claimed !== 'OK' && (await redis.get(keys.passkeyOwner(credential.id))) !== accountId) throw new PasskeyError('This passkey is already registered.');
  await redis.hset(keys.accountPasskeys(accountId), credential.id, JSON.stringify(stored));
  return { id: stored.id, name: stored.name, createdAt: stored.createdAt, lastUsedAt: null };
}

export async function authenticationOptions(rp: RelyingParty, now: number) {
  // Discoverable credentials: the browser offers the passkeys it has for this site.
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'preferred' });
  const pending: PendingChallenge = { challenge: options.challenge, kind: 'authenticate', expiresAt: now + CHALLENGE_TTL_MS };
  return { options, pending };
}

/** Checks a passkey sign-in; answers the account id it proves. */
export async function verifyAuthentication(redis: Redis, rp: RelyingParty, o: { response: unknown; pending: unknown; now: number }): Promise<string> {
  const p = checkPending(o.pending, 'authenticate', o.now);
  const response = o.response as AuthenticationResponseJSON;
  const id = typeof response?.id === 'string' ? response.id : '';
  const accountId = id ? await redis.get(keys.passkeyOwner(id)) : null;
  const raw = accountId ? await redis.hget(keys.accountPasskeys(accountId), id) : null;
  if (!accountId || !raw) throw new PasskeyError('This passkey is not registered here.');
  const stored = JSON.parse(raw) as StoredPasskey;
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response, expectedChallenge: p.challenge, expectedOrigin: rp.origin, expectedRPID: rp.rpID, requireUserVerification: false,
      credential: { id: stored.id, publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')), counter: stored.counter, ...(stored.transports ? { transports: stored.transports } : {}) },
    });
  } catch (err) {
    throw new PasskeyError(`The passkey could not be verified: ${(err as Error).message.slice(0, 200)}`);
  }
  if (!result.verified) throw new PasskeyError('The passkey could not be verified.');
  stored.counter = result.authenticationInfo.newCounter;
  stored.lastUsedAt = new Date(o.now).toISOString();
  await redis.hset(keys.accountPasskeys(accountId), id, JSON.stringify(stored));
  return accountId;
}
